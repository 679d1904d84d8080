"""Saved games, read the same way by the window and by `thurntaxis replay`: the rules' game record plus who sits
at each seat (JSON, validated), or a bare game record (no Qt here)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from thurntaxis.errors import RecordError
from thurntaxis.records import SAVE_FORMAT, Version, decode_json, field_error, game_of, is_save, other_game, read_text
from thurntaxis.taxis.rules.record import GAME_ID, PROBLEMS, GameRecord, validate_record

COLOURS = ("blue", "red", "yellow", "green")


class SeatData(BaseModel):
    """A seat as stored in a save file."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "computer"] = "human"
    level: str = Field(default="medium", max_length=20)  # a level this program no longer has plays as Medium
    colour: Literal["blue", "red", "yellow", "green"] = "blue"


class SaveFile(BaseModel):
    """A saved game: the seats and the rules model's record of the game (see docs/record-format.md)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-save"] = SAVE_FORMAT
    version: Version = 1
    seats: list[SeatData] = Field(min_length=2, max_length=4)
    record: GameRecord


def parse_game(text: str) -> tuple[GameRecord, list[SeatData]]:
    """A saved game from its JSON text; a bare game record gets human seats in the usual colours.

    Raises `RecordError` (code and parameters, and a one-line message) when it is not a saved game this program
    can continue. The moves are not replayed here (see `thurntaxis.taxis.rules.record.final_position`)."""
    return game_from_json(decode_json(text))


def game_from_json(raw: Any) -> tuple[GameRecord, list[SeatData]]:
    """A saved game (or a bare record) from decoded JSON; see `parse_game`."""
    game = game_of(raw)
    if game != GAME_ID:
        raise other_game(game, GAME_ID)
    if not is_save(raw):
        record = validate_record(raw)
        return record, [SeatData(colour=c) for c in COLOURS[: len(record.players)]]  # type: ignore[arg-type]
    try:
        data = SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc, PROBLEMS) from exc
    if len(data.seats) != len(data.record.players):
        raise RecordError(
            f"field 'seats': {len(data.seats)} seats for {len(data.record.players)} players",
            "record_field",
            field="seats",
            problem="seats_players",
        )
    if len({s.colour for s in data.seats}) != len(data.seats):
        raise RecordError(
            "field 'seats': two seats have the same colour", "record_field", field="seats", problem="colours"
        )
    return data.record, data.seats


def read_game(path: Path) -> tuple[GameRecord, list[SeatData]]:
    """A saved game (or a bare record) from a file; see `parse_game`."""
    return parse_game(read_text(path))


def save_text(record: GameRecord, seats: list[SeatData]) -> str:
    """A saved game as JSON text."""
    return SaveFile(seats=seats, record=record).model_dump_json(indent=1, exclude_none=True) + "\n"
