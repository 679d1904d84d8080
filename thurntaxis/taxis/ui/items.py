"""Graphics items of the table: cards, drop zones, buttons, house tokens. Items hold an id and emit intents
as signals; they never change the game state."""

from __future__ import annotations

from typing import Generic, TypeVar, overload

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from thurntaxis.kit import fonts, theme
from thurntaxis.taxis.ui import hyphenation
from thurntaxis.taxis.ui.emblem import paint_post_horn

T = TypeVar("T")

# The smallest text on a card, an official and Undo/Hint, in pixels of the table: 9.6 screen pixels at 1024x700, where
# the table is drawn at 0.6 of its size (the table's floor, theme.TEXT_FLOOR, would be 8.4). Names that do not fit
# break over two lines or take the condensed face; they never shrink below this.
READABLE_TEXT_PX = 16
# The room, in pixels of the table, that every text on a card keeps from the card's edges, in every language: a name
# that would come nearer breaks at a marked syllable or takes the condensed face (a big card's text is drawn at 0.6 of
# its size at 1024x700, a small card's in the routes panel as small; an official's card has the room of a big card's
# band and more, for its wrapped lines).
CARD_MARGIN = 5.0
SMALL_CARD_MARGIN = 4.0
OFFICIAL_MARGIN = 10.0


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle path."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class Drawn(Generic[T]):
    """An attribute of a table item that its painting shows: set to another value, the item is painted again (its
    cached painting too); set to the same value, nothing happens."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = f"_drawn_{name}"

    @overload
    def __get__(self, item: None, owner: type) -> Drawn[T]: ...

    @overload
    def __get__(self, item: QGraphicsItem, owner: type) -> T: ...

    def __get__(self, item: QGraphicsItem | None, owner: type) -> Drawn[T] | T:
        if item is None:
            return self
        value: T = getattr(item, self._slot)
        return value

    def __set__(self, item: QGraphicsItem, value: T) -> None:
        if self._slot not in vars(item) or getattr(item, self._slot) != value:
            setattr(item, self._slot, value)
            item.update()


class PointedItem(QGraphicsObject):
    """A table item that knows when the mouse rests on it: it says so (`hovered`) and paints itself again (its
    `paint` reads `_hover`)."""

    hovered = Signal(object, bool)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._hover = False
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: object) -> None:
        self._pointed(True)

    def hoverLeaveEvent(self, event: object) -> None:
        self._pointed(False)

    def _pointed(self, on: bool) -> None:
        self._hover = on
        self.hovered.emit(self, on)
        self.update()


class DraggableItem(PointedItem):
    """An item the player can click or drag (a card, a house). It only draws and moves: an interaction installed on
    the scene (`thurntaxis.kit.interaction.DragPieces`) reads the mouse, lifts it and puts it down."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key: object = None  # what it is and where it lies: ("hand", city, i), ("deck",), "house", ...
        self.draggable = False
        self.clickable = False
        self.dragging = False  # it follows the mouse now
        self.home = QPointF()
        self._anim: QPropertyAnimation | None = None

    def lift(self) -> None:
        """Start following the mouse, above everything else on the table."""
        self.dragging = True
        self.setZValue(1000)

    def put_down(self) -> None:
        """Lie where the item belongs again, at once: its drag is over."""
        self.dragging = False
        self.move_to(self.home, 0)

    def move_to(self, target: QPointF, duration: int) -> None:
        """Slide to `target` in `duration` ms (at once when 0)."""
        if self._anim is not None:
            self._anim.stop()
        if duration <= 0:
            self.setPos(target)
            self.setZValue(self.zValue() if self.zValue() < 1000 else 10)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(duration)
        anim.setStartValue(self.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: self.setZValue(10))
        self._anim = anim
        anim.start()


