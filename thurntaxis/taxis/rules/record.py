"""Game records: everything needed to replay a game exactly (JSON, validated with pydantic).

A record holds the players, the rule options, the seed (or an explicit initial deck order, so a test can
set up any position) and the moves in notation. See docs/record-format.md, which also gives the limits below.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text, and a one-line English message for the command line.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import unicodedata
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.engine import apply, new_game
from thurntaxis.taxis.rules.errors import IllegalMoveError, NotationError, RecordError, shown
from thurntaxis.taxis.rules.moves import Move, parse_move
from thurntaxis.taxis.rules.state import MAX_PLAYERS, MIN_PLAYERS, AllLandsRule, GameDefinition, GameState

FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"

MAX_NAME_LENGTH = 40  # characters of a player's name
MAX_MOVES = 20_000  # moves of a record: some 50 times a real game, a fraction of a second to replay
MAX_FILE_BYTES = 1 << 20  # a record or save file of MAX_MOVES moves takes about a quarter of this
SEED_MIN, SEED_MAX = -(1 << 63), (1 << 63) - 1  # a seed is a signed 64-bit whole number
_BAD_NAME_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}  # control characters, lone surrogates, line and paragraph breaks


def whole_number(value: Any) -> Any:
    """Refuse what pydantic would quietly turn into a whole number: true, false, 1.0, "1"."""
    if type(value) is not int:
        raise PydanticCustomError("int_type", "Input should be a whole number")
    return value


def clean_name(text: str) -> str:
    """A name as a record keeps it: without control characters, line breaks or lone surrogates, without spaces
    around it, and at most `MAX_NAME_LENGTH` characters long."""
    kept = "".join(c for c in text if unicodedata.category(c) not in _BAD_NAME_CATEGORIES)
    return kept.strip()[:MAX_NAME_LENGTH].strip()


WholeNumber = Annotated[int, BeforeValidator(whole_number)]
Version = Annotated[Literal[1], BeforeValidator(whole_number)]  # the only version so far; 1.0 and true are not it


class RecordOptions(BaseModel):
    """The rule options of a recorded game."""

    model_config = ConfigDict(extra="forbid")

    all_lands: AllLandsRule = AllLandsRule.ALL_NINE


class GameRecord(BaseModel):
    """A whole game, from set-up to its last move."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-record"] = FORMAT
    version: Version = 1
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    options: RecordOptions = RecordOptions()
    seed: Annotated[WholeNumber, Field(ge=SEED_MIN, le=SEED_MAX)] = 0
    start_player: WholeNumber | None = None
    deck: list[str] | None = None  # city codes, top card first; the first six form the display
    moves: list[str] = []

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        for seat, name in enumerate(names):
            if not name.strip():
                raise PydanticCustomError("name_empty", "the name of seat {seat} is empty", {"seat": seat})
            if len(name) > MAX_NAME_LENGTH:
                raise PydanticCustomError("name_too_long", "the name of seat {seat} is longer than {limit} characters",
                                          {"seat": seat, "limit": MAX_NAME_LENGTH})
            if any(unicodedata.category(c) in _BAD_NAME_CATEGORIES for c in name):
                raise PydanticCustomError("name_characters", "the name of seat {seat} holds a line break or another "
                                          "control character", {"seat": seat})
        return names

    @field_validator("moves")
    @classmethod
    def _move_count(cls, moves: list[str]) -> list[str]:
        if len(moves) > MAX_MOVES:
            raise PydanticCustomError("too_many_moves", "more than {limit} moves: longer than any game this program "
                                      "plays", {"limit": MAX_MOVES})
        return moves

    @field_validator("deck")
    @classmethod
    def _deck(cls, deck: list[str] | None) -> list[str] | None:
        if deck is None:
            return None
        board = standard_board()
        codes = [c.upper() if c.isascii() else c for c in deck]  # "ınn" is not INN
        unknown = sorted({c for c in codes if c not in board.city_codes})
        expected = board.city_count * board.copies_per_city
        wrong = sorted(c for c in board.city_codes if codes.count(c) != board.copies_per_city)
        if unknown or len(codes) != expected or wrong:
            detail = (f"unknown city code '{shown(unknown[0])}'" if unknown
                      else f"wrong count for {', '.join(wrong)}" if wrong else f"{len(codes)} cards")
            raise PydanticCustomError("deck", "the deck must hold {cards} cards, {copies} of each city ({detail})",
                                      {"cards": expected, "copies": board.copies_per_city, "detail": detail})
        return codes

    @field_validator("start_player")
    @classmethod
    def _start(cls, seat: int | None) -> int | None:
        if seat is not None and not 0 <= seat < MAX_PLAYERS:
            raise PydanticCustomError("start_player", "the starting seat must be a seat number from 0 to {last}",
                                      {"last": MAX_PLAYERS - 1})
        return seat

    def definition(self) -> GameDefinition:
        return GameDefinition(players=len(self.players), all_lands=self.options.all_lands)

    def initial_state(self) -> GameState:
        """The opening position this record describes."""
        board = standard_board()
        deck = [board.city_codes.index(c) for c in self.deck] if self.deck is not None else None
        if self.start_player is not None and self.start_player >= len(self.players):
            raise RecordError(
                f"field 'start_player': seat {self.start_player} is not one of the {len(self.players)} players",
                "record_field", field="start_player", problem="start_player",
            )
        return new_game(self.definition(), seed=self.seed, start_player=self.start_player, deck_order=deck)

    def with_move(self, move: Move) -> GameRecord:
        """A copy of this record with one more move."""
        return self.model_copy(update={"moves": [*self.moves, str(move)]})


