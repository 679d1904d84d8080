"""Judge a Carcassonne evaluation by the greedy player it makes: two-player games against Medium in which one seat
plays every turn (placement and follower) that gives the best lead (its worth minus the other's) under the
evaluation after the turn, with the seats swapped on each deal.

    python scripts/carcassonne_evaluation_duel.py --evaluation fitted --games 1000
    python scripts/carcassonne_evaluation_duel.py --evaluation medium --games 1000   # the control: about 50%

The deals (seed 800000 on) are used for nothing else. `medium` values the whole position after the turn with
Medium's own `evaluate`, so it plays as Medium does, up to ties: its score is the control.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

if "thurntaxis" not in sys.modules and not any(Path(p, "thurntaxis").is_dir() for p in sys.path if p):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thurntaxis.carcassonne.ai.fitted import fitted_evaluate
from thurntaxis.carcassonne.ai.greedy import evaluate, medium_move
from thurntaxis.carcassonne.ai.search import lead
from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, GameState, apply, legal_moves, new_game

EVALUATIONS: dict[str, Callable[[GameState], list[float]]] = {"fitted": fitted_evaluate, "medium": evaluate}


def greedy_turn(state: GameState, value: Callable[[GameState], list[float]]) -> GameState:
    """The position after the seat's best turn under `value`."""
    seat = state.current
    best: GameState | None = None
    best_lead = float("-inf")
    for place in legal_moves(state):
        placed = apply(state, place)
        after = [apply(placed, f) for f in legal_moves(placed)] if placed.phase == FOLLOWER_PHASE else [placed]
        for s in after:
            v = lead(value(s), seat)
            if v > best_lead:
                best, best_lead = s, v
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evaluation", choices=sorted(EVALUATIONS), default="fitted")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    args = parser.parse_args()
    value = EVALUATIONS[args.evaluation]
    wins = 0.0
    margins = []
    for g in range(args.first, args.first + args.games):
        seat = g % 2
        state = new_game(2, seed=800_000 + g // 2)
        while not state.game_over:
            state = greedy_turn(state, value) if state.current == seat else apply(state, medium_move(state))
        margin = state.scores[seat] - state.scores[1 - seat]
        wins += 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        margins.append(margin)
    spread = statistics.stdev(margins) / len(margins) ** 0.5 if len(margins) > 1 else float("nan")
    print(
        f"greedy on {args.evaluation} against Medium: {wins:g}/{args.games} = {100 * wins / args.games:.1f}%, "
        f"margin {statistics.fmean(margins):+.2f} +- {spread:.2f} (standard error)"
    )


if __name__ == "__main__":
    main()
