"""The items of the Carcassonne table: placed tiles, followers, lit squares and segments, the dragged tile and
follower, and glows (the tray with the drawn tile and the supply is `tray.py`). Items only draw; the interactions
(`thurntaxis.kit.interaction`) read the input."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.ui.pieces import COLOURS, follower_path, lies, paint_follower, paint_place
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE, UNIT
from thurntaxis.carcassonne.ui.tilepaint import paint_segments, paint_tile, segment_anchor

FITS = QColor("#7cfc9a")
MISFITS = QColor("#ff5a4a")
LIT = QColor(255, 236, 140)
GLOW = QColor("#ffd54a")

Z_TILE, Z_SQUARE, Z_OVERLAY, Z_SEGMENTS, Z_FOLLOWER, Z_GHOST, Z_FLOAT, Z_TRAY = 0, 1, 2, 3, 4, 6, 7, 10


MIN_FOLLOWER_PX = 19.0  # the least size of a follower on the screen (its figure is then about 18 pixels tall)
MIN_TARGET_PX = 28.0  # the least size of a place to click for a follower
TARGET_SIZE = FOLLOWER_SIZE * 1.15  # a place's size (its target to click) in tile units at ordinary zooms
PLACE_FIGURE = 0.8  # a place's follower outline is this much of its target's size: small, the tile shows round it


def view_scale(scene: QGraphicsScene | None) -> float:
    """The scale (pixels per scene unit) the first view of `scene` shows it at; 1 without one."""
    views = scene.views() if scene is not None else []
    return views[0].transform().m11() if views else 1.0


def follower_size(scale: float) -> float:
    """A follower's size in scene units when the view shows the scene at `scale`."""
    return max(FOLLOWER_SIZE, MIN_FOLLOWER_PX / scale) if scale > 0 else FOLLOWER_SIZE


def target_size(scale: float) -> float:
    """A place's size (its target to click, a disc about its follower's outline) in scene units at `scale`."""
    return max(TARGET_SIZE, MIN_TARGET_PX / scale) if scale > 0 else TARGET_SIZE


def square_rect(x: int, y: int) -> QRectF:
    """The scene rectangle of the square (x, y)."""
    return QRectF(x * UNIT, y * UNIT, UNIT, UNIT)


