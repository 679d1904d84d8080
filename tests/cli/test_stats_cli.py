"""`thurntaxis stats [--json]`: the figures of the data folder's statistics database; a broken one exits with 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from thurntaxis import stats
from thurntaxis.taxis.rules import result
from thurntaxis.taxis.rules.record import final_position

from ..stats.games import finished, seats


def stats_command(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, THURNTAXIS_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "thurntaxis", "stats", *args], capture_output=True, text=True, timeout=120, env=env
    )


def _fill(home: Path) -> list[int]:
    """Three games of Mira's (against Hard, Easy, and a person), one without a person; Mira's scores."""
    games = [
        (finished(2, 2), seats("human", "hard")),
        (finished(3, 3), seats("human", "easy", "easy")),
        (finished(2, 1), seats("human", "human")),
        (finished(4, 4), seats("easy", "medium", "hard", "hard")),
    ]
    with stats.open_store(home / stats.FILE_NAME) as store:
        for record, who in games:
            store.add_game(record, who)
        return [g.seats[0].score for g in store.games()[:3]]


def test_the_figures_as_json(tmp_path: Path) -> None:
    scores = _fill(tmp_path)
    done = stats_command(tmp_path, "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["games"], figures["computer_only"]) == (4, 1)
    assert [p["name"] for p in figures["players"]] == ["Mira", "Otto"]
    mira = figures["players"][0]
    wins = [result(final_position(finished(*game))).winner == 0 for game in ((2, 2), (3, 3), (2, 1))]
    assert (mira["played"], mira["won"]) == (3, sum(wins))
    assert mira["recent_scores"] == scores == [11, -2, 7]
    assert (mira["best_score"], mira["average_score"]) == (11, round(16 / 3, 2))
    assert mira["by_players"] == {"2": {"played": 2, "won": wins[0] + wins[2]}, "3": {"played": 1, "won": wins[1]}}
    assert mira["by_opponent"] == {
        "hard": {"played": 1, "won": wins[0]},
        "easy": {"played": 1, "won": wins[1]},
        "people": {"played": 1, "won": wins[2]},
    }
    assert mira["longest_route"] == max(stats.longest_routes(finished(*g))[0] for g in ((2, 2), (3, 3), (2, 1)))


def test_the_figures_as_text(tmp_path: Path) -> None:
    _fill(tmp_path)
    done = stats_command(tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "4 finished games (1 between computer players only)"
    assert lines[1].startswith("Mira: played 3, won 1 (33%); best score 11, average 5.3; longest route")
    assert lines[2] == "  won/played by the strongest opponent: people only 1/1, easy 0/1, hard 0/1"
    assert lines[3] == "  won/played by players at the table: 2 1/2, 3 0/1"
    assert lines[4] == "  last scores, oldest first: 11 -2 7"
    assert lines[5].startswith("Otto: played 1, won 0 (0%); best score -2, average -2.0")


def test_no_games_yet(tmp_path: Path) -> None:
    for args, out in (((), "No finished games yet.\n"), (("--json",), None)):
        done = stats_command(tmp_path, *args)
        assert done.returncode == 0 and done.stderr == ""
        if out is None:
            assert json.loads(done.stdout) == {"games": 0, "computer_only": 0, "players": []}
        else:
            assert done.stdout == out
    assert not (tmp_path / stats.FILE_NAME).exists()


def test_a_broken_database_gets_one_line_and_status_2(tmp_path: Path) -> None:
    (tmp_path / stats.FILE_NAME).write_bytes(b"\x00garbage" * 300)
    for args in ((), ("--json",)):
        done = stats_command(tmp_path, *args)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.startswith("thurntaxis: ") and done.stderr.count("\n") == 1, done.stderr
        assert "not a statistics database" in done.stderr
    assert (tmp_path / stats.FILE_NAME).read_bytes() == b"\x00garbage" * 300  # the command changes nothing
