"""Time to a visible window: the program's main window against a bare PySide6 window, each started afresh in its own
interpreter, alternating, and their medians and ratio printed (the goal: within 2x of bare).

    python scripts/startup_ratio.py [--runs 9]

Runs offscreen unless a display is there; settings go to a temporary folder. The program's side starts as
`thurntaxis.shell.app.run` does (the language, the data folder's lock, the log file) up to the window shown; its first
screen builds no game's table: a game's page is imported and made only when that game is chosen or resumed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1600, 1000)
window.show()
app.processEvents()
print("shown", flush=True)
"""

PROGRAM = """
from thurntaxis.shell import app as program
application = program._application()
from thurntaxis.shell import i18n, logfile
from thurntaxis.shell.settings import Settings
from thurntaxis.netui.play import NetworkPlay
from thurntaxis.shell.window import MainWindow
i18n.install(Settings().language)
lock = program._one_copy_per_data_folder()
window = MainWindow(offers_tour=True, network=NetworkPlay)  # as the program's start makes it
program._report_errors_to_the_player(window, logfile.start())
window.show()
application.processEvents()
print("shown", flush=True)
logfile.stop()
"""


def once(code: str, home: str) -> float:
    """Seconds from starting an interpreter to its window being shown."""
    env = dict(os.environ, THURNTAXIS_HOME=home, PYTHONPATH=str(ROOT))
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    if "shown" not in done.stdout:
        raise SystemExit(f"no window: {done.stderr[-500:]}")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    bare: list[float] = []
    program: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        once(PROGRAM, home)  # the first run fills the caches (bytecode, fonts) for both
        for _ in range(args.runs):
            bare.append(once(BARE, home))
            program.append(once(PROGRAM, home))
    b, p = statistics.median(bare), statistics.median(program)
    print(f"bare PySide6 window: median {b * 1000:.0f} ms over {args.runs} runs")
    print(f"the program's window: median {p * 1000:.0f} ms over {args.runs} runs")
    print(f"ratio {p / b:.2f} (goal: within 2x)")


if __name__ == "__main__":
    main()
