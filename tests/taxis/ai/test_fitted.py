"""The fitted evaluation: exact at the end of a game, one weight per feature, and a fit that recovers weights."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from typing import Any

import pytest

from thurntaxis.taxis.ai.fitted import FEATURES, fitted_lead, lateness, predicted_score
from thurntaxis.taxis.ai.fitted_weights import COMMANDS, WEIGHTS
from thurntaxis.taxis.ai.heuristic import medium_move
from thurntaxis.taxis.ai.search import lead
from thurntaxis.taxis.rules import GameDefinition, apply, new_game, scores
from thurntaxis.taxis.rules.state import GameState

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "fit_evaluation.py"


def _medium_game(players: int, seed: int) -> list[GameState]:
    state = new_game(GameDefinition(players), seed=seed)
    states = [state]
    while not state.game_over:
        state = apply(state, medium_move(state))
        states.append(state)
    return states


def test_the_weights_have_one_number_per_feature() -> None:
    assert {2, 4} <= set(WEIGHTS) <= {2, 3, 4}
    assert all(len(w) == len(FEATURES) for w in WEIGHTS.values())


@pytest.mark.parametrize("players", [3])
def test_player_counts_without_weights_use_hards_evaluation(players: int) -> None:
    assert players not in WEIGHTS
    states = _medium_game(players, seed=5)
    middle = states[len(states) // 2]
    assert [fitted_lead(middle, q) for q in range(players)] == [lead(middle, q) for q in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_game_is_scored_exactly(players: int) -> None:
    final = _medium_game(players, seed=40 + players)[-1]
    late = lateness(final)
    assert [predicted_score(final, q, late) for q in range(players)] == [s.total for s in scores(final)]


def test_the_two_player_lead_is_one_seat_against_the_other() -> None:
    states = _medium_game(2, seed=8)
    middle = states[len(states) // 2]
    assert not middle.game_over
    assert fitted_lead(middle, 0) == pytest.approx(-fitted_lead(middle, 1))
    assert fitted_lead(middle, 0) != 0.0


def _fit_script() -> Any:
    spec = importlib.util.spec_from_file_location("fit_evaluation", SCRIPT)
    assert spec is not None and spec.loader is not None
    fit = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fit)
    return fit


def _synthetic_rows(rng: random.Random, noise: float) -> tuple[list[float], list[tuple[list[float], float, float]]]:
    """Random weights, and 400 rows whose targets those weights make (plus Gaussian noise)."""
    truth = [rng.uniform(-2, 2) for _ in FEATURES]
    rows = []
    for _ in range(400):
        f = [1.0, *(rng.uniform(0, 5) for _ in FEATURES[1:])]
        y = sum(a * b for a, b in zip(truth, f, strict=True)) + (rng.gauss(0, noise) if noise else 0.0)
        rows.append((f, y, 0.0))
    return truth, rows


def test_the_fit_recovers_the_weights_that_made_the_data() -> None:
    truth, rows = _synthetic_rows(random.Random(3), noise=0.0)
    assert _fit_script().solve(rows, ridge=0.0) == pytest.approx(truth, abs=1e-6)


def test_four_players_are_scored_with_their_own_weights() -> None:
    middle = _medium_game(4, seed=12)[200]
    late = lateness(middle)
    for q in range(4):
        others = max(predicted_score(middle, p, late) for p in range(4) if p != q)
        assert fitted_lead(middle, q) == pytest.approx(predicted_score(middle, q, late) - others)
    assert [fitted_lead(middle, q) for q in range(4)] != [lead(middle, q) for q in range(4)]


def test_refitting_one_player_count_keeps_the_others_weights(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fit = _fit_script()
    out = tmp_path / "weights.py"
    monkeypatch.setattr("sys.argv", ["fit", "--games", "3", "--players", "3", "--out", str(out)])
    fit.main()
    namespace: dict[str, Any] = {}
    exec(out.read_text(), namespace)
    written = namespace["WEIGHTS"]
    assert set(written) == set(WEIGHTS) | {3}
    for players, weights in WEIGHTS.items():
        assert written[players] == pytest.approx(weights, abs=1e-4)
    assert namespace["COMMANDS"] == {**COMMANDS, 3: "--games 3 --players 3 --keep 0.25 --seed 0"}


def test_the_consistency_rows_keep_a_scoring_from_changing_the_prediction() -> None:
    fit = _fit_script()
    rng = random.Random(4)
    _, rows = _synthetic_rows(rng, noise=1.0)
    # scorings that the data's weights value at a loss: points move into the score, prospects vanish
    change = [0.0, 3.0, 0.5, *(-rng.uniform(0, 2) for _ in FEATURES[3:])]
    steps = [([k * c for c in change], 3.0 * k) for k in (rng.uniform(0.5, 2.0) for _ in range(60))]
    plain = fit.solve(rows, steps, consistency=0.0)
    consistent = fit.solve(rows, steps, consistency=50.0)
    drift = [abs(fit.predicted_change(w, t)) for w in (plain, consistent) for t in steps]
    assert max(drift[len(steps) :]) < 0.1 < min(drift[: len(steps)])
