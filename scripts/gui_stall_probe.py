"""Measure the GUI thread's longest stall while real computer players (default: three Hard) play.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/gui_stall_probe.py --level hard --seconds 20

A 10 ms QTimer on the GUI thread records the time between its ticks while the computers think on the worker
thread and the table repaints after every move (animation speed "fast").
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp(prefix="thurntaxis-probe-"))

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from thurntaxis.kit.players import COMPUTER, Seat
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="hard")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--speed", default="fast")
    args = parser.parse_args()
    app = QApplication([])
    settings = Settings(os.path.join(os.environ["THURNTAXIS_HOME"], "settings.ini"))
    settings.speed = args.speed
    window = MainWindow(settings)
    window.resize(1600, 1000)
    window.show()
    names = ["Anna", "Bruno", "Clara", "Dora"]
    seats = [Seat(names[i], COMPUTER, level=args.level) for i in range(args.players)]
    window.start_game(seats, seed=7)
    first = time.perf_counter()
    app.processEvents()  # the first frame (map painted into its cache) is start-up, measured separately
    print(f"first frame after starting the game: {(time.perf_counter() - first) * 1000:.0f} ms")
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        if os.environ.get("PROBE_VERBOSE") and now - last[0] > 30:
            c = window.page.controller
            print(f"gap {now - last[0]} ms after move {len(c.moves)}: {c.moves[-1] if c.moves else None}")
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    end = time.monotonic() + args.seconds
    while time.monotonic() < end and not window.page.controller.state.game_over:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    window.page.controller.stop()
    gaps.sort()
    moves = len(window.page.controller.moves)
    print(
        f"{args.players} x {args.level}: {moves} moves in {args.seconds:.0f} s; {len(gaps)} ticks; gap median "
        f"{statistics.median(gaps)} ms, 99th percentile {gaps[int(len(gaps) * 0.99)]} ms, longest {gaps[-1]} ms"
    )


if __name__ == "__main__":
    main()
