"""Carcassonne's exception types: subclasses of the program's error classes (so the command line and the window
treat both games alike), each with a machine-readable `code`, parameters for translation and an English message."""

from __future__ import annotations

from thurntaxis.carcassonne.rules import shared


class CarcassonneError(shared.GameError):
    """Base class of every error the Carcassonne rules raise about bad input."""

    code = "carcassonne"


class NotationError(CarcassonneError, shared.NotationError):
    """A move's text could not be parsed."""

    code = "notation"


class IllegalMoveError(CarcassonneError, shared.IllegalMoveError):
    """A well-formed move the rules do not allow in this position; `code` says why (`edge_mismatch`,
    `no_neighbour`, `occupied`, `feature_taken`, `no_followers`, `wrong_phase`, `wrong_tile`, `no_segment`,
    `game_over`)."""

    code = "illegal"


class RecordError(CarcassonneError, shared.RecordError):
    """A Carcassonne game record is malformed or does not replay (names the field or the move number)."""

    code = "record"
