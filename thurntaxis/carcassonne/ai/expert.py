"""Expert: Hard's search with a fitted evaluation, a budget counted in Medium turns, a wider choice and exact
endings.

- The position a playout reaches is valued by the evaluation fitted to self-play (`fitted.py`), where Hard uses
  Medium's: it weighs each part of a player's worth by what it turned out to be worth, and sees which open cities
  the tiles still to come can close. The playouts themselves are Medium's turns, as Hard's are. `fitted=False`
  (an arena option, `fitted=0`) values them with Medium's evaluation, as before.

- The budget is `turns` Medium turns per decision, not a number of playouts: a playout of one round is twice as
  long with four players as with two, so the playouts are `turns` divided by a playout's turns (at least
  `MIN_PLAYOUTS`), and a decision takes about as long at any table.
- `candidates` (12 against Hard's 8) of Medium's best turns enter the search: more of the turns Medium
  undervalues (a farmer, a follower kept back) get played out.
- With at most `endgame` tiles left every playout runs to the end of the game, so the final scoring (farms,
  unfinished features) is counted exactly instead of estimated.
- `sweep` (off unless asked for; an arena option): the orders are dealt in sweeps (`samples`), each of which puts
  every kind of tile still to come first once, weighted by how many of that kind are left, so the next tile is no
  longer luck of the draw when two options are compared. With two players, twice the turns with sweeps played no
  better against Hard than the defaults do (docs/carcassonne-ai.md), at 1.7 times the time a decision.

It sees only its seat's observation, as Hard does: the counts of the tiles to come, never their order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from thurntaxis.carcassonne.ai.fitted import fitted_evaluate, has_weights
from thurntaxis.carcassonne.ai.greedy import DEFAULT, Weights
from thurntaxis.carcassonne.ai.search import Deck, HardBot
from thurntaxis.carcassonne.rules import GameState, Observation

TURNS = 1000  # Medium turns per decision
CANDIDATES = 12
ENDGAME = 6  # tiles left from which playouts run to the end
MIN_PLAYOUTS = 96  # however long the playouts (unless the budget allows fewer for one-round playouts)


class ExpertBot(HardBot):
    """See the module docstring. `iterations` (playouts), when given, replaces the budget in turns."""

    level = "expert"

    def __init__(
        self,
        seed: int = 0,
        turns: int = TURNS,
        iterations: int | None = None,
        time_limit: float | None = None,
        candidates: int = CANDIDATES,
        rounds: int = 1,
        endgame: int = ENDGAME,
        against: str = "max",
        weights: Weights = DEFAULT,
        sweep: bool = False,
        fitted: bool = True,
    ) -> None:
        super().__init__(
            seed=seed,
            iterations=iterations or 0,
            time_limit=time_limit,
            candidates=candidates,
            rounds=rounds,
            against=against,
            weights=weights,
        )
        self.turns = turns
        self.fixed = iterations
        self.endgame = endgame
        self.sweep = sweep
        self.fitted = fitted

    def playouts(self, observation: Observation) -> int:
        if self.fixed is not None:
            return self.fixed
        per_round = self.turns // (self.rounds * observation.players)
        return max(min(MIN_PLAYOUTS, per_round), self.turns // self.playout_turns(observation), 1)

    def playout_turns(self, observation: Observation) -> int:
        if observation.tiles_left <= self.endgame:
            return observation.tiles_left + 1  # every tile still to come (and the game ends)
        return self.rounds * observation.players

    def leaf_value(self, observation: Observation) -> Callable[[GameState], list[float]] | None:
        """The fitted evaluation (fitted.py) where it has weights for this many players, else Medium's."""
        if self.fitted and has_weights(observation.players):
            return fitted_evaluate
        return None

    def samples(self, observation: Observation, rng: random.Random, count: int) -> Iterator[tuple[Deck, float]]:
        """Sweeps over the next tile: each sweep deals every kind of tile still to come first once, weighted by
        how many of it are left, the rest shuffled; as many sweeps as give at least `count` orders (so a stage of
        the search plays at least one whole sweep, however small the budget)."""
        if not self.sweep or not observation.tiles_left:
            yield from super().samples(observation, rng, count)
            return
        pile = [tile for tile, n in enumerate(observation.remaining) for _ in range(n)]
        kinds = [(tile, n) for tile, n in enumerate(observation.remaining) if n]
        for _ in range(max(1, -(-count // len(kinds)))):
            for tile, n in kinds:
                rest = list(pile)
                rest.remove(tile)
                rng.shuffle(rest)
                yield (tile, *rest), float(n)
