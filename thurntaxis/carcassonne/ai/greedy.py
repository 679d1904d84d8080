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
)
from thurntaxis.carcassonne.rules.scoring import majority
from thurntaxis.carcassonne.rules.state import AROUND, DELTAS
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_FIELD, K_MONASTERY, K_ROAD, Oriented

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
    roots = {find(parent, c) for c in cities}
    if not roots:
        return 0.0
    done = sum(1 for r in roots if features[r][0] == 0)
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
    for d in range(4):
        q = pos + DELTAS[d]
        other = board.get(q)
        if other is None:
            continue
        j = other.side_segment[(d + 2) & 3]
        if j >= 0:
            features.add(find(parent, q * 16 + j))
        for h in (2 * d, 2 * d + 1):
            if o.half_segment[h] >= 0:
                farms.add(find(parent, q * 16 + other.half_segment[_FACING_HALF[h]]))
    return features, farms


def placement_delta(
    before: GameState, placed: GameState, tiles_left: int, w: Weights = DEFAULT
) -> tuple[list[float], list[int]]:
    """How the placement of the last tile (without a follower) changes every player's worth, and how many
    followers each player gets back from what it completes."""
    pos = placed.last
    o = placed.board[pos]
    n = placed.players
    delta = [0.0] * n
    returned = [0] * n
    feat_before, farm_before = _touched_before(before, o, pos)
    for root in feat_before:
        feature = before.features[root]
        if feature[3]:
            _credit(delta, feature[3], -feature_worth(feature, _is_road(before, root), tiles_left, w), n)
    for root in farm_before:
        cities, holders = before.farms[root]
        if holders:
            _credit(delta, holders, -farm_worth(before, cities, tiles_left, w), n)
    base = pos * 16
    parent = placed.parent
    feat_after: set[int] = set()
    farm_after: set[int] = set()
    cities_after: set[int] = set()
    for i, seg in enumerate(o.segments):
        if seg.kind == K_FIELD:
            farm_after.add(find(parent, base + i))
        elif seg.kind != K_MONASTERY:
            root = find(parent, base + i)
            feat_after.add(root)
            if seg.kind == K_CITY and any(pos + DELTAS[d] in before.board for d in range(4) if seg.mask >> d & 1):
                cities_after.add(root)
    for root in feat_after:
        feature = placed.features[root]
        if feature[3]:
            _credit(delta, feature[3], feature_worth(feature, _is_road(placed, root), tiles_left, w), n)
            if feature[0] == 0:
                for _key, p in feature[3]:
                    returned[p] += 1
    for root in farm_after:
        cities, holders = placed.farms[root]
        if holders:
            _credit(delta, holders, farm_worth(placed, cities, tiles_left, w), n)
    if cities_after:
        # Farms the tile does not touch still gain when a city they touch is joined or completed.
        for root, (cities, holders) in placed.farms.items():
            if holders and root not in farm_after and any(find(parent, c) in cities_after for c in cities):
                _credit(
                    delta,
                    holders,
                    farm_worth(placed, cities, tiles_left, w) - farm_worth(before, cities, tiles_left, w),
                    n,
                )
    for d in AROUND:
        owner = before.monasteries.get(pos + d, -1)
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
    pos = placed.last
    o = placed.board[pos]
    seat = placed.player
    index = next(i for i, s in enumerate(o.segments) if s.kind == move.segment and s.mask == move.mask)
    seg = o.segments[index]
    supply = placed.supply[seat] + returned
    cost = supply_worth(supply, tiles_left, w) - supply_worth(supply - 1, tiles_left, w)
    if seg.kind == K_MONASTERY:
        worth = monastery_worth(placed, pos, tiles_left, w)
        return worth if worth == 9.0 else worth - cost
    root = find(placed.parent, pos * 16 + index)
    if seg.kind == K_FIELD:
        return farm_worth(placed, placed.farms[root][0], tiles_left, w) - cost
    feature = placed.features[root]
    worth = feature_worth(feature, seg.kind == K_ROAD, tiles_left, w)
    return worth if feature[0] == 0 else worth - cost


def _score(delta: list[float], seat: int, w: Weights) -> float:
    n = len(delta)
    others = sum(delta) - delta[seat]
    return delta[seat] - w.opponents * others / (n - 1)


def turn_options(state: GameState, w: Weights = DEFAULT) -> list[TurnOption]:
    """Every (placement, follower) choice of the player to move, valued, in the order of `legal_moves`."""
    tiles_left = len(state.deck)
    seat = state.player
    out: list[TurnOption] = []
    for place in legal_moves(state):
        placed = apply(state, place)
        delta, returned = placement_delta(state, placed, tiles_left, w)
        base = _score(delta, seat, w)
        back = returned[seat]
        for follower in legal_moves(placed):
            gain = follower_gain(placed, follower, tiles_left, w, back)
            out.append(TurnOption(place, placed, follower, base + gain))
    return out


def best_turn(state: GameState, w: Weights = DEFAULT) -> TurnOption:
    """Medium's turn in a position in the placement phase: the best valued option (the first of equals)."""
    best: TurnOption | None = None
    for option in turn_options(state, w):
        if best is None or option.value > best.value:
            best = option
    assert best is not None, "a drawn tile always has a placement"
    return best


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
    back = returned_followers(placed, placed.player)
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
