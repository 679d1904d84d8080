"""The status line says what the player can do now, read from the legal moves: it never offers a move the rules
refuse, and in hot-seat it stops asking for the covered hand once the hand is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.taxis.rules import GameState, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import AFTER_PLAY, PLAY_PHASE

from .conftest import click, seats
from .test_table import advance


def test_score_is_offered_only_when_the_route_can_be_scored(qtbot, window) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=9, start_player=0)
    seen = {"short": 0, "scorable": 0, "no_route": 0}

    def check(state: GameState) -> bool:
        if state.current == 0 and not state.game_over:
            window.page._draw(state)  # the window shows the position the human is to move in
            text = window.status.text()
            legal = legal_moves(state)
            offers_score = "Score" in text or ": score" in text  # (the prompt goes on in lower case after a name)
            assert offers_score == (mv.SCORE_ROUTE in legal), (text, state.routes[0])
            if state.phase == AFTER_PLAY:
                seen["short" if len(state.routes[0]) < 3 else "scorable"] += 1
            if state.phase == PLAY_PHASE and not state.routes[0]:
                assert "end of your route" not in text  # there is no route to extend yet
                seen["no_route"] += 1
        return min(seen.values()) >= 1 and len(window.page.controller.moves) > 60

    advance(window, check)


def test_hot_seat_status_follows_the_shown_hand(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "h"), seed=4, start_player=0)
    assert "covered hand" in window.status.text()
    click(window, window.page.scene.cover)
    assert window.page.viewer(window.page.controller.state) == 0
    assert "covered hand" not in window.status.text()
    assert window.status.text().startswith("Mira: your hand is empty")
    window.page.controller.submit(mv.DRAW_DECK)
    window.page.controller.submit(mv.DRAW_DECK)
    window.page.controller.submit(mv.Move(mv.START, window.page.controller.state.hands[0][0]))
    window.page.controller.submit(mv.END)
    assert window.status.text().startswith("Otto, it is your turn")
    QTest.keyClick(window, Qt.Key.Key_Space)  # Space shows the hand too
    assert window.page.viewer(window.page.controller.state) == 1
    assert window.status.text().startswith("Otto: ")
