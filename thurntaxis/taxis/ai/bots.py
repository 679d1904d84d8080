"""The bots: Random (for tests), Easy, Medium, Hard and Expert, behind one `choose(observation)` interface."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from thurntaxis.taxis.ai.expert import ExpertBot
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.ai.search import HardBot
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.observation import Observation

# The levels the new-game dialog derives its list from (thurntaxis/kit/players.py). Expert joined once it beat Hard
# in 30 of 40 directional 2-player games (45 of 64 in all; docs/ai.md).
LEVELS = ("random", "easy", "medium", "hard", "expert")
# Every level `make_bot` and the arena know.
ALL_LEVELS = LEVELS


class Bot(Protocol):
    """A computer player: given what its seat may know, a legal move."""

    level: str

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """The move to make in the observed position (always one of its legal moves)."""
        ...


class RandomBot:
    """Chooses uniformly among the legal moves."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        legal = observation.legal_moves()
        return legal[self.rng.randrange(len(legal))]


class MediumBot:
    """The greedy heuristic: extends routes, values land groups, uses the officials, scores before a break."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        return medium_move(observation.state)


class EasyBot:
    """The Medium heuristic with slips: now and then a random move, though never throwing a route away on purpose."""

    level = "easy"

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.mistakes = mistakes

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        legal = observation.legal_moves()
        if len(legal) > 1 and self.rng.random() < self.mistakes:
            extends = any(m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT) for m in legal)
            sensible = [m for m in legal if not (extends and m.kind == mv.START)]
            return sensible[self.rng.randrange(len(sensible))]
        return medium_move(observation.state)


def make_bot(level: str, seed: int = 0, **budget: Any) -> Bot:
    """A bot of the given level (see `LEVELS`), seeded. `budget` goes to Hard and Expert
    (`iterations`, `rounds`, `time_limit`, `exploration`); the other levels ignore it."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed, **budget)
    if level == "expert":
        return ExpertBot(seed, **budget)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(ALL_LEVELS)}")
