"""The end of a game of Thurn and Taxis: a stray Enter on its table takes no choice (no rematch, no new game, no
replay); the choices are made on purpose, with the mouse or Space on the focused button."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from thurntaxis.taxis.ui.enddialog import EndGameDialog

from .conftest import seats

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, a finished game


def test_enter_on_the_end_table_starts_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    assert window.load_file(RECORD)  # a finished game: the end dialog opens
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    dialog = window.end_dialog
    assert isinstance(dialog, EndGameDialog)
    dialog.activateWindow()
    QApplication.processEvents()
    controller = window.page.controller
    moves = list(controller.moves)
    buttons = dialog.findChildren(QPushButton)
    assert len(buttons) - len(dialog.costliest.findChildren(QPushButton)) == 4  # and the costliest moves' buttons
    assert not any(b.isDefault() or b.autoDefault() for b in buttons)
    for target in (dialog, dialog.table, dialog.focusWidget() or dialog, *buttons):
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QTest.keyClick(target, key)
            QApplication.processEvents()
            assert dialog.isVisible() and dialog.result() == 0, (target, key)
    assert window.page.controller is controller and controller.moves == moves and controller.state.game_over
    assert not window.in_replay()
    dialog.rematch.setFocus()
    QTest.keyClick(dialog.rematch, Qt.Key.Key_Space)  # a choice made on purpose still works
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert dialog.result() == EndGameDialog.REMATCH
