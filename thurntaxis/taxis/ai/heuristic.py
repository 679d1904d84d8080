"""The Medium heuristic: a fast greedy policy and a position evaluation, shared by the Easy, Medium and Hard bots.

Everything here reads only what the player to move may know (its own hand and the public position), so the same
functions serve a real decision (on an observation's canonical state) and a search playout (on a determinized
state). Written for speed: bitmasks, no allocation in the hot loops. Cards are city indices; a hand is a sorted
tuple. The policy always returns an element of `legal_moves(state)`.
"""

from __future__ import annotations

from thurntaxis.taxis.rules import legal_moves, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.moves import Move
from thurntaxis.taxis.rules.state import (
    AFTER_PLAY,
    CARRIER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    FIRST_CARRIAGE,
    LAST_CARRIAGE,
    PLACE_HOUSES,
    PLAY_PHASE,
    GameState,
)

_BOARD = standard_board()
NB = _BOARD.neighbours
N_CITIES = _BOARD.city_count
CITY_LAND = _BOARD.city_land
LAND_MASK = _BOARD.land_mask
GROUPS = tuple(zip(_BOARD.group_stacks, _BOARD.group_mask, (m.bit_count() for m in _BOARD.group_mask), strict=True))
ALL_LANDS_STACK = _BOARD.all_lands_stack
STACK_VALUES = _BOARD.stack_values
CARRIAGE_POINTS = _BOARD.carriage_points
ROUTE_STACKS = _BOARD.route_stacks  # stacks for routes of 7, 6, 5 cards, in board order
HOUSES = _BOARD.houses_per_player
DEGREE = tuple(n.bit_count() for n in NB)

# Tunable thresholds of the Medium policy (see docs/ai.md for how they were chosen).
PARAMS = {
    "risk_to_score": 0.55,  # score a short route when the chance it breaks next turn is above this
    "postmaster": 0.0,  # use the Postmaster when a display card is worth at least this much
    "keep_for_carrier": 1.0,  # keep the official for the Postal carrier when the hand holds a second extension
    "carrier_min": 3.0,  # ... once the route would reach this length
    "deck_bias": 0.0,  # added to the worth of a blind draw from the deck
    "administrator": 1.0,  # whether to call the Administrator when the display offers nothing
    "keep_for_cartwright": 1.0,  # keep it for the Cartwright when that would earn the next carriage
    "extend_past_need": 0.0,  # keep building past the next carriage when hand extends and route is shorter
}


def hand_mask(hand: tuple[int, ...]) -> int:
    """The bitmask of the cities in a hand (duplicates collapse)."""
    m = 0
    for c in hand:
        m |= 1 << c
    return m


def route_mask(route: tuple[int, ...]) -> int:
    """The bitmask of a route's cities."""
    m = 0
    for c in route:
        m |= 1 << c
    return m


def need_for_carriage(state: GameState, seat: int) -> int:
    """Cards a route needs for the seat's next carriage; 99 once it holds carriage 7."""
    have = state.carriages[seat]
    nxt = FIRST_CARRIAGE if have == 0 else have + 1
    return nxt if nxt <= LAST_CARRIAGE else 99


def _top(state: GameState, stack: int) -> int:
    left = state.stacks[stack]
    if not left:
        return 0
    values = STACK_VALUES[stack]
    return values[len(values) - left]


def targets(state: GameState, seat: int) -> tuple[tuple[int, float, float], ...]:
    """The group tiles (mask, size, top value) the seat can still take; the all-lands tile has mask 0."""
    owned = 0
    for stack, _ in state.tiles[seat]:
        owned |= 1 << stack
    out = []
    for stack, mask, size in GROUPS:
        if not owned >> stack & 1 and state.stacks[stack]:
            out.append((mask, float(size), float(_top(state, stack))))
    if not owned >> ALL_LANDS_STACK & 1 and state.stacks[ALL_LANDS_STACK]:
        out.append((0, float(len(LAND_MASK)), float(_top(state, ALL_LANDS_STACK))))
    return tuple(out)


