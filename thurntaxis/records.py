"""What every game's records and saves share: JSON decoding with its safety limits, player names, whole numbers,
reading a file within its limits, the first problem of a validation as a one-line `RecordError`, atomic writes,
the base of a game's record model (`RecordModel`) and how a game reads and replays its records (`RecordKind`).

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text, and a one-line English message for the command line (docs/record-format.md gives the
limits below). Each game keeps its own record model (for Thurn and Taxis: `thurntaxis.taxis.rules.record`).
"""

from __future__ import annotations

import json
import os
import secrets
import stat
import tempfile
import unicodedata
from collections import deque
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, ClassVar, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis.errors import IllegalMoveError, NotationError, RecordError, shown

Model = TypeVar("Model", bound=BaseModel)
State = TypeVar("State")
Move = TypeVar("Move")
StateCo = TypeVar("StateCo", covariant=True)

MAX_NAME_LENGTH = 40  # characters of a player's name
MAX_FILE_BYTES = 1 << 20  # a record or save file of a game's most moves takes about a quarter of this
SEED_BITS = 128  # a deal nobody chose is dealt from this many bits of the operating system's randomness
# A seed is a whole number of at most 256 bits, with its sign (the records of games dealt from 31- and 63-bit seeds
# read as they always did).
SEED_MIN, SEED_MAX = -(1 << 256), (1 << 256) - 1
_BAD_NAME_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}  # control characters, lone surrogates, line and paragraph breaks
_DROPPED_NAME_CATEGORIES = _BAD_NAME_CATEGORIES | {"Cf"}  # and format characters, which a typed name loses
# The problems of `check_names` and of `RecordModel`'s checks, whose parameters `field_error` passes on.
NAME_PROBLEMS = ("name_empty", "name_too_long", "name_characters")
RECORD_PROBLEMS = (*NAME_PROBLEMS, "too_many_moves", "start_player")
# Every game's record says it is one: {"format": RECORD_FORMAT, "version": 1, "game": <the game's id>, ...}.
RECORD_FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"
# The game of a record without a "game" field: every record written before the program had a second game.
LEGACY_GAME = "thurn-and-taxis"
# A save file wraps a record with the seats: {"format": SAVE_FORMAT, "version": 1, "seats": [...], "record": {...}}.
SAVE_FORMAT: Literal["thurntaxis-save"] = "thurntaxis-save"


def whole_number(value: Any) -> Any:
    """Refuse what pydantic would quietly turn into a whole number: true, false, 1.0, "1"."""
    if type(value) is not int:
        raise PydanticCustomError("int_type", "Input should be a whole number")
    return value


WholeNumber = Annotated[int, BeforeValidator(whole_number)]
Version = Annotated[Literal[1], BeforeValidator(whole_number)]  # the only version so far; 1.0 and true are not it
Seed = Annotated[WholeNumber, Field(ge=SEED_MIN, le=SEED_MAX)]


def new_seed() -> int:
    """The seed of a game nobody gave one to: `SEED_BITS` bits from the operating system, so that no seat can search
    the seeds that deal the game it sees (a 31-bit seed falls in core-hours)."""
    return secrets.randbits(SEED_BITS)


def clean_name(text: str) -> str:
    """A name as a record keeps it: without control characters, line breaks or lone surrogates, without format
    characters (zero-width ones, the bidirectional overrides and isolates, which can hide a name or turn another's
    around), without spaces around it, at most `MAX_NAME_LENGTH` characters long, and "" when nothing visible (a
    letter, digit, punctuation mark or symbol) is left."""
    kept = "".join(c for c in text if unicodedata.category(c) not in _DROPPED_NAME_CATEGORIES).strip()
    if not any(unicodedata.category(c)[0] in "LNPS" for c in kept):
        return ""
    return kept[:MAX_NAME_LENGTH].strip()


