"""The rules of Carcassonne (base game) as a pure-Python model (no Qt): tiles, state, moves, scoring, records."""

from thurntaxis.carcassonne.rules.engine import (
    apply,
    determinize,
    find,
    legal_moves,
    new_game,
    observation,
    placements,
)
from thurntaxis.carcassonne.rules.errors import CarcassonneError, IllegalMoveError, NotationError, RecordError
from thurntaxis.carcassonne.rules.moves import FOLLOWER, NO_FOLLOWER, NONE, PLACE, Move, parse_move
from thurntaxis.carcassonne.rules.scoring import Result, ScoreBreakdown, result, scores
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
    "CarcassonneError",
    "GameState",
    "IllegalMoveError",
    "Move",
    "NotationError",
    "Observation",
    "RecordError",
    "Result",
    "ScoreBreakdown",
    "Scored",
    "apply",
    "determinize",
    "find",
    "legal_moves",
    "new_game",
    "observation",
    "parse_move",
    "placements",
    "pos_of",
    "result",
    "scores",
    "xy",
]
