"""Time a computer level's decisions on positions from seeded Medium games: median, p95 and longest.

    python scripts/decision_times.py --level expert --players 4 --count 40

Every ninth position with a choice is timed, the bot built afresh at its default budget (as the arena does).
"""

from __future__ import annotations

import argparse
import statistics
import time

from thurntaxis.arena import p95
from thurntaxis.taxis.ai import HandTracker, make_bot
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game


def decision_times(level: str, players: int, count: int) -> list[float]:
    """Seconds per decision of `level` at `count` positions, sorted."""
    times: list[float] = []
    seed = 500
    while len(times) < count:
        state = new_game(GameDefinition(players), seed=seed)
        tracker = HandTracker(players)
        k = 0
        while not state.game_over and len(times) < count:
            if len(legal_moves(state)) > 1 and k % 9 == 0:
                bot = make_bot(level, seed=k)
                started = time.perf_counter()
                bot.choose(tracker.observe(state, state.current))
                times.append(time.perf_counter() - started)
            k += 1
            move = medium_move(state)
            tracker.update(state, move)
            state = apply(state, move)
        seed += 1
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    times = decision_times(args.level, args.players, args.count)
    print(
        f"{args.level}, {args.players} players, {len(times)} decisions: median {statistics.median(times):.3f} s, "
        f"p95 {p95(times):.3f} s, longest {times[-1]:.3f} s"
    )


if __name__ == "__main__":
    main()
