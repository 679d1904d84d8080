"""The statistics of finished games: an SQLite database in the data folder, one row per game and one per seat,
and the figures the Statistics dialog and `thurntaxis stats` show (no Qt here).

Every write is one transaction with a rollback journal and full syncs, so a process killed while writing leaves
the database as it was before that game. The schema has a version (`PRAGMA user_version`) and is built by the
ordered steps of `MIGRATIONS`: a database of an older version is brought up to date when it is opened, a newer one
is read but never written, and one that is not a database of this program is set aside (never deleted) by
`open_for_writing`, which then starts a new one.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from thurntaxis.errors import GameError
from thurntaxis.taxis.ai.bots import ALL_LEVELS
from thurntaxis.taxis.rules import GameRecord, parse_record, result, scores
from thurntaxis.taxis.rules.moves import SCORE, parse_move
from thurntaxis.taxis.rules.record import final_position, positions, to_json

FILE_NAME = "statistics.sqlite3"
CHART_GAMES = 20  # the scores the chart shows, the newest last
PEOPLE_ONLY = "people"  # the opponents' key of a game without computer players
BUSY_MS = 3000  # how long to wait for another copy's write (the game and `thurntaxis stats` at once)


class StatsError(GameError):
    """The statistics cannot be read or written. Codes: `stats_open` (reason), `stats_corrupt` (reason, and
    kept_as: the file it was set aside as, or empty when it was only found), `stats_newer` (version), `stats_write`
    (reason)."""

    code = "stats"


class SeatLike(Protocol):
    """Who sat at a seat, as the window's `Seat` and the save files' seats say it."""

    @property
    def kind(self) -> str: ...
    @property
    def level(self) -> str: ...
    @property
    def colour(self) -> str: ...


# --- the schema and its migrations ----------------------------------------------------------------------------


def _create_tables(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,          -- ISO 8601, UTC
        players INTEGER NOT NULL,
        all_lands TEXT NOT NULL,            -- the record's options.all_lands
        moves INTEGER NOT NULL,
        turns INTEGER NOT NULL,
        winner INTEGER NOT NULL,            -- the winning seat, ties broken by the rules
        tie_break TEXT,
        record TEXT NOT NULL                -- the game record that `thurntaxis replay` reads
    )""")
    db.execute("""CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,                 -- human or computer
        level TEXT,                         -- a computer's level; NULL for a person
        colour TEXT NOT NULL,
        score INTEGER NOT NULL,
        carriage INTEGER NOT NULL,          -- the highest carriage, 0 for none
        carriage_points INTEGER NOT NULL,
        tile_points INTEGER NOT NULL,
        tiles TEXT NOT NULL,                -- JSON: [[stack, value], ...] in the order taken
        houses_left INTEGER NOT NULL,
        PRIMARY KEY (game, seat)
    )""")


def _add_longest_route(db: sqlite3.Connection) -> None:
    """Version 2: each seat's longest scored route, filled in for the games stored before from their records."""
    db.execute("ALTER TABLE seats ADD COLUMN longest_route INTEGER NOT NULL DEFAULT 0")
    for game, text in db.execute("SELECT id, record FROM games").fetchall():
        for seat, length in enumerate(longest_routes(parse_record(text))):
            db.execute("UPDATE seats SET longest_route = ? WHERE game = ? AND seat = ?", (length, game, seat))


# Step n brings a database of version n - 1 to version n; the newest version is len(MIGRATIONS).
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_tables, _add_longest_route)
VERSION = len(MIGRATIONS)


# --- what a finished game gives -------------------------------------------------------------------------------


def longest_routes(record: GameRecord) -> list[int]:
    """Each seat's longest route scored in the game (0 for a player who scored none)."""
    longest = [0] * len(record.players)
    states = positions(record)
    before = next(states)
    for text, after in zip(record.moves, states, strict=True):
        if parse_move(text).kind == SCORE:  # with or without the Cartwright
            seat = before.current
            longest[seat] = max(longest[seat], len(before.routes[seat]))
        before = after
    return longest


@dataclass(frozen=True)
class SeatFigures:
    """One seat of a stored game."""

    name: str
    kind: str
    level: str | None
    colour: str
    score: int
    won: bool
    longest_route: int


