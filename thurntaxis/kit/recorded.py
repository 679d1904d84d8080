"""A record replayed once for the replay viewer, as both games' drawings keep it: every position, the moves, the
log's entries, and which of them each position's move wrote. A game's drawing says how a record replays, what the
log says at the opening, after each move and at the end. No Qt."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from thurntaxis.kit.players import Seat

RecordT = TypeVar("RecordT")
StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
EntryT = TypeVar("EntryT")


@dataclass
class Recorded(Generic[RecordT, StateT, MoveT, EntryT]):
    """A record replayed once (raising the game's RecordError when it does not replay): position 0 is the opening,
    `lines[i]` the log entries position `i`'s move wrote (the opening's: the log's first lines)."""

    record: RecordT
    seats: list[Seat]
    states: list[StateT] = field(init=False)
    moves: list[MoveT] = field(init=False)
    entries: list[EntryT] = field(init=False)
    lines: list[range] = field(init=False)

    def __post_init__(self) -> None:
        self.states, self.moves = self._replayed()
        self.entries = self._opening()
        self.lines = [range(0, len(self.entries))]
        for before, move, after in zip(self.states, self.moves, self.states[1:], strict=False):
            first = len(self.entries)
            self.entries += self._entries(before, move, after)
            self.lines.append(range(first, len(self.entries)))
        ending = self._ending()
        if ending:  # the last move's lines: the end of the game
            self.entries += ending
            self.lines[-1] = range(self.lines[-1].start, len(self.entries))

    @property
    def names(self) -> list[str]:
        """The players' names, in seat order."""
        return [s.name for s in self.seats]

    @property
    def last(self) -> int:
        """The number of the last position (= the number of moves)."""
        return len(self.states) - 1

    def _replayed(self) -> tuple[list[StateT], list[MoveT]]:
        """Every position and the moves."""
        raise NotImplementedError

    def _opening(self) -> list[EntryT]:
        """The log's first entries."""
        return []

    def _entries(self, before: StateT, move: MoveT, after: StateT) -> Sequence[EntryT]:
        """What the log says of a move."""
        raise NotImplementedError

    def _ending(self) -> list[EntryT]:
        """What the log says after the last move (none: the game has not ended)."""
        return []
