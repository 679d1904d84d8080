"""The game controller: owns the game, applies moves through the rules model, runs computer players off the
GUI thread, and tells the scene and widgets what changed. No widget changes the game state itself."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer, Signal

from thurntaxis.kit.computer import ComputerThread
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import (
    GameDefinition,
    GameRecord,
    GameState,
    IllegalMoveError,
    Move,
    apply,
    legal_moves,
    new_game,
    replay,
)
from thurntaxis.taxis.rules.record import MAX_MOVES, RecordOptions
from thurntaxis.taxis.rules.state import AllLandsRule
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.bots import Computer, make_bot
from thurntaxis.taxis.ui.gamelog import LogEntry, move_entries


class GameController(QObject):
    """Owns one game: its record, its positions, who plays each seat, and undo."""

    changed = Signal(object)  # the new GameState
    moveMade = Signal(int, object, object, object)  # seat, move, state before, state after
    logLine = Signal(object)  # a gamelog.LogEntry
    problem = Signal(str)  # why an intent was refused, translated
    thinking = Signal(bool)
    gameFinished = Signal(object)  # the final GameState
    gameStarted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._computer = ComputerThread(self)  # the computer players think on its worker thread
        self._computer.done.connect(self._bot_done)
        self._bots: dict[int, Computer] = {}
        self.delay_ms = 0
        self.paused = False
        self._held: Move | None = None  # a computer's move that came while paused: played on `resume`
        self.seats: list[Seat] = []
        self.states: list[GameState] = []
        self.moves: list[Move] = []
        self._base: GameRecord | None = None
        self._floor = 0

    # --- the game -----------------------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
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

    def record(self) -> GameRecord:
        """The game so far as the rules model's record."""
        assert self._base is not None
        return self._base.model_copy(update={"moves": [str(m) for m in self.moves]})

    def new_game(
        self,
        seats: list[Seat],
        seed: int | None = None,
        all_lands: AllLandsRule = AllLandsRule.ALL_NINE,
        start_player: int | None = None,
    ) -> None:
        """Start a new game; a missing seed is chosen at random."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        record = GameRecord(
            players=[s.name for s in seats],
            options=RecordOptions(all_lands=all_lands),
            seed=seed,
            start_player=start_player,
        )
        self._install(record, seats, [new_game(GameDefinition(len(seats), all_lands), seed, start_player)], [])

    def load_record(self, record: GameRecord, seats: list[Seat], computers: dict[int, Computer] | None = None) -> None:
        """Continue a recorded game (raises RecordError if it does not replay); `computers` plays those seats
        instead of the seats' levels (the guided game's scripted opponent)."""
        states = replay(record)
        base = record.model_copy(update={"moves": []})
        self._install(base, seats, states, [Move.parse(m) for m in record.moves], computers or {})

    def clear(self) -> None:
        """Forget the game: none is running until the next one starts (pending computer moves are dropped)."""
        self._computer.forget()
        self._base = None
        self.seats, self.states, self.moves = [], [], []

    def _install(
        self,
        base: GameRecord,
        seats: list[Seat],
        states: list[GameState],
        moves: list[Move],
        computers: dict[int, Computer] | None = None,
    ) -> None:
        self._computer.forget()
        self._held = None
        self._base = base
        self.seats = list(seats)
        self.states = states
        self.moves = moves
        self._floor = len(states) - 1
        self._bots = {i: make_bot(s.level, base.seed * 7 + i) for i, s in enumerate(seats) if not s.is_human} | (
            computers or {}
        )
        self.gameStarted.emit()
        for before, move, after in zip(states, moves, states[1:], strict=False):
            self._log(before.current, move, before, after)
        self.changed.emit(self.state)
        self._after_change()

    # --- intents from the player ----------------------------------------------------------------------------

    def is_human_turn(self) -> bool:
        """Whether a human is to move in a game that is not over."""
        return self.has_game and not self.state.game_over and self.seats[self.state.current].is_human

    def submit(self, move: Move) -> bool:
        """A human's move. Refused (with `problem`) when it is not a human's turn or the move is illegal."""
        if not self.is_human_turn():
            self.problem.emit(texts.translate("Game", "Please wait: it is not your turn."))
            return False
        return self._play(move)

    def play_now(self, move: Move) -> bool:
        """Apply a move for whoever is to move (for scripted play such as `--screenshot`)."""
        return self._play(move)

    def why_illegal(self, move: Move) -> str | None:
        """The translated reason `move` is illegal now, or None when it is legal."""
        try:
            apply(self.state, move)
        except IllegalMoveError as exc:
            return texts.explain(self.state, exc.code, exc.params)
        return None

    def legal(self) -> list[Move]:
        """The legal moves now (empty without a game)."""
        return legal_moves(self.state) if self.has_game else []

    def hint(self) -> Move | None:
        """A legal move for the human to move, as a computer player would choose it."""
        if not self.is_human_turn():
            return None
        return make_bot("medium", len(self.moves))(self.states, self.moves, self.state.current, lambda: False)

    def can_undo(self) -> bool:
        """Whether the human may take back a move: only within their own turn, never past revealed cards."""
        return self.is_human_turn() and len(self.states) - 1 > self._floor

    def undo(self) -> bool:
        """Take back the last move if `can_undo()`; else say why not."""
        if not self.can_undo():
            self.problem.emit(
                texts.translate("Game", "Nothing to undo: only your own moves of this turn that revealed no card.")
            )
            return False
        self.states.pop()
        self.moves.pop()
        self.logLine.emit(LogEntry("undo", (self.state.current,)))
        self.changed.emit(self.state)
        return True

    # --- applying moves --------------------------------------------------------------------------------------

    def _play(self, move: Move) -> bool:
        before = self.state
        if len(self.moves) >= MAX_MOVES:  # one more and its save could not be read again (docs/record-format.md)
            self.problem.emit(
                texts.translate(
                    "Game", "This game has reached %1 moves, the most a saved game can hold. Please start a new game."
                ).replace("%1", str(MAX_MOVES))
            )
            return False
        try:
            after = apply(before, move)
        except IllegalMoveError as exc:
            self.problem.emit(texts.explain(before, exc.code, exc.params))
            return False
        seat = before.current
        self.states.append(after)
        self.moves.append(move)
        revealed = after.deck != before.deck or after.shuffles != before.shuffles
        if revealed or after.current != seat or after.turn != before.turn or not self.seats[seat].is_human:
            self._floor = len(self.states) - 1
        self._log(seat, move, before, after)
        self.moveMade.emit(seat, move, before, after)
        self.changed.emit(after)
        self._after_change()
        return True

    def _log(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        for entry in move_entries(before, move, after):
            self.logLine.emit(entry)

    def _after_change(self) -> None:
        if not self.has_game:
            return
        if self.state.game_over:
            self.logLine.emit(LogEntry("game_over"))
            self.gameFinished.emit(self.state)
            return
        if not self.seats[self.state.current].is_human:
            generation = self._computer.generation
            QTimer.singleShot(self.delay_ms, lambda: self._start_bot(generation))

    def resume(self) -> None:
        """Let computer players continue after a pause."""
        self.paused = False
        held, self._held = self._held, None
        if held is not None and self.has_game:
            self._play(held)
            return
        if self.has_game and not self._computer.busy and not self.state.game_over and not self.is_human_turn():
            self._start_bot(self._computer.generation)

    def _start_bot(self, generation: int) -> None:
        if generation != self._computer.generation or self.paused or self._computer.busy or not self.has_game:
            return
        state = self.state
        if state.game_over or self.seats[state.current].is_human:
            return
        self.thinking.emit(True)
        computer, states, moves, seat = self._bots[state.current], list(self.states), list(self.moves), state.current
        self._computer.ask(lambda stop: computer(states, moves, seat, stop))

    def _bot_done(self, move: Move | None, error: str | None) -> None:
        self.thinking.emit(False)
        if move is None:
            # Never leave the game stuck: fall back to the first legal move.
            self.logLine.emit(LogEntry("bot_failed"))
            move = legal_moves(self.state)[0]
        if self.paused:  # the game waits untouched (say, while a replay is watched) until `resume`
            self._held = move
            return
        self._play(move)

    def stop(self) -> None:
        """Forget pending computer moves and wait for a running one to finish (before closing)."""
        self._computer.stop()
