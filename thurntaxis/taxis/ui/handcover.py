"""The cover over a hot-seat player's route and hand while the players change places: a banner in the colour of the
player to come, with their house and name, over what to do to see the hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from thurntaxis.kit import theme
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import Drawn, fitted_font, paint_house, rounded

BANNER_H = 64.0


class HandCover(ButtonItem):
    """The covered hand (click: the player is at the screen). `show_player` puts the banner of the player to come
    over it; the title and the subtitle stand under the banner."""

    banner = Drawn[str]()  # the name on the banner ("": no banner)

    def __init__(self, w: float, h: float) -> None:
        super().__init__("cover", w, h, "", "", "#3c5a4d")
        self.banner = ""
        self.banner_colour = QColor("#3c5a4d")
        self.mark = ""
        self.title_px = self.subtitle_px = 20

    def show_player(self, name: str, colour: str) -> None:
        """The banner of the player `name` of the seat colour `colour`."""
        self.banner_colour = QColor(theme.PLAYER_COLOURS[colour])
        self.mark = theme.MARKS[colour]
        self.banner = name
        self.update()

    def banner_rect(self) -> QRectF:
        """Where the banner lies on the cover."""
        return QRectF(10, 10, self.w - 20, BANNER_H)

    def text_layout(self) -> list[tuple[QRectF, QFont, int, str]]:
        below = BANNER_H + 16
        wrap = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        title_rect = QRectF(12, below, self.w - 24, 34)
        sub_rect = QRectF(12, below + 36, self.w - 24, self.h - below - 44)
        return [
            (
                title_rect,
                fitted_font(self.title, title_rect, wrap, self.title_px, True, self.floor_px),
                wrap,
                self.title,
            ),
            (
                sub_rect,
                fitted_font(self.subtitle, sub_rect, wrap, self.subtitle_px, False, self.floor_px),
                wrap,
                self.subtitle,
            ),
        ]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if not self.banner:
            return
        band = self.banner_rect()
        painter.setPen(QPen(QColor("#1a2b24"), 2))
        painter.setBrush(self.banner_colour)
        painter.drawPath(rounded(band, 8))
        paint_house(
            painter, self.banner_colour.darker(125), self.mark, 40, QPointF(band.left() + 40, band.center().y())
        )
        painter.setPen(theme.text_on(self.banner_colour))
        text_rect = band.adjusted(76, 0, -76, 0)
        centre = int(Qt.AlignmentFlag.AlignCenter)
        painter.setFont(fitted_font(self.banner, text_rect, centre, 34, True, self.floor_px))
        painter.drawText(text_rect, centre, self.banner)
