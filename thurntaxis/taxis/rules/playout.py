"""Whole games between uniformly random players: for self-play, benchmarks and the invariant tests."""

from __future__ import annotations

import random
from dataclasses import dataclass

from thurntaxis.taxis.rules.engine import apply, legal_moves, new_game
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import AllLandsRule, GameDefinition, GameState


@dataclass(frozen=True, slots=True)
class Playout:
    """A finished random game: its opening position, its moves and its last position."""

    seed: int
    initial: GameState
    moves: tuple[Move, ...]
    final: GameState


def random_game(
    players: int, seed: int, all_lands: AllLandsRule = AllLandsRule.ALL_NINE, max_moves: int = 1_000_000
) -> Playout:
    """Play one seeded game with every player choosing uniformly among the legal moves."""
    state = new_game(GameDefinition(players, all_lands), seed=seed)
    initial = state
    rng = random.Random(seed ^ 0x5EED)
    played: list[Move] = []
    while not state.game_over:
        if len(played) >= max_moves:
            raise RuntimeError(f"game {seed} did not end within {max_moves} moves")
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        played.append(move)
    return Playout(seed, initial, tuple(played), state)
