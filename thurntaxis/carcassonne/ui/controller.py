"""The Carcassonne controller: owns one game, applies moves through the rules model, runs the computer players
off the GUI thread, keeps undo and the record. It speaks in codes (`message(code, params)`); the page translates.
No widget or item changes the game itself."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.ai.bots import Bot
from thurntaxis.carcassonne.rules import (
    CarcassonneRecord,
    GameState,
    IllegalMoveError,
    Move,
    Result,
    apply,
    legal_moves,
    new_record,
    observation,
    parse_move,
    replay,
    result,
)
from thurntaxis.carcassonne.rules.record import MAX_MOVES
from thurntaxis.kit.computer import ComputerThread
from thurntaxis.kit.players import Seat

HARD_SECONDS = 1.5  # Hard's thinking time per move at the table


def seat_bot(level: str, seed: int) -> Bot:
    """The computer player of a seat (Hard thinks for a bounded time)."""
    if level == "hard":
        return make_bot(level, seed=seed, time_limit=HARD_SECONDS)
    return make_bot(level, seed=seed)


class CarcassonneController(QObject):
    """Owns one game of Carcassonne: its positions, moves, seats and undo."""

    changed = Signal(object)  # the new GameState
    moveMade = Signal(int, object, object, object)  # seat, move, state before, state after
    message = Signal(str, dict)  # a code and its parameters: a refusal or a notice for the player
    thinking = Signal(bool)
    finished = Signal(object)  # the rules' Result

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._computer = ComputerThread(self)  # the computer players think on its worker thread
        self._computer.done.connect(self._bot_done)
        self._bots: dict[int, Bot] = {}
        self._floor = 0
        self._base: CarcassonneRecord | None = None
        self.delay_ms = 0
        self.paused = False  # the computer players wait (while a guided game's balloon is read)
        self.gate: Callable[[Move], bool] | None = None  # asked before a person's legal move (a guided game)
        self.seats: list[Seat] = []
        self.states: list[GameState] = []
        self.moves: list[Move] = []

    # ---- the game ----------------------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.states[-1]

    @property
    def has_game(self) -> bool:
        """Whether a game has been started or loaded."""
        return bool(self.states)

    def start(self, seats: list[Seat], seed: int | None = None) -> None:
        """A new game for these seats (2 to 5); a missing seed is chosen at random."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        self.load(new_record([s.name for s in seats], seed=seed), seats)

    def load(self, record: CarcassonneRecord, seats: list[Seat]) -> None:
        """Continue a recorded game (raises the rules' RecordError when it does not replay)."""
        states = replay(record)
        self.stop()
        self._base = record.model_copy(update={"moves": []})
        self.seats = list(seats)
        self.states = states
        self.moves = [parse_move(m) for m in record.moves]
        self._floor = len(states) - 1
        self._bots = {i: seat_bot(s.level, record.seed * 7 + i) for i, s in enumerate(seats) if not s.is_human}
        self.changed.emit(self.state)
        self._after_change()

    def use_bot(self, seat: int, bot: Bot) -> None:
        """Let `bot` play `seat` from now on (a guided game's scripted player)."""
        self._bots[seat] = bot

    def record(self) -> CarcassonneRecord:
        """The game so far as a Carcassonne record (for saving)."""
        assert self._base is not None
        return self._base.model_copy(update={"moves": [str(m) for m in self.moves]})

    def result(self) -> Result:
        """The scores so far (final once the game is over)."""
        return result(self.state)

    # ---- intents from the player -------------------------------------------------------------------------

    def is_human_turn(self) -> bool:
        """Whether a person is to move in a game that is not over."""
        return self.has_game and not self.state.game_over and self.seats[self.state.player].is_human

    def legal(self) -> list[Move]:
        """The legal moves now."""
        return legal_moves(self.state) if self.has_game else []

    def submit(self, move: Move) -> bool:
        """A person's move; refused (with `message`) when it is not their turn or not legal."""
        if not self.is_human_turn():
            self.message.emit("not_your_turn", {})
            return False
        if self.gate is not None and move in self.legal() and not self.gate(move):
            return False
        return self._play(move)

    def play_now(self, move: Move) -> bool:
        """Apply a move for whoever is to move (scripted play: screenshots)."""
        return self._play(move)

    def why_illegal(self, move: Move) -> IllegalMoveError | None:
        """The rules' objection to `move` now, or None when it is legal."""
        try:
            apply(self.state, move)
        except IllegalMoveError as exc:
            return exc
        return None

    def hint(self) -> Move | None:
        """Medium's move for the person to move."""
        if not self.is_human_turn():
            return None
        return make_bot("medium").choose(observation(self.state, self.state.player))

    def can_undo(self) -> bool:
        """Whether a person may take back a move: their own, of this turn or of the turn just ended, before the
        next player has moved."""
        return (
            self.has_game
            and not self.state.game_over
            and len(self.states) - 1 > self._floor
            and self.seats[self.states[-2].player].is_human
        )

    def undo(self) -> bool:
        """Take back the last move if `can_undo()`; otherwise say why not."""
        if not self.can_undo():
            self.message.emit("nothing_to_undo", {})
            return False
        self._computer.forget()  # a computer player asked to move before the undo must not
        self.thinking.emit(False)
        self.states.pop()
        self.moves.pop()
        self.message.emit("undone", {})
        self.changed.emit(self.state)
        return True

    # ---- applying moves ----------------------------------------------------------------------------------

    def _play(self, move: Move) -> bool:
        before = self.state
        if len(self.moves) >= MAX_MOVES:
            self.message.emit("too_many_moves", {"limit": MAX_MOVES})
            return False
        try:
            after = apply(before, move)
        except IllegalMoveError as exc:
            self.message.emit(exc.code, dict(exc.params))
            return False
        seat = before.player
        # Undo reaches back to the last computer move, or to the previous turn of the player who moves now.
        if not self.seats[seat].is_human:
            self._floor = len(self.states)
        elif self.moves and self.states[-2].player != seat and len(self.states) - 1 > self._floor:
            self._floor = len(self.states) - 1
        self.states.append(after)
        self.moves.append(move)
        self.moveMade.emit(seat, move, before, after)
        self.changed.emit(after)
        self._after_change()
        return True

    def _after_change(self) -> None:
        if not self.has_game:
            return
        if self.state.game_over:
            self.finished.emit(result(self.state))
            return
        if not self.seats[self.state.player].is_human and not self.paused:
            generation = self._computer.generation
            QTimer.singleShot(self.delay_ms, lambda: self._start_bot(generation))

    def clear(self) -> None:
        """Forget the game: none is running until the next one starts (pending computer moves are dropped)."""
        self.stop()
        self._base = None
        self.seats, self.states, self.moves = [], [], []

    def _start_bot(self, generation: int) -> None:
        if generation != self._computer.generation or self._computer.busy or self.paused or not self.has_game:
            return
        state = self.state
        if state.game_over or self.seats[state.player].is_human:
            return
        self.thinking.emit(True)
        bot = self._bots[state.player]  # it observes its seat's view on the worker thread too
        self._computer.ask(lambda stop: bot.choose(observation(state, state.player), should_stop=stop))

    def _bot_done(self, move: Move | None, error: str | None) -> None:
        self.thinking.emit(False)
        if move is None:
            self.message.emit("bot_failed", {"error": error or ""})
            move = legal_moves(self.state)[0]  # never leave the game stuck
        self._play(move)

    def pause(self, paused: bool) -> None:
        """Hold the computer players (True: a move being thought of is dropped) or let them go on (the window holds
        them while it shows a replay)."""
        self.paused = paused
        if paused:
            self.stop()
        elif self.has_game and not self.state.game_over and not self._computer.busy:
            self._after_change()

    def stop(self) -> None:
        """Forget pending computer moves and wait for a running one to finish."""
        self._computer.stop()
