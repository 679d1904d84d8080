"""A quick, deterministic legal-move policy for driving test games (the human's moves, scripted positions)."""

from __future__ import annotations

import random

from thurntaxis.taxis.rules import GameState, Move, legal_moves
from thurntaxis.taxis.rules import moves as mv


class SimpleBot:
    """A quick legal-move player: extends its route, scores when a carriage is in reach, else plays at random."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def __call__(self, state: GameState, seat: int) -> Move:
        return self.choose_move(state, seat)

    def choose_move(self, state: GameState, seat: int) -> Move:
        """A legal move for `seat`, who must be the player to move."""
        options = legal_moves(state)
        if len(options) == 1:
            return options[0]
        board = state.board
        route = state.routes[seat]
        hand = state.hands[seat]
        kinds = {m.kind for m in options}

        def extends(city: int) -> bool:
            if not route:
                return any(board.adjacent(city, c) for c in hand)
            return city not in route and (board.adjacent(city, route[0]) or board.adjacent(city, route[-1]))

        if mv.DRAW in kinds:
            useful = [m for m in options if m.kind == mv.DRAW and m.arg != mv.DECK and extends(m.arg)]
            if useful:
                return self._rng.choice(useful)
            if mv.Move(mv.DRAW, mv.DECK) in options:
                return mv.DRAW_DECK
            return self._rng.choice([m for m in options if m.kind == mv.DRAW])
        if mv.PLAY_LEFT in kinds or mv.PLAY_RIGHT in kinds:
            return self._rng.choice([m for m in options if m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT)])
        if mv.START in kinds:
            starts = [m for m in options if m.kind == mv.START]
            linked = [m for m in starts if any(board.adjacent(m.arg, c) for c in hand)]
            return self._rng.choice(linked or starts)
        if mv.SCORE in kinds or mv.END_TURN in kinds:
            return self._after_play(state, seat, options)
        if mv.HOUSES_EACH_LAND in kinds:
            return max(options, key=lambda m: self._houses_placed(state, seat, m))
        return self._rng.choice(options)

    def _after_play(self, state: GameState, seat: int, options: list[Move]) -> Move:
        route = state.routes[seat]
        nxt = state.next_carriage(seat) or 99
        if mv.USE_CARRIER in options and len(route) < nxt:
            return mv.USE_CARRIER
        if mv.SCORE_ROUTE in options and (len(route) >= nxt or len(route) >= 5):
            return mv.SCORE_ROUTE
        if mv.SCORE_WITH_CARTWRIGHT in options and len(route) + 2 >= nxt:
            return mv.SCORE_WITH_CARTWRIGHT
        if mv.SCORE_ROUTE in options and len(state.hands[seat]) >= 5:
            return mv.SCORE_ROUTE
        return mv.END

    @staticmethod
    def _houses_placed(state: GameState, seat: int, move: Move) -> int:
        board = state.board
        eligible = sum(1 << c for c in state.routes[seat]) & ~state.houses[seat]
        if move.kind == mv.HOUSES_EACH_LAND:
            return sum(1 for mask in board.land_mask if eligible & mask)
        return (eligible & board.land_mask[move.arg]).bit_count()
