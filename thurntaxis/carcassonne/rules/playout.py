"""Whole games between uniformly random players: for self-play, benchmarks and the invariant tests."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from thurntaxis.carcassonne.rules.engine import apply, legal_moves, new_game
from thurntaxis.carcassonne.rules.moves import Move
from thurntaxis.carcassonne.rules.state import GameState


@dataclass(frozen=True, slots=True)
class Playout:
    """A finished random game: its seed, opening position, moves and last position."""

    seed: int
    initial: GameState
    moves: tuple[Move, ...]
    final: GameState


def random_game(players: int, seed: int) -> Playout:
    """One seeded game (tile order from `seed`) with every player choosing uniformly among the legal moves."""
    state = new_game(players, seed=seed)
    initial = state
    rng = random.Random(seed ^ 0x5EED)
    played: list[Move] = []
    while not state.game_over:
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        played.append(move)
    return Playout(seed, initial, tuple(played), state)


def bench(games: int = 200, players: int = 4, seed: int = 0) -> tuple[float, float]:
    """Random full games per second and moves per second, in this process."""
    moves = 0
    start = time.perf_counter()
    for index in range(games):
        moves += len(random_game(players, seed + index).moves)
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed
