"""The shapes of a Carcassonne land tile, built from the model's tile data (`rules.tiles.ORIENTED`).

Everything lies in a unit tile of UNIT x UNIT (0..100, y grows south, N edge at y=0) as the tile lies on the table,
after its rotation. Each segment of the model (a road, a city, the monastery, a field) gets an *area* (to light it
up and to hit-test a click; the areas of one tile never overlap) and an *anchor* (where its follower stands or lies,
inside its area and clear of the other anchors). Segments are named by the model's notation (`road:ES`, `city:NW`,
`monastery`, `field:e2s1`), the name of the follower move that puts a follower there.

Shapes are made per side from a few canonical forms (a city cap on N, a corner city on N and W, ...) turned to the
sides the model names, so no second copy of the tile table is kept here. Fields are what is left between cities,
roads and the monastery, split where the roads split it; each piece is matched to the model's field by the edge
halves it touches, and a mismatch is an error, not a silent guess.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF, QTransform

from thurntaxis.carcassonne.rules.tiles import (
    HALVES,
    K_CITY,
    K_FIELD,
    K_MONASTERY,
    K_ROAD,
    LETTERS,
    ORIENTED,
    TILE_INDEX,
    Oriented,
)
from thurntaxis.carcassonne.ui.cityforms import city_form

UNIT = 100.0
HALF = UNIT / 2
ROAD_WIDTH = 13.0  # the road with its dark edges, in tile units
JUNCTION = QRectF(HALF - 9, HALF - 9, 18, 18)  # the little house where three or four roads end
MONASTERY = QRectF(32, 24, 36, 52)  # the monastery's ground: building, roof and cross (upright in every rotation)
SHIELD_SIZE = 16.0
FOLLOWER_SIZE = 24.0  # the followers' size on a tile, in tile units: their places are spaced for it
EDGE_INSET = 3.0  # how far inside an edge the edge samples lie (see `edge_sample`)


def rotate_point(point: QPointF, turns: int) -> QPointF:
    """`point` turned `turns` quarter turns clockwise about the tile's centre."""
    return _turn(turns).map(point)


def turn_transform(turns: int) -> QTransform:
    """The transform that turns unit-tile coordinates `turns` quarter turns clockwise about the tile's centre."""
    return _turn(turns)


def _turn(turns: int) -> QTransform:
    return QTransform().translate(HALF, HALF).rotate(90 * (turns % 4)).translate(-HALF, -HALF)


def _rotate_sides(mask: int, turns: int) -> int:
    turns %= 4
    return ((mask << turns) | (mask >> (4 - turns))) & 15


def _turns_to(canonical: int, mask: int) -> int:
    for turns in range(4):
        if _rotate_sides(canonical, turns) == mask:
            return turns
    raise ValueError(f"no turn of sides {canonical:04b} gives {mask:04b}")


