"""A fitted evaluation: a seat's final score predicted from a few features of the position.

A seat's final score is its points now plus what it will still gain; the weights (`fitted_weights.WEIGHTS`, one
list per player count fitted so far) are least-squares fits of that gain to the features below over positions from
self-play (scripts/fit_evaluation.py writes them). Plain Python, no dependency: a dot product of a dozen numbers."""

from __future__ import annotations

from thurntaxis.taxis.ai.fitted_weights import WEIGHTS
from thurntaxis.taxis.ai.heuristic import (
    CARRIAGE_POINTS,
    NB,
    hand_mask,
    house_gain,
    need_for_carriage,
    points_now,
    progress,
    route_mask,
)
from thurntaxis.taxis.ai.search import lead
from thurntaxis.taxis.rules.state import LAST_CARRIAGE, GameState

FEATURES = (
    "bias",
    "score",  # points now: carriage, tiles, minus houses not placed
    "progress",  # worth of the houses towards the tiles still open
    "route_length",
    "carriage_ready",  # carriage points gained if the route were scored now (it is long enough)
    "carriage_partial",  # the next carriage's gain, times the share of it the route already has
    "house_gain",  # houses the route would place
    "extends",  # the hand holds a card for an end of the route
    "hand",  # cards in hand
    "to_move",  # the seat's turn begins now
    "late",  # how far the race is: the highest carriage anyone holds, 0..1
    "late_progress",  # progress, late in the game
    "late_route",  # route prospects (house gain plus carriage gain), late in the game
)
WIN_BONUS = 3.0


def features(state: GameState, seat: int, late: float) -> list[float]:
    """The seat's features (in `FEATURES` order); `late` is shared by all seats (see `lateness`)."""
    have = state.carriages[seat]
    now = points_now(state, seat)
    houses = state.houses[seat]
    prog = progress(state, seat, houses)
    route = state.routes[seat]
    length = len(route)
    ready = partial = gain = extends = 0.0
    if length:
        rmask = route_mask(route)
        need = need_for_carriage(state, seat)
        step = 0.0 if need == 99 else float(CARRIAGE_POINTS[need] - (CARRIAGE_POINTS[have] if have else 0))
        if length >= need:
            ready = step
        else:
            partial = step * length / need
        gain = house_gain(state, seat, rmask)
        if hand_mask(state.hands[seat]) & (NB[route[0]] | NB[route[-1]]) & ~rmask:
            extends = 1.0
    return [
        1.0,
        now,
        prog,
        float(length),
        ready,
        partial,
        gain,
        extends,
        float(len(state.hands[seat])),
        1.0 if state.current == seat else 0.0,
        late,
        late * prog,
        late * (gain + ready + partial),
    ]


def lateness(state: GameState) -> float:
    """How near the carriage race is to its end: the highest carriage held, as a share of the last one."""
    return max(state.carriages) / LAST_CARRIAGE


def predicted_score(state: GameState, seat: int, late: float) -> float:
    """The seat's expected final score (its exact score once the game is over)."""
    if state.game_over:
        return points_now(state, seat)
    f = features(state, seat, late)
    return f[1] + sum(a * b for a, b in zip(WEIGHTS[state.players], f, strict=True))


def fitted_lead(state: GameState, seat: int) -> float:
    """The seat's predicted final score minus the best opponent's (with a bonus for a won game); Hard's `lead`
    for a player count without fitted weights."""
    if state.players not in WEIGHTS:
        return lead(state, seat)
    late = lateness(state)
    mine = predicted_score(state, seat, late)
    best = max(predicted_score(state, q, late) for q in range(state.players) if q != seat)
    diff = mine - best
    if state.game_over:
        diff += WIN_BONUS if diff > 0 else -WIN_BONUS
    return diff
