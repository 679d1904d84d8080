"""The map's geometry, from the board data: where cities sit, the lands' regions, the roads' curves and where each
land's name is written. Pure geometry (Qt's painter paths), no items and no painting."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPainterPathStroker, QPolygonF, QTransform

from thurntaxis.taxis.rules import Board

MAP_RECT = QRectF(0, 0, 1040, 730)
_MARGIN_X, _MARGIN_Y = 70.0, 48.0
ROAD_WIDTH = 10.0
LABEL_MARGIN = 8.0  # a land's name keeps this far from the map's frame
LABEL_SIZES = (19, 16, 15, 14)  # pixels of the table, largest first; 14 is the table's floor for every text
# (size, angle) in the order tried: large and level first, then large and turned, then smaller
_LABEL_TRIES = [
    (size, angle)
    for group in ((19, 16), (15, 14))
    for angle in (0, -15, 15, -30, 30, -45, 45, -60, 60, -75, 75, 90)
    for size in group
]


def city_point(board: Board, city: int) -> QPointF:
    """Where a city's plate sits on the map."""
    return _to_map(*board.city_xy[city])


def _cell(points: Sequence[QPointF], i: int, bounds: QRectF) -> QPolygonF:
    """The part of `bounds` nearer to points[i] than to any other point (clipping by half-planes)."""
    poly = [bounds.topLeft(), bounds.topRight(), bounds.bottomRight(), bounds.bottomLeft()]
    p = points[i]
    for j, q in enumerate(points):
        if j == i:
            continue
        nx, ny = q.x() - p.x(), q.y() - p.y()
        limit = (q.x() ** 2 + q.y() ** 2 - p.x() ** 2 - p.y() ** 2) / 2

        def beyond(v: QPointF, nx: float = nx, ny: float = ny, limit: float = limit) -> float:
            return v.x() * nx + v.y() * ny - limit

        out: list[QPointF] = []
        for k in range(len(poly)):
            a, b = poly[k], poly[(k + 1) % len(poly)]
            da, db = beyond(a), beyond(b)
            if da <= 0:
                out.append(a)
            if (da < 0 < db) or (db < 0 < da):
                t = da / (da - db)
                out.append(QPointF(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y())))
        poly = out
        if not poly:
            break
    return QPolygonF(poly)


# Places (in the board's 0..1 coordinates) that belong to a land besides its cities: the two small lands crossed
# by many roads reach a little further, into empty country, so their names have room. Data of the drawing only.
LAND_SEEDS: dict[str, tuple[tuple[float, float], ...]] = {
    "Württemberg": ((0.322, 0.476), (0.40, 0.445)),
    "Hohenzollern": ((0.256, 0.776), (0.15, 0.524)),
}


def _to_map(x: float, y: float) -> QPointF:
    w = MAP_RECT.width() - 2 * _MARGIN_X
    h = MAP_RECT.height() - 2 * _MARGIN_Y
    return QPointF(MAP_RECT.left() + _MARGIN_X + x * w, MAP_RECT.top() + _MARGIN_Y + y * h)


def land_regions(board: Board) -> list[QPainterPath]:
    """Each land's region, in land order: the map area nearer to one of its cities (or seeds) than to any other
    city or seed. Together the regions tile the map: no gap and no overlap."""
    points = [city_point(board, c) for c in range(board.city_count)]
    owners = [board.city_land[c] for c in range(board.city_count)]
    for land, name in enumerate(board.land_names):
        for x, y in LAND_SEEDS.get(name, ()):
            points.append(_to_map(x, y))
            owners.append(land)
    regions = [QPainterPath() for _ in board.land_mask]
    for i, land in enumerate(owners):
        path = QPainterPath()
        path.addPolygon(_cell(points, i, MAP_RECT))
        path.closeSubpath()
        regions[land] = regions[land].united(path)
    return [region.simplified() for region in regions]


CITY_CLEARANCE = 24.0  # a city keeps at least this far from its land's border (less towards the frame)


