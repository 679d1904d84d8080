"""The error types of Thurn and Taxis's rules. The kinds every game shares (`NotationError`, `IllegalMoveError`,
`RecordError`, their base `GameError`) are in `thurntaxis.errors`; only the board data is this game's own."""

from __future__ import annotations

from thurntaxis.errors import GameError


class BoardDataError(GameError):
    """The board file is missing or inconsistent."""

    code = "board_data"
