"""Saved games for the window, of any registered game: the shared save format (a frame with the seats around the
game's own record, which the game reads: `thurntaxis.games.Game.read_record`), written atomically."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from thurntaxis.errors import RecordError
from thurntaxis.games import GameEntry, entry_of_record
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat
from thurntaxis.records import (
    SavedSeat,
    SaveFrame,
    check_seats,
    decode_json,
    field_error,
    is_save,
    read_text,
    write_atomically,
)


def save_text(record: BaseModel, seats: list[Seat], identity: str = "") -> str:
    """A saved game as JSON text: the shared save format, `{"format": "thurntaxis-save", "version": 1,
    "seats": [...], "record": <the game's record, naming its game>, "identity": <the game's, or none>}`."""
    data = SaveFrame(
        seats=[
            # (a friend's seat of a hosted game is saved as a computer's: resumed alone, a computer plays it)
            SavedSeat(kind=COMPUTER if s.kind == REMOTE else s.kind, level=s.level, colour=s.colour)  # type: ignore[arg-type]
            for s in seats
        ],
        record={},
        identity=identity,
    )
    out = data.model_dump(mode="json", exclude_defaults=False)
    if not identity:
        del out["identity"]
    out["record"] = record.model_dump(mode="json", exclude_none=True)
    return json.dumps(out, indent=1, ensure_ascii=False) + "\n"


def save_game(path: Path, record: BaseModel, seats: list[Seat], identity: str = "") -> None:
    """Write a save file atomically: a crash leaves the old file or the new one, never half of one."""
    write_atomically(path, save_text(record, seats, identity))


def saved_identity(path: Path) -> str:
    """The identity of the game a save file keeps ("" for none: a bare record, an older save, or no file)."""
    try:
        raw = decode_json(read_text(path))
    except (OSError, RecordError):
        return ""
    identity = raw.get("identity") if is_save(raw) else None
    return identity if isinstance(identity, str) else ""


def load_game(path: Path) -> tuple[Any, list[Seat]]:
    """A saved game of any registered game (or a bare record, whose seats are human) from a file, checked to
    replay; see `read_game`."""
    record, seats, _entry = read_file(path)
    return record, seats


def read_file(path: Path) -> tuple[Any, list[Seat], GameEntry]:
    """A saved game or a bare record from a file, with the game it names; see `read_game`."""
    raw = decode_json(read_text(path))
    entry = entry_of_record(raw)
    record, seats = read_game(raw, entry)
    return record, seats, entry


def read_game(raw: Any, entry: GameEntry) -> tuple[Any, list[Seat]]:
    """A game's record and seats from a decoded save (or a bare record, whose seats are human, in the game's
    colours), checked to replay. Raises `RecordError` (a code with parameters for the player's message) if it is
    malformed or does not replay; the game's own reader speaks first."""
    game = entry.load()
    colours = tuple(entry.load_ui().palette.COLOUR_ORDER)
    record = game.read_record(raw)
    if not is_save(raw):
        return record, _checked(
            [Seat(name, HUMAN, colour=colours[i % len(colours)]) for i, name in enumerate(record.players)], game, record
        )
    try:
        data = SaveFrame.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc) from exc
    names: list[str] = list(record.players)
    check_seats(data.seats, len(names))
    for number, seat in enumerate(data.seats):
        if seat.colour not in colours:
            raise RecordError(
                f"field 'seats.{number}.colour': not a colour of {entry.name}",
                "record_field",
                field=f"seats.{number}.colour",
                problem="invalid",
            )
    levels = entry.levels  # a level the game no longer has plays as its default (at the table it is an error)
    seats = [
        Seat(
            name,
            COMPUTER if s.kind == COMPUTER else HUMAN,
            s.level if s.level in levels else _default(levels),
            s.colour,
        )
        for name, s in zip(names, data.seats, strict=True)
    ]
    return record, _checked(seats, game, record)


def _default(levels: tuple[str, ...]) -> str:
    """The level a seat of an unknown level plays: Medium where the game has it."""
    return "medium" if "medium" in levels or not levels else levels[0]


def _checked(seats: list[Seat], game: Any, record: Any) -> list[Seat]:
    """The seats, once the record's moves replay (`RecordError` naming the first that does not)."""
    game.replay(record)
    return seats
