"""The tiles' landscape art: the same tile always looks the same (in this process and the next), a turned tile is the
same tile turned, the kinds look apart, city, road and field stay apart on small tiles, the art keeps to the
geometry the followers use, and a full board paints about as fast as before the art."""

from __future__ import annotations

import hashlib
import math
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from thurntaxis.carcassonne.rules.engine import apply, new_game
from thurntaxis.carcassonne.rules.playout import random_game
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_FIELD, K_ROAD, LETTERS
from thurntaxis.carcassonne.ui import landart, tilepaint, townart
from thurntaxis.carcassonne.ui.tilegeometry import UNIT, rotate_point, shapes

ROOT = Path(__file__).resolve().parents[3]


def _render(tile: int | str, rotation: int, size: int, detail: int | None = None) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    tilepaint.paint_tile(painter, QRectF(0, 0, size, size), tile, rotation, detail=detail)
    painter.end()
    return image


def _digest(image: QImage) -> str:
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def _clear_caches() -> None:
    for cached in (tilepaint.tile_picture, landart.land_art, landart._printed, landart._meadow, townart.town_art):
        cached.cache_clear()
    townart._printed_houses.cache_clear()


def test_a_tile_looks_the_same_every_time(qapp) -> None:  # type: ignore[no-untyped-def]
    """Painted twice (its pictures made afresh between) and in another process, a tile gives the same pixels."""
    first = {(letter, r): _digest(_render(letter, r, 96)) for letter in "RDAS" for r in (0, 3)}
    _clear_caches()
    again = {(letter, r): _digest(_render(letter, r, 96)) for letter in "RDAS" for r in (0, 3)}
    assert again == first
    script = (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "import hashlib\nfrom PySide6.QtCore import QRectF\nfrom PySide6.QtGui import QColor, QImage, QPainter\n"
        "from PySide6.QtGui import QGuiApplication\napp = QGuiApplication([])\n"
        "from thurntaxis.carcassonne.ui.tilepaint import paint_tile\n"
        "image = QImage(96, 96, QImage.Format.Format_ARGB32); image.fill(QColor('#ff00ff'))\n"
        "p = QPainter(image); paint_tile(p, QRectF(0, 0, 96, 96), 'R', 3); p.end()\n"
        "print(hashlib.sha256(bytes(image.constBits())).hexdigest())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.split()[-1] == first["R", 3]  # (string hashing differs between processes: not used)


def test_a_turned_tile_is_the_same_tile_turned(qapp) -> None:  # type: ignore[no-untyped-def]
    """The houses, plants and stones of a tile turned are those of the printed tile, turned (each upright)."""

    def key(point: QPointF) -> tuple[float, float]:
        return round(point.x(), 3), round(point.y(), 3)

    for tile in range(len(LETTERS)):
        town, land = townart.town_art(tile, 0), landart.land_art(tile, 0)
        for turns in range(1, 4):
            turned_town, turned_land = townart.town_art(tile, turns), landart.land_art(tile, turns)
            assert sorted(key(h.at) for h in turned_town.houses) == sorted(
                key(rotate_point(h.at, turns)) for h in town.houses
            )
            assert sorted(key(p.at) for p in turned_land.plants) == sorted(
                key(rotate_point(p.at, turns)) for p in land.plants
            )
            assert turned_land.stones.elementCount() == land.stones.elementCount()


def test_the_tile_kinds_look_distinct(qapp) -> None:  # type: ignore[no-untyped-def]
    """Every two kinds differ in a good part of their pixels, even those of the same layout (a shield apart)."""
    images = [_render(tile, 0, 48) for tile in range(len(LETTERS))]
    pixels = [[img.pixel(x, y) for y in range(48) for x in range(48)] for img in images]

    def apart(a: int, b: int) -> float:
        return sum(1 for p, q in zip(pixels[a], pixels[b], strict=True) if _far(p, q)) / len(pixels[a])

    least = min(apart(a, b) for a in range(len(LETTERS)) for b in range(a))
    assert least > 0.04  # (measured: A and B, the monastery with and without its road, about 0.10)


def _far(p: int, q: int) -> bool:
    a, b = QColor.fromRgb(p), QColor.fromRgb(q)
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue())) > 40


def _mean(image: QImage, area_points: list[tuple[int, int]]) -> tuple[float, float, float]:
    colours = [image.pixelColor(x, y) for x, y in area_points]
    n = len(colours)
    return (sum(c.red() for c in colours) / n, sum(c.green() for c in colours) / n, sum(c.blue() for c in colours) / n)


