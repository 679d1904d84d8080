"""The map, drawn from the board data: land regions, roads, land names and city plates with houses."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from thurntaxis.rules import Board
from thurntaxis.ui import theme
from thurntaxis.ui.items import paint_house, rounded
from thurntaxis.ui.texts import city_name, land_name

MAP_RECT = QRectF(0, 0, 1040, 730)
_MARGIN_X, _MARGIN_Y = 70.0, 48.0
_REACH = 175.0  # how far a land's region reaches from its cities


def city_point(board: Board, city: int) -> QPointF:
    """Where a city's plate sits on the map."""
    x, y = board.city_xy[city]
    w = MAP_RECT.width() - 2 * _MARGIN_X
    h = MAP_RECT.height() - 2 * _MARGIN_Y
    return QPointF(MAP_RECT.left() + _MARGIN_X + x * w, MAP_RECT.top() + _MARGIN_Y + y * h)


def _voronoi_cell(points: list[QPointF], i: int, bounds: QRectF) -> QPolygonF:
    """The part of `bounds` nearer to points[i] than to any other point (clipping by half-planes)."""
    poly = [bounds.topLeft(), bounds.topRight(), bounds.bottomRight(), bounds.bottomLeft()]
    p = points[i]
    for j, q in enumerate(points):
        if j == i:
            continue
        mx, my = (p.x() + q.x()) / 2, (p.y() + q.y()) / 2
        nx, ny = q.x() - p.x(), q.y() - p.y()

        def inside(v: QPointF, mx: float = mx, my: float = my, nx: float = nx, ny: float = ny) -> float:
            return (v.x() - mx) * nx + (v.y() - my) * ny

        out: list[QPointF] = []
        for k in range(len(poly)):
            a, b = poly[k], poly[(k + 1) % len(poly)]
            da, db = inside(a), inside(b)
            if da <= 0:
                out.append(a)
            if (da < 0 < db) or (db < 0 < da):
                t = da / (da - db)
                out.append(QPointF(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y())))
        poly = out
        if not poly:
            break
    return QPolygonF(poly)


class CityItem(QGraphicsObject):
    """A city's plate on the map, with the houses on it; a click or a house dropped here is an intent."""

    clicked = Signal(int)

    def __init__(self, board: Board, city: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.city = city
        self.name = city_name(board, city)
        self.colour = QColor(theme.LAND_COLOURS[board.city_land[city]])
        font = QFont("DejaVu Sans", 9, QFont.Weight.Bold)
        self._font = font
        width = QFontMetricsF(font).horizontalAdvance(self.name) + 18
        self.rect = QRectF(-width / 2, -13, width, 26)
        self.houses: list[tuple[str, str]] = []  # (colour, mark) per player with a house here
        self.lit = False
        self.preview = False  # lit as part of a house option being looked at
        self.in_route = False
        self.setPos(city_point(board, city))
        self.setZValue(20)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 30)

    def set_state(self, houses: list[tuple[str, str]], lit: bool, in_route: bool) -> None:
        """Show the houses on the city, whether it can take a house now, and whether it is in the route."""
        if (houses, lit, in_route) != (self.houses, self.lit, self.in_route):
            self.houses, self.lit, self.in_route = houses, lit, in_route
            self.update()

    def set_preview(self, on: bool) -> None:
        """Light up as part of the house option being looked at."""
        if on != self.preview:
            self.preview = on
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.city)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.lit or self.preview:
            glow = theme.LEGAL if self.lit else theme.HIGHLIGHT
            painter.setPen(Qt.PenStyle.NoPen)
            for k, alpha in ((9, 60), (6, 90), (3, 140)):
                c = QColor(glow)
                c.setAlpha(alpha)
                painter.setBrush(c)
                painter.drawPath(rounded(r.adjusted(-k, -k, k, k), 8 + k))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(rounded(r.translated(1.5, 2.5), 7))
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#ffffff") if self.in_route else QColor("#3b2f22"), 3 if self.in_route else 1.4))
        painter.drawPath(rounded(r, 7))
        painter.setPen(theme.text_on(self.colour))
        painter.setFont(self._font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.name)
        n = len(self.houses)
        for k, (colour, mark) in enumerate(self.houses):
            x = (k - (n - 1) / 2) * 19
            paint_house(painter, QColor(theme.PLAYER_COLOURS[colour]), mark, 17, QPointF(x, r.bottom() + 12))


