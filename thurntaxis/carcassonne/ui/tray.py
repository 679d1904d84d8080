"""The tray: the drawn tile, large, and the follower supply of the player to move, in the corner of the view.

It lives in the scene (so that a drag from it onto the board is one gesture on one viewport) but keeps its size
and place on the screen: the view scales it by the inverse of its zoom and moves it with the scroll
(`CarcassonneView.place_overlay`). Its coordinates are screen pixels.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.ui.items import FITS, GLOW, Z_TRAY
from thurntaxis.carcassonne.ui.pieces import COLOURS, MARKS, mark_path, paint_follower
from thurntaxis.carcassonne.ui.tilepaint import paint_tile
from thurntaxis.kit import theme

WIDTH, HEIGHT = 172.0, 282.0
TILE = QRectF(26, 58, 120, 120)
FOLLOWER = QRectF(22, 214, 56, 56)


class TrayItem(QGraphicsObject):
    """The drawn tile and the supply. `tile_state`: "ready" (the player's to drag), "away" (dragged or placed),
    "waiting" (a computer's turn) or "none" (game over)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TRAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # pressing here never pans the view
        self.tile = -1
        self.turns = 0
        self.tile_state = "none"
        self.colour = "red"
        self.name = ""
        self.caption = ""
        self.hint = ""
        self.supply = 0
        self.follower_ready = False
        self.follower_away = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def tile_centre(self) -> QPointF:
        """The scene point at the middle of the drawn tile."""
        return self.mapToScene(TILE.center())

    def follower_centre(self) -> QPointF:
        """The scene point at the middle of the supply's follower."""
        return self.mapToScene(FOLLOWER.center())

    def part_at(self, scene_pos: QPointF) -> str | None:
        """ "tile" or "follower" when `scene_pos` lies on one of them (whether draggable or not)."""
        local = self.mapFromScene(scene_pos)
        if TILE.adjusted(-4, -4, 4, 4).contains(local):
            return "tile"
        if FOLLOWER.adjusted(-4, -4, 80, 4).contains(local):
            return "follower"
        return None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(QColor(246, 239, 221, 235))
        painter.drawRoundedRect(QRectF(0.5, 0.5, WIDTH - 1, HEIGHT - 1), 10, 10)
        ink = theme.INK
        # Whose tile: the colour's mark and the name.
        if self.name:
            fill = QColor(COLOURS[self.colour])
            painter.setPen(QPen(QColor("#141414"), 1.0))
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(20, 20), 11, 11)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.text_on(fill))
            painter.drawPath(mark_path(MARKS[self.colour], 11).translated(20, 20))
            font = theme.font(16, bold=True)
            painter.setFont(font)
            painter.setPen(ink)
            name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, WIDTH - 44)
            painter.drawText(QRectF(38, 8, WIDTH - 44, 24), Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(theme.font(14))
        painter.setPen(ink)
        painter.drawText(QRectF(8, 33, WIDTH - 16, 22), Qt.AlignmentFlag.AlignCenter, self.caption)
        # The drawn tile.
        if self.tile >= 0 and self.tile_state in ("ready", "waiting"):
            if self.tile_state == "ready":
                painter.setPen(QPen(GLOW, 4.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(TILE.adjusted(-4, -4, 4, 4), 4, 4)
            else:
                painter.setOpacity(0.75)
            paint_tile(painter, TILE, self.tile, self.turns)
            painter.setOpacity(1.0)
        else:
            painter.setPen(QPen(QColor(0, 0, 0, 110), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(TILE, 4, 4)
        painter.setFont(theme.font(14))
        painter.setPen(ink)
        painter.drawText(
            QRectF(4, TILE.bottom() + 4, WIDTH - 8, 30),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.hint,
        )
        # The supply.
        if self.name:
            if self.follower_ready:
                painter.setPen(QPen(FITS.darker(140), 3.0))
                painter.setBrush(QColor(124, 252, 154, 90))
                painter.drawRoundedRect(FOLLOWER.adjusted(-2, -2, 2, 2), 8, 8)
            if self.supply == 0 or self.follower_away:
                painter.setOpacity(0.25)  # an empty supply: the place where the followers would be
            paint_follower(painter, FOLLOWER.center(), 44, self.colour, shadow=self.supply > 0)
            painter.setOpacity(1.0)
            painter.setFont(theme.font(20, bold=True))
            painter.setPen(ink)
            painter.drawText(
                QRectF(FOLLOWER.right() + 6, FOLLOWER.top(), 80, FOLLOWER.height()),
                Qt.AlignmentFlag.AlignVCenter,
                f"× {self.supply}",
            )