def decode_json(text: str) -> Any:
    """JSON text (a UTF-8 byte-order mark allowed) as Python values; `RecordError` when it is not JSON that
    Python can hold: broken, nested deeper than Python recurses, or a number of more digits than it converts."""
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a game record: the JSON is broken at line {exc.lineno}, column {exc.colno} "
                          f"({exc.msg})", "record_json", line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise RecordError("not a game record: the JSON is nested too deeply", "record_too_deep") from exc
    except ValueError as exc:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise RecordError("not a game record: a number in it has too many digits", "record_number") from exc


def field_error(exc: ValidationError) -> RecordError:
    """The first problem pydantic found, as a `RecordError` naming the field (problem: missing, unknown,
    invalid, or a code of this module's validators with their parameters)."""
    first = exc.errors()[0]
    where = shown(".".join(str(part) for part in first["loc"]) or "record", 60)
    problem = {"missing": "missing", "extra_forbidden": "unknown"}.get(first["type"], "invalid")
    params = {}
    if first["type"] in ("name_empty", "name_too_long", "name_characters", "too_many_moves", "deck", "start_player"):
        problem = first["type"]
        params = {k: v for k, v in first.get("ctx", {}).items() if isinstance(v, int | str)}
    message = first["msg"].removeprefix("Value error, ")
    return RecordError(f"field '{where}': {shown(message, 200)}", "record_field", field=where, problem=problem,
                       **params)


def validate_record(raw: Any) -> GameRecord:
    """A record from decoded JSON; raises `RecordError` naming the field that is wrong."""
    try:
        return GameRecord.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc) from exc


def parse_record(text: str) -> GameRecord:
    """Parse a record from JSON text; raises `RecordError` naming the field that is wrong."""
    return validate_record(decode_json(text))


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
        raise RecordError(f"{where} is larger than any game record ({MAX_FILE_BYTES // 1024} KiB)", "record_too_large",
                          limit_kib=MAX_FILE_BYTES // 1024)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"cannot read {where}: it is not UTF-8 text", "record_not_text") from exc


def load_record(path: Path) -> GameRecord:
    """Read and validate a record file."""
    return parse_record(read_text(path))


def positions(record: GameRecord) -> Iterator[GameState]:
    """Every position of the game, from the opening one to the last, one at a time; a move that does not parse
    or is illegal raises `RecordError` naming its number (from 1)."""
    state = record.initial_state()
    yield state
    for number, text in enumerate(record.moves, start=1):
        try:
            state = apply(state, parse_move(text))
        except (NotationError, IllegalMoveError) as exc:
            raise RecordError(f"move {number} ('{shown(text)}'): {exc.message}", "record_move", move_number=number,
                              move=shown(text), reason=exc.code) from exc
        yield state


def replay(record: GameRecord) -> list[GameState]:
    """Every position of the game, from the opening one to the last (see `positions`)."""
    return list(positions(record))


def final_position(record: GameRecord) -> GameState:
    """The last position of the game, replayed in constant memory (see `positions`)."""
    return deque(positions(record), maxlen=1)[0]


def to_json(record: GameRecord) -> str:
    return record.model_dump_json(indent=1, exclude_none=True) + "\n"


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


def save_record(record: GameRecord, path: Path) -> None:
    """Save a record atomically."""
    write_atomically(path, to_json(record))
