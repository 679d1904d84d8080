"""The bots: only legal moves, deterministic given their seed, no peeking at hidden cards, prompt cancellation."""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest

from thurntaxis.arena import play_game
from thurntaxis.taxis.ai import ExpertBot, HandTracker, HardBot, make_bot, observe_history
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import GameState


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_medium_random_play_only_legal_moves_to_the_end(players: int) -> None:
    levels = ["easy", "medium", "random", "medium"][:players]
    for game in range(2 * players):  # play_game applies every move with the checking `apply`
        outcome = play_game(levels, game, seed=11, budget={})
        assert len(outcome.scores) == players
        assert len(outcome.winners) == 1 and 0 <= outcome.winners[0] < players  # the rules break every tie
        assert outcome.moves > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_with_a_tiny_budget_plays_whole_legal_games(players: int) -> None:
    levels = ["hard", "medium", "easy", "medium"][:players]
    outcome = play_game(levels, 0, seed=5, budget={"iterations": 4, "rounds": 1})
    assert len(outcome.think_times[0]) > 10


def test_medium_beats_random_clearly_in_a_few_games() -> None:
    wins = sum(play_game(["medium", "random"], g, seed=2, budget={}).winners == (0,) for g in range(10))
    assert wins >= 9


@pytest.mark.parametrize("levels", [["easy", "medium"], ["hard", "easy", "random"]])
def test_games_are_deterministic_given_the_seeds(levels: list[str]) -> None:
    budget = {"iterations": 6, "rounds": 1}
    first = play_game(levels, 3, seed=9, budget=budget)
    second = play_game(levels, 3, seed=9, budget=budget)
    assert (first.scores, first.winners, first.moves) == (second.scores, second.winners, second.moves)


def _play_until(players: int, seed: int, moves_wanted: int) -> tuple[list[GameState], list[mv.Move]]:
    state = new_game(GameDefinition(players), seed=seed)
    states = [state]
    made: list[mv.Move] = []
    rng = random.Random(seed)
    while len(made) < moves_wanted and not state.game_over:
        options = legal_moves(state)
        move = medium_move(state) if rng.random() < 0.8 else options[rng.randrange(len(options))]
        state = apply(state, move)
        states.append(state)
        made.append(move)
    return states, made


def _permute_hidden(state: GameState, seat: int, known: list[list[int]], rng: random.Random) -> GameState:
    """The same position for `seat` with the deck order and the opponents' unseen cards dealt anew."""
    pool = list(state.deck)
    unseen: list[int] = []
    for q, hand in enumerate(state.hands):
        rest = list(hand)
        if q != seat:
            for c in known[q]:
                rest.remove(c)
            unseen.append(len(rest))
            pool.extend(rest)
        else:
            unseen.append(0)
    rng.shuffle(pool)
    s = state.copy()
    hands = []
    i = 0
    for q, hand in enumerate(state.hands):
        if q == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(list(known[q]) + pool[i : i + unseen[q]])))
            i += unseen[q]
    s.hands = tuple(hands)
    s.deck = tuple(pool[i:])
    s.seed = state.seed + 12345
    return s


@pytest.mark.parametrize("players", [2, 4])
def test_permuting_hidden_cards_leaves_every_decision_unchanged(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    differing = 0
    for seed, length in [(1, 5), (2, 40), (3, 90), (4, 150)]:
        states, made = _play_until(players, seed, length)
        state = states[-1]
        if state.game_over:
            continue
        seat = state.current
        tracker = HandTracker(players)
        for before, move in zip(states, made, strict=False):
            tracker.update(before, move)
        known = [list(k) for k in tracker.known]
        other = _permute_hidden(state, seat, known, rng)
        for _ in range(10):
            if (other.deck, other.hands) != (state.deck, state.hands):
                break
            other = _permute_hidden(state, seat, known, rng)
        if (other.deck, other.hands) != (state.deck, state.hands):
            differing += 1
        first = tracker.observe(state, seat)
        second = tracker.observe(other, seat)
        assert first.unknown == second.unknown and first.known == second.known
        assert first.state.deck == second.state.deck and first.state.hands == second.state.hands
        for level in ("random", "easy", "medium", "hard", "expert"):
            budget = {"iterations": 30, "rounds": 1} if level in ("hard", "expert") else {}
            a = make_bot(level, seed=77, **budget).choose(first)
            b = make_bot(level, seed=77, **budget).choose(second)
            assert a == b
            assert a in legal_moves(state)
        checked += 1
    assert checked >= 3 and differing >= 3


def test_observation_tracks_cards_taken_from_the_display() -> None:
    state = new_game(GameDefinition(2), seed=4, start_player=0)
    card = state.display[0]
    after = apply(state, mv.DRAW_CITY[card])
    obs = observe_history([state, after], [mv.DRAW_CITY[card]], seat=1)
    assert obs.known[0] == (card,)
    assert obs.hand_sizes == (1, 0)
    assert len(obs.unknown) == len(after.deck)
    # The other seat's view holds its own whole hand, and the canonical deck is sorted, not the real one.
    own = observe_history([state, after], [mv.DRAW_CITY[card]], seat=0)
    assert own.known[0] == after.hands[0]
    assert list(own.state.deck) == sorted(after.deck)


def test_determinize_is_consistent_with_the_observation() -> None:
    states, made = _play_until(3, 8, 60)
    state = states[-1]
    seat = state.current
    obs = observe_history(states, made, seat)
    world = obs.determinize(random.Random(1))
    assert world.hands[seat] == state.hands[seat]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert len(world.deck) == len(state.deck)
    assert sorted(world.deck + sum((h for q, h in enumerate(world.hands) if q != seat), ())) == sorted(
        state.deck + sum((h for q, h in enumerate(state.hands) if q != seat), ())
    )
    assert legal_moves(world) == legal_moves(state)


def _a_position_with_choices() -> tuple[list[GameState], list[mv.Move]]:
    states, made = _play_until(4, 21, 30)
    while len(legal_moves(states[-1])) < 3:
        move = medium_move(states[-1])
        states.append(apply(states[-1], move))
        made.append(move)
    return states, made


@pytest.mark.parametrize("bot_class", [HardBot, ExpertBot])
def test_a_cancelled_search_answers_promptly_with_a_legal_move(bot_class: type[HardBot | ExpertBot]) -> None:
    states, made = _a_position_with_choices()
    obs = observe_history(states, made, states[-1].current)
    bot = bot_class(seed=1, iterations=10**9)
    started = time.perf_counter()
    stop_at = started + 0.2
    move = bot.choose(obs, should_stop=lambda: time.perf_counter() > stop_at)
    elapsed = time.perf_counter() - started
    assert move in legal_moves(states[-1])
    assert elapsed < 0.6
    assert bot.last_iterations > 0
    # Cancelled before the first iteration, it still answers with a legal move.
    assert bot.choose(obs, should_stop=lambda: True) in legal_moves(states[-1])
    assert bot.last_iterations == 0


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_searching_bots_respect_their_time_limit(level: str) -> None:
    states, made = _a_position_with_choices()
    obs = observe_history(states, made, states[-1].current)
    bot = make_bot(level, seed=2, iterations=10**9, time_limit=0.15)
    started = time.perf_counter()
    move = bot.choose(obs)
    assert time.perf_counter() - started < 0.5
    assert move in legal_moves(states[-1])


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", seed=0)


def test_the_ai_package_never_imports_qt() -> None:
    code = "import sys, thurntaxis.taxis.ai, thurntaxis.arena; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
