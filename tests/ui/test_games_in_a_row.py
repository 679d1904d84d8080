"""A finished game leaves nothing behind: games in a row in one window (computer players, easy, instant speed) keep
the window's widgets at the count of one game's, and the last game adds at most `BOUND_MB` to the process (before,
each game's end dialog stayed, with its widgets, and the process grew by 2 to 9 MB a game).

`python -m tests.ui.test_games_in_a_row [games]` (from the checkout's root) prints the process's size after each game
of each game, in MB."""

from __future__ import annotations

import gc
import itertools
import os
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, Seat
from thurntaxis.shell.window import MainWindow

BOUND_MB = 2.0  # what a game may add to the process once the allocator has its pools (three games in)
IN_A_ROW = 4


def resident_mb() -> float:
    """The process's resident size, in MB, once what was let go is collected (Qt's deferred deletes too)."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def play_in_a_row(window: MainWindow, game_id: str, games: int, seed: int = 1) -> list[tuple[float, int]]:
    """Play `games` games of computer players in a row in `window`, each started as the end dialog's Rematch would;
    after each, the process's size (MB) and the number of widgets alive."""
    entry = GAMES[game_id]
    colours = list(entry.load_ui().palette.COLOUR_ORDER)
    seats = [Seat(f"Bot {n + 1}", COMPUTER, "easy", colour=colours[n]) for n in range(2)]
    after: list[tuple[float, int]] = []
    for n in range(games):
        window.start_game(seats, seed + n, entry)
        page, deadline = window.page, time.monotonic() + 60
        while page.running() and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.001)
        assert not page.running(), f"game {n + 1} of {game_id} did not end"
        QApplication.processEvents()
        after.append((resident_mb(), len(QApplication.allWidgets())))
    return after


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="the process's size is read from /proc")
@pytest.mark.parametrize(("game_id", "games"), [("thurn-and-taxis", IN_A_ROW), ("carcassonne", IN_A_ROW - 1)])
def test_games_in_a_row_leave_nothing_behind(window: MainWindow, game_id: str, games: int) -> None:
    after = play_in_a_row(window, game_id, games)
    sizes, widgets = [round(mb, 1) for mb, _ in after], [count for _, count in after]
    assert max(widgets[1:]) <= widgets[1] + 2, f"widgets alive after each game: {widgets}"  # (a tooltip, say)
    assert sizes[-1] - sizes[-2] <= BOUND_MB, f"MB after each game: {sizes}"


def main() -> None:
    """Print the process's size after each of some games in a row, for each game."""
    from tempfile import mkdtemp

    from thurntaxis.shell.settings import Settings

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(mkdtemp(prefix="games-in-a-row-"))
    os.environ["THURNTAXIS_HOME"] = str(home)
    app = QApplication.instance() or QApplication([])
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for game_id in ("thurn-and-taxis", "carcassonne"):
        settings = Settings(home / f"{game_id}.ini")
        settings.speed = "instant"
        window = MainWindow(settings)
        window.resize(1600, 1000)
        window.show()
        start = resident_mb()
        after = [mb for mb, _ in play_in_a_row(window, game_id, games)]
        steps = [round(b - a, 1) for a, b in itertools.pairwise([start, *after])]
        print(f"{game_id}: {round(start)} MB, then {[round(mb) for mb in after]} MB; added by each game: {steps}")
        window.close()
        window.deleteLater()
        resident_mb()
    del app


if __name__ == "__main__":
    main()
