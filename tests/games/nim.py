"""A toy game for the registry's tests: Nim with one heap of 21, each player takes 1 to 3, who takes the last wins.

It implements `thurntaxis.games.Game` in a few lines, to show that the shared code (command line, arena) plays any
registered game through the protocol alone.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from thurntaxis.errors import IllegalMoveError, NotationError, RecordError
from thurntaxis.games import Bot, Figure, FinishedGame, Game, Observer, Playout, Report

HEAP = 21


@dataclass(frozen=True)
class State:
    """The heap, the players and who is to move; `taken` counts each player's stones."""

    heap: int
    current: int
    taken: tuple[int, ...]
    last: int = -1  # who took last


@dataclass(frozen=True)
class Finished:
    """A random game of Nim."""

    moves: tuple[int, ...]
    final: State


class Tracker:
    """Nim has no hidden information: a seat observes the whole state."""

    def update(self, before: Any, move: Any) -> None:
        pass

    def observe(self, state: Any, seat: int) -> Any:
        return state


class NimBot:
    """Random, or greedy (leaves a multiple of 4 when it can)."""

    def __init__(self, level: str, seed: int, **budget: Any) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.budget = budget

    def choose(self, observation: Any, should_stop: Callable[[], bool] | None = None) -> Any:
        legal = NIM.legal_moves(observation)
        if self.level == "greedy" and observation.heap % 4 in legal:
            return observation.heap % 4
        return legal[self.rng.randrange(len(legal))]


class Nim:
    """Nim as a `Game`."""

    bot_levels = ("random", "greedy")
    budget_levels = ("greedy",)
    bot_options: Mapping[str, Callable[[str], Any]] = {"depth": int}

    def new_game(self, players: int, seed: int) -> State:
        return State(HEAP, seed % players, (0,) * players)

    def legal_moves(self, state: State) -> Sequence[int]:
        return [n for n in (1, 2, 3) if n <= state.heap]

    def apply(self, state: State, move: int) -> State:
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"cannot take {move}", "take", heap=state.heap)
        taken = list(state.taken)
        taken[state.current] += move
        return State(state.heap - move, (state.current + 1) % len(taken), tuple(taken), state.current)

    def parse_move(self, text: str) -> int:
        if text not in ("1", "2", "3"):
            raise NotationError(f"not a move: {text!r}", "nim")
        return int(text)

    def current_player(self, state: State) -> int:
        return state.current

    def game_over(self, state: State) -> bool:
        return state.heap == 0

    def scores(self, state: State) -> list[int]:
        return [int(seat == state.last) for seat in range(len(state.taken))]

    def winners(self, state: State) -> tuple[int, ...]:
        return (state.last,)

    def new_observer(self, players: int) -> Observer:
        return Tracker()

    def make_bot(self, level: str, seed: int, **budget: Any) -> Bot:
        if level not in self.bot_levels:
            raise ValueError(f"no Nim bot {level!r}")
        return NimBot(level, seed, **budget)

    def random_game(self, players: int, seed: int) -> Playout:
        rng = random.Random(seed)
        state = self.new_game(players, seed)
        moves: list[int] = []
        while not self.game_over(state):
            move = rng.choice(self.legal_moves(state))
            state = self.apply(state, move)
            moves.append(move)
        return Finished(tuple(moves), state)

    def playout_report(self, seed: int, playout: Playout) -> Report:
        return Report({"seed": seed, "winner": playout.final.last}, [f"nim {seed}: seat {playout.final.last} wins"])

    def read_record(self, raw: Any) -> dict[str, Any]:
        if not isinstance(raw.get("players"), int):
            raise RecordError("field 'players': not a number", "record_field", field="players", problem="invalid")
        return dict(raw)

    def replay(self, record: dict[str, Any]) -> State:
        state = self.new_game(record["players"], record.get("seed", 0))
        for text in record.get("moves", []):
            state = self.apply(state, self.parse_move(text))
        return state

    def replay_report(self, record: dict[str, Any], final: State) -> Report:
        return Report({"heap": final.heap}, [f"heap {final.heap}"])

    def observation_json(self, observation: State) -> dict[str, Any]:
        return {
            "heap": observation.heap,
            "current": observation.current,
            "taken": list(observation.taken),
            "last": observation.last,
        }

    def observation_from_json(self, data: Any) -> State:
        return State(int(data["heap"]), int(data["current"]), tuple(int(t) for t in data["taken"]), int(data["last"]))

    def record_text(self, names: Sequence[str], seed: int, moves: Sequence[str]) -> str:
        return json.dumps({"game": "nim", "players": len(names), "seed": seed, "moves": list(moves)})

    figures = (Figure("stones", "Stones taken:", "average"),)

    def finished_game(self, record: dict[str, Any]) -> FinishedGame:
        final = self.replay(record)
        if not self.game_over(final):
            raise ValueError("only a finished game is stored")
        return FinishedGame(
            names=tuple(f"Seat {seat + 1}" for seat in range(len(final.taken))),
            scores=tuple(self.scores(final)),
            winners=self.winners(final),
            figures=tuple({"stones": taken} for taken in final.taken),
            moves=len(record.get("moves", [])),
            record_text=json.dumps(record),
        )


NIM = Nim()
GAME: Game[State, int] = NIM
