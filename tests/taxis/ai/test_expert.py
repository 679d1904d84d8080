"""The Expert bot: legal whole games, deterministic given seed and iterations, offered after Hard.
(Stopping, time limit and hidden cards: the shared tests in test_bots.py.)"""

from __future__ import annotations

from typing import Any

import pytest

from thurntaxis.arena import play_game
from thurntaxis.taxis.ai import LEVELS, ExpertBot, HandTracker, HardBot, Observation, search
from thurntaxis.taxis.ai.expert import Node, squashed, widening
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.ai.search import settled
from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game
from thurntaxis.taxis.rules.state import DRAW_PHASE


@pytest.mark.parametrize("players", [2, 3])
def test_expert_with_a_tiny_budget_plays_whole_legal_games(players: int) -> None:
    levels = ["expert", "hard", "medium"][:players]
    outcome = play_game(levels, 0, seed=5, budget={"iterations": 4, "rounds": 1})  # `apply` checks every move
    assert len(outcome.think_times[0]) > 10
    assert len(outcome.winners) == 1 and 0 <= outcome.winners[0] < players


def test_expert_games_are_deterministic_given_seed_and_iterations() -> None:
    budget = {"iterations": 6, "rounds": 1}
    first = play_game(["expert", "medium"], 2, seed=9, budget=budget)
    second = play_game(["expert", "medium"], 2, seed=9, budget=budget)
    assert (first.scores, first.winners, first.moves) == (second.scores, second.winners, second.moves)


def test_expert_is_offered_after_hard() -> None:
    assert LEVELS[-2:] == ("hard", "expert")


def _tree_nodes(node: Node) -> list[Node]:
    """Every node below `node` (not itself)."""
    out = []
    for child in node.children.values():
        out.append(child)
        out.extend(_tree_nodes(child))
    return out


def _a_turn_start() -> Observation:
    """A seat's observation at the start of a turn well into a 2-player game (many sub-decisions ahead)."""
    state = new_game(GameDefinition(2), seed=3)
    tracker = HandTracker(2)
    while state.turn < 9 or state.phase != DRAW_PHASE:
        move = medium_move(state)
        tracker.update(state, move)
        state = apply(state, move)
    return tracker.observe(state, state.current)


def test_without_widening_expert_samples_exactly_what_hard_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    # With no widening the rest of the turn follows Medium in the dealt world, as in Hard's playouts: the same
    # seed must then give the same root statistics, playout for playout (same seat's view, one deal per
    # iteration, no bias against moves with follow-ups).
    observation = _a_turn_start()
    seen: list[tuple[list[int], list[float]]] = []
    real_ucb = search._ucb

    def spy(root: Any, *rest: Any) -> int:
        seen.append((root.visits, root.totals))
        return real_ucb(root, *rest)

    monkeypatch.setattr(search, "_ucb", spy)
    hard_move = HardBot(seed=4, iterations=120, rounds=2).choose(observation)
    expert = ExpertBot(seed=4, iterations=120, rounds=2, widen=0.0, value="hand")
    expert_move = expert.choose(observation)
    ((hard_visits, hard_totals),) = seen
    legal = observation.legal_moves()
    assert [expert.last_root.children[m].visits for m in legal] == hard_visits
    assert [expert.last_root.children[m].total for m in legal] == pytest.approx(hard_totals)
    assert expert_move == hard_move
    assert any(expert.last_root.children[m].children for m in legal), "the tree went below the root"


def _searched(observation: Observation, **options: Any) -> ExpertBot:
    """An Expert (seed 4, 1-round playouts) that has chosen a move in `observation`, its tree kept in `last_root`."""
    bot = ExpertBot(seed=4, rounds=1, **options)
    bot.choose(observation)
    return bot


def test_widening_lets_the_tree_try_moves_other_than_medium_within_the_turn() -> None:
    observation = _a_turn_start()
    counts = []
    for widen in (0.0, 1.0):
        bot = _searched(observation, iterations=300, widen=widen)
        nodes = [n for child in bot.last_root.children.values() for n in _tree_nodes(child)]
        counts.append(sum(len(n.children) for n in nodes))
        for n in nodes:
            assert n.visits >= sum(c.visits for c in n.children.values())
    assert counts[1] > counts[0]
    assert widening(0, 0.5) == 1 and widening(16, 0.5) == 3


def test_an_unknown_evaluation_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown evaluation"):
        ExpertBot(seed=0, value="oracle")


def test_a_squashed_value_keeps_small_leads_and_bounds_large_ones() -> None:
    observation = _a_turn_start()
    means = []
    for squash in (0.0, 2.0):
        bot = _searched(observation, iterations=60, squash=squash)
        means.append([c.total / c.visits for c in bot.last_root.children.values()])
    plain, bounded = means
    assert max(abs(m) for m in plain) > 2.0, "the position's leads must reach beyond the bound to test it"
    assert all(abs(m) <= 2.0 for m in bounded)
    assert squashed(lambda state, seat: 0.1, 5.0)(observation.state, 0) == pytest.approx(0.1, abs=1e-4)
    assert squashed(lambda state, seat: -40.0, 5.0)(observation.state, 0) == pytest.approx(-5.0, abs=1e-4)


def test_settled_means_the_leader_cannot_be_overtaken_in_the_playouts_left() -> None:
    assert settled([50, 20, 5], remaining=29) and not settled([50, 20, 5], remaining=30)
    assert not settled([40, 40], remaining=0)  # a tie is decided by the means: not settled by the counts
    assert not settled([7], remaining=0)


@pytest.mark.parametrize("bot_class", [HardBot, ExpertBot])
def test_a_settled_search_stops_early_and_chooses_what_its_full_budget_would(bot_class: type[HardBot]) -> None:
    state = new_game(GameDefinition(3), seed=11)
    tracker = HandTracker(3)
    saved = 0
    for k in range(60):
        if k % 4 == 0 and len(legal_moves(state)) > 1:
            observation = tracker.observe(state, state.current)
            full = bot_class(seed=k, iterations=150, rounds=1, settle=False)
            settling = bot_class(seed=k, iterations=150, rounds=1)
            assert settling.choose(observation) == full.choose(observation)
            assert full.last_iterations == 150 and settling.last_iterations <= 150
            saved += 150 - settling.last_iterations
        move = medium_move(state)
        tracker.update(state, move)
        state = apply(state, move)
    assert saved > 150  # the playouts it saved over these positions, with the same moves