@dataclass(frozen=True)
class StoredGame:
    """A finished game as the database holds it."""

    id: int
    finished_at: str
    moves: int
    turns: int
    all_lands: str
    seats: tuple[SeatFigures, ...]
    record_text: str

    def record(self) -> GameRecord:
        """The game record (raises `RecordError` when the stored text is not one)."""
        return parse_record(self.record_text)


# --- the figures ------------------------------------------------------------------------------------------------


@dataclass
class Tally:
    """Games played and won."""

    played: int = 0
    won: int = 0


@dataclass
class PlayerFigures:
    """A person's figures over every stored game they played (people are told apart by name)."""

    name: str
    played: int = 0
    won: int = 0
    by_opponent: dict[str, Tally] = field(default_factory=dict)  # the strongest computer's level, or PEOPLE_ONLY
    by_players: dict[int, Tally] = field(default_factory=dict)
    best_score: int = 0
    total_score: int = 0
    longest_route: int = 0
    recent_scores: list[int] = field(default_factory=list)  # the last CHART_GAMES scores, oldest first

    @property
    def average_score(self) -> float:
        return self.total_score / self.played if self.played else 0.0

    def as_json(self) -> dict[str, Any]:
        """The figures as JSON values (for `thurntaxis stats --json`)."""
        return {
            "name": self.name,
            "played": self.played,
            "won": self.won,
            "by_opponent": {key: vars(t) for key, t in self.by_opponent.items()},
            "by_players": {str(key): vars(t) for key, t in self.by_players.items()},
            "best_score": self.best_score,
            "average_score": round(self.average_score, 2),
            "longest_route": self.longest_route,
            "recent_scores": self.recent_scores,
        }


@dataclass
class Summary:
    """Everything the statistics show: the games stored and each person's figures, most recent player first."""

    games: int = 0
    computer_only: int = 0  # games in which no person played
    players: list[PlayerFigures] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "computer_only": self.computer_only,
            "players": [p.as_json() for p in self.players],
        }


def level_rank(key: str) -> int:
    """Opponents' keys from the weakest: people only, then the levels from the easiest (a level this program no
    longer has played as Medium)."""
    if key == PEOPLE_ONLY:
        return -1
    return ALL_LEVELS.index(key if key in ALL_LEVELS else "medium")


def strongest(levels: Sequence[str | None]) -> str:
    """The key of a game's opponents: the strongest computer level among them, or PEOPLE_ONLY."""
    known = [lv for lv in levels if lv is not None]
    return max(known, key=level_rank) if known else PEOPLE_ONLY


def summarize(games: Sequence[StoredGame]) -> Summary:
    """The figures of these games (oldest first)."""
    summary = Summary(games=len(games))
    people: dict[str, PlayerFigures] = {}
    for game in games:
        humans = {s.name: s for s in reversed(game.seats) if s.kind == "human"}  # a name twice: its first seat
        if not humans:
            summary.computer_only += 1
        opponents = strongest([s.level for s in game.seats if s.kind != "human"])
        for name, seat in humans.items():
            figures = people.pop(name, None) or PlayerFigures(name)
            people[name] = figures  # re-inserted: the dict ends with the most recent player
            figures.played += 1
            figures.won += seat.won
            for tally in (
                figures.by_opponent.setdefault(opponents, Tally()),
                figures.by_players.setdefault(len(game.seats), Tally()),
            ):
                tally.played += 1
                tally.won += seat.won
            figures.best_score = seat.score if figures.played == 1 else max(figures.best_score, seat.score)
            figures.total_score += seat.score
            figures.longest_route = max(figures.longest_route, seat.longest_route)
            figures.recent_scores = [*figures.recent_scores, seat.score][-CHART_GAMES:]
    summary.players = list(reversed(people.values()))
    return summary


# --- the database -------------------------------------------------------------------------------------------------


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


