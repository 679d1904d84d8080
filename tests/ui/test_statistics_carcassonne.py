"""Statistics of Carcassonne in the window: a game that ends on its page is stored once with the figures of the
rules' score breakdown (a person's last move with the mouse, or the computer players'), never a finished game loaded
from a file; a database that cannot be used is one line and the game goes on; Game → Statistics, reachable during a
Carcassonne game, opens on its figures and chooses between the games."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis import stats
from thurntaxis.carcassonne.rules import parse_move, result
from thurntaxis.carcassonne.rules.record import GameRecord, final_position, replay
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.statistics import StatisticsDialog
from thurntaxis.shell.window import MainWindow

from ..carcassonne.ui.mouse import Hand
from ..stats.games import carcassonne_finished, carcassonne_seats, finished, seats

CARC = GAMES["carcassonne"]
RECORD = carcassonne_finished(2, 21, "easy")


@pytest.fixture
def window(window: MainWindow) -> Iterator[MainWindow]:
    """The shared window, with the game pages' computer players stopped after the test."""
    yield window
    for page in window.tables.values():
        page.stop()  # type: ignore[attr-defined]


def _stored(home: Path) -> list[stats.StoredGame]:
    with stats.open_store(home / stats.FILE_NAME) as store:
        return store.games()


def _figures(record: GameRecord) -> list[dict[str, int]]:
    """Each seat's figures as the rules' score breakdown gives them."""
    return [
        {
            "cities": b.cities + b.final_cities,
            "roads": b.roads + b.final_roads,
            "monasteries": b.monasteries + b.final_monasteries,
            "farms": b.farms,
        }
        for b in result(final_position(record)).breakdown
    ]


def _seats(human: int | None) -> list[Seat]:
    return [
        Seat(name, HUMAN if seat == human else COMPUTER, "easy", colour)
        for seat, (name, colour) in enumerate(zip(RECORD.players, ("red", "black"), strict=True))
    ]


def _last_move_by_hand(qtbot, window: MainWindow, home: Path) -> tuple[CarcassonnePage, list[Seat]]:  # type: ignore[no-untyped-def]
    """Continue the game without its last move, whose player is a person at the screen, and make that move with
    the mouse; the page and the seats."""
    before = replay(RECORD)[-2]
    # a player with no follower left has no follower step: their last tile is the move made by hand
    cut = 2 if before.supply[before.current] == 0 else 1
    last = replay(RECORD)[-1 - cut].current
    who = _seats(last)
    files = sorted(home.glob("statistics*")) if home.exists() else []
    window.continue_game(CARC, RECORD.model_copy(update={"moves": RECORD.moves[:-cut]}), who)
    page = window.page
    assert isinstance(page, CarcassonnePage) and not page.controller.state.game_over
    assert (sorted(home.glob("statistics*")) if home.exists() else []) == files  # continuing a game stores nothing
    with qtbot.waitSignal(page.game_over, timeout=10_000):
        Hand(page).play(parse_move(RECORD.moves[-cut]))
    _written(qtbot, window)
    return page, who


