"""What scoring the route would bring, worked out before the player commits: the carriage (or why none) and, for
each house option, how many houses it places and which bonus tiles it brings. Read from the rules by playing the
scoring forward on a copy of the position; nothing here changes the game."""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.taxis.rules import GameState, Move, apply, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, LAST_CARRIAGE, PLACE_HOUSES


@dataclass(frozen=True)
class OptionPreview:
    """What one house option brings."""

    houses: int  # houses it places
    choice: bool  # the player chooses the cities (more cities than houses left)
    tiles: tuple[tuple[int, int], ...]  # (stack, value) of the bonus tiles it brings (with the first cities, if chosen)
    carriage: int  # the carriage the player has after scoring (0: none)


@dataclass(frozen=True)
class CarriagePreview:
    """The carriage scoring now would bring: `number` 0 when none, `needs` the route length the next one needs."""

    number: int
    needs: int  # 0 when the player already has the last carriage


def option_preview(state: GameState, option: Move) -> OptionPreview:
    """Play `option` (a house option in the CHOOSE_HOUSES phase) and the houses after it on a copy."""
    seat = state.current
    after = apply(state, option)
    choice = after.phase == PLACE_HOUSES and after.current == seat
    while after.phase == PLACE_HOUSES and after.current == seat:
        after = apply(after, next(m for m in legal_moves(after) if m.kind == mv.HOUSE))
    placed = after.houses[seat].bit_count() - state.houses[seat].bit_count()
    return OptionPreview(placed, choice, tuple(after.tiles[seat][len(state.tiles[seat]) :]), after.carriages[seat])


def carriage_preview(state: GameState, score: Move = mv.SCORE_ROUTE) -> CarriagePreview:
    """The carriage that scoring with `score` (with or without the Cartwright) would bring now."""
    seat = state.current
    have = state.carriages[seat]
    needs = 0 if have >= LAST_CARRIAGE else (3 if have == 0 else have + 1)
    after = apply(state, score)
    if after.phase == CHOOSE_HOUSES and after.current == seat:
        options = [m for m in legal_moves(after) if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
        number = option_preview(after, options[0]).carriage if options else have
    else:
        number = after.carriages[seat]
    return CarriagePreview(number if number != have else 0, needs)
