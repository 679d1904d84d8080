"""The rules' exception types. Each carries a machine-readable code and parameters for translation,
and an English message for the command line and logs."""

from __future__ import annotations

from typing import Any


def shown(text: str, limit: int = 40) -> str:
    """Untrusted text made fit for a one-line message: cut after `limit` characters, with line breaks, other
    control characters and lone surrogates written as escapes (so the message stays one printable line)."""
    cut = text if len(text) <= limit else text[:limit] + "..."
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in cut)


class ThurnTaxisError(Exception):
    """Base class of every error the rules raise about bad input."""

    code: str = "error"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, Any] = params

    @property
    def message(self) -> str:
        return str(self.args[0])


class BoardDataError(ThurnTaxisError):
    """The board file is missing or inconsistent."""

    code = "board_data"


class NotationError(ThurnTaxisError):
    """A move's text could not be parsed."""

    code = "notation"


class IllegalMoveError(ThurnTaxisError):
    """A well-formed move that the rules do not allow in this position; `code` says why."""

    code = "illegal"


class RecordError(ThurnTaxisError):
    """A game record is malformed or does not replay (names the field or the move number)."""

    code = "record"
