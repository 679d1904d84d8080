"""The Expert bot: legal whole games, deterministic given seed and iterations, not offered in the UI.
(Stopping, time limit and hidden cards: the shared tests in test_bots.py.)"""

from __future__ import annotations

import pytest

from thurntaxis.ai import LEVELS
from thurntaxis.ai.arena import play_game


@pytest.mark.parametrize("players", [2, 3])
def test_expert_with_a_tiny_budget_plays_whole_legal_games(players: int) -> None:
    levels = ["expert", "hard", "medium"][:players]
    outcome = play_game(levels, 0, seed=5, budget={"iterations": 4, "rounds": 1})  # `apply` checks every move
    assert len(outcome.think_times[0]) > 10
    assert 0 <= outcome.winner < players


def test_expert_games_are_deterministic_given_seed_and_iterations() -> None:
    budget = {"iterations": 6, "rounds": 1}
    first = play_game(["expert", "medium"], 2, seed=9, budget=budget)
    second = play_game(["expert", "medium"], 2, seed=9, budget=budget)
    assert (first.scores, first.winner, first.moves) == (second.scores, second.winner, second.moves)


def test_expert_is_not_offered_in_the_new_game_dialog_yet() -> None:
    assert "expert" not in LEVELS