class GameStore:
    """The database of finished games at `path`; open it with `open_store` or `open_for_writing`."""

    def __init__(self, db: sqlite3.Connection, path: Path, version: int) -> None:
        self._db = db
        self.path = path
        self.version = version

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            if self._db.in_transaction:  # SQLite ends it itself on some errors (a full disk)
                self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def add_game(self, record: GameRecord, seats: Sequence[SeatLike], finished_at: float | None = None) -> int:
        """Store a finished game (its record replays to the end) in one transaction; the new game's id."""
        if self.version > VERSION:
            raise StatsError(
                f"the statistics database is of a newer version ({self.version}) than this program's",
                "stats_newer",
                version=self.version,
            )
        final = final_position(record)
        if not final.game_over:
            raise ValueError("only a finished game is stored")
        outcome = result(final)
        routes = longest_routes(record)
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(finished_at))
        try:
            with self._transaction() as db:
                cursor = db.execute(
                    "INSERT INTO games (finished_at, players, all_lands, moves, turns, winner, tie_break, record)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        when,
                        len(record.players),
                        record.options.all_lands.value,
                        len(record.moves),
                        final.turn,
                        outcome.winner,
                        outcome.tie_break,
                        to_json(record),
                    ),
                )
                game = int(cursor.lastrowid or 0)
                for seat, (name, who, breakdown) in enumerate(zip(record.players, seats, scores(final), strict=True)):
                    tiles = json.dumps([list(t) for t in breakdown.tiles], ensure_ascii=False)
                    db.execute(
                        "INSERT INTO seats (game, seat, name, kind, level, colour, score, carriage, carriage_points,"
                        " tile_points, tiles, houses_left, longest_route) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        (
                            game,
                            seat,
                            name,
                            who.kind,
                            None if who.kind == "human" else who.level,
                            who.colour,
                            breakdown.total,
                            breakdown.carriage,
                            breakdown.carriage_points,
                            breakdown.tile_points,
                            tiles,
                            breakdown.houses_left,
                            routes[seat],
                        ),
                    )
        except sqlite3.Error as exc:
            raise StatsError(
                f"cannot write the statistics: {_reason(exc)}", "stats_write", reason=_reason(exc)
            ) from exc
        return game

    def games(self) -> list[StoredGame]:
        """Every stored game, oldest first."""
        return self._select("")

    def last_game(self) -> StoredGame | None:
        """The newest finished game, or None when none is stored."""
        newest = self._select("WHERE id = (SELECT max(id) FROM games)")
        return newest[0] if newest else None

    def _select(self, where: str) -> list[StoredGame]:
        """The games the SQL condition `where` picks, with their seats, oldest first."""
        try:
            rows = self._db.execute(
                f"SELECT id, finished_at, moves, turns, all_lands, winner, record FROM games {where} ORDER BY id"
            ).fetchall()
            seat_rows = self._db.execute(
                "SELECT game, seat, name, kind, level, colour, score, longest_route FROM seats"
                f" WHERE game IN (SELECT id FROM games {where}) ORDER BY game, seat"
            ).fetchall()
        except sqlite3.Error as exc:
            raise StatsError(
                f"the statistics database is damaged: {_reason(exc)}", "stats_corrupt", kept_as="", reason=_reason(exc)
            ) from exc
        seats: dict[int, list[SeatFigures]] = {}
        winners = {row[0]: row[5] for row in rows}
        for game, seat, name, kind, level, colour, score, route in seat_rows:
            seats.setdefault(game, []).append(
                SeatFigures(name, kind, level, colour, score, winners.get(game) == seat, route)
            )
        return [
            StoredGame(game, finished_at, moves, turns, all_lands, tuple(seats.get(game, ())), record)
            for game, finished_at, moves, turns, all_lands, _winner, record in rows
        ]

    def summary(self) -> Summary:
        """The figures over every stored game."""
        return summarize(self.games())

    def last_record(self) -> GameRecord | None:
        """The newest finished game's record (for the replay viewer), or None when no game is stored."""
        game = self.last_game()
        return None if game is None else game.record()


