"""In the window, Carcassonne's side folds by its handle, which is the View menu's choice (F9) for every table; it
folds by itself on a narrow page (at 1024 pixels, the scores staying in sight in the tray's column); no arrow key
scrolls the table away while a computer moves."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.shell.window import MainWindow

CARC = GAMES["carcassonne"]
SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def test_the_fold_handle_is_the_view_menus_choice(window: MainWindow) -> None:
    window.resize(1024, 700)
    window.start_game(SEATS, 3, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    QApplication.processEvents()
    assert not page.side.isVisible() and not window.side_action.isChecked()  # folded by itself at 1024 pixels
    assert page.aids.strip.isVisible()  # the scores stay in sight
    QTest.mouseClick(page.fold.handle, Qt.MouseButton.LeftButton)
    assert page.side.isVisible() and window.side_action.isChecked()
    QTest.mouseClick(page.fold.handle, Qt.MouseButton.LeftButton)
    assert not page.side.isVisible() and not window.side_action.isChecked()
    window.resize(1300, 800)  # the player's choice stays whatever the size
    QApplication.processEvents()
    assert not page.side.isVisible()
    window.side_action.trigger()  # F9
    assert page.side.isVisible() and window.side_action.isChecked()
    window.side_action.trigger()
    assert not page.side.isVisible()


def test_arrows_with_no_tile_to_carry_move_the_view(window: MainWindow) -> None:
    window.resize(1024, 700)
    window.start_game(SEATS, 3, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    QApplication.processEvents()
    page.controller.pause(True)
    page.scene.interactive = False  # as while a computer thinks: no tile to carry
    view = page.view
    corner, zoom = view.mapToScene(QPoint(0, 0)), view.transform().m11()
    QTest.keyClick(view, Qt.Key.Key_Right)
    moved = view.mapToScene(QPoint(0, 0)) - corner
    assert moved.x() > 10 and abs(moved.y()) < 1 and view.transform().m11() == zoom
    assert page.keys.piece is None
