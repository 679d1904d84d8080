"""Every game makes its computer players alike (`thurntaxis.bots`): the shared levels, a clear error for a level or
a thinking budget it does not have, and the budget as keyword parameters that only the searching levels take."""

from __future__ import annotations

import pytest

from thurntaxis.bots import BUDGET_LEVELS, LEVELS
from thurntaxis.games import GAMES

GAME_IDS = ("thurn-and-taxis", "carcassonne")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_level_plays_a_legal_move(game_id: str) -> None:
    game = GAMES[game_id].load()
    assert game.bot_levels == LEVELS and tuple(game.budget_levels) == BUDGET_LEVELS
    state = game.new_game(2, seed=5)
    observation = game.new_observer(2).observe(state, game.current_player(state))
    for level in LEVELS:
        budget = {"iterations": 4} if level in BUDGET_LEVELS else {"iterations": 10**9}  # (ignored below Hard)
        bot = game.make_bot(level, seed=1, **budget)
        assert bot.level == level
        assert bot.choose(observation) in game.legal_moves(state), level


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unknown_level_or_budget_is_an_error(game_id: str) -> None:
    game = GAMES[game_id].load()
    with pytest.raises(ValueError, match="unknown bot level 'grandmaster'; choose one of random, easy"):
        game.make_bot("grandmaster", seed=1)
    for level in BUDGET_LEVELS:  # (Hard and Expert: each refuses what it does not take)
        with pytest.raises(ValueError, match=f"the {level} level takes no such budget"):
            game.make_bot(level, seed=1, patience=3)
