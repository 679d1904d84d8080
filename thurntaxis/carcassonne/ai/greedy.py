"""Medium's evaluation: a player's worth is their points, plus the expected worth of the open features they hold
(roads, cities, monasteries, farms), plus the followers kept in supply.

`evaluate` sums this over a whole position (the leaf value of Hard's playouts). `turn_options` values every
(placement, follower) choice of a turn without playing the turn out: a tile changes only the features it touches,
so the change in worth is the worth of those features after the placement minus their worth before, plus what a
follower adds. A test checks that this local change equals the change in `evaluate`.

Only the tiles still to come as a count enters the values (how likely an open feature is to be completed), never
their order: Medium reads nothing an observation hides.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from thurntaxis.carcassonne.rules import (
    FOLLOWER,
    FOLLOWER_PHASE,
    GAME_OVER,
    NONE,
    GameState,
    Move,
    Observation,
    apply,
    determinize,
    find,
    legal_moves,
    place_legal,
)
from thurntaxis.carcassonne.rules.scoring import majority
from thurntaxis.carcassonne.rules.state import AROUND, DELTAS, neighbours
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_FIELD, K_MONASTERY, K_ROAD, ORIENTED, Oriented

# The index of each (segment kind, mask) on an oriented tile: ORIENTED[tile][rotation]'s segments.
_SEGMENT_INDEX = tuple(
    tuple({(seg.kind, seg.mask): i for i, seg in reversed(list(enumerate(o.segments)))} for o in per_tile)
    for per_tile in ORIENTED
)

# The neighbour's edge half that meets each edge half of a tile (n1 meets the s2 of the tile to the north).
_FACING_HALF = (5, 4, 7, 6, 1, 0, 3, 2)

Holders = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's constants (tuned in the arena, docs/carcassonne-ai.md).

    A city with `open` open edges is completed with chance `T / (T + city_close * open)` (T: tiles still to
    come), a monastery missing `m` neighbours with `T / (T + monastery_close * m)`; a farm counts every open city
    it touches at `farm_open_city * T / 72` of a completed one. The k-th follower in supply (counting from the
    last one) is worth `follower * follower_decay ** (k - 1)`, scaled down over the last `follower_horizon` tiles.
    `opponents` weighs the opponents' gain against one's own when choosing."""

    city_close: float = 4.0
    monastery_close: float = 2.0
    farm_open_city: float = 0.6
    follower: float = 3.0
    follower_decay: float = 0.8
    follower_horizon: float = 20.0
    opponents: float = 1.0


DEFAULT = Weights()


@dataclass(frozen=True, slots=True)
class TurnOption:
    """One way to play a turn: the placement, the position after it, the follower move (or `NONE`) and its
    value to the player (their gain minus the opponents' weighted mean gain)."""

    place: Move
    placed: GameState
    follower: Move
    value: float


def canonical_world(obs: Observation) -> GameState:
    """A state for the observation with the tiles to come in a fixed order (by tile letter): what the greedy
    evaluation reads never depends on that order, and this order depends on nothing hidden."""
    order = [tile for tile, count in enumerate(obs.remaining) for _ in range(count)]
    return determinize(obs, random.Random(0), order=order)


def supply_worth(followers: int, tiles_left: int, w: Weights = DEFAULT) -> float:
    """The worth of `followers` kept in supply with `tiles_left` tiles to come."""
    if followers <= 0 or tiles_left <= 0:
        return 0.0
    stage = min(1.0, tiles_left / w.follower_horizon)
    decay = w.follower_decay
    return w.follower * stage * (1.0 - decay**followers) / (1.0 - decay)


def feature_worth(
    feature: tuple[int, frozenset[int], int, Holders], is_road: bool, tiles_left: int, w: Weights = DEFAULT
) -> float:
    """The expected final worth of a road or city to its majority (the points if it is completed)."""
    open_edges, squares, shields, _holders = feature
    n = len(squares)
    if is_road:
        return float(n)
    if open_edges == 0:
        return float(2 * (n + shields))
    chance = tiles_left / (tiles_left + w.city_close * open_edges) if tiles_left > 0 else 0.0
    return (n + shields) * (1.0 + chance)


