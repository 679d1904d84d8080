"""Game records: everything needed to replay a game exactly (JSON, validated with pydantic).

A record holds the players, the rule options, the seed (or an explicit initial deck order, so a test can
set up any position) and the moves in notation. See docs/record-format.md.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from thurntaxis.rules.board import standard_board
from thurntaxis.rules.engine import apply, new_game
from thurntaxis.rules.errors import IllegalMoveError, NotationError, RecordError
from thurntaxis.rules.moves import Move, parse_move
from thurntaxis.rules.state import MAX_PLAYERS, MIN_PLAYERS, AllLandsRule, GameDefinition, GameState

FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"


class RecordOptions(BaseModel):
    """The rule options of a recorded game."""

    model_config = ConfigDict(extra="forbid")

    all_lands: AllLandsRule = AllLandsRule.ALL_NINE


class GameRecord(BaseModel):
    """A whole game, from set-up to its last move."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-record"] = FORMAT
    version: Literal[1] = 1
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    options: RecordOptions = RecordOptions()
    seed: int = 0
    start_player: int | None = None
    deck: list[str] | None = None  # city codes, top card first; the first six form the display
    moves: list[str] = []

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        for name in names:
            if not name.strip():
                raise ValueError("a player's name cannot be empty")
        return names

    @field_validator("deck")
    @classmethod
    def _deck(cls, deck: list[str] | None) -> list[str] | None:
        if deck is None:
            return None
        board = standard_board()
        codes = [c.upper() for c in deck]
        unknown = sorted({c for c in codes if c not in board.city_codes})
        if unknown:
            raise ValueError(f"unknown city codes {unknown}")
        expected = board.city_count * board.copies_per_city
        wrong = sorted(c for c in board.city_codes if codes.count(c) != board.copies_per_city)
        if len(codes) != expected or wrong:
            raise ValueError(
                f"the deck must hold {expected} cards, {board.copies_per_city} of each city"
                + (f" (wrong count for {', '.join(wrong)})" if wrong else "")
            )
        return codes

    @field_validator("start_player")
    @classmethod
    def _start(cls, seat: int | None) -> int | None:
        if seat is not None and not 0 <= seat < MAX_PLAYERS:
            raise ValueError(f"start_player must be a seat number from 0, not {seat}")
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
                field="start_player",
            )
        return new_game(self.definition(), seed=self.seed, start_player=self.start_player, deck_order=deck)

    def with_move(self, move: Move) -> GameRecord:
        """A copy of this record with one more move."""
        return self.model_copy(update={"moves": [*self.moves, str(move)]})


def parse_record(text: str) -> GameRecord:
    """Parse a record from JSON text; raises `RecordError` naming the field that is wrong."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a game record: the JSON is broken ({exc})", "record_json") from exc
    try:
        return GameRecord.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "record"
        raise RecordError(f"field '{where}': {first['msg']}", "record_field", field=where) from exc


def load_record(path: Path) -> GameRecord:
    """Read and validate a record file."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}", "record_unreadable") from exc
    return parse_record(text)


def replay(record: GameRecord) -> list[GameState]:
    """Every position of the game, from the opening one to the last; a move that does not parse or is
    illegal raises `RecordError` naming its number (from 1)."""
    state = record.initial_state()
    states = [state]
    for number, text in enumerate(record.moves, start=1):
        try:
            state = apply(state, parse_move(text))
        except (NotationError, IllegalMoveError) as exc:
            raise RecordError(
                f"move {number} ('{text}'): {exc.message}", "record_move", move_number=number, reason=exc.code
            ) from exc
        states.append(state)
    return states


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
