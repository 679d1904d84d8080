"""The towns of a Carcassonne tile drawn by program: stone walls with merlons and towers, gates where roads come in,
and inside them houses of differing roofs and walls, seen from the front and a little above, packed as in an old
town; a church in the larger towns. Also the farmstead where roads meet.

Each tile kind gets its own town, the same every time (the houses are drawn from a random source seeded by the
tile's index, laid out on the printed tile and turned with it, each house standing upright with the light from the
top left). The walls' towers vary from tile to tile (round with a cone roof, square with a pyramid, open with
merlons), the stone stays the same, so a town over several tiles stays one town. Houses keep clear of the walls,
the shields, the gates and a strip along the tile's edges, where neighbouring towns meet as a street.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from thurntaxis.carcassonne.rules.tiles import K_CITY, ORIENTED
from thurntaxis.carcassonne.ui.tilegeometry import (
    HALF,
    SHIELD_SIZE,
    UNIT,
    TileShapes,
    rotate_point,
    shapes,
)

CITY = QColor("#d9b26f")
CITY_SHADE = QColor(120, 80, 30, 40)
WALL = QColor("#5e5446")
WALL_TOP = QColor("#d8ccb2")
WALL_SHADOW = QColor(30, 40, 10, 60)
HOUSE_SHADOW = QColor(60, 40, 20, 70)
INK = QColor("#2e261e")
DOOR = QColor("#5b3a22")
WINDOW = QColor("#4a3a2c")
ROOFS = tuple(
    QColor(c)
    for c in ("#b8492f", "#a33f2b", "#c45a35", "#9c3b26", "#b8492f", "#8e4b2c", "#c77d3a", "#5d6673", "#a3502f")
)
HOUSE_WALLS = tuple(QColor(c) for c in ("#f1e4c4", "#ebdcc0", "#f4ead8", "#e2cfae", "#efe0cc"))

EAVES, GABLE, TALL, CHURCH = 0, 1, 2, 3  # the houses' kinds
CONE, PYRAMID, OPEN = 0, 1, 2  # the towers' kinds
EDGE_STRIP = 4.0  # houses leave this much of the town's ground along the tile's edges
WALL_ROOM = 3.0  # and this much past a wall's inner side
SHADOW_X, SHADOW_Y = 1.6, 2.0  # a house's shadow falls this far right and down
TOWER_SPACING = 30.0  # about one tower for every 30 tile units of wall


@dataclass(frozen=True)
class House:
    """A house standing at `at` (the middle of its box), `w` wide and `h` tall in tile units."""

    at: QPointF
    w: float
    h: float
    kind: int
    roof: QColor
    wall: QColor


@dataclass(frozen=True, eq=False)
class TownArt:
    """The towns of one tile in one rotation, ready to paint."""

    houses: tuple[House, ...]  # back to front
    towers: tuple[QPointF, ...]
    tower_kind: int
    tower_roof: QColor
    farmstead: House | None  # where the roads meet


def _seeded(tile: int, part: int) -> random.Random:
    return random.Random(tile * 6151 + part * 92821 + 5)


def _room(area: QPainterPath, point: QPointF, radius: float) -> bool:
    x, y = point.x(), point.y()
    return area.contains(point) and all(
        area.contains(QPointF(x + radius * math.cos(k * math.pi / 6), y + radius * math.sin(k * math.pi / 6)))
        for k in range(12)
    )


def _shape(rng: random.Random, kind: int) -> tuple[float, float]:
    if kind == CHURCH:
        return 15.0, 17.0
    if kind == TALL:
        return rng.uniform(7.0, 8.0), rng.uniform(12.5, 14.0)
    if kind == GABLE:
        return rng.uniform(8.5, 10.0), rng.uniform(10.5, 12.0)
    return rng.uniform(11.0, 14.0), rng.uniform(9.5, 11.0)


def _houses(base: TileShapes, rng: random.Random) -> list[House]:
    """Houses on the printed tile: tried on a shaken grid in each town, kept where they fit."""
    found: list[House] = []
    keep_off = [*base.shields, *(gate for gate, _angle in base.gates)]
    for index, city in enumerate(base.cities):
        box = city.boundingRect()
        step = 9.5
        points: list[QPointF] = []
        y = box.top() + step * 0.6
        row = 0
        while y < box.bottom():
            x = box.left() + step * (0.45 if row % 2 else 0.95)
            while x < box.right():
                points.append(QPointF(x + rng.uniform(-2, 2), y + rng.uniform(-1.6, 1.6)))
                x += step
            y += step * 0.88
            row += 1
        big = bin(_city_sides(base, index)).count("1") >= 3 or box.width() * box.height() > 5000
        church = big and rng.random() < 0.8
        # The church first, nearest the town's middle that takes it.
        if church:
            middle = city.boundingRect().center()
            for point in sorted(points, key=lambda p: math.dist((p.x(), p.y()), (middle.x(), middle.y()))):
                if _fits(city, point, 15.0, 17.0, keep_off, found):
                    found.append(House(point, 15.0, 17.0, CHURCH, rng.choice(ROOFS[:4]), QColor("#ece3d0")))
                    break
        for point in points:
            kind = rng.choices((EAVES, GABLE, TALL), (5, 4, 1))[0]
            w, h = _shape(rng, kind)
            if not _fits(city, point, w, h, keep_off, found):
                w, h, kind = rng.uniform(7.0, 8.0), rng.uniform(8.0, 9.0), rng.choice((GABLE, EAVES))
                if not _fits(city, point, w, h, keep_off, found):
                    continue
            found.append(House(point, w, h, kind, rng.choice(ROOFS), rng.choice(HOUSE_WALLS)))
    return found


def _city_sides(base: TileShapes, index: int) -> int:
    cities = [s for s in ORIENTED[base.tile][0].segments if s.kind == K_CITY]
    return cities[index].mask if index < len(cities) else 0


def _fits(city: QPainterPath, at: QPointF, w: float, h: float, keep_off: list[QPointF], found: list[House]) -> bool:
    x, y = at.x(), at.y()
    for turn in range(4):  # the house stands upright on the tile in every rotation, its shadow to the lower right
        tx, ty = (rotate_point(at, turn).x(), rotate_point(at, turn).y())
        m = EDGE_STRIP
        if not (m + w / 2 <= tx <= UNIT - m - w / 2 - SHADOW_X and m + h / 2 <= ty <= UNIT - m - h / 2 - SHADOW_Y):
            return False
    if not _room(city, at, max(w, h) / 2 + WALL_ROOM):
        return False
    if any(math.dist((x, y), (k.x(), k.y())) < max(w, h) / 2 + SHIELD_SIZE / 2 + 1 for k in keep_off):
        return False
    # Houses may overlap a little (the one in front hides the back of the one behind), not stand in each other.
    return all(abs(x - o.at.x()) > (w + o.w) / 2 - 2.2 or abs(y - o.at.y()) > (h + o.h) / 2 - 3.2 for o in found)


@cache
def _printed_houses(tile: int) -> tuple[House, ...]:
    return tuple(_houses(shapes(tile, 0), _seeded(tile, 1)))


@cache
def town_art(tile: int, rotation: int) -> TownArt:
    """The towns of `tile` (index) turned `rotation` quarter turns: laid out on the printed tile, then turned."""
    geo = shapes(tile, rotation % 4)
    turn = rotation % 4
    houses = [House(rotate_point(h.at, turn), h.w, h.h, h.kind, h.roof, h.wall) for h in _printed_houses(tile)]
    houses.sort(key=lambda h: h.at.y() + h.h / 2)
    towers: list[QPointF] = []
    rng = _seeded(tile, 2)
    spacing = TOWER_SPACING * rng.uniform(0.8, 1.15)
    for wall in geo.walls:
        length = wall.length()
        count = max(1, round(length / spacing))
        for k in range(count):
            towers.append(wall.pointAtPercent(wall.percentAtLength(length * (k + 0.5) / count)))
    farmstead = None
    if geo.junction:
        rng = _seeded(tile, 3)
        farmstead = House(QPointF(HALF, HALF + 0.5), 15.0, 14.0, EAVES, rng.choice(ROOFS), rng.choice(HOUSE_WALLS))
    return TownArt(
        houses=tuple(houses),
        towers=tuple(towers),
        tower_kind=rng.randrange(3) if tile % 3 else (tile // 3) % 3,
        tower_roof=rng.choice(ROOFS[:7]),
        farmstead=farmstead,
    )


# ---- painting ---------------------------------------------------------------------------------------------------


def paint_ground(painter: QPainter, geo: TileShapes) -> None:
    """The walls' shadow on the field, then the towns' ground."""
    flat = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(WALL_SHADOW, 10.5, *flat))
    painter.save()
    painter.translate(1.2, 1.6)
    for wall in geo.walls:
        painter.drawPath(wall)
    painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_paving())
    for city in geo.cities:
        painter.drawPath(city)


PAVING_PX = 40  # the towns' ground: a faint mottle of cobbles, stretched smoothly over the tile


@cache
def _paving() -> QBrush:
    """The towns' ground: their sand colour, faintly mottled, as a brush in unit-tile coordinates."""
    image = QImage(PAVING_PX, PAVING_PX, QImage.Format.Format_ARGB32_Premultiplied)
    rng = random.Random(40)
    for y in range(PAVING_PX):
        for x in range(PAVING_PX):
            shift = rng.randint(-7, 5)
            image.setPixelColor(x, y, QColor(CITY.red() + shift, CITY.green() + shift, CITY.blue() + shift))
    brush = QBrush(image)
    brush.setTransform(QTransform().scale(UNIT / PAVING_PX, UNIT / PAVING_PX))
    return brush


