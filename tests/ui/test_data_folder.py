"""The data folder and the autosave as untrusted (issue 10): an autosave that is not a game, a folder that cannot
be created, a read-only folder, a full disk. Each time the game still starts, the player is told once, and no
earlier file is lost."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from thurntaxis.records import MAX_NAME_LENGTH
from thurntaxis.shell import datafolder
from thurntaxis.shell.settings import Settings, autosave_path
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import GameRecord
from thurntaxis.taxis.rules.record import to_json

from .conftest import FakePrompter, seats

ROOT = Path(__file__).resolve().parents[2]


def _fresh_window(qtbot, home: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    win = MainWindow(settings)
    win.prompter = FakePrompter()  # type: ignore[assignment]
    win.new_game_dialog = lambda: False  # type: ignore[method-assign]  # the default table starts
    qtbot.addWidget(win)
    return win


def _started(win: MainWindow) -> bool:
    """Whether a game is on the table: the home page's new game, when the start showed the home page."""
    if win.home.shown():
        win.start_game(seats("h", "c"), seed=5, start_player=0)
    win.page.controller.paused = True
    return win.page.controller.has_game and not win.page.controller.state.game_over


def _save_text(name: str = "Mira") -> str:
    record = json.loads(to_json(GameRecord(players=["Mira", "Otto"], seed=4, start_player=0, moves=["+?"])))
    record["players"][0] = name  # perhaps one the game would refuse
    return json.dumps(
        {
            "format": "thurntaxis-save",
            "version": 1,
            "record": record,
            "seats": [{"kind": "human", "colour": "blue"}, {"kind": "computer", "colour": "red"}],
        }
    )


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("[" * 1000, "nested too deeply"),
        (_save_text().replace('"seed": 4', '"seed": ' + "7" * 5000), "too many digits"),
        (_save_text("Mi\ud800ra"), "line break or another control character"),
        (_save_text("M" * 100_000), f"longer than {MAX_NAME_LENGTH} characters"),
    ],
)
def test_an_autosave_that_is_no_game_is_set_aside_and_a_game_starts(
    qtbot,
    home: Path,
    content: str,  # type: ignore[no-untyped-def]
    reason: str,
) -> None:
    home.mkdir(parents=True)
    autosave_path().write_text(content, encoding="utf-8")
    win = _fresh_window(qtbot, home)
    started = time.perf_counter()
    win.start()
    assert time.perf_counter() - started < 5
    assert _started(win)
    assert len(win.prompter.notices) == 1 and reason in win.prompter.notices[0]
    assert "\n" not in win.prompter.notices[0].split("Reason: ")[1]
    kept = list(home.glob("autosave.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content and not autosave_path().exists()
    win.close()  # the new game is kept for the next start
    assert autosave_path().exists()
    again = _fresh_window(qtbot, home)
    again.start()
    again.continue_saved()  # the home page's Continue
    assert again.page.controller.has_game and not again.prompter.notices[1:]


def test_no_never_overwrites_an_earlier_game_and_old_temporaries_go(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    home.mkdir(parents=True)
    stale = home / "autosave.json.abc123.tmp"
    stale.write_text("half a save")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    fresh = home / "autosave.json.def456.tmp"  # perhaps another copy of the game saving right now
    fresh.write_text("being written")
    texts = []
    for n in range(datafolder.KEEP + 2):
        texts.append(_save_text(f"Mira {n}"))
        autosave_path().write_text(texts[-1])
        win = _fresh_window(qtbot, home)
        win.start()  # the home page: a new game, not the one of last time
        assert _started(win) and not autosave_path().exists()
    assert not stale.exists() and fresh.exists()
    kept = datafolder.set_aside_files(autosave_path(), "previous")
    assert [p.read_text() for p in kept] == texts[::-1][: datafolder.KEEP]


@contextmanager
def _tmpfs(path: Path, kib: int) -> Iterator[bool]:
    """A small tmpfs at `path` when this machine lets the test mount one (True), else a plain folder (False)."""
    path.mkdir(parents=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={kib}k", "tmpfs", str(path)], capture_output=True, check=False
    )
    try:
        yield done.returncode == 0
    finally:
        if done.returncode == 0:
            subprocess.run(["umount", "-l", str(path)], capture_output=True, check=False)


def _refuse_writes(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """Simulate a folder that refuses every write with OSError `code` (where no tmpfs can be mounted)."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(os, "rename", refuse)
    monkeypatch.setattr(Path, "rename", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)


def test_a_folder_that_cannot_be_created(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    home = blocker / "home"
    monkeypatch.setenv("THURNTAXIS_HOME", str(home))
    win = _fresh_window(qtbot, home)
    win.start()
    assert _started(win)
    assert len(win.prompter.notices) == 1 and str(home) in win.prompter.notices[0]
    win.start_game(seats("h", "c"), seed=3, start_player=0)
    win.prompter.answer = False
    win.close()
    assert win.prompter.questions and "could not be kept" in win.prompter.questions[-1]
    assert blocker.read_text() == "not a folder"


def test_a_read_only_folder(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    home = tmp_path / "home"
    monkeypatch.setenv("THURNTAXIS_HOME", str(home))
    earlier = _save_text("Earlier")
    with _tmpfs(home, 256) as mounted:
        autosave_path().write_text(earlier)
        if mounted:
            subprocess.run(["mount", "-o", "remount,ro", str(home)], check=True)
        else:
            _refuse_writes(monkeypatch, errno.EROFS)
        win = _fresh_window(qtbot, home)
        win.start()  # the home page's new game: the earlier game cannot be set aside
        assert _started(win) and len(win.prompter.notices) == 1
        win.prompter.answer = False  # (no file dialog at quitting: not saved elsewhere)
        win.close()  # the new game cannot replace the earlier one: the player is asked to save it elsewhere
        assert "could not be kept" in win.prompter.questions[-1]
        assert autosave_path().read_text() == earlier
        monkeypatch.undo()


def test_a_full_disk(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    home = tmp_path / "home"
    monkeypatch.setenv("THURNTAXIS_HOME", str(home))
    earlier = _save_text("Earlier")
    with _tmpfs(home, 64) as mounted:
        autosave_path().write_text(earlier)
        win = _fresh_window(qtbot, home)
        win.start()
        win.continue_saved()  # the home page's Continue: the earlier game
        assert _started(win) and win.page.controller.names == ["Earlier", "Otto"]
        if mounted:
            _fill(home)
        else:
            monkeypatch.setattr(os, "fsync", lambda _fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space")))
        win.page.controller.play_now(win.page.controller.legal()[0])
        win.prompter.answer = False
        win.close()
        assert "could not be kept" in win.prompter.questions[-1]
        assert autosave_path().read_text() == earlier  # the earlier autosave is whole
        assert not list(home.glob("*.tmp"))
        monkeypatch.undo()


def _fill(folder: Path) -> None:
    """Fill the file system of `folder` to the last byte."""
    with (folder / "filler").open("wb", buffering=0) as out:
        try:
            while True:
                out.write(b"x" * 512)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC


def test_screenshot_works_without_a_data_folder_and_refuses_bad_paths(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    env = dict(os.environ, THURNTAXIS_HOME=str(blocker / "home"), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    for target, code in ((tmp_path / "shot.png", 0), (tmp_path / "missing" / "shot.png", 2), (fifo, 2)):
        done = subprocess.run(
            [sys.executable, "-m", "thurntaxis", "--screenshot", str(target)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == code, done.stderr
        lines = [line for line in done.stderr.splitlines() if line.startswith("thurntaxis:")]
        assert "Traceback" not in done.stderr and len(lines) == (code != 0)
    assert (tmp_path / "shot.png").stat().st_size > 10_000


def test_the_lock_of_one_copy_per_folder_lets_the_game_start_where_nothing_can_be_kept(tmp_path: Path) -> None:
    from thurntaxis.shell import instance

    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert instance.claim(blocker / "home") is not None  # an uncreatable folder: start, with nothing kept
    home = tmp_path / "home"
    with _tmpfs(home, 64) as mounted:
        if mounted:  # a read-only folder is no copy of the game holding it
            subprocess.run(["mount", "-o", "remount,ro", str(home)], check=True)
            assert instance.claim(home) is not None
    held = instance.claim(tmp_path)
    assert held is not None and held.isLocked()
    assert instance.claim(tmp_path) is None  # another copy holds it
    held.unlock()


def test_a_game_stops_at_the_most_moves_a_save_holds(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.taxis.ui import controller as controller_module

    monkeypatch.setattr(controller_module, "MAX_MOVES", 6)
    window.start_game(seats("h", "h"), seed=3, start_player=0)
    c = window.page.controller
    c.paused = True
    problems: list[str] = []
    c.problem.connect(problems.append)
    while len(c.moves) < 6:
        assert c.play_now(c.legal()[0])
    assert not c.play_now(c.legal()[0]) and len(c.moves) == 6 and "6 moves" in problems[-1]
    assert window.save_file(tmp_path / "long.json") and window.load_file(tmp_path / "long.json")


def test_an_unexpected_error_says_the_game_was_saved_only_when_it_was(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox, QWidget

    from thurntaxis.shell import app

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: told.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    for saved in (True, False):
        window = QWidget()
        qtbot.addWidget(window)
        window.autosave = lambda saved=saved: saved  # type: ignore[attr-defined]
        app._report_errors_to_the_player(window, None)
        sys.excepthook(ZeroDivisionError, ZeroDivisionError("a bug"), None)
    assert "has been saved" in told[0] and "could not be saved" in told[1]
