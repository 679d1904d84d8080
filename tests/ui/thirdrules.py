"""The rules of Take, the tiny third game of the tests (`tests.ui.thirdgame` plugs it into the window): a pile of
stones from which the players take one or two in turn; who takes the last stone wins. The model, as
`thurntaxis.games.Game` (the parts the window uses); no Qt."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from thurntaxis.errors import IllegalMoveError, RecordError
from thurntaxis.games import QT_TRANSLATE_NOOP, Figure, FinishedGame
from thurntaxis.records import is_save

GAME_ID = "take"
PILE = 7


@dataclass(frozen=True)
class State:
    stones: int
    player: int
    players: int
    last: int | None = None  # who took last


class Record(BaseModel):
    game: Literal["take"] = GAME_ID
    players: list[str]
    seed: int
    moves: list[str] = []


class SeeAll:
    """Take hides nothing: a seat's observation is the position (`thurntaxis.games.Observer`)."""

    updates = 0  # how many moves all observers were told (the tests count them)

    def update(self, before: State, move: int) -> None:
        SeeAll.updates += 1

    def observe(self, state: State, seat: int) -> State:
        return state


class TakeOne:
    """Take's computer player: it takes one stone (`thurntaxis.games.Bot`)."""

    level = "easy"

    def choose(self, observation: State, should_stop: Any = None) -> int:
        return 1


class TakeGame:
    """The model, as `thurntaxis.games.Game` (the parts the window uses)."""

    bot_levels = ("easy",)

    def new_game(self, players: int, seed: int) -> State:
        return State(PILE, 0, players)

    def legal_moves(self, state: State) -> list[int]:
        return [n for n in (1, 2) if n <= state.stones]

    def apply(self, state: State, move: int) -> State:
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"cannot take {move}", "take_too_many")
        return State(state.stones - move, (state.player + 1) % state.players, state.players, state.player)

    def parse_move(self, text: str) -> int:
        return int(text)

    def current_player(self, state: State) -> int:
        return state.player

    def game_over(self, state: State) -> bool:
        return state.stones == 0

    def scores(self, state: State) -> list[int]:
        return [int(state.stones == 0 and state.last == seat) for seat in range(state.players)]

    def winners(self, state: State) -> tuple[int, ...]:
        return (state.last,) if state.last is not None and state.stones == 0 else ()

    def make_bot(self, level: str, seed: int, **budget: Any) -> TakeOne:
        if level not in ("easy", "medium"):  # (medium: the hints' level)
            raise ValueError(f"unknown bot level {level!r}")
        return TakeOne()

    def new_observer(self, players: int) -> SeeAll:
        return SeeAll()

    def read_record(self, raw: Any) -> Record:
        try:
            return Record.model_validate(raw["record"] if is_save(raw) else raw)
        except (ValidationError, TypeError, KeyError) as exc:
            raise RecordError("not a game of Take", "record_field", field="record", problem="invalid") from exc

    def replay(self, record: Record) -> State:
        return self.positions(record)[-1]

    def positions(self, record: Record) -> list[State]:
        """Every position of a record's game, the opening first; raises `RecordError` naming a move that does not
        replay."""
        states = [self.new_game(len(record.players), record.seed)]
        for number, text in enumerate(record.moves, start=1):
            try:
                states.append(self.apply(states[-1], self.parse_move(text)))
            except (ValueError, IllegalMoveError) as exc:
                raise RecordError(f"move {number}", "record_move", move_number=number, move=text) from exc
        return states

    # --- statistics (`thurntaxis.stats`), as `thurntaxis.games.Game`
    figures = (Figure("stones", QT_TRANSLATE_NOOP("Figures", "Stones taken (average per game):"), "average"),)

    def finished_game(self, record: Record) -> FinishedGame:
        """The scores, the winner and the stones each seat took; `ValueError` when the game has not ended."""
        states = self.positions(record)
        final = states[-1]
        if not self.game_over(final):
            raise ValueError("only a finished game is stored")
        taken = [0] * final.players
        for before, after in pairwise(states):
            taken[before.player] += before.stones - after.stones
        return FinishedGame(
            names=tuple(record.players),
            scores=tuple(self.scores(final)),
            winners=self.winners(final),
            figures=tuple({"stones": n} for n in taken),
            moves=len(record.moves),
            record_text=record.model_dump_json(),
        )


GAME = TakeGame()
