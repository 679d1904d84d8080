"""Carcassonne game records: everything needed to replay a game exactly (JSON, validated with pydantic).

The same family as the first game's records (`"format": "thurntaxis-record"`) with `"game": "carcassonne"`:
the players, the seed or the explicit tile order (72 letters, the start tile D first, then the draw pile), the
starting seat and the moves in notation. See docs/carcassonne-records.md, which also gives the limits below.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text and a one-line English message.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis.carcassonne.rules.engine import apply, new_game
from thurntaxis.carcassonne.rules.moves import Move, parse_move
from thurntaxis.carcassonne.rules.state import MAX_PLAYERS, MIN_PLAYERS, GameState
from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS, START_TILE, TILE_COUNT
from thurntaxis.errors import RecordError, shown
from thurntaxis.records import (
    MAX_FILE_BYTES,
    SEED_MAX,
    SEED_MIN,
    Version,
    WholeNumber,
    check_move_count,
    check_names,
    check_seat_number,
    check_start_player,
    clean_name,
    decode_json,
    last,
    read_text,
    record_json,
    replayed,
    validated,
    write_atomically,
)

FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"
GAME: Literal["carcassonne"] = "carcassonne"
MAX_MOVES = 1_000  # a game has at most 142 moves (71 tiles, two decisions each)
# The problems of this module's validators, whose parameters a `RecordError` passes on (see `field_error`).
PROBLEMS = ("too_many_moves", "tiles", "start_player")


class GameRecord(BaseModel):
    """A whole Carcassonne game, from set-up to its last move."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-record"] = FORMAT
    game: Literal["carcassonne"]
    version: Version = 1
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: Annotated[WholeNumber, Field(ge=SEED_MIN, le=SEED_MAX)] = 0
    start_player: WholeNumber = 0
    tiles: str | None = None  # 72 letters: the start tile (D) first, then the draw pile from the top
    moves: list[str] = []

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        return check_names(names)

    @field_validator("moves")
    @classmethod
    def _move_count(cls, moves: list[str]) -> list[str]:
        return check_move_count(moves, MAX_MOVES)

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
                f"unknown tile '{shown(unknown[0])}'"
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
        return check_seat_number(seat, MAX_PLAYERS)

    def initial_state(self) -> GameState:
        """The opening position this record describes."""
        check_start_player(self.start_player, len(self.players))
        pile = self.tiles[1:] if self.tiles is not None else None
        return new_game(len(self.players), seed=self.seed, tiles=pile, start_player=self.start_player)


def validate_record(raw: Any) -> GameRecord:
    """A record from decoded JSON; raises `RecordError` naming the field that is wrong."""
    return validated(GameRecord, raw, PROBLEMS)


def parse_record(text: str) -> GameRecord:
    """Parse a record from JSON text; raises `RecordError` naming the field that is wrong."""
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(
            f"larger than any game record ({MAX_FILE_BYTES // 1024} KiB)",
            "record_too_large",
            limit_kib=MAX_FILE_BYTES // 1024,
        )
    return validate_record(decode_json(text))


def load_record(path: Path) -> GameRecord:
    """Read and validate a record file (refused when not a regular UTF-8 file under the size limit)."""
    return parse_record(read_text(path))


def positions(record: GameRecord) -> Iterator[GameState]:
    """Every position of the game, from the opening one to the last; a move that does not parse or is illegal
    raises `RecordError` naming its number (from 1) and why."""
    return replayed(record.initial_state(), record.moves, parse_move, apply)


def replay(record: GameRecord) -> list[GameState]:
    """Every position of the game (see `positions`)."""
    return list(positions(record))


def final_position(record: GameRecord) -> GameState:
    """The last position of the game, replayed in constant memory (see `positions`)."""
    return last(positions(record))


def to_json(record: GameRecord) -> str:
    """The record as JSON text."""
    return record_json(record)


def save_record(record: GameRecord, path: Path) -> None:
    """Save a record atomically (the file holds the old or the new record, never half of one)."""
    write_atomically(path, to_json(record))


def new_record(
    players: list[str], seed: int = 0, tiles: str | None = None, start_player: int = 0, moves: list[Move] | None = None
) -> GameRecord:
    """A validated record (names cleaned as the first game's records clean them)."""
    return validate_record(
        {
            "game": GAME,
            "players": [clean_name(n) for n in players],
            "seed": seed,
            "tiles": tiles,
            "start_player": start_player,
            "moves": [str(m) for m in moves or []],
        }
    )