def edge_sample(half: int) -> QPointF:
    """A point just inside the tile at the middle of edge half `half` (0..7: n1 n2 e1 e2 s1 s2 w1 w2)."""
    return rotate_point(QPointF(25 if half % 2 == 0 else 75, EDGE_INSET), half // 2)


def side_sample(side: int) -> QPointF:
    """A point just inside the tile at the middle of side `side` (0..3: N E S W)."""
    return rotate_point(QPointF(HALF, EDGE_INSET), side)


def _path(steps: tuple[tuple[float, ...], ...], closed: bool) -> QPainterPath:
    path = QPainterPath(QPointF(steps[0][0], steps[0][1]))
    for step in steps[1:]:
        if len(step) == 2:
            path.lineTo(step[0], step[1])
        else:
            path.cubicTo(step[0], step[1], step[2], step[3], step[4], step[5])
    if closed:
        path.closeSubpath()
    return path


# ---- roads: straight across, a quarter bend, or an end running towards the middle ------------------------------

_STRAIGHT = ((50, 0), (50, 100))  # N to S
_BEND = ((100, 50), (72.39, 50, 50, 72.39, 50, 100))  # E to S, a quarter circle about the SE corner
_END = ((50, 100), (50, 50))  # from S towards the middle (where a junction, the monastery or a city takes it)
_BEND_MIDDLE = (64.64, 64.64)


def _road_line(mask: int) -> tuple[QPainterPath, QPointF]:
    """A road's centre line and the robber's place on it."""
    count = bin(mask).count("1")
    if count == 2 and mask in (5, 10):
        turns = _turns_to(5, mask)
        line, anchor = _path(_STRAIGHT, False), QPointF(50, 50)
    elif count == 2:
        turns = _turns_to(6, mask)
        line, anchor = _path(_BEND, False), QPointF(*_BEND_MIDDLE)
    elif count == 1:
        turns = _turns_to(4, mask)
        line, anchor = _path(_END, False), QPointF(50, 75)  # moved to the middle of what shows (`_visible_middle`)
    else:
        raise ValueError(f"a road reaching sides {mask:04b} is not drawn")
    turn = _turn(turns)
    return turn.map(line), turn.map(anchor)


def _stroke(line: QPainterPath, width: float) -> QPainterPath:
    """The road's ground; it runs a little past the tile's edges, so that cutting it from the tile cuts cleanly."""
    line = QPainterPath(line)
    start, end = line.pointAtPercent(0), line.pointAtPercent(1)
    out = QPainterPath(_beyond(start))
    out.lineTo(start)
    out.connectPath(line)
    if _on_edge(end):
        out.lineTo(_beyond(end))
    line = out
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(line).simplified()


def _on_edge(point: QPointF) -> bool:
    return min(point.x(), point.y(), UNIT - point.x(), UNIT - point.y()) < 0.01


def _beyond(point: QPointF) -> QPointF:
    """A point 5 units outside the tile, straight out from `point` on its edge."""
    x, y = point.x(), point.y()
    if y < 0.01:
        return QPointF(x, -5)
    if y > UNIT - 0.01:
        return QPointF(x, UNIT + 5)
    return QPointF(-5 if x < 0.01 else UNIT + 5, y)


# ---- the whole tile -------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class SegmentShape:
    """One segment of a placed tile: its notation name, kind (`tiles.K_ROAD` ...), the area that lights up or takes
    a click, and the anchor where its follower stands (`lying` for a farmer, who lies)."""

    name: str
    kind: int
    area: QPainterPath
    anchor: QPointF
    lying: bool


@dataclass(frozen=True, eq=False)
class TileShapes:
    """All shapes of one tile in one rotation: the segments (in the model's order) and what the painter draws."""

    tile: int
    rotation: int
    segments: tuple[SegmentShape, ...]
    road_lines: tuple[QPainterPath, ...]  # centre lines, stroked by the painter
    cities: tuple[QPainterPath, ...]  # city areas, the same paths as their segments' areas
    walls: tuple[QPainterPath, ...]  # open paths along the cities' inner edges
    shields: tuple[QPointF, ...]  # centres of the shields
    houses: tuple[QPointF, ...]  # centres of the little houses inside the cities
    gates: tuple[tuple[QPointF, float], ...]  # where a road enters a city: the point and the road's angle (degrees)
    junction: bool  # a little house where the roads end in the middle
    monastery: bool
    by_name: dict[str, SegmentShape] = field(default_factory=dict)

    def segment(self, name: str) -> SegmentShape:
        """The segment named `name` (the model's notation: `road:ES`, `city:NW`, `monastery`, `field:e2s1`)."""
        return self.by_name[name]

    def segment_at(self, point: QPointF) -> SegmentShape | None:
        """The segment whose area holds `point` (unit-tile coordinates), or None (a wall, the junction house)."""
        for seg in self.segments:
            if seg.area.contains(point):
                return seg
        return None


def tile_index(tile: int | str) -> int:
    """A tile's index in the model from its index or its letter."""
    return TILE_INDEX[tile] if isinstance(tile, str) else tile


@cache
def shapes(tile: int | str, rotation: int) -> TileShapes:
    """The shapes of `tile` (index or letter) turned `rotation` quarter turns clockwise; built once, then cached."""
    index = tile_index(tile)
    if isinstance(tile, str):
        return shapes(index, rotation % 4)
    return _build(ORIENTED[index][rotation % 4])


def _build(o: Oriented) -> TileShapes:
    unit = QPainterPath()
    unit.addRect(QRectF(0, 0, UNIT, UNIT))
    areas: dict[int, QPainterPath] = {}
    anchors: dict[int, QPointF] = {}
    cities: list[QPainterPath] = []
    walls: list[QPainterPath] = []
    shields: list[QPointF] = []
    house_places: list[QPointF] = []
    # Cities.
    for index, seg in enumerate(o.segments):
        if seg.kind != K_CITY:
            continue
        form = city_form(seg.mask)
        turn = _turn(_turns_to(form.sides, seg.mask))
        area = turn.map(_path(form.outline, True))
        areas[index] = area
        cities.append(area)
        walls.extend(turn.map(_path(steps, False)) for steps in form.walls)
        anchors[index] = turn.map(QPointF(*form.anchor))
        if seg.shield:
            shields.append(turn.map(QPointF(*form.shield)))
        house_places.extend(turn.map(QPointF(x, y)) for x, y in form.houses)
    city_union = QPainterPath()
    for area in cities:
        city_union = city_union.united(area)
    # The monastery.
    monastery_area = QPainterPath()
    if o.monastery >= 0:
        monastery_area.addRoundedRect(MONASTERY, 6, 6)
        areas[o.monastery] = monastery_area
        anchors[o.monastery] = QPointF(50, 54)
    # Roads.
    road_segments = [i for i, seg in enumerate(o.segments) if seg.kind == K_ROAD]
    ends = [i for i in road_segments if bin(o.segments[i].mask).count("1") == 1]
    junction = o.monastery < 0 and (len(ends) >= 2 or (len(ends) == 1 and not cities))
    junction_area = QPainterPath()
    if junction:
        junction_area.addRect(JUNCTION)
    road_lines: list[QPainterPath] = []
    gates: list[tuple[QPointF, float]] = []
    for index in road_segments:
        line, anchor = _road_line(o.segments[index].mask)
        road_lines.append(line)
        area = _stroke(line, ROAD_WIDTH).intersected(unit)
        area = area.subtracted(city_union).subtracted(monastery_area).subtracted(junction_area)
        areas[index] = area
        anchors[index] = _visible_middle(line, area) if index in ends else anchor
        if index in ends and not junction and o.monastery < 0:
            gates.append(_gate(line, city_union))
    # Fields: what is left, in the pieces the roads cut it into.
    blocked = city_union.united(monastery_area).united(junction_area)
    for line in road_lines:
        blocked = blocked.united(_stroke(line, ROAD_WIDTH))
    inside = QPainterPath()
    inside.addRect(QRectF(0.5, 0.5, UNIT - 1, UNIT - 1))  # no edge of it lies on a city's or road's edge
    free = inside.subtracted(blocked)
    areas.update(_field_areas(o, free))
    taken = [anchors[i] for i in sorted(anchors)] + shields
    if o.monastery >= 0 or junction:
        taken.append(QPointF(50, 50))
    for index, seg in enumerate(o.segments):
        if seg.kind == K_FIELD:
            anchors[index] = _field_anchor(areas[index], taken)
            taken.append(anchors[index])
    segments = tuple(
        SegmentShape(o.names[i], seg.kind, areas[i], anchors[i], seg.kind == K_FIELD)
        for i, seg in enumerate(o.segments)
    )
    return TileShapes(
        tile=o.tile,
        rotation=o.rotation,
        segments=segments,
        road_lines=tuple(road_lines),
        cities=tuple(cities),
        walls=tuple(walls),
        shields=tuple(shields),
        houses=tuple(_houses(house_places, cities, shields)),
        gates=tuple(gates),
        junction=junction,
        monastery=o.monastery >= 0,
        by_name={s.name: s for s in segments},
    )


def _visible_middle(line: QPainterPath, area: QPainterPath) -> QPointF:
    """The middle of the part of a road that shows, from its edge to where a junction, a monastery or a city
    takes it."""
    steps = 100
    shown = next((k for k in range(1, steps + 1) if not area.contains(line.pointAtPercent(k / steps))), steps)
    return line.pointAtPercent(shown / steps / 2)


def _gate(line: QPainterPath, city: QPainterPath) -> tuple[QPointF, float]:
    """Where a road running from its edge into a city meets the city wall, and the road's angle there."""
    steps = 200
    for k in range(1, steps + 1):
        point = line.pointAtPercent(k / steps)
        if city.contains(point):
            return point, line.angleAtPercent(k / steps)
    return line.pointAtPercent(1.0), line.angleAtPercent(1.0)


def _field_areas(o: Oriented, free: QPainterPath) -> dict[int, QPainterPath]:
    """The model's field segments matched to the pieces of `free` by the edge halves each piece touches."""
    owner = {h: o.half_segment[h] for h in range(8) if o.half_segment[h] >= 0}
    polygons = free.toSubpathPolygons()
    outer: dict[int, QPainterPath] = {}
    for polygon in polygons:
        found = {owner[h] for h in owner if polygon.containsPoint(edge_sample(h), Qt.FillRule.OddEvenFill)}
        if len(found) > 1:
            raise ValueError(f"{LETTERS[o.tile]}{o.rotation}: fields {sorted(found)} are drawn as one")
        if found:
            index = found.pop()
            outer.setdefault(index, QPainterPath()).addPolygon(polygon)
    result: dict[int, QPainterPath] = {}
    for index in set(owner.values()):
        if index not in outer:
            raise ValueError(f"{LETTERS[o.tile]}{o.rotation}: field {o.names[index]} is not drawn")
        result[index] = free.intersected(outer[index].simplified())
    return result


_LYING = tuple((1.1 * math.cos(a * math.pi / 6), 0.9 * math.sin(a * math.pi / 6)) for a in range(12))


_RADII = (3.0, 6.0, 9.0, 12.0, 15.0, 18.0)


def _fits(area: QPainterPath, point: QPointF, radius: float) -> bool:
    x, y = point.x(), point.y()
    return all(area.contains(QPointF(x + dx * radius, y + dy * radius)) for dx, dy in _LYING)


def _clearance(area: QPainterPath, point: QPointF) -> float:
    """How much room a lying farmer has at `point`: the largest tried radius of a wide ellipse inside `area`."""
    low, high = -1, len(_RADII)  # _RADII[low] fits (or none), _RADII[high] does not (or beyond)
    while high - low > 1:
        middle = (low + high) // 2
        if _fits(area, point, _RADII[middle]):
            low = middle
        else:
            high = middle
    return _RADII[low] if low >= 0 else 0.0


def _field_anchor(area: QPainterPath, taken: list[QPointF]) -> QPointF:
    """The roomiest point of a field that is not crowded by the other followers' places."""
    middle = area.boundingRect().center()
    candidates: list[tuple[float, float, QPointF]] = []  # (best score it could reach, its crowding, point)
    low, high = round(FOLLOWER_SIZE / 2), round(UNIT - FOLLOWER_SIZE / 2)  # the figure stays on the tile
    for y in range(low, high + 1, 3):
        for x in range(low, high + 1, 3):
            point = QPointF(x, y)
            if area.contains(point):
                near = min((math.dist((x, y), (q.x(), q.y())) for q in taken), default=UNIT)
                bonus = 0.06 * min(near, 40) - 0.01 * math.dist((x, y), (middle.x(), middle.y()))
                candidates.append((min(_RADII[-1], near * 0.5) + bonus, bonus, point))
    if not candidates:
        raise ValueError("a field with no room for a farmer")
    candidates.sort(key=lambda c: -c[0])
    best, best_score = candidates[0][2], -math.inf
    for bound, bonus, point in candidates:
        if bound <= best_score:
            break
        score = min(_clearance(area, point) + bonus, bound)
        if score > best_score:
            best, best_score = point, score
    return best


_HOUSE = QRectF(-6.5, -5.5, 13, 11)


def _houses(places: list[QPointF], cities: list[QPainterPath], shields: list[QPointF]) -> list[QPointF]:
    """The places for little houses that lie inside a city, clear of its walls, the tile's edges and the shields."""
    inner = QRectF(3.5, 3.5, UNIT - 7, UNIT - 7)
    keep_off = [
        QRectF(s.x() - SHIELD_SIZE / 2 - 2, s.y() - SHIELD_SIZE / 2 - 2, SHIELD_SIZE + 4, SHIELD_SIZE + 4)
        for s in shields
    ]
    found: list[QPointF] = []
    for point in places:
        room = _HOUSE.adjusted(-2, -2, 2, 2).translated(point)
        if not inner.contains(room) or any(room.intersects(k) for k in keep_off):
            continue
        if any(city.contains(room) for city in cities):
            found.append(point)
    return found


def house_rect() -> QRectF:
    """A little house's footprint about its centre."""
    return QRectF(_HOUSE)


def shield_polygon(centre: QPointF, size: float = SHIELD_SIZE) -> QPolygonF:
    """A heraldic shield's outline (flat top, pointed foot) centred on `centre`."""
    w, h = size * 0.86, size
    x, y = centre.x(), centre.y()
    points = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h * 0.08)]
    for k in range(1, 9):
        t = k / 8
        points.append((w / 2 * (1 - t * t), h * 0.08 + h * 0.42 * t))
    points += [(-px, py) for px, py in reversed(points[2:-1])]
    points.append((-w / 2, -h / 2))
    return QPolygonF([QPointF(x + px, y + py) for px, py in points])


__all__ = [
    "HALVES",
    "JUNCTION",
    "K_MONASTERY",
    "MONASTERY",
    "ROAD_WIDTH",
    "UNIT",
    "SegmentShape",
    "TileShapes",
    "edge_sample",
    "rotate_point",
    "shapes",
    "side_sample",
    "tile_index",
]
