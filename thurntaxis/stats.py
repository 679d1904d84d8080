"""The statistics of finished games, of every game the program plays: an SQLite database in the data folder, one
row per game (naming its game), one per seat with what every game has (score, win, place, who sat there), and the
figures each game keeps of its own (`thurntaxis.games.Game.figures`); `thurntaxis.summary` sums them up for the
Statistics dialog and `thurntaxis stats` (no Qt here). A game is known only through the registry
(`thurntaxis.games`).

Every write is one transaction with a rollback journal and full syncs, so a process killed while writing leaves
the database as it was before that game. The schema has a version (`PRAGMA user_version`) and is built by the
ordered steps of `MIGRATIONS`: a database of an older version is brought up to date when it is opened, a newer one
is read but never written, and one that is not a database of this program is set aside (never deleted) by
`open_for_writing`, which then starts a new one.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol

from thurntaxis import games as registry
from thurntaxis.errors import GameError
from thurntaxis.games import DEFAULT_GAME, FinishedGame
from thurntaxis.records import LEGACY_GAME, decode_json
from thurntaxis.summary import SeatFigures, StoredGame, Summary, empty_summary, summarize

FILE_NAME = "statistics.sqlite3"
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
    """Version 1: the games of Thurn and Taxis with each seat's score and its breakdown."""
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
    """Version 2: each seat's longest scored route (left at 0 here: version 3 reads every figure again from the
    records)."""
    db.execute("ALTER TABLE seats ADD COLUMN longest_route INTEGER NOT NULL DEFAULT 0")


def _create_per_game_tables(db: sqlite3.Connection) -> None:
    """The tables of version 3, the newest (a new database starts with them)."""
    db.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,                 -- the game's id in the registry (thurntaxis.games)
        finished_at TEXT NOT NULL,          -- ISO 8601, UTC
        players INTEGER NOT NULL,
        moves INTEGER NOT NULL,
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
        won INTEGER NOT NULL,               -- 1 for a winner (tied winners, where the rules let them share)
        place INTEGER NOT NULL,             -- 1 for the winners, then by score
        PRIMARY KEY (game, seat)
    )""")
    db.execute("""CREATE TABLE figures (
        game INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        figure TEXT NOT NULL,               -- a key of the game's `figures`
        value INTEGER NOT NULL,
        PRIMARY KEY (game, seat, figure),
        FOREIGN KEY (game, seat) REFERENCES seats(game, seat) ON DELETE CASCADE
    )""")


def _per_game(db: sqlite3.Connection) -> None:
    """Version 3: a game's row names its game; a seat keeps what every game has (score, win, place) and its
    game's own figures in a table of named figures. The games stored before are all Thurn and Taxis's: their
    figures are read again from their records, through the registry."""
    db.execute("ALTER TABLE seats RENAME TO seats_v2")
    db.execute("ALTER TABLE games RENAME TO games_v2")
    _create_per_game_tables(db)
    game = registry.entry(LEGACY_GAME).load()
    seats: dict[int, list[tuple[str, str | None, str]]] = {}
    for number, kind, level, colour in db.execute(
        "SELECT game, kind, level, colour FROM seats_v2 ORDER BY game, seat"
    ).fetchall():
        seats.setdefault(number, []).append((kind, level, colour))
    for number, finished_at, text in db.execute("SELECT id, finished_at, record FROM games_v2 ORDER BY id").fetchall():
        finished = game.finished_game(game.read_record(decode_json(text)))
        _insert(db, number, LEGACY_GAME, finished_at, finished, seats.get(number, []))
    db.execute("DROP TABLE seats_v2")
    db.execute("DROP TABLE games_v2")


def _add_identity(db: sqlite3.Connection) -> None:
    """Version 4: a game's identity, which its save files keep (`thurntaxis.records.SaveFrame.identity`), so that a
    game saved, opened again and finished again is stored once; the games stored before have none."""
    db.execute("ALTER TABLE games ADD COLUMN identity TEXT")
    db.execute("CREATE UNIQUE INDEX games_identity ON games (identity) WHERE identity IS NOT NULL")


# Step n brings a database of version n - 1 to version n; the newest version is len(MIGRATIONS).
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _create_tables,
    _add_longest_route,
    _per_game,
    _add_identity,
)
VERSION = len(MIGRATIONS)
PER_GAME_VERSION = 3  # the version `_create_per_game_tables` makes; the steps after it follow


def places(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Each seat's place: 1 for the winners, then by score; seats of equal score share a place."""
    ranks = [(seat in winners, score) for seat, score in enumerate(scores)]
    return [1 + sum(other > mine for other in ranks) for mine in ranks]


