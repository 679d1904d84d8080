"""Targeted rule cases: placement legality, follower refusals, joins, loops, monasteries, unplaceable tiles."""

from __future__ import annotations

import pytest

from tests.carcassonne.helpers import game
from thurntaxis.carcassonne.rules import Move, apply, legal_moves, new_game
from thurntaxis.carcassonne.rules.errors import ILLEGAL_CODES
from thurntaxis.carcassonne.rules.state import CITIES, ROADS
from thurntaxis.errors import IllegalMoveError

RED, BLUE = 0, 1


@pytest.mark.parametrize(
    ("move", "code", "params"),
    [
        ("U1@1,0", None, {}),  # road continues east
        ("U0@1,0", "edge_mismatch", {"side": "W", "needs": "road", "has": "field"}),
        ("U0@0,-1", "edge_mismatch", {"side": "S", "needs": "city", "has": "road"}),
        ("U1@0,0", "occupied", {"x": 0, "y": 0}),
        ("U1@1,1", "no_neighbour", {"x": 1, "y": 1}),  # a corner is not enough
        ("U1@5,5", "no_neighbour", {"x": 5, "y": 5}),
        ("E2@1,0", "wrong_tile", {"tile": "E", "drawn": "U"}),
        ("none", "wrong_phase", {"phase": "place"}),
    ],
)
def test_placement_legality(move: str, code: str | None, params: dict[str, object]) -> None:
    """„nową płytkę należy ułożyć tak, by przylegała co najmniej jedną krawędzią do” a placed tile, edges
    continuing what lies beside them."""
    state = new_game(2, tiles="UE")
    if code is None:
        assert apply(state, Move.parse(move)).board
        assert Move.parse(move) in legal_moves(state)
        return
    with pytest.raises(IllegalMoveError) as info:
        apply(state, Move.parse(move))
    assert info.value.code == code
    assert code in ILLEGAL_CODES
    assert info.value.params == params
    assert "\n" not in info.value.message


def test_edge_mismatch_message() -> None:
    with pytest.raises(IllegalMoveError, match="the city on the south edge meets a field"):
        apply(new_game(2, tiles="E"), Move.parse("E0@0,-1"))


def test_follower_refused_on_a_connected_occupied_feature_own_included() -> None:
    """„nawet pionek osoby właśnie rozgrywającej turę uniemożliwia ułożenie nowego podwładnego”."""
    state = game(2, "U1@1,0 road:EW", "U1@2,0", extra="U")
    state = apply(state, Move.parse("U1@-1,0"))  # red again: the road holds red's own robber
    assert Move.parse("road:EW") not in legal_moves(state)
    with pytest.raises(IllegalMoveError) as info:
        apply(state, Move.parse("road:EW"))
    assert info.value.code == "feature_taken"
    assert Move.parse("field:e2s1s2w1") in legal_moves(state)


def test_follower_must_name_a_segment_of_the_tile_just_placed() -> None:
    state = apply(new_game(2, tiles="U"), Move.parse("U1@1,0"))
    with pytest.raises(IllegalMoveError) as info:
        apply(state, Move.parse("city:N"))
    assert info.value.code == "no_segment"


def test_no_followers_refused() -> None:
    # Seven monasteries with monks for red, none completed; red's eighth monastery offers no follower.
    turns = []
    for i in range(8):
        turns += [f"B0@0,{i + 1}" + (" monastery" if i < 7 else ""), f"B0@1,{i + 1}"]
    state = game(2, *turns[:-2], extra="BB")
    state = apply(state, Move.parse("B0@0,8"))
    assert state.supply[RED] == 0
    assert legal_moves(state) == [Move.parse("none")]
    with pytest.raises(IllegalMoveError) as info:
        apply(state, Move.parse("monastery"))
    assert info.value.code == "no_followers"


def test_joining_two_roads_each_with_a_robber_later() -> None:
    """Red's robber on the start road, blue's on a road below it; curves join them, monasteries end them:
    both score the 8 tiles."""
    state = game(2, "U1@1,0 road:EW", "U1@0,1 road:EW", "V0@2,0", "U1@1,1", "V1@2,1", "A3@-1,0", "A3@-1,1")
    assert state.last_scored[0].winners == (RED, BLUE)
    assert state.points[RED][ROADS] == state.points[BLUE][ROADS] == 8
    assert state.supply == (7, 7)


def test_road_loop_completes() -> None:
    """„kiedy trakt utworzy zamkniętą pętlę”: a ring of four curves below the start tile is complete: 4."""
    state = game(2, "V3@0,1 road:ES", "V0@1,1", "V1@1,2", "V2@0,2")
    assert state.last_scored[0].kind == "road"
    assert state.points[RED][ROADS] == 4


def test_a_road_passing_a_tile_twice_counts_it_once() -> None:
    """„osobne segmenty na płytce liczą się za jeden”: an L's east and north road ends joined by three curves
    make one road through 4 tiles (the L once): 4."""
    state = game(2, "L2@0,-1 road:E", "V1@1,-1", "V0@1,-2", "V3@0,-2")
    assert state.points[RED][ROADS] == 4
    assert len(state.last_scored[0].squares) == 4


def test_a_city_passing_a_tile_twice_counts_it_once() -> None:
    """An H's two cities joined around it by five tiles: one completed city of 6 tiles (the H once): 12."""
    state = game(2, "H0@0,1 city:E", "N3@1,1", "N0@1,2", "G0@0,2", "N1@-1,2", "N2@-1,1")
    assert state.points[RED][CITIES] == 12


def test_follower_placed_and_scored_in_the_same_turn_returns() -> None:
    """„Istnieje możliwość ustawienia podwładnego i ukończenia (zebrania punktów) traktu … w tej samej turze”."""
    state = game(2, "A3@-1,0", "A1@1,0 road:W")
    assert state.points[BLUE][ROADS] == 3
    assert state.supply[BLUE] == 7
    assert state.followers == {}


def test_monastery_completion_scores_9_and_returns_the_monk() -> None:
    turns = ("B0@0,1 monastery", "U1@-1,0", "U1@1,0", "B0@-1,1", "B0@1,1", "B0@-1,2", "B0@0,2", "B0@1,2")
    state = game(2, *turns)
    assert state.points[RED][2] == 9
    assert state.supply[RED] == 7


def test_unplaceable_tile_is_removed_and_the_next_drawn() -> None:
    """Ruling: a tile that fits nowhere is removed and the next one drawn. After a C (all city) at (0,-1) the
    open edges are roads and fields only... a second C fits nowhere but under a city edge."""
    state = new_game(2, tiles="EUCU")
    state = apply(state, Move.parse("E2@0,-1"))  # closes the start city: no city edge left open
    state = apply(state, Move.parse("none"))
    assert state.drawn_letter == "U"
    state = apply(apply(state, Move.parse("U1@1,0")), Move.parse("none"))
    assert state.removed == (2,)  # the C
    assert state.drawn_letter == "U"
    assert state.current == RED
    assert state.tiles_accounted() == 5


def test_city_scoring_counts_shields() -> None:
    state = game(2, "F1@0,-1 city:NS", "E2@0,-2")
    assert state.points[RED][CITIES] == 8
