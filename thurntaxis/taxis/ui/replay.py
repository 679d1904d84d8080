"""The replay viewer: a recorded game shown move by move on the table (which cannot be played there), every hand
open, and the log with the lines of the current move highlighted. It only reads the record: no save, no autosave,
and the game in progress is left as it was."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QTextBlockFormat,
    QTextCursor,
)
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

from thurntaxis.kit import fonts, theme
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.kit.view import TableView
from thurntaxis.savefile import COLOURS
from thurntaxis.taxis.rules import GameRecord, GameState, Move, replay, standard_board
from thurntaxis.taxis.ui.gamelog import LogEntry, move_entries, render
from thurntaxis.taxis.ui.items import paint_house
from thurntaxis.taxis.ui.panels import SidePanel
from thurntaxis.taxis.ui.table import TableScene
from thurntaxis.taxis.ui.tableplay import PointAt
from thurntaxis.taxis.ui.texts import city_name

# Milliseconds between two moves while playing, slowest first (the speed box offers them in this order).
PLAY_INTERVALS_MS = (2000, 1000, 500, 200)
HIGHLIGHT = QColor("#f7d774")


def record_seats(record: GameRecord) -> list[Seat]:
    """Seats for a record that comes without them: its players' names in the usual colours."""
    return [Seat(name, HUMAN, colour=COLOURS[i]) for i, name in enumerate(record.players)]


@dataclass
class RecordedGame:
    """A record replayed once: every position, the moves, the log's entries and which lines each position's move
    wrote (position 0, the opening, has the log's first line)."""

    record: GameRecord
    seats: list[Seat]
    states: list[GameState] = field(init=False)
    moves: list[Move] = field(init=False)
    entries: list[LogEntry] = field(init=False)
    lines: list[range] = field(init=False)

    def __post_init__(self) -> None:
        self.states = replay(self.record)  # raises RecordError for a move that does not parse or is not allowed
        self.moves = [Move.parse(text) for text in self.record.moves]
        self.entries = [LogEntry("begin")]
        self.lines = [range(0, 1)]
        for before, move, after in zip(self.states, self.moves, self.states[1:], strict=False):
            first = len(self.entries)
            self.entries += move_entries(before, move, after)
            self.lines.append(range(first, len(self.entries)))
        if self.states[-1].game_over:
            self.entries.append(LogEntry("game_over"))
            self.lines[-1] = range(self.lines[-1].start, len(self.entries))

    @property
    def last(self) -> int:
        """The number of the last position (= the number of moves)."""
        return len(self.states) - 1


