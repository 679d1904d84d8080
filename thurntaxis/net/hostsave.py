"""The host's save of a hosted game, written after every move, so that a game can be resumed later with the same
players: the game, the join code, the seed, the seats (names, computer levels, the remote players' tokens), the
moves and the port it was served on. It is the host's own file and holds secrets (the seed deals every hidden
card; a token takes a seat), so it is written readable by its owner only and never sent anywhere.

It is untrusted input when read back: every way it can be wrong is a `RecordError` with one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from thurntaxis.errors import RecordError
from thurntaxis.records import SEED_MAX, SEED_MIN, WholeNumber, decode_json, field_error, read_text, write_atomically

FORMAT: Literal["thurntaxis-host"] = "thurntaxis-host"


class SavedSeat(BaseModel):
    """A seat as the save keeps it."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["person", "computer", "remote"]
    name: Annotated[str, Field(max_length=40)] = ""
    level: Annotated[str, Field(max_length=20)] = ""
    token: Annotated[str, Field(max_length=64)] = ""


class HostSave(BaseModel):
    """A hosted game, resumable (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-host"] = FORMAT
    version: Literal[1] = 1
    game: Annotated[str, Field(max_length=64)]
    code: Annotated[str, Field(min_length=1, max_length=64)]
    seed: Annotated[WholeNumber, Field(ge=SEED_MIN, le=SEED_MAX)]
    seats: Annotated[list[SavedSeat], Field(min_length=1, max_length=16)]
    moves: Annotated[list[Annotated[str, Field(max_length=64)]], Field(max_length=20_000)] = []
    port: Annotated[WholeNumber, Field(ge=0, le=65535)] = 0  # the port it was served on (0: not known)
    # How long a seat whose player went waits before a computer player of `takeover_level` plays it, in seconds
    # (0: never; None: not kept, a save older than this field).
    takeover: Annotated[WholeNumber, Field(ge=0, le=86_400)] | None = None
    takeover_level: Annotated[str, Field(max_length=20)] = ""


def write(path: Path, save: HostSave) -> None:
    """Write the save atomically (the temporary file it replaces is its owner's only)."""
    write_atomically(path, save.model_dump_json(indent=1) + "\n")


def read(path: Path) -> HostSave:
    """A host's save from its file; `RecordError` when it is not one."""
    raw = decode_json(read_text(path))
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise RecordError(f"{path.name} is not a hosted game's save", "record_field", field="format", problem="invalid")
    try:
        return HostSave.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc) from exc
