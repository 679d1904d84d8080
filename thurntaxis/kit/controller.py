"""What both games' table controllers share: one game owned through the registry's `Game` protocol (its seats,
positions, moves and record), a person's move and scripted play, undo down to a floor, and the computer players'
turns on the `ComputerThread` with pause. The computer players are the game's own (`Game.make_bot`, with the
budgets of its plug), deciding from one incremental `Observer` kept with the game. How moves reach the table (played
here, followed from a host, hosted with seats that move from outside) is its `mode` (`thurntaxis.kit.modes`). A
game's controller adds how it starts and loads a game, who may undo what (`_may_undo`), how it explains a refusal
(the `_refuse` hook gets the rules' code and parameters) and its own signals. No widget or item changes the game."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, Self, TypeVar

from PySide6.QtCore import QObject, Signal

from thurntaxis.errors import GameError, IllegalMoveError
from thurntaxis.games import Bot, Game
from thurntaxis.kit.bots import TableBots
from thurntaxis.kit.budgets import NO_BUDGETS, Budgets
from thurntaxis.kit.computer import ComputerThread, Think, one_shot
from thurntaxis.kit.modes import FollowedPlay, HostedPlay, LocalPlay
from thurntaxis.kit.players import Seat
from thurntaxis.records import new_seed

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")


class Recorded(Protocol):
    """A game's record, as the table keeps it (a pydantic model naming its game)."""

    seed: int
    moves: list[str]

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self: ...


RecordT = TypeVar("RecordT", bound=Recorded)

# A computer starts thinking this long after the move before, and one thinking ahead pauses for as long (the table
# has painted the move by then: thinking meanwhile competes with painting, a stall measured by scripts/taxis_pace.py).
THINK_AFTER_MS = 50


