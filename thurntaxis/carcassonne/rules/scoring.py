"""Scoring: majorities, the final scoring of what is incomplete and of farms, and the result of a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thurntaxis.carcassonne.rules.state import (
    AROUND,
    CATEGORY_NAMES,
    FARMS,
    FINAL_CITIES,
    FINAL_MONASTERIES,
    FINAL_ROADS,
    GAME_OVER,
    Scored,
)
from thurntaxis.carcassonne.rules.tiles import K_FIELD, K_ROAD

if TYPE_CHECKING:
    from thurntaxis.carcassonne.rules.state import GameState


def majority(holders: tuple[tuple[int, int], ...], players: int) -> tuple[int, ...]:
    """The players with the most followers among `holders` ((segment key, player) pairs); all tied players."""
    if not holders:
        return ()
    if len(holders) == 1:
        return (holders[0][1],)
    counts = [0] * players
    for _key, player in holders:
        counts[player] += 1
    best = max(counts)
    return tuple(p for p in range(players) if counts[p] == best)


def _root(parent: dict[int, int], key: int) -> int:
    while key in parent:
        key = parent[key]
    return key


def final_points(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The points after the final scoring: incomplete roads (1 a tile), cities (1 a tile and 1 a shield) and
    monasteries (1 and 1 a neighbour) to their majorities, and each farm 3 for every completed city it touches
    to its farmers' majority."""
    points = [list(p) for p in state.points]
    parent, board = state.parent, state.board
    for root, (open_edges, squares, shields, holders) in state.features.items():
        if not holders or not open_edges:
            continue
        pos, index = divmod(root, 16)
        is_road = board[pos].segments[index].kind == K_ROAD
        value = len(squares) if is_road else len(squares) + shields
        for w in majority(holders, state.players):
            points[w][FINAL_ROADS if is_road else FINAL_CITIES] += value
    for pos, owner in state.monasteries.items():
        if owner >= 0:
            points[owner][FINAL_MONASTERIES] += 1 + sum(pos + d in board for d in AROUND)
    features = state.features
    for cities, holders in state.farms.values():
        if not holders:
            continue
        supplied = {r for r in (_root(parent, c) for c in cities) if features[r][0] == 0}
        if supplied:
            for w in majority(holders, state.players):
                points[w][FARMS] += 3 * len(supplied)
    return tuple(tuple(p) for p in points)


def final_scorings(state: GameState) -> tuple[Scored, ...]:
    """The final scoring feature by feature, in the order it is shown: incomplete roads, cities and monasteries,
    then each farm (`kind` "farm", its squares the tiles its fields lie on); only what a follower holds. Each
    `Scored.points` goes to each of its `winners`; together they make `final_points`' end categories."""
    parent, board, features = state.parent, state.board, state.features
    roads: list[Scored] = []
    cities: list[Scored] = []
    for root, (open_edges, squares, shields, holders) in sorted(state.features.items()):
        if not holders or not open_edges:
            continue
        pos, index = divmod(root, 16)
        is_road = board[pos].segments[index].kind == K_ROAD
        value = len(squares) if is_road else len(squares) + shields
        made = Scored("road" if is_road else "city", root, squares, value, majority(holders, state.players), holders)
        (roads if is_road else cities).append(made)
    monasteries: list[Scored] = []
    for pos, owner in sorted(state.monasteries.items()):
        if owner >= 0:
            around = frozenset([pos, *(pos + d for d in AROUND if pos + d in board)])
            key = pos * 16 + board[pos].monastery
            monasteries.append(Scored("monastery", key, around, len(around), (owner,), ((key, owner),)))
    farm_squares: dict[int, set[int]] = {}
    for pos, o in board.items():
        for i, seg in enumerate(o.segments):
            if seg.kind == K_FIELD:
                farm_squares.setdefault(_root(parent, pos * 16 + i), set()).add(pos)
    farms: list[Scored] = []
    for root, (cities_touched, holders) in sorted(state.farms.items()):
        if not holders:
            continue
        supplied = {r for r in (_root(parent, c) for c in cities_touched) if features[r][0] == 0}
        if supplied:
            squares = frozenset(farm_squares.get(root, ()))
            farms.append(Scored("farm", root, squares, 3 * len(supplied), majority(holders, state.players), holders))
    return (*roads, *cities, *monasteries, *farms)


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """One player's points by category: during play (roads, cities, monasteries) and at the end (the same
    three for incomplete features, and farms)."""

    roads: int
    cities: int
    monasteries: int
    final_roads: int
    final_cities: int
    final_monasteries: int
    farms: int

    @property
    def during_play(self) -> int:
        return self.roads + self.cities + self.monasteries

    @property
    def final(self) -> int:
        return self.final_roads + self.final_cities + self.final_monasteries + self.farms

    @property
    def total(self) -> int:
        return self.during_play + self.final

    def as_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in CATEGORY_NAMES}


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome: total scores, each player's breakdown and the winners (all who share the highest score)."""

    scores: tuple[int, ...]
    breakdown: tuple[ScoreBreakdown, ...]
    winners: tuple[int, ...]
    finished: bool


def result(state: GameState) -> Result:
    """The scores and winners of a position (final once the game is over; the standings so far before)."""
    breakdown = tuple(ScoreBreakdown(*p) for p in state.points)
    scores = tuple(b.total for b in breakdown)
    best = max(scores)
    winners = tuple(i for i, s in enumerate(scores) if s == best)
    return Result(scores, breakdown, winners, state.phase == GAME_OVER)


def scores(state: GameState) -> tuple[int, ...]:
    """Each player's points so far."""
    return tuple(sum(p) for p in state.points)
