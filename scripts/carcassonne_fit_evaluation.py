"""Fit Carcassonne Expert's evaluation (thurntaxis/carcassonne/ai/fitted.py) to self-play outcomes and write its
weights (thurntaxis/carcassonne/ai/fitted_weights.py).

Plays seeded games of Medium for every seat, records every player's features at the start of each turn, and fits
each player count's weights by least squares to what a player gains from there to the end *relative to the
table*: each player's features and gain minus the table's mean. Only the differences between players decide a
search's choice, so what all players gain alike (the tiles still to come) is left out of the fit. Prints, on the
last fifth of the games held out, how far the fitted and Medium's evaluation miss the final lead (the seat's score
minus the best other's).

    python scripts/carcassonne_fit_evaluation.py --games 4000 --players 2 3 4 5 [--seed 0] [--dry-run]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

if "thurntaxis" not in sys.modules and not any(Path(p, "thurntaxis").is_dir() for p in sys.path if p):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import least_squares  # scripts/least_squares.py, beside this script

from thurntaxis.carcassonne.ai.fitted import FEATURES, features
from thurntaxis.carcassonne.ai.fitted_weights import COMMANDS, WEIGHTS
from thurntaxis.carcassonne.ai.greedy import evaluate, medium_move
from thurntaxis.carcassonne.rules import PLACE_PHASE, apply, new_game

OUT = Path(__file__).resolve().parent.parent / "thurntaxis" / "carcassonne" / "ai" / "fitted_weights.py"
# One position: every player's features, points now, Medium's worth, and final score.
Position = tuple[list[list[float]], list[float], list[float], list[float]]


def play(players: int, seed: int) -> list[Position]:
    """A Medium game's positions at the start of each turn."""
    state = new_game(players, seed=seed)
    taken: list[tuple[list[list[float]], list[float], list[float]]] = []
    while not state.game_over:
        if state.phase == PLACE_PHASE:
            taken.append((features(state), [float(sum(p)) for p in state.points], evaluate(state)))
        state = apply(state, medium_move(state))
    final = [float(sum(p)) for p in state.points]
    return [(f, points, worth, final) for f, points, worth in taken]


def relative_rows(positions: Sequence[Position]) -> Iterator[least_squares.WeightedRow]:
    """Each player's features and gain to the end, minus the table's mean, as rows of weight 1."""
    for rows, points, _worth, final in positions:
        n = len(rows)
        mean = [sum(column) / n for column in zip(*rows, strict=True)]
        gains = [f - p for f, p in zip(final, points, strict=True)]
        mean_gain = sum(gains) / n
        for row, gain in zip(rows, gains, strict=True):
            yield [a - m for a, m in zip(row, mean, strict=True)], gain - mean_gain, 1.0


def lead_errors(positions: Sequence[Position], w: Sequence[float]) -> tuple[float, float]:
    """How far the fitted and Medium's evaluation miss seat 0's final lead (RMSE over the positions)."""
    fitted_sq = medium_sq = 0.0
    for rows, points, worth, final in positions:
        predicted = [p + sum(a * b for a, b in zip(w, row, strict=True)) for p, row in zip(points, rows, strict=True)]
        actual = final[0] - max(final[1:])
        fitted_sq += (predicted[0] - max(predicted[1:]) - actual) ** 2
        medium_sq += (worth[0] - max(worth[1:]) - actual) ** 2
    n = len(positions)
    return math.sqrt(fitted_sq / n), math.sqrt(medium_sq / n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--dry-run", action="store_true", help="print the fit, do not write the weights")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the weights module")
    args = parser.parse_args()
    k = len(FEATURES)
    weights: dict[int, list[float]] = {}
    for players in args.players:
        positions: list[Position] = []
        held_from = 0
        for g in range(args.games):
            if g == args.games * 4 // 5:
                held_from = len(positions)
            positions.extend(play(players, 700_000 + args.seed * 100_000 + g))
            if (g + 1) % 200 == 0:
                print(f"{players} players: {g + 1} of {args.games} games", flush=True)
        train, held = positions[:held_from], positions[held_from:]
        w = least_squares.solve(relative_rows(train), k, ridge=1e-6)
        fitted_rmse, medium_rmse = lead_errors(held, w)
        print(
            f"{players} players: {len(positions)} positions; held-out lead RMSE fitted {fitted_rmse:.2f}, "
            f"Medium's {medium_rmse:.2f}"
        )
        print("   " + ", ".join(f"{n} {v:+.3f}" for n, v in zip(FEATURES, w, strict=True)))
        weights[players] = least_squares.solve(relative_rows(positions), k, ridge=1e-6)
    if args.dry_run:
        return
    # the other player counts keep their weights and the command that fitted them
    written: dict[int, Sequence[float]] = {**WEIGHTS, **weights}
    commands = {**COMMANDS, **{p: f"--games {args.games} --players {p} --seed {args.seed}" for p in weights}}
    args.out.write_text(weights_module(written, commands))
    print(f"wrote {args.out}")


def weights_module(weights: dict[int, Sequence[float]], commands: dict[int, str]) -> str:
    """The text of fitted_weights.py: each player count's weights, one a line with its feature's name."""
    lines = [
        '"""The fitted evaluation\'s weights (thurntaxis/carcassonne/ai/fitted.py), per player count, and the',
        'scripts/carcassonne_fit_evaluation.py options that fitted each; written by that script."""',
        "",
        "WEIGHTS: dict[int, tuple[float, ...]] = {",
    ]
    for players, fitted in sorted(weights.items()):
        lines.append(f"    {players}: (")
        lines += [f"        {round(v, 4) + 0.0:.4f},  # {name}" for name, v in zip(FEATURES, fitted, strict=True)]
        lines.append("    ),")
    lines += ["}", "", "COMMANDS: dict[int, str] = {"]
    lines += [f'    {players}: "{command}",' for players, command in sorted(commands.items())]
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
