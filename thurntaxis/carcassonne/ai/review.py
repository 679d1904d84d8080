"""The Expert as a teacher: what it would have played in place of a move, and what it expects each to be worth.

`review(observation, played, then, ...)` asks Expert for its move at the position of `observation`, then plays the
player's turn and Expert's out on the same orders of the tiles to come (common samples, as the search compares its
own options) and values both as Expert values a playout: the seat's worth minus the best opponent's, in points,
one round ahead (to the end when few tiles are left). A turn is a placement and its follower move: the player's
follower is `then` (the record's next move), Expert's the follower Medium's evaluation takes for its placement.
In the follower phase the two follower moves are compared. Only the observation is read (no order of the tiles).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from thurntaxis.bots import paired_means
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.fitted import fitted_evaluate, has_weights
from thurntaxis.carcassonne.ai.greedy import DEFAULT, best_follower, canonical_world, turn_options
from thurntaxis.carcassonne.ai.search import Option, playout
from thurntaxis.carcassonne.rules import PLACE, PLACE_PHASE, Move, Observation, apply, determinize, legal_moves

SAMPLES = 48  # orders of the tiles to come on which both turns are played out


@dataclass(frozen=True, slots=True)
class Verdict:
    """Expert's review of one move: its own move (`advice`, with `advice_then`, its follower, for a placement),
    the follower of the move played (`played_then`), and the worth Expert expects of each turn (the lead over the
    best opponent, in points, one round on; None when the move was the only one)."""

    advice: Move
    advice_then: Move | None
    played_then: Move | None
    played_value: float | None
    advice_value: float | None


def _turn(world: Any, place: Move, follower: Move | None) -> Option:
    """The option of placing `place` then playing `follower` (Medium's where none is given or it is not legal)."""
    placed = apply(world, place)
    if follower is None or follower not in legal_moves(placed):
        follower = best_follower(placed, DEFAULT)
    return Option(placed, follower, place)


def advised_follower(world: Any, place: Move) -> Move:
    """The follower Medium's evaluation takes with the placement `place`."""
    for option in turn_options(world, DEFAULT):
        if option.place == place:
            return option.follower
    return best_follower(apply(world, place), DEFAULT)


def review(
    observation: Observation,
    played: Move,
    then: Move | None,
    seed: int,
    budget: Mapping[str, Any],
    samples: int = SAMPLES,
    stop: Callable[[], bool] | None = None,
) -> Verdict:
    """Expert's move in place of `played` (`then`: the player's follower after a placement), and both valued."""
    bot = ExpertBot(seed=seed, **budget)
    advice = bot.choose(observation, stop)
    world = canonical_world(observation)
    if world.phase == PLACE_PHASE and advice.kind == PLACE:
        advice_then: Move | None = advised_follower(world, advice)
        mine, theirs = _turn(world, played, then), _turn(world, advice, advice_then)
        played_then: Move | None = mine.follower
    else:
        advice_then = played_then = None
        mine, theirs = Option(world, played, played), Option(world, advice, advice)
    if len(legal_moves(observation)) == 1:
        return Verdict(advice, advice_then, played_then, None, None)
    rng = random.Random(seed * 7919 + 1)
    turns = bot.playout_turns(observation)
    leaf = fitted_evaluate if has_weights(observation.players) else None

    def value(option: Option, index: int) -> Callable[[tuple[int, ...]], float]:
        return lambda deck: playout(option, deck, observation.seat, turns, DEFAULT, "max", None, index, leaf)

    same = advice == played and advice_then == played_then
    means = paired_means(
        lambda: determinize(observation, rng).deck, value(mine, 0), None if same else value(theirs, 1), samples, stop
    )
    return Verdict(advice, advice_then, played_then, *means)
