"""The guided first game's balloons at every stop, in every language and at the common window sizes: prints each
stop where the balloon covers what it points at (its ring included) or what its text names, or leaves the view,
and writes screenshots of chosen stops.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/tour_screenshots.py [--out FOLDER] [--shots +MAN,>CAR,...]

Without --out, it only checks. Screenshots are named tour-LANG-WxH-N.png (N: the stop's number in the script).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp())

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from thurntaxis.kit import fonts
from thurntaxis.shell import i18n
from thurntaxis.shell.settings import Settings, home_dir
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.ui.tourscript import SCRIPT, Stop

SIZES = ((1024, 700), (1280, 720), (1920, 1080))
LANGS = ("en", "pl", "cs", "ru", "de")


def main() -> None:
    """Walk the tour at each size and language; report the balloons that misplace, save the chosen stops."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--shots", default="", help="moves of the stops to photograph, e.g. +MAN,>CAR,H=BAD")
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    args = parser.parse_args()
    shots = set(filter(None, args.shots.split(",")))
    app = QApplication.instance() or QApplication([])
    fonts.register()
    problems = 0
    for lang in args.langs.split(","):
        i18n.install(lang)
        for size in args.sizes.split(","):
            w, h = (int(n) for n in size.split("x"))
            settings = Settings(home_dir() / "tour-settings.ini")
            settings.speed = "instant"
            window = MainWindow(settings, show_end_dialog=False, keeps_autosave=False)
            window.resize(w, h)
            window.show()
            app.processEvents()
            window.learn_to_play()
            tour = window.tour
            assert tour is not None
            while True:
                app.processEvents()
                stop = tour.stop
                if stop is None:  # Anna plays
                    continue
                app.processEvents()
                balloon = tour.balloon.body
                target = tour._on_view(tour.item(stop.target), ringed=True)
                named = [tour._on_view(tour.item(m)) for m in stop.mentions]
                inside = QRectF(tour._area()).contains(QRectF(tour.balloon.geometry()))
                covers = [r for r in (target, *named) if r is not None and balloon.intersects(r)]
                if covers or not inside:
                    problems += 1
                    print(
                        f"{lang} {size} stop {tour.at} ({stop.move}): balloon {balloon.getRect()} "
                        f"{'covers what it speaks of' if covers else 'leaves the view'} {covers}"
                    )
                if args.out is not None and (stop.move or f"info{tour.at}") in shots:
                    args.out.mkdir(parents=True, exist_ok=True)
                    window.grab().save(str(args.out / f"tour-{lang}-{w}x{h}-{tour.at}.png"))
                if tour.finished:
                    break
                if stop.move is None:
                    tour.next()
                else:
                    window.page.controller.submit(Move.parse(stop.move))
            window.page.controller.stop()
            tour.leave()
            window.close()
            window.deleteLater()
    stops = sum(isinstance(e, Stop) for e in SCRIPT)
    print(
        f"{problems} misplaced balloons in {stops} stops × {len(args.langs.split(','))} languages × "
        f"{len(args.sizes.split(','))} sizes"
    )


if __name__ == "__main__":
    main()
