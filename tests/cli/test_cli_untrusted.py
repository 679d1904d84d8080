"""`thurntaxis replay` with files out to break it (issue 10): one line on stderr and status 2, never a traceback;
names the terminal cannot show are escaped, not a crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from thurntaxis.cli import main
from thurntaxis.taxis.rules.record import to_json

from ..taxis.rules.endless import endless_record

RECORD = {"format": "thurntaxis-record", "version": 1, "players": ["Anna", "Ben"], "seed": 3, "moves": ["+?"]}
SAVE = {
    "format": "thurntaxis-save",
    "version": 1,
    "record": RECORD,
    "seats": [{"kind": "human", "colour": "blue"}, {"kind": "computer", "colour": "red"}],
}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[" * 1000, "nested too deeply"),
        (json.dumps(RECORD).replace('"seed": 3', '"seed": ' + "3" * 5000), "too many digits"),
        (json.dumps({**RECORD, "players": ["An\ud800na", "Ben"]}), "control character"),
        (json.dumps({**RECORD, "players": ["A" * 100_000, "Ben"]}), "longer than 40"),
        (json.dumps({**RECORD, "moves": ["+?", "fly\naway"]}), "move 2"),
        (json.dumps({**SAVE, "version": 2}), "field 'version'"),  # replay once accepted what the game refused
        (json.dumps({**SAVE, "seats": [{"colour": "red"}, {"colour": "red"}]}), "same colour"),
        (json.dumps({**RECORD, "seed": True}), "field 'seed'"),
    ],
)
def test_bad_records_give_one_line_and_status_2(tmp_path: Path, capsys, text: str, says: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1 and says in err and err.strip().isprintable(), err[:300]


def test_a_huge_endless_record_is_refused_at_once(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "endless.json"
    path.write_text(to_json(endless_record(500)) + " " * 10_000_000)
    started = time.perf_counter()
    assert main(["replay", str(path)]) == 2
    assert time.perf_counter() - started < 1
    assert "larger than any game record" in capsys.readouterr().err


def test_a_name_the_terminal_cannot_show_is_escaped(tmp_path: Path) -> None:
    path = tmp_path / "names.json"
    path.write_text(json.dumps({**RECORD, "players": ["Zoë 🎲", "Ben"]}), encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING="ascii", LC_ALL="C")
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "replay", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        encoding="ascii",
        errors="replace",
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "Zo\\xeb \\U0001f3b2:" in done.stdout
