"""Hard: Monte-Carlo search over the order of the tiles still to come.

The tiles left are public, their order is not, so the order is chance: every sample shuffles the remaining tiles
anew (`determinize` of the observation; the real order is never read). The root options are whole turns
(placement and follower) ranked by Medium's evaluation; the best `candidates` of them go into sequential halving
with common samples: each round plays every surviving option on the same shuffled orders, every player then
follows Medium for `rounds` rounds, and the position reached is valued by `greedy.evaluate` (the seat's worth
minus the best opponent's). The better half survives until one is left. In the follower phase the options are the
follower moves. A budget in `iterations` (playouts per decision) makes the choice deterministic given the seed;
`time_limit` and `should_stop` (checked between playouts) bound it in time, and it always answers legally.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from thurntaxis.carcassonne.ai.greedy import (
    DEFAULT,
    Weights,
    best_follower,
    best_turn,
    canonical_world,
    evaluate,
    follower_gain,
    medium_move,
    play_medium_turn,
    returned_followers,
    turn_options,
)
from thurntaxis.carcassonne.rules import (
    GAME_OVER,
    PLACE_PHASE,
    GameState,
    Move,
    Observation,
    apply,
    determinize,
    legal_moves,
)


class Option(NamedTuple):
    """A root option: the position after its placement, the follower move that ends the turn, and the move
    the bot answers with now (the placement in the placement phase, else the follower move)."""

    placed: GameState
    follower: Move
    answer: Move


def lead(values: list[float], seat: int, against: str = "max") -> float:
    """The seat's worth minus the best opponent's (`against="max"`) or the opponents' mean ("mean")."""
    others = [v for p, v in enumerate(values) if p != seat]
    return values[seat] - (max(others) if against == "max" else sum(others) / len(others))


Deck = tuple[int, ...]  # the tiles to come, in the order they are drawn

# Medium's turns already worked out in one decision's playouts: (root option, tiles drawn since) -> the turn.
Memo = dict[tuple[int, tuple[int, ...]], tuple[GameState, Move]]


def playout(
    option: Option,
    deck: tuple[int, ...],
    seat: int,
    turns: int,
    w: Weights,
    against: str,
    memo: Memo | None = None,
    index: int = 0,
    value: Callable[[GameState], list[float]] | None = None,
) -> float:
    """Play the option's turn with the tiles to come in `deck`'s order, then `turns` Medium turns; the lead.

    Medium reads the tiles to come only as a count, so its turn depends on the option and the tiles drawn since
    (which also fix how many are left), never on the order of the rest: `memo` (one per decision, the option
    numbered `index`) keeps each turn worked out, and a playout that draws the same tiles replays it. The
    position reached is valued by `value` (Medium's `evaluate` unless given)."""
    s = option.placed.copy()
    s.deck = deck
    s = apply(s, option.follower)
    for _ in range(turns):
        if s.phase == GAME_OVER:
            break
        if memo is None:
            s = play_medium_turn(s, w)
            continue
        key = (index, deck[: len(deck) - len(s.deck)])
        turn = memo.get(key)
        if turn is None:
            best = best_turn(s, w)
            turn = memo[key] = (best.placed, best.follower)
        placed = turn[0].copy()
        placed.deck = s.deck
        s = apply(placed, turn[1])
    return lead(evaluate(s, w=w) if value is None else value(s), seat, against)


@dataclass(eq=False)
class HardBot:
    """Determinized Monte-Carlo search; see the module docstring.

    `iterations`: playouts per decision (shared by the candidates); `candidates`: how many of Medium's best
    turns are searched; `rounds`: rounds of Medium play in each playout after the bot's turn; `time_limit`:
    optional seconds per decision; `against`: "max" or "mean" of the opponents in the playout value."""

    level = "hard"

    seed: int = 0
    iterations: int = 200
    time_limit: float | None = None
    candidates: int = 8
    rounds: int = 1
    against: str = "max"
    weights: Weights = DEFAULT
    last_iterations: int = field(default=0, init=False)  # the playouts of the last decision

    def __post_init__(self) -> None:
        if self.against not in ("max", "mean"):
            raise ValueError(f"against must be 'max' or 'mean', not {self.against!r}")
        self.rng = random.Random(self.seed)

    def _options(self, world: GameState) -> list[Option]:
        """The root options, Medium's favourite first."""
        w = self.weights
        if world.phase == PLACE_PHASE:
            ranked = sorted(turn_options(world, w), key=lambda o: -o.value)
            return [Option(o.placed, o.follower, o.place) for o in ranked[: max(1, self.candidates)]]
        tiles_left = len(world.deck)
        back = returned_followers(world, world.current)
        moves = legal_moves(world)
        first = best_follower(world, w)
        ranked_moves = sorted(moves, key=lambda m: (m != first, -follower_gain(world, m, tiles_left, w, back)))
        return [Option(world, m, m) for m in ranked_moves[: max(1, self.candidates)]]

    def playouts(self, observation: Observation) -> int:
        """The playouts of one decision."""
        return self.iterations

    def playout_turns(self, observation: Observation) -> int:
        """The Medium turns a playout plays after the bot's own turn."""
        return self.rounds * observation.players

    def leaf_value(self, observation: Observation) -> Callable[[GameState], list[float]] | None:
        """How a playout's last position is valued (every player's worth); None: Medium's `evaluate`."""
        return None

    def samples(self, observation: Observation, rng: random.Random, count: int) -> Iterator[tuple[Deck, float]]:
        """`count` orders of the tiles to come for one round of the search, each with its weight: here orders
        shuffled anew, each of weight 1."""
        for _ in range(count):
            yield determinize(observation, rng).deck, 1.0

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """The move to make; stops early (still legal) when `should_stop()` turns true or time runs out."""
        self.last_iterations = 0
        legal = legal_moves(observation)
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(self.rng.getrandbits(64))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit

        def stopped() -> bool:
            if should_stop is not None and should_stop():
                return True
            return deadline is not None and time.perf_counter() > deadline

        world = canonical_world(observation)
        if stopped():
            return medium_move(world, self.weights)
        options = self._options(world)
        if len(options) == 1:
            return options[0].answer
        seat = observation.seat
        turns = self.playout_turns(observation)
        iterations = self.playouts(observation)
        k = len(options)
        visits = [0.0] * k
        totals = [0.0] * k
        alive = list(range(k))
        stages = max(1, math.ceil(math.log2(k)))
        done = 0
        memo: Memo = {}
        leaf = self.leaf_value(observation)
        while len(alive) > 1:
            per_option = max(1, iterations // (stages * len(alive)))
            for deck, weight in self.samples(observation, rng, per_option):
                for i in alive:
                    if stopped():
                        self.last_iterations = done
                        return _best(options, alive, visits, totals)
                    value = playout(options[i], deck, seat, turns, self.weights, self.against, memo, i, leaf)
                    totals[i] += weight * value
                    visits[i] += weight
                    done += 1
            alive.sort(key=lambda j: -totals[j] / visits[j])
            alive = alive[: (len(alive) + 1) // 2]
        self.last_iterations = done
        return options[alive[0]].answer


def _best(options: list[Option], alive: list[int], visits: list[float], totals: list[float]) -> Move:
    """The answer of a search cut short: the best mean among the options tried, else Medium's favourite."""
    tried = [i for i in alive if visits[i]]
    if not tried:
        return options[0].answer
    return options[max(tried, key=lambda j: (totals[j] / visits[j], -j))].answer
