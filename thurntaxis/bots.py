"""What every game's computer players share (no Qt, no game): the levels, weakest first; a bot's interface; the
Random level; and making a bot of a level, where an unknown level is an error and the thinking budget goes, as
keyword parameters, to the levels that search."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

# The levels a game's `make_bot` knows, weakest first (the new-game dialog derives its list from them).
LEVELS = ("random", "easy", "medium", "hard", "expert")
# The levels that search, and so take a thinking budget (`iterations`, `time_limit`, ...: each game's own).
BUDGET_LEVELS = ("hard", "expert")

Obs = TypeVar("Obs")
Move = TypeVar("Move")
ObsIn = TypeVar("ObsIn", contravariant=True)
MoveOut = TypeVar("MoveOut", covariant=True)
BotT = TypeVar("BotT")


class Player(Protocol[ObsIn, MoveOut]):
    """A computer player: given what its seat may know, one of the legal moves."""

    level: str

    def choose(self, observation: ObsIn, should_stop: Callable[[], bool] | None = None) -> MoveOut:
        """The move to make in the observed position (always one of its legal moves)."""
        ...


class RandomBot(Generic[Obs, Move]):
    """Chooses uniformly among the legal moves (for tests and self-play)."""

    level = "random"

    def __init__(self, seed: int, legal: Callable[[Obs], Sequence[Move]]) -> None:
        self.rng = random.Random(seed)
        self.legal = legal

    def choose(self, observation: Obs, should_stop: Callable[[], bool] | None = None) -> Move:
        """A legal move drawn uniformly."""
        legal = self.legal(observation)
        return legal[self.rng.randrange(len(legal))]


class EasyBot(Generic[Obs, Move]):
    """A game's Medium with slips: with chance `mistakes` a decision is a uniformly random one of the legal moves
    (of those `sensible` keeps, where a game's Easy never slips that badly)."""

    level = "easy"

    def __init__(
        self,
        seed: int,
        medium: Callable[[Obs], Move],
        legal: Callable[[Obs], Sequence[Move]],
        mistakes: float = 0.3,
        sensible: Callable[[Sequence[Move]], Sequence[Move]] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.medium, self.legal, self.mistakes, self.sensible = medium, legal, mistakes, sensible

    def choose(self, observation: Obs, should_stop: Callable[[], bool] | None = None) -> Move:
        """Medium's move, or now and then a random one."""
        legal = self.legal(observation)
        if len(legal) > 1 and self.rng.random() < self.mistakes:
            pool = legal if self.sensible is None else self.sensible(legal)
            return pool[self.rng.randrange(len(pool))]
        return self.medium(observation)


def make_leveled(level: str, seed: int, budget: Mapping[str, Any], makers: Mapping[str, Callable[..., BotT]]) -> BotT:
    """The bot of `level` from a game's `makers` (level -> its class or factory, called with the seed, and for the
    `BUDGET_LEVELS` with the budget as keyword parameters; the other levels ignore the budget). Raises
    `ValueError` for a level the game does not have, and for a budget parameter its level does not take."""
    maker = makers.get(level)
    if maker is None:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(makers)}")
    if level not in BUDGET_LEVELS:
        return maker(seed)
    try:
        inspect.signature(maker).bind(seed, **budget)
    except TypeError as exc:  # (a keyword the level does not take)
        raise ValueError(f"the {level} level takes no such budget ({exc})") from exc
    return maker(seed, **budget)


Sample = TypeVar("Sample")


def paired_means(
    draw: Callable[[], Sample],
    played: Callable[[Sample], float],
    advice: Callable[[Sample], float] | None,
    samples: int,
    stop: Callable[[], bool] | None = None,
) -> tuple[float, float]:
    """The mean worth of the move played and of an advice over the same drawn samples (common random numbers, so
    their difference is not the noise of two draws); `advice` None: the advice is the move played. At least one
    sample; then it stops early once `stop()` turns true."""
    totals = [0.0, 0.0]
    done = 0
    for _ in range(max(1, samples)):
        if done and stop is not None and stop():
            break
        sample = draw()
        mine = played(sample)
        totals[0] += mine
        totals[1] += mine if advice is None else advice(sample)
        done += 1
    return totals[0] / done, totals[1] / done
