"""Carcassonne game records: everything needed to replay a game exactly (JSON, validated with pydantic).

The same family as the first game's records (`"format": "thurntaxis-record"`) with `"game": "carcassonne"`:
the players, the seed or the explicit tile order (72 letters, the start tile D first, then the draw pile), the
starting seat and the moves in notation. See docs/carcassonne-records.md, which also gives the limits below.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text and a one-line English message.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis.carcassonne.rules import shared
from thurntaxis.carcassonne.rules.engine import apply, new_game
from thurntaxis.carcassonne.rules.errors import IllegalMoveError, NotationError, RecordError
from thurntaxis.carcassonne.rules.moves import Move, parse_move
from thurntaxis.carcassonne.rules.state import MAX_PLAYERS, MIN_PLAYERS, GameState
from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS, START_TILE, TILE_COUNT

FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"
GAME: Literal["carcassonne"] = "carcassonne"
MAX_MOVES = 1_000  # a game has at most 142 moves (71 tiles, two decisions each)
MAX_NAME_LENGTH = shared.MAX_NAME_LENGTH
MAX_FILE_BYTES = shared.MAX_FILE_BYTES
_VALIDATOR_CODES = ("name_empty", "name_too_long", "name_characters", "too_many_moves", "tiles", "start_player")


class CarcassonneRecord(BaseModel):
    """A whole Carcassonne game, from set-up to its last move."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-record"] = FORMAT
    game: Literal["carcassonne"]
    version: shared.Version = 1
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: Annotated[shared.WholeNumber, Field(ge=shared.SEED_MIN, le=shared.SEED_MAX)] = 0
    start_player: shared.WholeNumber = 0
    tiles: str | None = None  # 72 letters: the start tile (D) first, then the draw pile from the top
    moves: list[str] = []

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        return shared.check_names(names)

    @field_validator("moves")
    @classmethod
    def _move_count(cls, moves: list[str]) -> list[str]:
        if len(moves) > MAX_MOVES:
            raise PydanticCustomError(
                "too_many_moves", "more than {limit} moves: longer than any game", {"limit": MAX_MOVES}
            )
        return moves

    @field_validator("tiles")
    @classmethod
    def _tiles(cls, tiles: str | None) -> str | None:
        if tiles is None:
            return None
        unknown = sorted({c for c in tiles if c not in LETTERS})
        counts = Counter(tiles)
        wrong = [letter for letter, count in zip(LETTERS, COUNTS, strict=True) if counts[letter] != count]
        if unknown or wrong or len(tiles) != TILE_COUNT or tiles[:1] != LETTERS[START_TILE]:
            detail = (
                f"unknown tile '{shared.shown(unknown[0])}'"
                if unknown
                else f"{len(tiles)} tiles"
                if len(tiles) != TILE_COUNT
                else f"wrong count of {', '.join(wrong)}"
                if wrong
                else "the first is not the start tile D"
            )
            raise PydanticCustomError(
                "tiles", "the tiles must be the 72 of the game, the start tile D first ({detail})", {"detail": detail}
            )
        return tiles

    @field_validator("start_player")
    @classmethod
    def _start(cls, seat: int) -> int:
        if not 0 <= seat < MAX_PLAYERS:
            raise PydanticCustomError(
                "start_player", "the starting seat must be a seat number from 0 to {last}", {"last": MAX_PLAYERS - 1}
            )
        return seat

    def initial_state(self) -> GameState:
        """The opening position this record describes."""
        if self.start_player >= len(self.players):
            raise RecordError(
                f"field 'start_player': seat {self.start_player} is not one of the {len(self.players)} players",
                "record_field",
                field="start_player",
                problem="start_player",
            )
        pile = self.tiles[1:] if self.tiles is not None else None
        return new_game(len(self.players), seed=self.seed, tiles=pile, start_player=self.start_player)


def _own(exc: shared.RecordError) -> RecordError:
    return RecordError(exc.message, exc.code, **exc.params)


def field_error(exc: ValidationError) -> RecordError:
    """The first problem pydantic found, as a `RecordError` naming the field."""
    first = exc.errors()[0]
    where = shared.shown(".".join(str(part) for part in first["loc"]) or "record", 60)
    problem = {"missing": "missing", "extra_forbidden": "unknown"}.get(first["type"], "invalid")
    params: dict[str, Any] = {}
    if first["type"] in _VALIDATOR_CODES:
        problem = first["type"]
        params = {k: v for k, v in first.get("ctx", {}).items() if isinstance(v, int | str)}
    message = first["msg"].removeprefix("Value error, ")
    return RecordError(
        f"field '{where}': {shared.shown(message, 200)}", "record_field", field=where, problem=problem, **params
    )


def validate_record(raw: Any) -> CarcassonneRecord:
    """A record from decoded JSON; raises `RecordError` naming the field that is wrong."""
    try:
        return CarcassonneRecord.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc) from exc
    except RecursionError as exc:
        raise RecordError("not a game record: it is nested too deeply", "record_too_deep") from exc


def parse_record(text: str) -> CarcassonneRecord:
    """Parse a record from JSON text; raises `RecordError` naming the field that is wrong."""
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(
            f"larger than any game record ({MAX_FILE_BYTES // 1024} KiB)",
            "record_too_large",
            limit_kib=MAX_FILE_BYTES // 1024,
        )
    try:
        raw = shared.decode_json(text)
    except shared.RecordError as exc:
        raise _own(exc) from exc
    return validate_record(raw)


def load_record(path: Path) -> CarcassonneRecord:
    """Read and validate a record file (refused when not a regular UTF-8 file under the size limit)."""
    try:
        text = shared.read_text(path)
    except shared.RecordError as exc:
        raise _own(exc) from exc
    return parse_record(text)


def positions(record: CarcassonneRecord) -> Iterator[GameState]:
    """Every position of the game, from the opening one to the last; a move that does not parse or is illegal
    raises `RecordError` naming its number (from 1) and why."""
    state = record.initial_state()
    yield state
    for number, text in enumerate(record.moves, start=1):
        try:
            state = apply(state, parse_move(text))
        except (NotationError, IllegalMoveError) as exc:
            raise RecordError(
                f"move {number} ('{shared.shown(text)}'): {exc.message}",
                "record_move",
                move_number=number,
                move=shared.shown(text),
                reason=exc.code,
            ) from exc
        yield state


def replay(record: CarcassonneRecord) -> list[GameState]:
    """Every position of the game (see `positions`)."""
    return list(positions(record))


def final_position(record: CarcassonneRecord) -> GameState:
    """The last position of the game, replayed in constant memory (see `positions`)."""
    return deque(positions(record), maxlen=1)[0]


def to_json(record: CarcassonneRecord) -> str:
    """The record as JSON text."""
    return record.model_dump_json(indent=1, exclude_none=True) + "\n"


def save_record(record: CarcassonneRecord, path: Path) -> None:
    """Save a record atomically (the file holds the old or the new record, never half of one)."""
    shared.write_atomically(path, to_json(record))


def new_record(
    players: list[str], seed: int = 0, tiles: str | None = None, start_player: int = 0, moves: list[Move] | None = None
) -> CarcassonneRecord:
    """A validated record (names cleaned as the first game's records clean them)."""
    return validate_record(
        {
            "game": GAME,
            "players": [shared.clean_name(n) for n in players],
            "seed": seed,
            "tiles": tiles,
            "start_player": start_player,
            "moves": [str(m) for m in moves or []],
        }
    )
