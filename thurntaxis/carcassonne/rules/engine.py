"""The engine: new games, legal moves, applying moves (with completed features scored), observations and
determinized states for search.

A turn: (1) place the drawn tile (`PLACE` move), (2) a follower on one of its segments or none; then completed
roads, cities and monasteries are scored, their followers return, the next player draws. A drawn tile that fits
nowhere is removed and the next one drawn. After the last tile the final scoring runs (`scoring.final_points`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from thurntaxis.carcassonne.rules.moves import FOLLOWER, NO_FOLLOWER, NONE, PLACE, Move, follower_move
from thurntaxis.carcassonne.rules.observation import determinize, observation
from thurntaxis.carcassonne.rules.scoring import final_points, majority
from thurntaxis.carcassonne.rules.state import (
    AROUND,
    CITIES,
    DELTAS,
    FOLLOWER_PHASE,
    FOLLOWERS,
    GAME_OVER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONASTERIES,
    PLACE_PHASE,
    ROADS,
    Farm,
    Feature,
    GameState,
    Observation,
    Scored,
    pos_of,
    xy,
)
from thurntaxis.carcassonne.rules.tiles import (
    EDGE_NAMES,
    FITS,
    K_CITY,
    K_FIELD,
    K_MONASTERY,
    K_ROAD,
    LETTERS,
    ORIENTED,
    RECIPES,
    SIDE_WORDS,
    SIDES,
    START_TILE,
    TILE_INDEX,
    full_tile_set,
)
from thurntaxis.errors import IllegalMoveError

_OPPOSITE_HALF = (5, 4, 7, 6, 1, 0, 3, 2)  # n1 meets s2 of the tile to the north, n2 meets s1, ...
_SHIFT_FROM = (4, 6, 0, 2)  # a tile on side d of a square fills that square's need on side d+2: bits to shift


def find(parent: dict[int, int], key: int) -> int:
    """The root segment of the feature or farm that a segment belongs to."""
    while key in parent:
        key = parent[key]
    return key


def _follower_moves() -> tuple[tuple[tuple[Move, ...], ...], ...]:
    return tuple(
        tuple(tuple(follower_move(seg.kind, seg.mask) for seg in o.segments) for o in per_tile) for per_tile in ORIENTED
    )


_FOLLOWER_MOVES = _follower_moves()
_SEGMENT_INDEX = tuple(
    tuple({(m.segment, m.mask): i for i, m in enumerate(moves)} for moves in per_tile) for per_tile in _FOLLOWER_MOVES
)


def new_game(
    players: int,
    seed: int | None = None,
    tiles: Sequence[str] | str | None = None,
    start_player: int = 0,
) -> GameState:
    """A new game: the start tile (a D) at (0, 0), city north and road west to east; the draw pile is the other 71
    tiles shuffled with `random.Random(seed)`, or exactly `tiles` (letters, the top first; any tiles, so a test
    can set up any situation — a record holds the full 71)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Carcassonne takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if not 0 <= start_player < players:
        raise ValueError(f"no seat {start_player} among {players} players")
    if tiles is None:
        pile = full_tile_set()[1:]
        random.Random(seed).shuffle(pile)
    else:
        unknown = [letter for letter in tiles if letter not in TILE_INDEX]
        if unknown:
            raise ValueError(f"no tile {unknown[0]!r}: tiles are the letters {LETTERS}")
        pile = [TILE_INDEX[letter] for letter in tiles]
    origin = pos_of(0, 0)
    state = GameState.__new__(GameState)
    state.players = players
    state.board = {}
    state.placed_order = ()
    state.parent = {}
    state.features = {}
    state.farms = {}
    state.monasteries = {}
    state.followers = {}
    state.frontier = {origin: 0}
    state.supply = (FOLLOWERS,) * players
    state.points = ((0,) * 7,) * players
    state.current = (start_player - 1) % players
    state.phase = PLACE_PHASE
    state.drawn = START_TILE
    state.deck = tuple(pile)
    state.removed = ()
    state.last = -1
    state.last_scored = ()
    state = _place(state, START_TILE, 0, origin)
    return _end_turn(state)


def _can_place(tile: int, frontier: dict[int, int]) -> bool:
    fits = FITS[tile]
    return any(fits[code] for code in frontier.values())


def placements(state: GameState | Observation, tile: int) -> list[Move]:
    """Every distinct placement of `tile` (one rotation of each shape: a U turned twice is the U again)."""
    fits = FITS[tile]
    moves = []
    for pos, code in state.frontier.items():
        rotations = fits[code]
        if rotations:
            x, y = (pos >> 8) - 128, (pos & 255) - 128
            for r in rotations:
                moves.append(Move(PLACE, tile, r, x, y))
    return moves


