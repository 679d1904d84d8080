"""Whole games between uniformly random players, for any game's rules (no Qt, no game): for self-play,
benchmarks and the invariant tests. A game's `rules/playout.py` says how its game starts."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

State = TypeVar("State")
Move = TypeVar("Move")


@dataclass(frozen=True, slots=True)
class Playout(Generic[State, Move]):
    """A finished random game: its seed, its opening position, its moves and its last position."""

    seed: int
    initial: State
    moves: tuple[Move, ...]
    final: State


def play_randomly(
    seed: int,
    initial: State,
    legal_moves: Callable[[State], Sequence[Move]],
    apply: Callable[[State, Move], State],
    game_over: Callable[[State], bool],
    max_moves: int = 1_000_000,
) -> Playout[State, Move]:
    """The game from `initial` to its end, every player choosing uniformly among the legal moves by a random
    generator seeded from `seed`; `RuntimeError` if it has not ended after `max_moves` moves."""
    state = initial
    rng = random.Random(seed ^ 0x5EED)
    played: list[Move] = []
    while not game_over(state):
        if len(played) >= max_moves:
            raise RuntimeError(f"game {seed} did not end within {max_moves} moves")
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        played.append(move)
    return Playout(seed, initial, tuple(played), state)
