"""The dialogs wear the table's style (`thurntaxis.kit.dialogstyle`): paper behind them, the table's gold and beige
framed buttons, for the shell's dialogs, the message boxes and any dialog a game or a later change adds; and every
dialog is readable at 1024x700 in every language: it fits such a window and no text in it is cut."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tests.ui.conftest import speak
from thurntaxis.kit import dialogstyle, theme
from thurntaxis.shell import statistics
from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
from thurntaxis.shell.settings import statistics_path
from thurntaxis.shell.window import MainWindow, message_box

from .conftest import seats


def face(button: QWidget) -> QColor:
    """A button's colour: the mean of a strip inside its left edge, beside its text, over its middle half."""
    image = button.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    h = image.height()
    strip = [image.pixelColor(x, y) for x in range(5, 8) for y in range(h // 4, 3 * h // 4)]
    return QColor(*(round(sum(c.getRgb()[k] for c in strip) / len(strip)) for k in range(3)))


def near(colour: QColor, wanted: QColor, slack: int = 24) -> bool:
    """Whether two colours differ by at most `slack` in each channel (the buttons' gradient spans about 16)."""
    return all(abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def shown(qtbot, dialog: QDialog) -> QDialog:  # type: ignore[no-untyped-def]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def plain_dialog(parent: QWidget | None) -> QDialog:
    """A dialog as a game or a later change might add one, with nothing done about its look."""
    dialog = QDialog(parent)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("Text"))
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
    return dialog


def test_every_dialog_wears_the_tables_style(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    made: list[tuple[str, QDialog]] = [
        ("new game", NewGameDialog(window.settings, window)),
        ("settings", SettingsDialog(window.settings, window)),
        ("question", message_box(window, "Leave this game?", "The game in progress will be lost.", question=True)),
        ("notice", message_box(window, "Game over", "Mira wins.")),
        ("a game's own", plain_dialog(window)),
        ("without a parent", plain_dialog(None)),
    ]
    for name, dialog in made:
        shown(qtbot, dialog)
        assert near(dialog.grab().toImage().pixelColor(4, 4), theme.PAPER, 2), name
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
        assert len(buttons) >= 1, name
        for button in buttons:
            colour = face(button)
            wanted = dialogstyle.DEFAULT if button.isDefault() else dialogstyle.BUTTON
            assert near(colour, wanted), (name, button.text(), colour.name(), wanted.name())
        assert any(b.isDefault() for b in buttons) or name == "a game's own" or name == "without a parent", name
        dialog.close()


def readable_problems(dialog: QDialog) -> list[str]:
    """What in a shown dialog is cut or too large for a 1024x700 window."""
    out = []
    if dialog.width() > 1024 or dialog.height() > 700:
        out.append(f"the dialog is {dialog.width()}x{dialog.height()}")
    for w in dialog.findChildren(QWidget):
        if not w.isVisible():
            continue
        fm = w.fontMetrics()
        if isinstance(w, QLabel) and w.text():
            if w.wordWrap():
                cut = w.heightForWidth(w.width()) > w.height()
            else:
                hint = w.minimumSizeHint()
                cut = hint.width() > w.width() or hint.height() > w.height()
        elif isinstance(w, QComboBox):
            icon = w.iconSize().width() + 4 if not w.itemIcon(w.currentIndex()).isNull() else 0
            cut = fm.horizontalAdvance(w.currentText()) + icon + 18 + 12 > w.width()
        elif isinstance(w, QLineEdit):
            cut = fm.horizontalAdvance(w.text() or w.placeholderText()) + 14 > w.width()
        elif isinstance(w, (QPushButton, QCheckBox)) and w.text():
            cut = w.sizeHint().width() > w.width() + 1 or w.sizeHint().height() > w.height() + 1
        elif isinstance(w, QAbstractButton):
            cut = False
        else:
            continue
        if cut:
            text = w.currentText() if isinstance(w, QComboBox) else getattr(w, "text", lambda: "")()
            out.append(f"{type(w).__name__} {text!r}: {w.width()}x{w.height()}")
    return out


def dialogs(window: MainWindow) -> dict[str, Callable[[], QDialog]]:
    """Every dialog the shell shows over a game, made as the window makes it."""

    def new_game(game: str) -> QDialog:
        dialog = NewGameDialog(window.settings, window)
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        return dialog

    return {
        "new game (Thurn and Taxis)": lambda: new_game("thurn-and-taxis"),
        "new game (Carcassonne)": lambda: new_game("carcassonne"),
        "settings": lambda: SettingsDialog(window.settings, window),
        "how to play": lambda: HowToPlayDialog(window),
        "leave": lambda: message_box(
            window,
            "?",
            QCoreApplication.translate(
                "MainWindow", "The game in progress will be lost unless you save it first. Leave it?"
            ),
            question=True,
        ),
        "statistics": lambda: statistics.open_dialog(statistics_path(), window),
    }


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
def test_every_dialog_is_readable_at_1024x700(qtbot, window, lang) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)
    window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    try:
        speak(lang, window)
        problems = {}
        for name, make in dialogs(window).items():
            dialog = shown(qtbot, make())
            found = readable_problems(dialog)
            if found:
                problems[name] = found
            dialog.close()
        assert problems == {}
    finally:
        window.set_language("en")


def test_the_guided_games_balloon_has_the_same_buttons(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.learn_to_play()
    balloon = window.tour.balloon
    qtbot.waitUntil(balloon.next_button.isVisible, timeout=2000)
    assert near(face(balloon.next_button), dialogstyle.DEFAULT)
    assert near(face(balloon.leave_button), dialogstyle.BUTTON)


def test_the_style_sheets_pictures_are_pngs_that_the_bundle_can_read() -> None:
    """The frozen bundles carry no SVG image plugin, so a picture the style sheet names as SVG would be blank there
    (combo boxes without their arrow, check boxes without their tick): every url() is a PNG file that exists, with
    its @2x copy for sharp screens."""
    import re
    from pathlib import Path

    urls = re.findall(r'url\("([^"]+)"\)', dialogstyle.style_sheet())
    assert len(urls) >= 2
    for url in urls:
        path = Path(url)
        assert path.suffix == ".png" and path.is_file(), url
        assert path.with_name(f"{path.stem}@2x.png").is_file(), url
        assert not QImage(str(path)).isNull(), url
