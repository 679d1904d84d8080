"""The controls of a replay: back to the game, first / back / play / forward / last, the slider, which move this is
and the playing speed, with their keys (Left/Right step, Home/End jump, Space plays or pauses, Escape leaves).
It knows no game: it says what the player asks for (`go`, `step`, `toggle`, `leave`) and shows where the replay is.
Its texts are the first game's replay's (context "ReplayPage"), so both replays read alike."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QToolButton, QWidget

# Milliseconds between two moves while playing, slowest first (the speed box offers them in this order).
PLAY_INTERVALS_MS = (2000, 1000, 500, 200)


class ReplayBar(QWidget):
    """The replay's control bar."""

    leave = Signal()
    go = Signal(int)  # show this position
    step = Signal(int)  # this many moves forward (negative: back)
    toggle = Signal()  # play or pause
    speed_changed = Signal(int)  # the new interval between moves while playing, in milliseconds

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet("#replayBar { background: #f3ecda; } #replayBar QLabel { color: #2b2118; }")
        self.last_index = 0
        self.playing = False
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 3, 6, 3)
        self.back_to_game = QPushButton(self)
        self.back_to_game.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_to_game.clicked.connect(self.leave.emit)
        row.addWidget(self.back_to_game)
        icons = QStyle.StandardPixmap
        self.first = self._tool(icons.SP_MediaSkipBackward, lambda: self.go.emit(0))
        self.back = self._tool(icons.SP_MediaSeekBackward, lambda: self.step.emit(-1))
        self.play = self._tool(icons.SP_MediaPlay, self.toggle.emit)
        self.forward = self._tool(icons.SP_MediaSeekForward, lambda: self.step.emit(1))
        self.last = self._tool(icons.SP_MediaSkipForward, lambda: self.go.emit(self.last_index))
        for button in (self.first, self.back, self.play, self.forward, self.last):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go.emit)
        row.addWidget(self.slider, 1)
        self.position = QLabel(self)
        row.addWidget(self.position)
        self.speed_label = QLabel(self)
        row.addWidget(self.speed_label)
        self.speed = QComboBox(self)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.addItems(["", "", "", ""])
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(lambda choice: self.speed_changed.emit(PLAY_INTERVALS_MS[choice]))
        row.addWidget(self.speed)
        self._keys()

    def _tool(self, icon: QStyle.StandardPixmap, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(self.style().standardIcon(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoRaise(True)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _keys(self) -> None:
        """The replay's keys, while the bar is shown."""
        self.key_actions: dict[str, QAction] = {}
        for key, slot in (
            ("Left", lambda: self.step.emit(-1)),
            ("Right", lambda: self.step.emit(1)),
            ("Home", lambda: self.go.emit(0)),
            ("End", lambda: self.go.emit(self.last_index)),
            ("Space", self.toggle.emit),
            ("Escape", self.leave.emit),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.addAction(action)
            self.key_actions[key] = action

    def retranslate(self) -> None:
        """The controls' texts in the language now installed."""
        self.back_to_game.setText(QCoreApplication.translate("ReplayPage", "Back to the game"))
        self.back_to_game.setToolTip(QCoreApplication.translate("ReplayPage", "Leave the replay (Escape)"))
        self.first.setToolTip(QCoreApplication.translate("ReplayPage", "First position (Home)"))
        self.back.setToolTip(QCoreApplication.translate("ReplayPage", "One move back (Left arrow)"))
        self.forward.setToolTip(QCoreApplication.translate("ReplayPage", "One move forward (Right arrow)"))
        self.last.setToolTip(QCoreApplication.translate("ReplayPage", "Last position (End)"))
        self.speed_label.setText(QCoreApplication.translate("ReplayPage", "Speed:"))
        speeds = (
            QCoreApplication.translate("ReplayPage", "Slow"),
            QCoreApplication.translate("ReplayPage", "Normal"),
            QCoreApplication.translate("ReplayPage", "Fast"),
            QCoreApplication.translate("ReplayPage", "Very fast"),
        )
        for i, text in enumerate(speeds):
            self.speed.setItemText(i, text)
        self.show_playing(self.playing)
        self.show_position(self.slider.value())

    def set_last(self, last: int) -> None:
        """The number of the last position of the game shown."""
        self.last_index = last
        self.slider.blockSignals(True)
        self.slider.setRange(0, last)
        self.slider.blockSignals(False)

    def show_position(self, index: int) -> None:
        """Where the replay is: the slider, the move's number, the buttons that can go further."""
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(
            QCoreApplication.translate("ReplayPage", "Move %1 of %2")
            .replace("%1", str(index))
            .replace("%2", str(self.last_index))
        )
        for button, enabled in (
            (self.first, index > 0),
            (self.back, index > 0),
            (self.forward, index < self.last_index),
            (self.last, index < self.last_index),
        ):
            button.setEnabled(enabled)

    def show_playing(self, playing: bool) -> None:
        """The play button as play or pause."""
        self.playing = playing
        icons = QStyle.StandardPixmap
        self.play.setIcon(self.style().standardIcon(icons.SP_MediaPause if playing else icons.SP_MediaPlay))
        self.play.setToolTip(
            QCoreApplication.translate("ReplayPage", "Pause (Space)")
            if playing
            else QCoreApplication.translate("ReplayPage", "Play (Space)")
        )

    def interval_ms(self) -> int:
        """The interval between two moves while playing, as chosen."""
        return PLAY_INTERVALS_MS[self.speed.currentIndex()]