def legal_moves(state: GameState | Observation) -> list[Move]:
    """The moves the player to move may make: placements of the drawn tile, or the follower choices (`none`
    first). Empty when the game is over."""
    if state.phase == PLACE_PHASE:
        return placements(state, state.drawn)
    if state.phase != FOLLOWER_PHASE:
        return []
    moves = [NONE]
    if state.supply[state.current] == 0:
        return moves
    pos = state.last
    tile = state.board[pos]
    base = pos * 16
    parent, features, farms = state.parent, state.features, state.farms
    options = _FOLLOWER_MOVES[tile.tile][tile.rotation]
    for i, seg in enumerate(tile.segments):
        kind = seg.kind
        if kind == K_MONASTERY:
            moves.append(options[i])
            continue
        key = base + i
        while key in parent:
            key = parent[key]
        taken = farms[key][1] if kind == K_FIELD else features[key][3]
        if not taken:
            moves.append(options[i])
    return moves


def apply(state: GameState, move: Move) -> GameState:
    """The position after `move`; raises `IllegalMoveError` (with a code and parameters saying why) if the rules
    do not allow it here."""
    if state.phase == GAME_OVER:
        raise IllegalMoveError("the game is over", "game_over")
    if move.kind == PLACE:
        if state.phase != PLACE_PHASE:
            raise IllegalMoveError(
                "place a follower (or none) first: the tile is already placed", "wrong_phase", phase="follower"
            )
        _check_placement(state, move)
        return _place(state, move.tile, move.rotation, pos_of(move.x, move.y))
    if state.phase != FOLLOWER_PHASE:
        raise IllegalMoveError(f"place the drawn tile ({LETTERS[state.drawn]}) first", "wrong_phase", phase="place")
    if move.kind == NO_FOLLOWER:
        return _end_turn(state)
    if move.kind != FOLLOWER:
        raise IllegalMoveError("not a move of this game", "unknown_move")
    return _end_turn(_put_follower(state, move))


def _check_placement(state: GameState, move: Move) -> None:
    if move.tile != state.drawn:
        raise IllegalMoveError(
            f"the drawn tile is {LETTERS[state.drawn]}, not {LETTERS[move.tile]}",
            "wrong_tile",
            tile=LETTERS[move.tile],
            drawn=LETTERS[state.drawn],
        )
    if not 0 <= move.rotation <= 3:
        raise IllegalMoveError(f"rotation {move.rotation} is not 0 to 3", "bad_rotation", rotation=move.rotation)
    pos = pos_of(move.x, move.y)
    if not (-100 < move.x < 100 and -100 < move.y < 100):
        raise IllegalMoveError(
            f"square {move.x},{move.y} shares no edge with a placed tile", "no_neighbour", x=move.x, y=move.y
        )
    if pos in state.board:
        raise IllegalMoveError(f"square {move.x},{move.y} already holds a tile", "occupied", x=move.x, y=move.y)
    need = state.frontier.get(pos)
    if need is None:
        raise IllegalMoveError(
            f"square {move.x},{move.y} shares no edge with a placed tile", "no_neighbour", x=move.x, y=move.y
        )
    edges = ORIENTED[move.tile][move.rotation].edges
    for d in range(4):
        wanted = need >> (2 * d) & 3
        if wanted and wanted != edges[d]:
            raise IllegalMoveError(
                f"the {EDGE_NAMES[wanted]} on the {SIDE_WORDS[d]} edge meets a {EDGE_NAMES[edges[d]]}",
                "edge_mismatch",
                side=SIDES[d],
                needs=EDGE_NAMES[wanted],
                has=EDGE_NAMES[edges[d]],
            )


def _union_feature(parent: dict[int, int], features: dict[int, Feature], a: int, b: int) -> int:
    while a in parent:
        a = parent[a]
    while b in parent:
        b = parent[b]
    fa = features[a]
    if a == b:
        features[a] = (fa[0] - 2, fa[1], fa[2], fa[3])
        return a
    fb = features[b]
    if len(fa[1]) < len(fb[1]):
        a, b, fa, fb = b, a, fb, fa
    parent[b] = a
    del features[b]
    features[a] = (fa[0] + fb[0] - 2, fa[1] | fb[1], fa[2] + fb[2], fa[3] + fb[3])
    return a


def _union_farm(parent: dict[int, int], farms: dict[int, Farm], a: int, b: int) -> None:
    while a in parent:
        a = parent[a]
    while b in parent:
        b = parent[b]
    if a == b:
        return
    fa, fb = farms[a], farms[b]
    parent[b] = a
    del farms[b]
    farms[a] = (fa[0] | fb[0], fa[1] + fb[1])


def place_legal(state: GameState, move: Move) -> GameState:
    """The position after a placement taken from `legal_moves(state)`: `apply` without its checks, for search."""
    return _place(state, move.tile, move.rotation, (move.x + 128) * 256 + move.y + 128)


def _place(state: GameState, tile: int, rotation: int, pos: int) -> GameState:
    o = ORIENTED[tile][rotation]
    fields, segments, monastery = RECIPES[tile][rotation]
    new = state.copy()
    board = state.board.copy()
    board[pos] = o
    parent = state.parent.copy()
    features = state.features.copy()
    farms = state.farms.copy()
    base = pos * 16
    for i, cities in fields:
        farms[base + i] = (frozenset([base + c for c in cities]), ())
    if monastery:
        monasteries = state.monasteries.copy()
        monasteries[pos] = -1
        new.monasteries = monasteries
    if segments:
        square = frozenset((pos,))
        for i, open_edges, shields in segments:
            features[base + i] = (open_edges, square, shields, ())
    frontier = state.frontier.copy()
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