class CardItem(DraggableItem):
    """A city card (or the back of one, when `city` is None), big or small; emits `hovered` when pointed at."""

    lit = Drawn[bool]()  # lit up as a legal choice
    selected_card = Drawn[bool]()  # marked as the chosen card
    caption = Drawn[str]()  # shown on the card (the deck's count)

    def __init__(
        self,
        city: int | None,
        name: str,
        land: str,
        land_colour: str,
        small: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.city = city
        self.name = name
        self.land = land
        self.colour = QColor(land_colour)
        self.small = small
        self.w, self.h = (theme.SMALL_W, theme.SMALL_H) if small else (theme.CARD_W, theme.CARD_H)
        self.lit = False
        self.selected_card = False
        self.caption = ""
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        r = 7 if not self.small else 5
        # shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(rounded(rect.translated(2, 3), r))
        if self.city is None:
            self._paint_back(painter, rect, r)
        else:
            self._paint_face(painter, rect, r)
        if self.lit or self.selected_card:
            colour = theme.HIGHLIGHT if (self.selected_card or self._hover) else theme.LEGAL
            painter.setPen(QPen(colour, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(rounded(rect.adjusted(-1, -1, 1, 1), r + 1))

    def _paint_back(self, painter: QPainter, rect: QRectF, r: float) -> None:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#7b2d26"))
        grad.setColorAt(1, QColor("#4a1915"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#e9d8a6"), 2))
        painter.drawPath(rounded(rect, r))
        painter.setPen(QPen(QColor(233, 216, 166, 120), 1))
        painter.drawPath(rounded(rect.adjusted(6, 6, -6, -6), r - 2))
        emblem = QRectF(self.w * 0.14, self.h * 0.12, self.w * 0.72, self.w * 0.72)
        paint_post_horn(painter, emblem, QColor("#e9d8a6"))
        painter.setPen(QColor("#e9d8a6"))
        if self.caption:
            painter.setFont(theme.font(17 if not self.small else 14, True))
            below = rect.adjusted(0, self.h * 0.62, 0, -self.h * 0.06)
            painter.drawText(below, Qt.AlignmentFlag.AlignCenter, self.caption)

    def name_rect(self) -> QRectF:
        """Where the city's name is written: under the shield on a big card (room for two lines), below the band on a
        small one."""
        if self.small:
            m = SMALL_CARD_MARGIN
            return QRectF(m, self.h * 0.22, self.w - 2 * m, self.h * 0.76)
        return QRectF(CARD_MARGIN, self.h * 0.55, self.w - 2 * CARD_MARGIN, self.h * 0.44)

    def land_rect(self) -> QRectF:
        """The coloured band, where a big card names the land (two lines when long; a small one shows the land by
        colour only)."""
        if self.small:
            return QRectF(SMALL_CARD_MARGIN, 0, self.w - 2 * SMALL_CARD_MARGIN, self.h * 0.20)
        top = CARD_MARGIN - 2  # two lines of a long land name fill the band: above them the card's rounded corner
        return QRectF(CARD_MARGIN, top, self.w - 2 * CARD_MARGIN, self.h * 0.36 - top)

    def _paint_face(self, painter: QPainter, rect: QRectF, r: float) -> None:
        card = rounded(rect, r)
        painter.setBrush(theme.PAPER)
        painter.setPen(QPen(QColor("#8a7a5a"), 1.2))
        painter.drawPath(card)
        band = self.land_rect()
        painter.save()
        painter.setClipPath(card)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRect(QRectF(0, 0, self.w, band.bottom()))
        painter.restore()
        if not self.small:
            painter.setPen(theme.text_on(self.colour))
            font, text = land_layout(self.land, band)
            painter.setFont(font)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
            self._paint_shield(painter)
        painter.setPen(theme.INK)
        name_rect = self.name_rect()
        font, flags, text = name_layout(self.name, name_rect, self.small)
        painter.setFont(font)
        painter.drawText(name_rect, flags, text)

    def _paint_shield(self, painter: QPainter) -> None:
        """A simple coat of arms in the land's colour, between the band and the name."""
        cx, cy = self.w / 2, self.h * 0.43
        s = self.w * 0.62 * 0.11
        shield = QPainterPath()
        shield.moveTo(cx - s, cy - s)
        shield.lineTo(cx + s, cy - s)
        shield.lineTo(cx + s, cy + s * 0.2)
        shield.quadTo(cx + s, cy + s * 1.1, cx, cy + s * 1.4)
        shield.quadTo(cx - s, cy + s * 1.1, cx - s, cy + s * 0.2)
        shield.closeSubpath()
        painter.setBrush(self.colour.darker(115))
        painter.setPen(QPen(theme.INK, 1))
        painter.drawPath(shield)


def _fits(font: QFont, rect: QRectF, flags: int, text: str) -> bool:
    used = QFontMetricsF(font).boundingRect(rect, flags, text)
    return used.width() <= rect.width() + 0.5 and used.height() <= rect.height() + 0.5


def name_layout(name: str, rect: QRectF, small: bool) -> tuple[QFont, int, str]:
    """How a city's name is written in `rect` of a card: the font, the alignment and the text. Serif, else condensed
    serif, as large as fits from the card's size down to READABLE_TEXT_PX; a name of several words may take two
    lines, and a long one breaks at a marked syllable with a hyphen. A name that fits none of these is written at
    that size all the same: the text-fit test reports it."""
    one_line = int(Qt.AlignmentFlag.AlignCenter)
    wrapped = one_line | int(Qt.TextFlag.TextWordWrap)
    families = (fonts.SERIF, fonts.SERIF_CONDENSED)
    for px in range(18 if small else 17, READABLE_TEXT_PX - 1, -1):
        for flags in (one_line, wrapped) if " " in name else (one_line,):
            for family in families:
                font = theme.font(px, True, family)
                if _fits(font, rect, flags, name):
                    return font, flags, name
    for px in range(17, READABLE_TEXT_PX - 1, -1):
        for text in hyphenation.two_lines(name):
            for family in families:
                font = theme.font(px, True, family)
                if _fits(font, rect, one_line, text):
                    return font, one_line, text
    return theme.font(READABLE_TEXT_PX, True, fonts.SERIF_CONDENSED), one_line, name


def land_layout(land: str, rect: QRectF) -> tuple[QFont, str]:
    """The font and the text of a land's name in a big card's band: sans, else condensed sans, as large as fits, down
    to READABLE_TEXT_PX; a long name breaks at a marked syllable over two lines instead of shrinking further."""
    centre = int(Qt.AlignmentFlag.AlignCenter)
    for text in (land, *hyphenation.two_lines(land)):
        for px in range(17, READABLE_TEXT_PX - 1, -1):
            for family in (fonts.SANS, fonts.SANS_CONDENSED):
                font = theme.font(px, False, family)
                if _fits(font, rect, centre, text):
                    return font, text
    return theme.font(READABLE_TEXT_PX, False, fonts.SANS_CONDENSED), land


class DropZone(QGraphicsObject):
    """A place a card or a house may be dropped on; lights up when the drop would be legal."""

    clicked = Signal(object)
    lit = Drawn[bool]()
    hot = Drawn[bool]()  # a dragged item is over this lit zone: it glows brighter

    def __init__(self, key: str, rect: QRectF, label: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.rect = rect
        self.label = label
        self.lit = False
        self.hot = False
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_lit(self, lit: bool) -> None:
        """Light up as a place where the dragged or chosen item may go."""
        self.lit, self.hot = lit, False

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.isVisible():
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = theme.LEGAL if self.lit else QColor(255, 255, 255, 90)
        pen = QPen(colour, 3 if self.lit else 1.5, Qt.PenStyle.SolidLine if self.lit else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(124, 252, 154, 120 if self.hot else 50) if self.lit else QColor(255, 255, 255, 12))
        painter.drawPath(rounded(self.rect, 8))
        if self.label:
            painter.setPen(QColor(255, 255, 255, 220 if self.lit else 150))
            painter.setFont(theme.font(theme.TEXT_FLOOR))
            painter.drawText(
                self.rect.adjusted(4, 4, -4, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label
            )


class HouseToken(DraggableItem):
    """A player's house, drawn with the player's colour and mark."""

    def __init__(self, colour: str, mark: str, size: float = 22.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(theme.PLAYER_COLOURS[colour])
        self.mark = mark
        self.size = size
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        s = self.size * 1.3
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 5, s + 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.draggable and not self.dragging:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            glow = QColor(theme.LEGAL)
            glow.setAlpha(90)
            painter.setPen(QPen(theme.LEGAL, 2))
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), self.size * 0.62, self.size * 0.62)
        paint_house(painter, self.colour, self.mark, self.size, QPointF(0, 0))


def paint_house(painter: QPainter, colour: QColor, mark: str, size: float, at: QPointF) -> None:
    """Draw one house with its player's mark at `at`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(at)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(theme.house_path(size).translated(1.2, 1.8))
    painter.setBrush(colour)
    painter.setPen(QPen(QColor("#1d1d1d"), 1.2))
    painter.drawPath(theme.house_path(size))
    painter.setBrush(theme.text_on(colour))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(theme.mark_path(mark, size * 0.38).translated(0, size * 0.18))
    painter.restore()


def fitted_font(
    text: str, rect: QRectF, flags: Qt.AlignmentFlag | int, px: int, bold: bool = False, floor: int = theme.TEXT_FLOOR
) -> QFont:
    """The sans (else condensed sans) font in which `text` fits `rect`: `px` pixels, made smaller down to `floor`
    (the table's floor unless given; longer translations must not be clipped; the text-fit test finds any that still
    do not fit)."""
    floor = max(floor, theme.TEXT_FLOOR)
    for size in range(max(px, floor), floor - 1, -1):
        for family in (fonts.SANS, fonts.SANS_CONDENSED):
            font = theme.font(size, bold, family)
            if _fits(font, rect, int(flags), text):
                return font
    return theme.font(floor, bold, fonts.SANS_CONDENSED)
