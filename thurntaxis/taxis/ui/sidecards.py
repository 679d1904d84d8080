"""The small cards of a player's route in the routes panel, laid out so that every name stays readable at any
route length: side by side while they fit; a long route in two lines of low cards (the land's colour as a band,
the name on one line), read left to right and then the second line, as a text is."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from thurntaxis.kit import fonts, theme
from thurntaxis.taxis.ui.items import CardItem, rounded

GAP = 4.0
LOW_H = (theme.SMALL_H - GAP) / 2  # a low card: half a small card's height, two lines in a player's row


class RowCard(CardItem):
    """A small card of a route in the routes panel; `low` (a long route): half as high, its name on one line."""

    def __init__(self, city: int, name: str, land: str, land_colour: str) -> None:
        super().__init__(city, name, land, land_colour, small=True)
        self.low = False

    def shape_as(self, width: float, low: bool) -> None:
        """Be `width` wide, and low or a whole small card high."""
        height = LOW_H if low else theme.SMALL_H
        if (width, height, low) != (self.w, self.h, self.low):
            self.prepareGeometryChange()
            self.w, self.h, self.low = width, height, low
            self.update()

    def name_font(self) -> tuple[QFont, str]:
        """A low card's name: as large as fits its width on one line, in the serif, else the condensed faces; past
        the table's floor, shortened with an ellipsis (the tooltip says it whole)."""
        room = self.w - 4
        for family in (fonts.SERIF, fonts.SERIF_CONDENSED, fonts.SANS_CONDENSED):
            for px in (16, 15, 14):
                font = theme.font(px, True, family)
                if QFontMetricsF(font).horizontalAdvance(self.name) <= room:
                    return font, self.name
        font = theme.font(theme.TEXT_FLOOR, True, fonts.SANS_CONDENSED)
        return font, QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, room)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.low:
            super().paint(painter, option, widget)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(rounded(rect.translated(2, 3), 4))
        card = rounded(rect, 4)
        painter.setBrush(theme.PAPER)
        painter.setPen(QPen(QColor("#8a7a5a"), 1.2))
        painter.drawPath(card)
        painter.save()
        painter.setClipPath(card)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRect(QRectF(0, 0, self.w, 7))
        painter.restore()
        font, text = self.name_font()
        painter.setPen(theme.INK)
        painter.setFont(font)
        painter.drawText(rect.adjusted(2, 7, -2, 0), int(Qt.AlignmentFlag.AlignCenter), text)


WHOLE_MIN_W = 72.0  # the narrowest whole small card (its name hyphenated over two lines)


def row_layout(count: int, room: float) -> list[tuple[float, float, float, bool]]:
    """Where the `count` cards of a route lie in a row `room` wide: (x, y, width, low) of each, from the row's top
    left. Whole small cards side by side while they fit (a little narrower if need be); else two lines of low
    cards, as wide as the row allows."""
    whole = min(theme.SMALL_W, (room + GAP) / max(count, 1) - GAP)
    if whole >= WHOLE_MIN_W:
        return [(k * (whole + GAP), 0.0, whole, False) for k in range(count)]
    across = math.ceil(count / 2)
    width = min(theme.SMALL_W + 40, (room + GAP) / across - GAP)
    return [((k % across) * (width + GAP), (k // across) * (LOW_H + GAP), width, True) for k in range(count)]
