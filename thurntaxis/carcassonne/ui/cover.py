"""Carcassonne's cover on the home page, drawn by the program: six land tiles that fit together (a city, its road,
a monastery, a crossroads), painted as the table paints them, with three followers on them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from thurntaxis.carcassonne.ui.pieces import paint_follower
from thurntaxis.carcassonne.ui.tilepaint import paint_tile

# (column, row, letter, quarter turns clockwise): each side meets a side of the same kind.
TILES = (
    (0, 0, "D", 0),  # city to the north, the road from west to east
    (1, 0, "U", 1),  # the road goes on
    (2, 0, "A", 1),  # and ends at a monastery
    (0, 1, "V", 3),  # a bend from east to south
    (1, 1, "W", 0),  # a crossroads
    (2, 1, "D", 2),  # a city to the south, the road through
)
# Followers: (column + x, row + y) in tiles, colour, lying.
FOLLOWERS = (((0.5, 0.16), "red", False), ((1.5, 0.52), "blue", False), ((2.5, 0.5), "yellow", False))


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    """Paint the cover into `rect`: the tiles as large as 3 by 2 fit, centred, on the table's dark green."""
    side = min(rect.width() / 3, rect.height() / 2)
    left = rect.center().x() - 1.5 * side
    top = rect.center().y() - side
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("#22382f"))
    for column, row, letter, turns in TILES:
        paint_tile(painter, QRectF(left + column * side, top + row * side, side, side), letter, turns)
    for (x, y), colour, lying in FOLLOWERS:
        paint_follower(painter, QPointF(left + x * side, top + y * side), side * 0.3, colour, lying)
    painter.setPen(QPen(QColor(0, 0, 0, 120), max(1.0, side / 60)))
    painter.drawRect(QRectF(left, top, 3 * side, 2 * side))
    painter.restore()
