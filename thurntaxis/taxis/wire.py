"""A seat's observation of Thurn and Taxis as JSON values, for network play (`thurntaxis.net`), and back.

What travels is what the seat may know (see `thurntaxis.taxis.rules.observation`): the public table, its own hand,
the cards it saw an opponent take from the display, each hand's size and the deck's size. Never an opponent's
other cards, the deck's order, the seed or the number of the next reshuffle's seed. Cards travel as city codes.
The receiving side rebuilds the same `Observation` the host's bots decide from: the canonical position, whose
hidden cards are the sorted pool of unknown cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thurntaxis.taxis.rules import GameDefinition, GameState
from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.observation import Observation, observe
from thurntaxis.taxis.rules.state import AllLandsRule

# The position's fields that every seat sees as they are (plain numbers and flags).
_NUMBERS = (
    "current",
    "start_player",
    "phase",
    "official",
    "draws_left",
    "drawn",
    "played",
    "pending",
    "turn",
    "shuffles",
)
_FLAGS = ("forced_postmaster", "cartwright", "each_land")


def _codes(cards: Sequence[int]) -> list[str]:
    codes = standard_board().city_codes
    return [codes[c] for c in cards]


def _cards(codes: Any) -> tuple[int, ...]:
    index = {code: i for i, code in enumerate(standard_board().city_codes)}
    if not isinstance(codes, list):
        raise TypeError("cards must be a list of city codes")
    return tuple(index[code] for code in codes)


def observation_json(obs: Observation) -> dict[str, Any]:
    """What `obs.seat` may know, as JSON values."""
    state = obs.state
    data: dict[str, Any] = {
        "seat": obs.seat,
        "players": state.players,
        "all_lands": state.definition.all_lands.value,
        "display": _codes(state.display),
        "discard": _codes(state.discard),
        "deck_size": len(state.deck),
        "hand": _codes(state.hands[obs.seat]),
        "known": [_codes(cards) for cards in obs.known],
        "hand_sizes": list(obs.hand_sizes),
        "routes": [_codes(route) for route in state.routes],
        "houses": list(state.houses),
        "carriages": list(state.carriages),
        "tiles": [[list(tile) for tile in tiles] for tiles in state.tiles],
        "stacks": list(state.stacks),
    }
    data.update({name: getattr(state, name) for name in _NUMBERS})
    data.update({name: bool(getattr(state, name)) for name in _FLAGS})
    return data


def _ints(values: Any, count: int | None = None) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(type(v) is int for v in values):
        raise TypeError("a list of whole numbers was expected")
    if count is not None and len(values) != count:
        raise ValueError(f"{count} values were expected, not {len(values)}")
    return tuple(values)


def observation_from_json(data: Any) -> Observation:
    """The observation `observation_json` wrote; `ValueError`, `KeyError`, `TypeError` or `IndexError` when the
    values are not one."""
    if not isinstance(data, dict):
        raise TypeError("an observation is a JSON object")
    definition = GameDefinition(int(data["players"]), AllLandsRule(data["all_lands"]))
    n = definition.players
    seat = int(data["seat"])
    if not 0 <= seat < n:
        raise ValueError(f"no seat {seat}")
    known = [_cards(cards) for cards in data["known"]]
    sizes = _ints(data["hand_sizes"], n)
    if len(known) != n or any(len(k) > size for k, size in zip(known, sizes, strict=True)):
        raise ValueError("the known cards do not fit the hands")
    state = GameState.__new__(GameState)
    state.definition = definition
    state.deck = (0,) * int(data["deck_size"])  # only its size counts: `observe` fills it from the unknown cards
    state.discard = _cards(data["discard"])
    state.display = _cards(data["display"])
    # `observe` reads the seat's own hand and the other hands' sizes only.
    state.hands = tuple(
        _cards(data["hand"]) if q == seat else known[q] + (0,) * (sizes[q] - len(known[q])) for q in range(n)
    )
    state.routes = tuple(_cards(route) for route in data["routes"])
    state.houses = _ints(data["houses"], n)
    state.carriages = _ints(data["carriages"], n)
    state.tiles = tuple(tuple((int(s), int(v)) for s, v in tiles) for tiles in data["tiles"])
    state.stacks = _ints(data["stacks"])
    for name in _NUMBERS:
        value = data[name]
        if type(value) is not int:
            raise TypeError(f"{name} must be a whole number")
        setattr(state, name, value)
    for name in _FLAGS:
        if type(data[name]) is not bool:
            raise TypeError(f"{name} must be true or false")
        setattr(state, name, data[name])
    state.seed = 0
    state._legal = None
    if len(state.routes) != n or len(state.tiles) != n:
        raise ValueError("a route and the tiles of every seat were expected")
    return observe(state, seat, known)