class TileItem(QGraphicsItem):
    """A placed tile."""

    def __init__(self, x: int, y: int, tile: int, rotation: int) -> None:
        super().__init__()
        self.square = (x, y)
        self.tile, self.turns = tile, rotation
        self.setPos(x * UNIT, y * UNIT)
        self.setZValue(Z_TILE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the background pans through tiles

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, UNIT, UNIT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        picture = tile_pixmap(self.tile, self.turns, painter)
        if picture is None:
            paint_tile(painter, QRectF(0, 0, UNIT, UNIT), self.tile, self.turns)
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(QRectF(0, 0, UNIT, UNIT), picture, QRectF(picture.rect()))
        if self.square == (0, 0):
            paint_start_mark(painter)


def paint_start_mark(painter: QPainter) -> None:
    """The start tile's mark in its top left corner, a compass star (the log says where tiles lie from it)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre, r = QPointF(UNIT * 0.12, UNIT * 0.12), UNIT * 0.075
    painter.setPen(QPen(QColor("#2b2118"), UNIT * 0.012))
    painter.setBrush(QColor("#f3ecda"))
    painter.drawEllipse(centre, r, r)
    star = QPainterPath()
    for k in range(8):  # four long points (north, east, south, west) and four short ones between
        reach = r * (0.8 if k % 2 == 0 else 0.3)
        angle = math.pi / 4 * k - math.pi / 2
        point = centre + QPointF(math.cos(angle) * reach, math.sin(angle) * reach)
        if k == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#8a2f22"))
    painter.drawPath(star)
    painter.restore()


MAX_CACHED_PX = 360  # tiles drawn larger than this are painted afresh (few are on the screen then)


def _device_scale(painter: QPainter) -> float:
    """Device pixels per item unit as `painter` draws now."""
    t = painter.worldTransform()
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    return math.hypot(t.m11(), t.m12()) * ratio


def tile_pixmap(tile: int, rotation: int, painter: QPainter) -> QPixmap | None:
    """The tile as a picture at the size `painter` draws a tile now (kept in Qt's pixmap cache: a full board of 72
    tiles repaints quickly when it scrolls or a follower moves), or None where a picture is not worth it."""
    if painter.worldTransform().isRotating():
        return None
    px = round(UNIT * _device_scale(painter))
    if not 4 <= px <= MAX_CACHED_PX:
        return None
    key = f"carcassonne-tile-{tile}-{rotation}-{px}"
    found = QPixmap()
    if QPixmapCache.find(key, found):
        return found
    made = QPixmap(px, px)
    made.fill(Qt.GlobalColor.transparent)
    inner = QPainter(made)
    paint_tile(inner, QRectF(0, 0, px, px), tile, rotation)
    inner.end()
    QPixmapCache.insert(key, made)
    return made


class FollowerItem(QGraphicsItem):
    """A follower on the board: it stands (robber, knight, monk) or lies (farmer). `anchor` is its place on the
    tile; zoomed far out it grows to a least size on the screen and may stand a little beside it
    (`thurntaxis.carcassonne.ui.readable`)."""

    def __init__(self, at: QPointF, colour: str, lying: bool, key: int) -> None:
        super().__init__()
        self.colour, self.lying, self.key = colour, lying, key
        self.anchor = QPointF(at)
        self.size = FOLLOWER_SIZE
        self.setPos(at)
        self.setZValue(Z_FOLLOWER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, size: float) -> None:
        """Draw the figure `size` tall (scene units)."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def figure_rect(self) -> QRectF:
        """The box the figure itself takes (item coordinates), its outline and shadow left out."""
        return follower_path(self.size, self.lying).boundingRect()

    def boundingRect(self) -> QRectF:
        margin = self.size * 0.14
        return self.figure_rect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        scale = _device_scale(painter)
        px = round(box.width() * scale), round(box.height() * scale)
        if not 4 <= max(px) <= MAX_CACHED_PX:
            paint_follower(painter, QPointF(0, 0), self.size, self.colour, self.lying)
            return
        key = f"carcassonne-follower-{self.colour}-{self.lying}-{px}-{self.size * scale:.2f}"
        picture = QPixmap()
        if not QPixmapCache.find(key, picture):  # the halo and shadow cost: a board of followers repaints fast
            picture = QPixmap(*px)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            inner.scale(px[0] / box.width(), px[1] / box.height())
            inner.translate(-box.topLeft())
            paint_follower(inner, QPointF(0, 0), self.size, self.colour, self.lying)
            inner.end()
            QPixmapCache.insert(key, picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(box, picture, QRectF(picture.rect()))


class SquareItem(QGraphicsItem):
    """An empty square where the drawn tile fits in some rotation: lit; `hot` while the dragged tile is over it
    (green when it fits in the current rotation, red when not)."""

    def __init__(self, x: int, y: int) -> None:
        super().__init__()
        self.square = (x, y)
        self.hot: bool | None = None  # None: not under the tile; True: fits; False: does not
        self.hint = False
        self.setPos(x * UNIT, y * UNIT)
        self.setZValue(Z_SQUARE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, UNIT, UNIT)

    def set_hot(self, hot: bool | None) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = LIT if self.hot is None else FITS if self.hot else MISFITS
        wash = QColor(colour)
        wash.setAlpha(95 if self.hot is None else 130)
        painter.setBrush(wash)
        style = Qt.PenStyle.DashLine if self.hot is None else Qt.PenStyle.SolidLine
        pen = QPen(colour, 3.0 if self.hint else 2.5, style)
        painter.setPen(pen)
        painter.drawRoundedRect(QRectF(4, 4, UNIT - 8, UNIT - 8), 6, 6)
        if self.hint:
            painter.setPen(QPen(GLOW, 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, UNIT - 4, UNIT - 4), 8, 8)


class SegmentsItem(QGraphicsItem):
    """The places on the tile just placed where a follower may go, each a small follower's outline in the player's
    colour on its feature, light so that the tile reads under it (a target to click, a disc about it); the one
    pointed at, dragged onto or hinted (`hot`) is the follower itself, its feature lit in the player's colour.
    Zoomed far out the targets keep a least size on the screen and stand apart (`set_places`)."""

    def __init__(self, x: int, y: int, tile: int, rotation: int, names: list[str], colour: str) -> None:
        super().__init__()
        self.square = (x, y)
        self.tile, self.turns, self.names, self.colour = tile, rotation, names, colour
        self.hot: str | None = None
        self.places = {name: self.anchor(name) for name in names}
        self.place_size = TARGET_SIZE
        self.figure_size = TARGET_SIZE * PLACE_FIGURE
        self.setPos(x * UNIT, y * UNIT)
        self.setZValue(Z_SEGMENTS)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # a click here chooses, it does not pan

    def anchor(self, name: str) -> QPointF:
        """Where a follower on place `name` stands on the tile (item coordinates)."""
        return segment_anchor(self.tile, self.turns, name)

    def set_places(self, at: list[QPointF], size: float, figure: float) -> None:
        """Put the targets' middles at `at` (one per name), `size` across, their followers' outlines `figure` tall."""
        self.prepareGeometryChange()
        self.places = dict(zip(self.names, at, strict=True))
        self.place_size, self.figure_size = size, figure

    def target_rect(self, name: str) -> QRectF:
        """The disc of place `name` (item coordinates)."""
        half = self.place_size / 2
        return QRectF(self.places[name] - QPointF(half, half), self.places[name] + QPointF(half, half))

    def target_at(self, local: QPointF) -> str | None:
        """The place whose disc holds `local` (item coordinates), the nearest if several."""
        half = self.place_size / 2
        near = [
            (QPointF.dotProduct(at - local, at - local), name)
            for name, at in self.places.items()
            if QPointF.dotProduct(at - local, at - local) <= half * half
        ]
        return min(near)[1] if near else None

    def boundingRect(self) -> QRectF:
        rect = QRectF(0, 0, UNIT, UNIT)
        for name in self.names:
            margin = self.place_size * 0.12  # (the follower pointed at is drawn a little larger)
            rect = rect.united(self.target_rect(name).adjusted(-margin, -margin, margin, margin))
        return rect

    def set_hot(self, name: str | None) -> None:
        if name != self.hot:
            self.hot = name
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.hot is not None:  # its feature lit, lightly: the tile reads under it
            painter.setOpacity(0.55)
            rect = QRectF(0, 0, UNIT, UNIT)
            paint_segments(painter, rect, self.tile, self.turns, [self.hot], QColor(COLOURS[self.colour]))
            painter.setOpacity(1.0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A target moved off its place (zoomed far out) keeps a thin line to it.
        painter.setPen(QPen(QColor(20, 20, 20, 200), self.place_size * 0.05))
        for name in self.names:
            if (self.places[name] - self.anchor(name)).manhattanLength() > 1:
                painter.drawLine(self.anchor(name), self.places[name])
        for name in sorted(self.names, key=lambda n: n == self.hot):  # (the hot one drawn last, over the others)
            hot = name == self.hot
            size = self.figure_size * (1.15 if hot else 1.0)
            paint_place(painter, self.places[name], size, self.colour, lies(name), hot=hot)


class GhostTile(QGraphicsObject):
    """The drawn tile while it is dragged, at the size of the board's tiles; its rim says whether it fits."""

    def __init__(self, tile: int, rotation: int) -> None:
        super().__init__()
        self.tile, self.turns = tile, rotation
        self.fit: bool | None = None
        self.setZValue(Z_GHOST)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, UNIT + 12, UNIT + 12)

    def set_look(self, rotation: int, fit: bool | None) -> None:
        if (rotation, fit) != (self.turns, self.fit):
            self.turns, self.fit = rotation, fit
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRect(QRectF(5, 6, UNIT, UNIT))
        painter.setOpacity(0.92)
        paint_tile(painter, QRectF(0, 0, UNIT, UNIT), self.tile, self.turns)
        painter.setOpacity(1.0)
        if self.fit is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FITS if self.fit else MISFITS, 5.0))
            painter.drawRect(QRectF(-2.5, -2.5, UNIT + 5, UNIT + 5))


