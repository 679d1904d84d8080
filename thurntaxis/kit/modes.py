"""The three ways a table plays a game, as objects its controller (`thurntaxis.kit.controller`) delegates to: the
game played here (`LocalPlay`), a game another machine hosts that this table follows (`FollowedPlay`: the person's
moves go to the host, who answers with the next position), and a game hosted here whose other seats move from
outside (`HostedPlay`: the room's people and computer players). A mode says who moves where, whether a move may be
taken back, and where a person's move goes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject

from thurntaxis.errors import GameError
from thurntaxis.kit.computer import one_shot


class Table(Protocol):
    """What a mode needs of its controller."""

    paused: bool
    mode: LocalPlay

    @property
    def has_game(self) -> bool: ...

    def parse(self, text: str) -> Any | None: ...

    def _play(self, move: Any) -> bool: ...

    def _pace(self) -> int: ...

    def objection(self, move: Any) -> Exception | None: ...

    def _refuse(self, code: str, params: dict[str, Any]) -> None: ...


class LocalPlay:
    """A game played at this table: every move is applied here, computers play the seats no person plays, and a
    person may take back what the game's rule allows."""

    outside: frozenset[int] = frozenset()  # seats whose moves come from outside
    undoes = True  # a move may be taken back (as the game's rule allows)
    computers = True  # this table's computer players play the seats no person plays
    waiting = False  # a person's move was sent and is not answered yet

    def __init__(self, table: Table) -> None:
        self.table = table

    def submit(self, move: Any) -> bool:
        """A person's legal-looking move: applied here."""
        return self.table._play(move)

    def turn(self, seat: int) -> bool:
        """`seat` is to move: whether this mode takes care of it (no computer of this table is asked)."""
        return False

    def resume(self) -> None:
        """The table's pause is over."""


class FollowedPlay(LocalPlay):
    """A game another machine hosts: the person's moves go to `send` (checked against the rules first), nothing is
    taken back, and nobody here plays any other seat (the host's players move there)."""

    undoes = False
    computers = False

    def __init__(self, table: Table, send: Callable[[Any], None]) -> None:
        super().__init__(table)
        self.send = send
        self.waiting = False

    def submit(self, move: Any) -> bool:
        exc = self.table.objection(move)  # (a move the rules refuse here is said at once, as in a local game)
        if isinstance(exc, GameError):
            self.table._refuse(exc.code, dict(exc.params))
            return False
        self.waiting = True
        self.send(move)
        return True

    def turn(self, seat: int) -> bool:
        return True


class HostedPlay(LocalPlay):
    """A game hosted here whose `outside` seats move from outside (`play`, in the order the room accepted them, each
    once the table has shown the one before); no computer of this table plays them, and nobody may undo (the room
    has no undo)."""

    undoes = False

    def __init__(self, table: Table, outside: frozenset[int], owner: QObject) -> None:
        super().__init__(table)
        self.outside = outside
        self._moves: list[Any] = []
        self._due = False
        self._timer = one_shot(owner, self._next)  # (owned: it dies with its table)

    def play(self, text: str) -> bool:
        """A move (notation) from outside; False when it is not a move of this game."""
        move = self.table.parse(text)
        if move is None:
            return False
        self._moves.append(move)
        self._drain()
        return True

    def turn(self, seat: int) -> bool:
        if seat in self.outside:
            self._drain()
            return True
        return False

    def resume(self) -> None:
        self._drain()

    def _drain(self) -> None:
        if self._moves and not self._due and not self.table.paused:
            self._due = True
            self._timer.start(self.table._pace())

    def _next(self) -> None:
        self._due = False
        if self.table.mode is not self or not self._moves or self.table.paused or not self.table.has_game:
            return
        if not self.table._play(self._moves.pop(0)):  # the room and the table disagree: a mistake of this program's
            self._moves = []
            return
        self._drain()
