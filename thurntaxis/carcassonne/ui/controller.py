"""The Carcassonne controller: the shared table controller (`kit.controller`) with this game's start, its
computer players, its undo (a person's own moves, up to the next player's first) and a guided game's `gate`. It
speaks in codes (`message(code, params)`); the page translates. No widget or item changes the game itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.ai.bots import Bot
from thurntaxis.carcassonne.game import GAME
from thurntaxis.carcassonne.rules import (
    GameRecord,
    GameState,
    Move,
    Result,
    new_record,
    observation,
    parse_move,
    replay,
    result,
)
from thurntaxis.carcassonne.rules.record import MAX_MOVES
from thurntaxis.kit.computer import Think
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import Seat
from thurntaxis.records import new_seed

HARD_SECONDS = 1.5  # Hard's thinking time per move at the table
EXPERT_SECONDS = 0.9  # Expert's: the window never waits much more than a second


def seat_bot(level: str, seed: int) -> Bot:
    """The computer player of a seat (Hard and Expert think for a bounded time)."""
    if level in ("hard", "expert"):
        return make_bot(level, seed=seed, time_limit=HARD_SECONDS if level == "hard" else EXPERT_SECONDS)
    return make_bot(level, seed=seed)


class CarcassonneController(TableController[GameState, Move, GameRecord]):
    """Owns one game of Carcassonne: its positions, moves, seats and undo."""

    message = Signal(str, dict)  # a code and its parameters: a refusal or a notice for the player
    finished = Signal(object)  # the rules' Result

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(GAME, MAX_MOVES, parent)
        self._bots: dict[int, Bot] = {}
        self.gate: Callable[[Move], bool] | None = None  # asked before a person's legal move (a guided game)
        self.pace: Callable[[], int] | None = None  # how long the table's animations still take (milliseconds)

    def start(self, seats: list[Seat], seed: int | None = None) -> None:
        """A new game for these seats (2 to 5); a missing seed is chosen at random."""
        if seed is None:
            seed = new_seed()
        self.load(new_record([s.name for s in seats], seed=seed), seats)

    def load(self, record: GameRecord, seats: list[Seat]) -> None:
        """Continue a recorded game (raises the rules' RecordError when it does not replay)."""
        states = replay(record)
        self.stop()
        self._install(record.model_copy(update={"moves": []}), seats, states, [parse_move(m) for m in record.moves])
        self._bots = {i: seat_bot(s.level, record.seed * 7 + i) for i, s in enumerate(seats) if not s.is_human}
        self._begin()

    def use_bot(self, seat: int, bot: Bot) -> None:
        """Let `bot` play `seat` from now on (a guided game's scripted player)."""
        self._bots[seat] = bot

    def result(self) -> Result:
        """The scores so far (final once the game is over)."""
        return result(self.state)

    def can_undo(self) -> bool:
        """Whether a person may take back a move: their own, of this turn or of the turn just ended, before the
        next player has moved."""
        return (
            self.has_game
            and not self.state.game_over
            and len(self.states) - 1 > self._floor
            and self.seats[self.states[-2].current].is_human
        )

    def clear(self) -> None:
        """Forget the game: none is running until the next one starts (pending computer moves are dropped)."""
        self.stop()
        super().clear()

    def pause(self, paused: bool) -> None:
        """Hold the computer players (True: a move being thought of is dropped) or let them go on (the window holds
        them while it shows a replay)."""
        self.paused = paused
        if paused:
            self.stop()
        elif not self._play_held() and self.has_game and not self.state.game_over and not self._computer.busy:
            self._after_change()

    # ---- this game's parts of the shared controller ------------------------------------------------------

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        self.message.emit(code, params)

    def _allowed(self, move: Move) -> bool:
        return self.gate is None or move not in self.legal() or self.gate(move)

    def _hint(self) -> Move:
        return make_bot("medium").choose(observation(self.state, self.state.current))

    def _floor_after(self, seat: int, before: GameState, after: GameState) -> int:
        # Undo reaches back to the last computer move, or to the previous turn of the player who moves now.
        if not self.seats[seat].is_human:
            return len(self.states)
        if self.moves and self.states[-2].current != seat and len(self.states) - 1 > self._floor:
            return len(self.states) - 1
        return self._floor

    def _followed(self) -> None:
        self._bots = {}

    def _undone(self) -> None:
        self.message.emit("undone", {})

    def _finish(self) -> None:
        self.finished.emit(result(self.state))

    def _question(self, seat: int) -> Think:
        bot, state = self._bots[seat], self.state  # it observes its seat's view on the worker thread too
        return lambda stop: bot.choose(observation(state, seat), should_stop=stop)

    def _pace(self) -> int:
        # A computer waits for what the table is still showing (a tile arriving, points flying), then its delay.
        return self.delay_ms + (self.pace() if self.pace is not None else 0)

    def _bot_failed(self, error: str | None) -> None:
        self.message.emit("bot_failed", {"error": error or ""})
