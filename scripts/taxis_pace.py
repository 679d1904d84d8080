"""Measure the pace of Thurn and Taxis's computer players in the real window: how long a computer's turn takes,
from the moment its turn begins to the moment the next turn begins (thinking, the animations and the pauses between
moves, all at the chosen animation speed), and the GUI thread's longest stall meanwhile.

    nice -n 10 python scripts/taxis_pace.py --players 4 --level expert --speed normal --turns 36 --seed 7

The window is offscreen (QT_QPA_PLATFORM=offscreen). Seat 1 is a person, played by this script (it submits
Medium's move at once when its turn comes; `--humans 0` makes every seat a computer); the other seats are computers
of `--level`. A 10 ms timer on the GUI thread records the gaps between its ticks (a stall is a long gap). The
figures printed: per computer turn the median, 90th percentile and longest time; the moves per turn; the time a
computer was shown thinking per move (from the window's "thinking" signal: a move thought about ahead, while the
move before waited for its beat, counts only from the moment its position is shown); the playouts of every Hard
or Expert search and how many the window's time bound cut short; the GUI thread's gaps (`--stalls` lists the ten
longest, whether a computer was thinking then, and when they began relative to the last move); the machine's load
average before and after. Results are in docs/performance.md ("Pace of Thurn and Taxis's computer players").
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import sys
import tempfile
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp(prefix="thurntaxis-pace-"))

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis import ai
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.ai.search import HardBot
from thurntaxis.taxis.rules import GameState


def quantile(values: list[float], q: float) -> float:
    """The `q` quantile of `values` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def figures(name: str, values: list[float], unit: str = "s", scale: float = 1.0) -> str:
    """'name: median m, p90 p, longest l (n)' for `values`."""
    if not values:
        return f"{name}: none"
    f = "{:.2f}" if unit == "s" else "{:.0f}"
    median, p90, top = (f.format(v * scale) for v in (statistics.median(values), quantile(values, 0.9), max(values)))
    return f"{name}: median {median} {unit}, p90 {p90} {unit}, longest {top} {unit} ({len(values)})"


