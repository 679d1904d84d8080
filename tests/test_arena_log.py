"""scripts/arena_log.py: a long arena run kept game by game, resumed where it stopped, summarised like the arena."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

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