def _put_follower(state: GameState, move: Move) -> GameState:
    pos = state.last
    o = state.board[pos]
    index = _SEGMENT_INDEX[o.tile][o.rotation].get((move.segment, move.mask))
    if index is None:
        names = ", ".join(o.names)
        raise IllegalMoveError(
            f"the {LETTERS[o.tile]} just placed has no segment {move} (it has {names})",
            "no_segment",
            segment=str(move),
            tile=LETTERS[o.tile],
            segments=names,
        )
    player = state.current
    if state.supply[player] == 0:
        raise IllegalMoveError("no follower left in the supply", "no_followers", player=player)
    key = pos * 16 + index
    kind = move.segment
    new = state.copy()
    entry = ((key, player),)
    if kind == K_MONASTERY:
        monasteries = dict(state.monasteries)
        monasteries[pos] = player
        new.monasteries = monasteries
    else:
        root = find(state.parent, key)
        if kind == K_FIELD:
            farm = state.farms[root]
            if farm[1]:
                raise _taken(move, farm[1])
            farms = dict(state.farms)
            farms[root] = (farm[0], entry)
            new.farms = farms
        else:
            feature = state.features[root]
            if feature[3]:
                raise _taken(move, feature[3])
            features = dict(state.features)
            features[root] = (feature[0], feature[1], feature[2], entry)
            new.features = features
    followers = dict(state.followers)
    followers[key] = player
    new.followers = followers
    supply = list(state.supply)
    supply[player] -= 1
    new.supply = tuple(supply)
    return new


def _taken(move: Move, holders: tuple[tuple[int, int], ...]) -> IllegalMoveError:
    owners = sorted({p for _k, p in holders})
    return IllegalMoveError(
        f"the {move} is connected to a follower already (player {owners[0]})",
        "feature_taken",
        segment=str(move),
        players=owners,
    )


def _end_turn(state: GameState) -> GameState:
    """Score what the tile just placed completed, return those followers, pass to the next player and draw."""
    pos = state.last
    o = state.board[pos]
    base = pos * 16
    parent = state.parent
    features = state.features
    scored: list[Scored] = []
    points = [list(p) for p in state.points]
    supply = list(state.supply)
    followers = state.followers
    new = state.copy()
    seen = set()
    for i, seg in enumerate(o.segments):
        if seg.kind > K_CITY:
            continue
        root = find(parent, base + i)
        if root in seen:
            continue
        seen.add(root)
        feature = features[root]
        if feature[0]:
            continue
        tiles = len(feature[1])
        value = tiles if seg.kind == K_ROAD else 2 * tiles + 2 * feature[2]
        holders = feature[3]
        winners = majority(holders, state.players)
        category = ROADS if seg.kind == K_ROAD else CITIES
        for w in winners:
            points[w][category] += value
        if holders:
            if features is state.features:
                features = dict(features)
            if followers is state.followers:
                followers = dict(followers)
            for key, player in holders:
                supply[player] += 1
                del followers[key]
            features[root] = (0, feature[1], feature[2], ())
        scored.append(Scored("road" if seg.kind == K_ROAD else "city", root, feature[1], value, winners, holders))
    board = state.board
    monasteries = state.monasteries
    for delta in (0, *AROUND):
        q = pos + delta
        owner = monasteries.get(q)
        if owner is None:
            continue
        if all(q + d in board for d in AROUND):
            if monasteries is state.monasteries:
                monasteries = dict(monasteries)
            del monasteries[q]
            key = q * 16 + board[q].monastery
            holders = ((key, owner),) if owner >= 0 else ()
            if owner >= 0:
                points[owner][MONASTERIES] += 9
                supply[owner] += 1
                if followers is state.followers:
                    followers = dict(followers)
                del followers[key]
            squares = frozenset([q, *(q + d for d in AROUND)])
            scored.append(Scored("monastery", key, squares, 9, (owner,) if owner >= 0 else (), holders))
    new.features = features
    new.followers = followers
    new.monasteries = monasteries
    new.points = tuple(tuple(p) for p in points)
    new.supply = tuple(supply)
    new.last_scored = tuple(scored)
    new.current = (state.current + 1) % state.players
    deck = state.deck
    removed = state.removed
    frontier = new.frontier
    while deck:
        tile = deck[0]
        deck = deck[1:]
        if _can_place(tile, frontier):
            new.deck = deck
            new.removed = removed
            new.drawn = tile
            new.phase = PLACE_PHASE
            return new
        removed = removed + (tile,)
    new.deck = ()
    new.removed = removed
    new.drawn = -1
    new.phase = GAME_OVER
    new.points = final_points(new)
    return new


def square(x: int, y: int) -> int:
    """The square number of (x, y) (see `state.pos_of`)."""
    return pos_of(x, y)


__all__ = [
    "apply",
    "determinize",
    "find",
    "legal_moves",
    "new_game",
    "observation",
    "place_legal",
    "placements",
    "square",
    "xy",
]
