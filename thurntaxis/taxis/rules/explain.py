"""Why a move is not legal: a reason code with parameters (for the UI to translate) and an English message.

Only called when a move was refused, so it favours clarity over speed.
"""

from __future__ import annotations

from typing import Any

from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import (
    AFTER_PLAY,
    CARRIER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    GAME_OVER,
    MIN_SCORING_ROUTE,
    NO_OFFICIAL,
    OFFICIAL_NAMES,
    PLACE_HOUSES,
    PLAY_PHASE,
    GameState,
)

# What the player must do in each phase, for "not now" messages.
_PHASE_TASK = {
    DRAW_PHASE: "draw a card",
    PLAY_PHASE: "play a card from your hand",
    AFTER_PLAY: "score your route or end your turn",
    CARRIER_PLAY: "play the Postal carrier's second card at an end of your route",
    CHOOSE_HOUSES: "choose where to place your houses",
    PLACE_HOUSES: "choose the cities for your houses",
    DISCARD_PHASE: "discard down to 3 cards",
}

_OFFICIAL_TITLES = {
    "postmaster": "the Postmaster",
    "administrator": "the Administrator",
    "postal_carrier": "the Postal carrier",
    "cartwright": "the Cartwright",
}

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_now": "You cannot do that now: {task}.",
    "not_on_display": "{city} is not on the display.",
    "nothing_to_draw": "There is no card left to draw.",
    "official_used": "You have already called {official} this turn; one official per turn.",
    "already_drawn": "The Administrator must be called before you draw.",
    "draw_first": "The Postmaster gives a second card: draw your first card before calling him.",
    "already_played": "The Postmaster can only be called before you play a card.",
    "not_in_hand": "{city} is not in your hand.",
    "no_route": "You have no route yet: start one with any card.",
    "already_in_route": "{city} is already in your route.",
    "no_road": "{city} has no road to {left} or {right}, the ends of your route.",
    "no_road_one": "{city} has no road to {left}, the city of your route.",
    "must_extend": "The Postal carrier's card must extend your route at one of its ends.",
    "no_extension": "None of your cards can extend your route, so the Postal carrier cannot help.",
    "route_too_short": "A route needs at least 3 cards to be scored; yours has {length}.",
    "no_city_in_land": "Your route has no city in {land} that can take a house of yours.",
    "house_not_allowed": "A house cannot go to {city} under the option you chose.",
    "same_as_each_land": "That option places the same house as one house in each land.",
    "unknown_move": "That is not a move of this game.",
}


def explain_illegal(state: GameState, move: Move) -> tuple[str, dict[str, Any], str]:
    """The reason `move` is illegal in `state`, as (code, params, English message)."""
    code, params = _reason(state, move)
    return code, params, MESSAGES[code].format(**params)


def _reason(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
    board = state.board
    kind, arg = move.kind, move.arg
    phase = state.phase
    p = state.current
    if phase == GAME_OVER:
        return "game_over", {}

    def city(i: int) -> str:
        return board.city_names[i] if 0 <= i < board.city_count else "?"

    def not_now() -> tuple[str, dict[str, Any]]:
        return "not_now", {"task": _PHASE_TASK[phase], "phase": phase}

    def official_used() -> tuple[str, dict[str, Any]]:
        name = OFFICIAL_NAMES[state.official]
        return "official_used", {"official": _OFFICIAL_TITLES.get(name, name), "official_code": name}

    hand = state.hands[p]
    route = state.routes[p]
    if kind == mv.DRAW:
        if phase != DRAW_PHASE:
            return not_now()
        if arg == mv.DECK:
            return "nothing_to_draw", {}
        return "not_on_display", {"city": city(arg)}
    if kind == mv.ADMINISTRATOR:
        if phase != DRAW_PHASE:
            return not_now() if state.official == NO_OFFICIAL else official_used()
        if state.official != NO_OFFICIAL:
            return official_used()
        return "already_drawn", {}
    if kind == mv.POSTMASTER:
        if state.official != NO_OFFICIAL:
            return official_used()
        if phase == DRAW_PHASE:
            return "draw_first", {}
        if phase != PLAY_PHASE:
            return ("already_played", {}) if state.played else not_now()
        return "nothing_to_draw", {}
    if kind == mv.CARRIER:
        if state.official != NO_OFFICIAL:
            return official_used()
        if phase != AFTER_PLAY:
            return not_now()
        return "no_extension", {}
    if kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START):
        if phase not in (PLAY_PHASE, CARRIER_PLAY):
            return not_now()
        if arg not in hand:
            return "not_in_hand", {"city": city(arg)}
        if kind == mv.START:
            return "must_extend", {}
        if not route:
            return "no_route", {}
        if arg in route:
            return "already_in_route", {"city": city(arg)}
        left, right = route[0], route[-1]
        if left == right:
            return "no_road_one", {"city": city(arg), "left": city(left)}
        return "no_road", {"city": city(arg), "left": city(left), "right": city(right)}
    if kind == mv.SCORE:
        if phase != AFTER_PLAY:
            return not_now()
        if len(route) < MIN_SCORING_ROUTE:
            return "route_too_short", {"length": len(route)}
        return official_used()
    if kind == mv.END_TURN:
        return not_now()
    if kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND):
        if phase != CHOOSE_HOUSES:
            return not_now()
        if kind == mv.HOUSES_ONE_LAND:
            land = board.land_names[arg] if 0 <= arg < len(board.land_names) else "?"
            mask = board.land_mask[arg] if 0 <= arg < len(board.land_mask) else 0
            route_mask = sum(1 << c for c in set(route))
            if not route_mask & mask & ~state.houses[p]:
                return "no_city_in_land", {"land": land}
            return "same_as_each_land", {}
        return "unknown_move", {}
    if kind == mv.HOUSE:
        if phase != PLACE_HOUSES:
            return not_now()
        return "house_not_allowed", {"city": city(arg)}
    if kind == mv.DISCARD:
        if phase != DISCARD_PHASE:
            return not_now()
        return "not_in_hand", {"city": city(arg)}
    return "unknown_move", {}
