"""What one seat may know of a game: the observation a bot decides from.

Public: the display, the discard pile, every route, house, carriage, tile and bonus stack, the turn's phase, the
deck's size and each player's hand size. Private to the seat: its own hand. Partly known: the cards an opponent
took from the display and has not played or discarded since. Hidden: the deck order, the rest of the opponents'
hands, and the seed of future reshuffles.

An `Observation` keeps a canonical `state`: the position with every hidden card filled in from the sorted pool of
unknown cards (first the opponents' unknown hand cards, then the deck) and the reshuffle seed set to 0. Two games
that differ only in hidden information give equal observations, so a bot that decides from an observation cannot
peek. `determinize(rng)` deals the unknown cards at random instead, for search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.engine import legal_moves
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import GameState


class HandTracker:
    """Follows a game move by move and remembers which cards each seat is known to hold."""

    def __init__(self, players: int) -> None:
        self.known: list[list[int]] = [[] for _ in range(players)]

    def update(self, before: GameState, move: Move) -> None:
        """Account for `move`, made in position `before`."""
        kind, arg = move
        seat = before.current
        if kind == mv.DRAW and arg != mv.DECK:
            self.known[seat].append(arg)
        elif kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
            cards = self.known[seat]
            if arg in cards:
                cards.remove(arg)

    def observe(self, state: GameState, seat: int) -> Observation:
        """The observation of `seat` in `state`, the position reached by the moves given to `update`."""
        return observe(state, seat, [tuple(k) for k in self.known])


def observe(state: GameState, seat: int, known: Sequence[Sequence[int]]) -> Observation:
    """Build an observation from the true state, keeping only what `seat` may know.

    `known[q]` lists the cards seat q is known to hold (taken from the display, not played since)."""
    n = state.players
    board = state.board
    known_hands: list[tuple[int, ...]] = []
    for q in range(n):
        if q == seat:
            known_hands.append(state.hands[q])
        else:
            known_hands.append(tuple(sorted(known[q])))
    counts = [0] * board.city_count
    for c in state.display:
        counts[c] += 1
    for c in state.discard:
        counts[c] += 1
    for route in state.routes:
        for c in route:
            counts[c] += 1
    for hand in known_hands:
        for c in hand:
            counts[c] += 1
    unknown: list[int] = []
    for c in range(board.city_count):
        unknown.extend([c] * (board.copies_per_city - counts[c]))
    hand_sizes = tuple(len(h) for h in state.hands)
    canonical = _fill(state, seat, known_hands, hand_sizes, unknown, seed=0)
    return Observation(seat, canonical, tuple(known_hands), hand_sizes, tuple(unknown))


def _fill(
    state: GameState,
    seat: int,
    known_hands: Sequence[tuple[int, ...]],
    hand_sizes: Sequence[int],
    pool: Sequence[int],
    seed: int,
) -> GameState:
    """A copy of `state` whose hidden cards are taken from `pool` in order."""
    s = state.copy()
    hands: list[tuple[int, ...]] = []
    i = 0
    for q, known in enumerate(known_hands):
        if q == seat:
            hands.append(known)
            continue
        missing = hand_sizes[q] - len(known)
        hands.append(tuple(sorted(known + tuple(pool[i : i + missing]))))
        i += missing
    s.hands = tuple(hands)
    s.deck = tuple(pool[i:])
    s.seed = seed
    return s


@dataclass(frozen=True, slots=True)
class Observation:
    """What `seat` may know. `state` is canonical (hidden cards in sorted order), never the truth."""

    seat: int
    state: GameState
    known: tuple[tuple[int, ...], ...]  # per seat: cards known to be in the hand (the own seat: the whole hand)
    hand_sizes: tuple[int, ...]
    unknown: tuple[int, ...]  # sorted: the cards in the deck or in opponents' unknown hand slots

    def legal_moves(self) -> list[Move]:
        """The legal moves of the seat to move (they never depend on hidden cards)."""
        return legal_moves(self.state)

    def determinize(self, rng: random.Random) -> GameState:
        """A full position consistent with the observation: the unknown cards dealt at random."""
        pool = list(self.unknown)
        rng.shuffle(pool)
        return _fill(self.state, self.seat, self.known, self.hand_sizes, pool, seed=rng.getrandbits(32))


def observe_history(states: Sequence[GameState], moves: Sequence[Move], seat: int) -> Observation:
    """The observation of `seat` after a game's moves (`states[i + 1]` follows `moves[i]` from `states[i]`)."""
    tracker = HandTracker(states[0].players)
    for before, move in zip(states, moves, strict=False):
        tracker.update(before, move)
    return tracker.observe(states[-1], seat)
