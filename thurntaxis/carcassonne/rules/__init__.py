"""The rules of Carcassonne (base game) as a pure-Python model (no Qt): tiles, state, moves, scoring, records."""

from typing import TYPE_CHECKING

from thurntaxis.carcassonne.rules.engine import (
    apply,
    determinize,
    find,
    legal_moves,
    new_game,
    observation,
    place_legal,
    placements,
)
from thurntaxis.carcassonne.rules.moves import FOLLOWER, NO_FOLLOWER, NONE, PLACE, Move, parse_move
from thurntaxis.carcassonne.rules.playout import Playout, bench, random_game
from thurntaxis.carcassonne.rules.scoring import Result, ScoreBreakdown, final_scorings, result, scores
from thurntaxis.carcassonne.rules.state import (
    FOLLOWER_PHASE,
    FOLLOWERS,
    GAME_OVER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLACE_PHASE,
    GameState,
    Observation,
    Scored,
    pos_of,
    xy,
)
from thurntaxis.carcassonne.rules.tiles import LETTERS, ORIENTED, TILE_COUNT

if TYPE_CHECKING:
    from thurntaxis.carcassonne.rules.record import (
        GameRecord,
        final_position,
        load_record,
        new_record,
        parse_record,
        replay,
        save_record,
        to_json,
    )

_RECORD_NAMES = (
    "GameRecord",
    "final_position",
    "load_record",
    "new_record",
    "parse_record",
    "replay",
    "save_record",
    "to_json",
)


def __getattr__(name: str) -> object:
    """The record's names, imported when first asked for: they need pydantic, a quarter of a second at the program's
    start, and the home page's cover needs only the tiles."""
    if name in _RECORD_NAMES:
        from thurntaxis.carcassonne.rules import record

        return getattr(record, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "FOLLOWER",
    "FOLLOWERS",
    "FOLLOWER_PHASE",
    "GAME_OVER",
    "LETTERS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NONE",
    "NO_FOLLOWER",
    "ORIENTED",
    "PLACE",
    "PLACE_PHASE",
    "TILE_COUNT",
    "GameRecord",
    "GameState",
    "Move",
    "Observation",
    "Playout",
    "Result",
    "ScoreBreakdown",
    "Scored",
    "apply",
    "bench",
    "determinize",
    "final_position",
    "final_scorings",
    "find",
    "legal_moves",
    "load_record",
    "new_game",
    "new_record",
    "observation",
    "parse_move",
    "parse_record",
    "place_legal",
    "placements",
    "pos_of",
    "random_game",
    "replay",
    "result",
    "save_record",
    "scores",
    "to_json",
    "xy",
]
