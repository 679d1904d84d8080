"""Escape closes every dialog of the window: How to play (also when it is opened again from behind the window),
the settings, a new game, the statistics; the keys are pressed where the keyboard focus is, as a player's are."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget


def escape_where_the_keys_go(fallback: QWidget) -> None:
    QTest.keyClick(QApplication.focusWidget() or QApplication.activeWindow() or fallback, Qt.Key.Key_Escape)
    QApplication.processEvents()


def test_escape_closes_how_to_play_also_when_it_is_opened_again_from_behind(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.show_help()
    dialog = window.help_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    escape_where_the_keys_go(window)
    assert not dialog.isVisible()
    window.show_help()
    window.activateWindow()  # the player clicks the table: How to play stays open behind it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.show_help()  # Help → How to play again brings it to the front, with the keys
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    escape_where_the_keys_go(window)
    assert not dialog.isVisible()


def _modal_closes_on_escape(open_it: Callable[[], object]) -> str:
    seen: list[str] = []

    def press() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            seen.append("no dialog")
            return
        escape_where_the_keys_go(modal)
        seen.append(type(modal).__name__ + (" stayed" if modal.isVisible() else " closed"))
        if modal.isVisible():
            modal.close()

    QTimer.singleShot(200, press)
    open_it()
    return seen[0] if seen else "nothing"


def test_escape_closes_the_settings_and_the_new_game_dialog(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert _modal_closes_on_escape(window.settings_dialog) == "SettingsDialog closed"
    assert _modal_closes_on_escape(window.new_game_dialog) == "NewGameDialog closed"


def test_escape_closes_the_statistics(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    closed: list[int] = []
    dialog.finished.connect(closed.append)
    escape_where_the_keys_go(window)
    assert closed
