"""scripts/arena_log.py: a long arena run kept game by game, resumed where it stopped, summarised like the arena."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from thurntaxis.arena import run_arena

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "arena_log.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("arena_log", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_resumed_log_holds_each_game_once_and_sums_up_as_the_arena_does(tmp_path: Path) -> None:
    arena_log = _script()
    log = tmp_path / "run.jsonl"
    arena_log.play(log, ["medium", "easy"], games=4, seed=1, jobs=1)
    arena_log.play(log, ["medium", "easy"], games=6, seed=1, jobs=1)  # plays only games 4 and 5
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert sorted(r["game"] for r in rows) == list(range(6))

    report = run_arena(["medium", "easy"], games=6, seed=1)
    lines = arena_log.summary([log])
    assert lines[0].startswith("6 games of medium,easy")
    for e, entry in enumerate(report["entries"]):
        assert f"wins {float(entry['wins']):6.1f}" in lines[1 + e]
        assert f"mean score {entry['mean_score']:5.2f}" in lines[1 + e]
    best = max(max(r["scores"]) for r in rows)
    assert lines[-1].endswith(f"best {best}")


def _row(bots: list[str], seed: int, game: int, winners: list[int], scores: list[int]) -> str:
    return json.dumps(
        {
            "bots": bots,
            "seed": seed,
            "game": game,
            "winners": winners,
            "scores": scores,
            "moves": 1,
            "think": [[] for _ in bots],
        }
    )


def test_compare_pairs_the_games_both_logs_hold_and_counts_entry_0(tmp_path: Path) -> None:
    arena_log = _script()
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(
        "\n".join(
            [
                _row(["x", "h"], 1, 0, [0], [20, 10]),  # A wins by 10
                _row(["x", "h"], 1, 1, [1], [10, 14]),  # A loses by 4
                _row(["x", "h"], 1, 2, [0], [30, 0]),  # no partner in B: left out
            ]
        )
    )
    b.write_text(
        "\n".join(
            [
                _row(["y", "h"], 1, 0, [0, 1], [12, 12]),  # a shared win: half, margin 0
                _row(["y", "h"], 1, 1, [0], [16, 14]),  # B wins by 2
                _row(["y", "h"], 2, 0, [1], [0, 5]),  # another seed: left out
            ]
        )
    )
    lines = arena_log.compare(a, b)
    assert lines[0].startswith("2 games in common; entry 0 is x in a.jsonl, y in b.jsonl")
    assert "wins: 1 (50.0%) against 1.5 (75.0%); won only in a.jsonl: 1, only in b.jsonl: 1" in lines[1]
    assert "mean +3.00 against +1.00; paired difference -2.00" in lines[2]


def test_the_help_explains_resuming_and_the_two_reports(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arena_log = _script()
    monkeypatch.setattr("sys.argv", ["arena_log.py", "--help"])
    try:
        arena_log.main()
    except SystemExit as done:
        assert done.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "a rerun of the same command plays only the games the log lacks" in text
    assert "--compare A B" in text