def monastery_worth(state: GameState, pos: int, tiles_left: int, w: Weights = DEFAULT) -> float:
    """The expected final worth of the monastery on `pos` to its monk (9 if surrounded)."""
    board = state.board
    around = sum(1 for d in AROUND if pos + d in board)
    if around == 8:
        return 9.0
    missing = 8 - around
    chance = tiles_left / (tiles_left + w.monastery_close * missing) if tiles_left > 0 else 0.0
    return 1 + around + missing * chance


def farm_worth(state: GameState, cities: frozenset[int], tiles_left: int, w: Weights = DEFAULT) -> float:
    """The expected final worth of a farm touching these city segments to its farmers' majority."""
    parent, features = state.parent, state.features
    if len(cities) == 1:
        for c in cities:
            while c in parent:
                c = parent[c]
            done = 1 if features[c][0] == 0 else 0
        return 3.0 * (done + (1 - done) * w.farm_open_city * tiles_left / 72.0)
    roots = set()
    for c in cities:
        while c in parent:
            c = parent[c]
        roots.add(c)
    if not roots:
        return 0.0
    done = 0
    for r in roots:
        if features[r][0] == 0:
            done += 1
    return 3.0 * (done + (len(roots) - done) * w.farm_open_city * tiles_left / 72.0)


def _credit(acc: list[float], holders: Holders, value: float, players: int) -> None:
    if not holders or value == 0.0:
        return
    if len(holders) == 1:
        acc[holders[0][1]] += value
        return
    for p in majority(holders, players):
        acc[p] += value


def _is_road(state: GameState, root: int) -> bool:
    return state.board[root >> 4].segments[root & 15].kind == K_ROAD


def evaluate(state: GameState, tiles_left: int | None = None, w: Weights = DEFAULT) -> list[float]:
    """Every player's worth in this position (their points once the game is over)."""
    if state.phase == GAME_OVER:
        return [float(sum(p)) for p in state.points]
    t = len(state.deck) if tiles_left is None else tiles_left
    acc = [float(sum(p)) for p in state.points]
    n = state.players
    for root, feature in state.features.items():
        if feature[3] and feature[0]:
            _credit(acc, feature[3], feature_worth(feature, _is_road(state, root), t, w), n)
    for cities, holders in state.farms.values():
        if holders:
            _credit(acc, holders, farm_worth(state, cities, t, w), n)
    for pos, owner in state.monasteries.items():
        if owner >= 0:
            acc[owner] += monastery_worth(state, pos, t, w)
    for p in range(n):
        acc[p] += supply_worth(state.supply[p], t, w)
    return acc


def _touched_before(before: GameState, o: Oriented, pos: int) -> tuple[set[int], set[int]]:
    """The roots of the roads and cities, and of the farms, that a tile placed on `pos` joins."""
    board, parent = before.board, before.parent
    features: set[int] = set()
    farms: set[int] = set()
    half_segment = o.half_segment
    for d, q, other, j in neighbours(board, pos):
        if j >= 0:
            key = q * 16 + j
            while key in parent:
                key = parent[key]
            features.add(key)
        h = 2 * d
        if half_segment[h] >= 0:
            key = q * 16 + other.half_segment[_FACING_HALF[h]]
            while key in parent:
                key = parent[key]
            farms.add(key)
        h += 1
        if half_segment[h] >= 0:
            key = q * 16 + other.half_segment[_FACING_HALF[h]]
            while key in parent:
                key = parent[key]
            farms.add(key)
    return features, farms


