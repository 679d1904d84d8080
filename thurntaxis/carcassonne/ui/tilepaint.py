"""Painting a Carcassonne land tile by program: green fields, light roads with dark edges, sand-coloured cities with
walls and red roofs, blue shields, monasteries with a cross. Vector paths only, so a tile is crisp at any zoom.

The shapes come from `tilegeometry.shapes(tile, rotation)` (cached per tile and rotation); this module only paints
them, into any QRectF, and lights up segments on request.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from thurntaxis.carcassonne.ui.tilegeometry import (
    JUNCTION,
    ROAD_WIDTH,
    SHIELD_SIZE,
    UNIT,
    SegmentShape,
    TileShapes,
    house_rect,
    shapes,
    shield_polygon,
)

FIELD = QColor("#8cc152")
GRASS = QColor("#6fa33b")
ROAD = QColor("#f4ecd6")
ROAD_EDGE = QColor("#6b5844")
CITY = QColor("#d9b26f")
WALL = QColor("#5e5446")
WALL_TOP = QColor("#d8ccb2")
ROOF = QColor("#b8492f")
ROOF_DARK = QColor("#7c2c1c")
HOUSE_WALL = QColor("#f1e4c4")
SHIELD = QColor("#2a5db0")
SHIELD_MARK = QColor("#ffffff")
MONASTERY_WALL = QColor("#efe7d6")
MONASTERY_ROOF = QColor("#a8402a")
INK = QColor("#2e261e")
TILE_EDGE = QColor(40, 34, 24, 150)
TOWER_SPACING = 30.0  # about one tower for every 30 tile units of wall


def unit_transform(rect: QRectF) -> QTransform:
    """The transform from unit-tile coordinates (0..UNIT) into `rect`: maps a segment's area or anchor onto the
    tile as drawn in `rect`."""
    return QTransform().translate(rect.x(), rect.y()).scale(rect.width() / UNIT, rect.height() / UNIT)


def paint_tile(painter: QPainter, rect: QRectF, tile: int | str, rotation: int, *, edge: bool = True) -> None:
    """Paint `tile` (index or letter) turned `rotation` quarter turns clockwise into `rect`. `edge`: a thin dark
    line round the tile, so that neighbouring tiles stay apart."""
    geo = shapes(tile, rotation % 4)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(unit_transform(rect), True)
    painter.setClipRect(QRectF(0, 0, UNIT, UNIT), Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillRect(QRectF(0, 0, UNIT, UNIT), FIELD)
    _paint_grass(painter, geo.tile)
    _paint_roads(painter, geo)
    for city in geo.cities:
        _paint_city_ground(painter, city)
    _paint_walls(painter, geo)
    for gate, angle in geo.gates:
        _paint_gate(painter, gate, angle)
    for house in geo.houses:
        _paint_house(painter, house, 1.0)
    for shield in geo.shields:
        _paint_shield(painter, shield)
    if geo.junction:
        _paint_house(painter, JUNCTION.center(), 1.25)
    if geo.monastery:
        _paint_monastery(painter)
    if edge:
        painter.setClipping(False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(TILE_EDGE, 0.8))
        painter.drawRect(QRectF(0.4, 0.4, UNIT - 0.8, UNIT - 0.8))
    painter.restore()


def paint_segments(
    painter: QPainter, rect: QRectF, tile: int | str, rotation: int, names: Iterable[str], colour: QColor
) -> None:
    """Light up the segments `names` (notation names) of the tile drawn in `rect`: a translucent wash of `colour`
    with a bright rim, the look of the places where a follower may go."""
    geo = shapes(tile, rotation % 4)
    wash = QColor(colour)
    wash.setAlpha(110)
    rim = QColor(colour)
    rim.setAlpha(235)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(unit_transform(rect), True)
    for name in names:
        seg = geo.segment(name)
        painter.setBrush(wash)
        painter.setPen(QPen(rim, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(seg.area)
    painter.restore()


def segment_area(tile: int | str, rotation: int, name: str, rect: QRectF | None = None) -> QPainterPath:
    """The area of segment `name` of the tile, in unit-tile coordinates or, given `rect`, mapped into it."""
    area = shapes(tile, rotation % 4).segment(name).area
    return unit_transform(rect).map(area) if rect is not None else QPainterPath(area)


def segment_anchor(tile: int | str, rotation: int, name: str, rect: QRectF | None = None) -> QPointF:
    """Where the follower on segment `name` stands (or lies), in unit-tile coordinates or mapped into `rect`."""
    anchor = shapes(tile, rotation % 4).segment(name).anchor
    return unit_transform(rect).map(anchor) if rect is not None else QPointF(anchor)


def segment_at(tile: int | str, rotation: int, point: QPointF, rect: QRectF | None = None) -> SegmentShape | None:
    """The segment under `point` (unit-tile coordinates, or coordinates of `rect`'s space given `rect`)."""
    if rect is not None:
        inverted, ok = unit_transform(rect).inverted()
        point = inverted.map(point) if ok else point
    return shapes(tile, rotation % 4).segment_at(point)


# ---- the layers ---------------------------------------------------------------------------------------------


def _paint_grass(painter: QPainter, tile: int) -> None:
    """Tufts of grass over the field, the same on every tile of a kind (roads and cities cover those under them)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GRASS, 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(18):
        x = (37 * k + 11 * tile + 7) % 82 + 9  # (clear of the edges, where the edges are read)
        y = (53 * k + 29 * tile + 13) % 82 + 9
        painter.drawLine(QPointF(x - 1.6, y + 1.2), QPointF(x - 0.6, y - 1.4))
        painter.drawLine(QPointF(x + 0.4, y + 1.2), QPointF(x + 1.4, y - 1.6))


def _paint_roads(painter: QPainter, geo: TileShapes) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((ROAD_EDGE, ROAD_WIDTH), (ROAD, ROAD_WIDTH - 4.2)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
        for line in geo.road_lines:
            painter.drawPath(line)


def _paint_city_ground(painter: QPainter, city: QPainterPath) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CITY)
    painter.drawPath(city)


def _paint_walls(painter: QPainter, geo: TileShapes) -> None:
    """Stone walls along the cities' inner edges: a dark footing and a light stone top, with round towers under red
    roofs along them (a walled town seen from above, not a track)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    flat = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    for pen in (QPen(QColor(0, 0, 0, 55), 10.0, *flat), QPen(WALL, 7.0, *flat), QPen(WALL_TOP, 4.6, *flat)):
        painter.setPen(pen)
        for wall in geo.walls:
            painter.drawPath(wall)
    for wall in geo.walls:
        length = wall.length()
        count = max(1, round(length / TOWER_SPACING))
        for k in range(count):
            at = wall.pointAtPercent(wall.percentAtLength(length * (k + 0.5) / count))
            _paint_tower(painter, at)


def _paint_tower(painter: QPainter, at: QPointF) -> None:
    """A round tower on the wall: stone ring, a red cone roof seen from above with its lit side."""
    painter.setPen(QPen(WALL, 1.0))
    painter.setBrush(WALL_TOP)
    painter.drawEllipse(at, 5.2, 5.2)
    painter.setPen(QPen(ROOF_DARK, 0.7))
    painter.setBrush(ROOF)
    painter.drawEllipse(at, 3.9, 3.9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.drawPie(QRectF(at.x() - 3.9, at.y() - 3.9, 7.8, 7.8), 90 * 16, 120 * 16)
    painter.setBrush(ROOF_DARK)
    painter.drawEllipse(at, 0.9, 0.9)


def _paint_gate(painter: QPainter, at: QPointF, angle: float) -> None:
    """A gate in the wall where a road enters the city: a dark arch facing the road."""
    painter.save()
    painter.translate(at)
    painter.rotate(90 - angle)
    arch = QPainterPath()
    arch.moveTo(-4.2, 3)
    arch.lineTo(-4.2, -1)
    arch.arcTo(QRectF(-4.2, -5.2, 8.4, 8.4), 180, -180)
    arch.lineTo(4.2, 3)
    arch.closeSubpath()
    painter.setPen(QPen(WALL, 1.4))
    painter.setBrush(INK)
    painter.drawPath(arch)
    painter.restore()


def _paint_house(painter: QPainter, centre: QPointF, scale: float) -> None:
    """A little house seen from the front: a light wall under a red pitched roof."""
    r = house_rect()
    w, h = r.width() * scale, r.height() * scale
    x, y = centre.x() - w / 2, centre.y() - h / 2
    painter.setPen(QPen(ROOF_DARK, 0.7))
    painter.setBrush(HOUSE_WALL)
    painter.drawRect(QRectF(x + w * 0.12, y + h * 0.45, w * 0.76, h * 0.55))
    roof = QPolygonF(
        [QPointF(x, y + h * 0.5), QPointF(x + w * 0.22, y), QPointF(x + w * 0.78, y), QPointF(x + w, y + h * 0.5)]
    )
    painter.setBrush(ROOF)
    painter.drawPolygon(roof)
    painter.setBrush(ROOF_DARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(QRectF(x + w * 0.42, y + h * 0.7, w * 0.16, h * 0.3))


def _paint_shield(painter: QPainter, centre: QPointF) -> None:
    """The blue and white shield that doubles a city's points."""
    outline = shield_polygon(centre)
    painter.setPen(QPen(SHIELD_MARK, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(SHIELD)
    painter.drawPolygon(outline)
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(shield_polygon(centre, SHIELD_SIZE * 1.2))
    # A white chevron across the shield.
    x, y, k = centre.x(), centre.y(), SHIELD_SIZE / 14
    chevron = QPolygonF(
        [QPointF(x + dx * k, y + dy * k) for dx, dy in ((-6, 2.5), (0, -3.5), (6, 2.5), (6, 5.5), (0, -0.5), (-6, 5.5))]
    )
    painter.save()
    painter.setClipPath(_polygon_path(outline), Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHIELD_MARK)
    painter.drawPolygon(chevron)
    painter.restore()


def _polygon_path(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def _paint_monastery(painter: QPainter) -> None:
    """A chapel in the middle of the tile: a stone body, a red roof, a door and a cross on the ridge."""
    painter.save()
    painter.translate(0, 8)
    pen = QPen(INK, 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 50))
    painter.drawRoundedRect(QRectF(35, 42, 32, 27), 2, 2)
    painter.setPen(pen)
    painter.setBrush(MONASTERY_WALL)
    painter.drawRect(QRectF(36.5, 40, 27, 26))
    painter.setBrush(MONASTERY_ROOF)
    painter.drawPolygon(QPolygonF([QPointF(33, 42), QPointF(50, 26), QPointF(67, 42)]))
    door = QPainterPath()
    door.moveTo(45.5, 66)
    door.lineTo(45.5, 57)
    door.arcTo(QRectF(45.5, 52.5, 9, 9), 180, -180)
    door.lineTo(54.5, 66)
    door.closeSubpath()
    painter.setBrush(INK)
    painter.drawPath(door)
    painter.setBrush(MONASTERY_ROOF)
    painter.drawEllipse(QPointF(50, 47), 2.6, 2.6)
    painter.setPen(QPen(INK, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(50, 17.5), QPointF(50, 27))
    painter.drawLine(QPointF(46, 21), QPointF(54, 21))
    painter.restore()


__all__ = [
    "CITY",
    "FIELD",
    "ROAD",
    "paint_segments",
    "paint_tile",
    "segment_anchor",
    "segment_area",
    "segment_at",
    "unit_transform",
]
