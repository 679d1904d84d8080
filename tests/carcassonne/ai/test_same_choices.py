"""The speed-ups change no decision: the placement gives the same positions (dicts in the same order), Medium's
values are exactly those of the code before (reference_medium), and Hard's playouts that replay Medium turns
worked out earlier value every option exactly as playing them afresh does."""

from __future__ import annotations

import random

import pytest

from thurntaxis.carcassonne.ai import HardBot
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.greedy import canonical_world, medium_move, turn_options
from thurntaxis.carcassonne.ai.search import Memo, playout
from thurntaxis.carcassonne.rules import (
    PLACE_PHASE,
    GameState,
    apply,
    determinize,
    legal_moves,
    new_game,
    observation,
    place_legal,
)

from . import reference_medium as ref


def _games(players: int, seed: int) -> list[GameState]:
    """Every placement-phase position of a game of Medium and random moves."""
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not state.game_over:
        if state.phase == PLACE_PHASE:
            out.append(state)
        options = legal_moves(state)
        move = medium_move(state) if rng.random() < 0.6 else options[rng.randrange(len(options))]
        state = apply(state, move)
    return out


def _fields(state: GameState) -> dict[str, object]:
    """Every field of a position, dicts as their items in order (their order can steer a choice)."""
    out: dict[str, object] = {}
    for name in GameState.__slots__:
        value = getattr(state, name)
        out[name] = list(value.items()) if isinstance(value, dict) else value
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (3, 32), (5, 33)])
def test_placements_and_medium_values_are_exactly_those_of_before(players: int, seed: int) -> None:
    compared = 0
    for state in _games(players, seed)[::3]:
        for move in legal_moves(state):
            assert _fields(place_legal(state, move)) == _fields(ref.place(state, move))
        fast = [(o.place, o.follower, o.value) for o in turn_options(state)]
        assert fast == ref.turn_options(state)  # same order, values equal to the last bit
        compared += len(fast)
    assert compared > 300


@pytest.mark.parametrize("players", [2, 4])
def test_a_replayed_medium_turn_values_a_playout_as_playing_it_afresh(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    states = _games(players, seed=40 + players)
    for state in (states[5], states[len(states) // 2], states[-6]):
        obs = observation(state, state.current)
        for bot in (HardBot(candidates=4), ExpertBot(candidates=4, endgame=8)):
            options = bot._options(canonical_world(obs))
            turns = bot.playout_turns(obs)
            memo: Memo = {}
            for _ in range(3):
                deck = determinize(obs, rng).deck
                for i, option in enumerate(options):
                    afresh = playout(option, deck, obs.seat, turns, bot.weights, bot.against)
                    assert playout(option, deck, obs.seat, turns, bot.weights, bot.against, memo, i) == afresh
                    checked += 1
    assert checked > 40