def test_city_road_and_field_stay_apart_on_small_tiles(qapp) -> None:  # type: ignore[no-untyped-def]
    """At 40 pixels a tile (a full board of 72 tiles in a 1024×700 window), every city still reads as the towns'
    sand, every road as the track's light and every field as green: each segment's mean colour lies nearest to its
    own kind's ground, and well apart from the others'."""
    size = 40
    ground = {K_CITY: townart.CITY, K_ROAD: landart.ROAD, K_FIELD: landart.FIELD}
    wrong = []
    for tile in range(len(LETTERS)):
        image = _render(tile, 1, size)
        for seg in shapes(tile, 1).segments:
            if seg.kind not in ground:
                continue
            inside = [
                (x, y)
                for x in range(size)
                for y in range(size)
                if seg.area.contains(QPointF((x + 0.5) * UNIT / size, (y + 0.5) * UNIT / size))
            ]
            if seg.kind == K_ROAD:  # a road reads by its light track between dark edges: its middle
                inside = [(x, y) for x, y in inside if _on_track(shapes(tile, 1).road_lines, x, y, size)]
            mean = _mean(image, inside)
            distances = {kind: math.dist(mean, (c.red(), c.green(), c.blue())) for kind, c in ground.items()}
            nearest = min(distances, key=lambda k: distances[k])
            others = min(d for k, d in distances.items() if k != seg.kind)
            if nearest != seg.kind or others - distances[seg.kind] < 35:
                wrong.append((LETTERS[tile], seg.name, [round(v) for v in mean], round(others - distances[seg.kind])))
    assert wrong == []


def _on_track(lines: tuple[QPainterPath, ...], x: int, y: int, size: int) -> bool:
    point = QPointF((x + 0.5) * UNIT / size, (y + 0.5) * UNIT / size)
    return any(
        math.dist(_xy(point), _xy(line.pointAtPercent(k / 40))) < UNIT / size * 0.75
        for line in lines
        for k in range(41)
    )


def test_the_art_keeps_to_the_geometry(qapp) -> None:  # type: ignore[no-untyped-def]
    """Houses stand inside their towns, plants on the fields, off the followers' places; nothing of either reaches
    the strip along the edges where the tile meets its neighbours."""
    for tile in range(len(LETTERS)):
        for turns in range(4):
            geo = shapes(tile, turns)
            cities = [s.area for s in geo.segments if s.kind == K_CITY]
            fields = [s.area for s in geo.segments if s.kind == K_FIELD]
            for house in townart.town_art(tile, turns).houses:
                box = QRectF(house.at.x() - house.w / 2, house.at.y() - house.h / 2, house.w, house.h)
                corners = (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight())
                assert any(all(c.contains(p) for p in corners) for c in cities), (LETTERS[tile], turns, house)
                assert QRectF(3.5, 3.5, UNIT - 7, UNIT - 7).contains(box.translated(1.6, 2.0))
            for plant in landart.land_art(tile, turns).plants:
                assert any(f.contains(plant.at) for f in fields), (LETTERS[tile], turns)
                assert all(math.dist(_xy(plant.at), _xy(s.anchor)) > 10 for s in geo.segments)
                assert QRectF(8, 8, UNIT - 16, UNIT - 16).contains(plant.at)


def _xy(point: QPointF) -> tuple[float, float]:
    return point.x(), point.y()


@pytest.mark.parametrize("size", [48, 200])
def test_a_full_board_paints_quickly(qapp, size: int) -> None:  # type: ignore[no-untyped-def]
    """A finished game's 72 tiles painted into a picture: at 48 pixels (a full board at 1024×700) and at 200 (a
    close zoom, where the view paints each tile afresh). Before the art, the same took about 40 and 140 ms of this
    machine's time (quiet), the art about 55 and 195; the bounds leave room for a loaded machine."""
    state = new_game(3, seed=5)
    for move in random_game(3, 5).moves:
        state = apply(state, move)
    tiles = state.tiles()
    assert len(tiles) == 72
    image = QImage(size * 24, size * 24, QImage.Format.Format_ARGB32_Premultiplied)

    def board() -> float:
        painter = QPainter(image)
        start = time.process_time()
        for x, y, letter, rotation in tiles:
            tilepaint.paint_tile(painter, QRectF((x + 12) * size, (y + 12) * size, size, size), letter, rotation)
        painter.end()
        return time.process_time() - start

    board()  # (the pictures recorded once)
    spent = min(board() for _ in range(3))
    assert spent < {48: 0.4, 200: 1.2}[size], spent
