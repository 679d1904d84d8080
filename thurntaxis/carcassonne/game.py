"""Carcassonne as the shared code sees it: the `Game` protocol of `thurntaxis.games`, over `rules` and `ai`.

The registry imports this module only when Carcassonne is used; the bots are imported only when one is made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from thurntaxis import bots
from thurntaxis.carcassonne import stats, wire
from thurntaxis.carcassonne.rules import (
    GAME_OVER,
    LETTERS,
    GameState,
    Move,
    Observation,
    apply,
    legal_moves,
    new_game,
    observation,
    parse_move,
    result,
    scores,
)
from thurntaxis.carcassonne.rules.observation import determinize
from thurntaxis.carcassonne.rules.playout import random_game
from thurntaxis.carcassonne.rules.record import GameRecord, final_position, to_json, validate_record
from thurntaxis.carcassonne.rules.state import CATEGORY_NAMES
from thurntaxis.games import Bot, Figure, FinishedGame, Observer, Playout, Report
from thurntaxis.records import read_saved


def _switch(value: str) -> bool:
    """An on/off bot option: 1 or 0."""
    if value not in ("0", "1"):
        raise ValueError(f"expected 1 or 0, not {value!r}")
    return value == "1"


# The arena's bot options ("hard:iterations=300:time_limit=0.5"), in the order its messages list them.
BOT_OPTIONS: dict[str, Callable[[str], Any]] = {
    "iterations": int,
    "time_limit": float,
    "candidates": int,
    "rounds": int,
    "turns": int,
    "endgame": int,
    "sweep": _switch,
    "fitted": _switch,
}


class PublicView:
    """Carcassonne hides only the order of the tiles still to come, which no seat knows: a seat's observation
    follows from the position alone, so there is nothing to track between moves."""

    def update(self, before: GameState, move: Move) -> None:
        """Nothing to remember."""

    def observe(self, state: GameState, seat: int) -> Observation:
        return observation(state, seat)


class Carcassonne:
    """The second game, implementing `thurntaxis.games.Game`."""

    def new_game(self, players: int, seed: int) -> GameState:
        return new_game(players, seed=seed)

    def legal_moves(self, state: GameState) -> Sequence[Move]:
        return legal_moves(state)

    def apply(self, state: GameState, move: Move) -> GameState:
        return apply(state, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def current_player(self, state: GameState) -> int:
        return state.current

    def game_over(self, state: GameState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: GameState) -> list[int]:
        return list(scores(state))

    def winners(self, state: GameState) -> tuple[int, ...]:
        return result(state).winners  # tied players share the victory

    def new_observer(self, players: int) -> Observer:
        return PublicView()

    bot_levels, budget_levels, bot_options = bots.LEVELS, bots.BUDGET_LEVELS, BOT_OPTIONS  # (`thurntaxis.bots`)

    def make_bot(self, level: str, seed: int, **budget: Any) -> Bot:
        from thurntaxis.carcassonne.ai import make_bot

        return make_bot(level, seed=seed, **budget)

    def random_game(self, players: int, seed: int) -> Playout:
        return random_game(players, seed)

    def playout_report(self, seed: int, playout: Playout) -> Report:
        final: GameState = playout.final
        outcome = result(final)
        data = {
            "seed": seed,
            "players": len(outcome.scores),
            "scores": list(outcome.scores),
            "winners": list(outcome.winners),
            "tiles_placed": len(final.board),
            "tiles_removed": len(final.removed),
            "moves": len(playout.moves),
        }
        return Report(
            data,
            [
                f"game {seed}: scores {list(outcome.scores)}, winner seat(s) "
                f"{', '.join(map(str, outcome.winners))}, {len(final.board)} tiles placed"
            ],
        )

    def read_record(self, raw: Any) -> GameRecord:
        return read_saved(raw, validate_record)  # a bare record, or a save, which wraps one

    def replay(self, record: GameRecord) -> GameState:
        return final_position(record)

    def replay_report(self, record: GameRecord, final: GameState) -> Report:
        outcome = result(final)
        over = final.phase == GAME_OVER
        data = {
            "players": record.players,
            "moves": len(record.moves),
            "tiles_placed": len(final.board),
            "tiles_removed": len(final.removed),
            "game_over": over,
            "scores": [{"total": b.total, **b.as_dict()} for b in outcome.breakdown],
            "winners": list(outcome.winners) if over else None,
        }
        state_line = "game over" if over else (f"{record.players[final.current]} to move, tile {LETTERS[final.drawn]}")
        lines = [f"{len(final.board)} tiles placed, {len(final.removed)} removed; {state_line}"]
        for seat, b in enumerate(outcome.breakdown):
            parts = ", ".join(f"{name} {getattr(b, name)}" for name in CATEGORY_NAMES)
            lines.append(
                f"{record.players[seat]}: {b.total} points ({parts}); {final.supply[seat]} followers in supply"
            )
        if over:
            lines.append("winner: " + " and ".join(record.players[w] for w in outcome.winners))
        return Report(data, lines)

    def observation_json(self, observation: Observation) -> dict[str, Any]:
        return wire.observation_json(observation)

    def observation_from_json(self, data: Any) -> Observation:
        return wire.observation_from_json(data)

    def view_state(self, observation: Observation) -> GameState:
        pile = [tile for tile, count in enumerate(observation.remaining) for _ in range(count)]
        return determinize(observation, random.Random(0), order=pile)  # (the tiles to come in the box's order)

    def record_text(self, names: Sequence[str], seed: int, moves: Sequence[str]) -> str:
        return to_json(
            validate_record({"game": "carcassonne", "players": list(names), "seed": seed, "moves": list(moves)})
        )

    @property
    def figures(self) -> tuple[Figure, ...]:
        return stats.FIGURES

    def finished_game(self, record: GameRecord) -> FinishedGame:
        return stats.finished_game(record)


GAME = Carcassonne()
