"""A PNG of the Carcassonne replay at one move of a game between Medium computer players, made offscreen (for docs/
and for looking at it).

    .venv/bin/python scripts/carcassonne_replay_screenshot.py out.png --lang pl --size 1280x720 --at 75 \
        [--seed 11] [--players 3]

Settings go to a temporary folder: the player's settings and autosave are not touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
NAMES = ("Mira", "Otto", "Ida", "Karl", "Yann")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--at", type=int, default=75, help="the position shown (0: the opening)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--players", type=int, default=3, choices=range(2, 6))
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["THURNTAXIS_HOME"] = tempfile.mkdtemp(prefix="thurntaxis-shot-")

    from PySide6.QtWidgets import QApplication

    from thurntaxis.carcassonne.ai import make_bot
    from thurntaxis.carcassonne.rules import apply, new_record, observation
    from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
    from thurntaxis.games import GAMES
    from thurntaxis.kit.players import COMPUTER, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings
    from thurntaxis.shell.window import MainWindow

    names = list(NAMES[: args.players])
    state = new_record(names, seed=args.seed).initial_state()
    bots = [make_bot("medium", seed=args.seed + i) for i in range(args.players)]
    moves = []
    while not state.game_over:
        moves.append(bots[state.current].choose(observation(state, state.current)))
        state = apply(state, moves[-1])
    record = new_record(names, seed=args.seed, moves=moves)
    seats = [Seat(name, COMPUTER, "medium", colour) for name, colour in zip(names, COLOUR_ORDER, strict=False)]

    app = QApplication([])
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = MainWindow(settings, show_end_dialog=False, keeps_autosave=False)
    window.setMinimumSize(0, 0)
    window.resize(width, height)
    window.show()
    app.processEvents()
    if not window.open_replay(record, seats, GAMES["carcassonne"]):
        print("cannot replay the game", file=sys.stderr)
        return 1
    viewer = window.pages.currentWidget()
    app.processEvents()
    viewer.go(args.at)  # type: ignore[attr-defined]
    app.processEvents()
    ok = window.grab().save(str(args.out))
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
