"""Carcassonne's Expert: offered after Hard, legal, blind to the order of the tiles to come (also when it plays
the last tiles out to the end), bounded in time, its budget in Medium turns, and playable in the arena."""

from __future__ import annotations

import random
import time

import pytest

from thurntaxis.arena import run_arena
from thurntaxis.carcassonne.ai import LEVELS, make_bot
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ai.greedy import medium_move
from thurntaxis.carcassonne.rules import GameState, apply, legal_moves, new_game, observation

SMALL = {"turns": 40, "candidates": 4}


def _position(players: int, seed: int, tiles_left: int) -> GameState:
    """A placement-phase position of a Medium game with `tiles_left` tiles (or fewer) still to come."""
    state = new_game(players, seed=seed)
    while len(state.deck) > tiles_left or len(legal_moves(state)) < 2:
        state = apply(state, medium_move(state))
    return state


def test_expert_comes_after_hard_and_make_bot_builds_it() -> None:
    assert LEVELS[LEVELS.index("hard") + 1 :] == ("expert",)
    bot = make_bot("expert", seed=3, turns=300, candidates=6)
    assert isinstance(bot, ExpertBot) and bot.level == "expert" and bot.candidates == 6


@pytest.mark.parametrize("sweep", [False, True])
def test_expert_plays_whole_games_with_legal_moves_only(sweep: bool) -> None:
    bots = [make_bot("expert", seed=1, turns=20, candidates=3, sweep=sweep), make_bot("medium")]
    state = new_game(2, seed=2)
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        assert move in legal_moves(state)
        state = apply(state, move)
    assert state.tiles_accounted() == 72


def test_the_budget_is_in_medium_turns_and_the_last_tiles_are_played_to_the_end() -> None:
    bot = ExpertBot(turns=1000, endgame=6)
    two, four = observation(_position(2, 5, 40), 0), observation(_position(4, 5, 40), 0)
    assert (bot.playouts(two), bot.playout_turns(two)) == (500, 2)
    assert (bot.playouts(four), bot.playout_turns(four)) == (250, 4)
    late = observation(_position(2, 5, 5), 0)
    assert bot.playout_turns(late) == late.tiles_left + 1  # past the last tile: the final scoring is exact
    assert bot.playouts(late) == 1000 // (late.tiles_left + 1) or bot.playouts(late) == 96


def test_a_sweep_deals_every_kind_of_tile_next_once_weighted_by_its_count() -> None:
    obs = observation(_position(2, 8, 40), 0)
    kinds = {tile: n for tile, n in enumerate(obs.remaining) if n}
    pile = sorted(tile for tile, n in kinds.items() for _ in range(n))
    assert len(kinds) > 1 and max(kinds.values()) > 1  # weights that differ
    for count, sweeps in ((1, 1), (len(kinds), 1), (len(kinds) + 1, 2)):
        orders = list(ExpertBot(seed=3, sweep=True).samples(obs, random.Random(count), count))
        assert len(orders) == sweeps * len(kinds)
        for k in range(sweeps):
            sweep = orders[k * len(kinds) : (k + 1) * len(kinds)]
            assert {deck[0]: weight for deck, weight in sweep} == kinds
        assert all(sorted(deck) == pile for deck, _ in orders)
    assert len({deck[1:] for deck, _ in orders}) > 1  # the tiles after the next one are shuffled
    plain = list(ExpertBot(seed=3).samples(obs, random.Random(1), 5))
    assert len(plain) == 5 and {weight for _, weight in plain} == {1.0}  # without sweeps: shuffled as Hard's


def test_expert_never_reads_the_order_of_the_tiles_to_come_even_at_the_end() -> None:
    rng = random.Random(4)
    for tiles_left in (30, 5):
        state = _position(2, 12, tiles_left)
        other = state.copy()
        deck = list(state.deck)
        while tuple(deck) == state.deck:
            rng.shuffle(deck)
        other.deck = tuple(deck)
        first, second = observation(state, state.current), observation(other, other.current)
        assert first == second
        a = ExpertBot(seed=9, **SMALL).choose(first)
        assert a == ExpertBot(seed=9, **SMALL).choose(second)
        assert a in legal_moves(state)


def test_expert_stops_when_asked_and_within_its_time_limit() -> None:
    state = _position(4, 21, 35)
    obs = observation(state, state.current)
    bot = ExpertBot(seed=1)
    started = time.perf_counter()
    move = bot.choose(obs, should_stop=lambda: True)
    assert time.perf_counter() - started < 0.5 and move in legal_moves(state) and bot.last_iterations == 0
    bot = ExpertBot(seed=1, time_limit=0.15)
    started = time.perf_counter()
    move = bot.choose(obs)
    assert time.perf_counter() - started < 0.15 + 0.5 and move in legal_moves(state)
    assert 0 < bot.last_iterations < bot.playouts(obs)  # cut short: its full budget takes longer than that


def test_a_short_arena_run_of_expert_against_hard() -> None:
    bots = ["expert:turns=8:candidates=2:endgame=1", "hard:iterations=4:candidates=2"]
    started = time.perf_counter()
    report = run_arena(bots, 1, seed=7, game_id="carcassonne")
    assert time.perf_counter() - started < 10
    assert report["games"] == 1 and [e["level"] for e in report["entries"]] == bots
    assert sum(e["wins"] for e in report["entries"]) == 1
    assert all(e["decisions"] > 20 for e in report["entries"])
