"""The status bar, where each turn's guidance is written, keeps its one size: 11 points at the UI scale, from the
first message on, and a refusal only turns it red and bold. Its colour was a style sheet of its own, which let its
font go back to the window's (a newcomer saw the guidance grow by a third after the Settings dialog's OK)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from thurntaxis.kit import dialogstyle, fonts

from .journey import open_window


def _size(window) -> tuple[str, int]:  # type: ignore[no-untyped-def]
    info = window.status.fontInfo()
    return info.family(), info.pixelSize()


def test_the_guidance_keeps_its_size_through_problems_and_settings(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before = app.styleSheet()
    fonts.register()  # as the program starts: its fonts and the application's style sheet, then the window
    dialogstyle.install()
    try:
        _keeps_its_size(qtbot, home)
    finally:
        app.setStyleSheet(before)  # (the other tests' application as it was)


def _keeps_its_size(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, home)
    window.start()
    assert _size(window) == (fonts.SANS, round(11 * 96 / 72))  # 11 points, at the tests' 96 dots an inch
    window.show_message("Alex: drag your tile onto a lit square.")
    first = _size(window)
    window.show_problem("That square does not take this tile.")
    assert _size(window) == first and window.status.font().bold()
    window.apply_settings()  # the Settings dialog's OK
    window.show_message("Alex: drag your tile onto a lit square.")
    assert _size(window) == first and not window.status.font().bold()
    window.settings.ui_scale = 1.5
    window.apply_settings()
    window.show_message("Alex: drag your tile onto a lit square.")
    assert _size(window)[1] >= first[1] * 1.4
    window.settings.ui_scale = 1.0
    window.apply_settings()
    assert _size(window) == first