class HandsStrip(QWidget):
    """Every player's hand as cards in their land's colour, two players to a row in seat order; the player to move
    is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = standard_board()
        self.rows: list[tuple[Seat, tuple[int, ...], bool]] = []
        self.painted: list[tuple[str, tuple[int, ...], bool]] = []  # what the last painting showed (for tests)
        self.scale = 1.0

    def set_scale(self, scale: float) -> None:
        """Size the strip for the UI scale setting."""
        self.scale = scale
        self._fit_height()

    def set_hands(self, seats: list[Seat], state: GameState) -> None:
        """Show the hands of `state`."""
        self.rows = [(seat, state.hands[i], i == state.current and not state.game_over) for i, seat in enumerate(seats)]
        self.setToolTip(
            "\n".join(
                f"{seat.name}: " + ", ".join(city_name(self.board, c) for c in hand)
                for seat, hand, _moving in self.rows
            )
        )
        self._fit_height()
        self.update()

    def _row_height(self) -> int:
        return round(26 * self.scale)

    def _fit_height(self) -> None:
        self.setFixedHeight(math.ceil(len(self.rows) / 2) * self._row_height() + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.TABLE_DARK)
        height = self._row_height()
        width = (self.width() - 8) / 2
        name_font = QFont(fonts.SANS, round(9 * self.scale), QFont.Weight.Bold)
        card_font = QFont(fonts.SANS, round(9 * self.scale))
        self.painted = []
        for k, (seat, hand, moving) in enumerate(self.rows):
            cell = QRectF(4 + (k % 2) * width, 3 + (k // 2) * height, width - 4, height - 2)
            if moving:
                painter.setPen(QPen(theme.HIGHLIGHT, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell, 5, 5)
            paint_house(
                painter,
                QColor(theme.PLAYER_COLOURS[seat.colour]),
                theme.MARKS[seat.colour],
                height * 0.7,
                cell.topLeft() + QRectF(0, 0, height, height).center(),
            )
            painter.setFont(name_font)
            painter.setPen(QColor("#efe4c8"))
            name_width = 96 * self.scale
            name = QFontMetricsF(name_font).elidedText(seat.name, Qt.TextElideMode.ElideRight, name_width - 6)
            painter.drawText(
                QRectF(cell.left() + height, cell.top(), name_width, cell.height()), Qt.AlignmentFlag.AlignVCenter, name
            )
            self._paint_cards(
                painter,
                card_font,
                hand,
                QRectF(
                    cell.left() + height + name_width,
                    cell.top() + 2,
                    cell.width() - height - name_width - 4,
                    cell.height() - 4,
                ),
            )
            self.painted.append((seat.name, hand, moving))

    def _paint_cards(self, painter: QPainter, font: QFont, hand: tuple[int, ...], area: QRectF) -> None:
        """The cards of one hand side by side, narrower (their names shortened) when many must fit."""
        if not hand:
            return
        gap = 3.0
        card = min(92 * self.scale, (area.width() - gap * (len(hand) - 1)) / len(hand))
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for i, city in enumerate(hand):
            rect = QRectF(area.left() + i * (card + gap), area.top(), card, area.height())
            colour = QColor(theme.LAND_COLOURS[self.board.city_land[city]])
            painter.setPen(QPen(QColor("#3b2f22"), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(theme.text_on(colour))
            text = metrics.elidedText(city_name(self.board, city), Qt.TextElideMode.ElideRight, card - 4)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ReplayLog(SidePanel):
    """The player panels and the whole game's log, the current move's lines highlighted and scrolled to."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.highlighted = range(0)

    def show_game(self, game: RecordedGame) -> None:
        """One panel per seat and every line of the game's log."""
        self.set_seats(game.seats)
        self.entries = list(game.entries)
        self.log.setPlainText("\n".join(render(e, self.names, self.board) for e in self.entries))
        self.log.document().setUndoRedoEnabled(False)
        self.highlighted = range(0)

    def highlight(self, lines: range) -> None:
        """Mark these lines of the log and scroll them into the middle of it."""
        document = self.log.document()
        marked = QTextBlockFormat()
        marked.setBackground(HIGHLIGHT)  # the whole width of the line, over every row where it wraps
        for number, form in [*((n, QTextBlockFormat()) for n in self.highlighted), *((n, marked) for n in lines)]:
            if number < document.blockCount():
                QTextCursor(document.findBlockByNumber(number)).setBlockFormat(form)
        self.highlighted = lines
        if lines:
            self.log.setTextCursor(QTextCursor(document.findBlockByNumber(lines.start)))
            self.log.centerCursor()

    def highlighted_lines(self) -> list[str]:
        """The texts of the highlighted lines."""
        return [self.log.document().findBlockByNumber(n).text() for n in self.highlighted]

    def _range_changed(self, _low: int, _high: int) -> None:
        self.log.centerCursor()  # the log keeps the current move in view, never jumps to its end

    def retranslate(self) -> None:
        lines, self.highlighted = self.highlighted, range(0)  # the log is written anew, without marks
        super().retranslate()
        self.highlight(lines)


