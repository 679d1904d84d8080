"""`--screenshot` renders a PNG; the other commands never load Qt; the GUI thread never stalls while a computer
player thinks."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtGui import QImage

from thurntaxis.taxis.game import GAME

from .conftest import seats
from .policy import SimpleBot

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, THURNTAXIS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_screenshot_renders_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "--screenshot", str(out), "--seed", "3", "--moves", "30"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1200 and image.height() >= 800
    # not a blank picture: the table's green and the map's colours are both there
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
    assert len(colours) > 20


def test_screenshot_has_the_size_asked_for(tmp_path: Path) -> None:
    out = tmp_path / "small.png"
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "--screenshot", str(out), "--size", "1024x700", "--lang", "en"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_screenshot_refuses_a_malformed_size(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "--screenshot", str(tmp_path / "x.png"), "--size", "big"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "WIDTHxHEIGHT" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "x.png").exists()


def test_other_commands_do_not_load_qt(tmp_path: Path) -> None:
    code = (
        "import sys; from thurntaxis.cli import main; main(['selfplay', '--games', '1', '--players', '2']); "
        "print('QT' if any(m.startswith('PySide6') for m in sys.modules) else 'NOQT')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("NOQT")


def test_gui_thread_never_stalls_while_computers_think(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Computers that compute (pure Python, holding the interpreter) for up to 120 ms per move play while a 10 ms
    timer measures the GUI thread's gaps between ticks. A move thought on the GUI thread would leave a gap of 120 ms
    or more at every computer move. On this 2-core machine the scheduler leaves some too: up to three of 100-140 ms
    in a run of 16 moves in CI once, and on 2 December 2026, with nothing else running, four to six, and a 95th
    percentile of 51-110 ms, at this commit and at the one before the tables' rebuild alike (the earlier bounds, at
    most two such gaps and a 95th percentile under 50 ms, measured the machine). So the bounds are what tells a
    move thought on the GUI thread apart: gaps of 100 ms or more at fewer than half the moves, and a median gap
    under 30 ms (10 ms when nothing else runs)."""

    class SlowBot:
        level = "medium"

        def __init__(self, seed: int) -> None:
            self.bot = SimpleBot(seed)

        def choose(self, seen, should_stop=None):  # type: ignore[no-untyped-def]
            # Like the real players' searches, it asks "should I stop?" between steps of about a millisecond (the
            # window hushes a thinking worker there while it shows a move).
            started, work, step = time.perf_counter(), 0, time.perf_counter()
            while time.perf_counter() - started < 0.12:
                work += sum(range(200))
                if time.perf_counter() - step > 0.001:
                    step = time.perf_counter()
                    if should_stop():
                        break
            return self.bot.choose_move(seen.state, seen.seat)

    monkeypatch.setattr(GAME, "make_bot", lambda level, seed, **budget: SlowBot(seed))
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    window.start_game(seats("c", "c", "c"), seed=17)
    c = window.page.controller
    qtbot.wait(150)  # the first paint of a new table (made when its game starts) is set-up, not thinking
    probe = QTimer()
    probe.setInterval(10)
    probe.timeout.connect(tick)
    last[0] = clock.elapsed()
    probe.start()
    qtbot.waitUntil(lambda: len(c.moves) >= 16, timeout=20000)
    probe.stop()
    assert len(c.moves) >= 16
    gaps.sort()
    long = [gap for gap in gaps if gap >= 100]
    assert len(long) < len(c.moves) // 2, f"GUI-thread gaps of 100 ms or more: {long} in {len(c.moves)} moves"
    assert gaps[len(gaps) // 2] < 30, f"median GUI-thread gap {gaps[len(gaps) // 2]} ms"
    print(
        f"\nGUI-thread probe: {len(gaps)} ticks over {len(c.moves)} computer moves; "
        f"gap median {gaps[len(gaps) // 2]} ms,"
        f" 99th percentile {gaps[int(len(gaps) * 0.99)]} ms, longest {gaps[-1]} ms"
    )


def test_replay_command_reads_a_saved_game(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.taxis.rules import scores

    window.start_game(seats("h", "c"), seed=23, start_player=0)
    from .test_table import advance

    state = advance(window, lambda s: s.turn >= 8)
    path = tmp_path / "saved.json"
    assert window.save_file(path)
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "replay", str(path), "--json"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    import json

    data = json.loads(done.stdout)
    assert data["moves"] == len(window.page.controller.moves) and data["turn"] == state.turn
    assert [s["total"] for s in data["scores"]] == [s.total for s in scores(state)]
