"""The Expert as a teacher: what it would have played in place of a move, and what it expects each to be worth.

`review(observation, played, ...)` asks Expert for its move at the position of `observation`, then plays the move
played and Expert's on the same dealt worlds (common determinizations, the unknown cards dealt anew each time),
every player following Medium for Expert's rounds, and values both as Expert values a playout: the seat's predicted
final score minus the best opponent's (`fitted_lead`), in points. Only the observation is read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from thurntaxis.bots import paired_means
from thurntaxis.taxis.ai.expert import ExpertBot
from thurntaxis.taxis.ai.search import playout_value
from thurntaxis.taxis.rules import apply_unchecked
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.observation import Observation
from thurntaxis.taxis.rules.state import GameState

SAMPLES = 40  # dealt worlds on which both moves are played out


@dataclass(frozen=True, slots=True)
class Verdict:
    """Expert's review of one move: its own move, and the final lead Expert expects after each (points; None
    when the move was the only one)."""

    advice: Move
    played_value: float | None
    advice_value: float | None


def review(
    observation: Observation,
    played: Move,
    seed: int,
    budget: Mapping[str, Any],
    samples: int = SAMPLES,
    stop: Callable[[], bool] | None = None,
) -> Verdict:
    """Expert's move in place of `played`, and both valued on the same dealt worlds."""
    bot = ExpertBot(seed=seed, **budget)
    advice = bot.choose(observation, stop)
    if len(observation.legal_moves()) == 1:
        return Verdict(advice, None, None)
    rng = random.Random(seed * 7919 + 1)
    seat, state = observation.seat, observation.state
    end_turn = state.turn + bot.rounds * state.players

    def value(move: Move) -> Callable[[GameState], float]:
        return lambda world: playout_value(apply_unchecked(world, move), seat, end_turn, bot.value)

    means = paired_means(
        lambda: observation.determinize(rng), value(played), None if advice == played else value(advice), samples, stop
    )
    return Verdict(advice, *means)
