"""Statistics in the window: every game finished here is stored (human and computer games, never a loaded or
abandoned one), a database that cannot be used never stops the game, and Game → Statistics shows the figures of
each game (Carcassonne's: tests/ui/test_statistics_carcassonne.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis import stats
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.kit.scoreplot import ScorePlot, Series
from thurntaxis.shell.savegame import save_game
from thurntaxis.shell.statistics import LINE, StatisticsDialog
from thurntaxis.taxis.rules import GameRecord, parse_move, scores
from thurntaxis.taxis.rules.record import final_position, replay
from thurntaxis.taxis.rules.state import DISCARD_PHASE
from thurntaxis.taxis.stats import longest_routes

from ..stats.games import finished
from ..stats.games import seats as stored_seats

GAME = finished(2, 1)  # ends with the discard "-WUR"


def _stored(home: Path) -> list[stats.StoredGame]:
    with stats.open_store(home / stats.FILE_NAME) as store:
        return store.games()


def _written(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Wait until the window's worker has written every finished game handed to it (and said any problem)."""
    qtbot.waitUntil(lambda: window.statistics_writer.pending == 0, timeout=10_000)


def _one_move_from_the_end(qtbot, window, home: Path, record: GameRecord = GAME):  # type: ignore[no-untyped-def]
    """Load the game without its last move, its last mover a person at the screen; the seats."""
    before = replay(record)[-2]
    assert before.phase == DISCARD_PHASE
    seats = [
        Seat(name, HUMAN if seat == before.current else COMPUTER, "hard", colour)
        for seat, (name, colour) in enumerate(zip(record.players, ("green", "red"), strict=True))
    ]
    path = home / "almost.json"
    save_game(path, record.model_copy(update={"moves": record.moves[:-1]}), seats)
    assert window.load_file(path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return seats


def _last_move_by_key(qtbot, window, record: GameRecord = GAME) -> None:  # type: ignore[no-untyped-def]
    """The last move, a discard, by its number key (the n-th card of the hand); then the statistics are written."""
    state = window.page.controller.state
    card = parse_move(record.moves[-1]).arg
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_1 + state.hands[state.current].index(card)))
    _written(qtbot, window)


