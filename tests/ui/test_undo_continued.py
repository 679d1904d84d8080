"""Quit and continue keeps the undo the game had: a person who laid a tile (or played a card) and quit can take it
back once the game is continued, as before quitting (Undo was greyed after Continue, a newcomer found)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, PLACE, PLACE_PHASE
from thurntaxis.games import GAMES
from thurntaxis.taxis.rules import moves as mv

from .conftest import seats
from .journey import open_window, press, stop


def _a_move_to_take_back(win, game: str) -> None:  # type: ignore[no-untyped-def]
    """The person's move that can be taken back: a tile laid, or a card drawn and then played to the route."""
    c = win.page.controller
    if game == "carcassonne":
        c.submit(next(m for m in c.legal() if m.kind == PLACE))
        assert c.state.phase == FOLLOWER_PHASE
    else:
        plays = (mv.START, mv.PLAY_LEFT, mv.PLAY_RIGHT)
        while not any(m.kind in plays for m in c.legal()):
            c.submit(mv.DRAW_DECK)  # cards seen: not to be taken back
        c.submit(next(m for m in c.legal() if m.kind in plays))  # a card on the route: to be taken back
    assert c.can_undo()


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_quit_and_continue_keeps_the_undo(qtbot, home: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    first = open_window(qtbot, home)
    first.start_game(seats("h", "c"), seed=4, start_player=0, game=GAMES[game])
    qtbot.waitUntil(first.page.controller.is_human_turn, timeout=10000)
    _a_move_to_take_back(first, game)
    moves = len(first.page.controller.moves)
    first.menus.actions["quit"].trigger()
    later = open_window(qtbot, home)
    later.start()
    press(later, game, "continue")
    c = later.page.controller
    assert len(c.moves) == moves and later.menus.actions["undo"].isEnabled() and c.can_undo()
    later.activateWindow()
    qtbot.waitUntil(later.isActiveWindow, timeout=5000)
    QTest.keyClick(later, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Play → Undo
    assert len(c.moves) == moves - 1
    if game == "carcassonne":
        assert c.state.phase == PLACE_PHASE
    stop(first, later)
