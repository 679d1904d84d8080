"""The window fits the screen: its first place lies inside the screen's available area, frame and title bar
included (maximised on small screens); where it closed is remembered and taken again only where it fits the
screen now; no dialog is narrower than its title or reaches out of the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from thurntaxis.shell import placement
from thurntaxis.shell.dialogs import SettingsDialog
from thurntaxis.shell.placement import FRAME_GUESS, Placement, first_placement, fits
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow, message_box

from .conftest import FakePrompter

SCREENS = [QRect(0, 0, 1024, 700), QRect(0, 0, 1366, 768), QRect(0, 0, 1600, 1000), QRect(0, 0, 1920, 1080)]
WITH_PANEL = QRect(0, 28, 1600, 972)  # a panel along the top of the screen


@pytest.mark.parametrize("available", [*SCREENS, WITH_PANEL, QRect(1920, 0, 1280, 1024)])
def test_the_first_place_fits_the_available_area_frame_and_title_bar_included(available: QRect) -> None:
    first = first_placement(available)
    assert available.contains(first.geometry.marginsAdded(FRAME_GUESS))
    assert first.geometry.size() == placement.DESIGNED.boundedTo(available.marginsRemoved(FRAME_GUESS).size())
    small = available.width() < placement.SMALL.width() or available.height() < placement.SMALL.height()
    assert first.maximised == small  # 1024x700 and 1366x768: maximised; 1600x1000 and larger: not
    big = QRect(0, 0, 3840, 2160)
    assert first_placement(big).geometry.size() == placement.DESIGNED  # never larger than designed


def test_a_remembered_place_is_taken_only_where_it_fits() -> None:
    screen = QRect(0, 0, 1600, 1000)
    there = Placement(QRect(100, 60, 1200, 800), QMargins(4, 30, 4, 4), False)
    assert placement.placement(screen, there) == there
    assert placement.placement(screen, None) == first_placement(screen)
    off = Placement(QRect(2400, 60, 1200, 800), QMargins(4, 30, 4, 4), False)  # on a screen that is gone
    assert placement.placement(screen, off) == first_placement(screen)
    title_above = Placement(QRect(100, 10, 1200, 800), QMargins(4, 30, 4, 4), False)  # its title bar off the top
    assert not fits(title_above, screen) and placement.placement(screen, title_above) == first_placement(screen)
    too_big = Placement(QRect(0, 30, 1600, 1000), QMargins(0, 30, 0, 0), False)
    assert placement.placement(screen, too_big) == first_placement(screen)
    tiny = Placement(QRect(100, 100, 300, 200), QMargins(), False)
    assert placement.placement(screen, tiny) == first_placement(screen)
    maximised_off = Placement(QRect(2400, 60, 1200, 800), QMargins(4, 30, 4, 4), True)
    back = placement.placement(screen, maximised_off)
    assert back.maximised and back.geometry == first_placement(screen).geometry  # still maximised


def _window(settings: Settings, qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(settings)
    window.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.place_on_screen()
    window.show()
    qtbot.waitExposed(window)
    return window


def _available() -> QRect:
    return QGuiApplication.primaryScreen().availableGeometry()


def test_the_program_s_window_opens_fitted_to_the_screen(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    window = _window(Settings(home / "settings.ini"), qtbot)
    wanted = first_placement(_available())
    assert bool(window.windowState() & Qt.WindowState.WindowMaximized) == wanted.maximised
    qtbot.waitUntil(lambda: _available().contains(window.frameGeometry()))
    assert window.normalGeometry() == wanted.geometry or wanted.maximised


def test_where_it_closed_is_taken_again_and_an_off_screen_place_is_not(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    available = _available()
    place = QRect(available.topLeft() + QRect(0, 0, 30, 40).bottomRight(), placement.LEAST + QSize(20, 10))
    settings.window_place = ((place.x(), place.y(), place.width(), place.height()), (0, 0, 0, 0), False)
    window = _window(settings, qtbot)
    assert window.geometry() == place and not window.isMaximized()
    window.resize(window.width() + 8, window.height() + 4)
    window.close()
    again = Settings(home / "settings.ini").window_place
    assert again is not None and again[0][2:] == (place.width() + 8, place.height() + 4) and not again[2]
    # A place on a screen that is gone: the window opens fitted to this one.
    x = available.right() + 500
    settings.window_place = ((x, 40, place.width(), place.height()), (0, 0, 0, 0), False)
    window = _window(Settings(home / "settings.ini"), qtbot)
    assert window.geometry().x() < available.right() and available.contains(window.frameGeometry())


@pytest.mark.parametrize("value", ["", "1 2 3", "a b c d", "0 0 -5 400", "0 0 ²00 400"])
def test_an_unreadable_remembered_place_is_none(home: Path, value: str) -> None:
    settings = Settings(home / "settings.ini")
    settings.window_place = ((0, 0, 800, 600), (0, 0, 0, 0), False)
    settings.set_value("window/geometry", value)
    assert settings.window_place is None


def test_no_dialog_is_narrower_than_its_title_or_out_of_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    QGuiApplication.setApplicationDisplayName("Thurn and Taxis")
    try:
        window.move(_available().right() - 300, _available().bottom() - 200)  # mostly off the screen
        seen: list[tuple[str, int, int, bool]] = []

        def look() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QDialog) or not dialog.isVisible():
                QTimer.singleShot(20, look)
                return
            qtbot.wait(50)
            inside = _available().contains(dialog.frameGeometry())
            needed = placement.title_width(dialog)
            if isinstance(dialog, QMessageBox):  # (Qt's limit for a message box)
                needed = min(needed, placement.message_box_limit(_available()))
            seen.append((dialog.windowTitle(), dialog.width(), needed, inside))
            dialog.reject()

        for open_it in (
            lambda: SettingsDialog(window.settings, window).exec(),
            lambda: message_box(window, "Leave this game?", "Leave it?", question=True).exec(),
        ):
            QTimer.singleShot(20, look)
            open_it()
        assert len(seen) == 2
        for title, width, needed, inside in seen:
            assert width >= min(needed, _available().width() - 16), title
            assert inside, title
    finally:
        QGuiApplication.setApplicationDisplayName("")


def test_a_dialog_reported_at_the_screen_corner_goes_over_its_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """An X window manager may report a new dialog at 0, 0 before it has framed it (openbox did, for the end
    dialog, now and then): the dialog is brought into the screen over its window, not into the screen's corner."""
    room = _available()
    window.setGeometry(QRect(room.x() + 100, room.y() + 80, 700, 500))
    dialog = QDialog(window)
    dialog.resize(300, 200)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.setGeometry(QRect(0, 0, 300, 200))  # as reported before the frame
    placement.DialogFit.into_screen(dialog)
    centre, over = dialog.geometry().center(), window.geometry().center()
    assert abs(centre.x() - over.x()) <= 1 and abs(centre.y() - over.y()) <= 1, (dialog.geometry(), window.geometry())
    dialog.close()
