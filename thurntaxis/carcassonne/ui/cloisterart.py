"""The monastery of a Carcassonne tile drawn by program: a church with a bell tower under red roofs, and below it
the cloister's garden in its hedge, with beds, a well where its paths cross, and the gate a road comes in by.

It stands upright in the middle of the tile in every rotation, on the monastery's ground (`tilegeometry.MONASTERY`),
and covers the end of a road that runs to it. The monk stands in the garden.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

WALL = QColor("#efe7d6")
ROOF = QColor("#a8402a")
INK = QColor("#2e261e")
HEDGE = QColor("#3f7224")
GARDEN = QColor("#a9d46c")
PATH = QColor("#eadcb4")
BED = QColor("#5e9a34")
SOIL = QColor("#9b7a52")
WATER = QColor("#5b8fd6")
SHADOW = QColor(30, 40, 10, 75)
GARDEN_RECT = QRectF(34.5, 47.0, 31.0, 27.0)


def _poly(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def paint_monastery(painter: QPainter, detail: int) -> None:
    """The monastery in the middle of the unit tile."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawRoundedRect(GARDEN_RECT.adjusted(1.2, 1.5, 1.8, 2.0), 3, 3)
    painter.drawRect(QRectF(37.5, 27.5, 29, 21))
    _paint_garden(painter, detail)
    _paint_church(painter, detail)
    painter.restore()


def _paint_garden(painter: QPainter, detail: int) -> None:
    g = GARDEN_RECT
    painter.setPen(QPen(HEDGE, 2.4))
    painter.setBrush(GARDEN)
    painter.drawRoundedRect(g, 3, 3)
    middle_x, middle_y = g.center().x(), g.top() + g.height() * 0.55
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PATH)
    painter.drawRect(QRectF(middle_x - 1.6, g.top() + 1, 3.2, g.height() + 1.4))  # (through the hedge's gate)
    painter.drawRect(QRectF(g.left() + 1.2, middle_y - 1.5, g.width() - 2.4, 3.0))
    beds = QPainterPath()
    soil = QPainterPath()
    quarters = (
        QRectF(g.left() + 2.5, g.top() + 2.5, middle_x - g.left() - 5.5, middle_y - g.top() - 5),
        QRectF(middle_x + 3, g.top() + 2.5, g.right() - middle_x - 5.5, middle_y - g.top() - 5),
        QRectF(g.left() + 2.5, middle_y + 2.5, middle_x - g.left() - 5.5, g.bottom() - middle_y - 5),
        QRectF(middle_x + 3, middle_y + 2.5, g.right() - middle_x - 5.5, g.bottom() - middle_y - 5),
    )
    for k, quarter in enumerate(quarters):
        soil.addRoundedRect(quarter, 1.2, 1.2)
        if detail >= 1 and k != 1:
            rows = 3 if quarter.height() > 7 else 2
            for r in range(rows):
                yy = quarter.top() + quarter.height() * (r + 0.5) / rows
                for c in range(4):
                    beds.addEllipse(QPointF(quarter.left() + quarter.width() * (c + 0.5) / 4, yy), 1.1, 0.9)
    painter.setBrush(SOIL)
    painter.drawPath(soil)
    painter.setBrush(BED)
    painter.drawPath(beds)
    # A small tree in the upper right bed, and the well where the paths cross.
    tree = quarters[1].center()
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(tree.x() + 1, tree.y() + 1.2), 3.8, 3.2)
    painter.setPen(QPen(HEDGE, 0.6))
    painter.setBrush(QColor("#4f8a2c"))
    painter.drawEllipse(tree, 3.8, 3.4)
    painter.setPen(QPen(INK, 0.6))
    painter.setBrush(QColor("#b9b0a0"))
    painter.drawEllipse(QPointF(middle_x, middle_y), 2.6, 2.4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WATER)
    painter.drawEllipse(QPointF(middle_x, middle_y), 1.5, 1.35)


def _paint_church(painter: QPainter, detail: int) -> None:
    line = QPen(INK, 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    # The nave: its front wall, the long roof above it (lit above the ridge), windows and the door.
    painter.setPen(line)
    painter.setBrush(WALL)
    painter.drawRect(QRectF(40, 36, 25, 11.5))
    painter.setBrush(ROOF.lighter(118))
    painter.drawPolygon(_poly((41, 31), (42.5, 26.5), (62.5, 26.5), (64.5, 31)))
    painter.setBrush(ROOF)
    painter.drawPolygon(_poly((38.5, 37), (41, 31), (64.5, 31), (67, 37)))
    painter.setBrush(INK)
    door = QPainterPath()
    door.moveTo(50.3, 47.5)
    door.lineTo(50.3, 42.5)
    door.arcTo(QRectF(50.3, 40.2, 4.4, 4.4), 180, -180)
    door.lineTo(54.7, 47.5)
    door.closeSubpath()
    painter.drawPath(door)
    if detail >= 1:
        painter.setPen(Qt.PenStyle.NoPen)
        for x in (45.0, 59.5):
            window = QPainterPath()
            window.moveTo(x - 1, 44)
            window.lineTo(x - 1, 40.5)
            window.arcTo(QRectF(x - 1, 39.5, 2, 2), 180, -180)
            window.lineTo(x + 1, 44)
            window.closeSubpath()
            painter.drawPath(window)
    # The bell tower at the west end, its pointed roof and the cross.
    painter.setPen(line)
    painter.setBrush(WALL)
    painter.drawRect(QRectF(34.5, 27, 9, 20.5))
    painter.setBrush(ROOF.lighter(112))
    painter.drawPolygon(_poly((33.5, 27.5), (39, 18.5), (39, 27.5)))
    painter.setBrush(ROOF.darker(125))
    painter.drawPolygon(_poly((39, 18.5), (44.5, 27.5), (39, 27.5)))
    painter.setBrush(INK)
    painter.drawEllipse(QPointF(39, 32.5), 1.4, 1.8)  # (the belfry)
    painter.setPen(QPen(INK, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(39, 18.5), QPointF(39, 13.5))
    painter.drawLine(QPointF(36.8, 15.5), QPointF(41.2, 15.5))


__all__ = ["paint_monastery"]
