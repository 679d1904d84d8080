"""The table's buttons: the officials, the phase's actions and choices (`ButtonItem`), and the bonus stacks' tiles
(`StackTile`); they report clicks and pointing to the interactions installed on the scene."""

from __future__ import annotations

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from thurntaxis.kit import theme
from thurntaxis.taxis.ui.items import Drawn, PointedItem, fitted_font, rounded


class ButtonItem(PointedItem):
    """A button on the table (officials, scoring, house options); emits `clicked` and `hovered`."""

    clicked = Signal(object)
    title = Drawn[str]()
    subtitle = Drawn[str]()
    badge = Drawn[str]()  # a small count in the top-right corner
    used = Drawn[bool]()  # crossed out: an official already called this turn

    def __init__(
        self,
        key: object,
        w: float,
        h: float,
        title: str,
        subtitle: str = "",
        colour: str = "#e9d8a6",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.key = key
        self.w, self.h = w, h
        self.title, self.subtitle = title, subtitle
        self.colour = QColor(colour)
        self.enabled = True
        self.used = False
        self.badge = ""
        self.title_px = 14  # the largest sizes of the texts, in pixels of the table (they shrink to fit)
        self.subtitle_px = 14
        self.floor_px = theme.TEXT_FLOOR  # the smallest they shrink to
        self.margin = 4.0  # the texts' room from the button's edges (an official's card keeps more: OFFICIAL_MARGIN)
        self.swatches: tuple[str, ...] = ()  # colours along the left edge (a house option's lands)
        self._down = False
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -8, self.w + 10, self.h + 12)

    def set_enabled(self, enabled: bool) -> None:
        """Enable or disable the button (a disabled one ignores clicks)."""
        if enabled == self.enabled and self.cursor().shape() == (
            Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor
        ):
            return
        self.enabled = enabled
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_texts(self, title: str, subtitle: str | None = None, badge: str | None = None) -> None:
        """Show new texts (None keeps one as it is); the cached painting is redrawn when any of them changes."""
        self.title = title
        if subtitle is not None:
            self.subtitle = subtitle
        if badge is not None:
            self.badge = badge

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._down = True
            event.accept()
            self.update()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_down, self._down = self._down, False
        self.update()
        if was_down and self.enabled and QRectF(-2, -2, self.w + 5, self.h + 6).contains(event.pos()):
            self.clicked.emit(self)

    def text_layout(self) -> list[tuple[QRectF, QFont, int, str]]:
        """Where the title and the subtitle go and in which fonts (shrunk to fit, down to the table's floor): the
        title takes the top (a line, or two when long), the subtitle the rest, wrapped."""
        centre = int(Qt.AlignmentFlag.AlignCenter)
        wrap = centre | int(Qt.TextFlag.TextWordWrap)
        if self.swatches:
            return [(r.translated(7, 0), f, flags, t) for r, f, flags, t in self._layout(wrap, self.w - 7)]
        return self._layout(wrap, self.w)

    def _layout(self, wrap: int, w: float) -> list[tuple[QRectF, QFont, int, str]]:
        """`text_layout` in a button `w` wide."""
        m = self.margin
        if not self.subtitle:
            title_rect = QRectF(m, 3, w - 2 * m, self.h - 6)
            font = fitted_font(self.title, title_rect, wrap, self.title_px, True, self.floor_px)
            return [(title_rect, font, wrap, self.title)]
        room = QRectF(m, 2, w - 2 * m, self.h / 2)
        title_font = fitted_font(self.title, room, wrap, self.title_px, True, self.floor_px)
        used = QFontMetricsF(title_font).boundingRect(room, wrap, self.title).height()
        title_rect = QRectF(m, 2, w - 2 * m, used)
        sub_rect = QRectF(m, 2 + used, w - 2 * m, self.h - used - 6)
        sub_font = fitted_font(self.subtitle, sub_rect, wrap, self.subtitle_px, False, self.floor_px)
        return [(title_rect, title_font, wrap, self.title), (sub_rect, sub_font, wrap, self.subtitle)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h).translated(0, 1 if self._down else 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPath(rounded(rect.translated(1.5, 2.5), 7))
        base = self.colour if self.enabled else QColor("#8c8c84")
        if self._hover and self.enabled:
            base = base.lighter(112)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, base.lighter(108))
        grad.setColorAt(1, base.darker(108))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(theme.HIGHLIGHT if (self._hover and self.enabled) else QColor("#5b4a32"), 2))
        painter.drawPath(rounded(rect, 7))
        if self.swatches:  # the lands, as a band down the left edge
            band = QRectF(rect.left() + 3, rect.top() + 4, 6, rect.height() - 8)
            step = band.height() / len(self.swatches)
            painter.setPen(Qt.PenStyle.NoPen)
            for k, colour in enumerate(self.swatches):
                painter.setBrush(QColor(colour))
                painter.drawRect(QRectF(band.left(), band.top() + k * step, band.width(), step + 0.3))
        ink = theme.text_on(base) if self.enabled else QColor("#4b4b45")
        painter.setPen(ink)
        for text_rect, font, flags, text in self.text_layout():
            painter.setFont(font)
            painter.drawText(text_rect.translated(0, 1 if self._down else 0), flags, text)
        if self.badge:
            font = theme.font(theme.TEXT_FLOOR, True)
            width = max(22.0, QFontMetricsF(font).horizontalAdvance(self.badge) + 10)
            badge = QRectF(self.w - width + 6, -7, width, 18)
            painter.setPen(QPen(QColor("#3b2f22"), 1))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawPath(rounded(badge, 8))
            painter.setPen(QColor("#3b2f22"))
            painter.setFont(font)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
        if self.used:
            painter.setPen(QPen(QColor("#b03a2e"), 3))
            painter.drawLine(QPointF(8, self.h - 8), QPointF(self.w - 8, 8))


