"""What both games' replays draw beside the Expert's advice: a small label over the table ("Expert: +5.3",
"Your move: +1.2") that keeps its size at any zoom, in the colour of what it marks, and the signed worth as both
games write it (a true minus sign)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from thurntaxis.kit import fonts

EXPERT = QColor("#c0392b")  # the advice's mark, in both games
PLAYED = QColor("#f1c40f")  # the move played's


def signed(value: float) -> str:
    """A worth with its sign and one decimal, as the language writes decimals: "+5.3", "−1.2" (a true minus), "0.0";
    in Polish, Czech, Russian and German "−10,3"."""
    locale = QLocale()
    text, zero = locale.toString(abs(value), "f", 1), locale.toString(0.0, "f", 1)
    if text == zero:
        return text
    return ("+" if value > 0 else "\u2212") + text


class AdviceLabel(QGraphicsItem):
    """A label of a few words on a coloured ground, pointing down at the scene point it is placed at (`below`: up
    at it, from under it); the same size on the screen at every zoom."""

    def __init__(self, text: str, colour: QColor, px: int = 13, below: bool = False) -> None:
        super().__init__()
        self.text, self.colour = text, QColor(colour)
        self.font = QFont(fonts.SANS, px, QFont.Weight.Bold)
        self.font.setPixelSize(px)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(60)
        width = QFontMetricsF(self.font).horizontalAdvance(text) + 14
        height = QFontMetricsF(self.font).height() + 6
        self.below = below
        self._box = QRectF(-width / 2, 4 if below else -height - 4, width, height)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -6, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1.2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(self._box, 5, 5)
        tip, point = (self._box.top(), -5.0) if self.below else (self._box.bottom(), 5.0)
        painter.drawPolygon([QPointF(-5, tip), QPointF(5, tip), QPointF(0, tip + point)])
        painter.setFont(self.font)
        light = self.colour.lightnessF() > 0.55
        painter.setPen(QColor("#1d1a16") if light else QColor("#fffaf0"))
        painter.drawText(self._box, Qt.AlignmentFlag.AlignCenter, self.text)


class AdviceRing(QGraphicsItem):
    """A ring in a label's colour around a scene rectangle (what a move played or advised uses)."""

    def __init__(self, rect: QRectF, colour: QColor, width: float = 4.0) -> None:
        super().__init__()
        self.rect, self.colour, self.width = QRectF(rect), QColor(colour), width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(59)

    def boundingRect(self) -> QRectF:
        grow = self.width * 2
        return self.rect.adjusted(-grow, -grow, grow, grow)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = self.rect.adjusted(-self.width / 2, -self.width / 2, self.width / 2, self.width / 2)
        painter.setPen(QPen(QColor(0, 0, 0, 140), self.width + 2))
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QPen(self.colour, self.width))
        painter.drawRoundedRect(box, 6, 6)
