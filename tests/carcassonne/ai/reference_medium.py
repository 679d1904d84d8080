"""Medium's evaluation and the placement as they were written before the speed-ups (commit d2d0544), kept to
check that the fast versions compute exactly the same values, the same positions and the same choices."""

from __future__ import annotations

from thurntaxis.carcassonne.ai.greedy import (
    DEFAULT,
    Weights,
    _credit,
    _is_road,
    _score,
    feature_worth,
    monastery_worth,
    supply_worth,
)
from thurntaxis.carcassonne.rules import FOLLOWER, GameState, Move, find, legal_moves
from thurntaxis.carcassonne.rules.engine import _OPPOSITE_HALF, _SHIFT_FROM, _union_farm, _union_feature
from thurntaxis.carcassonne.rules.state import AROUND, DELTAS, FOLLOWER_PHASE, pos_of
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_FIELD, K_MONASTERY, K_ROAD, ORIENTED, Oriented


def place(state: GameState, move: Move) -> GameState:
    """The engine's `_place` as it was."""
    tile, rotation, pos = move.tile, move.rotation, pos_of(move.x, move.y)
    o = ORIENTED[tile][rotation]
    new = state.copy()
    board = dict(state.board)
    board[pos] = o
    parent = dict(state.parent)
    features = dict(state.features)
    farms = dict(state.farms)
    base = pos * 16
    square = frozenset((pos,))
    for i, seg in enumerate(o.segments):
        kind = seg.kind
        if kind == K_FIELD:
            farms[base + i] = (frozenset([base + c for c in seg.cities]), ())
        elif kind == K_MONASTERY:
            monasteries = dict(state.monasteries)
            monasteries[pos] = -1
            new.monasteries = monasteries
        else:
            features[base + i] = (seg.mask.bit_count(), square, 1 if seg.shield else 0, ())
    frontier = dict(state.frontier)
    del frontier[pos]
    edges = o.edges
    side_segment, half_segment = o.side_segment, o.half_segment
    for d in range(4):
        q = pos + DELTAS[d]
        other = board.get(q)
        if other is None:
            frontier[q] = frontier.get(q, 0) | edges[d] << _SHIFT_FROM[d]
            continue
        i = side_segment[d]
        if i >= 0:
            _union_feature(parent, features, base + i, q * 16 + other.side_segment[(d + 2) & 3])
        h = 2 * d
        i = half_segment[h]
        if i >= 0:
            qbase = q * 16
            other_half = other.half_segment
            _union_farm(parent, farms, base + i, qbase + other_half[_OPPOSITE_HALF[h]])
            j = half_segment[h + 1]
            if j >= 0:
                _union_farm(parent, farms, base + j, qbase + other_half[_OPPOSITE_HALF[h + 1]])
    new.board = board
    new.parent = parent
    new.features = features
    new.farms = farms
    new.frontier = frontier
    new.placed_order = state.placed_order + (pos,)
    new.last = pos
    new.phase = FOLLOWER_PHASE
    return new


def farm_worth(state: GameState, cities: frozenset[int], tiles_left: int, w: Weights = DEFAULT) -> float:
    parent, features = state.parent, state.features
    roots = {find(parent, c) for c in cities}
    if not roots:
        return 0.0
    done = sum(1 for r in roots if features[r][0] == 0)
    return 3.0 * (done + (len(roots) - done) * w.farm_open_city * tiles_left / 72.0)


def _touched_before(before: GameState, o: Oriented, pos: int) -> tuple[set[int], set[int]]:
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
                farms.add(find(parent, q * 16 + other.half_segment[(5, 4, 7, 6, 1, 0, 3, 2)[h]]))
    return features, farms


def placement_delta(
    before: GameState, placed: GameState, tiles_left: int, w: Weights = DEFAULT
) -> tuple[list[float], list[int]]:
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
    if move.kind != FOLLOWER:
        return 0.0
    pos = placed.last
    o = placed.board[pos]
    seat = placed.current
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


def turn_options(state: GameState, w: Weights = DEFAULT) -> list[tuple[Move, Move, float]]:
    """Every (placement, follower, value) of the player to move, as `greedy.turn_options` computed them."""
    tiles_left = len(state.deck)
    seat = state.current
    out = []
    for move in legal_moves(state):
        placed = place(state, move)
        delta, returned = placement_delta(state, placed, tiles_left, w)
        base = _score(delta, seat, w)
        back = returned[seat]
        for follower in legal_moves(placed):
            out.append((move, follower, base + follower_gain(placed, follower, tiles_left, w, back)))
    return out
