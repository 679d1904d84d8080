"""The game log: it follows new entries unless the player scrolled up, and it names every house placed."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from thurntaxis.taxis.rules import GameState
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.gamelog import LogEntry, render
from thurntaxis.taxis.ui.replay import RecordedGame
from thurntaxis.taxis.ui.texts import city_name

from .conftest import seats
from .test_table import advance


def test_the_log_follows_unless_scrolled_up(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    side = window.page.side
    bar = side.log.verticalScrollBar()

    def newest_in_view(state: GameState) -> bool:
        QApplication.processEvents()  # the log is shown between moves, as in a game
        assert bar.value() == bar.maximum(), f"after move {len(window.page.controller.moves)}"
        return len(window.page.controller.moves) >= 150

    advance(window, newest_in_view)
    assert bar.maximum() > 0  # the log is longer than its window
    assert not side.news.isVisible()
    while bar.value() > bar.maximum() // 3:  # the player scrolls up with the wheel to read
        _wheel(side.log.viewport(), 120)
    qtbot.waitUntil(lambda: not side.following, timeout=2000)
    top_line = side.log.cursorForPosition(QPoint(4, 4)).blockNumber()
    for _ in range(30):
        side.add_log(LogEntry("shuffle"))
        QApplication.processEvents()
    assert side.log.cursorForPosition(QPoint(4, 4)).blockNumber() == top_line  # it stays where the player reads
    assert side.news.isVisible()  # and says that there is more below
    QTest.mouseClick(side.news, Qt.MouseButton.LeftButton)
    assert bar.value() == bar.maximum() and not side.news.isVisible()
    for _ in range(30):
        side.add_log(LogEntry("shuffle"))
    assert bar.value() == bar.maximum()  # following again
    _wheel(side.log.viewport(), 120)
    qtbot.waitUntil(lambda: not side.following, timeout=2000)
    while bar.value() < bar.maximum():  # scrolling back to the end by hand follows too
        _wheel(side.log.viewport(), -120)
    QApplication.processEvents()
    side.add_log(LogEntry("shuffle"))
    assert bar.value() == bar.maximum() and not side.news.isVisible()


def _wheel(widget: QWidget, delta: int) -> None:
    """One notch of the mouse wheel over `widget` (positive: up)."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(
        at,
        widget.mapToGlobal(at),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
    QApplication.processEvents()


def _logged_houses(entries: list[LogEntry], seat: int) -> list[int]:
    cities: list[int] = []
    for entry in entries:
        if entry.code == "move" and entry.args[0] == seat and entry.args[1] == mv.HOUSE:
            cities.append(entry.args[2])
        elif entry.code == "houses" and entry.args[0] == seat:
            cities.extend(entry.args[1])
    return cities


def test_every_house_placed_is_logged(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=31, start_player=0)
    automatic_after_choice = 0

    def count(state: GameState) -> bool:
        nonlocal automatic_after_choice
        c = window.page.controller
        if c.moves and c.moves[-1].kind == mv.HOUSE:
            before = c.states[-2]
            placed = (state.houses[before.current] & ~before.houses[before.current]).bit_count()
            automatic_after_choice += placed > 1
        return state.game_over

    final = advance(window, count, limit=4000)
    assert automatic_after_choice > 0  # the case of the bug: houses placed for the player after a choice
    lines = window.page.side.lines()
    for seat in range(final.players):
        logged = _logged_houses(window.page.side.entries, seat)
        assert sorted(logged) == sorted(final.board.cities_of(final.houses[seat]))
        name = window.page.controller.seats[seat].name
        for city in logged:
            assert any(name in line and city_name(final.board, city) in line for line in lines)


def test_every_opening_postmaster_is_logged_the_first_players_too(qtbot, window) -> None:  # type: ignore
    """Everyone starts without cards, so each seat's first turn calls the Postmaster automatically: the log says so
    for every seat, the first one included, in a new game, a resumed one and the replay of its record."""
    window.start_game(seats("h", "c", "c"), seed=4, start_player=0)
    page = window.page
    advance(window, lambda s: s.turn >= 3)
    called = "had no cards: the Postmaster is called automatically."
    names = [seat.name for seat in page.controller.seats]
    lines = page.side.lines()
    assert [line.split(" ")[0] for line in lines if called in line] == names
    assert called in lines[1] and lines[1].startswith("Mira")  # right after "A new game begins"
    saved = page.controller.record()
    page.controller.load(saved, list(page.controller.seats))  # continued from its record: the whole log
    assert [line.split(" ")[0] for line in page.side.lines() if called in line] == names
    game = RecordedGame(saved, page.controller.seats)
    rendered = [render(e, names, page.side.board) for e in game.entries]
    assert called in rendered[1] and rendered[1].startswith("Mira") and game.lines[0] == range(0, 2)