def progress_of(goals: tuple[tuple[int, float, float], ...], houses: int) -> float:
    """Worth of a set of houses towards the given tiles (see `targets`)."""
    total = 0.0
    for mask, size, top in goals:
        if mask:
            frac = (houses & mask).bit_count() / size
        else:
            covered = 0
            for m in LAND_MASK:
                if houses & m:
                    covered += 1
            frac = covered / size
        total += top * frac * frac
    return total


def progress(state: GameState, seat: int, houses: int) -> float:
    """Worth of the seat's houses towards the group and all-lands tiles it can still take."""
    return progress_of(targets(state, seat), houses)


def house_gain(state: GameState, seat: int, rmask: int) -> float:
    """Rough worth of the houses the best house option would place for a closed route of these cities."""
    houses = state.houses[seat]
    eligible = rmask & ~houses
    if not eligible:
        return 0.0
    left = HOUSES - houses.bit_count()
    lands = 0
    best_land = 0
    for m in LAND_MASK:
        here = (eligible & m).bit_count()
        if here:
            lands += 1
            if here > best_land:
                best_land = here
    return float(min(left, max(lands, best_land)))


def points_now(state: GameState, seat: int) -> float:
    """The seat's score as it stands: highest carriage, tiles, minus one per house not placed."""
    have = state.carriages[seat]
    value = float(CARRIAGE_POINTS[have] if have else 0)
    for _, v in state.tiles[seat]:
        value += v
    return value - (HOUSES - state.houses[seat].bit_count())


def evaluate(state: GameState, seat: int) -> float:
    """Estimated worth of the position to the seat, in victory points (its score plus its prospects)."""
    have = state.carriages[seat]
    houses = state.houses[seat]
    value = points_now(state, seat)
    if state.game_over:
        return value
    value += 0.5 * progress(state, seat, houses)
    route = state.routes[seat]
    length = len(route)
    if length:
        rmask = route_mask(route)
        need = need_for_carriage(state, seat)
        future = 0.6 * house_gain(state, seat, rmask)
        if length >= need:
            future += CARRIAGE_POINTS[need] - (CARRIAGE_POINTS[have] if have else 0)
        elif need != 99:
            future += 0.5 * length / need * (CARRIAGE_POINTS[need] - (CARRIAGE_POINTS[have] if have else 0))
        if length >= 5:
            future += 1.5
        hmask = hand_mask(state.hands[seat])
        ext = (NB[route[0]] | NB[route[-1]]) & ~rmask
        if hmask & ext:
            future += 0.5
        value += future * (0.8 if length >= 3 else 0.5)
    value += 0.1 * len(state.hands[seat])
    return value


def draw_value(c: int, route: tuple[int, ...], rmask: int, hmask: int, houses: int) -> float:
    """How much a card would help its drawer, given the route and the hand (bitmasks)."""
    v = 0.0 if houses >> c & 1 else 0.5
    if route:
        if rmask >> c & 1:
            return v * 0.2
        ext_l = NB[route[0]] & ~rmask
        ext_r = NB[route[-1]] & ~rmask
        bit = 1 << c
        if bit & ext_l:
            v += 5.0 if hmask & ext_l else 10.0
            if NB[c] & hmask & ~rmask & ~ext_l:
                v += 2.0
        elif bit & ext_r:
            v += 5.0 if hmask & ext_r else 10.0
            if NB[c] & hmask & ~rmask & ~ext_r:
                v += 2.0
        elif NB[c] & hmask & (ext_l | ext_r):
            v += 4.0
        elif NB[c] & (ext_l | ext_r):
            v += 1.5
        elif NB[c] & hmask:
            v += 0.5
    else:
        v += 2.0 + 2.0 * (NB[c] & hmask & ~(1 << c)).bit_count()
        if hmask >> c & 1:
            v -= 1.5
    return v


def _deck_value(route: tuple[int, ...], rmask: int) -> float:
    if not route:
        return 2.5
    k = ((NB[route[0]] | NB[route[-1]]) & ~rmask).bit_count()
    return 1.0 + 8.0 * k / (k + 8.0)


def _best_display(state: GameState, seat: int) -> tuple[float, int]:
    route = state.routes[seat]
    rmask = route_mask(route)
    hmask = hand_mask(state.hands[seat])
    houses = state.houses[seat]
    best = -1.0
    best_card = -1
    for c in state.display:
        v = draw_value(c, route, rmask, hmask, houses)
        if v > best:
            best = v
            best_card = c
    return best, best_card


