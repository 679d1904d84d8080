"""The Carcassonne controller: the shared table controller (`kit.controller`) with this game's start, its undo (a
person's own moves, up to the next player's first). It speaks in codes
(`message(code, params)`); the page translates. No widget or item changes the game itself.

A person with no follower left is not stopped for a follower: their turn ends as their tile is laid (the log says
why), and undo takes back the tile with the turn so ended."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from thurntaxis.carcassonne.game import GAME
from thurntaxis.carcassonne.rules import (
    FOLLOWER_PHASE,
    NONE,
    GameRecord,
    GameState,
    Move,
    Result,
    new_record,
    replay,
    result,
)
from thurntaxis.carcassonne.rules.record import MAX_MOVES
from thurntaxis.kit.budgets import NO_BUDGETS, Budgets
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import Seat


class CarcassonneController(TableController[GameState, Move, GameRecord]):
    """Owns one game of Carcassonne: its positions, moves, seats and undo."""

    message = Signal(str, dict)  # a code and its parameters: a refusal or a notice for the player
    finished = Signal(object)  # the rules' Result

    def __init__(self, parent: QObject | None = None, budgets: Budgets = NO_BUDGETS) -> None:
        super().__init__(GAME, MAX_MOVES, parent, budgets)
        self.pace: Callable[[], int] | None = None  # how long the table's animations still take (milliseconds)

    def result(self) -> Result:
        """The scores so far (final once the game is over)."""
        return result(self.state)

    def pause(self, paused: bool) -> None:
        """Hold the computer players (True: a move being thought of is dropped) or let them go on (the window holds
        them while it shows a replay)."""
        self.paused = paused
        if paused:
            self.stop()
        elif not self._play_held() and self.has_game and not self.state.game_over and not self._computer.busy:
            self._after_change()

    def no_follower_left(self) -> bool:
        """Whether the person to move has placed their tile and has no follower left to place (their turn ends)."""
        state = self.state
        return self.is_human_turn() and state.phase == FOLLOWER_PHASE and not state.supply[state.current]

    def undo(self) -> bool:
        """Take back the last move; a turn that ended with no follower left goes back to its tile."""
        if not super().undo():
            return False
        while self.no_follower_left() and self.can_undo():
            super().undo()
        return True

    def _after_change(self) -> None:
        if self.has_game and self.no_follower_left():
            self.mode.submit(NONE)  # (no step to stop for: the tile is laid without a follower)
            return
        super()._after_change()

    # ---- this game's parts of the shared controller ------------------------------------------------------

    def _new_record(self, seats: list[Seat], seed: int, options: Mapping[str, Any]) -> GameRecord:
        """No set-up options: the base game as the rulebook has it."""
        return new_record([s.name for s in seats], seed=seed)

    def _positions(self, record: GameRecord) -> list[GameState]:
        return replay(record)

    def _may_undo(self) -> bool:
        """A person's own move, of this turn or of the turn just ended, before the next player has moved."""
        return (
            not self.state.game_over
            and len(self.states) - 1 > self._floor
            and self.seats[self.states[-2].current].is_human
        )

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        self.message.emit(code, params)

    def _floor_after(self, seat: int, before: GameState, after: GameState) -> int:
        # Undo reaches back to the last computer move, or to the previous turn of the player who moves now.
        if not self.seats[seat].is_human:
            return len(self.states)
        if self.moves and self.states[-2].current != seat and len(self.states) - 1 > self._floor:
            return len(self.states) - 1
        return self._floor

    def _undone(self) -> None:
        self.message.emit("undone", {})

    def _finish(self) -> None:
        self.finished.emit(result(self.state))

    def _pace(self) -> int:
        # A computer waits for what the table is still showing (a tile arriving, points flying), then its delay.
        return self.delay_ms + (self.pace() if self.pace is not None else 0)

    def _bot_failed(self, error: str | None) -> None:
        self.message.emit("bot_failed", {"error": error or ""})