def placement_delta(
    before: GameState,
    placed: GameState,
    tiles_left: int,
    w: Weights = DEFAULT,
    memo: dict[int, float] | None = None,
) -> tuple[list[float], list[int]]:
    """How the placement of the last tile (without a follower) changes every player's worth, and how many
    followers each player gets back from what it completes. `memo` (one per `before` and `tiles_left`) keeps the
    worth in `before` of each feature or farm root met, for the next placement from the same position."""
    if memo is None:
        memo = {}
    pos = placed.last
    o = placed.board[pos]
    n = placed.players
    delta = [0.0] * n
    returned = [0] * n
    feat_before, farm_before = _touched_before(before, o, pos)
    for root in feat_before:
        feature = before.features[root]
        holders = feature[3]
        if holders:
            worth = memo.get(root)
            if worth is None:
                worth = memo[root] = feature_worth(feature, _is_road(before, root), tiles_left, w)
            _credit(delta, holders, -worth, n)
    for root in farm_before:
        cities, holders = before.farms[root]
        if holders:
            worth = memo.get(root)
            if worth is None:
                worth = memo[root] = farm_worth(before, cities, tiles_left, w)
            _credit(delta, holders, -worth, n)
    base = pos * 16
    parent = placed.parent
    before_board = before.board
    feat_after: set[int] = set()
    farm_after: set[int] = set()
    cities_after: set[int] = set()
    for i, seg in enumerate(o.segments):
        kind = seg.kind
        if kind == K_MONASTERY:
            continue
        root = base + i
        while root in parent:
            root = parent[root]
        if kind == K_FIELD:
            farm_after.add(root)
            continue
        feat_after.add(root)
        if kind == K_CITY:
            mask = seg.mask
            for d in range(4):
                if mask >> d & 1 and pos + DELTAS[d] in before_board:
                    cities_after.add(root)
                    break
    features = placed.features
    for root in feat_after:
        feature = features[root]
        holders = feature[3]
        if holders:
            _credit(delta, holders, feature_worth(feature, _is_road(placed, root), tiles_left, w), n)
            if feature[0] == 0:
                for _key, p in holders:
                    returned[p] += 1
    farms = placed.farms
    for root in farm_after:
        cities, holders = farms[root]
        if holders:
            _credit(delta, holders, farm_worth(placed, cities, tiles_left, w), n)
    if cities_after:
        # Farms the tile does not touch still gain when a city they touch is joined or completed.
        for root, (cities, holders) in farms.items():
            if not holders or root in farm_after:
                continue
            for c in cities:
                while c in parent:
                    c = parent[c]
                if c in cities_after:
                    break
            else:
                continue
            worth = memo.get(root)
            if worth is None:
                worth = memo[root] = farm_worth(before, cities, tiles_left, w)
            _credit(delta, holders, farm_worth(placed, cities, tiles_left, w) - worth, n)
    monasteries = before.monasteries
    if monasteries:
        for d in AROUND:
            owner = monasteries.get(pos + d, -1)
            if owner >= 0:
                after = monastery_worth(placed, pos + d, tiles_left, w)
                delta[owner] += after - monastery_worth(before, pos + d, tiles_left, w)
                if after == 9.0:
                    returned[owner] += 1
    for p in range(n):
        if returned[p]:
            supply = placed.supply[p]
            delta[p] += supply_worth(supply + returned[p], tiles_left, w) - supply_worth(supply, tiles_left, w)
    return delta, returned


def follower_gain(placed: GameState, move: Move, tiles_left: int, w: Weights = DEFAULT, returned: int = 0) -> float:
    """What putting the follower `move` on the tile just placed adds to the mover's worth (0 for `NONE`):
    the worth of the feature it claims, less the follower leaving the supply unless the feature is completed
    now (then it scores and comes back). `returned`: the mover's followers that come back this turn anyway."""
    if move.kind != FOLLOWER:
        return 0.0
    supply = placed.supply[placed.current] + returned
    cost = supply_worth(supply, tiles_left, w) - supply_worth(supply - 1, tiles_left, w)
    return _claim(placed, move, tiles_left, w, cost)


def _claim(placed: GameState, move: Move, tiles_left: int, w: Weights, cost: float) -> float:
    """`follower_gain` of a follower move, given what the follower is worth in the supply (`cost`)."""
    if move.kind != FOLLOWER:
        return 0.0
    pos = placed.last
    o = placed.board[pos]
    index = _SEGMENT_INDEX[o.tile][o.rotation][move.segment, move.mask]
    kind = move.segment
    if kind == K_MONASTERY:
        worth = monastery_worth(placed, pos, tiles_left, w)
        return worth if worth == 9.0 else worth - cost
    root = pos * 16 + index
    parent = placed.parent
    while root in parent:
        root = parent[root]
    if kind == K_FIELD:
        return farm_worth(placed, placed.farms[root][0], tiles_left, w) - cost
    feature = placed.features[root]
    worth = feature_worth(feature, kind == K_ROAD, tiles_left, w)
    return worth if feature[0] == 0 else worth - cost


