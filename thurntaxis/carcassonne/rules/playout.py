"""Whole games between uniformly random players: for self-play, benchmarks and the invariant tests."""

from __future__ import annotations

import time

from thurntaxis.carcassonne.rules.engine import apply, legal_moves, new_game
from thurntaxis.carcassonne.rules.moves import Move
from thurntaxis.carcassonne.rules.state import GameState
from thurntaxis.playouts import Playout, play_randomly

__all__ = ["Playout", "bench", "random_game"]


def random_game(players: int, seed: int) -> Playout[GameState, Move]:
    """One seeded game (tile order from `seed`) with every player choosing uniformly among the legal moves."""
    return play_randomly(seed, new_game(players, seed=seed), legal_moves, apply, lambda s: s.game_over)


def bench(games: int = 200, players: int = 4, seed: int = 0) -> tuple[float, float]:
    """Random full games per second and moves per second, in this process."""
    moves = 0
    start = time.perf_counter()
    for index in range(games):
        moves += len(random_game(players, seed + index).moves)
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed
