"""Thurn and Taxis as the shared code sees it: the `Game` protocol of `thurntaxis.games`, over `rules` and `ai`.

The registry imports this module only when Thurn and Taxis is used; the bots are imported only when one is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from thurntaxis import bots
from thurntaxis.games import Bot, Figure, FinishedGame, Game, Observer, Playout, Report
from thurntaxis.records import read_saved
from thurntaxis.taxis import stats
from thurntaxis.taxis.rules import GameDefinition, GameRecord, GameState, Move, scoring
from thurntaxis.taxis.rules import engine as rules
from thurntaxis.taxis.rules.moves import parse_move
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.record import final_position, to_json, validate_record

if TYPE_CHECKING:
    from thurntaxis.taxis.rules.observation import Observation

# The arena's bot options ("hard:iterations=300:rounds=1"), in the order its messages list them.
BOT_OPTIONS: dict[str, Callable[[str], Any]] = {
    "iterations": int,
    "rounds": int,
    "time_limit": float,
    "exploration": float,
    "method": str,
    "widen": float,
    "value": str,
    "squash": float,
}


def describe_position(state: GameState, names: Sequence[str]) -> list[str]:
    """The position in plain lines, for the replay command."""
    board = state.board
    codes = board.city_codes
    lines = [
        f"turn {state.turn}, {'game over' if state.game_over else 'player ' + names[state.current] + ' to move'}",
        f"display: {' '.join(codes[c] for c in state.display) or '-'}; deck {len(state.deck)} cards; "
        f"discard pile {len(state.discard)} cards",
    ]
    for seat, breakdown in enumerate(scoring.scores(state)):
        houses = " ".join(codes[c] for c in board.cities_of(state.houses[seat])) or "-"
        tiles = ", ".join(f"{stack} {value}" for stack, value in breakdown.tiles) or "-"
        lines.append(
            f"{names[seat]}: {breakdown.total} points = carriage {breakdown.carriage or '-'} "
            f"({breakdown.carriage_points}) + tiles {breakdown.tile_points} [{tiles}] "
            f"- {breakdown.houses_left} houses left; houses in {houses}; "
            f"hand {' '.join(codes[c] for c in state.hands[seat]) or '-'}; "
            f"route {'-'.join(codes[c] for c in state.routes[seat]) or '-'}"
        )
    return lines


class ThurnAndTaxis:
    """The first game, implementing `thurntaxis.games.Game`."""

    def new_game(self, players: int, seed: int) -> GameState:
        return rules.new_game(GameDefinition(players), seed=seed)

    def legal_moves(self, state: GameState) -> Sequence[Move]:
        return rules.legal_moves(state)

    def apply(self, state: GameState, move: Move) -> GameState:
        return rules.apply(state, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def current_player(self, state: GameState) -> int:
        return state.current

    def game_over(self, state: GameState) -> bool:
        return state.game_over

    def scores(self, state: GameState) -> list[int]:
        return [s.total for s in scoring.scores(state)]

    def winners(self, state: GameState) -> tuple[int, ...]:
        return (scoring.result(state).winner,)  # the rules break every tie

    def new_observer(self, players: int) -> Observer:
        from thurntaxis.taxis.rules.observation import HandTracker

        return HandTracker(players)

    bot_levels, budget_levels, bot_options = bots.LEVELS, bots.BUDGET_LEVELS, BOT_OPTIONS  # (`thurntaxis.bots`)

    def make_bot(self, level: str, seed: int, **budget: Any) -> Bot:
        from thurntaxis.taxis.ai.bots import make_bot

        return make_bot(level, seed=seed, **budget)

    def random_game(self, players: int, seed: int) -> Playout:
        return random_game(players, seed)

    def playout_report(self, seed: int, playout: Playout) -> Report:
        final: GameState = playout.final
        totals = self.scores(final)
        outcome = scoring.result(final)
        data = {
            "seed": seed,
            "players": final.players,
            "scores": totals,
            "winner": outcome.winner,
            "tie_break": outcome.tie_break,
            "turns": final.turn,
            "moves": len(playout.moves),
        }
        return Report(data, [f"game {seed}: scores {totals}, winner seat {outcome.winner}, {final.turn} turns"])

    def read_record(self, raw: Any) -> GameRecord:
        return read_saved(raw, validate_record)  # a bare record, or a save, which wraps one

    def replay(self, record: GameRecord) -> GameState:
        return final_position(record)

    def replay_report(self, record: GameRecord, final: GameState) -> Report:
        breakdowns = scoring.scores(final)
        outcome = scoring.result(final)
        data = {
            "players": record.players,
            "moves": len(record.moves),
            "turn": final.turn,
            "game_over": final.game_over,
            "scores": [
                {
                    "total": s.total,
                    "carriage": s.carriage,
                    "carriage_points": s.carriage_points,
                    "tiles": [list(t) for t in s.tiles],
                    "houses_left": s.houses_left,
                }
                for s in breakdowns
            ],
            "winner": outcome.winner if final.game_over else None,
        }
        lines = describe_position(final, record.players)
        if final.game_over:
            lines.append(
                f"winner: {record.players[outcome.winner]}"
                + (f" (tie broken by {outcome.tie_break})" if outcome.tie_break else "")
            )
        return Report(data, lines)

    def observation_json(self, observation: Observation) -> dict[str, Any]:
        from thurntaxis.taxis import wire  # (the AI's observation: imported when a game is played)

        return wire.observation_json(observation)

    def observation_from_json(self, data: Any) -> Observation:
        from thurntaxis.taxis import wire

        return wire.observation_from_json(data)

    def view_state(self, observation: Observation) -> GameState:
        return observation.state  # (the canonical position: the hidden cards in sorted order, the seed 0)

    def record_text(self, names: Sequence[str], seed: int, moves: Sequence[str]) -> str:
        return to_json(GameRecord(players=list(names), seed=seed, moves=list(moves)))

    @property
    def figures(self) -> tuple[Figure, ...]:
        return stats.FIGURES

    def finished_game(self, record: GameRecord) -> FinishedGame:
        return stats.finished_game(record)


GAME: Game[GameState, Move] = ThurnAndTaxis()
