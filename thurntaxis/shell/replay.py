"""The replay viewer's frame: a recorded game of any game shown move by move (it cannot be played there). The frame
brings the controls (first, back, play, forward, last, the slider, the speed), the keys and the status line; the
game's `ReplayDrawing` (`thurntaxis.gameui`) draws its positions; the study bar under the controls
(`thurntaxis.shell.replayplay`) brings Expert's opinion and "Play from here". It only reads the record: no save, no
autosave, and the game in progress is left as it was."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.games import GameEntry
from thurntaxis.gameui import ReplayDrawing
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.shell.replayplay import StudyBar

# Milliseconds between two moves while playing, slowest first (the speed box offers them in this order).
PLAY_INTERVALS_MS = (2000, 1000, 500, 200)


def record_seats(entry: GameEntry, record: Any) -> list[Seat]:
    """Seats for a record that comes without them: its players' names in the game's colours, in order."""
    order = list(entry.load_ui().palette.COLOUR_ORDER)
    return [Seat(name, HUMAN, colour=order[i % len(order)]) for i, name in enumerate(record.players)]


class ReplayPage(QWidget):
    """The replay mode of the window: the controls above the game's drawing of the chosen position, and its side."""

    leave = Signal()  # the player leaves the replay
    results = Signal()  # the player goes back to the end of the game just finished (its dialog, its rematch)
    message = Signal(str)  # what the status bar says about the current move

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drawing: ReplayDrawing | None = None
        self.entry: GameEntry | None = None
        self.drawings: dict[str, ReplayDrawing] = {}  # each game's, made when first needed
        self.moves = 0
        self.index = 0
        self.speed_name = "normal"
        self.scale = 1.0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.table = QWidget()
        self.column = QVBoxLayout(self.table)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        self.controls = self._controls()
        self.column.addWidget(self.controls)
        self.study = StudyBar()  # Expert's opinion of a seat's moves, and "Play from here"
        self.column.addWidget(self.study)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.table)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._keys()
        self._name()

    # --- the drawing of the game shown ----------------------------------------------------------------------

    @property
    def view(self) -> Any:
        """The drawing's table view (None before a game is shown)."""
        return self.drawing.view if self.drawing is not None else None

    @property
    def side(self) -> Any:
        """The drawing's side (players, log), or None."""
        return self.drawing.side if self.drawing is not None else None

    # --- set-up ---------------------------------------------------------------------------------------------

    def _controls(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("replayBar")
        bar.setStyleSheet("#replayBar { background: #f3ecda; } QLabel { color: #2b2118; }")
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 3, 6, 3)
        self.back_to_game = QPushButton()
        self.back_to_game.clicked.connect(self.leave.emit)
        row.addWidget(self.back_to_game)
        self.to_results = QPushButton()  # shown when the game replayed is the one just finished on the table
        self.to_results.clicked.connect(self.results.emit)
        self.to_results.hide()
        row.addWidget(self.to_results)
        icons = QStyle.StandardPixmap
        self.first = self._tool(icons.SP_MediaSkipBackward, lambda: self.go(0))
        self.back = self._tool(icons.SP_MediaSeekBackward, lambda: self.step(-1))
        self.play = self._tool(icons.SP_MediaPlay, self.toggle_play)
        self.forward = self._tool(icons.SP_MediaSeekForward, lambda: self.step(1))
        self.last = self._tool(icons.SP_MediaSkipForward, lambda: self.go(self.moves))
        for button in (self.first, self.back, self.play, self.forward, self.last):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(lambda value: self.go(value) if value != self.index else None)
        row.addWidget(self.slider, 1)
        self.position = QLabel()
        row.addWidget(self.position)
        self.speed_label = QLabel()
        row.addWidget(self.speed_label)
        self.speed = QComboBox()
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.addItems(["", "", "", ""])
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.speed)
        return bar

    def _tool(self, icon: QStyle.StandardPixmap, slot: object) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    def _keys(self) -> None:
        """Left/Right step, Home/End jump, Space plays or pauses, Escape leaves: while the page is shown."""
        for key, slot in (
            ("Left", lambda: self.step(-1)),
            ("Right", lambda: self.step(1)),
            ("Home", lambda: self.go(0)),
            ("End", lambda: self.go(self.moves)),
            ("Space", self.toggle_play),
            ("Escape", self.leave.emit),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
            self.addAction(action)

    def _name(self) -> None:
        """Write the controls' texts in the current language."""
        self.back_to_game.setText(self.tr("Back to the game"))
        self.back_to_game.setToolTip(self.tr("Leave the replay (Escape)"))
        self.to_results.setText(self.tr("Back to the results"))
        self.to_results.setToolTip(self.tr("Leave the replay for the end of the game: the scores, Rematch"))
        self.first.setToolTip(self.tr("First position (Home)"))
        self.back.setToolTip(self.tr("One move back (Left arrow)"))
        self.forward.setToolTip(self.tr("One move forward (Right arrow)"))
        self.last.setToolTip(self.tr("Last position (End)"))
        self.speed_label.setText(self.tr("Speed:"))
        for i, text in enumerate((self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Very fast"))):
            self.speed.setItemText(i, text)
        self._show_play_state()

    def set_speed(self, speed: str) -> None:
        """Use an animation speed of the settings in every game's drawing."""
        self.speed_name = speed
        for drawing in self.drawings.values():
            drawing.set_speed(speed)

    def set_scale(self, scale: float) -> None:
        """Size the drawings' texts for the UI scale setting."""
        self.scale = scale
        for drawing in self.drawings.values():
            drawing.set_scale(scale)

    def retranslate(self) -> None:
        """Every text again in the current language: the controls and the drawings (the position stays)."""
        self._name()
        self.study.retranslate()
        for drawing in self.drawings.values():
            drawing.retranslate()
        if self.drawing is not None:
            self.go(self.index)

    # --- the game shown -------------------------------------------------------------------------------------

    def start(self, entry: GameEntry, record: Any, seats: list[Seat], index: int = 0) -> None:
        """Show the recorded game of `entry`, at position `index`; raises the game's `RecordError` (showing nothing
        new) for a record that does not replay."""
        self.pause()
        drawing = self.drawings.get(entry.id) or entry.load_ui().make_replay()
        if drawing is None:
            raise LookupError(f"{entry.id} has no replay drawing")
        moves = drawing.show_game(record, seats)  # first: a bad record changes nothing shown
        self._adopt(entry, drawing)
        self.study.show_game(entry, record, seats, drawing)
        self.moves = moves
        self.slider.setRange(0, moves)
        drawing.view.fit()
        self.go(index)

    def _adopt(self, entry: GameEntry, drawing: ReplayDrawing) -> None:
        """Show `drawing` (placed in the frame the first time) in place of another game's."""
        if self.drawings.get(entry.id) is not drawing:
            self.drawings[entry.id] = drawing
            drawing.set_speed(self.speed_name)
            drawing.set_scale(self.scale)
            self.column.addWidget(drawing.table, 1)
            if drawing.plot is not None:  # a click on the scores' plot goes to that move
                drawing.plot.picked.connect(self._picked)
                drawing.plot.setCursor(Qt.CursorShape.PointingHandCursor)
            if drawing.side is not None:
                self.splitter.addWidget(drawing.side)
                self.splitter.setStretchFactor(1, 0)
        for other in self.drawings.values():
            other.table.setVisible(other is drawing)
            if other.side is not None:
                other.side.setVisible(other is drawing)
        self.drawing, self.entry = drawing, entry

    def go(self, index: int, animate: bool = False) -> None:
        """Show position `index` (0: the opening; n: after the n-th move); `animate`: one move forward."""
        drawing = self.drawing
        if drawing is None:
            return
        self.index = index = max(0, min(index, self.moves))
        drawing.go(index, animate)
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move %1 of %2").replace("%1", str(index)).replace("%2", str(self.moves)))
        for button, enabled in (
            (self.first, index > 0),
            (self.back, index > 0),
            (self.forward, index < self.moves),
            (self.last, index < self.moves),
        ):
            button.setEnabled(enabled)
        if index == self.moves:
            self.pause()
        self.study.go(index, self.moves)
        self.message.emit(self.caption())

    def focus(self, index: int, seat: int) -> None:
        """Show move `index` as Expert judges it for `seat` (the end dialog's costly move: the better one drawn)."""
        self.pause()
        self.study.choose_seat(seat)
        self.go(index)

    def _picked(self, index: int) -> None:
        self.pause()
        self.go(index)

    def step(self, delta: int) -> None:
        """One move forward (animated) or back."""
        if self.drawing is None:
            return
        target = max(0, min(self.index + delta, self.moves))
        if target != self.index:
            self.go(target, delta == 1)

    def caption(self) -> str:
        """What the status bar says: which move this is, and what it did."""
        if self.drawing is None:
            return ""
        if self.index == 0:
            return self.tr("Replay: the opening position. Escape returns to your game.")
        said = self.drawing.caption(self.index)
        return self.tr("Replay, move %1: %2").replace("%1", str(self.index)).replace("%2", said)

    # --- playing --------------------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        """Whether the moves follow one another by themselves."""
        return self.timer.isActive()

    def toggle_play(self) -> None:
        """Play (from the start when at the end) or pause."""
        if self.playing:
            self.pause()
            return
        if self.drawing is None or self.moves == 0:
            return
        if self.index == self.moves:
            self.go(0)
        self.timer.start(PLAY_INTERVALS_MS[self.speed.currentIndex()])
        self._show_play_state()

    def pause(self) -> None:
        """Stop playing."""
        self.timer.stop()
        self._show_play_state()

    def _tick(self) -> None:
        if self.drawing is None or self.index >= self.moves:
            self.pause()
        else:
            self.step(1)

    def _speed_changed(self, choice: int) -> None:
        if self.playing:
            self.timer.start(PLAY_INTERVALS_MS[choice])

    def _show_play_state(self) -> None:
        if not hasattr(self, "play"):
            return
        icons = QStyle.StandardPixmap
        self.play.setIcon(self.style().standardIcon(icons.SP_MediaPause if self.playing else icons.SP_MediaPlay))
        self.play.setToolTip(self.tr("Pause (Space)") if self.playing else self.tr("Play (Space)"))
