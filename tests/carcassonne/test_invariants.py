"""Invariants over seeded random games: tiles and followers conserved, completed features scored once with their
followers back, scores never fall, final scores equal an independent recomputation."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.carcassonne.helpers import independent_final_scores, random_moves
from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, FOLLOWERS, TILE_COUNT, find, result
from thurntaxis.carcassonne.rules.state import AROUND, GameState
from thurntaxis.carcassonne.rules.tiles import COUNTS, K_CITY, K_FIELD, K_ROAD, LETTERS

GAMES = 1000
SCORER_GAMES = 500  # the independent scorer is slower: half the games


def check_state(state: GameState) -> None:
    assert state.tiles_accounted() == TILE_COUNT
    on_board = Counter(state.followers.values())
    for player in range(state.players):
        assert on_board[player] + state.supply[player] == FOLLOWERS
    # Every follower stands on a feature that lists it, and no open road or city lost one.
    for key, player in state.followers.items():
        pos, index = divmod(key, 16)
        kind = state.board[pos].segments[index].kind
        if kind in (K_ROAD, K_CITY):
            assert (key, player) in state.features[find(state.parent, key)][3]
        elif kind == K_FIELD:
            assert (key, player) in state.farms[find(state.parent, key)][1]
        else:
            assert state.monasteries[pos] == player
    if state.phase == FOLLOWER_PHASE:
        return  # what the tile completed is scored after the follower move
    # Completed roads and cities hold no follower (scored and returned); completed monasteries are gone.
    for _root, (open_edges, _squares, _shields, holders) in state.features.items():
        if open_edges == 0:
            assert holders == ()
        assert open_edges >= 0
    for pos in state.monasteries:
        assert not all(pos + d in state.board for d in AROUND)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_the_invariants(players: int) -> None:
    for seed in range(GAMES // 4):
        first, _moves, states = random_moves(players, seed * 7 + players)
        tiles = Counter(state.board[p].tile for state in (states[-1],) for p in state.board)
        tiles.update(states[-1].removed)
        assert [tiles[t] for t in range(len(LETTERS))] == list(COUNTS)
        previous = first.scores
        scored: set[tuple[str, frozenset[int]]] = set()
        for state in states:
            check_state(state)
            assert all(a >= b for a, b in zip(state.scores, previous, strict=True))
            previous = state.scores
            if state.phase == FOLLOWER_PHASE:
                continue  # scoring happens at the end of a turn (after the follower move)
            for event in state.last_scored:  # a feature is scored once: the same squares never again
                key = (event.kind, event.squares)
                assert key not in scored, key
                scored.add(key)
        final = states[-1]
        assert final.game_over
        assert result(final).scores == final.scores


@pytest.mark.parametrize("players", [2, 4])
def test_final_scores_equal_an_independent_recomputation(players: int) -> None:
    for seed in range(SCORER_GAMES // 2):
        _first, moves, states = random_moves(players, seed * 13 + players)
        assert independent_final_scores(players, moves) == list(states[-1].scores), f"seed {seed * 13 + players}"
