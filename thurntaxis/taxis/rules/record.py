"""Game records: everything needed to replay a game exactly (JSON, validated with pydantic).

A record holds the game's id ("game": "thurn-and-taxis", absent in records written before the program had a
second game), the players, the rule options, the seed (or an explicit initial deck order, so a test can
set up any position) and the moves in notation. See docs/record-format.md, which also gives the limits.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text, and a one-line English message for the command line. What the records of every game
share (JSON and file limits, names, whole numbers, atomic writes) is in `thurntaxis.records`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis.errors import IllegalMoveError, NotationError, RecordError, shown
from thurntaxis.records import (
    SEED_MAX,
    SEED_MIN,
    Version,
    WholeNumber,
    check_names,
    decode_json,
    field_error,
    game_of,
    other_game,
    read_text,
    write_atomically,
)
from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.engine import apply, new_game
from thurntaxis.taxis.rules.moves import parse_move
from thurntaxis.taxis.rules.state import MAX_PLAYERS, MIN_PLAYERS, AllLandsRule, GameDefinition, GameState

FORMAT: Literal["thurntaxis-record"] = "thurntaxis-record"
GAME_ID: Literal["thurn-and-taxis"] = "thurn-and-taxis"  # the record's "game" (the registry's key of this game)

MAX_MOVES = 20_000  # moves of a record: some 50 times a real game, a fraction of a second to replay
# The problems of this module's validators, whose parameters a `RecordError` passes on (see `field_error`).
PROBLEMS = ("too_many_moves", "deck", "start_player")


class RecordOptions(BaseModel):
    """The rule options of a recorded game."""

    model_config = ConfigDict(extra="forbid")

    all_lands: AllLandsRule = AllLandsRule.ALL_NINE


class GameRecord(BaseModel):
    """A whole game, from set-up to its last move."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["thurntaxis-record"] = FORMAT
    version: Version = 1
    game: Literal["thurn-and-taxis"] = GAME_ID  # absent in older records: they are all of this game
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    options: RecordOptions = RecordOptions()
    seed: Annotated[WholeNumber, Field(ge=SEED_MIN, le=SEED_MAX)] = 0
    start_player: WholeNumber | None = None
    deck: list[str] | None = None  # city codes, top card first; the first six form the display
    moves: list[str] = []

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        return check_names(names)

    @field_validator("moves")
    @classmethod
    def _move_count(cls, moves: list[str]) -> list[str]:
        if len(moves) > MAX_MOVES:
            raise PydanticCustomError(
                "too_many_moves",
                "more than {limit} moves: longer than any game this program plays",
                {"limit": MAX_MOVES},
            )
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
            detail = (
                f"unknown city code '{shown(unknown[0])}'"
                if unknown
                else f"wrong count for {', '.join(wrong)}"
                if wrong
                else f"{len(codes)} cards"
            )
            raise PydanticCustomError(
                "deck",
                "the deck must hold {cards} cards, {copies} of each city ({detail})",
                {"cards": expected, "copies": board.copies_per_city, "detail": detail},
            )
        return codes

    @field_validator("start_player")
    @classmethod
    def _start(cls, seat: int | None) -> int | None:
        if seat is not None and not 0 <= seat < MAX_PLAYERS:
            raise PydanticCustomError(
                "start_player", "the starting seat must be a seat number from 0 to {last}", {"last": MAX_PLAYERS - 1}
            )
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
                "record_field",
                field="start_player",
                problem="start_player",
            )
        return new_game(self.definition(), seed=self.seed, start_player=self.start_player, deck_order=deck)


def validate_record(raw: Any) -> GameRecord:
    """A record from decoded JSON; raises `RecordError` naming the field that is wrong (`record_other_game`
    when it is a record of another game)."""
    game = game_of(raw)
    if game != GAME_ID:
        raise other_game(game, GAME_ID)
    try:
        return GameRecord.model_validate(raw)
    except ValidationError as exc:
        raise field_error(exc, PROBLEMS) from exc


def parse_record(text: str) -> GameRecord:
    """Parse a record from JSON text; raises `RecordError` naming the field that is wrong."""
    return validate_record(decode_json(text))


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
            raise RecordError(
                f"move {number} ('{shown(text)}'): {exc.message}",
                "record_move",
                move_number=number,
                move=shown(text),
                reason=exc.code,
            ) from exc
        yield state


def replay(record: GameRecord) -> list[GameState]:
    """Every position of the game, from the opening one to the last (see `positions`)."""
    return list(positions(record))


def final_position(record: GameRecord) -> GameState:
    """The last position of the game, replayed in constant memory (see `positions`)."""
    return deque(positions(record), maxlen=1)[0]


def to_json(record: GameRecord) -> str:
    """A record as the JSON text its files hold."""
    return record.model_dump_json(indent=1, exclude_none=True) + "\n"


def save_record(record: GameRecord, path: Path) -> None:
    """Save a record atomically."""
    write_atomically(path, to_json(record))