def _written(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Wait until the window's worker has written every finished game handed to it (and said any problem)."""
    qtbot.waitUntil(lambda: window.statistics_writer.pending == 0, timeout=10_000)


def test_a_carcassonne_game_a_person_finishes_is_stored_once(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    page, who = _last_move_by_hand(qtbot, window, home)
    assert page.record() == RECORD
    (game,) = _stored(home)
    assert (game.game, game.record()) == ("carcassonne", RECORD)
    assert [(s.name, s.kind, s.level, s.colour) for s in game.seats] == [
        (seat.name, seat.kind, None if seat.is_human else "easy", seat.colour) for seat in who
    ]
    assert [s.score for s in game.seats] == list(result(final_position(RECORD)).scores)
    assert [dict(s.figures) for s in game.seats] == _figures(RECORD)
    try:
        speak("pl", window)  # the page is written again: the game is not stored again
    finally:
        window.set_language("en")
    window.continue_game(CARC, RECORD, who)  # a finished game opened again (it says game over again)
    assert page.controller.state.game_over
    _written(qtbot, window)
    assert len(_stored(home)) == 1


def test_a_carcassonne_game_between_computer_players_is_stored(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.game.show_end_dialog = False
    window.continue_game(CARC, RECORD.model_copy(update={"moves": RECORD.moves[:-10]}), _seats(None))
    page = window.page
    with qtbot.waitSignal(page.game_over, timeout=30_000):
        pass
    _written(qtbot, window)
    (game,) = _stored(home)
    record = page.record()
    assert final_position(record).game_over and record.moves[:-10] == RECORD.moves[:-10]
    assert (game.game, game.record()) == ("carcassonne", record)
    assert [(s.kind, s.level) for s in game.seats] == [("computer", "easy")] * 2
    assert [dict(s.figures) for s in game.seats] == _figures(record)
    assert [s.won for s in game.seats] == [seat in result(final_position(record)).winners for seat in range(2)]


def test_a_damaged_database_is_set_aside_and_the_carcassonne_game_goes_on(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    damaged = b"this is no database " * 100
    home.mkdir(parents=True, exist_ok=True)
    (home / stats.FILE_NAME).write_bytes(damaged)
    _last_move_by_hand(qtbot, window, home)
    (kept,) = home.glob("statistics.unreadable-*.sqlite3")
    assert kept.read_bytes() == damaged
    assert kept.name in window.status.text() and "damaged" in window.status.text() and "\n" not in window.status.text()
    assert [g.game for g in _stored(home)] == ["carcassonne"]


def test_a_database_that_cannot_be_opened_is_one_line(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    home.mkdir(parents=True, exist_ok=True)
    (home / stats.FILE_NAME).mkdir()  # a folder where the file should be
    page, _who = _last_move_by_hand(qtbot, window, home)
    assert page.controller.state.game_over and window.page is page
    assert window.status.text().startswith("This game was not added to the statistics: the file cannot be opened")
    assert "\n" not in window.status.text() and (home / stats.FILE_NAME).is_dir()


def _fill(home: Path) -> list[GameRecord]:
    """Two games of Thurn and Taxis and two of Carcassonne, Mira at the first seat of each; the Carcassonne ones."""
    games = [carcassonne_finished(2, 31), carcassonne_finished(3, 32)]
    with stats.open_store(home / stats.FILE_NAME) as store:
        store.add_game(finished(2, 2), seats("human", "hard"))
        store.add_game(games[0], carcassonne_seats("human", "easy"), game="carcassonne")
        store.add_game(finished(2, 1), seats("human", "human"))
        store.add_game(games[1], carcassonne_seats("human", "medium", "easy"), game="carcassonne")
    return games


def test_the_statistics_of_carcassonne_during_a_carcassonne_game(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    games = _fill(home)
    window.start_game(_seats(0), 4, CARC)
    assert window.menus.actions["statistics"].isEnabled()
    window.menus.actions["statistics"].trigger()
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.game.currentText() == "Carcassonne" and dialog.name.text() == "Mira" and not dialog.note.isVisible()
    mine = [result(final_position(record)).breakdown[0] for record in games]
    assert {key: label.text() for key, label in dialog.labels.items() if key in _figures(games[0])[0]} == {
        "cities": "Points from cities (average per game):",
        "roads": "Points from roads (average per game):",
        "monasteries": "Points from monasteries (average per game):",
        "farms": "Points from farms (average per game):",
    }
    assert dialog.values["played"].text() == "2" and dialog.values["best"].text() == str(max(b.total for b in mine))
    farms = sum(b.farms for b in mine) / 2
    assert dialog.values["farms"].text() == f"{farms:.1f}"
    assert "Medium" in dialog.by_opponent.text() and "Easy" in dialog.by_opponent.text()
    assert "3 players" in dialog.by_players.text() and [s.values for s in dialog.chart.series] == [
        tuple(b.total for b in mine)
    ]
    assert "2" in dialog.footer.text()
    dialog.game.setFocus()
    QTest.keyClick(dialog.game, Qt.Key.Key_Up)  # the player chooses the other game
    assert dialog.game.currentText() == "Thurn and Taxis"
    assert "longest_route" in dialog.values and "farms" not in dialog.values
    assert dialog.values["played"].text() == "2" and [s.values for s in dialog.chart.series] == [(11, 7)]
    try:
        speak("pl", window)
        QTest.keyClick(dialog.game, Qt.Key.Key_Down)
        assert dialog.labels["farms"].text() == "Punkty za gospodarstwa (średnio na grę):"
        assert dialog.game_label.text() == "Gra:" and dialog.values["farms"].text() == f"{farms:.1f}".replace(".", ",")
    finally:
        window.set_language("en")


def test_the_statistics_of_carcassonne_before_any_game_ends(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.start_game(_seats(0), 4, CARC)
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.note.text() == (
        "No game of Carcassonne has been finished yet. Play one to its end, and these figures appear here."
    )
    assert dialog.labels["cities"].isVisible() and dialog.values["cities"].text() == "–"
    assert not dialog.chart.series and "will be drawn here" in dialog.chart.empty_text  # what the plot will show
    assert not (home / stats.FILE_NAME).exists()


def test_storing_waits_on_a_worker_thread_not_on_the_table(qtbot, window, home: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    threads: list[threading.Thread] = []
    add_game = stats.GameStore.add_game

    def slow_add_game(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        time.sleep(0.5)  # a slow disk
        return add_game(self, *args, **kwargs)

    monkeypatch.setattr(stats.GameStore, "add_game", slow_add_game)
    before = replay(RECORD)[-2]
    cut = 2 if before.supply[before.current] == 0 else 1  # no follower left: no follower step
    last = replay(RECORD)[-1 - cut].current
    window.continue_game(CARC, RECORD.model_copy(update={"moves": RECORD.moves[:-cut]}), _seats(last))
    page = window.page
    with qtbot.waitSignal(page.game_over, timeout=10_000):
        Hand(page).play(parse_move(RECORD.moves[-cut]))
    assert window.statistics_writer.pending == 1  # the game is over on the table, its statistics still being written
    _written(qtbot, window)
    assert threads and threads[0] is not threading.main_thread()
    assert [g.game for g in _stored(home)] == ["carcassonne"]


def test_the_statistics_replay_the_last_game_of_the_game_chosen(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.carcassonne.ui.replay import CarcassonneDrawing

    from .conftest import seats as table_seats

    window.start_game(table_seats("h", "c"), seed=3)  # a Thurn and Taxis game on the table
    with stats.open_store(home / stats.FILE_NAME) as store:
        store.add_game(RECORD, carcassonne_seats("human", "easy"), game=CARC.id)
    window.menus.actions["statistics"].trigger()
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and not dialog.replay_button.isEnabled()  # no game of this game
    dialog.game.setCurrentIndex(dialog.game.findData(CARC.id))
    assert dialog.replay_button.isEnabled()
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and window.in_replay()
    assert isinstance(window.replay_page.drawing, CarcassonneDrawing)
    assert window.replay_page.moves == len(RECORD.moves)
    window.leave_replay()
