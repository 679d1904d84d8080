"""Why a move is not legal: a reason code with parameters (for the UI to translate) and an English message.

Every reason names what the move aimed at: the end of the route a card was to go to (and, where the card fits the
other end, that end), the card, the city of a house, the official called. Only called when a move was refused, so
it favours clarity over speed.
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

# The official each move calls (a code of OFFICIAL_NAMES); a score calls the Cartwright only with its argument.
_CALLS = {mv.POSTMASTER: "postmaster", mv.ADMINISTRATOR: "administrator", mv.CARRIER: "postal_carrier"}

# What a move was to do, for "not now" messages: the `act` parameter and its English words.
_ACTS = {
    mv.DRAW: "draw",
    mv.ADMINISTRATOR: "official",
    mv.POSTMASTER: "official",
    mv.CARRIER: "official",
    mv.PLAY_LEFT: "play",
    mv.PLAY_RIGHT: "play",
    mv.START: "play",
    mv.SCORE: "score",
    mv.END_TURN: "end",
    mv.HOUSES_EACH_LAND: "houses",
    mv.HOUSES_ONE_LAND: "houses",
    mv.HOUSE: "house",
    mv.DISCARD: "discard",
}
_ACT_WORDS = {
    "draw": "draw {city}",
    "draw_deck": "draw from the deck",
    "official": "call {official}",
    "play": "play {city}",
    "score": "score your route",
    "end": "end your turn",
    "houses": "choose where your houses go",
    "house": "place a house in {city}",
    "discard": "discard {city}",
}

MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_now": "You cannot {doing} now: {task}.",
    "not_on_display": "{city} is not on the display.",
    "nothing_to_draw": "There is no card left to draw.",
    "official_used": "{aimed_title} cannot help: you have already called {official} this turn, one official a turn.",
    "official_again": "You have already called {official} this turn.",
    "already_drawn": "The Administrator must be called before you draw.",
    "draw_first": "The Postmaster gives a second card: draw your first card before calling him.",
    "already_played": "The Postmaster can only be called before you play a card.",
    "postmaster_no_card": "The Postmaster cannot help: there is no card left to draw.",
    "not_in_hand": "{city} is not in your hand.",
    "no_route": "{city} cannot go at the {side} end: you have no route yet; start one with any card.",
    "already_in_route": "{city} is already in your route.",
    "no_road_left": "{city} has no road to {end}, the left end of your route, nor to {other}, its right end.",
    "no_road_right": "{city} has no road to {end}, the right end of your route, nor to {other}, its left end.",
    "no_road_left_fits_right": (
        "{city} has no road to {end}, the left end of your route; it could go at the right end, after {other}."
    ),
    "no_road_right_fits_left": (
        "{city} has no road to {end}, the right end of your route; it could go at the left end, before {other}."
    ),
    "no_road_one": "{city} has no road to {left}, the city of your route.",
    "must_extend": "{city} cannot start a new route: the Postal carrier's card must go at an end of your route.",
    "must_extend_none": (
        "The Postal carrier's card must go at an end of your route, and {city} has no road to either end "
        "({left}, {right})."
    ),
    "must_extend_none_one": (
        "The Postal carrier's card must go at an end of your route, and {city} has no road to {left}, the city of "
        "your route."
    ),
    "no_extension": "None of your cards can extend your route, so the Postal carrier cannot help.",
    "route_too_short": "A route needs at least 3 cards to be scored; yours has {length}.",
    "no_city_in_land": "Your route has no city in {land} that can take a house of yours.",
    "house_not_on_route": "{city} is not on the route you scored: your houses go only to its cities.",
    "house_already": "You already have a house in {city}.",
    "house_land_done": "{city} is in {land}, which already has its house from this route: one house a land.",
    "house_other_land": "{city} is not in {land}, the land you chose.",
    "house_not_allowed": "A house cannot go to {city} under the option you chose.",
    "same_as_each_land": "That option places the same house as one house in each land.",
    "unknown_move": "That is not a move of this game.",
}


def explain_illegal(state: GameState, move: Move) -> tuple[str, dict[str, Any], str]:
    """The reason `move` is illegal in `state`, as (code, params, English message)."""
    code, params = _reason(state, move)
    return code, params, MESSAGES[code].format(**params)


class _Position:
    """What the reasons read of `state`: names of cities and lands, and what `move` was to do."""

    def __init__(self, state: GameState, move: Move) -> None:
        self.state, self.board, self.move = state, state.board, move
        self.route = state.routes[state.current]

    def city(self, i: int) -> str:
        board = self.board
        return board.city_names[i] if 0 <= i < board.city_count else "?"

    def road(self, a: int, b: int) -> bool:
        board = self.board
        return 0 <= a < board.city_count and board.adjacent(a, b)

    def not_now(self) -> tuple[str, dict[str, Any]]:
        """The move belongs to another step of the turn: what it was to do, and what the step asks instead."""
        move = self.move
        act = _ACTS.get(move.kind, "")
        params: dict[str, Any] = {"task": _PHASE_TASK[self.state.phase], "phase": self.state.phase, "act": act}
        if move.kind == mv.DRAW and move.arg == mv.DECK:
            params["act"] = act = "draw_deck"
        elif act in ("draw", "play", "house", "discard"):
            params["city"] = self.city(move.arg)
        elif act == "official":
            params["official_code"] = _CALLS[move.kind]
            params["official"] = _OFFICIAL_TITLES[_CALLS[move.kind]]
        params["doing"] = _ACT_WORDS[act].format(**params) if act else "do that"
        return "not_now", params

    def official_used(self, aimed: str) -> tuple[str, dict[str, Any]]:
        """One official a turn: `aimed` (a code of OFFICIAL_NAMES) was called after another, or again."""
        name = OFFICIAL_NAMES[self.state.official]
        params = {
            "official": _OFFICIAL_TITLES.get(name, name),
            "official_code": name,
            "aimed": aimed,
            "aimed_title": _OFFICIAL_TITLES[aimed][0].upper() + _OFFICIAL_TITLES[aimed][1:],
        }
        return ("official_again" if aimed == name else "official_used"), params

    def misplaced(self) -> tuple[str, dict[str, Any]]:
        """Why a card of the hand cannot go at the end of the route it was aimed at (`PLAY_LEFT`, `PLAY_RIGHT`)."""
        route, card = self.route, self.move.arg
        left = self.move.kind == mv.PLAY_LEFT
        if not route:
            return "no_route", {"city": self.city(card), "side": "left" if left else "right"}
        if card in route:
            return "already_in_route", {"city": self.city(card)}
        end, other = (route[0], route[-1]) if left else (route[-1], route[0])
        if end == other:
            return "no_road_one", {"city": self.city(card), "left": self.city(end)}
        params = {"city": self.city(card), "end": self.city(end), "other": self.city(other)}
        side = "left" if left else "right"
        if self.road(card, other):
            return f"no_road_{side}_fits_{'right' if left else 'left'}", params
        return f"no_road_{side}", params

    def new_route_in_carrier_play(self) -> tuple[str, dict[str, Any]]:
        """The Postal carrier's card must extend the route: whether this card could."""
        route, card = self.route, self.move.arg
        if card in route:
            return "already_in_route", {"city": self.city(card)}
        if route and not (self.road(card, route[0]) or self.road(card, route[-1])):
            params = {"city": self.city(card), "left": self.city(route[0]), "right": self.city(route[-1])}
            return ("must_extend_none_one" if len(route) == 1 else "must_extend_none"), params
        return "must_extend", {"city": self.city(card)}

    def house(self) -> tuple[str, dict[str, Any]]:
        """Why a house cannot go to the city aimed at in this scoring."""
        state, board, city = self.state, self.board, self.move.arg
        if not 0 <= city < board.city_count:
            return "unknown_move", {}
        name, land = self.city(city), board.land_names[board.city_land[city]]
        if city not in self.route:
            return "house_not_on_route", {"city": name}
        if state.houses[state.current] >> city & 1:
            return "house_already", {"city": name}
        if state.each_land and not state.pending & board.land_mask[board.city_land[city]]:
            return "house_land_done", {"city": name, "land": land}
        chosen = next((board.city_land[c] for c in range(board.city_count) if state.pending >> c & 1), None)
        if not state.each_land and chosen is not None and chosen != board.city_land[city]:
            return "house_other_land", {"city": name, "land": board.land_names[chosen]}
        return "house_not_allowed", {"city": name}


