"""The rules: a new game, the legal moves of a position, and `apply(state, move) -> new state`.

Written for speed (the AI searches through it): bitmasks for roads and houses, interned moves, and copies
that share every tuple they do not change. Automatic steps (refilling the display, reshuffling, forced
house placements, tiles, carriages, the next turn) happen inside `apply`, so every position offers a real
decision to the player whose turn it is.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.explain import explain_illegal
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    AFTER_PLAY,
    CARRIER_PLAY,
    CARTWRIGHT,
    CARTWRIGHT_ALLOWANCE,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DISPLAY_SIZE,
    DRAW_PHASE,
    FIRST_CARRIAGE,
    GAME_OVER,
    HAND_LIMIT,
    LAST_CARRIAGE,
    MIN_SCORING_ROUTE,
    NO_OFFICIAL,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
    GameDefinition,
    GameState,
)

_DRAW_CITY = mv.DRAW_CITY
_DRAW_DECK = mv.DRAW_DECK
_LEFT = mv.PLAY_AT_LEFT
_RIGHT = mv.PLAY_AT_RIGHT
_START = mv.START_WITH
_HOUSE = mv.PLACE_HOUSE
_DISCARD = mv.DISCARD_CARD
_IN_LAND = mv.HOUSES_IN_LAND


def new_game(
    definition: GameDefinition,
    seed: int = 0,
    start_player: int | None = None,
    deck_order: Sequence[int] | None = None,
) -> GameState:
    """The opening position. `deck_order` (top card first) replaces the seeded shuffle; the first six
    cards of the deck form the display. Without `start_player` the seeded random choice decides."""
    board = definition.board
    rng = random.Random(seed)
    full = sorted(c for c in range(board.city_count) for _ in range(board.copies_per_city))
    if deck_order is None:
        cards = full[:]
        rng.shuffle(cards)
    else:
        cards = list(deck_order)
        if sorted(cards) != full:
            raise ValueError(
                f"a deck order must hold each of the {board.city_count} cities {board.copies_per_city} times"
            )
    if start_player is None:
        start_player = rng.randrange(definition.players)
    elif not 0 <= start_player < definition.players:
        raise ValueError(f"start player {start_player} is not a seat of a {definition.players}-player game")
    n = definition.players
    s = GameState.__new__(GameState)
    s.definition = definition
    s.display = tuple(cards[:DISPLAY_SIZE])
    s.deck = tuple(reversed(cards[DISPLAY_SIZE:]))
    s.discard = ()
    s.hands = ((),) * n
    s.routes = ((),) * n
    s.houses = (0,) * n
    s.carriages = (0,) * n
    s.tiles = ((),) * n
    s.stacks = tuple(len(v) for v in board.stack_values)
    s.current = start_player
    s.start_player = start_player
    s.turn = 1
    s.shuffles = 0
    s.seed = seed
    s._legal = None
    _begin_turn(s)
    return s


def legal_moves(state: GameState) -> list[Move]:
    """The moves the player to move may make, in a stable order. Do not change the returned list."""
    cached = state._legal
    if cached is not None:
        return cached
    phase = state.phase
    p = state.current
    out: list[Move] = []
    if phase == DRAW_PHASE:
        seen = 0
        for c in state.display:
            bit = 1 << c
            if not seen & bit:
                seen |= bit
                out.append(_DRAW_CITY[c])
        if state.deck or state.discard:
            out.append(_DRAW_DECK)
        if state.official == NO_OFFICIAL and state.drawn == 0:
            out.append(mv.USE_ADMINISTRATOR)
    elif phase == PLAY_PHASE:
        hand_mask = 0
        for c in state.hands[p]:
            hand_mask |= 1 << c
        route = state.routes[p]
        if route:
            _add_extensions(out, route, hand_mask, state.definition.board.neighbours)
        m = hand_mask
        while m:
            low = m & -m
            out.append(_START[low.bit_length() - 1])
            m ^= low
        if (
            state.official == NO_OFFICIAL
            and state.drawn == 1
            and state.played == 0
            and (state.display or state.deck or state.discard)
        ):
            out.append(mv.USE_POSTMASTER)
    elif phase == AFTER_PLAY:
        route = state.routes[p]
        if len(route) >= MIN_SCORING_ROUTE:
            out.append(mv.SCORE_ROUTE)
            if state.official == NO_OFFICIAL:
                out.append(mv.SCORE_WITH_CARTWRIGHT)
        if state.official == NO_OFFICIAL and route and state.hands[p]:
            hand_mask = 0
            for c in state.hands[p]:
                hand_mask |= 1 << c
            probe: list[Move] = []
            _add_extensions(probe, route, hand_mask, state.definition.board.neighbours)
            if probe:
                out.append(mv.USE_CARRIER)
        out.append(mv.END)
    elif phase == CARRIER_PLAY:
        hand_mask = 0
        for c in state.hands[p]:
            hand_mask |= 1 << c
        _add_extensions(out, state.routes[p], hand_mask, state.definition.board.neighbours)
    elif phase == CHOOSE_HOUSES:
        _add_house_options(out, state)
    elif phase == PLACE_HOUSES:
        m = state.pending
        while m:
            low = m & -m
            out.append(_HOUSE[low.bit_length() - 1])
            m ^= low
    elif phase == DISCARD_PHASE:
        last = -1
        for c in state.hands[p]:
            if c != last:
                out.append(_DISCARD[c])
                last = c
    state._legal = out
    return out


def _add_extensions(out: list[Move], route: tuple[int, ...], hand_mask: int, neighbours: tuple[int, ...]) -> None:
    route_mask = 0
    for c in route:
        route_mask |= 1 << c
    free = hand_mask & ~route_mask
    m = free & neighbours[route[0]]
    while m:
        low = m & -m
        out.append(_LEFT[low.bit_length() - 1])
        m ^= low
    m = free & neighbours[route[-1]]
    while m:
        low = m & -m
        out.append(_RIGHT[low.bit_length() - 1])
        m ^= low


def _add_house_options(out: list[Move], state: GameState) -> None:
    board = state.definition.board
    eligible = _eligible(state)
    each_land_forced = True
    lands_with_cities = []
    for land, mask in enumerate(board.land_mask):
        here = eligible & mask
        if here:
            lands_with_cities.append(land)
            if here & (here - 1):
                each_land_forced = False
    out.append(mv.HOUSES_EACH)
    # With one land holding one city, "every city of that land" places the same house as "one per land".
    if not (each_land_forced and len(lands_with_cities) == 1):
        for land in lands_with_cities:
            out.append(_IN_LAND[land])


def _eligible(state: GameState) -> int:
    """Cities of the current route without the current player's house."""
    p = state.current
    mask = 0
    for c in state.routes[p]:
        mask |= 1 << c
    return mask & ~state.houses[p]


