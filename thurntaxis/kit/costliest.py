"""The end dialog's "Your three costliest moves", for both games: the Expert reviews every move a human player
made (`thurntaxis.gameui.MoveReview`, with a short budget, on the computer players' thread, one move at a time),
and the three where its advice was worth the most more than the move played are offered, the costliest first,
each opening the replay at that move (`chosen(index, seat)`). In a hot-seat game each human has a button."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from thurntaxis.gameui import Judgement, MoveReview
from thurntaxis.kit.computer import ComputerThread
from thurntaxis.kit.players import Seat

SHOWN = 3  # the costly moves offered
LEAST = 0.5  # the least cost (points) that counts as a costly move


def costliest(judgements: Sequence[Judgement], count: int = SHOWN) -> list[Judgement]:
    """The `count` judgements whose advice was worth the most more than the move played, the costliest first
    (the earlier move first among equals; none below `LEAST`)."""
    costly = [j for j in judgements if j.cost >= LEAST]
    return sorted(costly, key=lambda j: (-j.cost, j.index))[:count]


class CostliestMoves(QWidget):
    """The button(s), the busy line while Expert reviews, then the costly moves as buttons. `summary(judgement)`:
    what the advice was, in the game's words; `budget`: Expert's own (None: the review's quick one)."""

    # The reviews of the game reviewed last, by its moves: its dialog, opened again, offers them at once.
    _kept: ClassVar[tuple[tuple[str, tuple[str, ...]], dict[int, list[Judgement]]]] = (("", ()), {})

    chosen = Signal(int, int)  # the move to open the replay at, and its player
    offered = Signal()  # the costly moves are listed (the dialog may make room for them)
    withdrawn = Signal()  # ... and put away again (the button pressed once more)

    def __init__(
        self,
        review: MoveReview,
        states: Sequence[Any],
        moves: Sequence[Any],
        seats: Sequence[Seat],
        mover: Callable[[Any], int],
        summary: Callable[[Judgement], str],
        ink: str = "#2b2118",
        parent: QWidget | None = None,
        budget: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.review, self.states, self.moves, self.seats = review, list(states), list(moves), list(seats)
        self.mover, self.summary, self.budget = mover, summary, budget
        self.computer = ComputerThread(self)
        self.computer.done.connect(self._arrived)
        self.humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self.judged: dict[int, list[Judgement]] = {}  # seat -> its moves judged so far
        # seat -> its costliest moves, once all are judged; kept for the game's next dialog (back from its replay)
        key = (type(review).__qualname__, tuple(str(move) for move in self.moves))
        if CostliestMoves._kept[0] != key:
            CostliestMoves._kept = (key, {})
        self.results: dict[int, list[Judgement]] = CostliestMoves._kept[1]
        self.seat: int | None = None  # the seat being reviewed
        self._queue: list[int] = []
        self._asked: int | None = None
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        row = QHBoxLayout()
        self.buttons: dict[int, QPushButton] = {}
        for seat in self.humans:
            button = QPushButton(self._button_text(seat))
            button.setAutoDefault(False)
            button.setToolTip(self.tr("Expert reviews your moves and shows where its advice was worth the most"))
            button.clicked.connect(lambda _checked=False, s=seat: self.start(s))
            row.addWidget(button)
            self.buttons[seat] = button
        self.busy = QProgressBar()
        self.busy.setTextVisible(False)
        self.busy.setFixedSize(100, 12)
        self.busy.hide()
        row.addWidget(self.busy)
        self.status = QLabel()  # beside the button: what Expert does, then what the list is
        self.status.setStyleSheet(f"color: {ink};")
        self.status.setWordWrap(True)
        self.status.hide()
        row.addWidget(self.status, 1)
        column.addLayout(row)
        self.list = QVBoxLayout()
        self.list.setSpacing(3)
        column.addLayout(self.list)
        self.move_buttons: list[QPushButton] = []
        self.setVisible(bool(self.humans))

    def _button_text(self, seat: int) -> str:
        if len(self.humans) == 1:
            return self.tr("Your three costliest moves")
        return self.tr("%1's three costliest moves").replace("%1", self.seats[seat].name)

    @property
    def thinking(self) -> bool:
        """Whether Expert is reviewing now."""
        return self._asked is not None

    def start(self, seat: int) -> None:
        """Review `seat`'s moves (at once when done before), then offer its costliest."""
        if self.thinking:
            return
        if seat in self.results:
            if self.seat == seat and self.move_buttons:  # pressed again: the list goes
                self._clear_list()
                self.status.hide()
                self.withdrawn.emit()
                return
            self.seat = seat
            self._offer(seat)
            return
        self.seat = seat
        self.judged[seat] = []
        self._queue = [
            n
            for n in range(1, len(self.moves) + 1)
            if self.mover(self.states[n - 1]) == seat and self.review.judged_at(self.states, self.moves, n) == n
        ]
        self.busy.setRange(0, max(1, len(self._queue)))
        self.busy.setValue(0)
        self.busy.show()
        self.status.setText(self.tr("Expert is reviewing the moves of %1…").replace("%1", self.seats[seat].name))
        self.status.show()
        for button in self.buttons.values():
            button.setEnabled(False)
        self._clear_list()
        self._next()

    def stop(self) -> None:
        """Stop reviewing (the dialog closes)."""
        self._queue, self._asked = [], None
        self.computer.forget()

    def _next(self) -> None:
        seat = self.seat
        if seat is None:
            return
        if not self._queue:
            self._asked = None
            self.results[seat] = costliest(self.judged[seat])
            self._offer(seat)
            return
        index = self._asked = self._queue.pop(0)
        review, states, moves, budget = self.review, self.states, self.moves, self.budget
        self.computer.ask(lambda stop: review.judge(states, moves, index, budget, True, stop))

    def _arrived(self, judgement: object, error: str | None) -> None:
        if self._asked is None or self.seat is None:
            return
        if isinstance(judgement, Judgement):
            self.judged[self.seat].append(judgement)
        self.busy.setValue(self.busy.value() + 1)
        self._next()

    def _clear_list(self) -> None:
        for button in self.move_buttons:
            self.list.removeWidget(button)
            button.deleteLater()
        self.move_buttons = []

    def _offer(self, seat: int) -> None:
        """The costly moves of `seat` as buttons, the costliest first."""
        self.busy.hide()
        for button in self.buttons.values():
            button.setEnabled(True)
        self._clear_list()
        self.status.show()
        found = self.results[seat]
        name = self.seats[seat].name
        if not found:
            none = self.tr("Expert found no move of %1's it would clearly have played otherwise.")
            self.status.setText(none.replace("%1", name))
            return
        costly = self.tr("Where %1 lost the most points against Expert's advice:")
        self.status.setText(costly.replace("%1", name))
        for judgement in found:
            head = self.tr("Move %1: about %n point(s) below Expert's advice", None, max(1, round(judgement.cost)))
            button = CostlyMove(head.replace("%1", str(judgement.index)) + " \u2014 " + self.summary(judgement))
            button.setAutoDefault(False)
            tip = self.tr("Open the replay at this move, Expert's advice drawn on the position before it")
            button.setToolTip(button.whole + "\n" + tip)
            button.clicked.connect(lambda _checked=False, j=judgement: self.chosen.emit(j.index, j.seat))
            self.list.addWidget(button)
            self.move_buttons.append(button)
        self.offered.emit()


class CostlyMove(QPushButton):
    """One costly move: a button of one line, its text shortened with "…" where the dialog is narrow (`whole`: all
    of it, also in the tooltip)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.whole = text
        self.setMinimumWidth(120)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        room = max(40, self.width() - 28)
        shown = self.fontMetrics().elidedText(self.whole, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)
