"""Long arena runs that survive interruption: every finished game is one JSON line in a log, and a rerun of the
same command plays only the games the log lacks. `--summary` reads logs and reports what the issue-16 targets
ask for: wins with a 95% interval, mean and best winning score, and each entry's decision median and p95.

    python scripts/arena_log.py runs/expert-hard-2p.jsonl --bots expert,hard --games 400 --seed 16000 --jobs 2
    python scripts/arena_log.py runs/carc.jsonl --game carcassonne --bots expert,hard --games 40 --seed 5000
    python scripts/arena_log.py --summary runs/expert-hard-2p.jsonl
    python scripts/arena_log.py --compare runs/expert4-a.jsonl runs/expert4-b.jsonl

`--compare A B` pairs the games two logs both hold (same seed and game number: the same deal and seating, with
entry 0 changed) and reports entry 0's wins and winning margin in each, and the paired difference.

Game `g` is the arena's game `g` (thurntaxis/arena.py: its deal, seating and bot seeds), so a log filled by
several runs, or on several machines, holds the same games one run of `thurntaxis arena` would play.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
from pathlib import Path
from typing import Any, TextIO

from thurntaxis.arena import GameOutcome, entry_summary, play_game
from thurntaxis.games import DEFAULT_GAME


def _play(args: tuple[tuple[str, ...], int, int, str]) -> GameOutcome:
    levels, game, seed, game_id = args
    return play_game(levels, game, seed, {}, game_id)


def _rows(log: Path) -> list[dict[str, Any]]:
    """The games a log holds, one JSON object per line."""
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def _done(log: Path, bots: list[str], seed: int, game_id: str) -> set[int]:
    """The game numbers of this run (same game, bots and seed) the log already holds."""
    if not log.exists():
        return set()
    return {
        row["game"]
        for row in _rows(log)
        if row["bots"] == bots and row["seed"] == seed and row.get("game_id", DEFAULT_GAME) == game_id
    }


def play(log: Path, bots: list[str], games: int, seed: int, jobs: int, game_id: str = DEFAULT_GAME) -> None:
    """Play the run's games the log lacks (in `jobs` processes), appending each as it ends."""
    todo = sorted(set(range(games)) - _done(log, bots, seed, game_id))
    tasks = [(tuple(bots), g, seed, game_id) for g in todo]
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("a", encoding="utf-8") as out:
        if jobs > 1:
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                for o in pool.imap_unordered(_play, tasks):
                    _write(out, bots, seed, o, game_id)
        else:
            for task in tasks:
                _write(out, bots, seed, _play(task), game_id)


def _write(out: TextIO, bots: list[str], seed: int, o: GameOutcome, game_id: str) -> None:
    row: dict[str, Any] = {"game_id": game_id} if game_id != DEFAULT_GAME else {}
    row |= {
        "bots": bots,
        "seed": seed,
        "game": o.game,
        "winners": list(o.winners),
        "scores": list(o.scores),
        "moves": o.moves,
        "think": [[round(t, 4) for t in ts] for ts in o.think_times],
    }
    out.write(json.dumps(row) + "\n")
    out.flush()
    print(f"game {o.game}: winners {o.winners} scores {o.scores}", flush=True)


def _outcome(row: dict[str, Any]) -> GameOutcome:
    return GameOutcome(
        game=row["game"],
        winners=tuple(row["winners"]),
        scores=tuple(row["scores"]),
        think_times=tuple(tuple(t) for t in row["think"]),
        moves=row["moves"],
    )