def apply(state: GameState, move: Move) -> GameState:
    """The position after `move`. Raises `IllegalMoveError` (with a reason code) and changes nothing
    if the move is not legal here."""
    if move not in legal_moves(state):
        code, params, message = explain_illegal(state, move)
        raise IllegalMoveError(message, code, move=str(move), **params)
    return apply_unchecked(state, move)


def apply_unchecked(state: GameState, move: Move) -> GameState:
    """`apply` without the legality check, for callers that took `move` from `legal_moves(state)`."""
    s = state.copy()
    kind = move[0]
    arg = move[1]
    p = s.current
    if kind == mv.DRAW:
        if arg == mv.DECK:
            card = _take_from_deck(s)
        else:
            display = list(s.display)
            i = display.index(arg)
            if s.deck or s.discard:
                display[i] = _take_from_deck(s)
            else:
                del display[i]
            s.display = tuple(display)
            card = arg
        s.hands = _replace(s.hands, p, _insert_sorted(s.hands[p], card))
        s.drawn += 1
        s.draws_left -= 1
        if s.draws_left <= 0 or not (s.display or s.deck or s.discard):
            _enter_play(s)
    elif kind == mv.PLAY_LEFT or kind == mv.PLAY_RIGHT or kind == mv.START:
        hand = s.hands[p]
        i = hand.index(arg)
        s.hands = _replace(s.hands, p, hand[:i] + hand[i + 1 :])
        route = s.routes[p]
        if kind == mv.PLAY_RIGHT:
            route = route + (arg,)
        elif kind == mv.PLAY_LEFT:
            route = (arg,) + route
        else:
            if route:
                s.discard = s.discard + route
            route = (arg,)
        s.routes = _replace(s.routes, p, route)
        s.played += 1
        s.phase = AFTER_PLAY
    elif kind == mv.END_TURN:
        _end_turn(s)
    elif kind == mv.SCORE:
        s.cartwright = bool(arg)
        if arg:
            s.official = CARTWRIGHT
        if _eligible(s) and s.houses_left(p) > 0:
            s.phase = CHOOSE_HOUSES
        else:
            _finish_scoring(s)
    elif kind == mv.HOUSES_EACH_LAND:
        s.each_land = True
        s.pending = _eligible(s)
        _place_forced_houses(s)
    elif kind == mv.HOUSES_ONE_LAND:
        s.each_land = False
        s.pending = _eligible(s) & s.definition.board.land_mask[arg]
        _place_forced_houses(s)
    elif kind == mv.HOUSE:
        _place_house(s, arg)
        _place_forced_houses(s)
    elif kind == mv.DISCARD:
        hand = s.hands[p]
        i = hand.index(arg)
        hand = hand[:i] + hand[i + 1 :]
        s.hands = _replace(s.hands, p, hand)
        s.discard = s.discard + (arg,)
        if len(hand) <= HAND_LIMIT:
            _end_turn(s)
    elif kind == mv.POSTMASTER:
        s.official = POSTMASTER
        s.draws_left = 1
        s.phase = DRAW_PHASE
    elif kind == mv.ADMINISTRATOR:
        s.official = ADMINISTRATOR
        s.discard = s.discard + s.display
        dealt = []
        for _ in range(DISPLAY_SIZE):
            if not (s.deck or s.discard):
                break
            dealt.append(_take_from_deck(s))
        s.display = tuple(dealt)
        if not (s.display or s.deck or s.discard):
            _enter_play(s)
    elif kind == mv.CARRIER:
        s.official = POSTAL_CARRIER
        s.phase = CARRIER_PLAY
    else:
        raise IllegalMoveError(f"unknown move kind {kind}", "unknown_move", move=repr(move))
    return s


