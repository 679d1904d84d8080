"""The arena: seat rotation, reports, and the command line."""

from __future__ import annotations

import json

import pytest

from thurntaxis.arena import p95, parse_spec, run_arena, wilson
from thurntaxis.cli import main


def test_run_arena_reports_every_entry_and_all_wins() -> None:
    report = run_arena(["medium", "random"], games=4, seed=1)
    entries = report["entries"]
    assert [e["level"] for e in entries] == ["medium", "random"]
    assert sum(e["wins"] for e in entries) == 4
    assert entries[0]["decisions"] > 0
    low, high = entries[0]["ci95"]
    assert 0.0 <= low <= entries[0]["win_rate"] <= high <= 1.0


def test_seat_rotation_gives_mirror_games_equal_totals() -> None:
    # Two identical deterministic bots: each deal is played from both seats, so both entries score the same.
    report = run_arena(["medium", "medium"], games=4, seed=3)
    a, b = report["entries"]
    assert a["mean_score"] == b["mean_score"]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.404, abs=0.001) and high == pytest.approx(0.596, abs=0.001)


def test_p95_is_the_nearest_rank() -> None:
    assert p95([float(v) for v in range(1, 101)]) == 95.0
    assert p95([float(v) for v in range(1, 21)]) == 19.0  # 95% of 20 values are at or below the 19th
    assert p95([7.0]) == 7.0
    assert p95([]) == 0.0


def test_parse_spec() -> None:
    assert parse_spec("hard:iterations=50", {"rounds": 1}) == ("hard", {"rounds": 1, "iterations": 50})
    assert parse_spec("medium", {"rounds": 1}) == ("medium", {})
    with pytest.raises(ValueError):
        parse_spec("hard:depth=3", {})
    assert parse_spec("expert:sweep=1", {}, "carcassonne") == ("expert", {"sweep": True})
    assert parse_spec("expert:fitted=0", {}, "carcassonne") == ("expert", {"fitted": False})
    with pytest.raises(ValueError, match="1 or 0"):  # one line for the player, not a KeyError's traceback
        parse_spec("expert:sweep=yes", {}, "carcassonne")


def test_arena_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "medium,easy,random", "--games", "3", "--seed", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 3 and len(report["entries"]) == 3


def test_arena_command_refuses_bad_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "medium,wizard", "--games", "1"]) == 2
    assert "unknown bot level" in capsys.readouterr().err
    assert main(["arena", "--bots", "medium", "--games", "1"]) == 2
