"""Saved games: the rules' game record plus who sits at each seat (JSON, validated, written atomically)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from thurntaxis.rules import GameRecord, RecordError, replay
from thurntaxis.rules.record import write_atomically
from thurntaxis.ui.players import COMPUTER, HUMAN, Seat

COLOURS = ("blue", "red", "yellow", "green")


class SeatData(BaseModel):
    """A seat as stored in a save file."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "computer"] = HUMAN
    level: str = "medium"
    colour: Literal["blue", "red", "yellow", "green"] = "blue"


class SaveFile(BaseModel):
    """A saved game: the seats and the rules model's record of the game (see docs/record-format.md)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-save"] = "thurntaxis-save"
    version: Literal[1] = 1
    seats: list[SeatData] = Field(min_length=2, max_length=4)
    record: GameRecord


def save_game(path: Path, record: GameRecord, seats: list[Seat]) -> None:
    """Write a save file atomically: a crash leaves the old file or the new one, never half of one."""
    data = SaveFile(seats=[SeatData(kind=s.kind, level=s.level, colour=s.colour) for s in seats], record=record)  # type: ignore[arg-type]
    write_atomically(path, data.model_dump_json(indent=1, exclude_none=True) + "\n")


def load_game(path: Path) -> tuple[GameRecord, list[Seat]]:
    """Read a save file (or a bare game record, whose seats are all human) and check that it replays.

    Raises `RecordError` with a reason a player can read if the file is unreadable, malformed or does not replay.
    """
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}", "record_unreadable") from exc
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a saved game: the JSON is broken ({exc})", "record_json") from exc
    try:
        if isinstance(raw, dict) and raw.get("format") == "thurntaxis-record":
            record = GameRecord.model_validate(raw)
            seats = [Seat(name, HUMAN, colour=c) for name, c in zip(record.players, COLOURS, strict=False)]
        else:
            data = SaveFile.model_validate(raw)
            record = data.record
            if len(data.seats) != len(record.players):
                raise RecordError("the seats do not match the players of the record", "record_field", field="seats")
            seats = [
                Seat(name, COMPUTER if s.kind == COMPUTER else HUMAN, s.level, s.colour)
                for name, s in zip(record.players, data.seats, strict=True)
            ]
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise RecordError(f"field '{where}': {first['msg']}", "record_field", field=where) from exc
    replay(record)
    return record, seats
