"""Colours, marks and sizes of the table: one place for the look of the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from thurntaxis.kit import fonts

# Lands in board-file order: Baden, Württemberg, Hohenzollern, Baiern, Schweiz, Tyrol, Salzburg, Böhmen, Polen.
LAND_COLOURS = ("#e3c567", "#e59866", "#c39bd3", "#85b6dc", "#e07b74", "#93c47d", "#b4a7d6", "#f0b27a", "#c9c98f")

# The box's four player colours and, for players who cannot tell red from green, a mark on each.
PLAYER_COLOURS = {"blue": "#2e64c8", "red": "#cc3a2f", "yellow": "#f0c419", "green": "#2f9e48"}
COLOUR_ORDER = ("blue", "red", "yellow", "green")
COLOURS = PLAYER_COLOURS  # the palette protocol of `thurntaxis.gameui.GameUI.palette`
MARKS = {"blue": "circle", "red": "triangle", "yellow": "square", "green": "diamond"}

TABLE = QColor("#2d4a3e")
TABLE_DARK = QColor("#22382f")
PAPER = QColor("#f6efdd")
INK = QColor("#2b2118")
HIGHLIGHT = QColor("#ffd54a")
LEGAL = QColor("#7cfc9a")
ROAD = QColor("#7a5a3a")

CARD_W, CARD_H = 88.0, 124.0
SMALL_W, SMALL_H = 76.0, 76.0
# The whole table is drawn at about 0.6 of its size in a 1024x700 or 1280x720 window. No text on it is smaller than
# TEXT_FLOOR pixels of the table (8 pixels or more on such a screen): texts shrink to fit their place down to it, and a
# text that cannot fit at the floor is shortened (a name breaks over two lines) or shown by a picture and a tooltip.
TEXT_FLOOR = 14
READABLE_PX = 8.0  # the smallest text a player must read on screen, in screen pixels


def font(px: float, bold: bool = False, family: str = fonts.SANS) -> QFont:
    """The table's font of `px` pixels of the table (never below TEXT_FLOOR)."""
    made = QFont(family)
    made.setPixelSize(max(round(px), TEXT_FLOOR))
    made.setBold(bold)
    return made


def colour_label(colour: str) -> str:
    """A player colour's name, translated."""
    return {
        "blue": QCoreApplication.translate("Colours", "blue"),
        "red": QCoreApplication.translate("Colours", "red"),
        "yellow": QCoreApplication.translate("Colours", "yellow"),
        "green": QCoreApplication.translate("Colours", "green"),
    }[colour]


def mark_path(mark: str, size: float) -> QPainterPath:
    """The outline of a player's mark, centred on (0, 0)."""
    r = size / 2
    path = QPainterPath()
    if mark == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
    elif mark == "square":
        path.addRect(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7)
    elif mark == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, r * 0.8), QPointF(-r, r * 0.8)]))
        path.closeSubpath()
    else:
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)]))
        path.closeSubpath()
    return path


def house_path(size: float) -> QPainterPath:
    """A small house (square with a roof), centred on (0, 0)."""
    h = size / 2
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(-h * 0.8, h),
                QPointF(-h * 0.8, -h * 0.1),
                QPointF(0, -h),
                QPointF(h * 0.8, -h * 0.1),
                QPointF(h * 0.8, h),
            ]
        )
    )
    path.closeSubpath()
    return path


def paint_piece(painter: QPainter, colour: str, size: float) -> None:
    """A player's house of `colour` with its mark, `size` tall, centred on (0, 0) (`thurntaxis.gameui.Palette`)."""
    fill = QColor(PLAYER_COLOURS[colour])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(house_path(size).translated(size / 15, size / 10))
    painter.setBrush(fill)
    painter.setPen(QPen(QColor("#1d1d1d"), size / 15))
    painter.drawPath(house_path(size))
    painter.setBrush(text_on(fill))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(mark_path(MARKS[colour], size * 0.38).translated(0, size * 0.18))
    painter.restore()


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    return QColor("#1b1b1b") if colour.lightnessF() > 0.55 else QColor("#ffffff")
