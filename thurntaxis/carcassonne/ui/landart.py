"""The land of a Carcassonne tile drawn by program: meadows with soft patches of light and shade, tufts of grass,
bushes, trees and flowers, and roads with their verges, wheel ruts and stones.

Each tile kind gets its own land, the same every time: the spots are drawn from a random source seeded by the
tile's index, laid out on the tile as it is printed (rotation 0) and turned with it, so a tile turned in the tray is
the same tile turned. Whatever stands up (a bush's light, its shadow, a tuft) stays upright with the light from the
top left, as on the rest of the table. Nothing lies on a road, a city or a follower's place, nor near the tile's
edges, where neighbouring tiles meet and the edges are read.

`land_art` builds the paths once per tile and rotation; `paint_meadow`, `paint_roads` and `paint_plants` paint
them, with less detail on small tiles (`detail`: 0 small, 1 middling, 2 close), where tufts and stones would only
blur the green.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QRadialGradient, QTransform

from thurntaxis.carcassonne.rules.tiles import K_FIELD
from thurntaxis.carcassonne.ui.tilegeometry import ROAD_WIDTH, UNIT, TileShapes, rotate_point, shapes, turn_transform

FIELD = QColor("#8cc152")
ROAD = QColor("#f4ecd6")
ROAD_EDGE = QColor("#6b5844")
RUT = QColor("#ddceaa")
VERGE = QColor(60, 92, 30, 70)
STONE = QColor("#9a8f7e")
STONE_LIGHT = QColor("#d9d2c4")
GRASS_DARK = QColor("#6a9d38")
GRASS_LIGHT = QColor("#b4dc74")
PATCH_LIGHT = QColor(200, 230, 118, 95)
PATCH_SHADE = QColor(78, 128, 40, 80)
BUSH = QColor("#4f8a2c")
BUSH_DARK = QColor("#3d6e22")
BUSH_LIGHT = QColor("#7fb548")
TREE = QColor("#447d2a")
TRUNK = QColor("#6b4a2b")
SHADOW = QColor(20, 40, 10, 70)
FLOWERS = (QColor("#fff8e6"), QColor("#ffd84a"), QColor("#e8604c"), QColor("#c9a0f0"))

EDGE_MARGIN = 9.0  # plants keep this far from the tile's edges
ANCHOR_ROOM = 11.0  # and this far from a follower's place


@dataclass(frozen=True)
class Plant:
    """A bush (a clump of leaves) or a tree (a round crown on a trunk), at `at`, `size` across in tile units."""

    at: QPointF
    size: float
    tree: bool
    lobes: tuple[tuple[float, float, float], ...]  # a bush's leaves: (dx, dy, radius), in units of `size`
    leaves: QPainterPath  # the bush's leaves as one outline


@dataclass(frozen=True, eq=False)
class LandArt:
    """The land of one tile in one rotation, as paths ready to paint."""

    meadow: QImage  # the meadow's ground: green with soft patches of light and shade, a few pixels a side
    tufts: tuple[QPainterPath, QPainterPath]  # dark and light strokes of grass
    flowers: tuple[QPainterPath, ...]  # one path of dots per colour of `FLOWERS`
    plants: tuple[Plant, ...]  # back to front
    stones: QPainterPath  # pebbles along the roads' edges
    road_lines: tuple[QPainterPath, ...]


def _seeded(tile: int, part: int) -> random.Random:
    return random.Random(tile * 7919 + part * 104729 + 17)


def _in_fields(fields: list[QPainterPath], point: QPointF, radius: float) -> bool:
    """`point` lies with a circle of `radius` about it inside one of the fields."""
    x, y = point.x(), point.y()
    for area in fields:
        if area.contains(point):
            return all(
                area.contains(QPointF(x + radius * math.cos(k * math.pi / 4), y + radius * math.sin(k * math.pi / 4)))
                for k in range(8)
            )
    return False


def _clear(point: QPointF, others: Iterable[QPointF], room: float) -> bool:
    return all(math.dist((point.x(), point.y()), (o.x(), o.y())) >= room for o in others)


def _inside(point: QPointF, margin: float) -> bool:
    return margin <= point.x() <= UNIT - margin and margin <= point.y() <= UNIT - margin


def _field_areas(tile: int) -> list[list[QPainterPath]]:
    """The fields of each rotation of `tile`."""
    return [[s.area for s in shapes(tile, turns).segments if s.kind == K_FIELD] for turns in range(4)]


def _on_fields(fields: list[list[QPainterPath]], point: QPointF, radius: float) -> bool:
    """`point` of the printed tile has room of `radius` on the fields in every rotation (the monastery's ground
    stands upright, so it is not the same ground turned)."""
    return all(_in_fields(areas, rotate_point(point, turns), radius) for turns, areas in enumerate(fields))


def _spots(
    fields: list[list[QPainterPath]], rng: random.Random, tries: int, radius: float, margin: float
) -> list[QPointF]:
    """Up to `tries` random points of the tile's fields with room of `radius`, `margin` off the tile's edges."""
    found = []
    for _ in range(tries):
        point = QPointF(rng.uniform(margin, UNIT - margin), rng.uniform(margin, UNIT - margin))
        if _on_fields(fields, point, radius):
            found.append(point)
    return found


@dataclass(frozen=True)
class _Printed:
    """The land's spots on the printed tile (rotation 0): plants, tufts (point, size, light) and flower clusters
    (middle, colour, dots about it, upright)."""

    plants: tuple[Plant, ...]
    tufts: tuple[tuple[QPointF, float, bool], ...]
    flowers: tuple[tuple[QPointF, int, tuple[tuple[float, float], ...]], ...]
    stones: QPainterPath


@cache
def _printed(tile: int) -> _Printed:
    base = shapes(tile, 0)
    fields = _field_areas(tile)
    # Plants first (they need room), then what fills between them.
    rng = _seeded(tile, 1)
    plants: list[Plant] = []
    # (off the followers' places of every rotation: a field's farmer may lie elsewhere on a turned tile)
    taken = [rotate_point(s.anchor, -turns) for turns in range(4) for s in shapes(tile, turns).segments]
    taken += list(base.shields)
    for point in _spots(fields, rng, 26, 7.0, EDGE_MARGIN):
        if len(plants) >= 4 or not _clear(point, taken, ANCHOR_ROOM + 2):
            continue
        tree = rng.random() < 0.35 and _on_fields(fields, point, 9.5)
        size = rng.uniform(10.5, 13.0) if tree else rng.uniform(6.5, 9.0)
        lobes = tuple(
            (0.32 * math.cos(a), 0.26 * math.sin(a), rng.uniform(0.3, 0.4))
            for a in (rng.uniform(0, 2 * math.pi) + k * 2.2 for k in range(3))
        )
        plants.append(Plant(point, size, tree, lobes, QPainterPath()))
        taken.append(point)
    at = [p.at for p in plants]
    rng = _seeded(tile, 2)
    tufts = [
        (point, rng.uniform(0.8, 1.2), k % 3 == 0)
        for k, point in enumerate(_spots(fields, rng, 70, 2.5, 6.0))
        if _clear(point, at, 6.0)
    ]
    rng = _seeded(tile, 3)
    flowers = []
    for point in _spots(fields, rng, 5, 5.0, EDGE_MARGIN)[:3]:
        if _clear(point, at, 8.0):
            dots = tuple((rng.uniform(-4, 4), rng.uniform(-3, 3)) for _ in range(rng.randint(4, 7)))
            flowers.append((point, rng.randrange(len(FLOWERS)), dots))
    return _Printed(tuple(plants), tuple(tufts), tuple(flowers), _stones(tile, base))


@cache
def land_art(tile: int, rotation: int) -> LandArt:
    """The land of `tile` (index) turned `rotation` quarter turns: laid out on the printed tile, then turned."""
    printed = _printed(tile)
    turn = rotation % 4
    plants = sorted((_placed(p, rotate_point(p.at, turn)) for p in printed.plants), key=lambda p: p.at.y())
    dark, light = QPainterPath(), QPainterPath()
    for point, size, lit in printed.tufts:
        _tuft(light if lit else dark, rotate_point(point, turn), size)
    flowers = [QPainterPath() for _ in FLOWERS]
    for point, colour, dots in printed.flowers:
        middle = rotate_point(point, turn)
        for dx, dy in dots:
            flowers[colour].addEllipse(QPointF(middle.x() + dx, middle.y() + dy), 0.85, 0.85)
    return LandArt(
        meadow=_meadow(tile).transformed(QTransform().rotate(90 * turn)),
        tufts=(dark, light),
        flowers=tuple(flowers),
        plants=tuple(plants),
        stones=turn_transform(turn).map(printed.stones),
        road_lines=shapes(tile, turn).road_lines,
    )


MEADOW_PX = 32  # the meadow's picture: soft shading needs few pixels, smoothly stretched over the tile


@cache
def _meadow(tile: int) -> QImage:
    """The meadow's ground of the printed tile as a small picture: the field's green, soft patches of light and
    shade, and a faint mottle."""
    image = QImage(MEADOW_PX, MEADOW_PX, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FIELD)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(MEADOW_PX / UNIT, MEADOW_PX / UNIT)
    painter.setPen(Qt.PenStyle.NoPen)
    rng = _seeded(tile, 4)
    for k in range(4):
        centre, radius, lighter = QPointF(rng.uniform(22, 78), rng.uniform(22, 78)), rng.uniform(16, 26), k % 2 == 0
        colour = PATCH_LIGHT if lighter else PATCH_SHADE
        gradient = QRadialGradient(centre, radius)
        gradient.setColorAt(0, colour)
        gradient.setColorAt(1, QColor(colour.red(), colour.green(), colour.blue(), 0))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(centre, radius, radius)
    painter.end()
    rng = _seeded(tile, 6)
    for y in range(MEADOW_PX):
        for x in range(MEADOW_PX):
            shift = rng.randint(-5, 5)
            if shift:
                c = image.pixelColor(x, y)
                image.setPixelColor(x, y, QColor(c.red() + shift, c.green() + shift, c.blue() + shift // 2))
    return image


def _placed(plant: Plant, at: QPointF) -> Plant:
    """`plant` moved to `at`, its leaves' outline made there."""
    leaves = QPainterPath()
    for dx, dy, k in plant.lobes:
        leaves.addEllipse(QPointF(at.x() + dx * plant.size, at.y() + dy * plant.size), k * plant.size, k * plant.size)
    return Plant(at, plant.size, plant.tree, plant.lobes, leaves.simplified())


