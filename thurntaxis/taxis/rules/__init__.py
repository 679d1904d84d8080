"""The rules of Thurn and Taxis as a pure-Python model (no Qt): board, state, moves, scoring, records."""

from thurntaxis.taxis.rules.board import Board, standard_board
from thurntaxis.taxis.rules.engine import apply, apply_unchecked, legal_moves, new_game
from thurntaxis.taxis.rules.errors import BoardDataError
from thurntaxis.taxis.rules.moves import Move, parse_move
from thurntaxis.taxis.rules.record import GameRecord, load_record, parse_record, replay, save_record
from thurntaxis.taxis.rules.scoring import Result, ScoreBreakdown, result, score, scores
from thurntaxis.taxis.rules.state import AllLandsRule, GameDefinition, GameState

__all__ = [
    "AllLandsRule",
    "Board",
    "BoardDataError",
    "GameDefinition",
    "GameRecord",
    "GameState",
    "Move",
    "Result",
    "ScoreBreakdown",
    "apply",
    "apply_unchecked",
    "legal_moves",
    "load_record",
    "new_game",
    "parse_move",
    "parse_record",
    "replay",
    "result",
    "save_record",
    "score",
    "scores",
    "standard_board",
]
