"""Scoring a route: houses, bonus tiles, carriages and the discard, with RULES.md's rulings."""

import pytest

from tests.taxis.rules.helpers import BOARD, after_play, cities, legal, mask, play, stack
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import Move, apply
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, DISCARD_PHASE, PLACE_HOUSES, AllLandsRule

ALL = BOARD.all_cities_mask


def houses_after(route: str, *moves: str, **fields: object) -> int:
    return play(after_play(route=route, **fields), "S", *moves).houses[0]


def test_one_house_per_land_must_fill_every_land_of_the_route() -> None:
    # Freiburg (Baden), Basel + Zürich (Schweiz), Kempten (Baiern): Schweiz has a choice, the others not.
    state = play(after_play(route="FRE BAS ZUR KEM"), "S", "H*")
    assert state.phase == PLACE_HOUSES
    assert legal(state) == {"@FRE", "@BAS", "@ZUR", "@KEM"}
    state = play(state, "@ZUR")
    assert state.houses[0] == mask("FRE ZUR KEM")


def test_every_city_of_one_land_gets_a_house() -> None:
    assert houses_after("FRE BAS ZUR KEM", "H=SWZ") == mask("BAS ZUR")


def test_one_house_per_city_per_player() -> None:
    # Basel already has this player's house: the Schweiz option adds only Zürich.
    assert houses_after("FRE BAS ZUR KEM", "H=SWZ", houses=["BAS", ""]) == mask("BAS ZUR")
    # Zürich and Basel already have a house of this player: Schweiz is no longer an option.
    state = play(after_play(route="FRE BAS ZUR KEM", houses=["BAS ZUR", ""]), "S")
    assert "H=SWZ" not in legal(state)
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("H=SWZ"))
    assert err.value.code == "no_city_in_land"


def test_other_players_houses_do_not_matter() -> None:
    assert houses_after("FRE BAS ZUR KEM", "H=SWZ", houses=["", "BAS ZUR"]) == mask("BAS ZUR")


def test_all_houses_already_placed_in_the_route_skips_the_house_step() -> None:
    state = play(after_play(route="STU ULM AUG", houses=["STU ULM AUG", ""]), "S")
    assert state.phase != CHOOSE_HOUSES
    assert state.carriages[0] == 3


def test_a_lack_of_houses_lets_the_player_choose_which_cities() -> None:
    # Two houses left; the Baiern option allows four cities.
    placed = ALL & ~mask("NUR REG ING AUG")
    placed &= ~(1 << 0)  # Mannheim: keep the count at 18 placed
    assert placed.bit_count() == 17
    placed |= 1 << 0
    assert placed.bit_count() == 18
    state = play(after_play(route="NUR REG ING AUG", houses=[placed, 0]), "S", "H=BAI")
    assert state.phase == PLACE_HOUSES
    state = play(state, "@REG")
    assert state.phase == PLACE_HOUSES
    assert "@REG" not in legal(state)
    state = play(state, "@AUG")
    assert state.houses_left(0) == 0
    assert state.houses[0] & mask("NUR ING") == 0
    assert (stack("game_end"), 1) in state.tiles[0]
    assert state.end_triggered


def test_land_tile_needs_every_city_of_the_group() -> None:
    state = play(after_play(route="MAN CAR FRE"), "S", "H=BAD")
    assert (stack("Baden"), 3) in state.tiles[0]
    partial = play(after_play(route="MAN CAR STU"), "S", "H=BAD")
    assert not any(s == stack("Baden") for s, _ in partial.tiles[0])


def test_land_tile_is_taken_once_per_player_and_the_next_player_gets_the_next_one() -> None:
    stacks = list(after_play().stacks)
    stacks[stack("Baden")] -= 1
    owned = ((stack("Baden"), 3),)
    again = play(
        after_play(route="MAN STU ULM", houses=["MAN CAR FRE", ""], tiles=(owned, ()), stacks=tuple(stacks)),
        "S",
        "H*",
        "@STU",
    )
    assert [t for t in again.tiles[0] if t[0] == stack("Baden")] == [(stack("Baden"), 3)]
    other = after_play(route="MAN CAR FRE", tiles=(owned, ()), stacks=tuple(stacks), houses=["MAN CAR FRE", ""])
    other = other.copy()
    other.current = 1
    other.routes = ((), cities("MAN CAR FRE"))
    other = play(other, "S", "H=BAD")
    assert (stack("Baden"), 2) in other.tiles[1]


def test_land_tile_stack_empty_gives_nothing() -> None:
    stacks = list(after_play().stacks)
    stacks[stack("Baden")] = 0
    state = play(after_play(route="MAN CAR FRE", stacks=tuple(stacks)), "S", "H=BAD")
    assert not state.tiles[0][1:] and not any(s == stack("Baden") for s, _ in state.tiles[0])


