"""Statistics per game: a Carcassonne game played by computer players is stored with the figures of the rules'
score breakdown, each game's figures stay its own, a database written before the program kept a second game's
statistics (tests/stats/data, made by the code of commit 2fcc055) loads with its games, and a third game stores
its games through the registry alone."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from thurntaxis import stats
from thurntaxis.carcassonne.rules import result as carcassonne_result
from thurntaxis.carcassonne.rules.record import final_position as carcassonne_final
from thurntaxis.games import GAMES, GameEntry
from thurntaxis.stats import StatsError
from thurntaxis.summary import PEOPLE_ONLY, Tally, summarize
from thurntaxis.taxis.rules import scores
from thurntaxis.taxis.rules.record import final_position
from thurntaxis.taxis.stats import longest_routes

from .games import carcassonne_finished, carcassonne_seats, finished, seats
from .test_database import _folder_made_read_only

OLD = Path(__file__).parent / "data" / "statistics-v2.sqlite3"  # three games, written by the code of 2fcc055


def test_a_carcassonne_game_of_computer_players_is_stored_with_the_rules_breakdown(tmp_path: Path) -> None:
    record = carcassonne_finished(3, 5)
    final = carcassonne_final(record)
    outcome = carcassonne_result(final)
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        store.add_game(record, carcassonne_seats("human", "easy", "hard"), game="carcassonne")
        (game,) = store.games("carcassonne")
        assert store.games("thurn-and-taxis") == [] and store.last_game() is None  # none of the first game
        assert store.last_record("carcassonne") == record
    assert (game.game, game.moves, game.record()) == ("carcassonne", len(record.moves), record)
    assert [(s.name, s.kind, s.level, s.colour) for s in game.seats] == [
        ("Mira", "human", None, "red"),
        ("Otto", "computer", "easy", "blue"),
        ("Ida", "computer", "hard", "green"),
    ]
    assert [s.score for s in game.seats] == list(outcome.scores)
    assert [s.won for s in game.seats] == [seat in outcome.winners for seat in range(3)]
    assert [dict(s.figures) for s in game.seats] == [
        {
            "cities": b.cities + b.final_cities,
            "roads": b.roads + b.final_roads,
            "monasteries": b.monasteries + b.final_monasteries,
            "farms": b.farms,
        }
        for b in outcome.breakdown
    ]
    for seat, b in zip(game.seats, outcome.breakdown, strict=True):
        assert sum(seat.figures.values()) == b.total == seat.score  # every point is in one of the figures
    assert [s.place for s in game.seats] == stats.places(outcome.scores, outcome.winners)


def test_each_game_sums_up_its_own_figures(tmp_path: Path) -> None:
    games = [carcassonne_finished(2, seed) for seed in (1, 2, 3)]
    path = tmp_path / "s.sqlite3"
    with stats.open_store(path) as store:
        store.add_game(finished(2, 2), seats("human", "hard"))
        for record, level in zip(games, ("easy", "medium", "easy"), strict=True):
            store.add_game(record, carcassonne_seats("human", level), game="carcassonne")
    carcassonne = stats.read_summary(path, "carcassonne")
    assert (carcassonne.game, carcassonne.games, carcassonne.computer_only) == ("carcassonne", 3, 0)
    assert [f.key for f in carcassonne.figures] == ["cities", "roads", "monasteries", "farms"]
    (mira,) = carcassonne.players
    breakdowns = [carcassonne_result(carcassonne_final(r)).breakdown[0] for r in games]
    wins = [0 in carcassonne_result(carcassonne_final(r)).winners for r in games]
    assert (mira.played, mira.won) == (3, sum(wins))
    assert mira.by_opponent == {"easy": Tally(2, wins[0] + wins[2]), "medium": Tally(1, wins[1])}
    assert mira.best_score == max(b.total for b in breakdowns)
    figures = {f.key: f for f in carcassonne.figures}
    assert mira.figure(figures["farms"]) == sum(b.farms for b in breakdowns) / 3
    assert mira.figure(figures["cities"]) == sum(b.cities + b.final_cities for b in breakdowns) / 3
    taxis = stats.read_summary(path)
    assert (taxis.game, taxis.games, [f.key for f in taxis.figures]) == (
        "thurn-and-taxis",
        1,
        ["longest_route", "carriage"],
    )
    assert taxis.players[0].bests["longest_route"] == longest_routes(finished(2, 2))[0]
    assert "cities" not in taxis.players[0].bests and "longest_route" not in mira.bests


def test_places_put_the_winners_first_and_equal_scores_together() -> None:
    assert stats.places([10, 12, 12, 3], [1, 2]) == [3, 1, 1, 4]  # Carcassonne: tied players share the victory
    assert stats.places([10, 12, 12, 3], [2]) == [3, 2, 1, 4]  # Thurn and Taxis: the rules break the tie
    assert stats.places([5, 5], [0]) == [1, 2]


def test_an_unfinished_carcassonne_game_is_not_stored(tmp_path: Path) -> None:
    record = carcassonne_finished(2, 4)
    unfinished = record.model_copy(update={"moves": record.moves[:-2]})
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        with pytest.raises(ValueError, match="finished"):
            store.add_game(unfinished, carcassonne_seats("human", "easy"), game="carcassonne")
        assert store.games() == []


def test_a_database_written_before_carcassonne_was_kept_loads_with_its_games(tmp_path: Path) -> None:
    path = tmp_path / stats.FILE_NAME
    shutil.copy(OLD, path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (2,)
        old = db.execute("SELECT game, seat, name, kind, level, colour, score, longest_route, carriage FROM seats")
        old_seats = old.fetchall()
    records = [finished(2, 2), finished(3, 3), finished(2, 1)]
    with stats.open_store(path) as store:
        assert store.version == stats.VERSION == 4
        stored = store.games()
        assert [g.game for g in stored] == ["thurn-and-taxis"] * 3
        assert [g.finished_at for g in stored] == [
            "2023-11-14T22:13:20Z",
            "2023-11-14T23:13:20Z",
            "2023-11-15T00:13:20Z",
        ]
        assert [g.record() for g in stored] == records
        new_seats = [
            (g.id, n, s.name, s.kind, s.level, s.colour, s.score, s.figures["longest_route"], s.figures["carriage"])
            for g in stored
            for n, s in enumerate(g.seats)
        ]
        assert new_seats == old_seats  # nothing of what was stored is lost
        for game, record in zip(stored, records, strict=True):
            final = final_position(record)
            assert [s.figures["carriage"] for s in game.seats] == [b.carriage for b in scores(final)]
        store.add_game(carcassonne_finished(2, 6), carcassonne_seats("human", "medium"), game="carcassonne")
        assert [g.game for g in store.games()] == ["thurn-and-taxis"] * 3 + ["carcassonne"]
    summary = stats.read_summary(path)
    assert (summary.games, summary.computer_only, [p.name for p in summary.players]) == (3, 1, ["Mira"])
    assert summary.players[0].by_opponent == {"hard": Tally(1, 0), "medium": Tally(1, 0)}
    assert stats.read_summary(path, "carcassonne").games == 1
    assert OLD.read_bytes()[:16] == b"SQLite format 3\x00"  # the fixture itself is left as it was


NIM = GameEntry("nim", "Nim", "tests.games.nim", min_players=2, max_players=3, ui="tests.games.nim", help_page="nim")


def test_a_third_game_stores_its_games_through_the_registry_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(GAMES, "nim", NIM)
    record = {"game": "nim", "players": 2, "seed": 0, "moves": ["3", "3", "3", "3", "3", "3", "3"]}  # 21 stones
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        store.add_game(record, seats("human", "easy"), game="nim")
        (game,) = store.games("nim")
        assert game.record() == record and json.loads(game.record_text) == record
    assert [(s.name, s.won, s.place, dict(s.figures)) for s in game.seats] == [
        ("Seat 1", True, 1, {"stones": 12}),
        ("Seat 2", False, 2, {"stones": 9}),
    ]
    (seat_one,) = summarize([game], "nim").players
    assert (seat_one.won, seat_one.by_opponent, seat_one.totals) == (1, {"easy": Tally(1, 1)}, {"stones": 12})
    assert PEOPLE_ONLY not in seat_one.by_opponent


def test_an_old_database_in_a_read_only_folder_is_read_and_left_as_it_was(tmp_path: Path) -> None:
    with _folder_made_read_only(tmp_path / "data") as lock:
        path = tmp_path / "data" / stats.FILE_NAME
        shutil.copy(OLD, path)
        lock()
        summary = stats.read_summary(path)  # brought up to date in memory: the folder takes no journal
        assert (summary.games, [p.name for p in summary.players]) == (3, ["Mira"])
        assert stats.read_summaries(path)["carcassonne"].games == 0
        last = stats.read_last_game(path)
        assert last is not None and last.record() == finished(2, 1)
        assert path.read_bytes() == OLD.read_bytes()
        with pytest.raises(StatsError) as caught:  # storing a game says why it cannot, in one line
            store, _note = stats.open_for_writing(path)
            store.close()
        assert caught.value.code == "stats_open" and "\n" not in caught.value.message
