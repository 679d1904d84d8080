"""Scores: a player's points with their breakdown, and the winner with the tie-break."""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.taxis.rules.state import GameState


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """A player's score: highest carriage's points + all bonus tiles - one per house not placed."""

    seat: int
    carriage: int  # highest carriage, 0 for none
    carriage_points: int
    tiles: tuple[tuple[str, int], ...]  # (stack id, value) in the order taken
    houses_left: int

    @property
    def tile_points(self) -> int:
        return sum(value for _, value in self.tiles)

    @property
    def total(self) -> int:
        return self.carriage_points + self.tile_points - self.houses_left


@dataclass(frozen=True, slots=True)
class Result:
    """Who won, and how a tie was broken (`tie_break` is None when no tie needed breaking)."""

    winner: int
    tied: tuple[int, ...]
    tie_break: str | None  # "game_end_tile" or "after_game_end_holder"
    game_end_holder: int | None


def score(state: GameState, seat: int) -> ScoreBreakdown:
    """The seat's score as it stands (the final score once the game is over)."""
    board = state.board
    carriage = state.carriages[seat]
    return ScoreBreakdown(
        seat=seat,
        carriage=carriage,
        carriage_points=board.carriage_points[carriage] if carriage else 0,
        tiles=tuple((board.stack_ids[stack], value) for stack, value in state.tiles[seat]),
        houses_left=state.houses_left(seat),
    )


def scores(state: GameState) -> list[ScoreBreakdown]:
    """Every seat's score, in seat order."""
    return [score(state, seat) for seat in range(state.players)]


def result(state: GameState) -> Result:
    """The winner by RULES.md: highest score; among tied players the game-end tile's holder, else the tied
    player who comes soonest after the holder in turn order."""
    totals = [s.total for s in scores(state)]
    best = max(totals)
    tied = tuple(seat for seat, total in enumerate(totals) if total == best)
    holder = state.game_end_holder()
    if len(tied) == 1:
        return Result(tied[0], tied, None, holder)
    if holder is not None and holder in tied:
        return Result(holder, tied, "game_end_tile", holder)
    origin = holder if holder is not None else state.start_player - 1
    n = state.players
    for step in range(1, n + 1):
        seat = (origin + step) % n
        if seat in tied:
            return Result(seat, tied, "after_game_end_holder", holder)
    raise AssertionError("a tie among no players")