def same_name(one: str, other: str) -> bool:
    """Whether two players' names read as one at a table (compared case-folded, as "ANNA" and "anna")."""
    return unicodedata.normalize("NFKC", one).casefold() == unicodedata.normalize("NFKC", other).casefold()


def check_names(names: list[str]) -> list[str]:
    """The players' names of a record, refused (for a pydantic validator) when one is empty, longer than
    `MAX_NAME_LENGTH` or holds a line break or another control character."""
    for seat, name in enumerate(names):
        if not name.strip():
            raise PydanticCustomError("name_empty", "the name of seat {seat} is empty", {"seat": seat})
        if len(name) > MAX_NAME_LENGTH:
            raise PydanticCustomError(
                "name_too_long",
                "the name of seat {seat} is longer than {limit} characters",
                {"seat": seat, "limit": MAX_NAME_LENGTH},
            )
        if any(unicodedata.category(c) in _BAD_NAME_CATEGORIES for c in name):
            raise PydanticCustomError(
                "name_characters",
                "the name of seat {seat} holds a line break or another control character",
                {"seat": seat},
            )
    return names


def decode_json(text: str) -> Any:
    """JSON text (a UTF-8 byte-order mark allowed) as Python values; `RecordError` when it is not JSON that
    Python can hold: broken, nested deeper than Python recurses, or a number of more digits than it converts."""
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"not a game record: the JSON is broken at line {exc.lineno}, column {exc.colno} ({exc.msg})",
            "record_json",
            line=exc.lineno,
            column=exc.colno,
        ) from exc
    except RecursionError as exc:
        raise RecordError("not a game record: the JSON is nested too deeply", "record_too_deep") from exc
    except ValueError as exc:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise RecordError("not a game record: a number in it has too many digits", "record_number") from exc


def is_save(raw: Any) -> bool:
    """Whether decoded JSON is a save file (which wraps a record) rather than a bare record."""
    return isinstance(raw, dict) and (raw.get("format") == SAVE_FORMAT or "record" in raw)


class SavedSeat(BaseModel):
    """A seat as a save stores it (the window checks the colour against the game's palette)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "computer"] = "human"
    level: str = Field(default="medium", max_length=20)  # a level the game no longer has plays as its default
    colour: str = Field(default="blue", max_length=20)


class SaveFrame(BaseModel):
    """The frame of a save, the one save format of every game: `{"format": "thurntaxis-save", "version": 1,
    "seats": [...], "record": <the game's record, naming its game>}` (the game reads the record)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-save"] = SAVE_FORMAT
    version: Version = 1
    seats: list[SavedSeat] = Field(min_length=2, max_length=8)
    record: dict[str, Any]
    identity: str = Field(default="", max_length=64)  # the game's own, from its deal: the statistics count it once


class Named(Protocol):
    """A game's record as a save's seats see it: its players' names."""

    @property
    def players(self) -> list[str]: ...


Record = TypeVar("Record", bound=Named)


def read_saved(raw: Any, validate: Callable[[Any], Record]) -> Record:
    """The record of decoded JSON, read by the game's `validate`: a save's record once the save's frame and seats
    are checked (a seat for each player, no two of one colour; the window then checks each colour against the
    game's palette and reads the seats: `thurntaxis.shell.savegame`), or the JSON itself as a bare record. Raises
    `RecordError` naming the field that is wrong, the frame's first."""
    if not is_save(raw):
        return validate(raw)
    frame = validated(SaveFrame, raw)
    record = validate(frame.record)
    check_seats(frame.seats, len(record.players))
    return record


def check_seats(seats: list[SavedSeat], players: int) -> None:
    """Refuse a save's seats (`RecordError`) unless there is one for each player and no two have one colour."""
    if len(seats) != players:
        raise RecordError(
            f"field 'seats': {len(seats)} seats for {players} players",
            "record_field",
            field="seats",
            problem="seats_players",
        )
    if len({s.colour for s in seats}) != len(seats):
        raise RecordError(
            "field 'seats': two seats have the same colour", "record_field", field="seats", problem="colours"
        )


