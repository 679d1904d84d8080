"""`thurntaxis --self-test` in-process: what it reports, that it finds and loads the game's translations, and that a
broken translation makes it fail with a clear last line."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import PySide6
import pytest

from thurntaxis import cli, selftest

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Gra</translation></message>
</context>
</TS>
"""


def _run(move_limit: int = 12) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = selftest.run(out, move_limit=move_limit)
    return code, out.getvalue().splitlines()


def test_self_test_passes_and_says_what_it_checked(qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [tmp_path / "none"])
    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path / "home"))
    code, lines = _run()
    assert code == 0, lines
    assert lines[-1].startswith("self-test PASSED: 7 checks")
    assert any("computer-only 2-player game: 12 moves" in line for line in lines)
    assert any(line.startswith("ok   game translations loaded: none found") for line in lines)
    assert any("saved and loaded back" in line for line in lines)
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").iterdir()), "wrote to the player's folder"


def test_self_test_loads_each_game_translation(qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ts = tmp_path / "thurntaxis_pl.ts"
    ts.write_text(TS, encoding="utf-8")
    lrelease = Path(PySide6.__file__).parent / "lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(tmp_path / "thurntaxis_pl.qm")], check=True)
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [tmp_path])
    code, lines = _run()
    assert code == 0, lines
    assert "ok   game translations loaded: thurntaxis_pl" in "\n".join(lines)
    assert any(line.startswith("ok   main window built in thurntaxis_pl (4 menus)") for line in lines)


def test_a_broken_translation_fails_with_a_clear_last_line(qapp, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                           tmp_path: Path) -> None:
    (tmp_path / "thurntaxis_cs.qm").write_bytes(b"not a translation")
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [tmp_path])
    code, lines = _run()
    assert code == 1
    assert lines[-1].startswith("self-test FAILED at 'translations'")
    assert "thurntaxis_cs.qm does not load" in lines[-1]


def test_command_line_option_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(selftest, "run", lambda: calls.append(True) or 3)
    assert cli.main(["--self-test"]) == 3
    assert calls == [True]
