"""Building a route: table-driven cases of which plays are legal."""

import pytest

from tests.taxis.rules.helpers import cities, legal, play, position
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import Move, apply
from thurntaxis.taxis.rules.state import PLAY_PHASE

# (route, hand, legal plays, illegal plays with the reason code)
ROUTE_TABLE = [
    ("", "ULM INN", {"*ULM", "*INN"}, {"<ULM": "no_route", ">INN": "no_route"}),
    ("ULM", "AUG STU LOD", {"<AUG", ">AUG", "<STU", ">STU", "*LOD"}, {">LOD": "no_road_one"}),
    (
        "CAR STU NUR REG",
        "PIL MAN WUR",
        {">PIL", "<MAN", "*WUR"},
        {">WUR": "no_road_right", "<PIL": "no_road_left_fits_right"},
    ),
    ("INN MUN", "AUG KEM SAL REG CAR", {"<AUG", "<KEM", "<SAL", ">AUG", ">SAL", ">REG"}, {"<CAR": "no_road_left"}),
    ("SIG STU", "SIG ULM", {">ULM", "<ULM", "*SIG"}, {"<SIG": "already_in_route"}),
    ("BAS ZUR", "FRE", {"<FRE", ">FRE"}, {">ULM": "not_in_hand"}),
]


@pytest.mark.parametrize(
    ("route", "hand", "allowed", "refused"), ROUTE_TABLE, ids=[r[0] or "none" for r in ROUTE_TABLE]
)
def test_plays(route: str, hand: str, allowed: set[str], refused: dict[str, str]) -> None:
    state = position(phase=PLAY_PHASE, drawn=1, route=route, hand=hand)
    plays = {m for m in legal(state) if m[0] in "<>*"}
    assert allowed <= plays
    for text, code in refused.items():
        assert text not in plays
        with pytest.raises(IllegalMoveError) as err:
            apply(state, Move.parse(text))
        assert err.value.code == code
        assert err.value.message


def test_innsbruck_ruling_no_road_to_carlsruhe_or_regensburg() -> None:
    # The Polish rulebook's example is wrong; the board is right.
    for end in ("CAR", "REG"):
        state = position(phase=PLAY_PHASE, drawn=1, route=end, hand="INN")
        assert "<INN" not in legal(state) and ">INN" not in legal(state)


def test_cards_are_added_only_at_the_ends_in_order() -> None:
    state = position(phase=PLAY_PHASE, drawn=1, route="STU", hand="ULM MAN")
    state = play(state, ">ULM")
    assert state.routes[0] == cities("STU ULM")
    state = position(phase=PLAY_PHASE, drawn=1, route="STU ULM", hand="MAN")
    state = play(state, "<MAN")
    assert state.routes[0] == cities("MAN STU ULM")


def test_starting_anew_discards_the_old_route_unscored() -> None:
    state = position(phase=PLAY_PHASE, drawn=1, route="CAR STU NUR REG", hand="INN", discard="")
    state = play(state, "*INN")
    assert state.routes[0] == cities("INN")
    assert sorted(state.discard) == sorted(cities("CAR STU NUR REG"))
    assert state.carriages[0] == 0 and state.houses[0] == 0 and not state.tiles[0]


def test_a_card_must_be_played_before_ending_the_turn() -> None:
    state = position(phase=PLAY_PHASE, drawn=1, route="STU", hand="ULM")
    assert "E" not in legal(state)
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("E"))
    assert err.value.code == "not_now"


def test_a_route_of_two_cannot_be_scored() -> None:
    state = play(position(phase=PLAY_PHASE, drawn=1, route="STU", hand="ULM"), ">ULM")
    assert "S" not in legal(state)
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("S"))
    assert err.value.code == "route_too_short"
