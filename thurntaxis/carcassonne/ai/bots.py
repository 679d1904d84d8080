"""The levels: Random, Easy, Medium and Hard behind one `choose(observation)` interface."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from thurntaxis import bots
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.greedy import canonical_world, medium_move
from thurntaxis.carcassonne.ai.search import HardBot
from thurntaxis.carcassonne.rules import Move, Observation, legal_moves

# The levels a new-game dialog offers, weakest first (the shared ones).
LEVELS = bots.LEVELS

Bot = bots.Player[Observation, Move]


class RandomBot(bots.RandomBot[Observation, Move]):
    """Chooses uniformly among the legal moves."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, legal_moves)


class MediumBot:
    """The greedy player: the turn (placement and follower) that most raises its worth against the opponents'
    (points, the expected worth of the features it holds, followers in supply; see `greedy`)."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """Medium's move."""
        return medium_move(canonical_world(observation))


class EasyBot(bots.EasyBot[Observation, Move]):
    """Medium with slips: with chance `mistakes` a decision is a uniformly random legal move."""

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        super().__init__(seed, MediumBot(seed).choose, legal_moves, mistakes)


def make_bot(level: str, seed: int = 0, **budget: Any) -> Bot:
    """A bot of the given level (see `LEVELS`), seeded; `ValueError` for a level there is not. The thinking budget
    goes, as keyword parameters, to Hard and Expert: `iterations`, `time_limit`, `candidates`, `rounds` (Expert
    also `turns`, `endgame`, `sweep`, `fitted`); the other levels ignore it."""
    return bots.make_leveled(
        level,
        seed,
        budget,
        {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot},
    )
