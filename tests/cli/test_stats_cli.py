"""`thurntaxis stats [--game GAME] [--json]`: the figures of one game in the data folder's statistics database (Thurn
and Taxis by default); a broken or unreadable database is one line and exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from thurntaxis import stats
from thurntaxis.carcassonne.rules import result as carcassonne_result
from thurntaxis.carcassonne.rules.record import final_position as carcassonne_final
from thurntaxis.taxis.rules import result
from thurntaxis.taxis.rules.record import final_position
from thurntaxis.taxis.stats import longest_routes

from ..stats.games import carcassonne_finished, carcassonne_seats, finished, seats


def stats_command(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, THURNTAXIS_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "thurntaxis", "stats", *args], capture_output=True, text=True, timeout=120, env=env
    )


CARCASSONNE = [carcassonne_finished(2, 11), carcassonne_finished(3, 12)]


def _fill(home: Path) -> list[int]:
    """Three games of Mira's (against Hard, Easy, and a person), one without a person, and two games of Carcassonne
    (Mira against Easy, then against Medium and Hard); Mira's scores of Thurn and Taxis."""
    games = [
        (finished(2, 2), seats("human", "hard")),
        (finished(3, 3), seats("human", "easy", "easy")),
        (finished(2, 1), seats("human", "human")),
        (finished(4, 4), seats("easy", "medium", "hard", "hard")),
    ]
    with stats.open_store(home / stats.FILE_NAME) as store:
        for record, who in games:
            store.add_game(record, who)
        store.add_game(CARCASSONNE[0], carcassonne_seats("human", "easy"), game="carcassonne")
        store.add_game(CARCASSONNE[1], carcassonne_seats("human", "medium", "hard"), game="carcassonne")
        return [g.seats[0].score for g in store.games("thurn-and-taxis")[:3]]


def test_the_figures_as_json(tmp_path: Path) -> None:
    scores = _fill(tmp_path)
    done = stats_command(tmp_path, "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["game"], figures["games"], figures["computer_only"]) == ("thurn-and-taxis", 4, 1)
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
    assert mira["figures"]["longest_route"] == max(longest_routes(finished(*g))[0] for g in ((2, 2), (3, 3), (2, 1)))
    assert wins == [False, False, True] and mira["average_place"] == round((2 + 2 + 1) / 3, 2)  # tied on -2: 2nd


def test_the_figures_as_text(tmp_path: Path) -> None:
    _fill(tmp_path)
    done = stats_command(tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "4 finished games of Thurn and Taxis (1 between computer players only)"
    assert lines[1].startswith("Mira: played 3, won 1 (33%); best score 11, average 5.3; average place")
    assert lines[2] == "  won/played by the strongest opponent: people only 1/1, easy 0/1, hard 0/1"
    assert lines[3] == "  won/played by players at the table: 2 1/2, 3 0/1"
    assert lines[4].startswith("  Longest route scored (cards): ") and "; Largest carriage built: " in lines[4]
    assert lines[5] == "  last scores, oldest first: 11 -2 7"
    assert lines[6].startswith("Otto: played 1, won 0 (0%); best score -2, average -2.0")


def test_the_figures_of_carcassonne(tmp_path: Path) -> None:
    _fill(tmp_path)
    outcomes = [carcassonne_result(carcassonne_final(record)) for record in CARCASSONNE]
    done = stats_command(tmp_path, "--game", "carcassonne", "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["game"], figures["games"], figures["computer_only"]) == ("carcassonne", 2, 0)
    (mira,) = figures["players"]
    wins = [0 in outcome.winners for outcome in outcomes]
    assert (mira["played"], mira["won"]) == (2, sum(wins))
    assert mira["by_opponent"] == {"easy": {"played": 1, "won": wins[0]}, "hard": {"played": 1, "won": wins[1]}}
    assert mira["recent_scores"] == [outcome.scores[0] for outcome in outcomes]
    mine = [outcome.breakdown[0] for outcome in outcomes]
    assert mira["figures"] == {
        "cities": round(sum(b.cities + b.final_cities for b in mine) / 2, 2),
        "roads": round(sum(b.roads + b.final_roads for b in mine) / 2, 2),
        "monasteries": round(sum(b.monasteries + b.final_monasteries for b in mine) / 2, 2),
        "farms": round(sum(b.farms for b in mine) / 2, 2),
    }
    text = stats_command(tmp_path, "--game", "carcassonne")
    lines = text.stdout.splitlines()
    assert text.returncode == 0 and lines[0] == "2 finished games of Carcassonne (0 between computer players only)"
    assert lines[2] == "  won/played by the strongest opponent: " + f"easy {int(wins[0])}/1, hard {int(wins[1])}/1"
    assert lines[4].startswith("  Points from cities (average per game): ") and "farms" in lines[4]


def test_no_games_yet(tmp_path: Path) -> None:
    for args, out in (
        ((), "No finished games of Thurn and Taxis yet.\n"),
        (("--game", "carcassonne"), "No finished games of Carcassonne yet.\n"),
        (("--json",), None),
    ):
        done = stats_command(tmp_path, *args)
        assert done.returncode == 0 and done.stderr == ""
        if out is None:
            assert json.loads(done.stdout) == {"game": "thurn-and-taxis", "games": 0, "computer_only": 0, "players": []}
        else:
            assert done.stdout == out
    assert not (tmp_path / stats.FILE_NAME).exists()


def test_a_broken_database_gets_one_line_and_status_2(tmp_path: Path) -> None:
    (tmp_path / stats.FILE_NAME).write_bytes(b"\x00garbage" * 300)
    for args in ((), ("--json",), ("--game", "carcassonne")):
        done = stats_command(tmp_path, *args)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.startswith("thurntaxis: ") and done.stderr.count("\n") == 1, done.stderr
        assert "not a statistics database" in done.stderr
    assert (tmp_path / stats.FILE_NAME).read_bytes() == b"\x00garbage" * 300  # the command changes nothing


def test_an_unreadable_database_gets_one_line_and_status_2(tmp_path: Path) -> None:
    (tmp_path / stats.FILE_NAME).mkdir()  # a folder where the database should be
    done = stats_command(tmp_path, "--game", "carcassonne")
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith("thurntaxis: ") and "statistics" in done.stderr


def test_an_unknown_game_is_refused(tmp_path: Path) -> None:
    done = stats_command(tmp_path, "--game", "chess")
    assert done.returncode == 2 and "invalid choice: 'chess'" in done.stderr
