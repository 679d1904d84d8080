"""Painting a Carcassonne land tile by program: our own landscape art, in layers from the ground up. Meadows with
their patches, tufts, flowers, bushes and trees, roads with verges, ruts and stones (`landart`); towns with walls,
towers, gates and houses of differing roofs, a church in the larger ones (`townart`); the blue shields; the
monastery with its church and garden (`cloisterart`). Vector paths only, so a tile is crisp at any zoom; small
tiles get less detail (`detail_for`), so that city, road and field read apart on a full board at 1024×700.

Each tile kind and rotation is recorded once into a picture (`tile_picture`) in unit-tile coordinates and played
back into any rectangle: as sharp as painting afresh, and a full board paints about as fast as the plain tiles
did. The shapes come from `tilegeometry.shapes(tile, rotation)`, the same the followers' places and the lit
segments use, and this module lights up segments on request.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPicture, QPolygonF, QTransform

from thurntaxis.carcassonne.ui.cloisterart import paint_monastery
from thurntaxis.carcassonne.ui.landart import FIELD, ROAD, land_art, paint_meadow, paint_plants, paint_roads
from thurntaxis.carcassonne.ui.tilegeometry import (
    SHIELD_SIZE,
    UNIT,
    SegmentShape,
    shapes,
    shield_polygon,
    tile_index,
)
from thurntaxis.carcassonne.ui.townart import (
    CITY,
    paint_farmstead,
    paint_gate,
    paint_ground,
    paint_houses,
    paint_walls,
    town_art,
)

SHIELD = QColor("#2a5db0")
SHIELD_MARK = QColor("#ffffff")
INK = QColor("#2e261e")
TILE_EDGE = QColor(40, 34, 24, 150)
SMALL_PX, CLOSE_PX = 56, 150  # a tile drawn fewer device pixels wide than these gets less detail


def unit_transform(rect: QRectF) -> QTransform:
    """The transform from unit-tile coordinates (0..UNIT) into `rect`: maps a segment's area or anchor onto the
    tile as drawn in `rect`."""
    return QTransform().translate(rect.x(), rect.y()).scale(rect.width() / UNIT, rect.height() / UNIT)


def detail_for(painter: QPainter, rect: QRectF) -> int:
    """How much detail a tile drawn into `rect` by `painter` shows: 0 (small: the features' shapes and colours, the
    houses and bushes), 1 (tufts, flowers, stones, doors, merlons), 2 (close: windows)."""
    t = painter.worldTransform()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    px = rect.width() * max(abs(t.m11()) + abs(t.m21()), 1e-9) * ratio
    return 0 if px < SMALL_PX else 1 if px < CLOSE_PX else 2


def paint_tile(
    painter: QPainter, rect: QRectF, tile: int | str, rotation: int, *, edge: bool = True, detail: int | None = None
) -> None:
    """Paint `tile` (index or letter) turned `rotation` quarter turns clockwise into `rect`. `edge`: a thin dark
    line round the tile, so that neighbouring tiles stay apart; `detail` (0..2, see `detail_for`): by default as
    much as the tile's size on the device shows."""
    level = detail_for(painter, rect) if detail is None else detail
    painter.save()
    painter.setTransform(unit_transform(rect), True)
    painter.drawPicture(0, 0, tile_picture(tile_index(tile), rotation % 4, level, edge))
    painter.restore()


@cache
def tile_picture(index: int, turns: int, detail: int, edge: bool) -> QPicture:
    """The tile's painting in unit-tile coordinates, recorded once: played back at any scale, it is as sharp as
    painting it afresh, and several times quicker than the hundreds of shapes painted one by one from Python."""
    picture = QPicture()
    painter = QPainter(picture)
    _paint_unit(painter, index, turns, detail, edge)
    painter.end()
    return picture


def _paint_unit(painter: QPainter, index: int, turns: int, level: int, edge: bool) -> None:
    geo = shapes(index, turns)
    land, town = land_art(index, turns), town_art(index, turns)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(QRectF(0, 0, UNIT, UNIT))
    paint_meadow(painter, land, level)
    paint_roads(painter, land, level)
    paint_plants(painter, land, level)
    paint_ground(painter, geo)
    paint_walls(painter, geo, town, level)
    for gate, angle in geo.gates:
        paint_gate(painter, gate, angle)
    paint_houses(painter, town, level)
    for shield in geo.shields:
        _paint_shield(painter, shield)
    paint_farmstead(painter, town, level)
    if geo.monastery:
        paint_monastery(painter, level)
    if edge:
        painter.setClipping(False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(TILE_EDGE, 0.8))
        painter.drawRect(QRectF(0.4, 0.4, UNIT - 0.8, UNIT - 0.8))


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


# ---- the shields ---------------------------------------------------------------------------------------------


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


__all__ = [
    "CITY",
    "FIELD",
    "ROAD",
    "SHIELD",
    "detail_for",
    "paint_segments",
    "paint_tile",
    "segment_anchor",
    "segment_area",
    "segment_at",
    "unit_transform",
]
