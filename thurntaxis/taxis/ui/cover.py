"""Thurn and Taxis's cover on the home page, drawn by the program: a postal route of five towns across coloured
lands, houses of the players' colours on it, and the post horn of the imperial post on a strip of paper."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from thurntaxis.kit import theme
from thurntaxis.taxis.ui.emblem import paint_post_horn

# Lands as soft patches, (x, y, radius) in parts of the cover's width and height, one land colour each.
LANDS = ((0.16, 0.3, 0.3), (0.5, 0.18, 0.26), (0.86, 0.34, 0.3), (0.3, 0.82, 0.32), (0.72, 0.8, 0.3))
TOWNS = ((0.12, 0.62), (0.32, 0.42), (0.52, 0.58), (0.7, 0.36), (0.88, 0.56))  # the route, west to east
HOUSES = ((1, "blue"), (2, "red"), (3, "yellow"), (4, "green"))  # a house of each colour at a town of the route


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    """Paint the cover into `rect`."""
    w, h = rect.width(), rect.height()

    def at(x: float, y: float) -> QPointF:
        return QPointF(rect.x() + x * w, rect.y() + y * h)

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    painter.fillRect(rect, theme.PAPER)
    painter.setPen(Qt.PenStyle.NoPen)
    for (x, y, r), colour in zip(LANDS, theme.LAND_COLOURS, strict=False):
        land = QColor(colour)
        land.setAlpha(150)
        painter.setBrush(land)
        painter.drawEllipse(at(x, y), r * w, r * h * 1.1)
    route = QPainterPath(at(*TOWNS[0]))
    for (x0, y0), (x1, y1) in itertools.pairwise(TOWNS):
        route.quadTo(at((x0 + x1) / 2, min(y0, y1) - 0.08), at(x1, y1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.ROAD, max(2.0, h * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(route)
    town = max(4.0, h * 0.055)
    for x, y in TOWNS:
        painter.setBrush(theme.PAPER)
        painter.setPen(QPen(theme.INK, max(1.0, h * 0.015)))
        painter.drawEllipse(at(x, y), town, town)
    for index, colour in HOUSES:
        x, y = TOWNS[index]
        painter.save()
        painter.translate(at(x, y) + QPointF(0, -town * 2.2))
        theme.paint_piece(painter, colour, town * 2.4)
        painter.restore()
    strip = QRectF(rect.x(), rect.y() + h * 0.76, w, h * 0.24)
    painter.fillRect(strip, QColor("#7a1f1f"))
    paint_post_horn(painter, strip.adjusted(w * 0.3, h * 0.02, -w * 0.3, -h * 0.02), QColor("#e8c15a"))
    painter.restore()