class MapPainting(QGraphicsItem):
    """The static map in one item (regions, roads, land names), cached as one picture for fast repaints."""

    def __init__(self) -> None:
        super().__init__()
        self.layers: list[tuple[QPainterPath, QPen, QBrush]] = []
        self.labels: list[tuple[str, QFont, QRectF, QColor]] = []
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return MAP_RECT.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for path, pen, brush in self.layers:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)
        for text, font, rect, colour in self.labels:
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def build_map(scene: QGraphicsScene, board: Board) -> list[CityItem]:
    """Add the static map (regions, roads, names) and the city plates to `scene`; return the plates."""
    painting = MapPainting()
    no_brush = QBrush(Qt.BrushStyle.NoBrush)
    painting.layers.append((rounded(MAP_RECT, 18), QPen(QColor("#5b4a32"), 6), QBrush(QColor("#cfe3ea"))))

    points = [city_point(board, c) for c in range(board.city_count)]
    bounds = MAP_RECT.adjusted(6, 6, -6, -6)
    clip = QPainterPath()
    clip.addRoundedRect(bounds, 14, 14)
    regions: list[tuple[str, QPainterPath, QColor]] = []
    for land, mask in enumerate(board.land_mask):
        region = QPainterPath()
        for c in board.cities_of(mask):
            cell = QPainterPath()
            cell.addPolygon(_voronoi_cell(points, c, bounds))
            cell.closeSubpath()
            reach = QPainterPath()
            reach.addEllipse(points[c], _REACH, _REACH * 0.8)
            region = region.united(cell.intersected(reach))
        region = region.intersected(clip).simplified()
        colour = QColor(theme.LAND_COLOURS[land])
        fill = QColor(colour)
        fill.setAlpha(150)
        painting.layers.append((region, QPen(colour.darker(150), 2.2, Qt.PenStyle.DashDotLine), QBrush(fill)))
        regions.append((land_name(board, land), region, colour))

    roads = []
    for a, b in board.graph.edges():
        path = QPainterPath(points[a])
        mid = (points[a] + points[b]) / 2
        dx, dy = points[b].x() - points[a].x(), points[b].y() - points[a].y()
        length = math.hypot(dx, dy) or 1.0
        bend = 0.06 * length * (1 if (a + b) % 2 else -1)
        path.quadTo(mid + QPointF(-dy / length * bend, dx / length * bend), points[b])
        roads.append(path)
    for pen in (QPen(theme.ROAD, 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
                QPen(QColor("#f3e6c8"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
                QPen(theme.ROAD, 2, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)):
        for path in roads:
            painting.layers.append((path, pen, no_brush))

    cities = [CityItem(board, c) for c in range(board.city_count)]
    taken = [item.sceneBoundingRect().adjusted(-4, -4, 4, 4) for item in cities]
    for text, region, colour in regions:
        label = _land_label(text, region, colour, taken)
        taken.append(label[2])
        painting.labels.append(label)
    scene.addItem(painting)
    for item in cities:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        scene.addItem(item)
    return cities


def _land_label(text: str, region: QPainterPath, colour: QColor,
                taken: list[QRectF]) -> tuple[str, QFont, QRectF, QColor]:
    """Place a land's name inside its region, near its middle, clear of city plates and other names."""
    text = text.upper()
    ink = colour.darker(230)
    ink.setAlpha(170)
    centre = region.boundingRect().center()
    fallback: tuple[str, QFont, QRectF, QColor] | None = None
    for size, inside in ((14, True), (11, True), (9, True), (11, False)):
        font = QFont("DejaVu Serif", size, QFont.Weight.Bold)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 3 if size > 10 else 1.5)
        metrics = QFontMetricsF(font)
        w, h = metrics.horizontalAdvance(text) + 6, metrics.height()
        for radius in range(0, 260, 10):
            for k in range(16 if radius else 1):
                angle = 2 * math.pi * k / 16
                p = centre + QPointF(radius * math.cos(angle), radius * 0.7 * math.sin(angle))
                rect = QRectF(p.x() - w / 2, p.y() - h / 2, w, h)
                clear = not any(rect.intersects(t) for t in taken)
                if clear and (region.contains(rect) or (not inside and region.contains(p))):
                    return text, font, rect, ink
        if fallback is None:
            fallback = (text, font, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), ink)
    assert fallback is not None
    return fallback
