"""The computer players Thurn and Taxis's table can ask for a move.

`make_bot(level, seed)` is the single place that turns a level of `thurntaxis.taxis.ai` (Easy, Medium, Hard,
Expert) into a computer player for the controller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from thurntaxis.taxis import ai
from thurntaxis.taxis.rules import GameState, Move

# A computer player: (the game's positions so far, its moves, the seat to move, should it stop now?) -> a move.
Computer = Callable[[Sequence[GameState], Sequence[Move], int, Callable[[], bool]], Move]

HARD_SECONDS = 1.5  # the most Hard and Expert think per move in the window, whatever the controller allows
# How long a computer player thinks per move at the table: during the pause before its move (the speed setting's),
# or this long when the pause is shorter; then it answers with the best move found so far. Expert's full budget
# takes longer with four players on a 2-core machine (docs/performance.md).
THINK_MS = 400


def available_levels() -> tuple[str, ...]:
    """The computer levels the new-game dialog offers, easiest first."""
    return tuple(level for level in ai.LEVELS if level != "random")


def make_bot(level: str, seed: int) -> Computer:
    """The computer player for `level` (an unknown level, say from an old settings file, gets Medium)."""
    if level not in available_levels():
        level = "medium"
    searching = level in ("hard", "expert")
    bot = ai.make_bot(level, seed=seed, time_limit=HARD_SECONDS) if searching else ai.make_bot(level, seed)

    def choose(states: Sequence[GameState], moves: Sequence[Move], seat: int, stop: Callable[[], bool]) -> Move:
        return bot.choose(ai.observe_history(states, moves, seat), should_stop=stop)

    return choose