def game_of(raw: Any) -> str:
    """The id of the game a decoded record or save file names in its "game" field (a save's record names it);
    `LEGACY_GAME` when there is no such field. Raises `RecordError` when the field is not a text."""
    record = raw.get("record") if is_save(raw) else raw
    if not isinstance(record, dict) or "game" not in record:
        return LEGACY_GAME  # not a record at all: the game's own reader says what is wrong
    game = record["game"]
    if not isinstance(game, str):
        where = "record.game" if record is not raw else "game"
        raise RecordError(
            f"field '{where}': the game must be named by its id, e.g. '{LEGACY_GAME}'",
            "record_field",
            field=where,
            problem="invalid",
        )
    return game


def other_game(game: str, expected: str) -> RecordError:
    """The error for a record of another game than the one its reader reads (code `record_other_game`)."""
    return RecordError(
        f"a record of the game '{shown(game)}', not of '{shown(expected)}'",
        "record_other_game",
        game=shown(game),
        expected=expected,
    )


def field_error(exc: ValidationError, problems: Collection[str] = ()) -> RecordError:
    """The first problem pydantic found, as a `RecordError` naming the field (problem: missing, unknown,
    invalid, or a code of `RECORD_PROBLEMS` or of `problems`, the caller's own validators, with their
    parameters)."""
    first = exc.errors()[0]
    where = shown(".".join(str(part) for part in first["loc"]) or "record", 60)
    problem = {"missing": "missing", "extra_forbidden": "unknown"}.get(first["type"], "invalid")
    params = {}
    if first["type"] in RECORD_PROBLEMS or first["type"] in problems:
        problem = first["type"]
        params = {k: v for k, v in first.get("ctx", {}).items() if isinstance(v, int | str)}
    message = first["msg"].removeprefix("Value error, ")
    return RecordError(
        f"field '{where}': {shown(message, 200)}", "record_field", field=where, problem=problem, **params
    )


def validated(model: type[Model], raw: Any, problems: Collection[str] = ()) -> Model:
    """A game's record model from decoded JSON; raises `RecordError` naming the first field that is wrong (see
    `field_error`; `problems` are the codes of the model's own validators)."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc, problems) from exc
    except RecursionError as exc:
        raise RecordError("not a game record: it is nested too deeply", "record_too_deep") from exc


class RecordModel(BaseModel):
    """What every game's record model shares: unknown fields refused, and its `players` names, its `moves` count
    (at most `max_moves`) and its `start_player` (a seat number below `max_players`, or none) checked. A game's
    model declares those fields, in the order its files write them, and its own fields and checks."""

    model_config = ConfigDict(extra="forbid")

    max_moves: ClassVar[int]
    max_players: ClassVar[int]
    longer_than: ClassVar[str] = "any game"  # (the message's words for a record of too many moves)

    @field_validator("players", check_fields=False)
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        return check_names(names)

    @field_validator("moves", check_fields=False)
    @classmethod
    def _move_count(cls, moves: list[str]) -> list[str]:
        if len(moves) > cls.max_moves:
            raise PydanticCustomError(
                "too_many_moves", "more than {limit} moves: longer than " + cls.longer_than, {"limit": cls.max_moves}
            )
        return moves

    @field_validator("start_player", check_fields=False)
    @classmethod
    def _start(cls, seat: int | None) -> int | None:
        if seat is not None and not 0 <= seat < cls.max_players:
            raise PydanticCustomError(
                "start_player",
                "the starting seat must be a seat number from 0 to {last}",
                {"last": cls.max_players - 1},
            )
        return seat

    @staticmethod
    def check_start_player(seat: int | None, players: int) -> None:
        """Refuse a starting seat that is not one of the record's players (`RecordError`, problem
        `start_player`), when the opening position is set up."""
        if seat is not None and seat >= players:
            raise RecordError(
                f"field 'start_player': seat {seat} is not one of the {players} players",
                "record_field",
                field="start_player",
                problem="start_player",
            )


class Recorded(Protocol[StateCo]):
    """A game's record as replaying sees it: an opening position and the moves in notation."""

    @property
    def moves(self) -> list[str]: ...

    def initial_state(self) -> StateCo: ...


