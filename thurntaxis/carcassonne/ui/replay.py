"""The Carcassonne replay: a recorded game shown move by move, with its controls (step, jump by the slider or
Home/End, play and pause) above the drawing of `replaydrawing` (the board at that move, the scores, their plot and
the log). It only reads the record: nothing on it can be played.

The window shell opens it through `show_record(record, seats)` (raises the rules' `RecordError`, changing nothing,
for a record that does not replay) and hears `leave` and `message`; `go(index)` shows a position. Once the shell's
replay frame serves every game, it frames `CarcassonneDrawing` itself and this widget can go."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from thurntaxis.carcassonne.rules import CarcassonneRecord
from thurntaxis.carcassonne.ui.replaybar import ReplayBar
from thurntaxis.carcassonne.ui.replaydrawing import CarcassonneDrawing
from thurntaxis.carcassonne.ui.texts import fill
from thurntaxis.ui.players import Seat


class CarcassonneReplay(QWidget):
    """The replay of a recorded Carcassonne game: controls on top, the board, and beside it the scores, their
    plot and the log."""

    leave = Signal()  # the player leaves the replay
    message = Signal(str)  # what the status bar says about the position shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drawing = CarcassonneDrawing(self)
        self.view = self.drawing.view
        self.last = 0
        self.bar = ReplayBar(self)
        self.bar.leave.connect(self.leave.emit)
        self.bar.go.connect(self.go)
        self.bar.step.connect(self.step)
        self.bar.toggle.connect(self.toggle_play)
        self.bar.speed_changed.connect(self._speed_changed)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.drawing.table, 1)
        row.addWidget(self.drawing.side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addLayout(row, 1)
        self.bar.retranslate()

    @property
    def index(self) -> int:
        """The position shown (0: the opening; n: after the n-th move)."""
        return self.drawing.index

    def retranslate(self) -> None:
        """Every text again in the language now installed."""
        self.bar.retranslate()
        self.drawing.retranslate()
        if self.drawing.game is not None:
            self.message.emit(self.caption())

    def show_record(self, record: CarcassonneRecord, seats: list[Seat] | None = None, index: int = 0) -> None:
        """Show a recorded game at position `index` (without seats: its players in the rulebook's colours); raises
        `RecordError` (nothing shown changes) when the record does not replay or the seats do not match it."""
        self.pause()
        self.last = self.drawing.show_game(record, seats)
        self.bar.set_last(self.last)
        self.go(index)

    def go(self, index: int) -> None:
        """Show position `index`."""
        if self.drawing.game is None:
            return
        self.drawing.go(max(0, min(index, self.last)))
        self.bar.show_position(self.index)
        if self.index == self.last:
            self.pause()
        self.message.emit(self.caption())

    def step(self, delta: int) -> None:
        """Some moves forward or back."""
        self.go(self.index + delta)

    def caption(self) -> str:
        """What the status bar says: which move this is, and what it did."""
        if self.drawing.game is None:
            return ""
        if self.index == 0:
            return QCoreApplication.translate(
                "ReplayPage", "Replay: the opening position. Escape returns to your game."
            )
        text = QCoreApplication.translate("ReplayPage", "Replay, move %1: %2")
        return fill(text, self.index, self.drawing.caption(self.index))

    # ---- playing -----------------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        """Whether the moves follow one another by themselves."""
        return self.timer.isActive()

    def toggle_play(self) -> None:
        """Play (from the start when at the end) or pause."""
        if self.playing:
            self.pause()
            return
        if self.drawing.game is None or self.last == 0:
            return
        if self.index == self.last:
            self.go(0)
        self.timer.start(self.bar.interval_ms())
        self.bar.show_playing(True)

    def pause(self) -> None:
        """Stop playing."""
        self.timer.stop()
        self.bar.show_playing(False)

    def _tick(self) -> None:
        if self.index >= self.last:
            self.pause()
        else:
            self.step(1)

    def _speed_changed(self, interval_ms: int) -> None:
        if self.playing:
            self.timer.start(interval_ms)