class TableController(QObject, Generic[StateT, MoveT, RecordT]):
    """Owns one game at the table: its record, its positions, who plays each seat, undo and the computer players.
    Refusals go through `_refuse(code, params)`: "not_your_turn", "nothing_to_undo", "too_many_moves" (limit) or
    an illegal move's code and parameters."""

    changed = Signal(object)  # the new state
    moveMade = Signal(int, object, object, object)  # seat, move, state before, state after
    thinking = Signal(bool)
    gameStarted = Signal()  # a game was started, loaded or followed (before it is shown: `changed`)
    gameEnded = Signal()  # the game has ended (after `_finish`): a move ended it, or a finished game was loaded

    think_ahead = False  # a computer thinks about its next move while its move before waits for its beat

    def __init__(
        self,
        game: Game[StateT, MoveT],
        max_moves: int,
        parent: QObject | None = None,
        budgets: Budgets = NO_BUDGETS,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._max_moves = max_moves  # one more and its save could not be read again (docs/record-format.md)
        self._computer = ComputerThread(self)  # the computer players think on its worker thread
        self._computer.done.connect(self._bot_done)
        self.delay_ms = 0  # the pause before a computer's turn (the speed setting's)
        self.step_ms: int | None = None  # the pause between two moves of one player's turn (None: `delay_ms`)
        # How long a computer may think: the pause before its move, or this many milliseconds when longer (None: no
        # bound but its own).
        self.think_ms: int | None = budgets.think_ms
        self.paused = False  # the computer players wait (a replay is watched, a guided game's balloon is read)
        self._held: MoveT | None = None  # a computer's answer waiting for its beat, or for `resume` while paused
        self._due = 0.0  # when (time.monotonic()) the computer's move may be played: after the pace
        # A computer's start and its move's beat: the last asked for plays (timers of its own, gone with it).
        self._start_timer, self._beat_timer = one_shot(self, self._start_due), one_shot(self, self._beat_due)
        self._start_generation = self._beat_generation = 0
        self._asked: int | None = None  # the position (its number of moves) the computer thinks about now
        self._asked_about: StateT | None = None  # ... that position
        self._ahead: MoveT | None = None  # an answer for the position after `_held`, asked ahead
        self.mode: LocalPlay = LocalPlay(self)
        self._next_mode: LocalPlay | None = None  # the mode of the next game installed (`expect_outside`)
        self.bots = TableBots(game, budgets)  # the computer players, and what each seat knows of the game
        self.seats: list[Seat] = []
        self.states: list[StateT] = []
        self.moves: list[MoveT] = []
        self._base: RecordT | None = None
        self._floor = 0  # undo never goes below this position

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

    @property
    def outside(self) -> frozenset[int]:
        """The seats whose moves come from outside (a hosted game's room); none in any other game."""
        return self.mode.outside

    @property
    def waiting(self) -> bool:
        """A followed game's person has sent a move; the host has not answered yet."""
        return self.mode.waiting

    def parse(self, text: str) -> MoveT | None:
        """A move of this game from its notation; None when it is not one."""
        try:
            return self._game.parse_move(text)
        except (GameError, ValueError):
            return None

    def clear(self) -> None:
        """Forget the game: none is running until the next one starts (pending computer moves are dropped)."""
        self._drop()
        self.mode = LocalPlay(self)
        self._base = None
        self.seats, self.states, self.moves = [], [], []
        self.bots.clear()

    def _install(
        self,
        base: RecordT | None,
        seats: list[Seat],
        states: list[StateT],
        moves: list[MoveT],
        seed: int = 0,
        scripts: dict[int, Callable[[int], str]] | None = None,
    ) -> None:
        """Take a game over (undo reaches as far back as it would have in the game played here: a continued game
        keeps the undo it had when it was saved); `_begin` then shows it and lets it go on. The computer seats
        get the game's bots of their levels, seeded from `seed` (`scripts`: those seats play a script instead);
        an unknown level raises `ValueError` before anything changes."""
        mode = self._next_mode or LocalPlay(self)
        skip = frozenset(range(len(seats))) if not mode.computers else mode.outside
        self.bots.seat(seats, seed, skip, scripts or {})  # (first: an unknown level changes nothing)
        self._next_mode = None
        self._drop()
        self.mode = mode
        self._base = base
        self.seats = list(seats)
        floor = 0
        for i in range(len(moves)):  # each move's floor as it was played (the game's rule sees the game so far)
            self.states, self.moves, self._floor = states[: i + 1], moves[:i], floor
            floor = self._floor_after(self._game.current_player(states[i]), states[i], states[i + 1])
        self.states, self.moves, self._floor = states, moves, floor
        self.bots.observe_again(len(seats), states, moves)

    def expect_outside(self, seats: frozenset[int]) -> None:
        """The next game loaded or started is a hosted one whose `seats` move from outside (`play_outside`); no
        computer player of this table plays them, and nobody may undo (the room has no undo)."""
        self._next_mode = HostedPlay(self, seats, self)

    def play_outside(self, text: str) -> bool:
        """A move (notation) of a seat that moves from outside, which the room accepted: played like a computer's
        (the log, the animations), in the order they come, each once the table has shown the one before; False
        when it is not a move of this game (or this game is not hosted here)."""
        return isinstance(self.mode, HostedPlay) and self.mode.play(text)

    def start(self, seats: list[Seat], seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        """A new game for these seats (a missing seed: a random one), with the game's set-up options by key."""
        self.load(self._new_record(seats, new_seed() if seed is None else seed, options or {}), seats)

    def load(self, record: RecordT, seats: list[Seat], scripts: dict[int, Callable[[int], str]] | None = None) -> None:
        """Continue a recorded game (raises the game's RecordError, changing nothing, when it does not replay);
        `scripts` play those seats (the move, in notation, at a number of moves made: a guided game's opponent)."""
        states = self._positions(record)
        moves = [self._game.parse_move(m) for m in record.moves]
        base = record.model_copy(update={"moves": []})
        self._install(base, seats, states, moves, record.seed, scripts)
        self.gameStarted.emit()
        self._begin()

    def use_bot(self, seat: int, bot: Bot) -> None:
        """Let `bot` play `seat` from now on (a guided game's scripted player)."""
        self.bots.use(seat, bot)

    def _begin(self) -> None:
        self.changed.emit(self.state)
        self._after_change()

    def _mover(self) -> int:
        return self._game.current_player(self.state)

    def is_over(self) -> bool:
        return self._game.game_over(self.state)

    # --- intents from the player ----------------------------------------------------------------------------

    def is_human_turn(self) -> bool:
        """Whether a person is to move in a game that is not over."""
        return self.has_game and not self.is_over() and self.seats[self._mover()].is_human and not self.waiting

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
        return self.mode.submit(move)

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
        """Whether a person may take back the last move now: where the mode allows it (never in a hosted or
        followed game) and the game's rule (`_may_undo`) does."""
        return self.mode.undoes and self.has_game and self._may_undo()

    def undo(self) -> bool:
        """Take back the last move if `can_undo()`; otherwise say why not."""
        if not self.can_undo():
            self._refuse("nothing_to_undo", {})
            return False
        self._drop()  # a computer player asked to move before the undo must not
        self.thinking.emit(False)
        self.states.pop()
        self.moves.pop()
        self.bots.observe_again(len(self.seats), self.states, self.moves)
        self._undone()
        self.changed.emit(self.state)
        return True

    # --- a game hosted elsewhere (network play) -----------------------------------------------------------

    def follow(self, seats: list[Seat], view: StateT, send: Callable[[MoveT], None]) -> None:
        """Follow a game another machine hosts: `view` is the position as the person's seat knows it (the game's
        `view_state` of its observation), the only person among `seats` plays through `send` (the host applies the
        move and answers with the next position, `arrive`), and nobody here plays any other seat."""
        self._next_mode = FollowedPlay(self, send)
        self._install(None, seats, [view], [])
        self.gameStarted.emit()
        self._begin()

    def arrive(self, view: StateT, seat: int | None = None, move: MoveT | None = None) -> None:
        """The host's next position (`seat` made `move` to reach it: the log and the table show it as they show a
        computer's move), or, without a move, the position again (after coming back)."""
        self.mode.waiting = False
        if move is not None and seat is not None:
            self._record_move(seat, move, self.state, view)
        else:
            self.states[-1] = view
        self._floor = len(self.states) - 1  # nothing is taken back: the host has the move
        self.changed.emit(view)
        self._after_change()

    def answered(self) -> None:
        """The host refused the move sent (the person may try again; the position is shown again)."""
        self.mode.waiting = False
        if self.has_game:
            self.changed.emit(self.state)

    # --- what each game says and decides ---------------------------------------------------------------------

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        """Tell the player why an intent was refused."""
        raise NotImplementedError

    def _new_record(self, seats: list[Seat], seed: int, options: Mapping[str, Any]) -> RecordT:
        """The record of a new game, without moves."""
        raise NotImplementedError

    def _positions(self, record: RecordT) -> list[StateT]:
        """Every position of a record's game, the opening first; raises the game's RecordError."""
        raise NotImplementedError

    def _allowed(self, move: MoveT) -> bool:
        """Whether a person's move may go on to the rules (a guided game may hold it back)."""
        return True

    def _may_undo(self) -> bool:
        """The game's rule: whether a person may take back the last move (in a game played here)."""
        return False

    def _hint(self) -> MoveT:
        return self.bots.hint(self.state, self._mover(), len(self.moves))

    def _floor_after(self, seat: int, before: StateT, after: StateT) -> int:
        """The undo floor once `seat`'s move from `before` to `after` is played (called before it is recorded)."""
        return len(self.states)  # (by default: no move is taken back)

    def _played(self, seat: int, move: MoveT, before: StateT, after: StateT) -> None:
        """A move was recorded (before `moveMade`)."""

    def _undone(self) -> None:
        """A move was taken back (before `changed`)."""

    def _finish(self) -> None:
        """The game has just ended."""

    def _question(self, seat: int) -> Think:
        """What the computer player of `seat` is asked about the position now (answered on the worker thread)."""
        return self.bots.question(seat, self.state, len(self.moves))

    def _bot_failed(self, error: str | None) -> None:
        """A computer player failed (its seat plays the first legal move instead)."""

    def _pace(self) -> int:
        """How many milliseconds the table shows the position before a computer player's move is played (it
        thinks meanwhile): `step_ms` after a move of the same player's turn, else `delay_ms` (a game's table may
        add the time its animations still take)."""
        same_turn = len(self.states) > 1 and self._game.current_player(self.states[-2]) == self._mover()
        return self.step_ms if self.step_ms is not None and same_turn else self.delay_ms

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
        self._computer.hush(min(THINK_AFTER_MS, self.delay_ms))  # a computer thinking ahead waits while it is shown
        self._floor = self._floor_after(seat, before, after)
        self._record_move(seat, move, before, after)
        self.changed.emit(after)
        self._after_change()
        return True

    def _record_move(self, seat: int, move: MoveT, before: StateT, after: StateT) -> None:
        self.bots.update(before, move)  # (the observer is told each move once)
        self.states.append(after)
        self.moves.append(move)
        self._played(seat, move, before, after)
        self.moveMade.emit(seat, move, before, after)

    def _after_change(self) -> None:
        if not self.has_game:
            return
        if self.is_over():
            self._finish()
            self.gameEnded.emit()
            return
        if self.mode.turn(self._mover()) or self.seats[self._mover()].is_human or self.paused:
            return  # (a seat that moves from outside, or in a followed game the host's players: they move there)
        # The computer thinks while the table shows the move before (its animation, the pause of the speed
        # setting); its answer is played once both are over: `_due`.
        pace = self._pace()
        self._due = time.monotonic() + pace / 1000
        if self._ahead is not None:  # its answer came while the move before waited for its beat
            self._held, self._ahead = self._ahead, None
            self._hold()
        elif self._computer.busy and self._asked == len(self.moves):
            self.thinking.emit(True)  # asked ahead, and still thinking about it
        else:  # asked once the table has painted the move before (thinking competes with painting)
            self._start_generation = self._computer.generation
            self._start_timer.start(min(pace, THINK_AFTER_MS))

    def _start_due(self) -> None:
        self._start_bot(self._start_generation)

    def _start_bot(self, generation: int) -> None:
        if generation != self._computer.generation or self.paused or self._computer.busy or not self.has_game:
            return
        if self._held is not None or self._ahead is not None or self.is_over():
            return
        if not self.bots.plays(self._mover()):
            return  # a person, or a seat that moves elsewhere
        self.thinking.emit(True)
        self._ask(self._question(self._mover()), self.state, self._due, ahead=False)

    def _ask(self, question: Think, position: StateT, due: float, ahead: bool) -> None:
        """Ask a computer `question` about `position` (the next one when `ahead`), thinking until the move's beat
        `due` or for `think_ms`, whichever ends later."""
        deadline = None if self.think_ms is None else max(due, time.monotonic() + self.think_ms / 1000)
        self._asked, self._asked_about = len(self.moves) + ahead, position
        self._computer.ask(question, deadline)

    def _bot_done(self, move: MoveT | None, error: str | None) -> None:
        ahead = self._asked != len(self.moves)
        if not ahead:
            self.thinking.emit(False)
        if move is None:
            self._bot_failed(error)
            about = self.state if self._asked_about is None else self._asked_about
            move = next(iter(self._game.legal_moves(about)))  # never leave the game stuck
        self._asked = None
        if ahead:  # played after the move that waits for its beat now
            self._ahead = move
            return
        self._held = move
        self._hold()

    def _hold(self) -> None:
        """The computer's answer (`_held`) waits for its beat, unless paused; meanwhile the next computer move is
        thought about, when the answer's position is known."""
        if self.paused:
            return
        if self._due <= time.monotonic():
            self._play_held()
            return
        self._await_beat()
        self._think_ahead()

    def _think_ahead(self) -> None:
        """Ask about the position after the move that waits for its beat, if a computer is to move there (and
        this game's computers think ahead: `think_ahead`)."""
        held = self._held
        if held is None or self._ahead is not None or self._computer.busy or self.paused:
            return
        try:
            after = self._game.apply(self.state, held)
        except IllegalMoveError:
            return
        if self._game.game_over(after):
            return
        seat = self._game.current_player(after)
        if self.think_ahead and self.bots.plays(seat):  # (not a person's seat, nor one that moves elsewhere)
            question = self.bots.question_ahead(seat, self.state, held, after, len(self.moves))
            same_turn = seat == self._mover() and self.step_ms is not None
            pace = self.step_ms if same_turn and self.step_ms is not None else self.delay_ms
            self._ask(question, after, self._due + pace / 1000, ahead=True)

    def _await_beat(self) -> None:
        """Play the computer's answer at `_due` (a beat asked for earlier no longer plays anything)."""
        self._beat_generation = self._computer.generation
        self._beat_timer.start(max(0, round((self._due - time.monotonic()) * 1000)))

    def _beat_due(self) -> None:
        if self._beat_generation == self._computer.generation and not self.paused:
            self._play_held()

    def _play_held(self) -> bool:
        """Play the computer's answer that waits (for its beat, or for `resume`), if one does."""
        held, self._held = self._held, None
        if held is None or not self.has_game:
            return False
        self._play(held)
        return True

    def _drop(self) -> None:
        """Forget every question and answer of the computer players (a new game, an undo)."""
        self._computer.forget()
        self._held = self._ahead = self._asked = None

    def resume(self) -> None:
        """Let the computer players continue after a pause."""
        self.paused = False
        self.mode.resume()
        if self._held is not None and self._due > time.monotonic():
            self._hold()
            return
        if self._play_held():
            return
        if self.has_game and not self._computer.busy and not self.is_over() and not self.is_human_turn():
            self._start_bot(self._computer.generation)

    def pause(self, paused: bool) -> None:
        """Hold the computer players (True) or let them go on."""
        self.paused, was = paused, self.paused
        if was and not paused:
            self.resume()

    def stop(self) -> None:
        """Forget pending computer moves and wait for a running one to finish (before closing)."""
        self._computer.stop()
