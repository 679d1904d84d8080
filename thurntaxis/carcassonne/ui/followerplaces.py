"""The follower step as on the table: the places of the tile just laid (`PlaceTargets`, the scene's targets, small
follower outlines on the features themselves) and, for the place pointed at, dragged onto, carried to by keyboard
or hinted, what it is worth on a card beside the tile (`PlacePreview`), never over it.

The card keeps its size on the screen at every zoom (it ignores the view's transformation, as the tray does) and
stands right of the tile, left of it, below or above: on the side where it lies whole in the view, clear of the
tray, and covers the least of the board's tiles (right first where several do as well)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.rules import GameState, xy
from thurntaxis.carcassonne.rules.worth import worth
from thurntaxis.carcassonne.ui.items import Z_TRAY, SegmentsItem, TileItem, square_rect
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.worthshow import place_heading, worth_lines

Z_PREVIEW = Z_TRAY + 1
WIDTH = 230.0  # the card's width in pixels
PAD, GAP, LEADING = 9.0, 10.0, 3.0  # inside the card, between the card and the tile, between lines (pixels)
PAPER, INK = QColor("#f6efdd"), QColor("#2b2418")

Describe = Callable[[str], tuple[str, list[str]]]  # a place's name -> a heading and the lines of its worth


class PlacePreview(QGraphicsItem):
    """What a follower's place is worth: a heading ("A knight in this city") and a line for each thing the
    player weighs, on a card in the player's colour beside the tile just laid. Its coordinates are pixels."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_PREVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.heading, self.lines, self.colour = "", list[str](), "red"
        self.size = QSizeF(WIDTH, 0)
        self.side = ""  # where it stands: "right", "left", "below" or "above" the tile
        self.hide()

    def _fonts(self) -> tuple[QFont, QFont]:
        body = QFont(QApplication.font())
        bold = QFont(body)
        bold.setBold(True)
        return bold, body

    def _blocks(self) -> list[tuple[QFont, str, float]]:
        """Each text with its font and height (pixels), wrapped to the card's width."""
        bold, body = self._fonts()
        inner = QRectF(0, 0, WIDTH - 2 * PAD, 10_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        return [
            (font, text, QFontMetricsF(font).boundingRect(inner, flags, text).height())
            for font, text in ((bold, self.heading), *((body, line) for line in self.lines))
        ]

    def show_place(self, heading: str, lines: list[str], colour: str, tile: QRectF) -> None:
        """Say `heading` and `lines` for a place of the tile that lies on `tile` (scene rectangle)."""
        self.prepareGeometryChange()
        self.heading, self.lines, self.colour = heading, lines, colour
        blocks = self._blocks()
        self.size = QSizeF(WIDTH, 2 * PAD + sum(h for _f, _t, h in blocks) + LEADING * (len(blocks) - 1))
        self._stand_beside(tile)
        self.show()
        self.update()

    def _stand_beside(self, tile: QRectF) -> None:
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:  # (no view: right of the tile, a pixel a scene unit)
            self.side = "right"
            self.setPos(tile.right() + GAP, tile.center().y() - self.size.height() / 2)
            return
        view = views[0]
        seen = QRectF(view.viewport().rect())
        on_screen = QRectF(view.mapFromScene(tile).boundingRect())
        tray = view.tray_rect() if hasattr(view, "tray_rect") else None
        w, h = self.size.width(), self.size.height()

        def clamp(low: float, value: float, high: float) -> float:
            return max(low, min(value, high)) if high >= low else low

        y = clamp(seen.top() + 4, on_screen.center().y() - h / 2, seen.bottom() - 4 - h)
        x = clamp(seen.left() + 4, on_screen.center().x() - w / 2, seen.right() - 4 - w)
        sides = {
            "right": QPointF(on_screen.right() + GAP, y),
            "left": QPointF(on_screen.left() - GAP - w, y),
            "below": QPointF(x, on_screen.bottom() + GAP),
            "above": QPointF(x, on_screen.top() - GAP - h),
        }

        def cost(side: str) -> tuple[bool, float, int]:
            """Out of the view or over the tray first, then how much of the board's tiles it would cover."""
            card = QRectF(sides[side], self.size)
            away = not seen.contains(card) or (tray is not None and card.intersects(tray))
            area = view.mapToScene(card.toRect()).boundingRect()
            covered = sum(_overlap(area, item.sceneBoundingRect()) for item in self._tiles_under(area))
            return away, covered, list(sides).index(side)

        chosen = min(sides, key=cost)
        self.side = chosen
        self.setPos(view.mapToScene(sides[chosen].toPoint()))

    def _tiles_under(self, area: QRectF) -> list[QGraphicsItem]:
        scene = self.scene()
        return [i for i in scene.items(area) if isinstance(i, TileItem)] if scene is not None else []

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size).adjusted(-3, -3, 4, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(QPointF(0, 0), self.size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(card.translated(2, 3), 8, 8)
        path = QPainterPath()
        path.addRoundedRect(card, 8, 8)
        painter.setBrush(PAPER)
        painter.setPen(QPen(QColor(COLOURS[self.colour]), 2.5))
        painter.drawPath(path)
        painter.setPen(INK)
        top = PAD
        for font, text, height in self._blocks():
            painter.setFont(font)
            painter.drawText(QRectF(PAD, top, WIDTH - 2 * PAD, height), int(Qt.TextFlag.TextWordWrap), text)
            top += height + LEADING


def _overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return both.width() * both.height() if both.isValid() else 0.0


class PlaceTargets(SegmentsItem):
    """The scene's places for a follower (`SegmentsItem`) that say, beside the tile, what the hot one is worth."""

    def __init__(self, state: GameState, names: list[str], colour: str, describe: Describe) -> None:
        x, y = xy(state.last)
        o = state.board[state.last]
        super().__init__(x, y, o.tile, o.rotation, names, colour)
        self.describe = describe
        self.preview = PlacePreview()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange:  # the card comes and goes with the places
            old = self.scene()
            if old is not None and self.preview.scene() is old:
                old.removeItem(self.preview)
            if isinstance(value, QGraphicsScene):
                value.addItem(self.preview)
        return super().itemChange(change, value)

    def set_hot(self, name: str | None) -> None:
        super().set_hot(name)
        if name is None or name not in self.names:
            self.preview.hide()
            return
        heading, lines = self.describe(name)
        self.preview.show_place(heading, lines, self.colour, square_rect(*self.square))


def place_targets(state: GameState, names: list[str], colour: str) -> PlaceTargets:
    """The places `names` of the tile just laid in `state`, for a follower of `colour`, each said with its worth."""
    o = state.board[state.last]

    def describe(name: str) -> tuple[str, list[str]]:
        value = worth(state, state.last * 16 + o.names.index(name))
        return place_heading(value.kind), worth_lines(value)

    return PlaceTargets(state, names, colour, describe)


__all__ = ["PlacePreview", "PlaceTargets", "place_targets"]
