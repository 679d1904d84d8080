"""What a seat of Carcassonne may know of a position (all but the order of the tiles still to draw), and a position
consistent with it for the search that re-samples what a player cannot know."""

from __future__ import annotations

import random
from collections.abc import Iterable

from thurntaxis.carcassonne.rules.state import GameState, Observation
from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS


def observation(state: GameState, seat: int) -> Observation:
    """What `seat` may see of the position: all but the order of the tiles still to draw."""
    remaining = [0] * len(LETTERS)
    for tile in state.deck:
        remaining[tile] += 1
    return Observation(
        seat=seat,
        players=state.players,
        board=state.board,
        placed_order=state.placed_order,
        parent=state.parent,
        features=state.features,
        farms=state.farms,
        monasteries=state.monasteries,
        followers=state.followers,
        frontier=state.frontier,
        supply=state.supply,
        points=state.points,
        current=state.current,
        phase=state.phase,
        drawn=state.drawn,
        removed=state.removed,
        last=state.last,
        last_scored=state.last_scored,
        remaining=tuple(remaining),
    )


def unplaced(state: GameState | Observation) -> tuple[int, ...]:
    """Per tile kind (index into LETTERS), how many tiles are neither on the board nor removed as unplaceable: the
    pile and the tile to place, from what every player sees (the box's counts less the tiles shown)."""
    left = list(COUNTS)
    for o in state.board.values():
        left[o.tile] -= 1
    for tile in state.removed:
        left[tile] -= 1
    return tuple(left)


def determinize(obs: Observation, rng: random.Random, order: Iterable[int] | None = None) -> GameState:
    """A state consistent with the observation, the tiles still to draw in an order sampled with `rng` (or given
    as tile indices in `order`), for search that re-samples what a player cannot know."""
    if order is None:
        pile = [tile for tile, count in enumerate(obs.remaining) for _ in range(count)]
        rng.shuffle(pile)
    else:
        pile = list(order)
    state = GameState.__new__(GameState)
    for name in GameState.__slots__:
        if name != "deck":
            setattr(state, name, getattr(obs, name))
    state.deck = tuple(pile)
    return state
