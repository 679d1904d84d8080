"""A small map of the whole Carcassonne board at the foot of the tray's column: every tile, each player's latest tile
framed in their colour, the squares where the drawn tile fits, and the part of the board the view shows now. A click
or a drag on it takes the view there (a pan, never a zoom)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from thurntaxis.carcassonne.rules import GameState, xy
from thurntaxis.carcassonne.ui.items import FITS, square_rect
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilepaint import paint_tile
from thurntaxis.carcassonne.ui.view import CarcassonneView
from thurntaxis.kit import theme

PAD = 6.0  # pixels between the map and its frame
_SMALL: dict[tuple[int, int, int], QPixmap] = {}  # the tiles drawn small, by tile, rotation and size in pixels


def small_tile(tile: int, rotation: int, px: float) -> QPixmap:
    """Tile `tile` turned `rotation` drawn `px` pixels wide (drawn once for each size)."""
    size = max(2, round(px))
    key = (tile, rotation % 4, size)
    made = _SMALL.get(key)
    if made is None:
        if len(_SMALL) > 2000:  # (a long session of many sizes)
            _SMALL.clear()
        made = QPixmap(size, size)
        made.fill(QColor(0, 0, 0, 0))
        painter = QPainter(made)
        paint_tile(painter, QRectF(0, 0, size, size), tile, rotation, edge=False)
        painter.end()
        _SMALL[key] = made
    return made


class Overview(QWidget):
    """The map of the board of `view`'s scene; `show_state` draws a position, the view's moves move its frame."""

    def __init__(self, view: CarcassonneView) -> None:
        super().__init__(view.viewport())
        self.setObjectName("overview")
        self.view = view
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._area = QRectF()  # the scene rectangle the map shows
        self._picture: QPixmap | None = None
        self._latest: list[tuple[int, int, str]] = []
        self._lit: list[tuple[int, int]] = []
        self._state: GameState | None = None
        view.camera_moved.connect(self.update)
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip in the language installed now."""
        self.setToolTip(Carcassonne.tr("The whole board; the frame is what the table shows. Click to go there."))

    def show_state(self, state: GameState, latest: dict[int, int], colours: list[str]) -> None:
        """Draw `state`'s tiles, the latest tiles (player -> square) in the players' colours and the lit squares."""
        self._state = state
        self._latest = [(*xy(pos), colours[p]) for p, pos in sorted(latest.items()) if p < len(colours)]
        self._lit = sorted(self.view.table.lit_squares())
        self._picture = None
        self.update()

    def map_rect(self) -> QRectF:
        """Where the board is drawn within the widget (its shape kept)."""
        area = self.view.table.sceneRect()
        self._area = QRectF(area)
        room = QRectF(PAD, PAD, self.width() - 2 * PAD, self.height() - 2 * PAD)
        if area.isEmpty() or room.isEmpty():
            return room
        scale = min(room.width() / area.width(), room.height() / area.height())
        size = QRectF(0, 0, area.width() * scale, area.height() * scale)
        size.moveCenter(room.center())
        return size

    def to_map(self, point: QPointF) -> QPointF:
        """The widget point that shows a scene point."""
        shown, area = self.map_rect(), self._area
        if area.isEmpty():
            return shown.center()
        return QPointF(
            shown.left() + (point.x() - area.left()) * shown.width() / area.width(),
            shown.top() + (point.y() - area.top()) * shown.height() / area.height(),
        )

    def to_scene(self, point: QPointF) -> QPointF:
        """The scene point a widget point shows."""
        shown, area = self.map_rect(), self._area
        if shown.isEmpty() or area.isEmpty():
            return area.center()
        return QPointF(
            area.left() + (point.x() - shown.left()) * area.width() / shown.width(),
            area.top() + (point.y() - shown.top()) * area.height() / shown.height(),
        )

    def view_frame(self) -> QRectF:
        """The part of the board the view shows now, on the map."""
        window = self.view.board_window()
        top_left = self.view.mapToScene(window.topLeft().toPoint())
        bottom_right = self.view.mapToScene(window.bottomRight().toPoint())
        return QRectF(self.to_map(QPointF(top_left)), self.to_map(QPointF(bottom_right)))

    def _paint_board(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor(0, 0, 0, 0))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8a7a5a"), 1.0))
        painter.setBrush(theme.TABLE)
        painter.drawRoundedRect(QRectF(0.5, 0.5, self.width() - 1, self.height() - 1), 6, 6)
        state = self._state
        if state is not None:
            shown = self.map_rect()
            for pos, o in state.board.items():
                rect = self._cell(*xy(pos))
                if shown.intersects(rect):
                    painter.drawPixmap(rect, small_tile(o.tile, o.rotation, rect.width() * ratio), QRectF())
        painter.end()
        return picture

    def _cell(self, x: int, y: int) -> QRectF:
        rect = square_rect(x, y)
        return QRectF(self.to_map(rect.topLeft()), self.to_map(rect.bottomRight()))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._picture is None or self._picture.deviceIndependentSize().toSize() != self.size():
            self._picture = self._paint_board()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(0, 0, self._picture)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for x, y in self._lit:
            painter.setPen(QPen(FITS, 1.5))
            painter.drawRect(self._cell(x, y).adjusted(1, 1, -1, -1))
        for x, y, colour in self._latest:
            painter.setPen(QPen(QColor(COLOURS[colour]), 2.0))
            painter.drawRect(self._cell(x, y).adjusted(0.5, 0.5, -0.5, -0.5))
        # The part of the map the view shows, within the map (a frame reaching past its edges was a stray line),
        # and none while the view shows all of it.
        area = QRectF(2, 2, self.width() - 4, self.height() - 4)
        frame = self.view_frame().intersected(area)
        if not frame.isEmpty() and frame != area:
            painter.setPen(QPen(QColor(20, 16, 12, 200), 3.0))
            painter.drawRect(frame)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.drawRect(frame)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.view.look_at(self.to_scene(event.position()))
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.view.look_at(self.to_scene(event.position()))
            event.accept()

    def resizeEvent(self, event: object) -> None:
        self._picture = None


__all__ = ["Overview"]