def _reason(state: GameState, move: Move) -> tuple[str, dict[str, Any]]:
    board = state.board
    kind, arg = move.kind, move.arg
    phase = state.phase
    if phase == GAME_OVER:
        return "game_over", {}
    at = _Position(state, move)
    hand = state.hands[state.current]
    route = at.route
    if kind == mv.DRAW:
        if phase != DRAW_PHASE:
            return at.not_now()
        if arg == mv.DECK:
            return "nothing_to_draw", {}
        return "not_on_display", {"city": at.city(arg)}
    if kind == mv.ADMINISTRATOR:
        if state.official != NO_OFFICIAL:
            return at.official_used("administrator")
        if phase != DRAW_PHASE and not state.drawn:
            return at.not_now()
        return "already_drawn", {}
    if kind == mv.POSTMASTER:
        if state.official != NO_OFFICIAL:
            return at.official_used("postmaster")
        if phase == DRAW_PHASE:
            return "draw_first", {}
        if phase != PLAY_PHASE:
            return ("already_played", {}) if state.played else at.not_now()
        return "postmaster_no_card", {}
    if kind == mv.CARRIER:
        if state.official != NO_OFFICIAL:
            return at.official_used("postal_carrier")
        if phase != AFTER_PLAY:
            return at.not_now()
        return "no_extension", {}
    if kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START):
        if phase not in (PLAY_PHASE, CARRIER_PLAY):
            return at.not_now()
        if arg not in hand:
            return "not_in_hand", {"city": at.city(arg)}
        if kind == mv.START:
            return at.new_route_in_carrier_play()
        return at.misplaced()
    if kind == mv.SCORE:
        if phase != AFTER_PLAY:
            return at.not_now()
        if len(route) < MIN_SCORING_ROUTE:
            return "route_too_short", {"length": len(route)}
        return at.official_used("cartwright")
    if kind == mv.END_TURN:
        return at.not_now()
    if kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND):
        if phase != CHOOSE_HOUSES:
            return at.not_now()
        if kind == mv.HOUSES_ONE_LAND:
            land = board.land_names[arg] if 0 <= arg < len(board.land_names) else "?"
            mask = board.land_mask[arg] if 0 <= arg < len(board.land_mask) else 0
            route_mask = sum(1 << c for c in set(route))
            if not route_mask & mask & ~state.houses[state.current]:
                return "no_city_in_land", {"land": land}
            return "same_as_each_land", {}
        return "unknown_move", {}
    if kind == mv.HOUSE:
        if phase != PLACE_HOUSES:
            return at.not_now()
        return at.house()
    if kind == mv.DISCARD:
        if phase != DISCARD_PHASE:
            return at.not_now()
        return "not_in_hand", {"city": at.city(arg)}
    return "unknown_move", {}
