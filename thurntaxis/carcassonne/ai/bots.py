"""The levels: Random, Easy, Medium and Hard behind one `choose(observation)` interface."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.greedy import canonical_world, medium_move
from thurntaxis.carcassonne.ai.search import HardBot
from thurntaxis.carcassonne.rules import Move, Observation, legal_moves

# The levels a new-game dialog offers, weakest first.
LEVELS = ("random", "easy", "medium", "hard", "expert")


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
        """A legal move drawn uniformly."""
        legal = legal_moves(observation)
        return legal[self.rng.randrange(len(legal))]


class MediumBot:
    """The greedy player: the turn (placement and follower) that most raises its worth against the opponents'
    (points, the expected worth of the features it holds, followers in supply; see `greedy`)."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """Medium's move."""
        return medium_move(canonical_world(observation))


class EasyBot:
    """Medium with slips: with chance `mistakes` a decision is a uniformly random legal move."""

    level = "easy"

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.mistakes = mistakes

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """Medium's move, or now and then a random one."""
        legal = legal_moves(observation)
        if len(legal) > 1 and self.rng.random() < self.mistakes:
            return legal[self.rng.randrange(len(legal))]
        return medium_move(canonical_world(observation))


def make_bot(level: str, seed: int = 0, **budget: Any) -> Bot:
    """A bot of the given level (see `LEVELS`), seeded. `budget` goes to Hard and Expert (`iterations`,
    `time_limit`, `candidates`, `rounds`; Expert also `turns`, `endgame`); the other levels ignore it."""
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
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
