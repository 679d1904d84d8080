"""The Expert bot: legal whole games, deterministic given seed and iterations, prompt to stop, not offered in the UI."""

from __future__ import annotations

import time

import pytest

from tests.ai.test_bots import _a_position_with_choices
from thurntaxis.ai import LEVELS, ExpertBot, make_bot, observe_history
from thurntaxis.ai.arena import play_game
from thurntaxis.rules import legal_moves


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


def test_a_stopped_expert_answers_at_once_with_a_legal_move() -> None:
    states, made = _a_position_with_choices()
    obs = observe_history(states, made, states[-1].current)
    bot = ExpertBot(seed=1, iterations=10**9)
    started = time.perf_counter()
    stop_at = started + 0.2
    move = bot.choose(obs, should_stop=lambda: time.perf_counter() > stop_at)
    assert time.perf_counter() - started < 0.6
    assert move in legal_moves(states[-1])
    assert bot.last_iterations > 0
    assert bot.choose(obs, should_stop=lambda: True) in legal_moves(states[-1])
    assert bot.last_iterations == 0


def test_expert_respects_its_time_limit() -> None:
    states, made = _a_position_with_choices()
    obs = observe_history(states, made, states[-1].current)
    started = time.perf_counter()
    move = make_bot("expert", seed=2, iterations=10**9, time_limit=0.15).choose(obs)
    assert time.perf_counter() - started < 0.5
    assert move in legal_moves(states[-1])


def test_expert_is_not_offered_in_the_new_game_dialog_yet() -> None:
    assert "expert" not in LEVELS
