"""The first start greets a program of two games, and "continue your last game?" names the game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale

from thurntaxis.games import GAMES
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

from .conftest import FakePrompter, seats
from .test_table import advance


def _window(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch, offers_tour: bool = False) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    win = MainWindow(settings, offers_tour=offers_tour)
    win.prompter = FakePrompter()  # type: ignore[assignment]
    monkeypatch.setattr(win, "first_game", lambda: None)  # no modal new-game dialog
    qtbot.addWidget(win)
    return win


def test_the_first_start_names_both_games(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, home, monkeypatch, offers_tour=True)
    win.prompter.answer = False
    win.start()
    greeting = win.prompter.questions[0]
    assert "Thurn and Taxis" in greeting and "Carcassonne" in greeting and "New to Thurn and Taxis?" in greeting
    assert win.page is None and not win.tables  # no game's table before a game is chosen
    # Each game offers its own guided game, Carcassonne's too (its lesson runs itself on its page).
    assert len(win.prompter.questions) == 2 and "New to Carcassonne?" in win.prompter.questions[1]


def test_the_first_start_can_begin_carcassonnes_lesson(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.carcassonne.ui.page import CarcassonnePage

    win = _window(qtbot, home, monkeypatch, offers_tour=True)
    answers = iter([False, True])  # not Thurn and Taxis's lesson, but Carcassonne's
    monkeypatch.setattr(win.prompter, "ask", lambda title, text: next(answers))
    win.start()
    assert win.page_entry is GAMES["carcassonne"] and isinstance(win.page, CarcassonnePage)
    assert win.tour is not None and win.page.record().players[0] != ""
    win.tour.leave()
    for table in win.tables.values():
        table.stop()


def test_continue_names_the_game(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    first = _window(qtbot, home, monkeypatch)
    first.start_game(seats("h", "h"), seed=3, game=GAMES["carcassonne"])
    first.close()
    later = _window(qtbot, home, monkeypatch)
    later.start()
    assert len(later.prompter.questions) == 1
    assert later.prompter.questions[0].startswith("Continue the game of Carcassonne you were playing last time?\n")
    assert later.page_entry is GAMES["carcassonne"] and later.windowTitle() == "Carcassonne"
    for table in [*first.tables.values(), *later.tables.values()]:
        table.stop()


def test_continue_says_who_plays_how_far_and_when(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    first = _window(qtbot, home, monkeypatch)
    first.start_game(seats("h", "c", "c"), seed=3)
    advance(first, lambda s: s.turn >= 4)
    played = len(first.page.controller.moves)
    first.close()
    later = _window(qtbot, home, monkeypatch)
    later.start()
    question, about = later.prompter.questions[0].split("\n")
    assert question == "Continue the game of Thurn and Taxis you were playing last time?"
    today = QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat)
    assert about.startswith(f"Players: Mira, Otto, Ida. Moves played: {played}. Saved: {today}")
    for table in [*first.tables.values(), *later.tables.values()]:
        table.stop()
