"""The Carcassonne bots: only legal moves, deterministic given their seed, blind to the order of the tiles to
come, prompt to stop, and Medium's local evaluation equal to the whole-position one."""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest

from thurntaxis.carcassonne.ai import LEVELS, HardBot, make_bot
from thurntaxis.carcassonne.ai.greedy import (
    DEFAULT,
    evaluate,
    follower_gain,
    medium_move,
    placement_delta,
    turn_options,
)
from thurntaxis.carcassonne.rules import (
    PLACE_PHASE,
    GameState,
    Move,
    apply,
    legal_moves,
    new_game,
    observation,
)

SMALL = {"iterations": 12, "candidates": 3}


def _budget(level: str) -> dict[str, int]:
    return SMALL if level in ("hard", "expert") else {}


def play(levels: list[str], seed: int, budget: dict[str, int] | None = None) -> tuple[GameState, list[Move]]:
    """A whole game, every choice checked against `legal_moves` and applied with the checking `apply`."""
    bots = [make_bot(level, seed=seed * 10 + s, **(budget or _budget(level))) for s, level in enumerate(levels)]
    state = new_game(len(levels), seed=seed)
    made: list[Move] = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        assert move in legal_moves(state)
        state = apply(state, move)
        made.append(move)
    return state, made


@pytest.mark.parametrize("levels", [["random", "easy"], ["medium", "random", "easy", "medium"], ["hard", "medium"]])
def test_every_level_plays_whole_games_with_legal_moves_only(levels: list[str]) -> None:
    for seed in (1, 2):
        state, made = play(levels, seed)
        assert state.tiles_accounted() == 72
        assert len(made) >= 2 * (72 - 1 - len(state.removed))


def test_medium_beats_random() -> None:
    wins = 0
    for seed in range(6):
        state, _ = play(["medium", "random"] if seed % 2 == 0 else ["random", "medium"], seed)
        medium = seed % 2
        wins += state.scores[medium] > state.scores[1 - medium]
    assert wins == 6


def test_medium_closes_a_city_with_a_knight_when_the_tile_allows() -> None:
    # The start tile's city is open to the north; an E turned twice closes it: 2 tiles, 4 points at once.
    state = new_game(2, tiles=["E", "U", "U", "U"])
    obs = observation(state, state.current)
    place = make_bot("medium").choose(obs)
    assert place == Move.parse("E2@0,-1")
    placed = apply(state, place)
    assert make_bot("medium").choose(observation(placed, placed.current)) == Move.parse("city:S")


def _positions(players: int, seed: int, stops: tuple[int, ...]) -> list[GameState]:
    """Positions of a game between Medium and random moves at the given move numbers."""
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    out = []
    for number in range(max(stops) + 1):
        if state.game_over:
            break
        if number in stops:
            out.append(state)
        options = legal_moves(state)
        move = medium_move(state) if rng.random() < 0.7 else options[rng.randrange(len(options))]
        state = apply(state, move)
    return out


def _reordered(state: GameState, rng: random.Random) -> GameState:
    other = state.copy()
    deck = list(state.deck)
    while tuple(deck) == state.deck and len(set(deck)) > 1:
        rng.shuffle(deck)
    other.deck = tuple(deck)
    return other