class ReplayPage(QWidget):
    """The replay mode of the window: controls, the table as it was at the chosen move, every hand, the log."""

    leave = Signal()  # the player leaves the replay
    message = Signal(str)  # what the status bar says about the current move

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: RecordedGame | None = None
        self.index = 0
        self.animation_ms = 0
        self.scene = self._new_scene()
        self.view = TableView(self.scene)
        self.hands = HandsStrip()
        self.side = ReplayLog()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        table = QWidget()
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.controls = self._controls()
        column.addWidget(self.controls)
        column.addWidget(self.view, 1)
        column.addWidget(self.hands)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._keys()
        self._name()

    # --- set-up ---------------------------------------------------------------------------------------------

    def _new_scene(self) -> TableScene:
        """A table that only shows positions: pointing lights the map, nothing plays."""
        scene = TableScene(standard_board())
        scene.read_only = True
        scene.animation_ms = self.animation_ms
        PointAt(scene).install(scene)
        return scene

    def _controls(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("replayBar")
        bar.setStyleSheet("#replayBar { background: #f3ecda; } QLabel { color: #2b2118; }")
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 3, 6, 3)
        self.back_to_game = QPushButton()
        self.back_to_game.clicked.connect(self.leave.emit)
        row.addWidget(self.back_to_game)
        icons = QStyle.StandardPixmap
        self.first = self._tool(icons.SP_MediaSkipBackward, lambda: self.go(0))
        self.back = self._tool(icons.SP_MediaSeekBackward, lambda: self.step(-1))
        self.play = self._tool(icons.SP_MediaPlay, self.toggle_play)
        self.forward = self._tool(icons.SP_MediaSeekForward, lambda: self.step(1))
        self.last = self._tool(icons.SP_MediaSkipForward, lambda: self.go(self.game.last if self.game else 0))
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
            ("End", lambda: self.go(self.game.last if self.game else 0)),
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
        self.first.setToolTip(self.tr("First position (Home)"))
        self.back.setToolTip(self.tr("One move back (Left arrow)"))
        self.forward.setToolTip(self.tr("One move forward (Right arrow)"))
        self.last.setToolTip(self.tr("Last position (End)"))
        self.speed_label.setText(self.tr("Speed:"))
        for i, text in enumerate((self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Very fast"))):
            self.speed.setItemText(i, text)
        self._show_play_state()

    def set_scale(self, scale: float) -> None:
        """Size the panels' texts for the UI scale setting."""
        self.side.set_scale(scale)
        self.hands.set_scale(scale)

    def retranslate(self) -> None:
        """Every text again in the current language: the controls, the table, the hands, the log."""
        self._name()
        fitted = self.view._fitted
        old = self.scene
        self.scene = self._new_scene()
        self.view.setScene(self.scene)
        old.deleteLater()
        if fitted:
            self.view.fit()
        self.side.retranslate()
        if self.game is not None:
            self.go(self.index)

    # --- the game shown -------------------------------------------------------------------------------------

    def start(self, game: RecordedGame, index: int = 0) -> None:
        """Show `game`, at position `index`."""
        self.pause()
        self.game = game
        self.side.show_game(game)
        self.slider.setRange(0, game.last)
        self.scene.animation_ms = self.animation_ms
        self.view.fit()
        self.go(index)

    def go(self, index: int, move: Move | None = None) -> None:
        """Show position `index` (0: the opening; n: after the n-th move); `move` animates the step to it."""
        game = self.game
        if game is None:
            return
        self.index = index = max(0, min(index, game.last))
        state = game.states[index]
        mover = game.states[index - 1].current if move is not None else None
        self.scene.render(state, game.seats, [], state.current, move, mover)
        self.side.update_from(state)
        self.hands.set_hands(game.seats, state)
        self.side.highlight(game.lines[index])
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move %1 of %2").replace("%1", str(index)).replace("%2", str(game.last)))
        for button, enabled in (
            (self.first, index > 0),
            (self.back, index > 0),
            (self.forward, index < game.last),
            (self.last, index < game.last),
        ):
            button.setEnabled(enabled)
        if index == game.last:
            self.pause()
        self.message.emit(self.caption())

    def step(self, delta: int) -> None:
        """One move forward (animated) or back."""
        if self.game is None:
            return
        target = max(0, min(self.index + delta, self.game.last))
        if target != self.index:
            self.go(target, self.game.moves[target - 1] if delta == 1 else None)

    def caption(self) -> str:
        """What the status bar says: which move this is, and what it did."""
        game = self.game
        if game is None:
            return ""
        if self.index == 0:
            return self.tr("Replay: the opening position. Escape returns to your game.")
        lines = [
            render(game.entries[n], [s.name for s in game.seats], game.states[0].board) for n in game.lines[self.index]
        ]
        return self.tr("Replay, move %1: %2").replace("%1", str(self.index)).replace("%2", " ".join(lines))

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
        if self.game is None or self.game.last == 0:
            return
        if self.index == self.game.last:
            self.go(0)
        self.timer.start(PLAY_INTERVALS_MS[self.speed.currentIndex()])
        self._show_play_state()

    def pause(self) -> None:
        """Stop playing."""
        self.timer.stop()
        self._show_play_state()

    def _tick(self) -> None:
        if self.game is None or self.index >= self.game.last:
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
