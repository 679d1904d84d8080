"""The arena: seated-rotated games between bots of any registered game (`thurntaxis.games`), in parallel
processes, with win rates and timings.

Game `g` deals from seed `seed + g // n` and rotates the seats by `g % n`, so over every `n` games each bot plays
each seat once on the same deal (n = number of players). A decision's time counts only when it had a choice.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from thurntaxis.games import DEFAULT_GAME, Bot, Game, entry

MAX_MOVES = 50_000


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One finished arena game, by bot entry (index into the bot list), not by seat."""

    game: int
    winners: tuple[int, ...]  # one entry, or every entry that shares the victory
    scores: tuple[int, ...]
    think_times: tuple[tuple[float, ...], ...]  # per entry: seconds of each decision that had a choice
    moves: int


def parse_spec(spec: str, budget: dict[str, Any], game_id: str = DEFAULT_GAME) -> tuple[str, dict[str, Any]]:
    """A bot entry: a level of the game's bots, optionally with its own budget ("hard:iterations=300:rounds=1").
    Plain entries of the levels that take a budget ("hard") take the common `budget`."""
    rules = entry(game_id).load()
    level, *options = spec.strip().split(":")
    if level not in rules.bot_levels:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(rules.bot_levels)}")
    own: dict[str, Any] = dict(budget) if level in rules.budget_levels else {}
    for option in options:
        key, _, value = option.partition("=")
        if key not in rules.bot_options or not value:
            raise ValueError(f"bad bot option {option!r} in {spec!r}; options: {', '.join(rules.bot_options)}")
        own[key] = rules.bot_options[key](value)
    return level, own


def play_game(
    levels: Sequence[str], game: int, seed: int, budget: dict[str, Any], game_id: str = DEFAULT_GAME
) -> GameOutcome:
    """Play arena game number `game` of the registered game `game_id` (see the module docstring for the deal and
    the seating)."""
    rules: Game[Any, Any] = entry(game_id).load()
    n = len(levels)
    rotation = game % n
    entry_of_seat = [(s + rotation) % n for s in range(n)]
    specs = [parse_spec(spec, budget, game_id) for spec in levels]
    bots: list[Bot] = []
    for s in range(n):
        level, own = specs[entry_of_seat[s]]
        bots.append(rules.make_bot(level, seed=seed * 1000 + game * 10 + s, **own))
    state = rules.new_game(n, seed=seed + game // n)
    observer = rules.new_observer(n)
    times: list[list[float]] = [[] for _ in range(n)]
    moves = 0
    while not rules.game_over(state):
        if moves >= MAX_MOVES:
            raise RuntimeError(f"arena game {game} did not end within {MAX_MOVES} moves")
        seat = rules.current_player(state)
        observation = observer.observe(state, seat)
        started = time.perf_counter()
        move = bots[seat].choose(observation)
        elapsed = time.perf_counter() - started
        if len(rules.legal_moves(state)) > 1:
            times[entry_of_seat[seat]].append(elapsed)
        observer.update(state, move)
        state = rules.apply(state, move)
        moves += 1
    totals = rules.scores(state)
    by_entry = [0] * n
    for s in range(n):
        by_entry[entry_of_seat[s]] = totals[s]
    return GameOutcome(
        game=game,
        winners=tuple(sorted(entry_of_seat[s] for s in rules.winners(state))),
        scores=tuple(by_entry),
        think_times=tuple(tuple(t) for t in times),
        moves=moves,
    )


def _play(args: tuple[Sequence[str], int, int, dict[str, Any], str]) -> GameOutcome:
    return play_game(*args)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def p95(ordered: Sequence[float]) -> float:
    """The 95th percentile of sorted values by nearest rank (the smallest value with 95% of them at or below it);
    0.0 for none. The one definition the arena, the arena logs and the timing scripts report."""
    if not ordered:
        return 0.0
    return ordered[math.ceil(0.95 * len(ordered)) - 1]


def run_arena(
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    budget: dict[str, Any] | None = None,
    game_id: str = DEFAULT_GAME,
) -> dict[str, Any]:
    """Play the games of the registered game `game_id` and summarise them per bot entry."""
    budget = budget or {}
    for spec in levels:
        parse_spec(spec, budget, game_id)  # fail before any game starts
    tasks = [(tuple(levels), g, seed, budget, game_id) for g in range(games)]
    started = time.perf_counter()
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            outcomes = pool.map(_play, tasks, chunksize=1)
    else:
        outcomes = [_play(t) for t in tasks]
    elapsed = time.perf_counter() - started
    report: dict[str, Any] = {
        "bots": list(levels),
        "games": games,
        "seed": seed,
        "budget": budget,
        "seconds": round(elapsed, 1),
        "mean_moves": round(statistics.fmean(o.moves for o in outcomes), 1),
    }
    report["entries"] = [entry_summary(outcomes, e, level) for e, level in enumerate(levels)]
    return report


def entry_summary(outcomes: Sequence[GameOutcome], e: int, level: str) -> dict[str, Any]:
    """Entry `e`'s wins (a victory shared by k counts 1/k) with their 95% interval, mean score and decision times."""
    games = len(outcomes)
    shares = sum(Fraction(1, len(o.winners)) for o in outcomes if e in o.winners)
    wins = int(shares) if shares.denominator == 1 else round(float(shares), 2)
    low, high = wilson(wins, games)
    thinks = sorted(t for o in outcomes for t in o.think_times[e])
    return {
        "entry": e,
        "level": level,
        "wins": wins,
        "win_rate": round(wins / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "mean_score": round(statistics.fmean(o.scores[e] for o in outcomes), 2),
        "decisions": len(thinks),
        "mean_decision_ms": round(1000 * statistics.fmean(thinks), 3) if thinks else 0.0,
        "median_decision_ms": round(1000 * statistics.median(thinks), 3) if thinks else 0.0,
        "p95_decision_ms": round(1000 * p95(thinks), 3),
        "max_decision_ms": round(1000 * thinks[-1], 3) if thinks else 0.0,
    }


def format_report(report: dict[str, Any]) -> list[str]:
    """The report as plain lines."""
    lines = [
        f"{report['games']} games of {', '.join(report['bots'])} (seed {report['seed']}, budget {report['budget']}) "
        f"in {report['seconds']} s, {report['mean_moves']} moves per game"
    ]
    for e in report["entries"]:
        low, high = e["ci95"]
        lines.append(
            f"  #{e['entry']} {e['level']:<7} wins {e['wins']:>4g} = {100 * e['win_rate']:5.1f}% "
            f"[{100 * low:.1f}, {100 * high:.1f}]  mean score {e['mean_score']:6.2f}  "
            f"decision {e['mean_decision_ms']:.2f} ms mean, {e['median_decision_ms']:.2f} ms median, "
            f"{e.get('max_decision_ms', 0.0):.1f} ms max"
        )
    return lines
