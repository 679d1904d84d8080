"""Render the Carcassonne page with a computer game in progress to a PNG, offscreen.

    .venv/bin/python scripts/carcassonne_screenshot.py --seed 3 --moves 40 --players 2 --size 1280x720 \
        --lang en --out docs/carcassonne-2p-en.png

Computer players (Medium, and Easy for the odd seats) make `--moves` moves; the game then goes on to the first
seat's next placement, so the picture shows what a player at the screen sees when it is their turn: the drawn
tile in the tray, the lit squares, the scores, the log. The last scoring still glows when there was one.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.rules import PLACE_PHASE, Move, apply, new_game, new_record, observation
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n

NAMES = ("Mira", "Otto", "Ida", "Karl", "Zofia")


def _size(text: str) -> tuple[int, int]:
    width, _x, height = text.partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=40, help="computer moves before the picture (default 40)")
    parser.add_argument("--players", type=int, default=2, choices=range(2, 6))
    parser.add_argument("--size", type=_size, default=(1280, 720), help="page size, e.g. 1280x720")
    parser.add_argument("--lang", default="en", help="language code (en, pl, cs, ru, de)")
    parser.add_argument("--farms", action="store_true", help="show the farms")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install(args.lang)
    seats = [Seat(NAMES[0], HUMAN, colour=COLOUR_ORDER[0])] + [
        Seat(NAMES[i], COMPUTER, level="medium", colour=COLOUR_ORDER[i]) for i in range(1, args.players)
    ]
    bots = [make_bot("medium" if i % 2 else "easy", seed=args.seed + i) for i in range(args.players)]
    state = new_game(args.players, seed=args.seed)
    moves: list[Move] = []
    while not state.game_over and (len(moves) < args.moves or state.current != 0 or state.phase != PLACE_PHASE):
        move = bots[state.current].choose(observation(state, state.current))
        state = apply(state, move)
        moves.append(move)
    record = new_record([s.name for s in seats], seed=args.seed, moves=moves)
    page = CarcassonnePage(speed="normal")
    page.resize(*args.size)
    page.show()
    page.load(record, seats)
    page.farms_box.setChecked(args.farms)
    now = page.controller.state
    if now.last_scored:  # the last turn's scoring, still glowing
        page.scene.show_scoring(now, now.last_scored)
    app.processEvents()
    page.view.fit()
    app.processEvents()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    ok = page.grab().save(str(args.out))
    page.stop()
    print(f"{args.out}: {len(moves)} moves, scores {state.scores}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
