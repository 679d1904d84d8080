"""The command line: self-play, replay and bench work; bad input exits with status 2 and no traceback."""

import json
import subprocess
import sys
from pathlib import Path

from thurntaxis.cli import build_parser, main
from thurntaxis.games import GAMES, GameEntry
from thurntaxis.taxis.rules import GameRecord
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.record import save_record

NIM = GameEntry("nim", "Nim", "tests.games.nim", min_players=2, max_players=3)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "thurntaxis", *args], capture_output=True, text=True, timeout=120)


def test_selfplay_json(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["selfplay", "--players", "3", "--games", "2", "--seed", "7", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["seed"] for r in rows] == [7, 8]
    for row in rows:
        assert len(row["scores"]) == 3
        assert row["scores"][row["winner"]] == max(row["scores"])
        assert row["turns"] > 0
        game = random_game(3, row["seed"])
        assert row["turns"] == game.final.turn


def test_replay_prints_scores(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    game = random_game(2, 3)
    record = GameRecord(
        players=["Anna", "Ben"], seed=3, start_player=game.initial.start_player, moves=[str(m) for m in game.moves]
    )
    path = tmp_path / "g.json"
    save_record(record, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Anna:" in out and "Ben:" in out and "winner:" in out
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game_over"] and len(data["scores"]) == 2


def test_bench_json(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["bench", "--games", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 2 and figures["moves_per_second"] > 0


def test_bad_record_exits_2_without_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"players": ["a", "b"], "moves": ["+?", "fly"]}', encoding="utf-8")
    done = run("replay", str(path))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "move 2" in done.stderr
    missing = run("replay", str(tmp_path / "nothing.json"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr


def test_bad_arguments_exit_2() -> None:
    done = run("selfplay", "--players", "7")
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_help_names_every_registered_game(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    done = run("--help")
    assert done.returncode == 0
    said = " ".join(done.stdout.split())  # argparse wraps the description
    assert all(entry.name in said for entry in GAMES.values()) and "Carcassonne" in said and "Thurn and Taxis" in said
    assert "Thurn and Taxis & Carcassonne. Board games for the desktop" in said  # the program's name first
    monkeypatch.setitem(GAMES, NIM.id, NIM)  # a game registered later is named too: the names come from the registry
    helped = " ".join(build_parser().format_help().split())
    assert f"Board games for the desktop: Thurn and Taxis, Carcassonne, {NIM.name}." in helped
