"""The side panels: one card per player (colour, mark, name, hand, houses, carriage, tiles, score) and the log."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.kit import fonts, theme
from thurntaxis.kit.elided import ElidedLabel
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.players import REMOTE, Seat
from thurntaxis.kit.tips import answer_tooltip
from thurntaxis.taxis.rules import GameState, score, standard_board
from thurntaxis.taxis.rules.state import AllLandsRule
from thurntaxis.taxis.ui.buttons import paint_tile_mark
from thurntaxis.taxis.ui.gamelog import LogEntry, render
from thurntaxis.taxis.ui.items import paint_house
from thurntaxis.taxis.ui.tablelayout import stack_mark
from thurntaxis.taxis.ui.texts import (
    counted,
    houses_figure,
    official_name,
    score_tip,
    signed,
    translate,
    won_points,
    won_tile_tip,
)


class _Badge(QWidget):
    """The player's colour with their mark, so players can be told apart without colour vision."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.set_size(34)

    def set_size(self, size: int) -> None:
        """Be `size` pixels square (smaller on a low window)."""
        self.px = size
        self.setFixedSize(QSize(size, size))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_house(
            painter,
            QColor(theme.PLAYER_COLOURS[self.colour]),
            theme.MARKS[self.colour],
            self.px * 0.82,
            QRectF(self.rect()).center(),
        )