def test_no_land_tile_when_houses_ran_out() -> None:
    # Two houses left: Baden's three cities cannot all get one, so no Baden tile.
    placed = ALL & ~mask("MAN CAR FRE LOD")
    assert placed.bit_count() == 18
    state = play(after_play(route="MAN CAR FRE", houses=[placed, 0]), "S", "H=BAD")
    assert state.phase == PLACE_HOUSES
    state = play(state, "@MAN", "@CAR")
    assert state.houses_left(0) == 0
    assert state.houses[0] & mask("FRE") == 0
    assert not any(s == stack("Baden") for s, _ in state.tiles[0])


def test_all_lands_tile_needs_a_house_in_all_nine_lands() -> None:
    eight = mask("MAN STU SIG NUR BAS INN SAL BUD")
    scored = play(after_play(route="REG PIL LOD", houses=[eight, 0]), "S", "H=POL")
    assert (stack("all_lands"), 6) in scored.tiles[0]
    without_poland = play(after_play(route="REG PIL LOD", houses=[eight, 0]), "S", "H=BOH")
    assert not any(s == stack("all_lands") for s, _ in without_poland.tiles[0])


def test_all_lands_variant_outside_baiern() -> None:
    outside = mask("MAN STU SIG BAS INN SAL PIL")
    default = play(after_play(route="REG PIL LOD", houses=[outside, 0]), "S", "H=POL")
    assert not any(s == stack("all_lands") for s, _ in default.tiles[0])
    variant = play(
        after_play(route="REG PIL LOD", houses=[outside, 0], all_lands=AllLandsRule.OUTSIDE_BAIERN), "S", "H=POL"
    )
    assert (stack("all_lands"), 6) in variant.tiles[0]


def test_route_tiles_fall_back_to_shorter_stacks_and_can_repeat() -> None:
    stacks = list(after_play().stacks)
    stacks[stack("route6")] = 0
    route = "SIG STU NUR REG ING AUG"
    state = play(after_play(route=route, stacks=tuple(stacks)), "S", "H=BAI")
    assert (stack("route5"), 2) in state.tiles[0]
    stacks[stack("route5")] = 0
    nothing = play(after_play(route=route, stacks=tuple(stacks)), "S", "H=BAI")
    assert not nothing.tiles[0]
    stacks = list(after_play().stacks)
    stacks[stack("route5")] = 1
    twice = after_play(route="CAR STU ULM AUG MUN", tiles=(((stack("route5"), 2),), ()), stacks=tuple(stacks))
    twice = play(twice, "S", "H=BAI")
    assert [t for t in twice.tiles[0] if t[0] == stack("route5")] == [(stack("route5"), 2), (stack("route5"), 1)]


def test_cartwright_does_not_lengthen_a_route_for_tiles() -> None:
    state = play(after_play(route="CAR STU ULM AUG", carriages=(4, 0)), "SW", "H=BAI")
    assert state.carriages[0] == 5
    assert not any(s in BOARD.route_stacks for s, _ in state.tiles[0])


def test_cartwright_helps_by_at_most_two_cards() -> None:
    state = play(after_play(route="CAR STU ULM", carriages=(5, 0)), "SW", "H*", "@STU")
    assert state.carriages[0] == 5


def test_carriage_counts_cards_not_houses() -> None:
    state = play(after_play(route="STU ULM AUG", houses=["STU ULM AUG", ""]), "S")
    assert state.carriages[0] == 3


def test_discard_route_and_hand_down_to_three() -> None:
    state = play(after_play(route="STU ULM AUG", hand="LOD LOD PIL BAS ZUR"), "S", "H=BAI")
    assert state.routes[0] == ()
    assert sorted(cities("STU ULM AUG")) == sorted(state.discard[-3:])
    assert state.phase == DISCARD_PHASE
    assert legal(state) == {"-LOD", "-PIL", "-BAS", "-ZUR"}
    state = play(state, "-LOD", "-BAS")
    assert state.hands[0] == tuple(sorted(cities("LOD PIL ZUR")))
    assert state.current == 1


def test_no_hand_limit_outside_scoring() -> None:
    state = play(after_play(route="STU ULM", hand="LOD LOD PIL BAS ZUR"), "E")
    assert len(state.hands[0]) == 5
    assert state.current == 1


def test_game_end_tile_only_for_the_first() -> None:
    first = play(after_play(route="CAR STU ULM AUG MUN", carriages=(6, 0)), "SW", "H=BAI")
    assert first.end_triggered
    second = first.copy()
    second.current = 1
    second.routes = ((), cities("CAR STU ULM AUG MUN"))
    second.carriages = (7, 6)
    second.phase = after_play().phase
    second.played = 1
    second.official = 0
    second = play(second, "SW", "H=BAI")
    assert second.carriages[1] == 7
    assert not any(s == stack("game_end") for s, _ in second.tiles[1])
