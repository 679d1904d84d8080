"""The 72 land tiles of the base game as data, and their four rotations precomputed.

Facts from `reference/carcassonne-tiles.md`. A tile's edges are N, E, S, W (0..3); for farmers every edge is
split in two halves, named clockwise: n1 n2 e1 e2 s1 s2 w1 w2 (0..7; n1 is the west half of N, e1 the north
half of E). A rotation turns the tile clockwise by quarter turns: what was on N lies on E after one.

The hot path reads only plain tuples built here once: `ORIENTED[tile][rotation]` and `FITS[tile][need]`.
"""

from __future__ import annotations

from typing import NamedTuple

# Edge types: 0 stands for "no neighbour there" in a need. A square's need code is the edge type its neighbours
# require on N, E, S, W, two bits each: N | E << 2 | S << 4 | W << 6 (below 256).
CITY, ROAD, FIELD = 1, 2, 3
EDGE_NAMES = ("", "city", "road", "field")
EDGE_LETTER = {"C": CITY, "R": ROAD, "F": FIELD}

# Segment kinds (what a follower stands on).
K_ROAD, K_CITY, K_MONASTERY, K_FIELD = 0, 1, 2, 3
KIND_NAMES = ("road", "city", "monastery", "field")

SIDES = "NESW"
HALVES = ("n1", "n2", "e1", "e2", "s1", "s2", "w1", "w2")
SIDE_WORDS = ("north", "east", "south", "west")

# (letter, count, edges N E S W, city segments, road segments, fields, shield, monastery).
# Cities and roads: the sides they reach; fields: their halves, "*" marks one by the city (touching a city segment).
_TABLE: tuple[tuple[str, int, str, str, str, str, bool, bool], ...] = (
    ("A", 2, "FFRF", "", "S", "n1 n2 e1 e2 s1 s2 w1 w2", False, True),
    ("B", 4, "FFFF", "", "", "n1 n2 e1 e2 s1 s2 w1 w2", False, True),
    ("C", 1, "CCCC", "NESW", "", "", True, False),
    ("D", 4, "CRFR", "N", "WE", "*e1 w2|e2 s1 s2 w1", False, False),
    ("E", 5, "CFFF", "N", "", "*e1 e2 s1 s2 w1 w2", False, False),
    ("F", 2, "FCFC", "EW", "", "*n1 n2|*s1 s2", True, False),
    ("G", 1, "FCFC", "EW", "", "*n1 n2|*s1 s2", False, False),
    ("H", 3, "FCFC", "E W", "", "*n1 n2 s1 s2", False, False),
    ("I", 2, "CCFF", "N E", "", "*s1 s2 w1 w2", False, False),
    ("J", 3, "CRRF", "N", "ES", "*e1 s2 w1 w2|e2 s1", False, False),
    ("K", 3, "CFRR", "N", "SW", "*e1 e2 s1 w2|s2 w1", False, False),
    ("L", 3, "CRRR", "N", "E S W", "*e1 w2|e2 s1|s2 w1", False, False),
    ("M", 2, "CFFC", "NW", "", "*e1 e2 s1 s2", True, False),
    ("N", 3, "CFFC", "NW", "", "*e1 e2 s1 s2", False, False),
    ("O", 2, "CRRC", "NW", "ES", "*e1 s2|e2 s1", True, False),
    ("P", 3, "CRRC", "NW", "ES", "*e1 s2|e2 s1", False, False),
    ("Q", 1, "CCFC", "NEW", "", "*s1 s2", True, False),
    ("R", 3, "CCFC", "NEW", "", "*s1 s2", False, False),
    ("S", 2, "CCRC", "NEW", "S", "*s1|*s2", True, False),
    ("T", 1, "CCRC", "NEW", "S", "*s1|*s2", False, False),
    ("U", 8, "RFRF", "", "NS", "n2 e1 e2 s1|s2 w1 w2 n1", False, False),
    ("V", 9, "FFRR", "", "SW", "s2 w1|n1 n2 e1 e2 s1 w2", False, False),
    ("W", 4, "FRRR", "", "E S W", "w2 n1 n2 e1|e2 s1|s2 w1", False, False),
    ("X", 1, "RRRR", "", "N E S W", "n2 e1|e2 s1|s2 w1|w2 n1", False, False),
)

LETTERS = "".join(row[0] for row in _TABLE)
COUNTS = tuple(row[1] for row in _TABLE)
TILE_COUNT = sum(COUNTS)  # 72
START_TILE = LETTERS.index("D")  # placed at (0, 0), rotation 0: city north, road west to east
TILE_INDEX = {letter: index for index, letter in enumerate(LETTERS)}


class Segment(NamedTuple):
    """One part of an oriented tile a follower can stand on. `mask`: the sides (roads, cities; bit d for side d)
    or the edge halves (fields; bit h for half h) it reaches; `cities`: for a field, the indices of the city
    segments of the same tile it touches."""

    kind: int
    mask: int
    shield: bool
    cities: tuple[int, ...]


class Oriented(NamedTuple):
    """A tile in one rotation: what the engine reads when it places it."""

    tile: int
    rotation: int
    edges: tuple[int, int, int, int]  # edge type on N, E, S, W
    segments: tuple[Segment, ...]  # the same order in every rotation of a tile
    side_segment: tuple[int, int, int, int]  # index of the road or city segment on each side, or -1
    half_segment: tuple[int, ...]  # index of the field segment on each of the eight halves, or -1
    monastery: int  # index of the monastery segment, or -1
    names: tuple[str, ...]  # each segment's notation name ("road:ES", "field:e2s1", "monastery")