def _extension_score(c: int, at_left: bool, route: tuple[int, ...], rmask: int, hmask: int, houses: int) -> float:
    new_rmask = rmask | 1 << c
    rest = hmask & ~new_rmask
    other_end = route[-1] if at_left else route[0]
    v = 3.0 * (NB[c] & rest).bit_count() + (NB[c] & ~new_rmask).bit_count()
    v += 0.5 * (NB[other_end] & rest).bit_count()
    if not houses >> c & 1:
        v += 1.0
    return v


def _start_score(c: int, hmask: int, houses: int) -> float:
    v = 2.0 * (NB[c] & hmask & ~(1 << c)).bit_count() + 0.3 * DEGREE[c]
    if not houses >> c & 1:
        v += 1.0
    return v


def _can_extend(route: tuple[int, ...], hand: tuple[int, ...]) -> bool:
    if not route:
        return bool(hand)
    rmask = route_mask(route)
    return bool(hand_mask(hand) & (NB[route[0]] | NB[route[-1]]) & ~rmask)


def _break_risk(state: GameState, seat: int) -> float:
    """The chance, roughly, that the seat cannot extend its route next turn (it has no card for it in hand)."""
    route = state.routes[seat]
    rmask = route_mask(route)
    ext = (NB[route[0]] | NB[route[-1]]) & ~rmask
    if not ext:
        return 1.0
    for c in state.display:
        if ext >> c & 1:
            return 0.25 + 0.1 * (state.players - 2)
    k = ext.bit_count()
    hit = min(0.9, 2.0 * k / 20.0)  # about two unseen copies per city, two chances with the Postmaster
    return 1.0 - hit


def medium_move(state: GameState) -> Move:
    """The Medium heuristic's move for the player to move."""
    legal = legal_moves(state)
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == DRAW_PHASE:
        return _choose_draw(state, legal)
    if phase in (PLAY_PHASE, CARRIER_PLAY):
        return _choose_play(state, legal)
    if phase == AFTER_PLAY:
        return _choose_after_play(state, legal)
    if phase == CHOOSE_HOUSES:
        return _choose_houses(state, legal)
    if phase == PLACE_HOUSES:
        return _choose_house(state, legal)
    if phase == DISCARD_PHASE:
        return _choose_discard(state, legal)
    return legal[0]


