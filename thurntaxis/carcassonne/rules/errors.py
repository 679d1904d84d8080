"""Carcassonne's rules raise the program's shared error classes (`thurntaxis.errors`: `NotationError`,
`IllegalMoveError`, `RecordError`, their base `GameError`), so the command line and the window treat both games
alike. What is this game's own is the codes an illegal move is refused with (the UI's texts are keyed by them)."""

from __future__ import annotations

# The codes of Carcassonne's `IllegalMoveError`s (a move is refused with one of these; its parameters say more).
ILLEGAL_CODES = (
    "game_over",
    "wrong_phase",
    "unknown_move",
    "wrong_tile",
    "bad_rotation",
    "no_neighbour",
    "occupied",
    "edge_mismatch",
    "no_segment",
    "no_followers",
    "feature_taken",
)
