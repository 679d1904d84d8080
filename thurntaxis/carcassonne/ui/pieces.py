"""Carcassonne's followers drawn by program, and the five player colours with their marks.

The box has five colours (the rulebook's examples: red, blue, yellow, green and black). The first game's four
colours and marks (`thurntaxis.kit.theme`) stay as they are; black is added here with a mark of its own, a star, so
that every follower also carries a shape for players who cannot tell the colours apart.

A follower on a road, a city or in the monastery stands (robber, knight, monk); on a field it lies on its side
(farmer). The figure is filled with its colour, carries its mark on the body and is outlined three times (a dark
halo with a shadow, a white rim, a dark line), so it reads on green fields, sand-coloured cities, light roads and
red roofs alike.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from thurntaxis.kit import theme

COLOURS = {**theme.PLAYER_COLOURS, "black": "#26262b"}
COLOUR_ORDER = ("red", "blue", "yellow", "green", "black")  # the rulebook's order
MARKS = {**theme.MARKS, "black": "star"}


def colour_label(colour: str) -> str:
    """A follower colour's name, translated."""
    if colour == "black":
        return QCoreApplication.translate("Colours", "black")
    return theme.colour_label(colour)


def mark_path(mark: str, size: float) -> QPainterPath:
    """The outline of a player's mark, centred on (0, 0): the first game's four marks and the star."""
    if mark != "star":
        return theme.mark_path(mark, size)
    outer, inner = size / 2 * 1.08, size / 2 * 0.45
    points = [
        QPointF(r * math.sin(k * math.pi / 5), -r * math.cos(k * math.pi / 5) + size * 0.04)
        for k in range(10)
        for r in ((outer if k % 2 == 0 else inner),)
    ]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


# The standing figure in a 100-unit box centred on (0, 0), feet at y=+48, head's top at y=-48.
_BODY = (
    (-9, -22),
    (-30, -15),
    (-46, -6),
    (-41, 7),
    (-19, 4),
    (-35, 48),
    (-8, 48),
    (0, 30),
    (8, 48),
    (35, 48),
    (19, 4),
    (41, 7),
    (46, -6),
    (30, -15),
    (9, -22),
)
_HEAD = (0.0, -32.0, 16.0)
_TORSO = QPointF(0, 4)


def _rounded(points: tuple[tuple[int, int], ...]) -> QPainterPath:
    """A closed path through the midpoints of the polygon's sides, rounding every corner."""
    corners = [QPointF(x, y) for x, y in points]
    mids = [(corners[i] + corners[(i + 1) % len(corners)]) / 2 for i in range(len(corners))]
    path = QPainterPath(mids[-1])
    for i, corner in enumerate(corners):
        path.quadTo(corner, mids[i])
    path.closeSubpath()
    return path


def _figure() -> QPainterPath:
    head = QPainterPath()
    head.addEllipse(QPointF(_HEAD[0], _HEAD[1]), _HEAD[2], _HEAD[2])
    return _rounded(_BODY).united(head)


_STANDING = _figure()
_LIE = QTransform().rotate(-90)  # on its side, head to the west


def follower_path(size: float, lying: bool = False) -> QPainterPath:
    """The follower's outline, `size` tall (standing) or long (lying), centred on (0, 0)."""
    scale = QTransform().scale(size / 100, size / 100)
    return (_LIE * scale).map(_STANDING) if lying else scale.map(_STANDING)


def follower_rect(size: float, lying: bool = False) -> QRectF:
    """The box the figure takes about its centre, outline, halo and shadow included."""
    margin = size * 0.14
    return follower_path(size, lying).boundingRect().adjusted(-margin, -margin, margin, margin)


def paint_follower(
    painter: QPainter, at: QPointF, size: float, colour: str, lying: bool = False, *, shadow: bool = True
) -> None:
    """Paint a follower of `colour` (one of COLOURS) centred on `at`, standing or `lying`, `size` tall."""
    fill = QColor(COLOURS[colour])
    figure = follower_path(size, lying)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(at)
    round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    if shadow:  # a soft shadow on the ground and a dark halo: the figure stands out on light and red ground
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 95))
        painter.drawPath(figure.translated(size * 0.05, size * 0.07))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 16, 12, 205), size * 0.26, *round_pen))
        painter.drawPath(figure)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 250), size * 0.15, *round_pen))
    painter.drawPath(figure)
    painter.setBrush(fill)
    painter.setPen(QPen(QColor("#141414"), size * 0.04, *round_pen))
    painter.drawPath(figure)
    torso = (_LIE if lying else QTransform()).map(_TORSO) * (size / 100)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.text_on(fill))
    painter.drawPath(mark_path(MARKS[colour], size * 0.3).translated(torso))
    painter.restore()


def paint_place(
    painter: QPainter, at: QPointF, size: float, colour: str, lying: bool = False, *, hot: bool = False
) -> None:
    """A place where a follower of `colour` may go, centred on `at`: the follower's outline in its colour, light
    inside so that the road, city or field under it still shows; where the player points (`hot`), the follower
    itself, standing or `lying` as it would."""
    if hot:
        paint_follower(painter, at, size, colour, lying)
        return
    figure = follower_path(size, lying)
    round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(at)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(20, 16, 12, 150), size * 0.17, *round_pen))  # a thin dark edge: it reads on any ground
    painter.drawPath(figure)
    painter.setPen(QPen(QColor(255, 255, 255, 235), size * 0.1, *round_pen))
    painter.drawPath(figure)
    painter.setBrush(QColor(255, 255, 255, 80))
    painter.setPen(QPen(QColor(COLOURS[colour]), size * 0.06, *round_pen))
    painter.drawPath(figure)
    painter.restore()


def paint_piece(painter: QPainter, colour: str, size: float) -> None:
    """A standing follower of `colour` with its mark, `size` tall, centred on (0, 0): the new-game dialog's colour
    choices (`thurntaxis.gameui.Palette`)."""
    paint_follower(painter, QPointF(0, 0), size * 0.86, colour)


def lies(segment_name: str) -> bool:
    """Whether the follower on the segment named `segment_name` lies (a farmer) rather than stands."""
    return segment_name.startswith("field:")


__all__ = [
    "COLOURS",
    "COLOUR_ORDER",
    "MARKS",
    "colour_label",
    "follower_path",
    "follower_rect",
    "lies",
    "mark_path",
    "paint_follower",
    "paint_piece",
    "paint_place",
]


def seat_colours(seats: list[Any]) -> list[str]:
    """Each seat's follower colour: its own if Carcassonne has it and no earlier seat took it, else the first
    colour in the rulebook's order that no seat asked for."""
    wanted = [s.colour for s in seats]
    out: list[str] = []
    for colour in wanted:
        if colour in COLOURS and colour not in out:
            out.append(colour)
        else:
            out.append(next(c for c in COLOUR_ORDER if c not in out and c not in wanted))
    return out