@pytest.mark.parametrize("players", [2, 4])
def test_the_order_of_the_tiles_to_come_never_changes_a_choice(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for state in _positions(players, seed=players + 3, stops=(1, 10, 31, 60, 95)):
        other = _reordered(state, rng)
        assert other.deck != state.deck
        first, second = observation(state, state.current), observation(other, other.current)
        assert first == second  # the observation carries no order
        for level in LEVELS:
            a = make_bot(level, seed=5, **_budget(level)).choose(first)
            b = make_bot(level, seed=5, **_budget(level)).choose(second)
            assert a == b, level
            assert a in legal_moves(state)
        checked += 1
    assert checked == 5


def test_an_observation_holds_no_order_and_hard_answers_it_the_same_twice() -> None:
    state = _positions(2, seed=9, stops=(20,))[0]
    obs = observation(state, state.current)
    assert not hasattr(obs, "deck")
    assert make_bot("hard", seed=3, **SMALL).choose(obs) == make_bot("hard", seed=3, **SMALL).choose(obs)


@pytest.mark.parametrize("levels", [["easy", "medium"], ["hard", "random", "easy"]])
def test_games_are_deterministic_given_the_seeds(levels: list[str]) -> None:
    first = play(levels, 4)
    second = play(levels, 4)
    assert first[1] == second[1]
    assert first[0].scores == second[0].scores


def test_hard_spends_its_iteration_budget() -> None:
    state = _positions(2, seed=8, stops=(30,))[0]
    obs = observation(state, state.current)
    bot = HardBot(seed=1, iterations=40, candidates=4)
    bot.choose(obs)
    assert bot.last_iterations >= 40 // 2


def _a_position_with_choices() -> GameState:
    for state in _positions(4, seed=21, stops=tuple(range(20, 60, 2))):
        if state.phase == PLACE_PHASE and len(legal_moves(state)) >= 6:
            return state
    raise AssertionError("no position with choices")


def test_a_stopped_search_answers_at_once_with_a_legal_move() -> None:
    state = _a_position_with_choices()
    obs = observation(state, state.current)
    bot = HardBot(seed=1, iterations=10**9)
    started = time.perf_counter()
    stop_at = started + 0.2
    move = bot.choose(obs, should_stop=lambda: time.perf_counter() > stop_at)
    assert time.perf_counter() - started < 0.6
    assert move in legal_moves(state)
    assert bot.last_iterations > 0
    started = time.perf_counter()
    assert bot.choose(obs, should_stop=lambda: True) in legal_moves(state)
    assert bot.last_iterations == 0
    assert time.perf_counter() - started < 0.1


def test_hard_respects_its_time_limit() -> None:
    state = _a_position_with_choices()
    bot = make_bot("hard", seed=2, iterations=10**9, time_limit=0.15)
    started = time.perf_counter()
    move = bot.choose(observation(state, state.current))
    assert time.perf_counter() - started < 0.5
    assert move in legal_moves(state)


def test_medium_decides_well_under_ten_milliseconds() -> None:
    times = []
    for state in _positions(4, seed=12, stops=tuple(range(0, 120, 3))):
        obs = observation(state, state.current)
        started = time.perf_counter()
        make_bot("medium").choose(obs)
        times.append(time.perf_counter() - started)
    times.sort()
    assert times[len(times) // 2] < 0.010


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_local_turn_values_equal_the_change_in_the_whole_evaluation(players: int) -> None:
    # Medium values a turn by the features the tile touches; that must equal evaluating both whole positions.
    rng = random.Random(players)
    state = new_game(players, seed=40 + players)
    checked = 0
    while not state.game_over:
        if state.phase == PLACE_PHASE and len(state.deck) > 0:
            tiles_left = len(state.deck)
            before = evaluate(state, tiles_left)
            for option in turn_options(state):
                after_turn = apply(option.placed, option.follower)
                if after_turn.game_over:
                    continue
                after = evaluate(after_turn, tiles_left)
                delta, back = placement_delta(state, option.placed, tiles_left, DEFAULT)
                delta[state.current] += follower_gain(
                    option.placed, option.follower, tiles_left, DEFAULT, back[state.current]
                )
                assert [b - a for a, b in zip(before, after, strict=True)] == pytest.approx(delta), str(option)
                checked += 1
        options = legal_moves(state)
        state = apply(state, options[rng.randrange(len(options))])
    assert checked > 500


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


def test_the_carcassonne_ai_loads_neither_qt_nor_the_first_games_players() -> None:
    code = (
        "import sys, thurntaxis.carcassonne.ai\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'thurntaxis.taxis', "
        "'thurntaxis.taxis.ui', 'thurntaxis.shell'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"
