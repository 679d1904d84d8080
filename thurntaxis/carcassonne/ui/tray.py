"""The tray: the drawn tile, large, and the follower supply of the player to move, in the corner of the view.

It lives in the scene (so that a drag from it onto the board is one gesture on one viewport) but keeps its size
and place on the screen: the view scales it by the inverse of its zoom and moves it with the scroll
(`CarcassonneView.place_overlay`). Its coordinates are screen pixels.

It is opaque and stands at the top of a column of the table's paper down the left edge of the view (`column`):
the board is shown right of the column, never under the tray. Its texts keep to their places in every language
(`fitted`): a line too long for one line takes the two lines kept for it, and the follower never moves.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.ui.items import FITS, GLOW, Z_TRAY
from thurntaxis.carcassonne.ui.pieces import COLOURS, MARKS, mark_path, paint_follower
from thurntaxis.carcassonne.ui.tilepaint import paint_tile
from thurntaxis.kit import theme

WIDTH, HEIGHT = 172.0, 290.0
MARGIN = 8.0  # screen pixels between the tray and the edges of the view (and of its column)
TILE = QRectF(26, 58, 120, 120)
CAPTION = QRectF(8, 33, WIDTH - 16, 22)
HINT = QRectF(4, TILE.bottom() + 4, WIDTH - 8, 38)  # two lines of the least font
FOLLOWER = QRectF(22, HINT.bottom() + 4, 56, 56)
PAPER = QColor(246, 239, 221)
COLUMN_PAPER = QColor(233, 223, 198)


def fitted(text: str, area: QRectF, px: float, bold: bool = False) -> tuple[QFont, int]:
    """The font and flags that lay `text` out within `area`: on one line at `px` where it fits, else wrapped over
    the lines the area holds, else elided (never clipped, never over what lies beside it)."""
    font = theme.font(px, bold)
    metrics = QFontMetricsF(font)
    centre = int(Qt.AlignmentFlag.AlignCenter)
    if metrics.horizontalAdvance(text) <= area.width():
        return font, centre
    wrap = centre | int(Qt.TextFlag.TextWordWrap)
    if metrics.boundingRect(area, wrap, text).height() <= area.height():
        return font, wrap
    return font, centre  # (the caller elides it)


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
        self.column = HEIGHT  # the height of the column below the tray's top, in screen pixels (the view's)

    def set_column(self, height: float) -> None:
        """The column of paper reaches `height` screen pixels below the tray's top (the view's bottom)."""
        height = max(HEIGHT, height)
        if height != self.column:
            self.prepareGeometryChange()
            self.column = height

    def column_rect(self) -> QRectF:
        """The column the tray stands in, in its own coordinates: the board is never shown there."""
        return QRectF(-MARGIN, -MARGIN, WIDTH + 2 * MARGIN, self.column + MARGIN)

    def boundingRect(self) -> QRectF:
        return self.column_rect()

    def contains(self, point: QPointF) -> bool:  # type: ignore[override]
        """Whether `point` (the tray's coordinates) lies on the tray or its column: a piece dropped there is
        never on the board."""
        return self.column_rect().contains(point)

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
        column = self.column_rect()
        painter.fillRect(column, COLUMN_PAPER)
        painter.setPen(QPen(QColor("#8a7a5a"), 1.0))
        painter.drawLine(QPointF(column.right() - 0.5, column.top()), QPointF(column.right() - 0.5, column.bottom()))
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(PAPER)
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
        painter.setPen(ink)
        self._line(painter, CAPTION, self.caption)
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
        painter.setPen(ink)
        self._line(painter, HINT, self.hint)
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

    @staticmethod
    def _line(painter: QPainter, area: QRectF, text: str) -> None:
        """One of the tray's texts within its place (`fitted`)."""
        if not text:
            return
        font, flags = fitted(text, area, 14)
        painter.setFont(font)
        if not flags & int(Qt.TextFlag.TextWordWrap):
            text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, area.width())
        painter.drawText(area, flags, text)
