"""The window reaches network play through one object (`window.network`), which the program's start hands it: the
shell never imports `thurntaxis.netui`, and a window made without network play shows none of its actions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from thurntaxis.netui.play import NetworkPlay
from thurntaxis.shell.netplay import Offline
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
NETWORK_ACTIONS = ("host", "join", "resume_hosted")


def _network_buttons(window: MainWindow) -> list[bool]:
    """Whether each of the home page's network buttons (Join, each card's Host) is hidden."""
    page = window.home.page
    return [page.buttons["join"].isHidden(), *(card.buttons["host"].isHidden() for card in page.cards.values())]


def test_a_window_without_network_play_shows_none_of_it(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(home / "settings.ini"))
    qtbot.addWidget(window)
    assert isinstance(window.network, Offline)
    assert not any(window.menus.actions[key].isVisible() for key in NETWORK_ACTIONS)
    assert all(_network_buttons(window))
    window.end_hosting()  # (nothing hosted: nothing happens)
    assert window.network.hosted is None


def test_the_program_s_window_has_network_play(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(home / "settings.ini"), network=NetworkPlay)
    qtbot.addWidget(window)
    assert isinstance(window.network, NetworkPlay) and window.network.window is window
    assert all(window.menus.actions[key].isVisible() for key in NETWORK_ACTIONS)
    assert not any(_network_buttons(window))
    assert not window.menus.actions["resume_hosted"].isEnabled()  # (nothing kept)


def test_the_shell_does_not_import_network_play(tmp_path: Path) -> None:
    """A window of the shell alone, with its menus and home page, loads no module of `thurntaxis.netui`."""
    code = (
        "import sys\nfrom pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from thurntaxis.shell.window import MainWindow\n"
        "from thurntaxis.shell.settings import Settings\n"
        f"window = MainWindow(Settings(Path({str(tmp_path / 'settings.ini')!r})))\n"
        "window.retranslate(); window.end_hosting(); window.close()\n"
        "print(sorted(m for m in sys.modules if m.startswith('thurntaxis.netui')))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THURNTAXIS_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
