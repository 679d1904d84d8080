"""What both games' table controllers share: one game owned through the registry's `Game` protocol (its seats,
positions, moves and record), a person's move and scripted play, undo down to a floor, and the computer players'
turns on the `ComputerThread` with pause. A game's controller adds how it starts and loads a game, who may undo
what, how it explains a refusal (the `_refuse` hook gets the rules' code and parameters) and its own signals.
No widget or item changes the game itself."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QObject, QTimer, Signal

from thurntaxis.errors import GameError, IllegalMoveError
from thurntaxis.games import Game
from thurntaxis.kit.computer import ComputerThread, Think
from thurntaxis.kit.players import Seat

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
RecordT = TypeVar("RecordT", bound=BaseModel)


class TableController(QObject, Generic[StateT, MoveT, RecordT]):
    """Owns one game at the table: its record, its positions, who plays each seat, undo and the computer players.
    Refusals go through `_refuse(code, params)`: "not_your_turn", "nothing_to_undo", "too_many_moves" (limit) or
    an illegal move's code and parameters."""

    changed = Signal(object)  # the new state
    moveMade = Signal(int, object, object, object)  # seat, move, state before, state after
    thinking = Signal(bool)

    def __init__(self, game: Game[StateT, MoveT], max_moves: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._max_moves = max_moves  # one more and its save could not be read again (docs/record-format.md)
        self._computer = ComputerThread(self)  # the computer players think on its worker thread
        self._computer.done.connect(self._bot_done)
        self.delay_ms = 0
        self.paused = False  # the computer players wait (a replay is watched, a guided game's balloon is read)
        self._held: MoveT | None = None  # a computer's move that came while paused: played on `resume`
        self.seats: list[Seat] = []
        self.states: list[StateT] = []
        self.moves: list[MoveT] = []
        self._base: RecordT | None = None
        self._floor = 0  # undo never goes below this position
        # A hosted network game's seats whose moves come from outside (the room: people on other machines and its
        # computer players): set before the game loads (`expect_outside`), they wait for `play_outside`.
        self.outside: frozenset[int] = frozenset()
        self._next_outside: frozenset[int] = frozenset()
        self._outside_moves: list[MoveT] = []
        self._outside_due = False

    # --- the game -----------------------------------------------------------------------------------------

    @property
    def state(self) -> StateT:
        """The position now."""
        return self.states[-1]

    @property
    def has_game(self) -> bool:
        """Whether a game has been started or loaded."""
        return bool(self.states)

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        return [s.name for s in self.seats]

    def record(self) -> RecordT:
        """The game so far as the game's record (for saving)."""
        assert self._base is not None
        return self._base.model_copy(update={"moves": [str(m) for m in self.moves]})

    def clear(self) -> None:
        """Forget the game: none is running until the next one starts (pending computer moves are dropped)."""
        self._computer.forget()
        self._base = None
        self.seats, self.states, self.moves = [], [], []
        self.outside, self._outside_moves = frozenset(), []

    def _install(self, base: RecordT, seats: list[Seat], states: list[StateT], moves: list[MoveT]) -> None:
        """Take a game over (undo stops at its last position); `_begin` then shows it and lets it go on."""
        self._computer.forget()
        self._held = None
        self._base = base
        self.seats = list(seats)
        self.states = states
        self.moves = moves
        self._floor = len(states) - 1
        self.outside, self._next_outside, self._outside_moves = self._next_outside, frozenset(), []

    def expect_outside(self, seats: frozenset[int]) -> None:
        """The next game loaded or started is a hosted one whose `seats` move from outside (`play_outside`); no
        computer player of this table plays them, and nobody may undo (the room has no undo)."""
        self._next_outside = seats

    def play_outside(self, text: str) -> bool:
        """A move (notation) of a seat that moves from outside, which the room accepted: played like a computer's
        (the log, the animations), in the order they come, each once the table has shown the one before; False
        when it is not a move of this game."""
        try:
            move = self._game.parse_move(text)
        except GameError:
            return False
        self._outside_moves.append(move)
        self._drain_outside()
        return True

    def _drain_outside(self) -> None:
        if self._outside_moves and not self._outside_due and not self.paused:
            self._outside_due = True
            QTimer.singleShot(self._pace(), self._next_outside_move)

    def _next_outside_move(self) -> None:
        self._outside_due = False
        if not self._outside_moves or self.paused or not self.has_game:
            return
        move = self._outside_moves.pop(0)
        if not self._play(move):  # the room and the table disagree: a mistake of this program's, said in the log
            self._outside_moves = []
            return
        self._drain_outside()

    def _begin(self) -> None:
        self.changed.emit(self.state)
        self._after_change()

    def _mover(self) -> int:
        return self._game.current_player(self.state)

    def _over(self) -> bool:
        return self._game.game_over(self.state)

    # --- intents from the player ----------------------------------------------------------------------------

    def is_human_turn(self) -> bool:
        """Whether a person is to move in a game that is not over."""
        return self.has_game and not self._over() and self.seats[self._mover()].is_human

    def legal(self) -> list[MoveT]:
        """The legal moves now (empty without a game)."""
        return list(self._game.legal_moves(self.state)) if self.has_game else []

    def submit(self, move: MoveT) -> bool:
        """A person's move; refused (through `_refuse`) when it is not their turn or not legal."""
        if not self.is_human_turn():
            self._refuse("not_your_turn", {})
            return False
        if not self._allowed(move):
            return False
        return self._play(move)

    def play_now(self, move: MoveT) -> bool:
        """Apply a move for whoever is to move (scripted play such as `--screenshot`)."""
        return self._play(move)

    def objection(self, move: MoveT) -> IllegalMoveError | None:
        """The rules' objection to `move` now (its code and parameters), or None when it is legal."""
        try:
            self._game.apply(self.state, move)
        except IllegalMoveError as exc:
            return exc
        return None

    def hint(self) -> MoveT | None:
        """A legal move for the person to move, as a computer player would choose it."""
        return self._hint() if self.is_human_turn() else None

    def can_undo(self) -> bool:
        """Whether a person may take back the last move now (a game's controller says; never in a hosted game)."""
        raise NotImplementedError

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's `can_undo` is never true in a hosted game (the room, which holds the game, has no undo)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("can_undo")
        if own is not None:

            def can_undo(self: TableController[Any, Any, Any]) -> bool:
                return not self.outside and bool(own(self))

            can_undo.__doc__ = own.__doc__
            cls.can_undo = can_undo  # type: ignore[method-assign]

    def undo(self) -> bool:
        """Take back the last move if `can_undo()` (never in a hosted game); otherwise say why not."""
        if self.outside or not self.can_undo():
            self._refuse("nothing_to_undo", {})
            return False
        self._computer.forget()  # a computer player asked to move before the undo must not
        self.thinking.emit(False)
        self.states.pop()
        self.moves.pop()
        self._undone()
        self.changed.emit(self.state)
        return True

    # --- what each game says and decides ---------------------------------------------------------------------

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        """Tell the player why an intent was refused."""
        raise NotImplementedError

    def _allowed(self, move: MoveT) -> bool:
        """Whether a person's move may go on to the rules (a guided game may hold it back)."""
        return True

    def _hint(self) -> MoveT:
        raise NotImplementedError

    def _floor_after(self, seat: int, before: StateT, after: StateT) -> int:
        """The undo floor once `seat`'s move from `before` to `after` is played (called before it is recorded)."""
        raise NotImplementedError

    def _played(self, seat: int, move: MoveT, before: StateT, after: StateT) -> None:
        """A move was recorded (before `moveMade`)."""

    def _undone(self) -> None:
        """A move was taken back (before `changed`)."""

    def _finish(self) -> None:
        """The game has just ended."""

    def _question(self, seat: int) -> Think:
        """What the computer player of `seat` is asked about the position now (answered on the worker thread)."""
        raise NotImplementedError

    def _bot_failed(self, error: str | None) -> None:
        """A computer player failed (its seat plays the first legal move instead)."""

    def _pace(self) -> int:
        """How many milliseconds a computer player waits before it starts on its move (a game's table may add the
        time its animations still take)."""
        return self.delay_ms

    # --- applying moves --------------------------------------------------------------------------------------

    def _play(self, move: MoveT) -> bool:
        before = self.state
        if len(self.moves) >= self._max_moves:
            self._refuse("too_many_moves", {"limit": self._max_moves})
            return False
        try:
            after = self._game.apply(before, move)
        except IllegalMoveError as exc:
            self._refuse(exc.code, dict(exc.params))
            return False
        seat = self._game.current_player(before)
        self._floor = self._floor_after(seat, before, after)
        self.states.append(after)
        self.moves.append(move)
        self._played(seat, move, before, after)
        self.moveMade.emit(seat, move, before, after)
        self.changed.emit(after)
        self._after_change()
        return True

    def _after_change(self) -> None:
        if not self.has_game:
            return
        if self._over():
            self._finish()
            return
        if self._mover() in self.outside:
            self._drain_outside()
            return
        if not self.seats[self._mover()].is_human and not self.paused:
            generation = self._computer.generation
            QTimer.singleShot(self._pace(), lambda: self._start_bot(generation))

    def _start_bot(self, generation: int) -> None:
        if generation != self._computer.generation or self.paused or self._computer.busy or not self.has_game:
            return
        if self._over() or self.seats[self._mover()].is_human or self._mover() in self.outside:
            return
        self.thinking.emit(True)
        self._computer.ask(self._question(self._mover()))

    def _bot_done(self, move: MoveT | None, error: str | None) -> None:
        self.thinking.emit(False)
        if move is None:
            self._bot_failed(error)
            move = self.legal()[0]  # never leave the game stuck
        if self.paused:  # the game waits untouched (say, while a replay is watched) until `resume`
            self._held = move
            return
        self._play(move)

    def _play_held(self) -> bool:
        """Play the computer's move that came while paused, if one did."""
        held, self._held = self._held, None
        if held is None or not self.has_game:
            return False
        self._play(held)
        return True

    def resume(self) -> None:
        """Let the computer players continue after a pause."""
        self.paused = False
        self._drain_outside()
        if self._play_held():
            return
        if self.has_game and not self._computer.busy and not self._over() and not self.is_human_turn():
            self._start_bot(self._computer.generation)

    def stop(self) -> None:
        """Forget pending computer moves and wait for a running one to finish (before closing)."""
        self._computer.stop()
