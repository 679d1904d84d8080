"""What the window tells the player: the status bar's line (guidance, or why something was refused, marked) and the
questions and notices a player answers (`Prompter`; tests put their own in its place)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QMessageBox, QWidget

from thurntaxis.kit import dialogstyle, fonts
from thurntaxis.kit.elided import ElidedLabel
from thurntaxis.kit.theme import INK
from thurntaxis.shell.settings import Settings


class Asks(Protocol):
    """What asks the player a question or tells them something (a `Prompter`, or a test's)."""

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question; True for yes."""
        ...

    def inform(self, title: str, text: str) -> None:
        """A notice the player acknowledges."""
        ...


class Prompter:
    """Questions and notices for the player (tests replace it to answer without a modal dialog)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question; True for yes."""
        return message_box(self.parent, title, text, question=True).exec() == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str) -> None:
        """A notice the player acknowledges."""
        message_box(self.parent, title, text).exec()


def message_box(parent: QWidget | None, title: str, text: str, question: bool = False) -> QMessageBox:
    """The box the player answers: a question (Yes, the default, and No) or a notice (OK); it wears the dialogs'
    style (`thurntaxis.kit.dialogstyle`) like every dialog."""
    if question:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
    else:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(dialogstyle.sign(question))
    return box


class LatePrompter:
    """The prompter in place when a question comes (the window's, which tests replace after the window is made)."""

    def __init__(self, current: Callable[[], Asks]) -> None:
        self.current = current

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question, by the prompter of now."""
        return bool(self.current().ask(title, text))

    def inform(self, title: str, text: str) -> None:
        """A notice, by the prompter of now."""
        self.current().inform(title, text)


class StatusLine(ElidedLabel):
    """The status bar's line: a line too long for the window ends in "…", whole in its tooltip; a problem is
    marked (red, bold)."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.problem_shown = False

    def show_message(self, text: str) -> None:
        """Show a message in the status bar."""
        self.restyle(problem=False)
        self.setText(text)

    def show_problem(self, text: str) -> None:
        """Show why something was refused, in the status bar."""
        self.restyle(problem=True)
        self.setText(text)

    def restyle(self, problem: bool | None = None) -> None:
        """The line's colour and font (at the settings' UI scale; `problem` None: as it is), all in its style sheet:
        a style sheet of its own lets a font given with setFont go back to the window's (the guidance grew by a
        third after the Settings dialog's OK)."""
        if problem is not None:
            self.problem_shown = problem
        size = round(11 * self.settings.ui_scale)
        colour, weight = ("#b03a2e", "bold") if self.problem_shown else (INK.name(), "normal")
        sheet = f"color: {colour}; font-family: '{fonts.SANS}'; font-size: {size}pt; font-weight: {weight};"
        if self.styleSheet() != sheet:  # (a new sheet polishes the label again: not at every message)
            self.setStyleSheet(sheet)