def _configure(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA journal_mode = DELETE")  # a rollback journal: a killed writer's game is rolled back
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")


def open_store(path: Path, migrations: int | None = None) -> GameStore:
    """Open (creating it when missing) the database at `path` and bring it up to date; `migrations` stops after
    that many steps (for tests that make an old database). Raises `StatsError`."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        reason = getattr(exc, "strerror", None) or _reason(exc)
        raise StatsError(f"cannot open the statistics database {path}: {reason}", "stats_open", reason=reason) from exc
    try:
        _configure(db)
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("the integrity check failed")
        if version < VERSION:
            target = VERSION if migrations is None else min(migrations, VERSION)
            for number in range(version + 1, target + 1):
                _migrate_step(db, number)
                version = number
    except (sqlite3.DatabaseError, GameError) as exc:  # not a database, damaged, or a broken old record
        db.close()
        if isinstance(exc, sqlite3.OperationalError) and _is_access_problem(exc):
            raise StatsError(
                f"cannot write the statistics database {path}: {_reason(exc)}", "stats_open", reason=_reason(exc)
            ) from exc
        raise StatsError(
            f"{path} is not a statistics database of this program: {_reason(exc)}",
            "stats_corrupt",
            kept_as="",
            reason=_reason(exc),
        ) from exc
    return GameStore(db, path, version)


def _migrate_step(db: sqlite3.Connection, number: int) -> None:
    """Apply step `number` in one transaction together with its new version number."""
    db.execute("BEGIN IMMEDIATE")
    try:
        MIGRATIONS[number - 1](db)
        db.execute(f"PRAGMA user_version = {number}")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _is_access_problem(exc: sqlite3.OperationalError) -> bool:
    """Whether SQLite failed for want of access or room (the file itself may be fine)."""
    text = str(exc).lower()
    return any(
        words in text for words in ("readonly", "read-only", "unable to open", "disk is full", "locked", "disk i/o")
    )


def set_aside(path: Path, now: float | None = None) -> Path:
    """Rename a database this program cannot use to a dated name beside it (`statistics.unreadable-DATE.sqlite3`),
    with its journal; never deleted. Raises OSError when the folder does not allow it."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}.unreadable-{stamp}-{number:02}{path.suffix}")
    path.rename(target)
    journal = path.with_name(path.name + "-journal")
    if journal.exists():
        journal.rename(target.with_name(target.name + "-journal"))
    return target


def open_for_writing(path: Path) -> tuple[GameStore, StatsError | None]:
    """The database at `path` ready to store a game: a damaged one is set aside and a new one started (the
    second value then says where the old one was kept). Raises `StatsError` when none can be opened."""
    try:
        return open_store(path), None
    except StatsError as exc:
        if exc.code != "stats_corrupt":
            raise
        try:
            kept = set_aside(path)
        except OSError as move:
            reason = move.strerror or _reason(move)
            raise StatsError(
                f"the damaged statistics database {path} cannot be set aside: {reason}", "stats_open", reason=reason
            ) from move
        note = StatsError(
            f"the statistics database was damaged; it was kept as {kept.name} and a new one started",
            "stats_corrupt",
            kept_as=kept.name,
            reason=exc.params.get("reason", ""),
        )
        return open_store(path), note


def read_summary(path: Path) -> Summary:
    """The figures of the database at `path` (an empty summary, and no new file, when there is none).
    Raises `StatsError`."""
    if not path.exists():
        return Summary()
    with open_store(path) as store:
        return store.summary()


def read_last_game(path: Path) -> StoredGame | None:
    """The newest finished game of the database at `path` (None, and no new file, when there is none).
    Raises `StatsError`."""
    if not path.exists():
        return None
    with open_store(path) as store:
        return store.last_game()


def format_summary(summary: Summary) -> list[str]:
    """The figures in plain English lines, for `thurntaxis stats`."""
    if not summary.games:
        return ["No finished games yet."]
    lines = [
        f"{summary.games} finished game{'s' * (summary.games != 1)} "
        f"({summary.computer_only} between computer players only)"
    ]

    def tallies(items: dict[Any, Tally], label: Callable[[Any], str]) -> str:
        return ", ".join(f"{label(key)} {t.won}/{t.played}" for key, t in items.items())

    for p in summary.players:
        lines += [
            f"{p.name}: played {p.played}, won {p.won} ({round(100 * p.won / p.played)}%); best score "
            f"{p.best_score}, average {p.average_score:.1f}; longest route {p.longest_route} cards",
            "  won/played by the strongest opponent: "
            + tallies(
                {key: p.by_opponent[key] for key in sorted(p.by_opponent, key=level_rank)},
                lambda key: "people only" if key == PEOPLE_ONLY else key,
            ),
            "  won/played by players at the table: " + tallies(dict(sorted(p.by_players.items())), str),
            "  last scores, oldest first: " + " ".join(str(s) for s in p.recent_scores),
        ]
    return lines
