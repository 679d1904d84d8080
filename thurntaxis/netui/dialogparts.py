"""What the network dialogs (the host's set-up and lobby, the join dialog) are made of alike: the lobby's list of
seats, their lines of text, and the row of buttons at a dialog's foot."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QListWidget, QPushButton, QWidget

from thurntaxis.net import protocol as p
from thurntaxis.netui import texts

PROBLEM_STYLE = "color: #b03a2e; font-weight: bold;"  # a line that says what is wrong


def line(problem: bool = False) -> QLabel:
    """A line of the dialog that wraps (`problem`: one that says what is wrong, in red)."""
    label = QLabel()
    label.setWordWrap(True)
    if problem:
        label.setStyleSheet(PROBLEM_STYLE)
    return label


def show_lobby(lobby: QListWidget, seats: p.Seats) -> None:
    """The lobby's list: a line for each seat (who sits there, whether connected, or that it waits), the row chosen
    before kept chosen."""
    row = lobby.currentRow()
    lobby.clear()
    for number, seat in enumerate(seats.seats):
        lobby.addItem(texts.seat_line(number, seat.name, seat.kind, seat.taken, seat.connected))
    lobby.setCurrentRow(row)


def button_row(
    dialog: QDialog, action: QPushButton, act: Callable[[], object], cancel: str, left: QWidget | None = None
) -> QHBoxLayout:
    """The row at the foot: `left`, room, `action` (doing `act`), and a button `cancel` (its text, in the dialog's own
    translation context) that rejects the dialog."""
    row = QHBoxLayout()
    if left is not None:
        row.addWidget(left)
    row.addStretch(1)
    action.clicked.connect(act)
    row.addWidget(action)
    closing = QPushButton(cancel)
    closing.clicked.connect(dialog.reject)
    row.addWidget(closing)
    return row