def _tuft(path: QPainterPath, at: QPointF, scale: float) -> None:
    """Three blades of grass fanning up from `at`."""
    x, y = at.x(), at.y()
    for dx, top in ((-1.3, -2.2), (0.0, -3.0), (1.3, -2.2)):
        path.moveTo(x + dx * 0.3 * scale, y)
        path.lineTo(x + dx * scale, y + top * scale)


def _stones(tile: int, geo: TileShapes) -> QPainterPath:
    """Pebbles along the roads' edges, off the tile's edges (where the road meets its neighbour's)."""
    rng = _seeded(tile, 5)
    path = QPainterPath()
    off = ROAD_WIDTH / 2 - 2.3
    for line in geo.road_lines:
        length = line.length()
        for _ in range(max(2, round(length / 9))):
            at = rng.uniform(0.1, 0.9)
            point = line.pointAtPercent(line.percentAtLength(length * at))
            angle = math.radians(line.angleAtPercent(line.percentAtLength(length * at)))
            side = rng.choice((-1, 1)) * (off + rng.uniform(-0.6, 0.4))
            stone = QPointF(point.x() - math.sin(angle) * side, point.y() - math.cos(angle) * side)
            if _inside(stone, 7.0):
                path.addEllipse(stone, rng.uniform(0.8, 1.25), rng.uniform(0.6, 0.95))
    return path