def paint_walls(painter: QPainter, geo: TileShapes, art: TownArt, detail: int) -> None:
    """Stone walls along the towns' inner edges: a dark footing, a light top with its merlons, and towers."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    flat = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    pens = [QPen(WALL, 7.0, *flat), QPen(WALL_TOP, 4.6, *flat)]
    if detail >= 1:
        merlons = QPen(WALL, 1.5, *flat)
        merlons.setDashPattern([1.1, 1.0])
        pens.append(merlons)
    for pen in pens:
        painter.setPen(pen)
        for wall in geo.walls:
            painter.drawPath(wall)
    for at in art.towers:
        _paint_tower(painter, at, art.tower_kind, art.tower_roof, detail)


def _paint_tower(painter: QPainter, at: QPointF, kind: int, roof: QColor, detail: int) -> None:
    x, y = at.x(), at.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WALL_SHADOW)
    painter.drawEllipse(QPointF(x + 1.2, y + 1.5), 5.6, 5.6)
    dark = roof.darker(150)
    if kind == PYRAMID:
        painter.setPen(QPen(WALL, 1.0))
        painter.setBrush(WALL_TOP)
        painter.drawRect(QRectF(x - 5, y - 5, 10, 10))
        painter.setPen(QPen(dark, 0.5))
        for k, colour in enumerate((roof.lighter(125), roof, dark.lighter(110), roof.darker(115))):
            painter.setBrush(colour)
            corners = [QPointF(x - 3.8, y - 3.8), QPointF(x + 3.8, y - 3.8), QPointF(x + 3.8, y + 3.8)]
            corners.append(QPointF(x - 3.8, y + 3.8))
            painter.drawPolygon(QPolygonF([corners[k], corners[(k + 1) % 4], at]))
        return
    painter.setPen(QPen(WALL, 1.0))
    painter.setBrush(WALL_TOP)
    painter.drawEllipse(at, 5.3, 5.3)
    if kind == OPEN:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(WALL)
        painter.drawEllipse(at, 3.3, 3.3)
        painter.setBrush(QColor("#8a7d69"))
        painter.drawEllipse(QPointF(x + 0.4, y + 0.5), 2.6, 2.6)
        if detail >= 1:
            teeth = QPen(WALL, 1.3, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            teeth.setDashPattern([1.0, 1.2])
            painter.setPen(teeth)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(at, 4.4, 4.4)
        return
    painter.setPen(QPen(dark, 0.6))
    painter.setBrush(roof)
    painter.drawEllipse(at, 4.0, 4.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.drawPie(QRectF(x - 4.0, y - 4.0, 8.0, 8.0), 90 * 16, 120 * 16)
    painter.setBrush(dark)
    painter.drawEllipse(at, 0.9, 0.9)


def paint_gate(painter: QPainter, at: QPointF, angle: float) -> None:
    """A gate in the wall where a road enters the town: a stone arch with its wooden door, facing the road."""
    painter.save()
    painter.translate(at)
    painter.rotate(90 - angle)
    arch = QPainterPath()
    arch.moveTo(-4.4, 3.2)
    arch.lineTo(-4.4, -1)
    arch.arcTo(QRectF(-4.4, -5.4, 8.8, 8.8), 180, -180)
    arch.lineTo(4.4, 3.2)
    arch.closeSubpath()
    painter.setPen(QPen(WALL, 1.6))
    painter.setBrush(DOOR)
    painter.drawPath(arch)
    painter.setPen(QPen(INK, 0.5))
    painter.drawLine(QPointF(0, -5.2), QPointF(0, 3.2))
    painter.restore()


def paint_houses(painter: QPainter, art: TownArt, detail: int) -> None:
    """The houses back to front, each with its shadow."""
    for house in art.houses:
        paint_house(painter, house, detail)


def paint_farmstead(painter: QPainter, art: TownArt, detail: int) -> None:
    """The farmstead where three or four roads end."""
    if art.farmstead is not None:
        paint_house(painter, art.farmstead, detail)


def paint_house(painter: QPainter, house: House, detail: int) -> None:
    """One house, seen from the front and a little above: its roof, its front wall with a door, its shadow."""
    x, y, w, h = house.at.x(), house.at.y(), house.w, house.h
    left, top, right, bottom = x - w / 2, y - h / 2, x + w / 2, y + h / 2
    roof, wall = house.roof, house.wall
    lit, dark = roof.lighter(122), roof.darker(135)
    # On small tiles the outlines and shadows would only darken the town into a brown blur.
    line = QPen(roof.darker(190), 0.5) if detail >= 1 else QPen(Qt.PenStyle.NoPen)
    if detail >= 1:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HOUSE_SHADOW)
        painter.drawRect(QRectF(left + SHADOW_X, top + SHADOW_Y, w, h))
    if house.kind == CHURCH:
        _paint_church(painter, house, detail)
        return
    eaves = top + h * (0.52 if house.kind == TALL else 0.6)
    painter.setPen(line)
    painter.setBrush(wall)
    painter.drawRect(QRectF(left + 0.5, eaves - 0.5, w - 1, bottom - eaves + 0.5))
    if house.kind == EAVES:
        ridge = top + (eaves - top) * 0.38
        painter.setBrush(lit)
        painter.drawPolygon(_poly((left + 1.2, ridge), (left + 2.2, top), (right - 2.2, top), (right - 1.2, ridge)))
        painter.setBrush(roof)
        painter.drawPolygon(_poly((left - 0.4, eaves), (left + 1.2, ridge), (right - 1.2, ridge), (right + 0.4, eaves)))
    else:
        # The gable faces us: the roof's two slopes, lit and shaded, behind the wall's triangle.
        painter.setBrush(lit)
        painter.drawPolygon(_poly((left - 0.4, eaves), (x, top), (x, eaves)))
        painter.setBrush(dark)
        painter.drawPolygon(_poly((x, top), (right + 0.4, eaves), (x, eaves)))
        painter.setBrush(wall)
        painter.drawPolygon(_poly((left + 1.6, eaves), (x, top + (eaves - top) * 0.42), (right - 1.6, eaves)))
    if detail >= 1:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DOOR)
        door_w = min(2.6, w * 0.22)
        door_x = x - door_w / 2 if house.kind != EAVES else left + w * 0.28
        painter.drawRect(QRectF(door_x, bottom - (bottom - eaves) * 0.62, door_w, (bottom - eaves) * 0.62))
        if detail >= 2:
            painter.setBrush(WINDOW)
            windows = (0.7,) if house.kind != EAVES else (0.52, 0.76)
            for fx in windows:
                painter.drawRect(QRectF(left + w * fx - 0.8, eaves + 1.3, 1.6, 1.7))


def _paint_church(painter: QPainter, house: House, detail: int) -> None:
    """A church: a nave under a long roof and a bell tower with a pointed roof and a cross."""
    x, y, w, h = house.at.x(), house.at.y(), house.w, house.h
    left, top, right, bottom = x - w / 2, y - h / 2, x + w / 2, y + h / 2
    roof, wall = house.roof, house.wall
    line = QPen(roof.darker(190), 0.5) if detail >= 1 else QPen(Qt.PenStyle.NoPen)
    nave_left, eaves = left + w * 0.3, top + h * 0.62
    painter.setPen(line)
    painter.setBrush(wall)
    painter.drawRect(QRectF(nave_left, eaves, right - nave_left, bottom - eaves))
    painter.setBrush(roof.lighter(118))
    painter.drawPolygon(
        _poly(
            (nave_left - 0.5, eaves), (nave_left + 1, top + h * 0.3), (right - 1, top + h * 0.3), (right + 0.5, eaves)
        )
    )
    tower = QRectF(left, top + h * 0.32, w * 0.34, h * 0.68)
    painter.setBrush(wall)
    painter.drawRect(tower)
    painter.setBrush(roof.darker(115))
    painter.drawPolygon(
        _poly((tower.left() - 0.6, tower.top()), (tower.center().x(), top - 1.5), (tower.right() + 0.6, tower.top()))
    )
    painter.setPen(QPen(INK, 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    cx = tower.center().x()
    painter.drawLine(QPointF(cx, top - 1.5), QPointF(cx, top - 4.5))
    painter.drawLine(QPointF(cx - 1.3, top - 3.5), QPointF(cx + 1.3, top - 3.5))
    if detail >= 1:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DOOR)
        door = QPainterPath()
        mid = (nave_left + right) / 2
        door.moveTo(mid - 1.5, bottom)
        door.lineTo(mid - 1.5, bottom - 3.2)
        door.arcTo(QRectF(mid - 1.5, bottom - 4.7, 3, 3), 180, -180)
        door.lineTo(mid + 1.5, bottom)
        door.closeSubpath()
        painter.drawPath(door)
        painter.setBrush(WINDOW)
        painter.drawEllipse(QPointF(cx, tower.top() + 2.6), 0.9, 1.2)


def _poly(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(px, py) for px, py in points])


__all__ = [
    "CITY",
    "House",
    "TownArt",
    "paint_gate",
    "paint_ground",
    "paint_house",
    "paint_houses",
    "paint_walls",
    "town_art",
]