class StackTile(ButtonItem):
    """A stack of bonus tiles: its top tile's value, how many are left (badge), and what it is for as a picture that
    reads at any size: the colours of its lands, the route length beside a card, or a flag for the game's end. Its
    name is in the tooltip."""

    def __init__(self, key: object, mark: tuple[str, ...], colour: str) -> None:
        super().__init__(key, 74, 50, "", "", colour)
        self.title_px = 18
        self.mark = mark  # ("lands", colour, ...) or ("length", "7+") or ("end",)

    def _mark_rect(self) -> QRectF:
        return QRectF(8, 29, self.w - 16, 16)

    def text_layout(self) -> list[tuple[QRectF, QFont, int, str]]:
        centre = int(Qt.AlignmentFlag.AlignCenter)
        title_rect = QRectF(4, 2, self.w - 8, 27)
        layout = [(title_rect, fitted_font(self.title, title_rect, centre, self.title_px, True), centre, self.title)]
        if self.mark[0] == "length":
            text_rect = self._mark_rect().adjusted(14, 0, 0, 0)
            layout.append((text_rect, fitted_font(self.mark[1], text_rect, centre, 15, True), centre, self.mark[1]))
        return layout

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.save()
        if not self.enabled:
            painter.setOpacity(0.45)
        paint_tile_mark(painter, self._mark_rect(), self.mark)
        painter.restore()


def paint_tile_mark(painter: QPainter, area: QRectF, mark: tuple[str, ...]) -> None:
    """What a bonus tile is for, as a picture in `area`: the colours of its lands (`("lands", colour, ...)`), a little
    card before the route length (`("length", "7+")`, the number drawn by the caller), or a flag for the game's end
    (`("end",)`)."""
    ink = QColor("#3b2f22")
    if mark[0] == "lands":
        colours = mark[1:]
        strip = QRectF(area.left(), area.top() + 2, area.width(), area.height() - 3)
        painter.setClipPath(rounded(strip, 3))
        step = strip.width() / len(colours)
        painter.setPen(Qt.PenStyle.NoPen)
        for k, colour in enumerate(colours):
            painter.setBrush(QColor(colour))
            painter.drawRect(QRectF(strip.left() + k * step, strip.top(), step + 0.5, strip.height()))
        painter.setClipping(False)
        painter.setPen(QPen(ink, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(rounded(strip, 3))
    elif mark[0] == "length":  # a little card before the number
        card = QRectF(area.left() + 6, area.top() + 1, 10, 14)
        painter.setPen(QPen(ink, 1))
        painter.setBrush(theme.PAPER)
        painter.drawRoundedRect(card, 2, 2)
        painter.setBrush(QColor("#b07a4a"))
        painter.drawRect(QRectF(card.left(), card.top(), card.width(), 4))
    else:  # the game's end: a chequered flag
        pole = QPointF(area.center().x() - 10, area.top())
        painter.setPen(QPen(ink, 1.5))
        painter.drawLine(pole, pole + QPointF(0, area.height()))
        cell = 4.0
        for row in range(2):
            for col in range(5):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ink if (row + col) % 2 == 0 else QColor("#fffaf0"))
                painter.drawRect(QRectF(pole.x() + 1 + col * cell, pole.y() + 1 + row * cell, cell, cell))
        painter.setPen(QPen(ink, 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(pole.x() + 1, pole.y() + 1, 5 * cell, 2 * cell))