# --- steps inside apply; each changes the fresh copy `s` -------------------------------------------------


def _replace(items: tuple, index: int, value: object) -> tuple:  # type: ignore[type-arg]
    return items[:index] + (value,) + items[index + 1 :]


def _insert_sorted(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = 0
    for c in hand:
        if c >= card:
            break
        i += 1
    return hand[:i] + (card,) + hand[i:]


def _take_from_deck(s: GameState) -> int:
    """The deck's top card; an empty deck is first replaced by the shuffled discard pile."""
    deck = s.deck
    if not deck:
        cards = list(s.discard)
        random.Random(f"{s.seed}/{s.shuffles}").shuffle(cards)
        s.shuffles += 1
        s.discard = ()
        deck = tuple(cards)
    s.deck = deck[:-1]
    return deck[-1]


def _begin_turn(s: GameState) -> None:
    s.official = NO_OFFICIAL
    s.forced_postmaster = False
    s.drawn = 0
    s.played = 0
    s.cartwright = False
    s.each_land = False
    s.pending = 0
    if s.hands[s.current]:
        s.draws_left = 1
    else:
        s.official = POSTMASTER
        s.forced_postmaster = True
        s.draws_left = 2
    s.phase = DRAW_PHASE
    if not (s.display or s.deck or s.discard):
        _enter_play(s)


def _enter_play(s: GameState) -> None:
    s.draws_left = 0
    s.phase = PLAY_PHASE if s.hands[s.current] else AFTER_PLAY


def _end_turn(s: GameState) -> None:
    nxt = s.current + 1
    if nxt == s.definition.players:
        nxt = 0
    if nxt == s.start_player and s.stacks[s.definition.board.game_end_stack] == 0:
        s.phase = GAME_OVER
        return
    s.current = nxt
    s.turn += 1
    _begin_turn(s)


def _place_house(s: GameState, city: int) -> None:
    p = s.current
    s.houses = _replace(s.houses, p, s.houses[p] | 1 << city)
    if s.each_land:
        board = s.definition.board
        s.pending &= ~board.land_mask[board.city_land[city]]
    else:
        s.pending &= ~(1 << city)


def _place_forced_houses(s: GameState) -> None:
    """Place the houses the chosen option leaves no choice about; stop at a real choice."""
    board = s.definition.board
    p = s.current
    left = s.houses_left(p)
    pending = s.pending
    if pending and left:
        if s.each_land:
            needed = 0
            forced = True
            for mask in board.land_mask:
                here = pending & mask
                if here:
                    needed += 1
                    if here & (here - 1):
                        forced = False
            forced = forced and needed <= left
        else:
            forced = pending.bit_count() <= left
        if not forced:
            s.phase = PLACE_HOUSES
            return
        s.houses = _replace(s.houses, p, s.houses[p] | pending)
    s.pending = 0
    _finish_scoring(s)


def _take_tile(s: GameState, player: int, stack: int) -> None:
    values = s.definition.board.stack_values[stack]
    left = s.stacks[stack]
    value = values[len(values) - left]
    s.stacks = _replace(s.stacks, stack, left - 1)
    s.tiles = _replace(s.tiles, player, s.tiles[player] + ((stack, value),))


def _finish_scoring(s: GameState) -> None:
    """Steps B to D of scoring: bonus tiles, carriage, discarding the route and the hand down to 3."""
    board = s.definition.board
    p = s.current
    route = s.routes[p]
    length = len(route)
    houses = s.houses[p]
    if length >= 5:
        route_stacks = board.route_stacks
        for k in range(min(length, 7) - 5, -1, -1):
            if s.stacks[route_stacks[k]]:
                _take_tile(s, p, route_stacks[k])
                break
    owned = {stack for stack, _ in s.tiles[p]}
    for stack, mask in zip(board.group_stacks, board.group_mask, strict=True):
        if stack not in owned and s.stacks[stack] and houses & mask == mask:
            _take_tile(s, p, stack)
    lands_stack = board.all_lands_stack
    if lands_stack not in owned and s.stacks[lands_stack] and all(houses & m for m in s.definition.all_lands_masks):
        _take_tile(s, p, lands_stack)
    end_stack = board.game_end_stack
    if s.stacks[end_stack] and houses.bit_count() == board.houses_per_player:
        _take_tile(s, p, end_stack)
    have = s.carriages[p]
    nxt = FIRST_CARRIAGE if have == 0 else have + 1
    if nxt <= LAST_CARRIAGE and length + (CARTWRIGHT_ALLOWANCE if s.cartwright else 0) >= nxt:
        s.carriages = _replace(s.carriages, p, nxt)
        if nxt == LAST_CARRIAGE and s.stacks[end_stack]:
            _take_tile(s, p, end_stack)
    s.discard = s.discard + route
    s.routes = _replace(s.routes, p, ())
    if len(s.hands[p]) > HAND_LIMIT:
        s.phase = DISCARD_PHASE
    else:
        _end_turn(s)