# ---- painting ---------------------------------------------------------------------------------------------------


def paint_meadow(painter: QPainter, art: LandArt, detail: int) -> None:
    """The meadow over the whole tile: its ground, soft patches, and at closer zooms tufts and flowers."""
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(QRectF(0, 0, UNIT, UNIT), art.meadow)
    if detail >= 1:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, path in zip((GRASS_DARK, GRASS_LIGHT), art.tufts, strict=True):
            painter.setPen(QPen(colour, 0.75, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawPath(path)
    if detail >= 1:
        painter.setPen(Qt.PenStyle.NoPen)
        for colour, dots in zip(FLOWERS, art.flowers, strict=True):
            if not dots.isEmpty():
                painter.setBrush(colour)
                painter.drawPath(dots)


def paint_roads(painter: QPainter, art: LandArt, detail: int) -> None:
    """The roads: a trodden verge, dark edges, the light track, and at closer zooms its ruts and stones."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    layers = [(VERGE, ROAD_WIDTH + 2.6), (ROAD_EDGE, ROAD_WIDTH), (ROAD, ROAD_WIDTH - 4.2)]
    if detail >= 1:
        layers += [(RUT, 5.8), (ROAD, 3.4)]
    for colour, width in layers:
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
        for line in art.road_lines:
            painter.drawPath(line)
    if detail >= 1 and not art.stones.isEmpty():
        painter.setPen(QPen(ROAD_EDGE, 0.35))
        painter.setBrush(STONE)
        painter.drawPath(art.stones)


def paint_plants(painter: QPainter, art: LandArt, detail: int) -> None:
    """Bushes and trees, each with its shadow to the bottom right."""
    if not art.plants:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = QPainterPath()
    for plant in art.plants:
        r = plant.size / 2
        shadow.addEllipse(QPointF(plant.at.x() + r * 0.35, plant.at.y() + r * 0.4), r * 1.02, r * 0.85)
    painter.setBrush(SHADOW)
    painter.drawPath(shadow)
    for plant in art.plants:
        r, x, y = plant.size / 2, plant.at.x(), plant.at.y()
        if plant.tree:
            painter.setBrush(TRUNK)
            painter.drawRect(QRectF(x - r * 0.12, y, r * 0.24, r * 0.55))
            painter.setPen(QPen(BUSH_DARK, 0.6))
            painter.setBrush(TREE)
            painter.drawEllipse(QPointF(x, y - r * 0.15), r * 0.9, r * 0.82)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BUSH_LIGHT)
            painter.drawEllipse(QPointF(x - r * 0.3, y - r * 0.45), r * 0.38, r * 0.32)
            continue
        painter.setPen(QPen(BUSH_DARK, 0.6))
        painter.setBrush(BUSH)
        painter.drawPath(plant.leaves)
        if detail >= 1:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BUSH_LIGHT)
            for dx, dy, k in plant.lobes[:2]:
                painter.drawEllipse(
                    QPointF(x + (dx - 0.1) * plant.size, y + (dy - 0.12) * plant.size),
                    k * 0.38 * plant.size,
                    k * 0.32 * plant.size,
                )


__all__ = ["FIELD", "ROAD", "ROAD_EDGE", "LandArt", "land_art", "paint_meadow", "paint_plants", "paint_roads"]
