"""The file dialogs (Game → Open saved game…, Save game…, Replay a game…) in the player's language: Qt's own dialog
has all its words translated (the Qt translations of Qt 6.11 lack its labels' new spellings "&Look in:" and "Files
of &type:"; ours carry them), and its columns are as wide as their headings ("Rozmiar" was cut to "Rozmia")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QTreeView

from tests.ui.conftest import speak

ENGLISH_LABELS = {"lookInLabel": "&Look in:", "fileNameLabel": "File &name:", "fileTypeLabel": "Files of &type:"}


def _open_and_read(qtbot: Any, window: Any) -> dict[str, Any]:
    """Ctrl+O, as a player opens a saved game: what the dialog shows once it is on the screen; then Cancel."""
    seen: dict[str, Any] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(20, read)
            return
        seen["labels"] = {name: dialog.findChild(QLabel, name).text() for name in ENGLISH_LABELS}
        header = dialog.findChild(QTreeView).header()
        seen["columns"] = [
            (header.model().headerData(i, Qt.Orientation.Horizontal), header.sectionSize(i), header.sectionSizeHint(i))
            for i in range(header.count())
            if not header.isSectionHidden(i)
        ]
        dialog.reject()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTimer.singleShot(200, read)  # after the dialog's first turn of the event loop, when it has been fitted
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # returns when the dialog is gone
    return seen


@pytest.mark.parametrize("lang", ["pl", "cs", "ru", "de"])
def test_the_open_dialog_speaks_the_players_language_and_its_headings_fit(
    qtbot, window, qm_dir, english, lang: str
) -> None:  # type: ignore[no-untyped-def]
    speak(lang, window)
    seen = _open_and_read(qtbot, window)
    english_left = {name: text for name, text in seen["labels"].items() if text == ENGLISH_LABELS[name]}
    assert english_left == {}
    cut = [(title, size, needs) for title, size, needs in seen["columns"] if size < needs]
    assert cut == []


def test_the_open_dialog_in_english_has_its_headings_whole(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    seen = _open_and_read(qtbot, window)
    assert seen["labels"] == ENGLISH_LABELS
    assert [title for title, size, needs in seen["columns"] if size < needs] == []
