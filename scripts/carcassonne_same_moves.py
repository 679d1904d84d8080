"""A digest of every move and final score of seeded whole games (Hard at small budgets, Medium, Easy, Random):
two trees whose players decide alike print the same digest.

    python scripts/carcassonne_same_moves.py
    git archive d2d0544 thurntaxis | tar -x -C /tmp/before
    PYTHONPATH=/tmp/before python scripts/carcassonne_same_moves.py
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

if not any(Path(p, "thurntaxis").is_dir() for p in sys.path if p):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.rules import apply, new_game, observation

GAMES: list[tuple[list[str], list[int], dict[str, int]]] = [
    (["hard", "medium"], [1, 2, 3], {"iterations": 40}),
    (["hard", "hard", "medium"], [4], {"iterations": 24, "candidates": 5}),
    (["medium", "easy", "medium", "random"], [5, 6], {}),
    (["hard", "hard", "hard", "hard"], [7], {"iterations": 16, "rounds": 2}),
]


def game(levels: list[str], seed: int, budget: dict[str, int]) -> tuple[list[str], list[int]]:
    """The moves and final scores of one game."""
    bots = [make_bot(lv, seed=seed * 10 + s, **(budget if lv == "hard" else {})) for s, lv in enumerate(levels)]
    state = new_game(len(levels), seed=seed)
    moves = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(str(move))
        state = apply(state, move)
    return moves, list(state.scores)


def main() -> int:
    started = time.perf_counter()
    out = {f"{','.join(lv)}:{s}": game(lv, s, b) for lv, seeds, b in GAMES for s in seeds}
    moves = sum(len(m) for m, _ in out.values())
    digest = hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest()
    print(f"{len(out)} games, {moves} moves in {time.perf_counter() - started:.1f} s: {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
