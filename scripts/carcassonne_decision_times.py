"""Time a Carcassonne level's decisions at fixed positions of a seeded Medium game, in CPU seconds of this process
(what a decision costs, whatever else the machine runs) and wall seconds.

    nice -n 10 python scripts/carcassonne_decision_times.py --level hard --players 2
    # the same positions and bots with the code of another commit, for a speed ratio:
    git archive d2d0544 thurntaxis | tar -x -C /tmp/before
    PYTHONPATH=/tmp/before nice -n 10 python scripts/carcassonne_decision_times.py --level hard --players 2

Every `--every`-th position with a choice is timed, the bot built afresh at its default budget with seed = the
position's number (as the arena builds it). The chosen moves are printed as a digest: two trees that decide
alike print the same digest.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

if "thurntaxis" not in sys.modules and not any(Path(p, "thurntaxis").is_dir() for p in sys.path if p):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.ai.greedy import medium_move
from thurntaxis.carcassonne.rules import GameState, apply, legal_moves, new_game, observation


def positions(players: int, seed: int, every: int) -> list[GameState]:
    """Every `every`-th position with a choice of a Medium game."""
    state, k, out = new_game(players, seed=seed), 0, []
    while not state.game_over:
        if len(legal_moves(state)) > 1:
            if k % every == 0:
                out.append(state)
            k += 1
        state = apply(state, medium_move(state))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--every", type=int, default=7)
    args = ap.parse_args()
    cpu, wall, moves = [], [], []
    for i, state in enumerate(positions(args.players, args.seed, args.every)):
        bot = make_bot(args.level, seed=i)
        obs = observation(state, state.current)
        c, w = time.process_time(), time.perf_counter()
        moves.append(str(bot.choose(obs)))
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    digest = hashlib.sha256(" ".join(moves).encode()).hexdigest()[:16]
    print(
        f"{args.level}, {args.players} players: {len(cpu)} decisions, CPU {1000 * statistics.fmean(cpu):.0f} ms mean, "
        f"{1000 * statistics.median(cpu):.0f} ms median (wall {1000 * statistics.median(wall):.0f} ms median); "
        f"moves {digest}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