def cities_inside(board: Board, regions: Sequence[QPainterPath]) -> bool:
    """Whether every city lies well inside its own land's region."""
    frame = QPainterPath()
    frame.addRect(MAP_RECT)
    for city in range(board.city_count):
        around = QPainterPath()
        around.addEllipse(city_point(board, city), CITY_CLEARANCE, CITY_CLEARANCE * 0.6)
        if not regions[board.city_land[city]].contains(around.intersected(frame)):
            return False
    return True


def road_paths(board: Board) -> dict[tuple[int, int], QPainterPath]:
    """Each road's curve, keyed by its two cities (smaller first)."""
    points = [city_point(board, c) for c in range(board.city_count)]
    roads = {}
    for a, b in board.graph.edges():
        a, b = min(a, b), max(a, b)
        path = QPainterPath(points[a])
        mid = (points[a] + points[b]) / 2
        dx, dy = points[b].x() - points[a].x(), points[b].y() - points[a].y()
        length = math.hypot(dx, dy) or 1.0
        bend = 0.06 * length * (1 if (a + b) % 2 else -1)
        path.quadTo(mid + QPointF(-dy / length * bend, dx / length * bend), points[b])
        roads[(a, b)] = path
    return roads


def road_shapes(roads: dict[tuple[int, int], QPainterPath]) -> list[QPainterPath]:
    """The area each road covers on the map, with a little room on either side."""
    stroker = QPainterPathStroker()
    stroker.setWidth(ROAD_WIDTH + 4)
    return [stroker.createStroke(path) for path in roads.values()]


class LandLabel(NamedTuple):
    """A land's name on the map: drawn centred on `centre`, turned by `angle` degrees."""

    text: str
    font: QFont
    centre: QPointF
    angle: float
    size: QSizeF
    banner: bool = False  # written on a banner over roads (a land with no clear place)

    def outline(self) -> QPainterPath:
        """The area the name covers, in map coordinates."""
        box = QPainterPath()
        box.addRect(QRectF(-self.size.width() / 2, -self.size.height() / 2, self.size.width(), self.size.height()))
        return QTransform().translate(self.centre.x(), self.centre.y()).rotate(self.angle).map(box)


class MapLayout(NamedTuple):
    """The lands' regions and their names' places, for one set of names."""

    regions: list[QPainterPath]
    labels: list[LandLabel]


_layouts: dict[tuple[str, ...], MapLayout] = {}  # the same names always go to the same places


def map_layout(board: Board, names: Sequence[str], plates: Sequence[QRectF]) -> MapLayout:
    """Regions and name places: every land's name lies inside its region, clear of the city `plates` and of the
    other names, and crossed by no road; where roads leave no room (small lands crossed by many roads), the name is
    written on a banner laid over as few roads as can be."""
    key = tuple(names)
    known = _layouts.get(key)
    if known is not None:
        return known
    roads = _Shapes()
    for road in road_shapes(road_paths(board)):
        roads.add(road)
    regions = land_regions(board)
    taken = _Shapes()
    for rect in plates:
        path = QPainterPath()
        path.addRect(rect)
        taken.add(path)
    labels: list[LandLabel] = []
    for land, region in enumerate(regions):
        text = names[land].upper()
        label = _place(text, region, taken, roads) or _banner(text, region, taken, roads)
        taken.add(label.outline())
        labels.append(label)
    layout = MapLayout(regions, labels)
    _layouts[key] = layout
    return layout


def _label_font(px: int) -> QFont:
    font = QFont("DejaVu Serif")
    font.setPixelSize(px)
    font.setBold(True)
    font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 3 if px > 14 else 1.5)
    return font


def _label_size(font: QFont, text: str) -> QSizeF:
    metrics = QFontMetricsF(font)
    return QSizeF(metrics.horizontalAdvance(text) + 4, metrics.ascent() + 2)


def _place(text: str, region: QPainterPath, taken: _Shapes, roads: _Shapes) -> LandLabel | None:
    """The largest, most level place for `text` inside `region` that nothing crosses; None when there is none."""
    inner = _inner(region)
    for size, angle in _LABEL_TRIES:
        font = _label_font(size)
        label = _search(
            LandLabel(text, font, inner.center(), angle, _label_size(font, text)), region, taken, roads, inner
        )
        if label is not None:
            return label
    return None


