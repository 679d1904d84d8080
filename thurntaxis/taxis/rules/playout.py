"""Whole games between uniformly random players: for self-play, benchmarks and the invariant tests."""

from __future__ import annotations

from thurntaxis.playouts import Playout, play_randomly
from thurntaxis.taxis.rules.engine import apply, legal_moves, new_game
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import AllLandsRule, GameDefinition, GameState

__all__ = ["Playout", "random_game"]


def random_game(
    players: int, seed: int, all_lands: AllLandsRule = AllLandsRule.ALL_NINE, max_moves: int = 1_000_000
) -> Playout[GameState, Move]:
    """Play one seeded game with every player choosing uniformly among the legal moves."""
    initial = new_game(GameDefinition(players, all_lands), seed=seed)
    return play_randomly(seed, initial, legal_moves, apply, lambda s: s.game_over, max_moves)