def _insert(
    db: sqlite3.Connection,
    number: int | None,
    game: str,
    finished_at: str,
    finished: FinishedGame,
    seats: Sequence[tuple[str, str | None, str]],
    identity: str | None = None,
) -> int:
    """Write one finished game with its seats (kind, level, colour) and figures (and its `identity`, from version
    4 on); the game's id."""
    row = (number, game, finished_at, len(finished.names), finished.moves, finished.record_text)
    if identity is None:
        cursor = db.execute(
            "INSERT INTO games (id, game, finished_at, players, moves, record) VALUES (?, ?, ?, ?, ?, ?)", row
        )
    else:
        cursor = db.execute(
            "INSERT INTO games (id, game, finished_at, players, moves, record, identity) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (*row, identity),
        )
    number = int(cursor.lastrowid or 0)
    ranks = places(finished.scores, finished.winners)
    rows = zip(finished.names, seats, finished.scores, ranks, finished.figures, strict=True)
    for seat, (name, (kind, level, colour), score, place, figures) in enumerate(rows):
        db.execute(
            "INSERT INTO seats (game, seat, name, kind, level, colour, score, won, place)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                number,
                seat,
                name,
                kind,
                None if kind == "human" else level,
                colour,
                score,
                seat in finished.winners,
                place,
            ),
        )
        db.executemany(
            "INSERT INTO figures (game, seat, figure, value) VALUES (?, ?, ?, ?)",
            [(number, seat, key, value) for key, value in figures.items()],
        )
    return number


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

    def add_game(
        self,
        record: Any,
        seats: Sequence[SeatLike],
        finished_at: float | None = None,
        game: str = DEFAULT_GAME,
        identity: str = "",
    ) -> int:
        """Store a finished game of `game` (its record replays to the end) in one transaction; the new game's id.
        A game of an `identity` stored already (saved, opened again and finished again) is not stored again: the id
        it has. `ValueError` when the game has not ended, `RecordError` when the record does not replay."""
        if self.version > VERSION:
            raise StatsError(
                f"the statistics database is of a newer version ({self.version}) than this program's",
                "stats_newer",
                version=self.version,
            )
        finished = registry.entry(game).load().finished_game(record)
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(finished_at))
        who = [(s.kind, s.level, s.colour) for s in seats]
        try:
            with self._transaction() as db:
                if identity:
                    stored = db.execute("SELECT id FROM games WHERE identity = ?", (identity,)).fetchone()
                    if stored is not None:
                        return int(stored[0])
                return _insert(db, None, game, when, finished, who, identity or None)
        except sqlite3.Error as exc:
            raise StatsError(
                f"cannot write the statistics: {_reason(exc)}", "stats_write", reason=_reason(exc)
            ) from exc

    def games(self, game: str | None = None) -> list[StoredGame]:
        """Every stored game (of `game`, when given), oldest first."""
        return self._select("" if game is None else "WHERE game = ?", () if game is None else (game,))

    def last_game(self, game: str = DEFAULT_GAME) -> StoredGame | None:
        """The newest finished game of `game`, or None when none is stored."""
        newest = self._select("WHERE id = (SELECT max(id) FROM games WHERE game = ?)", (game,))
        return newest[0] if newest else None

    def _select(self, where: str, args: tuple[str, ...]) -> list[StoredGame]:
        """The games the SQL condition `where` (with `args`) picks, with their seats, oldest first."""
        try:
            rows = self._db.execute(
                f"SELECT id, game, finished_at, moves, record FROM games {where} ORDER BY id", args
            ).fetchall()
            seat_rows = self._db.execute(
                "SELECT game, seat, name, kind, level, colour, score, won, place FROM seats"
                f" WHERE game IN (SELECT id FROM games {where}) ORDER BY game, seat",
                args,
            ).fetchall()
            figure_rows = self._db.execute(
                f"SELECT game, seat, figure, value FROM figures WHERE game IN (SELECT id FROM games {where})",
                args,
            ).fetchall()
        except sqlite3.Error as exc:
            raise StatsError(
                f"the statistics database is damaged: {_reason(exc)}", "stats_corrupt", kept_as="", reason=_reason(exc)
            ) from exc
        figures: dict[tuple[int, int], dict[str, int]] = {}
        for number, seat, key, value in figure_rows:
            figures.setdefault((number, seat), {})[key] = value
        seats: dict[int, list[SeatFigures]] = {}
        for number, seat, name, kind, level, colour, score, won, place in seat_rows:
            seats.setdefault(number, []).append(
                SeatFigures(name, kind, level, colour, score, bool(won), place, figures.get((number, seat), {}))
            )
        return [
            StoredGame(number, game, finished_at, moves, tuple(seats.get(number, ())), record)
            for number, game, finished_at, moves, record in rows
        ]

    def summary(self, game: str = DEFAULT_GAME) -> Summary:
        """The figures over every stored game of `game`."""
        return summarize(self.games(game), game)

    def last_record(self, game: str = DEFAULT_GAME) -> Any:
        """The newest finished game's record of `game` (for the replay viewer), or None when none is stored."""
        stored = self.last_game(game)
        return None if stored is None else stored.record()


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
    return _prepared(db, path, migrations)


