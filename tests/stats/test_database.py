"""The statistics database: what a finished game of either game stores, the figures, the migrations (a database
written by the program before it kept a second game's statistics among them), and bad files."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from thurntaxis import stats
from thurntaxis.stats import StatsError
from thurntaxis.summary import CHART_GAMES, PEOPLE_ONLY, SeatFigures, StoredGame, Tally, summarize
from thurntaxis.taxis.rules import result, scores
from thurntaxis.taxis.rules.record import final_position, to_json
from thurntaxis.taxis.stats import longest_routes

from .games import finished, seats

DATA = Path(__file__).parent / "data"


def test_a_finished_game_is_stored_with_its_seats_scores_and_record(tmp_path: Path) -> None:
    first, second = finished(3, 3), finished(2, 2)
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        assert store.last_record() is None and store.games() == []
        store.add_game(first, seats("human", "hard", "easy"), finished_at=0)
        store.add_game(second, seats("medium", "human"))
        games = store.games()
        assert store.last_record() == second
    assert [g.id for g in games] == [1, 2] and games[0].finished_at == "1970-01-01T00:00:00Z"
    game = games[0]
    final = final_position(first)
    assert (game.game, game.moves) == ("thurn-and-taxis", len(first.moves))
    assert game.record() == first and game.record_text == to_json(first)
    assert [s.name for s in game.seats] == ["Mira", "Otto", "Ida"]
    assert [(s.kind, s.level, s.colour) for s in game.seats] == [
        ("human", None, "blue"),
        ("computer", "hard", "red"),
        ("computer", "easy", "yellow"),
    ]
    assert [s.score for s in game.seats] == [b.total for b in scores(final)] == [-2, -2, 9]
    assert [s.won for s in game.seats] == [seat == result(final).winner for seat in range(3)]
    assert [s.place for s in game.seats] == [2, 2, 1]  # Mira and Otto tie on -2: they share the second place
    assert [s.figures["longest_route"] for s in game.seats] == longest_routes(first) == [5, 4, 5]


def test_the_figures_of_each_seat_are_stored(tmp_path: Path) -> None:
    record = finished(4, 4)
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        store.add_game(record, seats("human", "medium", "medium", "medium"))
    with sqlite3.connect(tmp_path / "s.sqlite3") as db:
        rows = db.execute("SELECT seat, figure, value FROM figures ORDER BY seat, figure").fetchall()
        placed = db.execute("SELECT score, won, place FROM seats ORDER BY seat").fetchall()
    breakdown = scores(final_position(record))
    routes = longest_routes(record)
    assert rows == [
        row
        for seat, b in enumerate(breakdown)
        for row in ((seat, "carriage", b.carriage), (seat, "longest_route", routes[seat]))
    ]
    winner = result(final_position(record)).winner
    assert [(score, won) for score, won, _ in placed] == [(b.total, seat == winner) for seat, b in enumerate(breakdown)]
    assert sorted(place for *_, place in placed)[0] == 1 and placed[winner][2] == 1


def test_an_unfinished_game_is_not_stored(tmp_path: Path) -> None:
    record = finished(2, 1)
    unfinished = record.model_copy(update={"moves": record.moves[:-1]})
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        with pytest.raises(ValueError, match="finished"):
            store.add_game(unfinished, seats("human", "easy"))
        assert store.games() == []


def test_a_write_that_fails_halfway_leaves_no_part_of_the_game(tmp_path: Path) -> None:
    with stats.open_store(tmp_path / "s.sqlite3") as store:
        store.add_game(finished(2, 1), seats("human", "easy"))
        with pytest.raises(ValueError):  # the third seat is missing: found after the game's row was written
            store.add_game(finished(3, 3), seats("human", "easy"))
        assert len(store.games()) == 1
    with sqlite3.connect(tmp_path / "s.sqlite3") as db:
        assert db.execute("SELECT count(*) FROM seats").fetchone() == (2,)


def _game(number: int, *seat_specs: tuple[str, str | None, int, int], winner: int = 0) -> StoredGame:
    """A stored game made by hand: seats as (name or "", level or None for a person, score, longest route)."""
    ranks = stats.places([score for _n, _l, score, _r in seat_specs], [winner])
    seat_rows = tuple(
        SeatFigures(
            name,
            "human" if level is None else "computer",
            level,
            "blue",
            score,
            seat == winner,
            ranks[seat],
            {"longest_route": route, "carriage": 3},
        )
        for seat, (name, level, score, route) in enumerate(seat_specs)
    )
    return StoredGame(number, "thurn-and-taxis", "2026-11-23T00:00:00Z", 100, seat_rows, "{}")


def test_the_figures_of_known_games() -> None:
    games = [
        _game(1, ("Mira", None, 20, 5), ("Bot", "easy", 10, 4)),
        _game(2, ("Mira", None, 8, 7), ("Bot", "hard", 15, 3), ("Bot", "easy", 2, 3), winner=1),
        _game(3, ("Mira", None, 12, 4), ("Otto", None, 14, 6), winner=1),  # two people: each counted by name
        _game(4, ("A", "hard", 3, 2), ("B", "medium", 9, 3), winner=1),  # no person
        _game(
            5, ("Bot", "medium", 5, 2), ("Mira", None, 16, 6), ("Bot", "hard", 1, 2), ("Bot", "easy", 0, 1), winner=1
        ),
    ]
    summary = summarize(games)
    assert (summary.games, summary.computer_only) == (5, 1)
    assert [p.name for p in summary.players] == ["Mira", "Otto"]  # the most recent player first
    mira, otto = summary.players
    assert (mira.played, mira.won) == (4, 2)
    assert mira.by_opponent == {"easy": Tally(1, 1), "hard": Tally(2, 1), PEOPLE_ONLY: Tally(1, 0)}
    assert mira.by_players == {2: Tally(2, 1), 3: Tally(1, 0), 4: Tally(1, 1)}
    assert (mira.best_score, mira.average_score, mira.bests["longest_route"]) == (20, 14.0, 7)
    assert mira.average_place == (1 + 2 + 2 + 1) / 4
    assert mira.recent_scores == [20, 8, 12, 16]
    assert (otto.played, otto.won, otto.best_score, otto.bests["longest_route"]) == (1, 1, 14, 6)
    assert otto.by_opponent == {PEOPLE_ONLY: Tally(1, 1)}


def test_the_chart_keeps_the_last_games_only() -> None:
    games = [_game(n, ("Mira", None, n, 3), ("Bot", "easy", 0, 2)) for n in range(1, 31)]
    mira = summarize(games).players[0]
    assert mira.recent_scores == list(range(31 - CHART_GAMES, 31))
    assert (mira.best_score, mira.average_score) == (30, 15.5)


def test_the_best_score_may_be_negative() -> None:
    mira = summarize([_game(1, ("Mira", None, -3, 0), ("Bot", "easy", 1, 2), winner=1)]).players[0]
    assert (mira.best_score, mira.won) == (-3, 0)


def _v1_database(path: Path) -> None:
    """A database as the first version of the schema left it, holding one game."""
    record = finished(2, 2)
    with stats.open_store(path, migrations=1) as store:
        assert store.version == 1
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO games VALUES (1, '2026-01-01T10:00:00Z', 2, 'all_nine', ?, 36, 1, NULL, ?)",
            (len(record.moves), to_json(record)),
        )
        db.execute("INSERT INTO seats VALUES (1, 0, 'Mira', 'human', NULL, 'blue', 11, 0, 0, 11, '[]', 0)")
        db.execute("INSERT INTO seats VALUES (1, 1, 'Otto', 'computer', 'hard', 'red', 18, 0, 0, 18, '[]', 0)")


def test_an_old_version_database_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    _v1_database(path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (1,)
    with stats.open_store(path) as store:
        assert store.version == stats.VERSION == 4
        (game,) = store.games()
        assert [s.figures["longest_route"] for s in game.seats] == longest_routes(finished(2, 2)) == [6, 5]
        assert [(s.name, s.level, s.score, s.won, s.place) for s in game.seats] == [
            ("Mira", None, 11, False, 2),
            ("Otto", "hard", 18, True, 1),
        ]
        store.add_game(finished(2, 1), seats("human", "easy"))
        assert len(store.games()) == 2
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (stats.VERSION,)


def test_a_migration_that_fails_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    _v1_database(path)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET record = '{\"players\": []}'")  # a record the migration cannot read
    with pytest.raises(StatsError) as caught:
        stats.open_store(path)
    assert caught.value.code == "stats_corrupt"
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (1,)
        columns = [row[1] for row in db.execute("PRAGMA table_info(seats)")]
        assert "longest_route" not in columns and "place" not in columns  # no step of the migration was kept
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert tables == {"games", "seats"}


def test_a_newer_database_is_read_but_never_written(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with stats.open_store(path) as store:
        store.add_game(finished(2, 1), seats("human", "easy"))
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 7")
    with stats.open_store(path) as store:
        assert store.summary().games == 1
        with pytest.raises(StatsError) as caught:
            store.add_game(finished(2, 2), seats("human", "easy"))
        assert (caught.value.code, caught.value.params) == ("stats_newer", {"version": 7})
        assert store.summary().games == 1


@pytest.mark.parametrize("content", [b"not a database at all" * 50, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_damaged_database_is_set_aside_and_a_new_one_started(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StatsError) as caught:
        stats.read_summary(path)
    assert caught.value.code == "stats_corrupt" and path.read_bytes() == content  # reading changes nothing
    store, note = stats.open_for_writing(path)
    with store:
        store.add_game(finished(2, 1), seats("human", "easy"))
        assert len(store.games()) == 1
    assert note is not None and note.code == "stats_corrupt"
    kept = tmp_path / note.params["kept_as"]
    assert kept.name.startswith("statistics.unreadable-") and kept.read_bytes() == content
    assert stats.read_summary(path).games == 1


def test_a_database_that_cannot_be_opened_says_why(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    for path in (blocked / "statistics.sqlite3", tmp_path):  # under a file; a folder in the database's place
        with pytest.raises(StatsError) as caught:
            stats.open_for_writing(path)
        assert caught.value.code == "stats_open" and caught.value.params["reason"]
        assert "\n" not in caught.value.message
    assert blocked.read_text() == "" and tmp_path.is_dir()


def test_a_full_disk_loses_no_earlier_game(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with stats.open_store(path) as store:
        store.add_game(finished(2, 1), seats("human", "easy"))
        pages = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {pages}")  # what SQLite does when the disk is full
        with pytest.raises(StatsError) as caught:
            store.add_game(finished(4, 4), seats("human", "easy", "easy", "easy"))
        assert caught.value.code == "stats_write" and "full" in caught.value.params["reason"]
    assert stats.read_summary(path).games == 1


def test_no_database_reads_as_no_games_and_creates_nothing(tmp_path: Path) -> None:
    summary = stats.read_summary(tmp_path / "statistics.sqlite3")
    assert (summary.games, summary.players) == (0, [])
    assert list(tmp_path.iterdir()) == []


def test_the_statistics_load_no_qt() -> None:
    code = (
        "import sys, thurntaxis.stats\nprint(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]"


@contextmanager
def _folder_made_read_only(folder: Path) -> Iterator[Callable[[], None]]:
    """A folder, and what makes it read-only for this process: a tmpfs remounted read-only as root, else its mode."""
    folder.mkdir()
    root = os.geteuid() == 0
    if root:
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)], check=True, capture_output=True)

    def lock() -> None:
        if root:
            subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True, capture_output=True)
        else:
            folder.chmod(0o555)

    try:
        yield lock
    finally:
        if root:
            subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)
        else:
            folder.chmod(0o755)


def test_a_read_only_folder_keeps_its_games_and_says_why_it_takes_no_more(tmp_path: Path) -> None:
    with _folder_made_read_only(tmp_path / "data") as lock:
        path = tmp_path / "data" / stats.FILE_NAME
        with stats.open_store(path) as store:
            store.add_game(finished(2, 1), seats("human", "easy"))
        lock()
        assert stats.read_summary(path).games == 1
        with pytest.raises(StatsError) as caught:
            store, _note = stats.open_for_writing(path)
            with store:
                store.add_game(finished(2, 2), seats("human", "easy"))
        assert caught.value.code in ("stats_write", "stats_open") and caught.value.params["reason"]
        assert stats.read_summary(path).games == 1
