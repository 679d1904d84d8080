"""A PNG of the Statistics dialog over a set of seeded games (played by Medium computer players; the first seat
is recorded as the person Mira): `QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/statistics_screenshot.py
docs/statistics-en.png --lang en` (the docs' pictures; `--size WxH`, `--games N`, `--game carcassonne`)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["THURNTAXIS_HOME"] = tempfile.mkdtemp(prefix="thurntaxis-statistics-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.stats.games import carcassonne_finished, carcassonne_seats, finished, seats  # noqa: E402
from thurntaxis import stats  # noqa: E402
from thurntaxis.games import DEFAULT_GAME, GAMES  # noqa: E402
from thurntaxis.kit import fonts  # noqa: E402
from thurntaxis.shell import i18n  # noqa: E402
from thurntaxis.shell.settings import statistics_path  # noqa: E402
from thurntaxis.shell.statistics import open_dialog  # noqa: E402

OPPONENTS = ("easy", "medium", "hard", "medium", "hard", "easy", "hard")


def fill(path: Path, games: int) -> None:
    """Store `games` seeded games of each game: Mira against one to three computer players, and one without a
    person."""
    with stats.open_store(path) as store:
        for n in range(games):
            players = 2 + n % 3
            level = OPPONENTS[n % len(OPPONENTS)]
            store.add_game(finished(players, 100 + n), seats("human", *[level] * (players - 1)))
            who = carcassonne_seats("human", *[level] * (players - 1))
            store.add_game(carcassonne_finished(players, 100 + n), who, game="carcassonne")
        store.add_game(finished(3, 99), seats("easy", "medium", "hard"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--size", help="WxH (default: the size the dialog opens at)")
    parser.add_argument("--game", choices=list(GAMES), default=DEFAULT_GAME, help="the game shown")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    fonts.register()
    i18n.install(args.lang)
    fill(statistics_path(), args.games)
    dialog = open_dialog(statistics_path(), game=args.game)
    if args.size:
        dialog.resize(*(int(v) for v in args.size.split("x")))
    app.processEvents()
    return 0 if dialog.grab().save(str(args.out)) else 1


if __name__ == "__main__":
    sys.exit(main())