def _prepared(db: sqlite3.Connection, path: Path, migrations: int | None = None) -> GameStore:
    """The store of an open database, checked and brought up to date (see `open_store`)."""
    try:
        _configure(db)
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("the integrity check failed")
        if version < VERSION:
            version = _migrate(db, VERSION if migrations is None else min(migrations, VERSION))
    except (sqlite3.DatabaseError, GameError, ValueError) as exc:  # not a database, damaged, or a broken old record
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


def _migrate(db: sqlite3.Connection, target: int) -> int:
    """Bring the database up to version `target` in one transaction (a step that fails leaves it as it was);
    the version it has then. The version is read again once the transaction holds the lock, so that two copies
    of the program opening an old database at once migrate it once."""
    db.execute("BEGIN IMMEDIATE")
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version == 0 and target >= PER_GAME_VERSION:  # a new database: the per-game tables at once, then on
            _create_per_game_tables(db)
            version = PER_GAME_VERSION
            db.execute(f"PRAGMA user_version = {version}")
        for number in range(version + 1, target + 1):
            MIGRATIONS[number - 1](db)
            db.execute(f"PRAGMA user_version = {number}")
            version = number
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return version


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


def _open_for_reading(path: Path) -> GameStore:
    """The database at `path` to read from. One of an older version that cannot be brought up to date where it
    lies (a read-only folder) is read from a copy in memory, brought up to date there; the file is not touched."""
    try:
        return open_store(path)
    except StatsError as exc:
        if exc.code != "stats_open" or not path.is_file():
            raise
        problem = exc
    try:
        copy = sqlite3.connect(":memory:", isolation_level=None)
        with contextlib.closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as source:
            source.backup(copy)
    except sqlite3.Error:
        raise problem from None
    return _prepared(copy, path)


def read_summary(path: Path, game: str = DEFAULT_GAME) -> Summary:
    """The figures of the games of `game` in the database at `path` (an empty summary, and no new file, when
    there is none). Raises `StatsError`."""
    if not path.exists():
        return empty_summary(game)
    with _open_for_reading(path) as store:
        return store.summary(game)


def read_summaries(path: Path) -> dict[str, Summary]:
    """The figures of every registered game in the database at `path`, by game id in the registry's order (empty
    summaries, and no new file, when there is none). Raises `StatsError`."""
    if not path.exists():
        return {game: empty_summary(game) for game in registry.GAMES}
    with _open_for_reading(path) as store:
        stored = store.games()
    return {game: summarize(stored, game) for game in registry.GAMES}


def read_last_game(path: Path, game: str = DEFAULT_GAME) -> StoredGame | None:
    """The newest finished game of `game` in the database at `path` (None, and no new file, when there is none).
    Raises `StatsError`."""
    if not path.exists():
        return None
    with _open_for_reading(path) as store:
        return store.last_game(game)
