"""The game state: plain dicts and tuples keyed by square and segment, copied on apply (never changed in place).

Squares are numbered `pos = (x + 128) * 256 + (y + 128)` (x grows east, y grows south, the start tile at 0,0);
a segment of the tile on a square is `key = pos * 16 + index` (index into `Oriented.segments`).

Roads and cities live in `features`, fields in `farms`, both keyed by the root segment of a union-find over
segments (`parent` maps a merged segment to the one it joined). A feature is a tuple
`(open edges, squares, shields, followers)`; a farm `(city segment keys it touches, followers)`; followers are
tuples of `(segment key, player)`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from thurntaxis.carcassonne.rules.tiles import LETTERS, Oriented

MIN_PLAYERS, MAX_PLAYERS = 2, 5
FOLLOWERS = 7  # each player's followers in play (the eighth marks the score)

PLACE_PHASE, FOLLOWER_PHASE, GAME_OVER = 0, 1, 2
PHASE_NAMES = ("place", "follower", "over")

# Points per player, by category: scored during play (0-2), at the end (3-6).
ROADS, CITIES, MONASTERIES, FINAL_ROADS, FINAL_CITIES, FINAL_MONASTERIES, FARMS = range(7)
CATEGORY_NAMES = ("roads", "cities", "monasteries", "final_roads", "final_cities", "final_monasteries", "farms")

Feature = tuple[int, frozenset[int], int, tuple[tuple[int, int], ...]]
Farm = tuple[frozenset[int], tuple[tuple[int, int], ...]]

OFFSET = 128
NORTH, EAST, SOUTH, WEST = -1, 256, 1, -256
DELTAS = (NORTH, EAST, SOUTH, WEST)
AROUND = (NORTH, NORTH + EAST, EAST, SOUTH + EAST, SOUTH, SOUTH + WEST, WEST, NORTH + WEST)


def pos_of(x: int, y: int) -> int:
    """The square number of (x, y)."""
    return (x + OFFSET) * 256 + (y + OFFSET)


def xy(pos: int) -> tuple[int, int]:
    """The (x, y) of a square number."""
    return (pos >> 8) - OFFSET, (pos & 255) - OFFSET


def neighbours(board: Mapping[int, Oriented], pos: int) -> Iterator[tuple[int, int, Oriented, int]]:
    """The tiles beside square `pos`: for each side `d` with a tile, (d, that tile's square, the tile, the index
    of its road or city segment facing `pos`, or -1 when that edge is a field)."""
    for d in range(4):
        q = pos + DELTAS[d]
        other = board.get(q)
        if other is not None:
            yield d, q, other, other.side_segment[(d + 2) & 3]


class Scored(NamedTuple):
    """One scoring of a completed feature during play: what, where, who scored how much, and whose followers
    came back (for the log, animations and the tests)."""

    kind: str  # road, city, monastery (and farm, in the final scoring)
    key: int  # root segment key (the monastery's segment key)
    squares: frozenset[int]
    points: int
    winners: tuple[int, ...]
    returned: tuple[tuple[int, int], ...]  # (segment key, player)


class GameState:
    """A position. Treat every field as read-only: `apply` returns a new state that shares what did not change."""

    __slots__ = (
        "board",
        "current",
        "deck",
        "drawn",
        "farms",
        "features",
        "followers",
        "frontier",
        "last",
        "last_scored",
        "monasteries",
        "parent",
        "phase",
        "placed_order",
        "players",
        "points",
        "removed",
        "supply",
    )

    players: int
    board: dict[int, Oriented]  # square -> the oriented tile on it
    placed_order: tuple[int, ...]  # squares in the order their tiles were placed (the start tile first)
    parent: dict[int, int]
    features: dict[int, Feature]
    farms: dict[int, Farm]
    monasteries: dict[int, int]  # square of an uncompleted monastery -> its monk's player, or -1
    followers: dict[int, int]  # segment key -> player, every follower on the board
    frontier: dict[int, int]  # empty square next to a tile -> need code (tiles.py: two bits a side)
    supply: tuple[int, ...]  # followers in each player's supply
    points: tuple[tuple[int, ...], ...]  # per player, per category (CATEGORY_NAMES)
    current: int  # whose turn it is (the seat to move)
    phase: int
    drawn: int  # the tile to place, or just placed in the follower phase (index into LETTERS); -1 at the end
    deck: tuple[int, ...]  # the tiles still to draw, in order (hidden from the players: see `observation`)
    removed: tuple[int, ...]  # tiles removed as unplaceable
    last: int  # square of the tile placed this turn (or last), -1 before the first
    last_scored: tuple[Scored, ...]  # what the last completed turn scored

    def copy(self) -> GameState:
        """A shallow copy (the dicts are shared: copy one before changing it)."""
        new = GameState.__new__(GameState)
        new.board = self.board
        new.deck = self.deck
        new.drawn = self.drawn
        new.farms = self.farms
        new.features = self.features
        new.followers = self.followers
        new.frontier = self.frontier
        new.last = self.last
        new.last_scored = self.last_scored
        new.monasteries = self.monasteries
        new.parent = self.parent
        new.phase = self.phase
        new.placed_order = self.placed_order
        new.current = self.current
        new.players = self.players
        new.points = self.points
        new.removed = self.removed
        new.supply = self.supply
        return new

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def scores(self) -> tuple[int, ...]:
        """Each player's points so far."""
        return tuple(sum(p) for p in self.points)

    @property
    def drawn_letter(self) -> str | None:
        return LETTERS[self.drawn] if self.drawn >= 0 else None

    def tiles(self) -> list[tuple[int, int, str, int]]:
        """The placed tiles as (x, y, letter, rotation), in the order they were placed."""
        return [(*xy(p), LETTERS[self.board[p].tile], self.board[p].rotation) for p in self.placed_order]

    def follower_list(self) -> list[tuple[int, int, str, int]]:
        """Every follower on the board as (x, y, segment name, player)."""
        out = []
        for key, player in sorted(self.followers.items()):
            pos, index = divmod(key, 16)
            out.append((*xy(pos), self.board[pos].names[index], player))
        return out

    def tiles_accounted(self) -> int:
        """Placed + removed + drawn but not yet placed + still to draw (72 in a full game)."""
        return len(self.board) + len(self.removed) + (1 if self.phase == PLACE_PHASE else 0) + len(self.deck)

    def __repr__(self) -> str:
        return (
            f"<carcassonne GameState {len(self.board)} tiles, player {self.current}, "
            f"{PHASE_NAMES[self.phase]}, drawn {self.drawn_letter}, scores {self.scores}>"
        )


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may see: everything on the table, the scores, the drawn tile and the tiles still to come
    as counts per tile letter, but never their order. `determinize` makes a state from it with a sampled order."""

    seat: int
    players: int
    board: dict[int, Oriented]
    placed_order: tuple[int, ...]
    parent: dict[int, int]
    features: dict[int, Feature]
    farms: dict[int, Farm]
    monasteries: dict[int, int]
    followers: dict[int, int]
    frontier: dict[int, int]
    supply: tuple[int, ...]
    points: tuple[tuple[int, ...], ...]
    current: int
    phase: int
    drawn: int
    removed: tuple[int, ...]
    last: int
    last_scored: tuple[Scored, ...]
    remaining: tuple[int, ...]  # tiles still to draw, per tile index (LETTERS)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(sum(p) for p in self.points)

    @property
    def tiles_left(self) -> int:
        return sum(self.remaining)
