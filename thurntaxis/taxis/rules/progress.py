"""How a game went, found by replaying its moves through the rules: every seat's score after each move, the round
of each position, and each seat's longest route scored (for the end screen, the replay's plot and the
statistics)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from thurntaxis.taxis.rules.moves import SCORE, Move, parse_move
from thurntaxis.taxis.rules.record import GameRecord, positions
from thurntaxis.taxis.rules.scoring import scores
from thurntaxis.taxis.rules.state import GameState


@dataclass(frozen=True, slots=True)
class ScoreProgress:
    """A game's course: `totals[seat][i]` is the seat's score (as `scores` counts it) in position i (0: the
    opening; n: after the n-th move), `rounds[i]` the round position i is in (from 1), `longest[seat]` the cities
    of the seat's longest route scored, left to right (empty for a seat that scored none), and the last position."""

    totals: tuple[tuple[int, ...], ...]
    rounds: tuple[int, ...]
    longest: tuple[tuple[int, ...], ...]
    final: GameState

    @property
    def longest_lengths(self) -> list[int]:
        """Each seat's longest route scored, in cards (0 for none)."""
        return [len(route) for route in self.longest]


def round_of(state: GameState) -> int:
    """The round a position is in (from 1): every player has one turn a round."""
    return (state.turn - 1) // state.players + 1


def score_progress(states: Iterable[GameState], moves: Iterable[Move]) -> ScoreProgress:
    """The course of a game from its positions (the opening first) and the moves between them, read once each."""
    remaining = iter(states)
    before = next(remaining)
    totals = [[b.total] for b in scores(before)]
    rounds = [round_of(before)]
    longest: list[tuple[int, ...]] = [() for _ in totals]
    for after, move in zip(remaining, moves, strict=True):  # a position first: a bad move is a RecordError
        if move.kind == SCORE:  # with or without the Cartwright: the route as it is scored
            seat = before.current
            if len(before.routes[seat]) > len(longest[seat]):
                longest[seat] = before.routes[seat]
        for seat, b in enumerate(scores(after)):
            totals[seat].append(b.total)
        rounds.append(round_of(after))
        before = after
    return ScoreProgress(tuple(tuple(t) for t in totals), tuple(rounds), tuple(longest), before)


def record_progress(record: GameRecord) -> ScoreProgress:
    """The course of a recorded game, replayed once (`RecordError` for a move that does not replay)."""
    return score_progress(positions(record), (parse_move(text) for text in record.moves))
