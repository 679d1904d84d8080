"""Saved games for the window: the shared save-file format (`thurntaxis.savefile`) with the window's seats,
written atomically."""

from __future__ import annotations

from pathlib import Path

from thurntaxis.records import write_atomically
from thurntaxis.savefile import SeatData, read_game, save_text
from thurntaxis.taxis.rules import GameRecord
from thurntaxis.taxis.rules.record import final_position
from thurntaxis.ui.players import COMPUTER, HUMAN, Seat


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
    seats = [Seat(name, COMPUTER if s.kind == COMPUTER else HUMAN, s.level, s.colour)
             for name, s in zip(record.players, data, strict=True)]
    return record, seats
