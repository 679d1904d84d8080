"""What a feature is worth (`rules.worth`): the rulebook's numbers on small examples, and on seeded random games the
same points as the scoring when a feature is completed and at the final scoring."""

from __future__ import annotations

import pytest

from tests.carcassonne.helpers import game, random_moves
from thurntaxis.carcassonne.rules import PLACE_PHASE, GameState, new_game, observation
from thurntaxis.carcassonne.rules.engine import find
from thurntaxis.carcassonne.rules.observation import unplaced
from thurntaxis.carcassonne.rules.scoring import majority
from thurntaxis.carcassonne.rules.state import FARMS, FINAL_CITIES, FINAL_MONASTERIES, FINAL_ROADS, pos_of
from thurntaxis.carcassonne.rules.tiles import K_FIELD
from thurntaxis.carcassonne.rules.worth import Worth, worth


def _key(state: GameState, x: int, y: int, name: str) -> int:
    pos = pos_of(x, y)
    return pos * 16 + state.board[pos].names.index(name)


def test_the_start_tiles_city_and_road() -> None:
    state = new_game(2, seed=1)
    assert worth(state, _key(state, 0, 0, "city:N")) == Worth("city", 1, 0, 1, 2, False)
    assert worth(state, _key(state, 0, 0, "road:EW")) == Worth("road", 1, 0, 1, 1, False)


def test_a_city_with_a_pennant_and_a_monastery_with_neighbours() -> None:
    # F turned: a city north to south with a pennant, on the start tile's city: a city of 2 tiles, 1 pennant.
    state = game(2, "F1@0,-1")
    assert worth(state, _key(state, 0, -1, "city:NS")) == Worth("city", 2, 1, 3, 6, False)
    state = game(2, "B0@0,1 monastery", "U1@-1,0", "U1@1,0", "B0@-1,1")
    assert worth(state, _key(state, 0, 1, "monastery")) == Worth("monastery", 5, 0, 5, 9, False)


def test_a_completed_city_is_worth_what_it_scores() -> None:
    state = game(2, "E2@0,-1")  # a city cap facing the start tile's: completed, 2 tiles
    assert worth(state, _key(state, 0, -1, "city:S")) == Worth("city", 2, 0, 4, 4, True)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_completing_a_feature_scores_what_it_was_worth(seed: int) -> None:
    first, _moves, states = random_moves(3, seed)
    before = [first, *states]
    checked = 0
    for state, after in zip(before, states, strict=False):
        for scored in after.last_scored if after is not state and after.placed_order == state.placed_order else ():
            value = worth(state, scored.key)
            assert value.complete and value.now == scored.points == value.completed
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_final_scoring_gives_what_each_feature_was_worth(seed: int) -> None:
    _first, _moves, states = random_moves(4, seed)
    end = states[-1]
    expected = [0] * end.players
    for root, (open_edges, _squares, _pennants, holders) in end.features.items():
        if holders and open_edges:
            for player in majority(holders, end.players):
                expected[player] += worth(end, root).now
    for pos, owner in end.monasteries.items():
        if owner >= 0:
            expected[owner] += worth(end, pos * 16 + end.board[pos].monastery).now
    for root, (_cities, holders) in end.farms.items():
        assert end.board[root // 16].segments[root % 16].kind == K_FIELD and find(end.parent, root) == root
        for player in majority(holders, end.players):
            expected[player] += worth(end, root).now
    final = [p[FINAL_ROADS] + p[FINAL_CITIES] + p[FINAL_MONASTERIES] + p[FARMS] for p in end.points]
    assert final == expected and sum(final) > 0


@pytest.mark.parametrize("seed", [3, 8])
def test_the_tiles_not_yet_shown_are_the_pile_and_the_tile_to_place(seed: int) -> None:
    first, _moves, states = random_moves(2, seed)
    for state in [first, *states]:
        left = unplaced(observation(state, 0))  # what a seat sees is enough
        hand = [state.drawn] if state.phase == PLACE_PHASE else []
        assert sorted(t for t, n in enumerate(left) for _ in range(n)) == sorted([*state.deck, *hand])
