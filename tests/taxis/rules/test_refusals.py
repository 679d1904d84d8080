"""Every refusal of the rules is true and names what the move aimed at: the end of the route a card was to go to (and
the other end, where the card fits there), the card, the city of a house, the official called. One case for each
reason code the rules have, and the cards at both ends."""

from __future__ import annotations

from typing import Any

import pytest

from tests.taxis.rules.helpers import legal, mask, position
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import Move, apply
from thurntaxis.taxis.rules.explain import MESSAGES
from thurntaxis.taxis.rules.state import (
    AFTER_PLAY,
    CARRIER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    GAME_OVER,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
)

PLAYING: dict[str, Any] = {"phase": PLAY_PHASE, "drawn": 1, "draws_left": 0}
CARRYING: dict[str, Any] = {"phase": CARRIER_PLAY, "drawn": 1, "played": 1, "official": POSTAL_CARRIER}
AFTER: dict[str, Any] = {"phase": AFTER_PLAY, "drawn": 1, "played": 1, "draws_left": 0}
EMPTY = {"display": (), "deck": (), "discard": ()}

# (fields of the position, the move, its reason code, the whole English message)
CASES: list[tuple[dict[str, Any], str, str, str]] = [
    # a card at an end of the route: the Freiburg–Carlsruhe route, and its mirror
    (
        {**PLAYING, "route": "FRE CAR", "hand": "MAN"},
        "<MAN",
        "no_road_left_fits_right",
        "Mannheim has no road to Freiburg, the left end of your route; it could go at the right end, after Carlsruhe.",
    ),
    (
        {**PLAYING, "route": "CAR FRE", "hand": "MAN"},
        ">MAN",
        "no_road_right_fits_left",
        "Mannheim has no road to Freiburg, the right end of your route; it could go at the left end, before Carlsruhe.",
    ),
    (
        {**PLAYING, "route": "CAR STU NUR REG", "hand": "INN"},
        "<INN",
        "no_road_left",
        "Innsbruck has no road to Carlsruhe, the left end of your route, nor to Regensburg, its right end.",
    ),
    (
        {**PLAYING, "route": "CAR STU NUR REG", "hand": "INN"},
        ">INN",
        "no_road_right",
        "Innsbruck has no road to Regensburg, the right end of your route, nor to Carlsruhe, its left end.",
    ),
    (
        {**PLAYING, "route": "ULM", "hand": "LOD"},
        "<LOD",
        "no_road_one",
        "Lodz has no road to Ulm, the city of your route.",
    ),
    (
        {**PLAYING, "route": "ULM", "hand": "LOD"},
        ">LOD",
        "no_road_one",
        "Lodz has no road to Ulm, the city of your route.",
    ),
    (
        {**PLAYING, "hand": "ULM"},
        "<ULM",
        "no_route",
        "Ulm cannot go at the left end: you have no route yet; start one with any card.",
    ),
    (
        {**PLAYING, "hand": "ULM"},
        ">ULM",
        "no_route",
        "Ulm cannot go at the right end: you have no route yet; start one with any card.",
    ),
    (
        {**PLAYING, "route": "SIG STU", "hand": "SIG"},
        "<SIG",
        "already_in_route",
        "Sigmaringen is already in your route.",
    ),
    ({**PLAYING, "route": "SIG STU", "hand": "STU"}, ">STU", "already_in_route", "Stuttgart is already in your route."),
    ({**PLAYING, "route": "BAS ZUR", "hand": "FRE"}, ">ULM", "not_in_hand", "Ulm is not in your hand."),
    # the Postal carrier's second card
    (
        {**CARRYING, "route": "FRE CAR", "hand": "LOD MAN"},
        "<LOD",
        "no_road_left",
        "Lodz has no road to Freiburg, the left end of your route, nor to Carlsruhe, its right end.",
    ),
    (
        {**CARRYING, "route": "FRE CAR", "hand": "MAN"},
        "*MAN",
        "must_extend",
        "Mannheim cannot start a new route: the Postal carrier's card must go at an end of your route.",
    ),
    (
        {**CARRYING, "route": "FRE CAR", "hand": "LOD MAN"},
        "*LOD",
        "must_extend_none",
        "The Postal carrier's card must go at an end of your route, and Lodz has no road to either end "
        "(Freiburg, Carlsruhe).",
    ),
    (
        {**CARRYING, "route": "STU", "hand": "LOD MAN"},
        "*LOD",
        "must_extend_none_one",
        "The Postal carrier's card must go at an end of your route, and Lodz has no road to Stuttgart, the city of "
        "your route.",
    ),
    ({**AFTER, "route": "FRE CAR", "hand": "LOD"}, "C", "no_extension", MESSAGES["no_extension"]),
    # the officials, one a turn
    (
        {"phase": DRAW_PHASE, "official": POSTAL_CARRIER},
        "A",
        "official_used",
        "The Administrator cannot help: you have already called the Postal carrier this turn, one official a turn.",
    ),
    (
        {**AFTER, "route": "FRE CAR MAN", "hand": "BAS", "official": POSTMASTER},
        "C",
        "official_used",
        "The Postal carrier cannot help: you have already called the Postmaster this turn, one official a turn.",
    ),
    (
        {**AFTER, "route": "FRE CAR MAN", "official": POSTMASTER},
        "SW",
        "official_used",
        "The Cartwright cannot help: you have already called the Postmaster this turn, one official a turn.",
    ),
    (
        {**AFTER, "route": "FRE CAR", "hand": "BAS", "official": POSTAL_CARRIER},
        "C",
        "official_again",
        "You have already called the Postal carrier this turn.",
    ),
    ({**PLAYING, "hand": "ULM"}, "A", "already_drawn", MESSAGES["already_drawn"]),
    ({"phase": DRAW_PHASE}, "P", "draw_first", MESSAGES["draw_first"]),
    ({**AFTER, "route": "ULM"}, "P", "already_played", MESSAGES["already_played"]),
    ({**PLAYING, **EMPTY, "hand": "ULM"}, "P", "postmaster_no_card", MESSAGES["postmaster_no_card"]),
    # the draw
    (
        {"phase": DRAW_PHASE, "display": "MAN CAR FRE STU ULM SIG"},
        "+LOD",
        "not_on_display",
        "Lodz is not on the display.",
    ),
    ({"phase": DRAW_PHASE, **EMPTY}, "+?", "nothing_to_draw", MESSAGES["nothing_to_draw"]),
    # a step of the turn that does not allow the move: what it was to do, and the step's task
    ({"phase": DRAW_PHASE, "hand": "MAN"}, "<MAN", "not_now", "You cannot play Mannheim now: draw a card."),
    ({"phase": DRAW_PHASE, "hand": "MAN"}, "*MAN", "not_now", "You cannot play Mannheim now: draw a card."),
    (
        {**PLAYING, "hand": "ULM", "display": "MAN CAR FRE STU ULM SIG"},
        "+MAN",
        "not_now",
        "You cannot draw Mannheim now: play a card from your hand.",
    ),
    ({**PLAYING, "hand": "ULM"}, "+?", "not_now", "You cannot draw from the deck now: play a card from your hand."),
    ({"phase": DRAW_PHASE}, "C", "not_now", "You cannot call the Postal carrier now: draw a card."),
    ({"phase": DRAW_PHASE}, "S", "not_now", "You cannot score your route now: draw a card."),
    ({"phase": DRAW_PHASE}, "E", "not_now", "You cannot end your turn now: draw a card."),
    (
        {**PLAYING, "hand": "ULM"},
        "H*",
        "not_now",
        "You cannot choose where your houses go now: play a card from your hand.",
    ),
    ({"phase": DRAW_PHASE}, "@MAN", "not_now", "You cannot place a house in Mannheim now: draw a card."),
    ({"phase": DRAW_PHASE, "hand": "MAN"}, "-MAN", "not_now", "You cannot discard Mannheim now: draw a card."),
    ({"phase": DISCARD_PHASE, "hand": "MAN ULM STU SIG"}, "-LOD", "not_in_hand", "Lodz is not in your hand."),
    # scoring and houses
    ({**AFTER, "route": "STU ULM"}, "S", "route_too_short", MESSAGES["route_too_short"].format(length=2)),
    (
        {"phase": CHOOSE_HOUSES, "route": "FRE CAR MAN"},
        "H=POL",
        "no_city_in_land",
        "Your route has no city in Polen that can take a house of yours.",
    ),
    (
        {"phase": CHOOSE_HOUSES, "route": "FRE CAR MAN", "houses": ["CAR MAN", ""]},
        "H=BAD",
        "same_as_each_land",
        MESSAGES["same_as_each_land"],
    ),
    (
        {"phase": PLACE_HOUSES, "route": "SIG STU ULM", "each_land": True, "pending": mask("STU ULM")},
        "@MUN",
        "house_not_on_route",
        "München is not on the route you scored: your houses go only to its cities.",
    ),
    (
        {
            "phase": PLACE_HOUSES,
            "route": "SIG STU ULM",
            "each_land": True,
            "pending": mask("STU ULM"),
            "houses": ["SIG", ""],
        },
        "@SIG",
        "house_already",
        "You already have a house in Sigmaringen.",
    ),
    (
        {"phase": PLACE_HOUSES, "route": "SIG STU ULM AUG ING", "each_land": True, "pending": mask("AUG ING")},
        "@STU",
        "house_land_done",
        "Stuttgart is in Württemberg, which already has its house from this route: one house a land.",
    ),
    (
        {"phase": PLACE_HOUSES, "route": "SIG STU ULM AUG ING MUN", "each_land": False, "pending": mask("AUG ING MUN")},
        "@STU",
        "house_other_land",
        "Stuttgart is not in Baiern, the land you chose.",
    ),
    ({"phase": GAME_OVER}, "E", "game_over", MESSAGES["game_over"]),
]

FALLBACKS = {"house_not_allowed", "unknown_move"}  # no position leads to them: they stand for the unforeseen


@pytest.mark.parametrize(("fields", "notation", "code", "message"), CASES, ids=[f"{c[2]}:{c[1]}" for c in CASES])
def test_the_reason_names_what_the_move_aimed_at(
    fields: dict[str, Any], notation: str, code: str, message: str
) -> None:
    state = position(**fields)
    assert notation not in legal(state)
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, Move.parse(notation))
    assert (refused.value.code, refused.value.message) == (code, message)


def test_every_reason_code_of_the_rules_has_a_case() -> None:
    assert {code for _, _, code, _ in CASES} | FALLBACKS == set(MESSAGES)


def test_a_card_that_fits_the_other_end_is_told_so_and_goes_there() -> None:
    """The issue's case: with the route Freiburg–Carlsruhe, Mannheim fits the right end only."""
    state = position(**PLAYING, route="FRE CAR", hand="MAN")
    assert ">MAN" in legal(state) and "<MAN" not in legal(state)
