"""The home page: the window opens on it, both games side by side with their covers, names, players and length and
their buttons; the first start greets there and asks nothing; a card's New game and Learn to play are that game's;
Continue names who plays and how far; from a game, View → Home page (Alt+Home) shows it and Continue brings the same
game back as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thurntaxis.carcassonne.rules import legal_moves
from thurntaxis.games import GAMES, window_games
from thurntaxis.shell.dialogs import NewGameDialog

from ..carcassonne.ui.mouse import Hand
from .conftest import seats
from .journey import open_window, press, stop
from .test_table import advance

CARC, TAXIS = GAMES["carcassonne"], GAMES["thurn-and-taxis"]


def test_the_first_start_is_the_home_page_with_both_games_and_no_question(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, home, offers_tour=True)
    win.start()
    qtbot.wait(50)
    assert win.prompter.questions == [] and win.prompter.notices == []  # type: ignore[attr-defined]
    assert QApplication.activeModalWidget() is None
    assert win.pages.currentWidget() is win.home.page and win.page is None and not win.tables
    assert win.windowTitle() == "Thurn and Taxis & Carcassonne" == QGuiApplication.applicationDisplayName()
    page = win.home.page
    assert page.greeting.isVisible() and "Learn to play" in page.greeting.text()
    assert list(page.cards) == [entry.id for entry in window_games()] == ["thurn-and-taxis", "carcassonne"]
    for entry in window_games():
        card = page.cards[entry.id]
        assert card.name.text() == entry.name and card.cover.isVisible() and card.cover.height() >= 100
        assert f"Players: {entry.min_players}–{entry.max_players}" in card.facts.text()
        assert f"about {entry.minutes} minutes" in card.facts.text()
        assert {a for a, b in card.buttons.items() if b.isVisible()} == {"learn", "new", "statistics", "host"}
        assert not card.buttons["continue"].isVisible()
    again = open_window(qtbot, home, offers_tour=True)
    again.start()
    assert again.pages.currentWidget() is again.home.page and not again.home.page.greeting.isVisible()


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_a_cards_new_game_opens_the_dialog_on_that_game(qtbot, home: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, home)
    win.settings.game = "thurn-and-taxis" if game == "carcassonne" else "carcassonne"  # the other one last time
    win.start()
    offered: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        offered.append(dialog.entry().id)
        QTest.keyClick(dialog, Qt.Key.Key_Return)  # start it

    QTimer.singleShot(0, answer)
    press(win, game, "new")
    assert offered == [game]
    assert win.page_entry is GAMES[game] and win.pages.currentWidget() is win.page and win.page.has_game()
    stop(win)


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_a_cards_learn_to_play_starts_that_games_lesson(qtbot, home: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, home, offers_tour=True)
    win.start()
    press(win, game, "learn")
    assert win.tour is not None and win.lessons.tour_game() is GAMES[game]
    assert win.page_entry is GAMES[game] and win.pages.currentWidget() is win.page
    win.tour.leave()
    qtbot.wait(20)
    offered: list[str] = []

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        offered.append(dialog.entry().id)
        dialog.reject()

    QTimer.singleShot(0, cancel)
    win.menus.actions["new"].trigger()  # after the lesson, Game → New game offers the game it taught
    assert offered == [game]
    stop(win)


def test_continue_names_who_plays_and_how_far_and_brings_the_game_back(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    first = open_window(qtbot, home)
    first.start_game(seats("h", "h"), seed=3, game=CARC)
    Hand(first.page).play(legal_moves(first.page.controller.state)[0])
    record = first.page.record()
    first.close()
    later = open_window(qtbot, home)
    later.start()
    assert later.prompter.questions == [] and later.pages.currentWidget() is later.home.page  # type: ignore[attr-defined]
    card = later.home.page.cards["carcassonne"]
    assert card.buttons["continue"].isVisible() and card.saved.isVisible()
    assert card.saved.text().startswith("Players: Mira, Otto. Moves played: 1. Saved: ")
    assert not later.home.page.cards["thurn-and-taxis"].buttons["continue"].isVisible()
    press(later, "carcassonne", "continue")
    assert later.page_entry is CARC and later.page.record() == record and later.windowTitle() == "Carcassonne"
    stop(first, later)


def test_a_new_game_from_the_home_page_keeps_the_game_of_last_time_aside(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    first = open_window(qtbot, home)
    first.start_game(seats("h", "h"), seed=3, game=CARC)
    first.close()
    later = open_window(qtbot, home)
    later.start()
    later.start_game(seats("h", "c"), seed=4, game=TAXIS)
    assert len(list(home.glob("autosave.previous-*.json"))) == 1  # never overwritten
    later.go_home()
    assert not later.home.page.cards["carcassonne"].buttons["continue"].isVisible()
    assert later.home.page.cards["thurn-and-taxis"].buttons["continue"].isVisible()
    stop(first, later)


def test_home_and_back_keeps_the_game_in_progress(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    win = open_window(qtbot, home)
    win.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    advance(win, lambda s: s.turn >= 2 and s.current == 1)  # a computer player is to move
    page = win.page
    moves = len(page.controller.moves)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=10000)
    QTest.keyClick(win, Qt.Key.Key_Home, Qt.KeyboardModifier.AltModifier)  # View → Home page
    assert win.pages.currentWidget() is win.home.page
    assert win.windowTitle() == "Thurn and Taxis & Carcassonne" == QGuiApplication.applicationDisplayName()
    assert not win.menus.actions["undo"].isEnabled() and not win.menus.actions["hint"].isEnabled()
    qtbot.wait(300)
    assert len(page.controller.moves) == moves  # the computer players wait while the game is not shown
    card = win.home.page.cards["thurn-and-taxis"]
    assert card.saved.text() == f"Players: Mira, Otto, Ida. Moves played: {moves}."
    assert not win.home.page.cards["carcassonne"].buttons["continue"].isVisible()
    press(win, "thurn-and-taxis", "continue")
    assert win.page is page and win.pages.currentWidget() is page and win.windowTitle() == "Thurn and Taxis"
    assert win.menus.actions["undo"].isEnabled()
    qtbot.waitUntil(lambda: len(page.controller.moves) > moves, timeout=5000)  # and they play on
    assert page.controller.record().moves[:moves] == page.record().moves[:moves]
    stop(win)


def test_the_home_page_lists_a_third_game_like_the_others(qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from .test_third_game import TAKE

    monkeypatch.setitem(GAMES, TAKE.id, TAKE)
    win = open_window(qtbot, home)
    card = win.home.page.cards["take"]
    assert card.name.text() == "Take" and "Players: 2–2" in card.facts.text() and "minutes" not in card.facts.text()
    assert "learn" not in card.buttons  # Take has no lesson
    win.start()
    press(win, "take", "statistics")
    assert win.statistics_dialog is not None and win.statistics_dialog.isVisible()
    win.statistics_dialog.close()
