"""Carcassonne's computer players. Imports only the Carcassonne rules model and the standard library (never Qt).

    from thurntaxis.carcassonne.ai import make_bot

    bot = make_bot("hard", seed=7, iterations=300)   # any of LEVELS; Hard and Expert take a budget
    move = bot.choose(observation(state, seat), should_stop=cancel_event.is_set)

A bot sees only an `Observation` (no order of the tiles still to come) and returns one of its legal moves.
"""

from thurntaxis.carcassonne.ai.bots import LEVELS, Bot, EasyBot, MediumBot, RandomBot, make_bot
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.search import HardBot

__all__ = ["LEVELS", "Bot", "EasyBot", "ExpertBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
