"""The Thurn and Taxis controller: the shared table controller (`kit.controller`) with this game's start, its log
lines and its undo (only within a person's own turn, never past revealed cards). It explains a refusal in translated
text (`problem`). No widget changes the game state itself."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from thurntaxis.kit.budgets import NO_BUDGETS, Budgets
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.game import GAME
from thurntaxis.taxis.rules import GameRecord, GameState, Move, replay
from thurntaxis.taxis.rules.moves import END_TURN
from thurntaxis.taxis.rules.record import MAX_MOVES, RecordOptions
from thurntaxis.taxis.rules.state import AllLandsRule
from thurntaxis.taxis.ui import reasons, texts
from thurntaxis.taxis.ui.gamelog import LogEntry, move_entries


class GameController(TableController[GameState, Move, GameRecord]):
    """Owns one game of Thurn and Taxis: its record, its positions, who plays each seat, and undo."""

    logLine = Signal(object)  # a gamelog.LogEntry
    problem = Signal(str)  # why an intent was refused, translated
    gameFinished = Signal(object)  # the final GameState

    think_ahead = True  # a computer's next move of the same turn is thought about while its move before is shown

    def __init__(self, parent: QObject | None = None, budgets: Budgets = NO_BUDGETS) -> None:
        super().__init__(GAME, MAX_MOVES, parent, budgets)

    def why_illegal(self, move: Move) -> str | None:
        """The translated reason `move` is illegal now, or None when it is legal."""
        exc = self.objection(move)
        return None if exc is None else reasons.explain(self.state, exc.code, exc.params)

    # --- this game's parts of the shared controller ------------------------------------------------------------

    def _new_record(self, seats: list[Seat], seed: int, options: Mapping[str, Any]) -> GameRecord:
        """Options: "all_lands" (a value of `AllLandsRule`), "start_player" (a seat)."""
        rule = AllLandsRule(options.get("all_lands", AllLandsRule.ALL_NINE))
        return GameRecord(
            players=[s.name for s in seats],
            options=RecordOptions(all_lands=rule),
            seed=seed,
            start_player=options.get("start_player"),
        )

    def _positions(self, record: GameRecord) -> list[GameState]:
        return replay(record)

    def _may_undo(self) -> bool:
        """Only within the person's own turn, never past revealed cards."""
        return self.is_human_turn() and len(self.states) - 1 > self._floor

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
            text = reasons.explain(self.state, code, params)
        self.problem.emit(text)

    def _floor_after(self, seat: int, before: GameState, after: GameState) -> int:
        revealed = after.deck != before.deck or after.shuffles != before.shuffles
        if revealed or after.current != seat or after.turn != before.turn or not self.seats[seat].is_human:
            return len(self.states)  # the position after this move
        return self._floor

    def _played(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        for entry in move_entries(before, move, after):
            self.logLine.emit(entry)

    def _undone(self) -> None:
        self.logLine.emit(LogEntry("undo", (self.state.current,)))

    def _finish(self) -> None:
        self.logLine.emit(LogEntry("game_over"))
        self.gameFinished.emit(self.state)

    def _pace(self) -> int:
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind == END_TURN:
            return 0  # the only move left ends the turn: nothing to show, the next turn's pause follows
        return super()._pace()

    def _bot_failed(self, error: str | None) -> None:
        self.logLine.emit(LogEntry("bot_failed"))