def _banner(text: str, region: QPainterPath, taken: _Shapes, roads: _Shapes) -> LandLabel:
    """A banner for `text` inside `region`, clear of plates and names, where it covers the fewest roads (a finer
    search than for a clear place: this is for the one or two lands that have none)."""
    inner = _inner(region)
    best: tuple[int, LandLabel] | None = None
    for size in (15, 14):
        font = _label_font(size)
        box = _label_size(font, text)
        for angle in (0, -15, 15, -30, 30, -45, 45, -60, 60, -75, 75, 90):
            for label in _grid(LandLabel(text, font, inner.center(), angle, box, True), inner, 6):
                shape = label.outline()
                if _hits(shape, taken) or not region.contains(shape):
                    continue
                bounds = shape.boundingRect()
                cost = sum(1 for box, road in roads if box.intersects(bounds) and road.intersects(shape))
                if best is None or cost < best[0]:
                    best = (cost, label)
        if best is not None:
            return best[1]
    font = _label_font(LABEL_SIZES[-1])  # no land of the board comes here
    return LandLabel(text, font, inner.center(), 0, _label_size(font, text), True)


def _grid(label: LandLabel, inner: QRectF, step: int) -> Iterator[LandLabel]:
    """`label` at every `step` pixels where it stays within `inner`."""
    half_w, half_h = _half_extent(label)
    y = inner.top() + half_h
    while y <= inner.bottom() - half_h:
        x = inner.left() + half_w
        while x <= inner.right() - half_w:
            yield label._replace(centre=QPointF(x, y))
            x += step
        y += step


def _half_extent(label: LandLabel) -> tuple[float, float]:
    """Half the width and height of the label's upright bounding box."""
    turn = math.radians(label.angle)
    w, h = label.size.width(), label.size.height()
    return (
        (w * abs(math.cos(turn)) + h * abs(math.sin(turn))) / 2,
        (w * abs(math.sin(turn)) + h * abs(math.cos(turn))) / 2,
    )


def _inner(region: QPainterPath) -> QRectF:
    margin = LABEL_MARGIN
    return region.boundingRect().intersected(MAP_RECT.adjusted(margin, margin, -margin, -margin))


class _Shapes(list[tuple[QRectF, QPainterPath]]):
    """Paths with their bounding boxes worked out once (the label search tests thousands of places)."""

    def add(self, path: QPainterPath) -> None:
        self.append((path.boundingRect(), path))


def _hits(shape: QPainterPath, paths: _Shapes) -> bool:
    bounds = shape.boundingRect()
    return any(box.intersects(bounds) and path.intersects(shape) for box, path in paths)


def _spiral(label: LandLabel, inner: QRectF) -> Iterator[LandLabel]:
    """`label` moved outward in a spiral from its centre, as long as it stays within `inner`."""
    half_w, half_h = _half_extent(label)
    left, right = inner.left() + half_w, inner.right() - half_w
    top, bottom = inner.top() + half_h, inner.bottom() - half_h
    if left > right or top > bottom:
        return
    origin = label.centre
    for radius in range(0, int(max(inner.width(), inner.height())), 10):
        steps = max(1, radius // 8)
        for k in range(steps):
            a = 2 * math.pi * k / steps
            x, y = origin.x() + radius * math.cos(a), origin.y() + radius * 0.7 * math.sin(a)
            if left <= x <= right and top <= y <= bottom:
                yield label._replace(centre=QPointF(x, y))


def _search(label: LandLabel, region: QPainterPath, taken: _Shapes, roads: _Shapes, inner: QRectF) -> LandLabel | None:
    """`label` moved outward in a spiral from the middle of `inner` to the first place where it is clear."""
    for moved in _spiral(label, inner):
        shape = moved.outline()
        if not _hits(shape, taken) and not _hits(shape, roads) and region.contains(shape):
            return moved
    return None
