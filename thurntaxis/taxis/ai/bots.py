"""The bots: Random (for tests), Easy, Medium, Hard and Expert, behind one `choose(observation)` interface."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from thurntaxis import bots
from thurntaxis.taxis.ai.expert import ExpertBot
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.ai.search import HardBot
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.observation import Observation

# The levels the new-game dialog derives its list from (thurntaxis/kit/players.py), the shared ones. Expert joined
# once it beat Hard in 30 of 40 directional 2-player games (45 of 64 in all; docs/ai.md).
LEVELS = bots.LEVELS
# Every level `make_bot` and the arena know.
ALL_LEVELS = LEVELS

Bot = bots.Player[Observation, Move]


class RandomBot(bots.RandomBot[Observation, Move]):
    """Chooses uniformly among the legal moves."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, Observation.legal_moves)


class MediumBot:
    """The greedy heuristic: extends routes, values land groups, uses the officials, scores before a break."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        return medium_move(observation.state)


def _sensible(legal: Sequence[Move]) -> Sequence[Move]:
    """The moves an Easy slip may make: never throwing a route away on purpose (starting anew where it extends)."""
    extends = any(m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT) for m in legal)
    return [m for m in legal if not (extends and m.kind == mv.START)]


class EasyBot(bots.EasyBot[Observation, Move]):
    """The Medium heuristic with slips: now and then a random move, though never throwing a route away on purpose."""

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        super().__init__(seed, MediumBot(seed).choose, Observation.legal_moves, mistakes, _sensible)


def make_bot(level: str, seed: int = 0, **budget: Any) -> Bot:
    """A bot of the given level (see `LEVELS`), seeded; `ValueError` for a level there is not. The thinking budget
    goes, as keyword parameters, to Hard and Expert: `iterations`, `rounds`, `time_limit`, `exploration`, `method`
    (Expert also `widen`, `value`, `squash`); the other levels ignore it."""
    return bots.make_leveled(
        level,
        seed,
        budget,
        {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot},
    )
