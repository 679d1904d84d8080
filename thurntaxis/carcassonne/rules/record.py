"""Carcassonne game records: everything needed to replay a game exactly (JSON, validated with pydantic).

The same family as the first game's records (`"format": "thurntaxis-record"`) with `"game": "carcassonne"`:
the players, the seed or the explicit tile order (72 letters, the start tile D first, then the draw pile), the
starting seat and the moves in notation. See docs/carcassonne-records.md, which also gives the limits below.

Records are untrusted input: every way a file can be wrong ends in a `RecordError` with a code, parameters for
the UI's translated text and a one-line English message.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from thurntaxis import records
from thurntaxis.carcassonne.rules.engine import apply, new_game
from thurntaxis.carcassonne.rules.moves import Move, parse_move
from thurntaxis.carcassonne.rules.state import MAX_PLAYERS, MIN_PLAYERS, GameState
from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS, START_TILE, TILE_COUNT
from thurntaxis.errors import shown

GAME: Literal["carcassonne"] = "carcassonne"
MAX_MOVES = 1_000  # a game has at most 142 moves (71 tiles, two decisions each)
# The problems of this module's own validators (beside `RECORD_PROBLEMS`), which `field_error` passes on.
PROBLEMS = ("tiles",)


class GameRecord(records.RecordModel):
    """A whole Carcassonne game, from set-up to its last move."""

    max_moves = MAX_MOVES
    max_players = MAX_PLAYERS

    format: Literal["thurntaxis-record"] = records.RECORD_FORMAT
    game: Literal["carcassonne"]
    version: records.Version = 1
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: records.Seed = 0
    start_player: records.WholeNumber = 0
    tiles: str | None = None  # 72 letters: the start tile (D) first, then the draw pile from the top
    moves: list[str] = Field(default_factory=list)

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

    def initial_state(self) -> GameState:
        """The opening position this record describes."""
        self.check_start_player(self.start_player, len(self.players))
        pile = self.tiles[1:] if self.tiles is not None else None
        return new_game(len(self.players), seed=self.seed, tiles=pile, start_player=self.start_player)


# How the game's records are read and replayed: `validate_record` (from decoded JSON), `parse_record` (from
# JSON text), `load_record` (from a file) raise `RecordError` naming the field that is wrong; `positions` (one
# at a time), `replay` (all) and `final_position` raise it naming the first move that does not parse or apply.
KIND: records.RecordKind[GameRecord, GameState, Move] = records.RecordKind(GameRecord, PROBLEMS, parse_move, apply)
to_json, save_record = records.to_json, records.save_record  # (every game writes and saves its records alike)
validate_record, parse_record, load_record = KIND.validate, KIND.parse_text, KIND.load
positions, replay, final_position = KIND.positions, KIND.replay, KIND.final_position


def new_record(
    players: list[str], seed: int = 0, tiles: str | None = None, start_player: int = 0, moves: list[Move] | None = None
) -> GameRecord:
    """A validated record (names cleaned as the first game's records clean them)."""
    return validate_record(
        {
            "game": GAME,
            "players": [records.clean_name(n) for n in players],
            "seed": seed,
            "tiles": tiles,
            "start_player": start_player,
            "moves": [str(m) for m in moves or []],
        }
    )
