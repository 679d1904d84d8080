"""The first start greets a program of two games on its home page, and the game of last time is there to continue,
on its own game's card, with who plays, how far and when (`tests.ui.test_home` drives the page's buttons)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDate, QLocale

from thurntaxis.games import GAMES
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

from .conftest import FakePrompter, seats
from .test_table import advance


def _window(qtbot, home: Path, offers_tour: bool = False) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    win = MainWindow(settings, offers_tour=offers_tour)
    win.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(win)
    return win


def test_the_first_start_names_both_games_and_asks_nothing(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, home, offers_tour=True)
    win.start()
    assert win.prompter.questions == [] and win.home.shown()  # type: ignore[attr-defined]
    names = [card.name.text() for card in win.home.page.cards.values()]
    assert names == ["Thurn and Taxis", "Carcassonne"] and win.home.page.title.text() == "Thurn and Taxis & Carcassonne"
    assert win.page is None and not win.tables  # no game's table before a game is chosen


def test_continue_names_the_game(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    first = _window(qtbot, home)
    first.start_game(seats("h", "h"), seed=3, game=GAMES["carcassonne"])
    first.close()
    later = _window(qtbot, home)
    later.start()
    cards = later.home.page.cards
    assert cards["carcassonne"].saved.text().startswith("Players: Mira, Otto. Moves played: 0. Saved: ")
    assert cards["thurn-and-taxis"].saved.text() == ""
    cards["carcassonne"].buttons["continue"].click()
    assert later.page_entry is GAMES["carcassonne"] and later.windowTitle() == "Carcassonne"
    for table in [*first.tables.values(), *later.tables.values()]:
        table.stop()


def test_continue_says_who_plays_how_far_and_when(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    first = _window(qtbot, home)
    first.start_game(seats("h", "c", "c"), seed=3)
    advance(first, lambda s: s.turn >= 4)
    played = len(first.page.controller.moves)
    first.close()
    later = _window(qtbot, home)
    later.start()
    about = later.home.page.cards["thurn-and-taxis"].saved.text()
    today = QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat)
    assert about.startswith(f"Players: Mira, Otto, Ida. Moves played: {played}. Saved: {today}")
    for table in [*first.tables.values(), *later.tables.values()]:
        table.stop()
