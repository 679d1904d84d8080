"""The drawn tiles match the model: edge colours, one area and one anchor per segment, areas apart, anchors clear."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from thurntaxis.carcassonne.rules.tiles import CITY, FIELD, LETTERS, ORIENTED, ROAD
from thurntaxis.carcassonne.ui import tilepaint, townart
from thurntaxis.carcassonne.ui.pieces import follower_path
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE, UNIT, edge_sample, shapes, side_sample

ALL = [(tile, rotation) for tile in range(len(LETTERS)) for rotation in range(4)]
SCALE = 2  # pixels per tile unit in the rendered images
PALETTE = {CITY: tilepaint.CITY, ROAD: tilepaint.ROAD, FIELD: tilepaint.FIELD}


def _render(tile: int, rotation: int, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    tilepaint.paint_tile(painter, QRectF(0, 0, size, size), tile, rotation)
    painter.end()
    return image


@pytest.fixture(scope="module")
def images(qapp) -> dict[tuple[int, int], QImage]:  # type: ignore[no-untyped-def]
    return {(t, r): _render(t, r, int(UNIT * SCALE)) for t, r in ALL}


def _kind_at(image: QImage, point: QPointF) -> int:
    """The edge type whose colour is nearest to the pixel at `point` (tile units)."""
    pixel = image.pixelColor(int(point.x() * SCALE), int(point.y() * SCALE))

    def distance(colour: QColor) -> float:
        return math.dist((pixel.red(), pixel.green(), pixel.blue()), (colour.red(), colour.green(), colour.blue()))

    best = min(PALETTE, key=lambda kind: distance(PALETTE[kind]))
    assert distance(PALETTE[best]) < 40, f"pixel {pixel.name()} at {point} is no tile ground colour"
    return best


def _name(tile: int, rotation: int) -> str:
    return f"{LETTERS[tile]}{rotation}"


def test_edge_colours_follow_the_model(images: dict[tuple[int, int], QImage]) -> None:
    wrong = []
    for tile, rotation in ALL:
        o = ORIENTED[tile][rotation]
        image = images[tile, rotation]
        for side, edge in enumerate(o.edges):
            if _kind_at(image, side_sample(side)) != edge:
                wrong.append(f"{_name(tile, rotation)} side {'NESW'[side]}")
            for half in (2 * side, 2 * side + 1):
                want = CITY if edge == CITY else FIELD
                if _kind_at(image, edge_sample(half)) != want:
                    wrong.append(f"{_name(tile, rotation)} half {half}")
    assert wrong == []


def test_every_segment_of_the_model_has_an_area_and_an_anchor(qapp) -> None:  # type: ignore[no-untyped-def]
    for tile, rotation in ALL:
        o = ORIENTED[tile][rotation]
        geo = shapes(tile, rotation)
        assert [s.name for s in geo.segments] == list(o.names)
        assert shapes(LETTERS[tile], rotation + 4) is geo
        for seg, model in zip(geo.segments, o.segments, strict=True):
            assert seg.kind == model.kind
            assert not seg.area.isEmpty() and seg.area.boundingRect().width() > 5, (_name(tile, rotation), seg.name)
            assert geo.segment(seg.name) is seg
            assert seg.lying == seg.name.startswith("field:")


def test_areas_reach_the_edges_the_model_names(qapp) -> None:  # type: ignore[no-untyped-def]
    for tile, rotation in ALL:
        o = ORIENTED[tile][rotation]
        geo = shapes(tile, rotation)
        for half, index in enumerate(o.half_segment):
            if index >= 0:
                assert geo.segments[index].area.contains(edge_sample(half)), (_name(tile, rotation), half)
        for side, index in enumerate(o.side_segment):
            if index >= 0:
                assert geo.segments[index].area.contains(side_sample(side)), (_name(tile, rotation), side)


def test_anchors_lie_in_their_own_area_only_and_apart(qapp) -> None:  # type: ignore[no-untyped-def]
    for tile, rotation in ALL:
        geo = shapes(tile, rotation)
        where = _name(tile, rotation)
        for seg in geo.segments:
            a = seg.anchor
            assert 4 <= a.x() <= UNIT - 4 and 4 <= a.y() <= UNIT - 4, (where, seg.name)
            assert seg.area.contains(a), (where, seg.name)
            assert geo.segment_at(a) is seg, (where, seg.name)
            for other in geo.segments:
                if other is not seg:
                    assert not other.area.contains(a), (where, seg.name, other.name)
                    assert math.dist((a.x(), a.y()), (other.anchor.x(), other.anchor.y())) >= 14, (where, seg.name)


def test_areas_of_a_tile_do_not_overlap(qapp) -> None:  # type: ignore[no-untyped-def]
    points = [QPointF(x + 0.5, y + 0.5) for x in range(0, 100, 3) for y in range(0, 100, 3)]
    for tile, rotation in ALL:
        geo = shapes(tile, rotation)
        for point in points:
            holders = [seg.name for seg in geo.segments if seg.area.contains(point)]
            assert len(holders) <= 1, (_name(tile, rotation), point, holders)


def test_separate_cities_are_drawn_apart(images: dict[tuple[int, int], QImage]) -> None:
    for letter in "HI":
        tile = LETTERS.index(letter)
        for rotation in range(4):
            first, second = (s for s in shapes(tile, rotation).segments if s.name.startswith("city:"))
            a, b = first.anchor, second.anchor
            between = [QPointF(a.x() + (b.x() - a.x()) * k / 50, a.y() + (b.y() - a.y()) * k / 50) for k in range(51)]
            image = images[tile, rotation]
            colours = [image.pixelColor(int(p.x() * SCALE), int(p.y() * SCALE)) for p in between]
            # A wall or a field lies between them (the towns' ground is mottled: not one colour to tell apart).
            parting = (tilepaint.FIELD, townart.WALL)
            assert any(_near(c, q) for c in colours for q in parting), (letter, rotation)


def _near(a: QColor, b: QColor) -> bool:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue())) < 40


def test_shields_are_painted_on_the_tiles_that_have_them(images: dict[tuple[int, int], QImage]) -> None:
    for tile, rotation in ALL:
        image = images[tile, rotation]
        blue = sum(
            1
            for x in range(0, image.width(), 4)
            for y in range(0, image.height(), 4)
            if image.pixelColor(x, y).rgb() == tilepaint.SHIELD.rgb()
        )
        has_shield = any(s.shield for s in ORIENTED[tile][rotation].segments)
        assert (blue > 5) == has_shield, (_name(tile, rotation), blue)


def test_lit_segment_changes_its_area_only(qapp) -> None:  # type: ignore[no-untyped-def]
    tile, rotation = LETTERS.index("L"), 1
    plain = _render(tile, rotation, 200)
    for seg in shapes(tile, rotation).segments:
        lit = QImage(plain)
        painter = QPainter(lit)
        tilepaint.paint_segments(painter, QRectF(0, 0, 200, 200), tile, rotation, [seg.name], QColor("#7cfc9a"))
        painter.end()
        ax, ay = int(seg.anchor.x() * 2), int(seg.anchor.y() * 2)
        assert lit.pixelColor(ax, ay) != plain.pixelColor(ax, ay), seg.name
        for other in shapes(tile, rotation).segments:
            if other is not seg:
                ox, oy = int(other.anchor.x() * 2), int(other.anchor.y() * 2)
                assert lit.pixelColor(ox, oy) == plain.pixelColor(ox, oy), (seg.name, other.name)


def test_areas_and_anchors_map_into_any_rect(qapp) -> None:  # type: ignore[no-untyped-def]
    rect = QRectF(300, -40, 64, 64)
    for seg in shapes("O", 3).segments:
        at = tilepaint.segment_anchor("O", 3, seg.name, rect)
        assert rect.contains(at)
        assert tilepaint.segment_area("O", 3, seg.name, rect).contains(at)
        found = tilepaint.segment_at("O", 3, at, rect)
        assert found is not None and found.name == seg.name
    assert tilepaint.segment_at("X", 0, QPointF(50, 50)) is None  # the junction house is no segment


def test_painting_leaves_the_painter_as_it_was(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(3, 4)
    before = painter.transform()
    tilepaint.paint_tile(painter, QRectF(0, 0, 50, 50), "S", 2)
    tilepaint.paint_segments(painter, QRectF(0, 0, 50, 50), "S", 2, ["field:n1"], QColor("red"))
    assert painter.transform() == before and not painter.hasClipping()
    painter.end()


def test_a_follower_of_the_spaced_size_stays_on_its_tile(qapp) -> None:  # type: ignore[no-untyped-def]
    tile_rect = QRectF(0, 0, UNIT, UNIT).adjusted(-1, -1, 1, 1)  # the outline may touch the edge
    for tile, rotation in ALL:
        for seg in shapes(tile, rotation).segments:
            figure = follower_path(FOLLOWER_SIZE, seg.lying).boundingRect().translated(seg.anchor)
            assert tile_rect.contains(figure), (_name(tile, rotation), seg.name, figure)


def test_the_start_tile_bears_the_compass_the_log_counts_from(qapp) -> None:  # type: ignore[no-untyped-def]
    """The log says where tiles lie from the start tile ("2 tiles north of the start tile"): the start tile bears a
    compass star in its corner, and no other tile does."""
    from thurntaxis.carcassonne.ui.items import TileItem

    def corner(square: tuple[int, int]) -> QColor:
        item = TileItem(*square, 0, 0)
        image = QImage(round(UNIT * SCALE), round(UNIT * SCALE), QImage.Format.Format_ARGB32)
        image.fill(QColor("#ff00ff"))
        painter = QPainter(image)
        painter.scale(SCALE, SCALE)
        item.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        return image.pixelColor(round(UNIT * 0.12 * SCALE), round(UNIT * 0.09 * SCALE))  # the star's north point

    assert corner((0, 0)) == QColor("#8a2f22")
    assert corner((1, 0)) != QColor("#8a2f22") and corner((0, -2)) != QColor("#8a2f22")
