"""The error types every game of the program raises about bad input. Each carries a machine-readable code and
parameters for translation, and an English message for the command line and logs (one line: see `shown`)."""

from __future__ import annotations

from typing import Any


def shown(text: str, limit: int = 40) -> str:
    """Untrusted text made fit for a one-line message: cut after `limit` characters, with line breaks, other
    control characters and lone surrogates written as escapes (so the message stays one printable line)."""
    cut = text if len(text) <= limit else text[:limit] + "..."
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in cut)


class GameError(Exception):
    """Base class of every error a game (or the shared code around it) raises about bad input."""

    code: str = "error"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, Any] = params

    @property
    def message(self) -> str:
        return str(self.args[0])


class NotationError(GameError):
    """A move's text could not be parsed."""

    code = "notation"


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position; `code` says why."""

    code = "illegal"


class RecordError(GameError):
    """A game record or save file is malformed or does not replay (names the field or the move number)."""

    code = "record"
