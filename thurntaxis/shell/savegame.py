"""Saved games for the window: the shared save-file format (`thurntaxis.savefile`) with the window's seats,
written atomically."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from thurntaxis.errors import RecordError
from thurntaxis.games import GameEntry
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.records import SAVE_FORMAT, Version, field_error, is_save, write_atomically
from thurntaxis.savefile import SeatData, read_game, save_text
from thurntaxis.taxis.rules import GameRecord
from thurntaxis.taxis.rules.record import final_position


def save_game(path: Path, record: GameRecord, seats: list[Seat]) -> None:
    """Write a save file atomically: a crash leaves the old file or the new one, never half of one."""
    data = [SeatData(kind=s.kind, level=s.level, colour=s.colour) for s in seats]  # type: ignore[arg-type]
    write_atomically(path, save_text(record, data))


def load_game(path: Path) -> tuple[GameRecord, list[Seat]]:
    """Read a save file (or a bare game record, whose seats are all human) and check that it replays.

    Raises `RecordError` (a code with parameters for the player's message) if the file is unreadable, malformed
    or does not replay."""
    record, data = read_game(path)
    final_position(record)
    seats = [
        Seat(name, COMPUTER if s.kind == COMPUTER else HUMAN, s.level, s.colour)
        for name, s in zip(record.players, data, strict=True)
    ]
    return record, seats


# --- the games that bring their own table page (thurntaxis.games.GameEntry.table) --------------------------------


def hosted_save_text(record: BaseModel, seats: list[Seat]) -> str:
    """A saved game of a hosted table as JSON text: the shared save format, `{"format": "thurntaxis-save",
    "version": 1, "seats": [...], "record": <the game's record, naming its game>}`."""
    data = HostedSave(
        seats=[
            HostedSeat(kind=s.kind, level=s.level, colour=s.colour)  # type: ignore[arg-type]
            for s in seats
        ],
        record={},
    )
    out = data.model_dump(mode="json")
    out["record"] = record.model_dump(mode="json", exclude_none=True)
    return json.dumps(out, indent=1, ensure_ascii=False) + "\n"


def save_hosted(path: Path, record: BaseModel, seats: list[Seat]) -> None:
    """Write a hosted game's save file atomically."""
    write_atomically(path, hosted_save_text(record, seats))


def read_hosted(raw: Any, entry: GameEntry, colours: Sequence[str]) -> tuple[Any, list[Seat]]:
    """A hosted game's record and seats from a decoded save (or a bare record, whose seats are human, in the
    game's colours), checked to replay. Raises `RecordError` (a code with parameters) like `load_game`."""
    game = entry.load()
    if not is_save(raw):
        record = game.read_record(raw)
        return record, _checked(
            [Seat(name, HUMAN, colour=colours[i % len(colours)]) for i, name in enumerate(record.players)], game, record
        )
    try:
        data = HostedSave.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc) from exc
    record = game.read_record(raw)
    names: list[str] = list(record.players)
    if len(data.seats) != len(names):
        raise RecordError(
            f"field 'seats': {len(data.seats)} seats for {len(names)} players",
            "record_field",
            field="seats",
            problem="seats_players",
        )
    for number, seat in enumerate(data.seats):
        if seat.colour not in colours:
            raise RecordError(
                f"field 'seats.{number}.colour': not a colour of {entry.name}",
                "record_field",
                field=f"seats.{number}.colour",
                problem="invalid",
            )
    if len({s.colour for s in data.seats}) != len(data.seats):
        raise RecordError(
            "field 'seats': two seats have the same colour", "record_field", field="seats", problem="colours"
        )
    seats = [
        Seat(name, COMPUTER if s.kind == COMPUTER else HUMAN, s.level, s.colour)
        for name, s in zip(names, data.seats, strict=True)
    ]
    return record, _checked(seats, game, record)


def _checked(seats: list[Seat], game: Any, record: Any) -> list[Seat]:
    """The seats, once the record's moves replay (`RecordError` naming the first that does not)."""
    game.replay(record)
    return seats


class HostedSeat(BaseModel):
    """A seat as a hosted game's save stores it (the colour is checked against the game's palette)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "computer"] = "human"
    level: str = Field(default="medium", max_length=20)  # a level the game no longer has plays as its default
    colour: str = Field(default="blue", max_length=20)


class HostedSave(BaseModel):
    """The frame of a hosted game's save; its record is the game's own (`Game.read_record` reads it)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-save"] = SAVE_FORMAT
    version: Version = 1
    seats: list[HostedSeat] = Field(min_length=2, max_length=8)
    record: dict[str, Any]
