"""The program's first screen is quick to show: the home page, its covers painted, loads neither game's rules beyond
what a cover draws, nor the validation library the records need (a quarter of a second at the start:
scripts/startup_ratio.py measures the start against a bare PySide6 window)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
from thurntaxis.shell import app as program
application = program._application()
from thurntaxis.shell import i18n
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow
i18n.install(Settings().language)
window = MainWindow(offers_tour=True)
window.show()
application.processEvents()
window.grab()  # every cover painted
heavy = ("pydantic", "networkx", "thurntaxis.taxis.rules", "thurntaxis.carcassonne.rules.record")
print(sorted(m for m in sys.modules if m.startswith(heavy)))
"""


def test_the_home_page_shows_without_the_records_or_the_board(tmp_path: Path) -> None:
    env = dict(os.environ, THURNTAXIS_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stdout