def _choose_draw(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    route = state.routes[p]
    best, card = _best_display(state, p)
    deck_v = _deck_value(route, route_mask(route)) + PARAMS["deck_bias"]
    if card >= 0 and best >= deck_v:
        return mv.DRAW_CITY[card]
    if (
        PARAMS["administrator"]
        and mv.USE_ADMINISTRATOR in legal
        and route
        and best < 1.5
        and not _can_extend(route, state.hands[p])
        and len(state.deck) >= 6
    ):
        return mv.USE_ADMINISTRATOR
    if mv.DRAW_DECK in legal:
        return mv.DRAW_DECK
    return mv.DRAW_CITY[card] if card >= 0 else legal[0]


def _choose_play(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    route = state.routes[p]
    hand = state.hands[p]
    rmask = route_mask(route)
    hmask = hand_mask(hand)
    houses = state.houses[p]
    best_move: Move | None = None
    best = -1e9
    for m in legal:
        kind = m[0]
        if kind == mv.PLAY_LEFT or kind == mv.PLAY_RIGHT:
            v = _extension_score(m[1], kind == mv.PLAY_LEFT, route, rmask, hmask, houses)
            if v > best:
                best = v
                best_move = m
    if best_move is not None:
        if mv.USE_POSTMASTER in legal and _want_postmaster(state, p, route, hand, best_move):
            return mv.USE_POSTMASTER
        return best_move
    # No extension: start a route (an unscored old one is lost), unless the Postmaster may bring one.
    if mv.USE_POSTMASTER in legal and route and len(route) >= 2:
        disp, _ = _best_display(state, p)
        if disp >= 5.0 or state.deck or state.discard:
            return mv.USE_POSTMASTER
    for m in legal:
        if m[0] == mv.START:
            v = _start_score(m[1], hmask, houses)
            if v > best:
                best = v
                best_move = m
    if best_move is None:
        return legal[0]
    if mv.USE_POSTMASTER in legal:
        disp, _ = _best_display(state, p)
        if disp >= PARAMS["postmaster"]:
            return mv.USE_POSTMASTER
    return best_move


def _want_postmaster(state: GameState, p: int, route: tuple[int, ...], hand: tuple[int, ...], play: Move) -> bool:
    length = len(route) + 1
    need = need_for_carriage(state, p)
    if PARAMS["keep_for_cartwright"] and length >= 3 and length < need <= length + 2:
        return False  # keep the official for the Cartwright
    rest = list(hand)
    rest.remove(play[1])
    new_route = (play[1], *route) if play[0] == mv.PLAY_LEFT else (*route, play[1])
    if PARAMS["keep_for_carrier"] and _can_extend(new_route, tuple(rest)) and length + 1 >= PARAMS["carrier_min"]:
        return False  # keep it for the Postal carrier
    best, _ = _best_display(state, p)
    return best >= PARAMS["postmaster"]


def _choose_after_play(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    route = state.routes[p]
    length = len(route)
    need = need_for_carriage(state, p)
    can_ext = _can_extend(route, state.hands[p])
    carrier = mv.USE_CARRIER in legal
    if mv.SCORE_WITH_CARTWRIGHT in legal and length < need <= length + 2:
        if carrier and length + 1 >= need:
            return mv.USE_CARRIER
        return mv.SCORE_WITH_CARTWRIGHT
    if carrier and can_ext:
        return mv.USE_CARRIER
    if mv.SCORE_ROUTE in legal:
        if state.end_triggered:
            return mv.SCORE_ROUTE
        if length >= need:
            if can_ext and length < PARAMS["extend_past_need"]:
                return mv.END
            return mv.SCORE_ROUTE
        if not can_ext:
            risk = _break_risk(state, p)
            if need == 99 and (length >= 5 or risk > 0.3):
                return mv.SCORE_ROUTE
            if risk > PARAMS["risk_to_score"]:
                return mv.SCORE_ROUTE
    return mv.END


def _choose_houses(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    houses = state.houses[p]
    eligible = route_mask(state.routes[p]) & ~houses
    left = HOUSES - houses.bit_count()
    goals = targets(state, p)
    best = -1e9
    best_move = legal[0]
    for m in legal:
        if m[0] == mv.HOUSES_EACH_LAND:
            placed = houses
            count = 0
            for lm in LAND_MASK:
                here = eligible & lm
                if here:
                    placed |= _best_city(goals, placed, here)
                    count += 1
        else:
            here = eligible & LAND_MASK[m[1]]
            placed = houses | here
            count = here.bit_count()
        v = min(count, left) + progress_of(goals, placed)
        if v > best:
            best = v
            best_move = m
    return best_move


def _best_city(goals: tuple[tuple[int, float, float], ...], houses: int, candidates: int) -> int:
    """The bit of the candidate city whose house helps the most (group and all-lands progress)."""
    best = -1.0
    best_bit = candidates & -candidates
    m = candidates
    while m:
        bit = m & -m
        m ^= bit
        v = progress_of(goals, houses | bit)
        if v > best:
            best = v
            best_bit = bit
    return best_bit


def _choose_house(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    houses = state.houses[p]
    cand = 0
    for m in legal:
        cand |= 1 << m[1]
    bit = _best_city(targets(state, p), houses, cand)
    return mv.PLACE_HOUSE[bit.bit_length() - 1]


def _choose_discard(state: GameState, legal: list[Move]) -> Move:
    p = state.current
    hand = state.hands[p]
    houses = state.houses[p]
    worst = 1e9
    worst_move = legal[0]
    for m in legal:
        c = m[1]
        others = 0
        dup = False
        seen_self = False
        for d in hand:
            if d == c:
                if seen_self:
                    dup = True
                seen_self = True
            else:
                others |= 1 << d
        v = 2.0 * (NB[c] & others).bit_count() + 0.2 * DEGREE[c]
        if not houses >> c & 1:
            v += 1.0
        if dup:
            v -= 2.0
        if v < worst:
            worst = v
            worst_move = m
    return worst_move