def test_a_game_a_person_finishes_is_stored_once(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    seats = _one_move_from_the_end(qtbot, window, home)
    assert not (home / stats.FILE_NAME).exists()  # loading a game stores nothing
    _last_move_by_key(qtbot, window)
    assert window.page.controller.state.game_over
    (game,) = _stored(home)
    assert game.record() == GAME
    assert [(s.name, s.kind, s.level, s.colour) for s in game.seats] == [
        (seat.name, seat.kind, None if seat.is_human else "hard", seat.colour) for seat in seats
    ]
    final = final_position(GAME)
    assert [s.score for s in game.seats] == [b.total for b in scores(final)]
    try:
        speak("pl", window)  # the end dialog is written again: the game is not stored again
        assert window.end_dialog is not None and window.end_dialog.isVisible()
        _written(qtbot, window)
        assert len(_stored(home)) == 1
    finally:
        window.set_language("en")
    save_game(home / "done.json", window.page.controller.record(), window.page.controller.seats)
    assert window.load_file(home / "done.json") and window.page.controller.state.game_over
    _written(qtbot, window)
    assert len(_stored(home)) == 1  # a finished game loaded from a file was not played here


def test_a_game_between_computer_players_is_stored(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.game.show_end_dialog = False
    record = finished(3, 3)
    computers = [
        Seat(name, COMPUTER, level, colour)
        for name, level, colour in zip(
            record.players, ("easy", "medium", "easy"), ("blue", "red", "green"), strict=True
        )
    ]
    taxis = window.show_game(GAMES["thurn-and-taxis"])
    with qtbot.waitSignal(taxis.controller.gameFinished, timeout=30_000):
        taxis.controller.load(record.model_copy(update={"moves": record.moves[:-12]}), computers)
    _written(qtbot, window)
    (game,) = _stored(home)
    assert [s.kind for s in game.seats] == ["computer"] * 3
    assert [s.level for s in game.seats] == ["easy", "medium", "easy"]
    assert game.record() == window.page.controller.record() and final_position(game.record()).game_over


def test_an_abandoned_game_is_not_stored(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    _one_move_from_the_end(qtbot, window, home)
    window.start_game([Seat("Mira", HUMAN, colour="blue"), Seat("Otto", COMPUTER, colour="red")], seed=3)
    window.page.controller.stop()
    assert not (home / stats.FILE_NAME).exists()


def test_a_damaged_database_is_set_aside_and_the_game_goes_on(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    damaged = b"this is no database " * 100
    (home / stats.FILE_NAME).write_bytes(damaged)
    _one_move_from_the_end(qtbot, window, home)
    _last_move_by_key(qtbot, window)
    assert window.page.controller.state.game_over and window.end_dialog is not None
    (kept,) = home.glob("statistics.unreadable-*.sqlite3")
    assert kept.read_bytes() == damaged
    assert kept.name in window.status.text() and "damaged" in window.status.text()
    assert len(_stored(home)) == 1


def test_a_database_that_cannot_be_opened_never_stops_the_game(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    (home / stats.FILE_NAME).mkdir()  # a folder where the file should be
    _one_move_from_the_end(qtbot, window, home)
    _last_move_by_key(qtbot, window)
    assert window.page.controller.state.game_over and window.end_dialog is not None
    assert window.status.text().startswith("This game was not added to the statistics: the file cannot be opened")
    assert "\n" not in window.status.text() and (home / stats.FILE_NAME).is_dir()


def _fill(home: Path) -> None:
    with stats.open_store(home / stats.FILE_NAME) as store:
        store.add_game(finished(2, 2), stored_seats("human", "hard"))  # Mira 11, Otto (Hard) 18
        store.add_game(finished(3, 3), stored_seats("human", "easy", "medium"))  # Mira -2
        store.add_game(finished(2, 1), stored_seats("human", "human"))  # Mira 7 wins, Otto -2


def test_the_dialog_shows_the_figures_of_each_person(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    _fill(home)
    window.menus.actions["statistics"].trigger()
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert [dialog.player.itemText(i) for i in range(dialog.player.count())] == ["Mira", "Otto"]
    assert dialog.player.isVisible() and not dialog.note.isVisible()
    shown = {key: label.text() for key, label in dialog.values.items()}
    carriages = [scores(final_position(finished(*g)))[0].carriage for g in ((2, 2), (3, 3), (2, 1))]
    assert shown == {
        "played": "3",
        "won": "1 (33 % of the games)",
        "best": "11",
        "average": "5.3",
        "place": "1.7",  # second, second (tied on -2 with Otto), first
        "longest_route": str(max(longest_routes(finished(*g))[0] for g in ((2, 2), (3, 3), (2, 1)))),
        "carriage": str(max(carriages)),
    }
    assert dialog.labels["longest_route"].text() == "Longest route scored (cards):"
    assert dialog.game.currentData() == "thurn-and-taxis" and dialog.game.currentText() == "Thurn and Taxis"
    assert "Medium" in dialog.by_opponent.text() and "People only" in dialog.by_opponent.text()
    assert "Hard" in dialog.by_opponent.text() and "Easy" not in dialog.by_opponent.text()  # the strongest only
    assert "2 players" in dialog.by_players.text() and "3 players" in dialog.by_players.text()
    assert [s.values for s in dialog.chart.series] == [(11, -2, 7)]
    assert "3" in dialog.footer.text() and "0" in dialog.footer.text()
    dialog.player.setCurrentIndex(1)
    assert dialog.values["played"].text() == "1" and dialog.values["best"].text() == "\u22122"
    assert [s.values for s in dialog.chart.series] == [(-2,)]


def test_the_chart_draws_a_point_per_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = ScorePlot(dark=False)
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    chart.set_series([Series("Mira", LINE, (11, -2, 7, 7))])
    points = [chart.point(0, x) for x in range(4)]
    assert [round(p.x()) for p in points] == sorted(round(p.x()) for p in points) and len(points) == 4
    assert points[0].y() < points[2].y() < points[1].y() and points[2].y() == points[3].y()  # higher score higher up
    assert all(chart.rect().contains(p.toPoint()) for p in points)
    assert chart.shown_values() == [7]  # the legend gives the newest score
    image = chart.grab().toImage()
    ink = QColor(LINE).rgb()
    assert any(image.pixelColor(p.toPoint()).rgb() == ink for p in points)


def test_the_dialog_with_one_person_names_them(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    with stats.open_store(home / stats.FILE_NAME) as store:
        store.add_game(finished(2, 1), stored_seats("human", "easy"))
    dialog = StatisticsDialog(stats.read_summaries(home / stats.FILE_NAME))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.name.isVisible() and dialog.name.text() == "Mira" and not dialog.player.isVisible()


def test_the_dialog_when_nothing_is_stored(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.note.isVisible() and dialog.note.text() == (
        "No game of Thurn and Taxis has been finished yet. Play one to its end, and these figures appear here."
    )
    assert dialog.figures_box.isVisible()  # the figures that will appear, no values
    assert dialog.chart.isVisible() and not dialog.chart.series  # and the plot's place says what it will show
    assert dialog.by_opponent.isVisible() and "each level of computer player" in dialog.by_opponent.text()
    assert dialog.by_players.isVisible() and "number of players" in dialog.by_players.text()
    assert dialog.chart.empty_text == (
        "Your score in each of your last 20 games will be drawn here, the newest on the right."
    )
    assert dialog.labels["longest_route"].isVisible() and {v.text() for v in dialog.values.values()} == {"–"}
    dialog.close()
    with stats.open_store(home / stats.FILE_NAME) as store:
        store.add_game(finished(2, 1), stored_seats("easy", "hard"))
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.note.text() == "No game with a person at the table has ended yet."
    assert "1" in dialog.footer.text()


def test_the_dialog_of_a_damaged_database_says_so_and_changes_nothing(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    (home / stats.FILE_NAME).write_bytes(b"garbage" * 100)
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.note.isVisible() and dialog.note.text().startswith("The statistics file is damaged")
    assert (home / stats.FILE_NAME).read_bytes() == b"garbage" * 100


def test_the_dialog_follows_a_language_switch(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    _fill(home)
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    try:
        speak("pl", window)
        assert dialog.windowTitle() == "Statystyki" and dialog.labels["played"].text() == "Rozegrane gry:"
        assert "Tylko ludzie" in dialog.by_opponent.text() and dialog.values["average"].text() == "5,3"
    finally:
        window.set_language("en")
    assert dialog.windowTitle() == "Statistics" and dialog.values["average"].text() == "5.3"
