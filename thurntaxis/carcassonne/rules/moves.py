"""Moves: small immutable values with a compact text notation that round-trips.

A turn is two moves: the drawn tile's placement, then the follower (or none). Notation (docs/carcassonne-records.md):

    V1@2,-1       place the drawn tile, a V, turned once clockwise, at x=2, y=-1 (x grows east, y grows south)
    road:ES       a robber on the road segment reaching the east and south edges of the tile just placed
    city:NW       a knight on the city segment reaching its north and west edges
    monastery     a monk in its monastery
    field:e2s1    a farmer on the field segment touching the edge halves e2 and s1 (halves named clockwise:
                  n1 n2 e1 e2 s1 s2 w1 w2; n1 is the west half of the north edge)
    none          no follower this turn

Segment names describe the tile as it lies on the table (after its rotation), sides and halves in clockwise order.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from thurntaxis.carcassonne.rules.tiles import (
    HALVES,
    K_CITY,
    K_FIELD,
    K_MONASTERY,
    K_ROAD,
    KIND_NAMES,
    LETTERS,
    SIDES,
    TILE_INDEX,
    segment_name,
)
from thurntaxis.errors import NotationError, shown

PLACE = 0
FOLLOWER = 1
NO_FOLLOWER = 2

MAX_COORDINATE = 99  # 72 tiles never reach further from the start tile

_PLACE_RE = re.compile(r"([A-X])([0-3])@(-?[0-9]{1,2}),(-?[0-9]{1,2})")
_SIDES_RE = re.compile(r"[NESW]{1,4}")
_HALVES_RE = re.compile(r"(?:[nesw][12]){1,8}")


class Move(NamedTuple):
    """One decision. A placement (`kind` PLACE) names the tile (index into LETTERS), the rotation (quarter turns
    clockwise) and the square; a follower move names the segment kind (road, city, monastery, field, as in
    `tiles.KIND_NAMES`) and its sides or edge halves as a bit mask."""

    kind: int
    tile: int = -1
    rotation: int = 0
    x: int = 0
    y: int = 0
    segment: int = -1
    mask: int = 0

    def __str__(self) -> str:
        if self.kind == PLACE:
            return f"{LETTERS[self.tile]}{self.rotation}@{self.x},{self.y}"
        if self.kind == FOLLOWER:
            return segment_name(self.segment, self.mask)
        return "none"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Move:
        """The move a notation string stands for; raises `NotationError` if it is not one."""
        return parse_move(text)

    @staticmethod
    def place(letter: str, rotation: int, x: int, y: int) -> Move:
        """A placement of the tile with this letter."""
        return Move(PLACE, TILE_INDEX[letter], rotation, x, y)


NONE = Move(NO_FOLLOWER)

_CACHE: dict[str, Move] = {}


def follower_move(kind: int, mask: int) -> Move:
    """The follower move for a segment of this kind and mask (interned)."""
    return parse_move(segment_name(kind, mask))


def parse_move(text: str) -> Move:
    """The move a notation string stands for; raises `NotationError` (one line, with the text) if it is not one."""
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, not {type(text).__name__}", "notation_type")
    cached = _CACHE.get(text)
    if cached is not None:
        return cached
    move = _parse(text)
    if len(_CACHE) < 20_000:
        _CACHE[text] = move
    return move


def _bad(text: str, why: str) -> NotationError:
    return NotationError(f"'{shown(text)}' is not a Carcassonne move: {why}", "notation", text=shown(text), reason=why)


def _parse(text: str) -> Move:
    if text == "none":
        return NONE
    if text == "monastery":
        return Move(FOLLOWER, segment=K_MONASTERY)
    found = _PLACE_RE.fullmatch(text)
    if found:
        x, y = int(found[3]), int(found[4])
        return Move(PLACE, TILE_INDEX[found[1]], int(found[2]), x, y)
    if "@" in text:
        raise _bad(text, "a placement is a tile letter A-X, a rotation 0-3, '@' and x,y (like V1@2,-1)")
    kind_name, colon, where = text.partition(":")
    if not colon or kind_name not in KIND_NAMES or kind_name == "monastery":
        raise _bad(text, "expected a placement (V1@2,-1), road:.., city:.., field:.., monastery or none")
    kind = KIND_NAMES.index(kind_name)
    if kind in (K_ROAD, K_CITY):
        if not _SIDES_RE.fullmatch(where):
            raise _bad(text, f"a {kind_name} is named by its sides N, E, S, W (like {kind_name}:NE)")
        mask = 0
        for c in where:
            bit = 1 << SIDES.index(c)
            if mask & bit:
                raise _bad(text, f"side {c} named twice")
            mask |= bit
        return Move(FOLLOWER, segment=kind, mask=mask)
    assert kind == K_FIELD
    if not _HALVES_RE.fullmatch(where):
        raise _bad(text, "a field is named by its edge halves n1 n2 e1 e2 s1 s2 w1 w2 (like field:e2s1)")
    mask = 0
    for i in range(0, len(where), 2):
        bit = 1 << HALVES.index(where[i : i + 2])
        if mask & bit:
            raise _bad(text, f"edge half {where[i : i + 2]} named twice")
        mask |= bit
    return Move(FOLLOWER, segment=K_FIELD, mask=mask)