def _score(delta: list[float], seat: int, w: Weights) -> float:
    n = len(delta)
    others = sum(delta) - delta[seat]
    return delta[seat] - w.opponents * others / (n - 1)


def _choices(state: GameState, w: Weights) -> Iterator[tuple[Move, GameState, Move, float]]:
    """Every (placement, position after it, follower, value) of the player to move, in `legal_moves` order."""
    tiles_left = len(state.deck)
    seat = state.current
    memo: dict[int, float] = {}
    for place in legal_moves(state):
        placed = place_legal(state, place)
        delta, returned = placement_delta(state, placed, tiles_left, w, memo)
        base = _score(delta, seat, w)
        followers = legal_moves(placed)
        if len(followers) == 1:
            yield place, placed, followers[0], base + 0.0
            continue
        supply = placed.supply[seat] + returned[seat]
        cost = supply_worth(supply, tiles_left, w) - supply_worth(supply - 1, tiles_left, w)
        for follower in followers:
            yield place, placed, follower, base + _claim(placed, follower, tiles_left, w, cost)


def turn_options(state: GameState, w: Weights = DEFAULT) -> list[TurnOption]:
    """Every (placement, follower) choice of the player to move, valued, in the order of `legal_moves`."""
    return [TurnOption(*choice) for choice in _choices(state, w)]


def best_turn(state: GameState, w: Weights = DEFAULT) -> TurnOption:
    """Medium's turn in a position in the placement phase: the best valued option (the first of equals)."""
    best: tuple[Move, GameState, Move, float] | None = None
    for choice in _choices(state, w):
        if best is None or choice[3] > best[3]:
            best = choice
    assert best is not None, "a drawn tile always has a placement"
    return TurnOption(*best)


def returned_followers(placed: GameState, seat: int) -> int:
    """How many of the seat's followers the tile just placed brings back (what it completes)."""
    pos = placed.last
    o = placed.board[pos]
    base = pos * 16
    seen: set[int] = set()
    count = 0
    for i, seg in enumerate(o.segments):
        if seg.kind > K_CITY:
            continue
        root = find(placed.parent, base + i)
        if root in seen:
            continue
        seen.add(root)
        feature = placed.features[root]
        if feature[0] == 0:
            count += sum(1 for _key, p in feature[3] if p == seat)
    board = placed.board
    for d in AROUND:
        if placed.monasteries.get(pos + d, -1) == seat and all(pos + d + e in board for e in AROUND):
            count += 1
    return count


def best_follower(placed: GameState, w: Weights = DEFAULT) -> Move:
    """Medium's follower choice for the tile just placed (the first of equals; `NONE` is first)."""
    tiles_left = len(placed.deck)
    back = returned_followers(placed, placed.current)
    best, best_value = NONE, 0.0
    for move in legal_moves(placed):
        value = follower_gain(placed, move, tiles_left, w, back)
        if value > best_value:
            best, best_value = move, value
    return best


def medium_move(state: GameState, w: Weights = DEFAULT) -> Move:
    """Medium's move in a (possibly determinized) state: the placement of its best turn, or its follower."""
    if state.phase == FOLLOWER_PHASE:
        return best_follower(state, w)
    option = best_turn(state, w)
    return option.place


def play_medium_turn(state: GameState, w: Weights = DEFAULT) -> GameState:
    """The position after the player to move plays a whole Medium turn (placement, follower, scoring, draw)."""
    if state.phase == FOLLOWER_PHASE:
        return apply(state, best_follower(state, w))
    option = best_turn(state, w)
    return apply(option.placed, option.follower)


__all__ = [
    "DEFAULT",
    "TurnOption",
    "Weights",
    "best_follower",
    "best_turn",
    "canonical_world",
    "evaluate",
    "farm_worth",
    "feature_worth",
    "follower_gain",
    "medium_move",
    "monastery_worth",
    "placement_delta",
    "play_medium_turn",
    "returned_followers",
    "supply_worth",
    "turn_options",
]
