"""The Hard bot's search: determinized Monte-Carlo search at the root, with heuristic playouts.

Each iteration deals the unknown cards at random consistently with the observation (a determinization), tries
one root move chosen by UCB1, lets every player follow the Medium heuristic for a few rounds, and scores the
position reached with the heuristic evaluation (own worth minus the best opponent's). The most tried root move
wins. `method="halving"` instead plays every surviving move on the same dealt worlds and halves the field each
round (sequential halving with common determinizations; it did not beat UCB1, see docs/ai.md). A budget in
iterations makes the search deterministic given the seed; a time limit and a `should_stop` callable (checked
between iterations) bound it in time, and it always answers with a legal move. UCB1 stops as soon as its most
visited move cannot be overtaken in the iterations left (`settled`): the answer is the one the whole budget gives.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from thurntaxis.taxis.ai.heuristic import evaluate, medium_move
from thurntaxis.taxis.rules import apply_unchecked, legal_moves
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.observation import Observation
from thurntaxis.taxis.rules.state import GameState

WIN_BONUS = 3.0


def playout_value(
    state: GameState, seat: int, end_turn: int, value: Callable[[GameState, int], float] | None = None
) -> float:
    """Follow the Medium heuristic for every player until turn `end_turn` begins; the seat's evaluated lead
    (`value`, by default `lead`)."""
    s = state
    while s.turn < end_turn and not s.game_over:
        options = legal_moves(s)
        move = options[0] if len(options) == 1 else medium_move(s)
        s = apply_unchecked(s, move)
    return (value or lead)(s, seat)


def lead(state: GameState, seat: int) -> float:
    """The seat's evaluation minus the best opponent's (with a bonus for a won game)."""
    mine = evaluate(state, seat)
    best = -1e9
    for q in range(state.players):
        if q != seat:
            v = evaluate(state, q)
            if v > best:
                best = v
    diff = mine - best
    if state.game_over:
        diff += WIN_BONUS if diff > 0 else -WIN_BONUS
    return diff


def settled(visits: list[int], remaining: int) -> bool:
    """Whether the most visited move stays the most visited whatever the `remaining` iterations sample: its lead
    over the runner-up exceeds them. Stopping then changes no answer (the most visited move is played)."""
    if len(visits) < 2:
        return False
    first = second = 0
    for v in visits:
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


@dataclass(eq=False)
class HardBot:
    """Information-set search by determinization; see the module docstring.

    `iterations`: playouts per decision; `rounds`: how many rounds each playout looks ahead; `time_limit`:
    optional seconds per decision; `exploration`: the UCB1 constant, in evaluation points; `method`: "ucb" or
    "halving"; `settle`: stop UCB1 once its answer is settled (False: always the whole budget). The defaults were
    tuned in the arena (docs/ai.md)."""

    level = "hard"

    seed: int = 0
    iterations: int = 200
    rounds: int = 3
    time_limit: float | None = None
    exploration: float = 3.0
    method: str = "ucb"
    settle: bool = True
    last_iterations: int = field(default=0, init=False)  # the playouts of the last decision

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """The move to make; stops early (still legal) when `should_stop()` turns true or time runs out."""
        legal = observation.legal_moves()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        fallback = medium_move(observation.state)
        rng = random.Random(self.rng.getrandbits(64))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        seat = observation.seat
        end_turn = observation.state.turn + self.rounds * observation.state.players

        def stopped() -> bool:
            if should_stop is not None and should_stop():
                return True
            return deadline is not None and time.perf_counter() > deadline

        def sample(i: int, world: GameState) -> float:
            return playout_value(apply_unchecked(world, legal[i]), seat, end_turn)

        k = len(legal)
        root = _Root(observation, rng, k, [0] * k, [0.0] * k, sample, stopped)
        if self.method == "ucb":
            done = _ucb(root, self.iterations, self.exploration, self.settle)
        else:
            done = _halving(root, self.iterations)
        visits, totals = root.visits, root.totals
        self.last_iterations = done
        if done < k:
            return fallback
        if min(visits) == 0:
            return fallback
        best = max(range(k), key=lambda j: (visits[j], totals[j] / visits[j]))
        return legal[best]


@dataclass
class _Root:
    """The root of a search: the observation, its generator, the `k` legal moves' visits and totals (filled in by
    the search), how a move is sampled in a dealt world, and whether to stop."""

    observation: Observation
    rng: random.Random
    k: int
    visits: list[int]
    totals: list[float]
    sample: Callable[[int, GameState], float]
    stopped: Callable[[], bool]


def _ucb(root: _Root, iterations: int, c: float, settle: bool = True) -> int:
    """UCB1 over the root moves, a fresh determinization per iteration; with `settle`, it stops once the most
    visited move can no longer be overtaken (`settled`). Returns the playouts made."""
    observation, rng, k, visits, totals = root.observation, root.rng, root.k, root.visits, root.totals
    done = 0
    for it in range(iterations):
        if root.stopped():
            break
        if it < k:
            i = it
        else:
            log_n = math.log(it)
            i = max(range(k), key=lambda j: totals[j] / visits[j] + c * math.sqrt(log_n / visits[j]))
        visits[i] += 1
        totals[i] += root.sample(i, observation.determinize(rng))
        done += 1
        if settle and settled(visits, iterations - done):
            break
    return done


def _halving(root: _Root, iterations: int) -> int:
    """Sequential halving with common determinizations: each round plays every surviving move on the same
    dealt worlds, then keeps the better half. The winner ends with the most visits. Returns the playouts made."""
    visits, totals = root.visits, root.totals
    alive = list(range(root.k))
    rounds = max(1, math.ceil(math.log2(root.k)))
    done = 0
    while True:
        per_move = max(1, iterations // (rounds * len(alive)))
        for _ in range(per_move):
            if root.stopped():
                return done
            world = root.observation.determinize(root.rng)
            for i in alive:
                visits[i] += 1
                totals[i] += root.sample(i, world)
                done += 1
        if len(alive) == 1:
            break
        alive.sort(key=lambda j: totals[j] / visits[j], reverse=True)
        alive = alive[: (len(alive) + 1) // 2]
        if len(alive) == 1:
            visits[alive[0]] += 1  # the survivor is the answer
            break
    return done
