"""Fit the Expert's evaluation (thurntaxis/taxis/ai/fitted.py) to self-play outcomes and write its weights.

Plays seeded games (Medium for every seat by default; `--hard N` lets Hard with N playouts play instead), records
every seat's features at the start of each turn, and fits each player count's weights by least squares (a small
ridge term) to what the seat gains from there to its final score. Writes thurntaxis/taxis/ai/fitted_weights.py
and prints the fit's error next to the hand-made evaluation's.

    python scripts/fit_evaluation.py --games 2000 --players 2 3 4 [--hard 20] [--seed 0] [--dry-run]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import least_squares  # scripts/least_squares.py, beside this script
from least_squares import WeightedRow

from thurntaxis.taxis.ai import HandTracker, make_bot
from thurntaxis.taxis.ai.fitted import FEATURES, features, lateness
from thurntaxis.taxis.ai.fitted_weights import COMMANDS, WEIGHTS
from thurntaxis.taxis.ai.heuristic import evaluate, medium_move
from thurntaxis.taxis.rules import GameDefinition, apply, new_game, scores
from thurntaxis.taxis.rules.moves import SCORE
from thurntaxis.taxis.rules.state import GameState

OUT = Path(__file__).resolve().parent.parent / "thurntaxis" / "taxis" / "ai" / "fitted_weights.py"
Row = tuple[list[float], float, float]  # features, the gain to the final score, hand-made evaluation
Step = tuple[list[float], float]  # a scoring: the change of the mover's features, and of its points now


def play(players: int, seed: int, hard: int, keep: float, rng: random.Random) -> tuple[list[Row], list[Step]]:
    """One game's sampled rows: (features, the seat's gain to its final score, the hand-made evaluation); and
    every scoring of a route as a step (how the mover's features and its points now changed from the position
    where it chose to score to the end of that turn)."""
    state = new_game(GameDefinition(players), seed=seed)
    bots = [make_bot("hard", seed=seed * 10 + s, iterations=hard) for s in range(players)] if hard else []
    tracker = HandTracker(players)
    taken: list[tuple[GameState, int, list[float]]] = []
    steps: list[Step] = []
    scoring: GameState | None = None  # the position where the mover chose to score, until its turn ends
    turn = 0
    while not state.game_over:
        if state.turn != turn:
            turn = state.turn
            late = lateness(state)
            for seat in range(players):
                if rng.random() < keep:
                    taken.append((state, seat, features(state, seat, late)))
        if bots:
            move = bots[state.current].choose(tracker.observe(state, state.current))
            tracker.update(state, move)
        else:
            move = medium_move(state)
        if move.kind == SCORE:
            scoring = state
        after = apply(state, move)
        if scoring is not None and (after.turn != scoring.turn or after.game_over):
            steps.append(_step(scoring, state, scoring.current))
            scoring = None
        state = after
    final = [s.total for s in scores(state)]
    return [(f, final[seat] - f[1], evaluate(s, seat) - f[1]) for s, seat, f in taken], steps


def _step(before: GameState, after: GameState, seat: int) -> Step:
    """The change of the seat's features, and of its points now, from `before` to `after`."""
    fb = features(before, seat, lateness(before))
    fa = features(after, seat, lateness(after))
    return [a - b for a, b in zip(fa, fb, strict=True)], fa[1] - fb[1]


def predicted_change(w: list[float], step: Step) -> float:
    """How much a scoring changes the predicted final score under weights `w` (0 for a consistent evaluation:
    a scoring the player chose moves points from the prospects into the score, it does not lose them)."""
    change, gained = step
    return gained + sum(a * b for a, b in zip(w, change, strict=True))


def solve(rows: list[Row], steps: Sequence[Step] = (), consistency: float = 0.0, ridge: float = 1e-3) -> list[float]:
    """Least squares with a small ridge term (scripts/least_squares.py). With a positive `consistency`, each
    scoring in `steps` adds a row of that weight asking the prediction not to change across it
    (`predicted_change` = 0)."""
    weighted: list[WeightedRow] = [(f, y, 1.0) for f, y, _ in rows]
    if consistency > 0:
        weighted += [(change, -gained, consistency) for change, gained in steps]
    return least_squares.solve(weighted, len(FEATURES), ridge, count=len(rows))


def rmse(errors: list[float]) -> float:
    return math.sqrt(statistics.fmean(e * e for e in errors))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--hard", type=int, default=0, help="Hard's playouts per decision (0: Medium plays)")
    parser.add_argument("--keep", type=float, default=0.25, help="share of the seat-positions recorded")
    parser.add_argument(
        "--consistency", type=float, default=0.0, help="weight of each scoring's 'no change of the prediction' row"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--dry-run", action="store_true", help="print the fit, do not write the weights")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the weights module")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    weights: dict[int, list[float]] = {}
    for players in args.players:
        rows: list[Row] = []
        steps: list[Step] = []
        for g in range(args.games):
            game_rows, game_steps = play(players, 900_000 + args.seed * 100_000 + g, args.hard, args.keep, rng)
            rows.extend(game_rows)
            steps.extend(game_steps)
            if (g + 1) % 10 == 0:
                print(f"{players} players: {g + 1} of {args.games} games", flush=True)
        held, held_steps = rows[len(rows) * 4 // 5 :], steps[len(steps) * 4 // 5 :]
        w = solve(rows[: len(rows) * 4 // 5], steps[: len(steps) * 4 // 5], args.consistency)
        fit = [sum(a * b for a, b in zip(w, f, strict=True)) - y for f, y, _ in held]
        shift = statistics.fmean(y - e for _, y, e in rows)  # the hand-made evaluation, best offset
        hand = [e + shift - y for _, y, e in held]
        print(f"{players} players: {len(rows)} rows; held-out RMSE fitted {rmse(fit):.2f}, hand-made {rmse(hand):.2f}")
        print(
            f"   {len(steps)} scorings; across the held-out ones the predicted final score changes by "
            f"{statistics.fmean(predicted_change(w, t) for t in held_steps):+.2f} on average"
        )
        print("   " + ", ".join(f"{n} {v:+.3f}" for n, v in zip(FEATURES, w, strict=True)))
        weights[players] = solve(rows, steps, args.consistency)
    if args.dry_run:
        return
    options = (
        (f" --hard {args.hard}" if args.hard else "")
        + f" --keep {args.keep}"
        + (f" --consistency {args.consistency}" if args.consistency else "")
        + f" --seed {args.seed}"
    )
    # the other player counts keep their weights and the command that fitted them
    written: dict[int, Sequence[float]] = {**WEIGHTS, **weights}
    commands = {**COMMANDS, **{p: f"--games {args.games} --players {p}{options}" for p in weights}}
    lines = [
        '"""The fitted evaluation\'s weights (thurntaxis/taxis/ai/fitted.py), per player count, and the',
        'scripts/fit_evaluation.py options that fitted each; written by that script."""',
        "",
        "WEIGHTS: dict[int, tuple[float, ...]] = {",
    ]
    for players, fitted in sorted(written.items()):
        lines.append(f"    {players}: ({', '.join(f'{v:.4f}' for v in fitted)}),")
    lines += ["}", "", "COMMANDS: dict[int, str] = {"]
    lines += [f"    {players}: {command!r}," for players, command in sorted(commands.items())]
    lines.append("}")
    args.out.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
