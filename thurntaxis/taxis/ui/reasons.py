"""The rules' refusals (codes of `thurntaxis.taxis.rules.explain`) as the player reads them: each names what the move
aimed at — the end of the route a card was dropped on (and the other end, where the card fits there), the card, the
city of a house, the official called — and what the step of the turn asks instead. The reasons that aim at nothing
in particular keep their words in `texts` (`texts.explain`)."""

from __future__ import annotations

from typing import Any

from thurntaxis.games import QT_TRANSLATE_NOOP
from thurntaxis.taxis.rules import GameState
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.texts import city_name, land_name, official_name, phase_task, translate

# The reasons with the parameters that fill %1, %2, %3 (city and land names are translated).
AIMED: dict[str, tuple[str, tuple[str, ...]]] = {
    "no_road_left": (
        QT_TRANSLATE_NOOP("Reasons", "%1 has no road to %2, the left end of your route, nor to %3, its right end."),
        ("city", "end", "other"),
    ),
    "no_road_right": (
        QT_TRANSLATE_NOOP("Reasons", "%1 has no road to %2, the right end of your route, nor to %3, its left end."),
        ("city", "end", "other"),
    ),
    "no_road_left_fits_right": (
        QT_TRANSLATE_NOOP(
            "Reasons", "%1 has no road to %2, the left end of your route; it could go at the right end, after %3."
        ),
        ("city", "end", "other"),
    ),
    "no_road_right_fits_left": (
        QT_TRANSLATE_NOOP(
            "Reasons", "%1 has no road to %2, the right end of your route; it could go at the left end, before %3."
        ),
        ("city", "end", "other"),
    ),
    "no_road_one": (QT_TRANSLATE_NOOP("Reasons", "%1 has no road to %2, the city of your route."), ("city", "left")),
    "must_extend": (
        QT_TRANSLATE_NOOP(
            "Reasons", "%1 cannot start a new route: the Postal carrier's card must go at an end of your route."
        ),
        ("city",),
    ),
    "must_extend_none": (
        QT_TRANSLATE_NOOP(
            "Reasons",
            "The Postal carrier's card must go at an end of your route, and %1 has no road to either end (%2, %3).",
        ),
        ("city", "left", "right"),
    ),
    "must_extend_none_one": (
        QT_TRANSLATE_NOOP(
            "Reasons",
            "The Postal carrier's card must go at an end of your route, and %1 has no road to %2, the city of your "
            "route.",
        ),
        ("city", "left"),
    ),
    "postmaster_no_card": (
        QT_TRANSLATE_NOOP("Reasons", "The Postmaster cannot help: there is no card left to draw."),
        (),
    ),
    "house_not_on_route": (
        QT_TRANSLATE_NOOP("Reasons", "%1 is not on the route you scored: your houses go only to its cities."),
        ("city",),
    ),
    "house_already": (QT_TRANSLATE_NOOP("Reasons", "You already have a house in %1."), ("city",)),
    "house_land_done": (
        QT_TRANSLATE_NOOP("Reasons", "%1 is in %2, which already has its house from this route: one house a land."),
        ("city", "land"),
    ),
    "house_other_land": (QT_TRANSLATE_NOOP("Reasons", "%1 is not in %2, the land you chose."), ("city", "land")),
}

# The officials by their codes in the rules' reasons (rules.state.OFFICIAL_NAMES).
_OFFICIALS = {
    "postmaster": POSTMASTER,
    "administrator": ADMINISTRATOR,
    "postal_carrier": POSTAL_CARRIER,
    "cartwright": CARTWRIGHT,
}


def explain(state: GameState, code: str, params: dict[str, Any]) -> str:
    """An illegal move's reason (an IllegalMoveError code and its parameters) as a translated sentence."""
    if code == "not_now":
        return _not_now(state, params)
    if code in ("official_used", "official_again") and params.get("aimed") in _OFFICIALS:
        return _one_official(code, params)
    if code == "no_route" and params.get("side") in ("left", "right"):
        if params["side"] == "left":
            text = translate("Reasons", "%1 cannot go at the left end: you have no route yet. Start one with any card.")
        else:
            text = translate(
                "Reasons", "%1 cannot go at the right end: you have no route yet. Start one with any card."
            )
        return text.replace("%1", _named(state, "city", params))
    if code in AIMED:
        template, keys = AIMED[code]
        text = translate("Reasons", template)
        for number, key in enumerate(keys, start=1):
            text = text.replace(f"%{number}", _named(state, key, params))
        return text
    return texts.explain(state, code, params)


def _named(state: GameState, key: str, params: dict[str, Any]) -> str:
    """A parameter as the player reads it: a city's or a land's name in the language of the window."""
    board = state.board
    value = str(params.get(key, "?"))
    if key == "land" and value in board.land_names:
        return land_name(board, board.land_names.index(value))
    if value in board.city_names:
        return city_name(board, board.city_names.index(value))
    return value


def _not_now(state: GameState, params: dict[str, Any]) -> str:
    """What the move was to do, that this step of the turn does not allow, and what the step asks instead."""
    act = str(params.get("act"))
    if act == "official":
        named = official_name(_OFFICIALS.get(str(params.get("official_code")), -1))
    else:
        named = _named(state, "city", params)
    said = {
        "draw": translate("Reasons", "You cannot draw %1 now."),
        "draw_deck": translate("Reasons", "You cannot draw from the deck now."),
        "play": translate("Reasons", "You cannot play %1 now."),
        "official": translate("Reasons", "%1: you cannot call this official now."),
        "score": translate("Reasons", "You cannot score your route now."),
        "end": translate("Reasons", "You cannot end your turn now."),
        "houses": translate("Reasons", "You cannot choose where your houses go now."),
        "house": translate("Reasons", "You cannot place a house in %1 now."),
        "discard": translate("Reasons", "You cannot discard %1 now."),
    }.get(act, translate("Reasons", "You cannot do that now."))
    return said.replace("%1", named) + " " + phase_task(state)


def _one_official(code: str, params: dict[str, Any]) -> str:
    """One official a turn: the one called (by its title) is refused after another one, or after itself."""
    aimed = official_name(_OFFICIALS[str(params["aimed"])])
    if code == "official_again":
        text = translate("Reasons", "%1: you have already called this official this turn; one official a turn.")
        return text.replace("%1", aimed)
    used = official_name(_OFFICIALS.get(str(params.get("official_code")), -1))
    text = translate("Reasons", "%1: you have already called another official this turn (%2); one official a turn.")
    return text.replace("%1", aimed).replace("%2", used)
