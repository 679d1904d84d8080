"""A game counts once in the statistics: its identity, given when it is dealt, is kept in its saves, so a game
saved, finished, opened again from the save and finished again is stored once; another deal is another game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from thurntaxis import stats
from thurntaxis.carcassonne.rules import parse_move
from thurntaxis.carcassonne.rules.record import replay
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.window import MainWindow

from ..carcassonne.ui.mouse import Hand
from ..stats.games import Sat, carcassonne_finished

CARC = GAMES["carcassonne"]
RECORD = carcassonne_finished(2, 21, "easy")
_BEFORE = replay(RECORD)[-2]
CUT = 2 if _BEFORE.supply[_BEFORE.current] == 0 else 1  # no follower left: the last tile ends the game, no step


def _stored(home: Path) -> list[stats.StoredGame]:
    with stats.open_store(home / stats.FILE_NAME) as store:
        return store.games()


def _action(window: MainWindow, key: QKeySequence.StandardKey):  # type: ignore[no-untyped-def]
    return next(a for a in window.menus.actions.values() if a.shortcut() == QKeySequence(key))


def _finish(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The last move, made with the mouse by the person at the screen; then the statistics are written."""
    page = window.page
    assert isinstance(page, CarcassonnePage) and not page.controller.state.game_over
    with qtbot.waitSignal(page.game_over, timeout=10_000):
        Hand(page).play(parse_move(RECORD.moves[-CUT]))
    qtbot.waitUntil(lambda: window.statistics_writer.pending == 0, timeout=10_000)


def test_a_game_saved_opened_and_finished_again_counts_once(qtbot, window, home: Path, monkeypatch) -> None:  # type: ignore
    last = replay(RECORD)[-1 - CUT].current
    who = [
        Seat(name, HUMAN if seat == last else COMPUTER, "easy", colour)
        for seat, (name, colour) in enumerate(zip(RECORD.players, ("red", "black"), strict=True))
    ]
    window.continue_game(CARC, RECORD.model_copy(update={"moves": RECORD.moves[:-CUT]}), who)
    path = home / "almost.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    _action(window, QKeySequence.StandardKey.Save).trigger()  # Game → Save game…
    assert path.is_file() and json.loads(path.read_text(encoding="utf-8"))["identity"]
    _finish(qtbot, window)
    assert len(_stored(home)) == 1
    for _again in range(2):
        _action(window, QKeySequence.StandardKey.Open).trigger()  # Game → Open saved game…: the same game
        _finish(qtbot, window)
        assert len(_stored(home)) == 1, "the game saved, opened and finished again was counted again"
    window.continue_game(CARC, RECORD.model_copy(update={"moves": RECORD.moves[:-CUT]}), who)  # not from the save
    _finish(qtbot, window)
    assert len(_stored(home)) == 2, "another game of the same moves, not opened from the save, is another game"
    for page in window.tables.values():
        page.stop()


@pytest.mark.parametrize("identity", ["", "a-game"])
def test_the_store_keeps_one_game_per_identity(home: Path, identity: str) -> None:
    record = RECORD
    seats = [Sat("human", "human", "red"), Sat("computer", "easy", "black")]
    with stats.open_store(home / stats.FILE_NAME) as store:
        first = store.add_game(record, seats, game="carcassonne", identity=identity)
        again = store.add_game(record, seats, game="carcassonne", identity=identity)
        assert (first == again) == bool(identity)
        assert len(store.games()) == (1 if identity else 2)  # a game without an identity (an old save) as before


def test_an_older_database_takes_the_identities(home: Path) -> None:
    path = home / stats.FILE_NAME
    seats = [Sat("human", "human", "red"), Sat("computer", "easy", "black")]
    with stats.open_store(path, migrations=3) as old:  # the database of the version before
        old.add_game(RECORD, seats, game="carcassonne")
    with stats.open_store(path) as store:
        assert store.version == stats.VERSION
        store.add_game(RECORD, seats, game="carcassonne", identity="x")
        store.add_game(RECORD, seats, game="carcassonne", identity="x")
        assert len(store.games()) == 2