class Searches:
    """Counts the playouts of every Hard or Expert decision in the window, and the decisions its time bound cut."""

    def __init__(self) -> None:
        self.playouts: list[int] = []
        self.cut = 0
        make = ai.make_bot

        def counted(level: str, seed: int = 0, **budget: Any) -> Any:
            bot = make(level, seed, **budget)
            if isinstance(bot, HardBot):
                choose = bot.choose

                def choose_counted(observation: Any, should_stop: Any = None) -> Any:
                    stopped = [False]

                    def stop() -> bool:
                        stopped[0] = stopped[0] or bool(should_stop and should_stop())
                        return stopped[0]

                    move = choose(observation, stop)
                    if bot.last_iterations:
                        self.playouts.append(bot.last_iterations)
                        self.cut += stopped[0]
                    return move

                bot.choose = choose_counted  # type: ignore[method-assign]
            return bot

        ai.make_bot = counted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--humans", type=int, default=1, choices=(0, 1))
    parser.add_argument("--level", default="expert")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--turns", type=int, default=36, help="stop after this many computer turns")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--stalls", action="store_true", help="list the ten longest GUI-thread gaps")
    args = parser.parse_args()
    load_before = os.getloadavg()
    searches = Searches()
    app = QApplication([])
    settings = Settings(os.path.join(os.environ["THURNTAXIS_HOME"], "settings.ini"))
    settings.speed = args.speed
    window = MainWindow(settings)
    window.resize(1600, 1000)
    window.show()
    names = ["Anna", "Bruno", "Clara", "Dora", "Emil"]
    seats = [
        Seat(names[i], HUMAN if i < args.humans else COMPUTER, level=args.level, colour=c)
        for i, c in zip(range(args.players), ("blue", "red", "yellow", "green", "black"), strict=False)
    ]
    window.start_game(seats, seed=args.seed, start_player=0)
    controller = window.page.controller
    app.processEvents()  # the first frame (the map painted into its cache) is start-up, not play

    turns: list[float] = []  # seconds per computer turn
    moves_per_turn: list[int] = []
    thinks: list[float] = []  # seconds per computer decision on the worker thread
    current: dict[str, object] = {"key": None, "start": 0.0, "moves": 0, "human": True}
    think_started = [0.0]

    def on_thinking(busy: bool) -> None:
        now = time.perf_counter()
        if busy:
            think_started[0] = now
        elif think_started[0]:
            thinks.append(now - think_started[0])
            think_started[0] = 0.0

    def on_changed(state: GameState) -> None:
        now = time.perf_counter()
        key = (state.turn, state.current)
        if key == current["key"]:
            current["moves"] = int(current["moves"]) + 1  # type: ignore[call-overload]
            return
        if current["key"] is not None and not current["human"]:
            turns.append(now - float(current["start"]))  # type: ignore[arg-type]
            moves_per_turn.append(int(current["moves"]) + 1)  # type: ignore[call-overload]
        current.update(key=key, start=now, moves=0, human=seats[state.current].is_human)
        if seats[state.current].is_human and not state.game_over:
            QTimer.singleShot(0, play_person)

    def play_person() -> None:
        if controller.is_human_turn():
            controller.submit(medium_move(controller.state))
            if controller.is_human_turn():
                QTimer.singleShot(0, play_person)

    controller.changed.connect(on_changed)
    controller.thinking.connect(on_thinking)
    on_changed(controller.state)

    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = [clock.elapsed()]

    long_gaps: list[tuple[int, bool, float]] = []  # gap, whether a computer was thinking, ms since the last move
    last_move = [time.perf_counter()]
    controller.moveMade.connect(lambda *_: last_move.__setitem__(0, time.perf_counter()))

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        if now - last[0] > 50:
            since = (time.perf_counter() - last_move[0]) * 1000 - (now - last[0])
            long_gaps.append((now - last[0], bool(think_started[0]), since))
        last[0] = now

    probe = QTimer()
    probe.setInterval(10)
    probe.timeout.connect(tick)
    probe.start()
    began = time.perf_counter()
    while len(turns) < args.turns and not controller.state.game_over:
        app.processEvents()
        time.sleep(0.001)
    elapsed = time.perf_counter() - began
    probe.stop()
    controller.stop()
    load_after = os.getloadavg()
    computers = args.players - args.humans
    print("command:", shlex.join(["python", *sys.argv]))
    print(
        f"{args.players} players ({args.humans} person, {computers} x {args.level}), speed {args.speed}, "
        f"seed {args.seed}: {len(turns)} computer turns, {len(controller.moves)} moves in {elapsed:.0f} s"
    )
    print(figures("computer turn", turns))
    print(figures("moves per computer turn", [float(m) for m in moves_per_turn], unit="moves"))
    print(figures("thinking shown per computer move", thinks, unit="ms", scale=1000))
    if searches.playouts:
        print(
            figures(f"{args.level}'s playouts per searched move", [float(p) for p in searches.playouts], "playouts")
            + f"; {searches.cut} of them cut short by the window's time bound"
        )
    print(figures("GUI-thread gap between 10 ms ticks", [float(g) for g in gaps], unit="ms"))
    print(f"99th percentile gap {quantile([float(g) for g in gaps], 0.99):.0f} ms")
    if args.stalls:
        for gap, busy, since in sorted(long_gaps, reverse=True)[:10]:
            print(f"  gap {gap} ms, {'thinking' if busy else 'idle'}, began {since:.0f} ms after a move")
    print(
        "load average (1, 5, 15 min): before "
        + ", ".join(f"{v:.2f}" for v in load_before)
        + "; after "
        + ", ".join(f"{v:.2f}" for v in load_after)
    )


if __name__ == "__main__":
    main()
