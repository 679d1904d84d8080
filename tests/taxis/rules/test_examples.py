"""The seven examples of RULES.md, each as its own test."""

import pytest

from tests.taxis.rules.helpers import BOARD, after_play, legal, mask, play, position, stack
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import Move, apply, scores
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, PLACE_HOUSES, PLAY_PHASE


def test_example_1_only_roads_at_the_ends_extend_a_route() -> None:
    state = position(phase=PLAY_PHASE, drawn=1, route="CAR STU NUR REG", hand="INN WUR STU")
    options = legal(state)
    assert not {"<INN", ">INN", "<WUR", ">WUR", "<STU", ">STU"} & options
    with pytest.raises(IllegalMoveError) as no_road:
        apply(state, Move.parse(">INN"))
    assert no_road.value.code == "no_road_right"
    assert "Innsbruck has no road to Regensburg, the right end of your route, nor to Carlsruhe" in no_road.value.message
    with pytest.raises(IllegalMoveError) as between:
        apply(state, Move.parse("<WUR"))
    assert between.value.code == "no_road_left"
    with pytest.raises(IllegalMoveError) as repeated:
        apply(state, Move.parse("<STU"))
    assert repeated.value.code == "already_in_route"


def test_example_2_house_options_of_a_six_card_route() -> None:
    route = "SIG STU NUR REG ING AUG"
    state = play(after_play(route=route), "S")
    assert state.phase == CHOOSE_HOUSES
    assert {"H*", "H=BAI"} <= legal(state)

    each_land = play(state, "H*")
    assert each_land.phase == PLACE_HOUSES
    assert legal(each_land) == {"@SIG", "@STU", "@NUR", "@REG", "@ING", "@AUG"}
    each_land = play(each_land, "@ING")
    assert each_land.houses[0] == mask("SIG STU ING")

    baiern = play(state, "H=BAI")
    assert baiern.houses[0] == mask("NUR REG ING AUG")

    for final in (each_land, baiern):
        assert final.tiles[0][0] == (stack("route6"), 3)


def test_example_3_land_group_completed_over_two_routes() -> None:
    state = play(after_play(route="SIG ULM AUG", houses=["STU", ""]), "S", "H=WTB")
    assert state.houses[0] == mask("STU ULM")
    assert (stack("Württemberg/Hohenzollern"), 3) not in state.tiles[0]
    state = play(after_play(route="STU SIG ULM", houses=["STU", ""]), "S", "H*")
    assert state.houses[0] == mask("STU SIG ULM")
    assert (stack("Württemberg/Hohenzollern"), 3) in state.tiles[0]


def test_example_4_carriages_are_taken_in_order() -> None:
    three = play(after_play(route="CAR STU ULM"), "S", "H*", "@STU")
    assert three.carriages[0] == 3
    five = play(after_play(route="CAR STU ULM AUG MUN", carriages=(3, 0)), "S", "H=BAI")
    assert five.carriages[0] == 4
    four = play(after_play(route="CAR STU ULM AUG", carriages=(4, 0)), "S", "H=BAI")
    assert four.carriages[0] == 4


def test_example_5_cartwright_takes_carriage_seven_and_the_game_end_tile() -> None:
    state = play(after_play(route="CAR STU ULM AUG MUN", carriages=(6, 0)), "SW", "H=BAI")
    assert state.carriages[0] == 7
    assert (stack("game_end"), 1) in state.tiles[0]
    assert state.end_triggered
    without = play(after_play(route="CAR STU ULM AUG MUN", carriages=(6, 0)), "S", "H=BAI")
    assert without.carriages[0] == 6


def test_example_6_eight_card_route_takes_a_seven_tile_then_falls_back() -> None:
    route = "FRE CAR MAN STU ULM AUG MUN PAS"
    state = play(after_play(route=route), "S", "H=BAI")
    assert (stack("route7"), 4) in state.tiles[0]
    stacks = list(state.stacks)
    stacks[stack("route7")] = 0
    empty_sevens = play(after_play(route=route, stacks=tuple(stacks)), "S", "H=BAI")
    assert (stack("route6"), 3) in empty_sevens.tiles[0]
    assert not any(s == stack("route7") for s, _ in empty_sevens.tiles[0])


def test_example_7_final_score() -> None:
    tiles = ((stack("route7"), 4), (stack("Baiern"), 5), (stack("all_lands"), 6), (stack("game_end"), 1))
    assert sum(v for _, v in tiles) == 16
    houses = (1 << BOARD.city_count) - 1 & ~mask("LOD PIL BUD LIN SAL SIG")  # 16 houses placed, 4 left
    state = position(carriages=(6, 0), tiles=(tiles, ()), houses=(houses, 0))
    breakdown = scores(state)[0]
    assert (breakdown.carriage_points, breakdown.tile_points, breakdown.houses_left) == (7, 16, 4)
    assert breakdown.total == 19
