"""Computer opponents. Imports only the rules model (never Qt).

Use:

    from thurntaxis.taxis.ai import HandTracker, make_bot

    bot = make_bot("hard", seed=7)            # any of ALL_LEVELS; Hard and Expert take a budget:
                                             # make_bot("hard", seed=7, iterations=200, time_limit=1.0)
    tracker = HandTracker(players)           # follow the game: tracker.update(state_before, move) after each move
    move = bot.choose(tracker.observe(state, seat), should_stop=cancel_event.is_set)

A bot sees only an `Observation` (what its seat may know: no deck order, no unseen cards of other hands) and
returns one of its legal moves. `should_stop` is optional; Hard checks it between iterations and then answers
at once with a legal move. Bots are deterministic given their seed (and Hard's budget in iterations, without a
time limit). `observe_history(states, moves, seat)` builds an observation from a whole game's history.
"""

from thurntaxis.taxis.ai.bots import ALL_LEVELS, LEVELS, Bot, EasyBot, MediumBot, RandomBot, make_bot
from thurntaxis.taxis.ai.expert import ExpertBot
from thurntaxis.taxis.ai.search import HardBot
from thurntaxis.taxis.rules.observation import HandTracker, Observation, observe, observe_history

__all__ = [
    "ALL_LEVELS",
    "LEVELS",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HandTracker",
    "HardBot",
    "MediumBot",
    "Observation",
    "RandomBot",
    "make_bot",
    "observe",
    "observe_history",
]