class HousesOwed(QWidget):
    """What the houses still to place take off a player's score: an empty house outline and "−8" beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.scale = 1.0

    def set_text(self, text: str) -> None:
        """Show `text` (the figure) beside the house."""
        if text != self.text:
            self.text = text
            self.updateGeometry()
            self.update()

    def _font(self) -> QFont:
        return QFont(fonts.SANS, round(11 * self.scale), QFont.Weight.Bold)

    def sizeHint(self) -> QSize:
        width = QFontMetricsF(self._font()).horizontalAdvance(self.text)
        return QSize(round(22 * self.scale + width + 4), round(24 * self.scale))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = 16 * self.scale
        painter.translate(2 + size * 0.65, self.height() / 2)
        painter.setPen(QPen(QColor("#5b4a32"), 1.4, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(theme.house_path(size))
        painter.resetTransform()
        painter.setPen(QColor("#8a2f22"))
        painter.setFont(self._font())
        text_rect = QRectF(22 * self.scale, 0, self.width() - 22 * self.scale, self.height())
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), self.text)


class TileRow(QWidget):
    """The bonus tiles a player holds, drawn as the stacks' tiles on the table are (value, and the picture of what the
    tile is for: lands' colours, route length, the game's end), smaller; each tile's name and meaning on hover."""

    TILE_W, TILE_H = 74.0, 50.0  # the table's tile, drawn here at `height / TILE_H`

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: tuple[tuple[str, int], ...] = ()
        self.outside_baiern = False
        self.board = standard_board()
        self.scale = 1.0
        self.tile_px = 32  # a tile's height at UI scale 1.0 (smaller on a low window)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_scale(self, scale: float) -> None:
        """Size the tiles for the UI scale setting."""
        self.scale = scale
        self.updateGeometry()
        self.update()

    def set_tiles(self, tiles: tuple[tuple[str, int], ...], outside_baiern: bool = False) -> None:
        """Show these (stack id, value) tiles; `outside_baiern`: the all-lands tile asks for the lands outside
        Baiern (the game's option)."""
        self.outside_baiern = outside_baiern
        if tiles != self.tiles:
            self.tiles = tiles
            self._hold()
            self.updateGeometry()
            self.update()

    def set_compact(self, compact: bool) -> None:
        """Smaller tiles on a low window, so that four players' panels leave the log its room."""
        self.tile_px = 24 if compact else 32
        self._hold()
        self.updateGeometry()
        self.update()

    def _tile_size(self) -> tuple[float, float]:
        height = round(self.tile_px * self.scale)
        return height * self.TILE_W / self.TILE_H, height

    def per_row(self, width: int) -> int:
        """How many tiles stand side by side in a row `width` pixels wide (the rest go on further rows)."""
        tile_w, _ = self._tile_size()
        return max(1, int((width - 2 + 4) // (tile_w + 4)))

    def rows(self, width: int) -> int:
        """The rows the tiles take in a row `width` wide (one when there are none: its place stays)."""
        return max(1, -(-len(self.tiles) // self.per_row(width)))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _, tile_h = self._tile_size()
        return round(self.rows(width) * (tile_h + 4)) + 2

    def sizeHint(self) -> QSize:
        return QSize(round(4 * (self._tile_size()[0] + 4)), self.heightForWidth(self.width() or 200))

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self._tile_size()[0] + 4), self.heightForWidth(self.width() or 200))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._hold()

    def _hold(self) -> None:
        """Never be squeezed below the rows the tiles need at this width (the log gives way)."""
        need = self.heightForWidth(self.width())
        if self.minimumHeight() != need:
            self.setMinimumHeight(need)

    def tile_rects(self) -> list[QRectF]:
        """Where each tile is drawn, in the row's coordinates: side by side, in as many rows as they need (never
        over each other)."""
        tile_w, tile_h = self._tile_size()
        across = self.per_row(self.width())
        return [
            QRectF(1 + (k % across) * (tile_w + 4), 1 + (k // across) * (tile_h + 4), tile_w, tile_h)
            for k in range(len(self.tiles))
        ]

    def tip_at(self, pos: QPointF) -> str:
        """The tooltip of the tile at `pos`, or "" between tiles."""
        for k in reversed(range(len(self.tiles))):
            if self.tile_rects()[k].contains(pos):
                stack, value = self.tiles[k]
                return won_tile_tip(stack, value, self.outside_baiern)
        return ""

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self.tip_at) or super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = int(Qt.AlignmentFlag.AlignCenter)
        for rect, (stack, value) in zip(self.tile_rects(), self.tiles, strict=True):
            painter.save()
            painter.translate(rect.topLeft())
            painter.scale(rect.height() / self.TILE_H, rect.height() / self.TILE_H)
            painter.setPen(QPen(QColor("#5b4a32"), 1.5))
            painter.setBrush(QColor("#f0d78c"))
            painter.drawRoundedRect(QRectF(0, 0, self.TILE_W, self.TILE_H), 7, 7)
            painter.setPen(QColor("#3b2f22"))
            painter.setFont(theme.font(22, True))
            painter.drawText(QRectF(4, 1, self.TILE_W - 8, 28), centre, str(value))
            mark = stack_mark(self.board, stack)
            area = QRectF(8, 29, self.TILE_W - 16, 16)
            paint_tile_mark(painter, area, mark)
            if mark[0] == "length":
                painter.setPen(QColor("#3b2f22"))
                painter.setFont(theme.font(16, True))
                painter.drawText(area.adjusted(14, 0, 0, 0), centre, mark[1])
            painter.restore()


class PlayerPanel(QFrame):
    """One player's figures."""

    def __init__(self, seat: Seat, index: int, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.index = seat, index
        self.connected = True  # (a REMOTE seat's player is at their machine)
        self._turn: bool | None = None
        self.setObjectName("playerPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        head = QWidget()
        row = QHBoxLayout(head)
        row.setContentsMargins(0, 0, 0, 0)
        self.badge = _Badge(seat.colour)
        row.addWidget(self.badge)
        who = QVBoxLayout()
        who.setContentsMargins(0, 0, 0, 0)
        who.setSpacing(0)
        self.name = ElidedLabel()  # the whole name on a line of its own; only past the panel's width an ellipsis
        who.addWidget(self.name)
        self.kind = ElidedLabel()  # human or computer, and its level: shown where the details fold away
        self.kind.hide()
        who.addWidget(self.kind)
        row.addLayout(who, 1)
        layout.addWidget(head)
        figures = QWidget()
        line = QHBoxLayout(figures)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(6)
        self.total = QLabel()  # the points won; the houses still to place beside it, and what they add up to
        line.addWidget(self.total)
        self.owed = HousesOwed()
        line.addWidget(self.owed)
        self.sum = QLabel()  # "= 2": the score if the game ended now, as the end counts it
        line.addWidget(self.sum)
        line.addStretch(1)
        layout.addWidget(figures)
        self.details = QLabel()
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        self.tile_row = TileRow()
        layout.addWidget(self.tile_row)
        self.set_scale(scale)

    def set_compact(self, compact: bool) -> None:
        """On a low window: only the name, the score and the tiles (the rest on hover)."""
        self.details.setVisible(not compact)
        self.kind.setVisible(compact)
        self.setToolTip(self.details.text() if compact else "")
        self.badge.set_size(24 if compact else 34)
        self.tile_row.set_compact(compact)

    def set_scale(self, scale: float) -> None:
        """Size the texts for the UI scale setting (1.0: as designed)."""
        self.name.setFont(QFont(fonts.SANS, round(11 * scale), QFont.Weight.Bold))
        self.total.setFont(QFont(fonts.SANS, round(15 * scale), QFont.Weight.Bold))
        self.sum.setFont(QFont(fonts.SANS, round(11 * scale), QFont.Weight.Bold))
        self.owed.scale = scale
        self.owed.updateGeometry()
        self.details.setFont(QFont(fonts.SANS, round(9 * scale)))
        self.kind.setFont(QFont(fonts.SANS, round(8 * scale)))
        self.tile_row.set_scale(scale)

    def update_from(self, state: GameState) -> None:
        """Show the figures of `state`."""
        s = score(state, self.index)
        kind = (
            translate("Game", "Computer (%1)").replace("%1", level_name(self.seat.level))
            if not self.seat.is_human
            else translate("Game", "Human")
        )
        if self.seat.kind == REMOTE:
            kind = translate("Game", "Over the network") if self.connected else translate("Game", "Not connected")
        self.name.setText(self.seat.name)
        self.kind.setText(kind)
        self.total.setText(str(won_points(s)))
        self.owed.set_text(houses_figure(s))
        self.sum.setText(f"= {signed(s.total)}")  # (a sum in figures, the same in every language)
        self.sum.setToolTip(score_tip(s))
        turn = state.current == self.index and not state.game_over
        official = official_name(state.official) if turn and state.official else "–"
        self.total.setToolTip(score_tip(s))
        self.owed.setToolTip(score_tip(s))
        self.details.setText(
            translate("Game", "%1 · %2 · %3<br>Carriage: %4 · Official this turn: %5")
            .replace("%1", kind)
            .replace("%2", counted("hand", len(state.hands[self.index])))
            .replace("%3", counted("houses_left", state.houses_left(self.index)))
            .replace("%4", str(s.carriage or "–"))
            .replace("%5", official)
        )
        # (the row is always in place, empty or not: a panel that grew would shorten the log)
        self.tile_row.set_tiles(s.tiles, state.definition.all_lands == AllLandsRule.OUTSIDE_BAIERN)
        self.setToolTip(self.details.text() if self.details.isHidden() else "")
        if turn != self._turn:
            self._turn = turn
            border = theme.PLAYER_COLOURS[self.seat.colour]
            width = 4 if turn else 1
            bg = "#fff7dd" if turn else "#f3ecda"
            self.setStyleSheet(
                f"#playerPanel {{ background: {bg}; border: {width}px solid {border}; border-radius: 8px; }}"
                "QLabel { color: #2b2118; }"
            )


class SidePanel(QWidget):
    """The player panels above the game log."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(200)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self.panels: list[PlayerPanel] = []
        self._holder = QVBoxLayout()
        self._layout.addLayout(self._holder)
        self.entries: list[LogEntry] = []
        self.names: list[str] = []
        self.board = standard_board()
        self.title = QLabel()
        self._layout.addWidget(self.title)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(5000)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout.addWidget(self.log, 1)
        self.following = True  # the log shows its newest line; False once the player scrolls up
        self._player_scrolling = False  # the player's scrolling is moving the bar now
        self.news = QPushButton()
        self.news.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.news.clicked.connect(self.follow)
        self.news.hide()
        self._layout.addWidget(self.news)
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)
        bar.actionTriggered.connect(self._player_scrolled)
        self._name()
        self.scale = 1.0
        self.compact = False
        self.set_scale(1.0)

    def set_compact(self, compact: bool) -> None:
        """On a low window the player panels show only name, score and tiles, so the log keeps its room."""
        if compact != self.compact:
            self.compact = compact
            for panel in self.panels:
                panel.set_compact(compact)

    def set_scale(self, scale: float) -> None:
        """Size every text of the panel for the UI scale setting (1.0: as designed)."""
        self.scale = scale
        self.title.setFont(QFont(fonts.SANS, round(10 * scale), QFont.Weight.Bold))
        self.log.setStyleSheet(
            f"QPlainTextEdit {{ background: #fbf7ec; color: #2b2118; font-size: {round(9 * scale)}pt; }}"
        )
        for panel in self.panels:
            panel.set_scale(scale)

    def show_connected(self, connected: list[bool]) -> None:
        """Whether each seat's player is connected (a network game's remote seats say it; shown from the next
        `update_from`)."""
        for panel, on in zip(self.panels, connected, strict=False):
            panel.connected = on

    def set_seats(self, seats: list[Seat]) -> None:
        """One panel per seat of a new game; clears the log."""
        for panel in self.panels:
            panel.setParent(None)
            panel.deleteLater()
        self.panels = [PlayerPanel(seat, i, self.scale) for i, seat in enumerate(seats)]
        for panel in self.panels:
            panel.set_compact(self.compact)
        for panel in self.panels:
            self._holder.addWidget(panel)
        self.names = [seat.name for seat in seats]
        self.entries = []
        self.log.clear()
        self.follow()

    def update_from(self, state: GameState) -> None:
        """Show the figures of `state`."""
        for panel in self.panels:
            panel.update_from(state)

    def add_log(self, entry: LogEntry) -> None:
        """Add an entry at the bottom of the log."""
        self.entries.append(entry)
        if len(self.entries) > self.log.maximumBlockCount():
            del self.entries[0]
        self.log.appendPlainText(render(entry, self.names, self.board))
        if not self.following:
            self.news.show()

    def follow(self) -> None:
        """Show the newest line of the log, and keep showing the newest as entries come."""
        self.following = True
        self.news.hide()
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self.log.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        # Only the player's own scrolling (`_player_scrolled`) stops following. The text edit also moves its bar by
        # itself (setting the text, laying out new lines, putting back its first line after a new range): while
        # following, the bar goes back to the end.
        bar = self.log.verticalScrollBar()
        if self._player_scrolling:
            self._check_following()
        elif self.following and value < bar.maximum():
            bar.setValue(bar.maximum())

    def _player_scrolled(self, _action: int) -> None:
        """The wheel, the bar's arrows, a page step or its handle (emitted before the bar's value is set)."""
        self._player_scrolling = True
        QTimer.singleShot(0, self, self._player_done)

    def _player_done(self) -> None:
        self._player_scrolling = False
        self._check_following()

    def _check_following(self) -> None:
        bar = self.log.verticalScrollBar()
        self.following = bar.value() >= bar.maximum()
        if self.following:
            self.news.hide()

    def _name(self) -> None:
        self.title.setText(translate("Game", "Game log"))
        self.news.setText(translate("Game", "New entries \u2193"))
        self.news.setToolTip(translate("Game", "Show the newest entries of the log."))

    def retranslate(self) -> None:
        """Write the log and the titles again in the current language."""
        self._name()
        self.log.setPlainText("\n".join(render(e, self.names, self.board) for e in self.entries))
        self.follow()

    def lines(self) -> list[str]:
        """The log's lines, oldest first."""
        return self.log.toPlainText().splitlines()
