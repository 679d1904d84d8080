"""A finished game leaves nothing behind: games in a row in one window (computer players, easy, instant speed) keep
the window's widgets at the count of one game's, and each game after the second adds at most `BOUND_MB` to the
process (before, each game's end dialog stayed with its widgets, and each computer player's question kept the
game's positions up to it: the process grew by 2 to 7 MB a game).

`python -m tests.ui.test_games_in_a_row [games] [--untrimmed]` (from the checkout's root) prints the process's size
after each game of each game, in MB."""

from __future__ import annotations

import contextlib
import ctypes
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

BOUND_MB = 2.0  # what a game after the second may add to the process
IN_A_ROW = 3  # (the third game is the one that shows what a game leaves behind)


def resident_mb(trim: bool = True) -> float:
    """The process's resident size, in MB, once what was let go is collected (Qt's deferred deletes too) and, with
    `trim`, the allocator has handed its free pages back to the system (glibc keeps some otherwise, at its own
    pace: up to 3 MB a game of Thurn and Taxis, given back a game or two later)."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()
    if trim:
        with contextlib.suppress(OSError, AttributeError):  # (not glibc: as it is)
            ctypes.CDLL("libc.so.6").malloc_trim(0)
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def _alive(kind: type) -> int:
    """How many objects of `kind` are alive once Qt has deleted what it was asked to and the collector has run."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def play_in_a_row(
    window: MainWindow, game_id: str, games: int, seed: int = 1, trim: bool = True
) -> list[tuple[float, int, int]]:
    """Play `games` games of computer players in a row in `window`, each started as the end dialog's Rematch would;
    after each, the process's size (MB), the number of widgets alive and how many positions are alive beyond those of
    the game just played."""
    entry = GAMES[game_id]
    colours = list(entry.load_ui().palette.COLOUR_ORDER)
    seats = [Seat(f"Bot {n + 1}", COMPUTER, "easy", colour=colours[n]) for n in range(2)]
    after: list[tuple[float, int, int]] = []
    kind: type | None = None
    before = 0  # the positions of this kind alive before the first game (left by whatever ran before, as it is)
    for n in range(games):
        window.start_game(seats, seed + n, entry)
        page, deadline = window.page, time.monotonic() + 60
        if kind is None:
            kind = type(page.controller.state)  # (the game's position: one a move of the game on the table)
            before = _alive(kind) - len(page.controller.states)
        while page.running() and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.001)
        assert not page.running(), f"game {n + 1} of {game_id} did not end"
        QApplication.processEvents()
        # The positions alive beyond those of the game on the table now: what the games before it left behind.
        left = _alive(kind) - before - len(page.controller.states)
        after.append((resident_mb(trim), len(QApplication.allWidgets()), left))
    return after


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="the process's size is read from /proc")
@pytest.mark.parametrize("game_id", ["thurn-and-taxis", "carcassonne"])
def test_games_in_a_row_leave_nothing_behind(window: MainWindow, game_id: str) -> None:
    after = play_in_a_row(window, game_id, IN_A_ROW)
    sizes, widgets, positions = ([round(mb, 1) for mb, _, _ in after], [w for _, w, _ in after], [p for *_, p in after])
    assert max(widgets[1:]) <= widgets[1] + 2, f"widgets alive after each game: {widgets}"  # (a tooltip, say)
    assert max(positions) <= 1, f"positions of games before alive after each game: {positions}"  # (only its own)
    growth = [round(b - a, 1) for a, b in itertools.pairwise(sizes[1:])]
    assert all(mb <= BOUND_MB for mb in growth), f"MB added by each game after the second: {growth} ({sizes})"


def main() -> None:
    """Print the process's size after each of some games in a row, for each game."""
    from tempfile import mkdtemp

    from thurntaxis.shell.settings import Settings

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(mkdtemp(prefix="games-in-a-row-"))
    os.environ["THURNTAXIS_HOME"] = str(home)
    app = QApplication.instance() or QApplication([])
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    trim = "--untrimmed" not in sys.argv  # (--untrimmed: as the allocator leaves it)
    for game_id in ("thurn-and-taxis", "carcassonne"):
        settings = Settings(home / f"{game_id}.ini")
        settings.speed = "instant"
        window = MainWindow(settings)
        window.resize(1600, 1000)
        window.show()
        start = resident_mb(trim)
        after = [mb for mb, *_ in play_in_a_row(window, game_id, games, trim=trim)]
        steps = [round(b - a, 1) for a, b in itertools.pairwise([start, *after])]
        print(f"{game_id}: {round(start)} MB, then {[round(mb) for mb in after]} MB; added by each game: {steps}")
        window.close()
        window.deleteLater()
        resident_mb()
    del app


if __name__ == "__main__":
    main()