@dataclass(frozen=True)
class RecordKind(Generic[Model, State, Move]):
    """How a game reads and replays its records: its record model (and the codes of the model's own validators),
    the game id it checks first when `game` is given, and its rules' notation parser and `apply`. A game's record
    module makes one and offers its methods as its functions (`validate_record`, `parse_record`, ...)."""

    model: type[Model]
    problems: Collection[str]
    parse: Callable[[str], Move]
    apply: Callable[[State, Move], State]
    game: str | None = None  # checked before the model, for the clearer `record_other_game`

    def validate(self, raw: Any) -> Model:
        """A record from decoded JSON; raises `RecordError` naming the field that is wrong (`record_other_game`
        when it is a record of another game)."""
        if self.game is not None and (named := game_of(raw)) != self.game:
            raise other_game(named, self.game)
        return validated(self.model, raw, self.problems)

    def parse_text(self, text: str) -> Model:
        """A record from JSON text (refused when longer than any record file may be); see `validate`."""
        if len(text) > MAX_FILE_BYTES:
            raise RecordError(
                f"larger than any game record ({MAX_FILE_BYTES // 1024} KiB)",
                "record_too_large",
                limit_kib=MAX_FILE_BYTES // 1024,
            )
        return self.validate(decode_json(text))

    def load(self, path: Path) -> Model:
        """A record from a file (refused when not a regular UTF-8 file under the size limit); see `validate`."""
        return self.parse_text(read_text(path))

    def positions(self, record: Recorded[State]) -> Iterator[State]:
        """Every position of the game, from the opening one to the last, one at a time; a move that does not
        parse or is illegal raises `RecordError` (code `record_move`) naming its number (from 1) and why."""
        state = record.initial_state()
        yield state
        for number, text in enumerate(record.moves, start=1):
            try:
                state = self.apply(state, self.parse(text))
            except (NotationError, IllegalMoveError) as exc:
                raise RecordError(
                    f"move {number} ('{shown(text)}'): {exc.message}",
                    "record_move",
                    move_number=number,
                    move=shown(text),
                    reason=exc.code,
                ) from exc
            yield state

    def replay(self, record: Recorded[State]) -> list[State]:
        """Every position of the game (see `positions`)."""
        return list(self.positions(record))

    def final_position(self, record: Recorded[State]) -> State:
        """The last position of the game, replayed in constant memory (see `positions`)."""
        return deque(self.positions(record), maxlen=1)[0]


def to_json(record: BaseModel) -> str:
    """A game's record as the JSON text its files hold."""
    return record.model_dump_json(indent=1, exclude_none=True) + "\n"


def save_record(record: BaseModel, path: Path) -> None:
    """Save a game's record atomically (the file holds the old or the new record, never half of one)."""
    write_atomically(path, to_json(record))


def read_text(path: Path) -> str:
    """The text of a record or save file, refused with a `RecordError` when it is not a regular file (a folder,
    a FIFO, a device), is larger than `MAX_FILE_BYTES`, cannot be read or is not UTF-8."""
    where = shown(str(path), 200)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"cannot read {where}: it is not a file", "record_not_file")
        with path.open("rb") as source:
            data = source.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise RecordError(f"cannot read {where}: {reason}", "record_unreadable", reason=reason) from exc
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(
            f"{where} is larger than any game record ({MAX_FILE_BYTES // 1024} KiB)",
            "record_too_large",
            limit_kib=MAX_FILE_BYTES // 1024,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"cannot read {where}: it is not UTF-8 text", "record_not_text") from exc


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that it is either the old or the new content, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
