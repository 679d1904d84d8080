"""Measure the longest game record the program accepts (MAX_MOVES moves of a legal game nobody ever scores in):
its file size, `replay`'s time and peak memory, and the time the window takes to load it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/longest_record.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp(prefix="thurntaxis-longest-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from tests.taxis.rules.endless import endless_record
from thurntaxis.taxis.rules.record import MAX_MOVES, final_position, to_json


def main() -> None:
    record = endless_record(MAX_MOVES)
    path = Path(os.environ["THURNTAXIS_HOME"]) / "longest.json"
    path.write_text(to_json(record), encoding="utf-8")
    tracemalloc.start()
    started = time.perf_counter()
    final_position(record)
    replay_s = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    app = QApplication([])
    from thurntaxis.shell.settings import Settings
    from thurntaxis.shell.window import MainWindow

    settings = Settings(path.with_name("settings.ini"))
    settings.speed = "instant"
    window = MainWindow(settings, keeps_autosave=False)
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    started = time.perf_counter()
    assert window.load_file(path)
    app.processEvents()
    load_s = time.perf_counter() - started
    print(
        f"{MAX_MOVES} moves, {path.stat().st_size / 1024:.0f} KiB; replay {replay_s:.2f} s, peak "
        f"{peak / 1024:.0f} KiB; loaded into the window in {load_s:.2f} s"
    )
    window.page.controller.stop()


if __name__ == "__main__":
    main()
