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


def test_the_start_tiles_city_and_road_once_completed() -> None:
    """A city cap of one tile needs a second to be completed: then 2 tiles, 4 points (it said 2); a road of one
    tile open at both ends needs a tile at each: 3 points at least (it said 1)."""
    state = new_game(2, seed=1)
    assert worth(state, _key(state, 0, 0, "city:N")) == Worth("city", 1, 0, 1, 4, False)
    assert worth(state, _key(state, 0, 0, "road:EW")) == Worth("road", 1, 0, 1, 3, False)


def test_small_open_features_once_completed() -> None:
    # G turned: a city north to south on the start tile's city: 2 tiles, open to the north: 3 tiles at least.
    state = game(2, "G1@0,-1", extra="EE")
    assert worth(state, _key(state, 0, -1, "city:NS")) == Worth("city", 2, 0, 2, 6, False)
    # U turned: a road east to west beside the start tile's: 2 tiles, open at both ends: 4 tiles at least.
    state = game(2, "U1@1,0", extra="EE")
    assert worth(state, _key(state, 1, 0, "road:EW")) == Worth("road", 2, 0, 2, 4, False)
    # A road bent round the empty square north of the start tile: both its ends face it, one tile closes both.
    state = game(2, "V1@1,0", "V0@1,-1", "V2@-1,0", "V3@-1,-1", extra="E")
    assert worth(state, _key(state, 0, 0, "road:EW")) == Worth("road", 5, 0, 5, 6, False)


def test_a_feature_the_tiles_to_come_cannot_complete_says_no_completed_worth() -> None:
    """On the last tile of the game an open city or road cannot be completed any more (it said "once completed, 4
    points" of a city cap on the very last tile): it is worth what the final scoring gives it."""
    state = game(2, "E2@0,1")  # the last tile: a city cap south of the start tile, open to the south
    assert not state.deck
    assert worth(state, _key(state, 0, 1, "city:S")) == Worth("city", 1, 0, 1, None, False)
    assert worth(state, _key(state, 0, 0, "road:EW")) == Worth("road", 1, 0, 1, None, False)
    assert worth(state, _key(state, 0, 0, "city:N")) == Worth("city", 1, 0, 1, None, False)
    state = game(2, "E2@0,1", extra="E")  # one more tile to come: a cap may yet be closed, not the road
    assert worth(state, _key(state, 0, 1, "city:S")).completed == 4
    assert worth(state, _key(state, 0, 0, "road:EW")).completed is None
    state = game(2, "B0@0,1", extra="BBBBBB")  # a monastery beside the start tile needs 7 more: 6 are to come
    assert worth(state, _key(state, 0, 1, "monastery")) == Worth("monastery", 2, 0, 2, None, False)


def test_a_city_with_a_pennant_and_a_monastery_with_neighbours() -> None:
    # F turned: a city north to south with a pennant, on the start tile's city: a city of 2 tiles, 1 pennant,
    # open to the north: once completed 3 tiles and the pennant at least.
    state = game(2, "F1@0,-1", extra="E")
    assert worth(state, _key(state, 0, -1, "city:NS")) == Worth("city", 2, 1, 3, 8, False)
    state = game(2, "B0@0,1 monastery", "U1@-1,0", "U1@1,0", "B0@-1,1", extra="EEEE")
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
def test_a_feature_completed_later_scores_at_least_what_was_said(seed: int) -> None:
    """Every road and city completed in play scores no less than "once completed" said of it on every earlier
    turn, and no more than a tile fewer would have: the least is the least."""
    first, _moves, states = random_moves(3, seed)
    positions = [first, *states]
    checked = 0
    for j, after in enumerate(positions):
        for scored in after.last_scored if j and after.placed_order == positions[j - 1].placed_order else ():
            if scored.kind not in ("road", "city"):
                continue
            for earlier in positions[:j]:
                if scored.key // 16 in earlier.board:
                    said = worth(earlier, scored.key).completed
                    assert said is not None and said <= scored.points
                    checked += 1
    assert checked >= 20


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
