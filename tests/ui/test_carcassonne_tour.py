"""Help → Learn to play chooses the game: Carcassonne's guided game runs on its page in the window, and leaving it
brings back what the window showed before (the Carcassonne game, or the first game's table), with nothing of the
tour left on the next game's table and no autosave of the guided game (of either game: both run on the one runner)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.carcassonne.ui.guide import GUIDE
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.balloon import Balloon, Ring
from thurntaxis.kit.guide import TourGuide
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.settings import autosave_path
from thurntaxis.shell.window import MainWindow

from ..carcassonne.ui.mouse import Hand
from .conftest import seats

CARC = GAMES["carcassonne"]
PLAYERS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", COMPUTER, "easy", colour="black")]


@pytest.fixture
def window(window: MainWindow) -> Iterator[MainWindow]:
    yield window
    for page in window.tables.values():
        page.stop()  # type: ignore[attr-defined]


def _learn(window: MainWindow, game: str) -> None:
    """Help → Learn to play → the game, from the menu."""
    menu = window.menus.actions["learn"].menu()
    action = next(a for a in menu.actions() if a.text() == _name(game))
    action.trigger()


def _name(game: str) -> str:
    return {"carcassonne": "Carcassonne", "thurn-and-taxis": "Thurn and Taxis"}[game]


def _no_trace(page: CarcassonnePage) -> None:
    assert not any(isinstance(i, Ring) for i in page.scene.items())
    assert not any(w.isVisible() for w in page.findChildren(Balloon))
    assert page.guard is None and not page.controller.paused
    assert not page.final.isVisible() and not page.farms_box.isChecked()


def test_the_menu_lists_both_games_and_is_on_for_either_table(window: MainWindow) -> None:
    menu = window.menus.actions["learn"].menu()
    assert [a.text() for a in menu.actions()] == ["Thurn and Taxis", "Carcassonne"]
    window.start_game(PLAYERS, 7, CARC)
    assert window.menus.actions["learn"].isEnabled()


def test_from_a_carcassonne_game_and_back(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.start_game(PLAYERS, 7, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    Hand(page).play(page.controller.legal()[0])
    before = page.record()
    _learn(window, "carcassonne")
    tour = window.tour
    assert isinstance(tour, TourGuide) and tour.guided is GUIDE and tour.page is page and window.page is page
    assert [s.name for s in page.seats] == ["Alex", "Anna"] and page.controller.moves == []
    assert tour.balloon is not None and tour.balloon.isVisible()
    # Closing the window now keeps the Carcassonne game before the lesson, never the lesson's.
    window.close()
    assert window.tour is None and window.page is page and page.record() == before
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert "Mira" in json.dumps(saved) and "Alex" not in json.dumps(saved)
    _no_trace(page)


def test_from_the_first_games_table_and_back(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3)
    taxis_page = window.page
    taxis = taxis_page.record()
    _learn(window, "carcassonne")
    page = window.page
    tour = window.tour
    assert isinstance(page, CarcassonnePage) and isinstance(tour, TourGuide) and tour.guided is GUIDE
    assert window.pages.currentWidget() is page
    hand = Hand(page)
    QTest.mouseClick(tour.balloon.next_button, Qt.MouseButton.LeftButton)  # type: ignore[union-attr]
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(1, 0))
    assert [str(m) for m in page.controller.moves] == ["V0@1,0"]
    QTest.keyClick(page.view, Qt.Key.Key_Escape)  # leave the lesson
    assert window.tour is None and window.page is taxis_page and window.pages.currentWidget() is taxis_page
    assert taxis_page.record() == taxis
    # The next Carcassonne game on that page shows nothing of the lesson.
    window.start_game(PLAYERS, 11, CARC)
    assert window.page is page
    _no_trace(page)
    move = page.controller.legal()[0]
    Hand(page).play(move)
    assert page.controller.moves == [move]


def test_the_first_games_lesson_from_the_carcassonne_page(window: MainWindow) -> None:
    window.start_game(seats("h", "c"), seed=3)
    window.start_game(PLAYERS, 7, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    _learn(window, "carcassonne")
    assert isinstance(window.tour, TourGuide) and window.tour.guided is GUIDE
    _learn(window, "thurn-and-taxis")  # the Carcassonne lesson ends with its page
    assert isinstance(window.tour, TourGuide) and window.tour.guided is not GUIDE and window.page is not page
    assert [s.name for s in page.seats] == ["Mira", "Otto"]
    _no_trace(page)
    window.menus.actions["learn"].trigger()  # the game on the table: the first game's lesson again
    assert isinstance(window.tour, TourGuide) and window.tour.guided is not GUIDE


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_either_lesson_leaves_no_autosave_while_it_runs(window: MainWindow, game: str) -> None:
    window.start_game(PLAYERS, 7, CARC)  # a game to come back to, kept for the next start before and after
    before = window.page.record()
    _learn(window, game)
    assert window.tour is not None and window.page.running()
    assert window.autosave() and not autosave_path().exists()  # (the lesson's game is never kept)
    QTest.keyClick(window.page.view, Qt.Key.Key_Escape)
    assert window.tour is None and window.page.record() == before
    assert window.autosave() and "Mira" in autosave_path().read_text(encoding="utf-8")
