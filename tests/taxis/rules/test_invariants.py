"""Invariants over 200 seeded random games of 2, 3 and 4 players, and a replay of each game's record.

The suite plays 200 games to stay within its time (400 took 50 s of its 630); before a release, play more (a multiple
of 10) with `THURNTAXIS_INVARIANT_GAMES=1000 pytest tests/taxis/rules/test_invariants.py`."""

import itertools
import os

import pytest

from thurntaxis.taxis.rules import GameRecord, replay, scores
from thurntaxis.taxis.rules.engine import legal_moves
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.state import GameState

GAMES = int(os.environ.get("THURNTAXIS_INVARIANT_GAMES", "200"))
ALL_CARDS = sorted(list(range(22)) * 3)
CHUNKS = 10


def check(state: GameState) -> None:
    board = state.board
    cards = (
        list(state.deck)
        + list(state.discard)
        + list(state.display)
        + [c for hand in state.hands for c in hand]
        + [c for route in state.routes for c in route]
    )
    assert sorted(cards) == ALL_CARDS
    assert len(state.display) <= 6
    assert len(state.display) == 6 or (not state.deck and not state.discard)
    for seat in range(state.players):
        assert 0 <= state.houses_left(seat) <= 20
        route = state.routes[seat]
        assert len(set(route)) == len(route)
        assert all(board.adjacent(a, b) for a, b in itertools.pairwise(route))
        assert list(state.hands[seat]) == sorted(state.hands[seat])
    tiles = sum(state.stacks) + sum(len(t) for t in state.tiles)
    assert tiles == 30


def seeds(chunk: int) -> range:
    per = GAMES // CHUNKS
    return range(chunk * per, (chunk + 1) * per)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_the_invariants(chunk: int) -> None:
    for seed in seeds(chunk):
        players = 2 + seed % 3
        game = random_game(players, seed)
        record = GameRecord(
            players=[str(i) for i in range(players)],
            seed=seed,
            start_player=game.initial.start_player,
            moves=[str(m) for m in game.moves],
        )
        states = replay(record)  # re-plays the game from the record's notation, checking every move
        for state in states[::7]:
            check(state)
        state = states[-1]
        check(state)
        assert state.game_over
        assert legal_moves(state) == []
        assert state.game_end_holder() is not None
        assert state.tiles == game.final.tiles and state.houses == game.final.houses
        assert state.turn == game.final.turn and state.carriages == game.final.carriages
        for breakdown in scores(state):
            expected = (
                (state.board.carriage_points[breakdown.carriage] if breakdown.carriage else 0)
                + sum(v for _, v in state.tiles[breakdown.seat])
                - (20 - state.houses[breakdown.seat].bit_count())
            )
            assert breakdown.total == expected