def _sides(text: str) -> int:
    return sum(1 << SIDES.index(c) for c in text)


def _base_segments(row: tuple[str, int, str, str, str, str, bool, bool]) -> list[Segment]:
    _letter, _count, _edges, cities, roads, fields, shield, monastery = row
    segments: list[Segment] = []
    city_indices: list[int] = []
    for part in cities.split():
        city_indices.append(len(segments))
        segments.append(Segment(K_CITY, _sides(part), shield, ()))
    for part in roads.split():
        segments.append(Segment(K_ROAD, _sides(part), False, ()))
    if monastery:
        segments.append(Segment(K_MONASTERY, 0, False, ()))
    for part in fields.split("|") if fields else ():
        by_city = part.startswith("*")
        halves = sum(1 << HALVES.index(h) for h in part.lstrip("*").split())
        segments.append(Segment(K_FIELD, halves, False, tuple(city_indices) if by_city else ()))
    return segments


def _rotate_mask(mask: int, steps: int, width: int) -> int:
    full = (1 << width) - 1
    return ((mask << steps) | (mask >> (width - steps))) & full if steps else mask


def segment_name(kind: int, mask: int) -> str:
    """The notation name of a segment of a placed tile: `road:ES`, `city:NW`, `monastery`, `field:e2s1`."""
    if kind == K_MONASTERY:
        return "monastery"
    if kind == K_FIELD:
        return "field:" + "".join(HALVES[h] for h in range(8) if mask >> h & 1)
    return KIND_NAMES[kind] + ":" + "".join(SIDES[d] for d in range(4) if mask >> d & 1)


def _orient(tile: int, rotation: int) -> Oriented:
    row = _TABLE[tile]
    base_edges = [EDGE_LETTER[c] for c in row[2]]
    edges = tuple(base_edges[(d - rotation) % 4] for d in range(4))
    segments = []
    for seg in _base_segments(row):
        width = 8 if seg.kind == K_FIELD else 4
        segments.append(seg._replace(mask=_rotate_mask(seg.mask, rotation * width // 4, width)))
    side_segment = [-1] * 4
    half_segment = [-1] * 8
    monastery = -1
    for index, seg in enumerate(segments):
        if seg.kind == K_MONASTERY:
            monastery = index
        elif seg.kind == K_FIELD:
            for h in range(8):
                if seg.mask >> h & 1:
                    half_segment[h] = index
        else:
            for d in range(4):
                if seg.mask >> d & 1:
                    side_segment[d] = index
    names = tuple(segment_name(seg.kind, seg.mask) for seg in segments)
    return Oriented(
        tile,
        rotation,
        (edges[0], edges[1], edges[2], edges[3]),
        tuple(segments),
        (side_segment[0], side_segment[1], side_segment[2], side_segment[3]),
        tuple(half_segment),
        monastery,
        names,
    )


ORIENTED: tuple[tuple[Oriented, ...], ...] = tuple(
    tuple(_orient(tile, rotation) for rotation in range(4)) for tile in range(len(_TABLE))
)


def _recipe(o: Oriented) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[tuple[int, int, int], ...], bool]:
    """What placing `o` adds, in segment order: its fields (index, city indices), its roads and cities (index,
    open edges, shields) and whether it has a monastery."""
    fields = tuple((i, seg.cities) for i, seg in enumerate(o.segments) if seg.kind == K_FIELD)
    features = tuple(
        (i, seg.mask.bit_count(), 1 if seg.shield else 0)
        for i, seg in enumerate(o.segments)
        if seg.kind in (K_ROAD, K_CITY)
    )
    return fields, features, o.monastery >= 0


# RECIPES[tile][rotation]: what the engine adds to the position when it places that oriented tile.
RECIPES = tuple(tuple(_recipe(o) for o in per_tile) for per_tile in ORIENTED)


def _shape(o: Oriented) -> tuple[object, ...]:
    return (o.edges, sorted(o.segments))


def _distinct(tile: int) -> tuple[int, ...]:
    """The rotations of a tile that differ from every lower one (a U turned twice is the same U)."""
    seen: list[tuple[object, ...]] = []
    kept = []
    for rotation in range(4):
        shape = _shape(ORIENTED[tile][rotation])
        if shape not in seen:
            seen.append(shape)
            kept.append(rotation)
    return tuple(kept)


DISTINCT_ROTATIONS: tuple[tuple[int, ...], ...] = tuple(_distinct(t) for t in range(len(_TABLE)))

# Canonical rotation of each (tile, rotation): the lowest rotation with the same shape.
CANONICAL: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(r for r in DISTINCT_ROTATIONS[t] if _shape(ORIENTED[t][r]) == _shape(ORIENTED[t][q])) for q in range(4))
    for t in range(len(_TABLE))
)


def _fits(tile: int, code: int) -> tuple[int, ...]:
    needs = [(code >> (2 * d)) & 3 for d in range(4)]
    return tuple(
        r
        for r in DISTINCT_ROTATIONS[tile]
        if all(n == 0 or n == e for n, e in zip(needs, ORIENTED[tile][r].edges, strict=True))
    )


# FITS[tile][need code]: the distinct rotations in which the tile fits a square with those needs.
FITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_fits(tile, code) for code in range(256)) for tile in range(len(_TABLE))
)


def full_tile_set() -> list[int]:
    """The 72 tiles as indices, the start tile first."""
    tiles = [START_TILE]
    for tile, count in enumerate(COUNTS):
        tiles.extend([tile] * (count - (1 if tile == START_TILE else 0)))
    return tiles