class GhostFollower(QGraphicsObject):
    """A follower from the supply while it is dragged (a little larger than those on the board)."""

    def __init__(self, colour: str) -> None:
        super().__init__()
        self.colour = colour
        self.lying = False
        self.size = FOLLOWER_SIZE * 1.1
        self.setZValue(Z_GHOST)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            self.prepareGeometryChange()
            self.size = follower_size(view_scale(self.scene())) * 1.1
        return super().itemChange(change, value)

    def boundingRect(self) -> QRectF:
        s = self.size * 0.75
        return QRectF(-s, -s, 2 * s, 2 * s)

    def set_lying(self, lying: bool) -> None:
        if lying != self.lying:
            self.lying = lying
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_follower(painter, QPointF(0, 0), self.size, self.colour, self.lying)


class GlowItem(QGraphicsObject):
    """A feature's extent lit up: a scored feature's glow, the hovered feature, or a farm when farms are shown."""

    def __init__(
        self, path: QPainterPath, colour: QColor, alpha: int = 120, width: float = 4.0, z: float = Z_OVERLAY
    ) -> None:
        super().__init__()
        self.path, self.colour, self.alpha, self.width = path, colour, alpha, width
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-self.width, -self.width, self.width, self.width)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        wash = QColor(self.colour)
        wash.setAlpha(self.alpha)
        painter.setBrush(wash)
        painter.setPen(
            QPen(self.colour, self.width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.drawPath(self.path)
