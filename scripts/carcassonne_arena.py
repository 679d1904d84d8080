"""A small seat-rotated arena for the Carcassonne computer players (until the program's shared arena takes them).

    .venv/bin/python scripts/carcassonne_arena.py hard medium --games 200 --seed 1 --jobs 1
    .venv/bin/python scripts/carcassonne_arena.py hard:iterations=300:rounds=2 medium medium medium --games 40

Game `g` draws the tile order `seed + g // n` and rotates the seats by `g % n` (n players), so every `n` games
each entry plays each seat once on the same tiles. A win is the highest score alone; a shared highest score is
counted apart (`shared`). Decision times count only decisions with more than one legal move.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thurntaxis.arena import p95, wilson
from thurntaxis.carcassonne.ai import LEVELS, Bot, make_bot
from thurntaxis.carcassonne.rules import apply, legal_moves, new_game, observation

BUDGET_KEYS = {"iterations": int, "time_limit": float, "candidates": int, "rounds": int, "against": str}


def parse_entry(spec: str) -> tuple[str, dict[str, Any]]:
    """An entry: a level, optionally with budget options ("hard:iterations=300:rounds=2")."""
    level, *options = spec.split(":")
    if level not in LEVELS:
        raise SystemExit(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    budget: dict[str, Any] = {}
    for option in options:
        key, _, value = option.partition("=")
        if key not in BUDGET_KEYS or not value:
            raise SystemExit(f"bad option {option!r}; options: {', '.join(BUDGET_KEYS)}")
        budget[key] = BUDGET_KEYS[key](value)
    return level, budget


def play(entries: Sequence[str], game: int, seed: int) -> dict[str, Any]:
    """One game; scores, winners and decision times by entry (not by seat)."""
    n = len(entries)
    entry_of_seat = [(s + game) % n for s in range(n)]
    bots: list[Bot] = []
    for s in range(n):
        level, budget = parse_entry(entries[entry_of_seat[s]])
        bots.append(make_bot(level, seed=seed * 1000 + game * 10 + s, **budget))
    state = new_game(n, seed=seed + game // n)
    times: list[list[float]] = [[] for _ in range(n)]
    while not state.game_over:
        seat = state.current
        started = time.perf_counter()
        move = bots[seat].choose(observation(state, seat))
        elapsed = time.perf_counter() - started
        if len(legal_moves(state)) > 1:
            times[entry_of_seat[seat]].append(elapsed)
        state = apply(state, move)  # the checking apply: an illegal choice stops the arena
    scores = [0] * n
    for s, total in enumerate(state.scores):
        scores[entry_of_seat[s]] = total
    best = max(scores)
    return {"scores": scores, "top": [e for e in range(n) if scores[e] == best], "times": times}


def _play(args: tuple[Sequence[str], int, int]) -> dict[str, Any]:
    return play(*args)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("entries", nargs="+", help="2 to 5 levels, each optionally with :key=value budget options")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", type=Path, help="also write the summary and every game here")
    parser.add_argument("--progress", action="store_true", help="print each game's scores as it ends")
    args = parser.parse_args(argv)
    for spec in args.entries:
        parse_entry(spec)
    tasks = [(tuple(args.entries), g, args.seed) for g in range(args.games)]
    started = time.perf_counter()
    games: list[dict[str, Any]] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for number, game in enumerate(pool.imap(_play, tasks)):
            games.append(game)
            if args.progress:
                print(f"game {number}: scores by entry {game['scores']}", flush=True)
    elapsed = time.perf_counter() - started
    print(f"{args.games} games of {' '.join(args.entries)} (seed {args.seed}) in {elapsed:.0f} s")
    summary = []
    for e, spec in enumerate(args.entries):
        wins = sum(1 for g in games if g["top"] == [e])
        shared = sum(1 for g in games if e in g["top"] and len(g["top"]) > 1)
        low, high = wilson(wins, args.games)
        scores = [g["scores"][e] for g in games]
        thinks = sorted(t for g in games for t in g["times"][e])
        median = 1000 * statistics.median(thinks) if thinks else 0.0
        p95_ms = 1000 * p95(thinks)
        margin = statistics.fmean(g["scores"][e] - max(s for q, s in enumerate(g["scores"]) if q != e) for g in games)
        print(
            f"  #{e} {spec:<28} wins {wins:>4}/{args.games} = {100 * wins / args.games:5.1f}% "
            f"[{100 * low:.1f}, {100 * high:.1f}]  shared {shared}  mean score {statistics.fmean(scores):6.1f}  "
            f"margin {margin:+6.1f}  decision median {median:.1f} ms, p95 {p95_ms:.1f} ms ({len(thinks)})"
        )
        summary.append(
            {
                "entry": spec,
                "wins": wins,
                "shared": shared,
                "ci95": [low, high],
                "mean_score": statistics.fmean(scores),
                "median_ms": median,
                "p95_ms": p95_ms,
            }
        )
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "games": games}, indent=1))


if __name__ == "__main__":
    main()
