"""Game records: everything needed to replay a game exactly (JSON, validated with pydantic).

A record holds the game's id ("game": "thurn-and-taxis", absent in records written before the program had a
second game), the players, the rule options, the seed (or an explicit initial deck order, so a test can
set up any position) and the moves in notation. See docs/record-format.md, which also gives the limits.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text, and a one-line English message for the command line. What the records of every game
share (JSON and file limits, names, whole numbers, the model's common checks, reading, replaying and atomic
writes) is in `thurntaxis.records`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis import records
from thurntaxis.errors import shown
from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.engine import apply, new_game
from thurntaxis.taxis.rules.moves import Move, parse_move
from thurntaxis.taxis.rules.state import MAX_PLAYERS, MIN_PLAYERS, AllLandsRule, GameDefinition, GameState

GAME_ID: Literal["thurn-and-taxis"] = "thurn-and-taxis"  # the record's "game" (the registry's key of this game)

MAX_MOVES = 20_000  # moves of a record: some 50 times a real game, a fraction of a second to replay
# The problems of this module's own validators (beside `RECORD_PROBLEMS`), which `field_error` passes on.
PROBLEMS = ("deck",)


class RecordOptions(BaseModel):
    """The rule options of a recorded game."""

    model_config = ConfigDict(extra="forbid")

    all_lands: AllLandsRule = AllLandsRule.ALL_NINE


class GameRecord(records.RecordModel):
    """A whole game, from set-up to its last move."""

    max_moves = MAX_MOVES
    max_players = MAX_PLAYERS
    longer_than = "any game this program plays"

    format: Literal["thurntaxis-record"] = records.RECORD_FORMAT
    version: records.Version = 1
    game: Literal["thurn-and-taxis"] = GAME_ID  # absent in older records: they are all of this game
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    options: RecordOptions = RecordOptions()
    seed: records.Seed = 0
    start_player: records.WholeNumber | None = None
    deck: list[str] | None = None  # city codes, top card first; the first six form the display
    moves: list[str] = Field(default_factory=list)

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

    def definition(self) -> GameDefinition:
        return GameDefinition(players=len(self.players), all_lands=self.options.all_lands)

    def initial_state(self) -> GameState:
        """The opening position this record describes."""
        board = standard_board()
        deck = [board.city_codes.index(c) for c in self.deck] if self.deck is not None else None
        self.check_start_player(self.start_player, len(self.players))
        return new_game(self.definition(), seed=self.seed, start_player=self.start_player, deck_order=deck)


# How the game's records are read and replayed: `validate_record` (from decoded JSON), `parse_record` (from
# JSON text), `load_record` (from a file) raise `RecordError` naming the field that is wrong (`record_other_game`
# for a record of another game); `positions` (one at a time), `replay` (all) and `final_position` raise it
# naming the first move that does not parse or apply.
KIND: records.RecordKind[GameRecord, GameState, Move] = records.RecordKind(
    GameRecord, PROBLEMS, parse_move, apply, GAME_ID
)
to_json, save_record = records.to_json, records.save_record  # (every game writes and saves its records alike)
validate_record, parse_record, load_record = KIND.validate, KIND.parse_text, KIND.load
positions, replay, final_position = KIND.positions, KIND.replay, KIND.final_position
