"""Moves: small immutable values with a compact text notation that round-trips.

Every decision of a turn is its own move, so that a position never offers more than a few dozen choices.
The notation (docs/notation.md in the source tree), with cities and lands by their three-letter codes:

    +ULM   draw Ulm from the display         +?     draw the top card of the deck
    A      the Administrator replaces the display
    P      the Postmaster: draw a second card (after the first draw)
    C      the Postal carrier: play a second card (after the first play)
    <ULM   play Ulm at the left end of the route          >ULM   ... at the right end
    *ULM   start a new route with Ulm (an existing route is discarded unscored)
    S      score the route                    SW     score it with the Cartwright's help
    E      end the turn without scoring
    H*     houses: one in one route city of each land      H=BAI  houses: every route city of Baiern
    @ULM   place a house in Ulm (when there is a choice)
    -ULM   discard Ulm from the hand (down to 3 after scoring)
"""

from __future__ import annotations

from typing import NamedTuple

from thurntaxis.errors import NotationError, shown
from thurntaxis.taxis.rules.board import standard_board

DRAW = 0
ADMINISTRATOR = 1
POSTMASTER = 2
CARRIER = 3
PLAY_LEFT = 4
PLAY_RIGHT = 5
START = 6
SCORE = 7
END_TURN = 8
HOUSES_EACH_LAND = 9
HOUSES_ONE_LAND = 10
HOUSE = 11
DISCARD = 12

DECK = -1  # the argument of a draw from the deck

_CITY_PREFIX = {DRAW: "+", PLAY_LEFT: "<", PLAY_RIGHT: ">", START: "*", HOUSE: "@", DISCARD: "-"}
_PREFIX_KIND = {prefix: kind for kind, prefix in _CITY_PREFIX.items()}
_PLAIN = {ADMINISTRATOR: "A", POSTMASTER: "P", CARRIER: "C", END_TURN: "E", HOUSES_EACH_LAND: "H*"}
_PLAIN_KIND = {text: kind for kind, text in _PLAIN.items()}


class Move(NamedTuple):
    """One decision. `kind` is one of this module's constants; `arg` a city, a land, a flag or -1."""

    kind: int
    arg: int = -1

    def __str__(self) -> str:
        board = standard_board()
        kind, arg = self.kind, self.arg
        if kind == DRAW and arg == DECK:
            return "+?"
        if kind in _CITY_PREFIX:
            return _CITY_PREFIX[kind] + board.city_codes[arg]
        if kind == SCORE:
            return "SW" if arg else "S"
        if kind == HOUSES_ONE_LAND:
            return "H=" + board.land_codes[arg]
        return _PLAIN[kind]

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Move:
        """The move a notation string stands for; raises `NotationError` if it is not one."""
        return parse_move(text)


def _intern_tables() -> dict[str, Move]:
    board = standard_board()
    table: dict[str, Move] = {}
    for kind in _CITY_PREFIX:
        for city in range(board.city_count):
            move = Move(kind, city)
            table[str(move)] = move
    for move in (
        Move(DRAW, DECK),
        Move(ADMINISTRATOR),
        Move(POSTMASTER),
        Move(CARRIER),
        Move(END_TURN),
        Move(HOUSES_EACH_LAND),
        Move(SCORE, 0),
        Move(SCORE, 1),
    ):
        table[str(move)] = move
    for land in range(len(board.land_codes)):
        move = Move(HOUSES_ONE_LAND, land)
        table[str(move)] = move
    return table


_BY_TEXT = _intern_tables()

# The interned moves, by argument, for the legal-move generator.
_N = standard_board().city_count
DRAW_CITY = tuple(_BY_TEXT["+" + code] for code in standard_board().city_codes)
DRAW_DECK = _BY_TEXT["+?"]
PLAY_AT_LEFT = tuple(Move(PLAY_LEFT, c) for c in range(_N))
PLAY_AT_RIGHT = tuple(Move(PLAY_RIGHT, c) for c in range(_N))
START_WITH = tuple(Move(START, c) for c in range(_N))
PLACE_HOUSE = tuple(Move(HOUSE, c) for c in range(_N))
DISCARD_CARD = tuple(Move(DISCARD, c) for c in range(_N))
HOUSES_IN_LAND = tuple(Move(HOUSES_ONE_LAND, land) for land in range(len(standard_board().land_codes)))
USE_ADMINISTRATOR = Move(ADMINISTRATOR)
USE_POSTMASTER = Move(POSTMASTER)
USE_CARRIER = Move(CARRIER)
SCORE_ROUTE = Move(SCORE, 0)
SCORE_WITH_CARTWRIGHT = Move(SCORE, 1)
END = Move(END_TURN)
HOUSES_EACH = Move(HOUSES_EACH_LAND)


def parse_move(text: str) -> Move:
    """Parse a move's notation (codes are case-insensitive); raises `NotationError` with the reason."""
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, not {type(text).__name__}", "not_text")
    cleaned = text.strip()
    if not cleaned:
        raise NotationError("a move cannot be empty", "empty")
    if not cleaned.isascii():  # "+ınn" and "ſ" would otherwise become "+INN" and "S" when upper-cased
        raise NotationError(
            f"'{shown(cleaned)}' is not a move: moves are written in plain ASCII letters",
            "not_ascii",
            text=shown(cleaned),
        )
    upper = cleaned.upper()
    move = _BY_TEXT.get(upper)
    if move is not None:
        return move
    text = shown(cleaned)
    board = standard_board()
    if upper[0] in _PREFIX_KIND:
        raise NotationError(
            f"'{text}': '{shown(cleaned[1:])}' is not a city code (one of {', '.join(board.city_codes)})",
            "unknown_city",
            text=text,
        )
    if upper.startswith("H="):
        raise NotationError(
            f"'{text}': '{shown(cleaned[2:])}' is not a land code (one of {', '.join(board.land_codes)})",
            "unknown_land",
            text=text,
        )
    raise NotationError(
        f"'{text}' is not a Thurn and Taxis move: a move is, for example, +ULM (draw Ulm), +? (draw from the deck), "
        "<ULM or >ULM (play Ulm at the left or right end of the route), S (score the route) or E (end the turn)",
        "unknown_move",
        text=text,
    )
