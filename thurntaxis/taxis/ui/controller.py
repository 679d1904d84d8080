"""The Thurn and Taxis controller: the shared table controller (`kit.controller`) with this game's start, its
computer players, its log lines and its undo (only within a person's own turn, never past revealed cards). It
explains a refusal in translated text (`problem`). No widget changes the game state itself."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from thurntaxis.kit.computer import Think
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import Seat
from thurntaxis.records import new_seed
from thurntaxis.taxis.game import GAME
from thurntaxis.taxis.rules import GameDefinition, GameRecord, GameState, Move, new_game, replay
from thurntaxis.taxis.rules.moves import END_TURN
from thurntaxis.taxis.rules.record import MAX_MOVES, RecordOptions
from thurntaxis.taxis.rules.state import AllLandsRule
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.bots import THINK_MS, Computer, make_bot
from thurntaxis.taxis.ui.gamelog import LogEntry, move_entries


class GameController(TableController[GameState, Move, GameRecord]):
    """Owns one game of Thurn and Taxis: its record, its positions, who plays each seat, and undo."""

    logLine = Signal(object)  # a gamelog.LogEntry
    problem = Signal(str)  # why an intent was refused, translated
    gameFinished = Signal(object)  # the final GameState
    gameStarted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(GAME, MAX_MOVES, parent)
        self._bots: dict[int, Computer] = {}
        self.think_ms = THINK_MS

    def start(
        self,
        seats: list[Seat],
        seed: int | None = None,
        all_lands: AllLandsRule = AllLandsRule.ALL_NINE,
        start_player: int | None = None,
    ) -> None:
        """Start a new game; a missing seed is chosen at random."""
        if seed is None:
            seed = new_seed()
        record = GameRecord(
            players=[s.name for s in seats],
            options=RecordOptions(all_lands=all_lands),
            seed=seed,
            start_player=start_player,
        )
        self._load(record, seats, [new_game(GameDefinition(len(seats), all_lands), seed, start_player)], [])

    def load(self, record: GameRecord, seats: list[Seat], computers: dict[int, Computer] | None = None) -> None:
        """Continue a recorded game (raises RecordError if it does not replay); `computers` plays those seats
        instead of the seats' levels (the guided game's scripted opponent)."""
        states = replay(record)
        base = record.model_copy(update={"moves": []})
        self._load(base, seats, states, [Move.parse(m) for m in record.moves], computers or {})

    def _load(
        self,
        base: GameRecord,
        seats: list[Seat],
        states: list[GameState],
        moves: list[Move],
        computers: dict[int, Computer] | None = None,
    ) -> None:
        self._install(base, seats, states, moves)
        self._bots = {i: make_bot(s.level, base.seed * 7 + i) for i, s in enumerate(seats) if not s.is_human} | (
            computers or {}
        )
        self.gameStarted.emit()
        for before, move, after in zip(states, moves, states[1:], strict=False):
            self._played(before.current, move, before, after)
        self._begin()

    def why_illegal(self, move: Move) -> str | None:
        """The translated reason `move` is illegal now, or None when it is legal."""
        exc = self.objection(move)
        return None if exc is None else texts.explain(self.state, exc.code, exc.params)

    def can_undo(self) -> bool:
        """Whether the human may take back a move: only within their own turn, never past revealed cards."""
        return self.is_human_turn() and len(self.states) - 1 > self._floor

    # --- this game's parts of the shared controller ------------------------------------------------------------

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        if code == "not_your_turn":
            text = texts.translate("Game", "Please wait: it is not your turn.")
        elif code == "nothing_to_undo":
            text = texts.translate("Game", "Nothing to undo: only your own moves of this turn that revealed no card.")
        elif code == "too_many_moves":
            text = texts.translate(
                "Game", "This game has reached %1 moves, the most a saved game can hold. Please start a new game."
            ).replace("%1", str(params["limit"]))
        else:
            text = texts.explain(self.state, code, params)
        self.problem.emit(text)

    def _hint(self) -> Move:
        return make_bot("medium", len(self.moves))(self.states, self.moves, self.state.current, lambda: False)

    def _floor_after(self, seat: int, before: GameState, after: GameState) -> int:
        revealed = after.deck != before.deck or after.shuffles != before.shuffles
        if revealed or after.current != seat or after.turn != before.turn or not self.seats[seat].is_human:
            return len(self.states)  # the position after this move
        return self._floor

    def _followed(self) -> None:
        self._bots = {}
        self.gameStarted.emit()

    def _played(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        for entry in move_entries(before, move, after):
            self.logLine.emit(entry)

    def _undone(self) -> None:
        self.logLine.emit(LogEntry("undo", (self.state.current,)))

    def _finish(self) -> None:
        self.logLine.emit(LogEntry("game_over"))
        self.gameFinished.emit(self.state)

    def _question(self, seat: int) -> Think:
        computer, states, moves = self._bots[seat], list(self.states), list(self.moves)
        return lambda stop: computer(states, moves, seat, stop)

    def _pace(self) -> int:
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind == END_TURN:
            return 0  # the only move left ends the turn: nothing to show, the next turn's pause follows
        return super()._pace()

    def _question_ahead(self, seat: int, move: Move, after: GameState) -> Think:
        computer, states, moves = self._bots[seat], [*self.states, after], [*self.moves, move]
        return lambda stop: computer(states, moves, seat, stop)

    def _bot_failed(self, error: str | None) -> None:
        self.logLine.emit(LogEntry("bot_failed"))