def summary(logs: list[Path]) -> list[str]:
    """Per line-up (bots): games, each entry's wins, mean score, decision median and p95; the winning scores."""
    runs: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for log in logs:
        for row in _rows(log):
            runs.setdefault(tuple(row["bots"]), []).append(row)
    lines = []
    for bots, rows in runs.items():
        seeds = sorted({r["seed"] for r in rows})
        outcomes = [_outcome(r) for r in rows]
        lines.append(f"{len(rows)} games of {','.join(bots)} (seeds {', '.join(map(str, seeds))})")
        for e, level in enumerate(bots):
            s = entry_summary(outcomes, e, level)
            low, high = s["ci95"]
            lines.append(
                f"  #{e} {level:<7} wins {float(s['wins']):6.1f} = {100 * s['win_rate']:5.1f}% "
                f"[{100 * low:.1f}, {100 * high:.1f}]  mean score {s['mean_score']:5.2f}"
                f"  decision median {s['median_decision_ms']:.0f} ms, p95 {s['p95_decision_ms']:.0f} ms, "
                f"longest {s['max_decision_ms']:.0f} ms"
            )
        best = [max(o.scores) for o in outcomes]
        lines.append(f"  winning score: mean {statistics.fmean(best):.2f}, best {max(best)}")
    return lines


def _entry0(rows: list[dict[str, Any]]) -> dict[tuple[int, int], tuple[float, int]]:
    """Per (seed, game): entry 0's share of the win and its margin (its score minus the best other entry's).
    A log's winners and scores are by entry, whatever seat the rotation gave it."""
    return {(r["seed"], r["game"]): (_share(r), _margin(r)) for r in rows}


def _share(row: dict[str, Any]) -> float:
    return 1 / len(row["winners"]) if 0 in row["winners"] else 0.0


def _margin(row: dict[str, Any]) -> int:
    scores = row["scores"]
    return int(scores[0] - max(scores[1:]))


def compare(a: Path, b: Path) -> list[str]:
    """Entry 0 of log `a` against entry 0 of log `b` on the games both logs hold."""
    rows_a, rows_b = _rows(a), _rows(b)
    ea, eb = _entry0(rows_a), _entry0(rows_b)
    keys = sorted(ea.keys() & eb.keys())
    if not keys:
        return [f"{a} and {b} hold no game in common (same seed and game number)"]
    n = len(keys)
    wins_a = sum(ea[k][0] for k in keys)
    wins_b = sum(eb[k][0] for k in keys)
    only_a = sum(1 for k in keys if ea[k][0] > eb[k][0])
    only_b = sum(1 for k in keys if eb[k][0] > ea[k][0])
    diffs = [eb[k][1] - ea[k][1] for k in keys]
    spread = statistics.stdev(diffs) / n**0.5 if n > 1 else float("nan")
    return [
        f"{n} games in common; entry 0 is {rows_a[0]['bots'][0]} in {a.name}, {rows_b[0]['bots'][0]} in {b.name}",
        f"  wins: {wins_a:g} ({100 * wins_a / n:.1f}%) against {wins_b:g} ({100 * wins_b / n:.1f}%); "
        f"won only in {a.name}: {only_a}, only in {b.name}: {only_b}",
        f"  margin (score minus the best other seat's): mean {statistics.fmean(ea[k][1] for k in keys):+.2f} "
        f"against {statistics.fmean(eb[k][1] for k in keys):+.2f}; "
        f"paired difference {statistics.fmean(diffs):+.2f} +- {spread:.2f} (standard error)",
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+", type=Path)
    ap.add_argument("--summary", action="store_true", help="report on the logs instead of playing")
    ap.add_argument("--compare", action="store_true", help="compare entry 0 of two logs on their common games")
    ap.add_argument("--bots", help="levels by entry, e.g. expert,hard,hard,hard")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--game", default=DEFAULT_GAME, help="the registered game (thurntaxis.games), e.g. carcassonne")
    args = ap.parse_args()
    if args.summary:
        print("\n".join(summary(args.logs)))
        return 0
    if args.compare:
        if len(args.logs) != 2:
            ap.error("--compare takes two logs")
        print("\n".join(compare(*args.logs)))
        return 0
    if not args.bots or len(args.logs) != 1:
        ap.error("playing needs --bots and one log")
    play(args.logs[0], args.bots.split(","), args.games, args.seed, args.jobs, args.game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
