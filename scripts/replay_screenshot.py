"""A PNG of the replay viewer at one move of a recorded game, made offscreen (for docs/ and for looking at it).

    .venv/bin/python scripts/replay_screenshot.py out.png --lang pl --size 1280x720 --at 150 \
        [--record tests/ui/data/replay-4p.json]

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--at", type=int, default=150, help="the position shown (0: the opening)")
    parser.add_argument("--record", type=Path, default=ROOT / "tests" / "ui" / "data" / "replay-4p.json")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["THURNTAXIS_HOME"] = tempfile.mkdtemp(prefix="thurntaxis-shot-")

    from PySide6.QtWidgets import QApplication

    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings
    from thurntaxis.shell.window import MainWindow

    app = QApplication([])
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = MainWindow(settings, show_end_dialog=False, keeps_autosave=False)
    window.start_game([Seat("Alex", HUMAN, colour="blue"), Seat("Anna", COMPUTER, colour="red")], seed=1)
    window.page.pause(True)
    window.setMinimumSize(0, 0)
    window.resize(width, height)
    window.show()
    app.processEvents()
    if not window.replay_file(args.record):
        print(f"cannot replay {args.record}", file=sys.stderr)
        return 1
    assert window.replay_page is not None
    app.processEvents()
    window.replay_page.go(args.at)
    app.processEvents()
    ok = window.grab().save(str(args.out))
    window.page.stop()
    window.close()
    return 0 if ok else 2


if __name__ == "__main__":
    sys.exit(main())
