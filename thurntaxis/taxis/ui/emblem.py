"""The game's emblem, drawn by the program: a post horn with its cord, as on the coaches of the imperial post."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen


def post_horn_path(rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """The horn (coil, tube and bell, to be stroked and filled) and its cord with tassels (to be stroked),
    fitted into `rect`."""
    s = min(rect.width(), rect.height())
    ox = rect.center().x() - s / 2
    oy = rect.center().y() - s / 2

    def p(x: float, y: float) -> QPointF:
        return QPointF(ox + x * s, oy + y * s)

    horn = QPainterPath()
    horn.addEllipse(p(0.40, 0.44), 0.22 * s, 0.20 * s)  # the coil
    bell = QPainterPath(p(0.58, 0.52))  # the tube widening into the bell, to the right
    bell.cubicTo(p(0.70, 0.55), p(0.80, 0.58), p(0.90, 0.70))
    bell.lineTo(p(0.96, 0.46))
    bell.cubicTo(p(0.84, 0.52), p(0.72, 0.50), p(0.60, 0.45))
    bell.closeSubpath()
    horn.addPath(bell)
    mouth = QPainterPath(p(0.20, 0.40))  # the mouthpiece, to the left
    mouth.lineTo(p(0.06, 0.36))
    mouth.lineTo(p(0.04, 0.31))
    mouth.lineTo(p(0.03, 0.41))
    mouth.lineTo(p(0.06, 0.39))
    mouth.lineTo(p(0.20, 0.46))
    mouth.closeSubpath()
    horn.addPath(mouth)
    cord = QPainterPath(p(0.28, 0.60))
    cord.cubicTo(p(0.30, 0.86), p(0.52, 0.86), p(0.54, 0.60))
    for x in (0.34, 0.48):  # two tassels
        cord.moveTo(p(x, 0.79))
        cord.lineTo(p(x - 0.03, 0.94))
        cord.lineTo(p(x + 0.03, 0.94))
        cord.closeSubpath()
    return horn, cord


def paint_post_horn(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Draw the post horn in `colour` into `rect` (the coil is hollow, so the ground shows through it)."""
    horn, cord = post_horn_path(rect)
    s = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(
        QPen(colour, max(s * 0.065, 1.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.drawPath(horn)
    painter.setBrush(QBrush(colour))
    painter.setPen(QPen(colour, max(s * 0.02, 0.8)))
    painter.drawPath(horn.subtracted(_coil(rect)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, max(s * 0.025, 0.8)))
    painter.drawPath(cord)
    painter.restore()


def _coil(rect: QRectF) -> QPainterPath:
    s = min(rect.width(), rect.height())
    c = QPointF(rect.center().x() - s / 2 + 0.40 * s, rect.center().y() - s / 2 + 0.44 * s)
    path = QPainterPath()
    path.addEllipse(c, 0.22 * s, 0.20 * s)
    return path
