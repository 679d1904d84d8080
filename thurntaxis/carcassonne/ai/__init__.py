"""Carcassonne's computer players. Imports only the Carcassonne rules model and the standard library (never Qt).

    from thurntaxis.carcassonne.ai import make_bot

    bot = make_bot("hard", seed=7, iterations=300)   # any of LEVELS; Hard takes a budget
    move = bot.choose(observation(state, seat), should_stop=cancel_event.is_set)

A bot sees only an `Observation` (no order of the tiles still to come) and returns one of its legal moves.
"""

from thurntaxis.carcassonne.ai.bots import LEVELS, Bot, EasyBot, MediumBot, RandomBot, make_bot
from thurntaxis.carcassonne.ai.search import HardBot

__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
