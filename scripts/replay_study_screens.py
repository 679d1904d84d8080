"""PNGs of the replay viewer's study bar: Expert's opinion of a seat's move where it differs from the move played,
and the "Play from here" dialog, for each language, at one window size.

    .venv/bin/python scripts/replay_study_screens.py OUT --langs en,pl,cs,ru --size 1024x700 [--from 150] [--seat 1]
        [--record tests/ui/data/replay-4p.json] [--name study]

Writes OUT/NAME-LANG-WxH.png (the window) and OUT/takeover-NAME-LANG-WxH.png (the window with the dialog over it).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import screens  # noqa: F401  (first: offscreen Qt, a throw-away data folder)
from screens import ROOT, arguments, window

RECORD = ROOT / "tests" / "ui" / "data" / "replay-4p.json"


def main() -> int:
    import argparse

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings

    extra = argparse.ArgumentParser(add_help=False)
    extra.add_argument("--from", dest="start", type=int, default=150)
    extra.add_argument("--seat", type=int, default=1)
    extra.add_argument("--record", type=Path, default=RECORD, help="a record or saved game of any game")
    extra.add_argument("--name", default="study", help="the PNGs' names begin NAME-... and takeover-NAME-...")
    known, rest = extra.parse_known_args()
    sys.argv = [sys.argv[0], *rest]
    args = arguments(__doc__, langs="en,pl,cs,ru")
    app = QApplication.instance() or QApplication([])
    for lang in args.langs.split(","):
        i18n.install(lang)
        settings = Settings()
        settings.speed = "instant"
        win = window(args, settings, show_end_dialog=False)
        win.start_game([Seat("Alex", HUMAN, colour="blue"), Seat("Anna", COMPUTER, colour="red")], seed=1)
        win.page.pause(True)
        if not win.replay_file(known.record):
            print(f"cannot replay {known.record}", file=sys.stderr)
            return 1
        page = win.replay_page
        study = page.study
        study.choose_seat(known.seat)
        index = known.start
        while index <= page.moves:
            if study.advice.mover(index) == known.seat:
                page.go(index)
                deadline = time.monotonic() + 30
                while study.advice.opinion(index) is None and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.01)
                opinion = study.advice.opinion(index)
                if opinion is not None and not opinion.same:
                    break
            index += 1
        app.processEvents()
        win.grab().save(str(args.out / f"{known.name}-{lang}-{args.width}x{args.height}.png"))
        study.advice.stop()
        study.ask_take_over()
        app.processEvents()
        dialog = study.dialog
        shot = win.grab()
        painter = QPainter(shot)
        corner = QPoint((shot.width() - dialog.width()) // 2, (shot.height() - dialog.height()) // 2)
        painter.drawPixmap(corner, dialog.grab())
        painter.end()
        shot.save(str(args.out / f"takeover-{known.name}-{lang}-{args.width}x{args.height}.png"))
        dialog.reject()
        win.page.stop()
        win.close()
        win.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
