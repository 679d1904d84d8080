"""Carcassonne's fitted evaluation: exact at the end, features that see the tiles to come, weights per player
count, and a fit that recovers the weights that made its data."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from typing import Any

import pytest

from thurntaxis.carcassonne.ai import fitted, make_bot
from thurntaxis.carcassonne.ai.fitted import FEATURES, features, fitted_evaluate, has_weights
from thurntaxis.carcassonne.ai.fitted_weights import COMMANDS, WEIGHTS
from thurntaxis.carcassonne.ai.greedy import medium_move
from thurntaxis.carcassonne.rules import PLACE_PHASE, GameState, apply, new_game, observation
from thurntaxis.carcassonne.rules.tiles import FITS, K_CITY

SCRIPTS = Path(__file__).resolve().parents[3] / "scripts"


def _medium_game(players: int, seed: int) -> list[GameState]:
    state = new_game(players, seed=seed)
    states = [state]
    while not state.game_over:
        state = apply(state, medium_move(state))
        states.append(state)
    return states


def test_every_fitted_player_count_has_one_weight_per_feature_and_its_command() -> None:
    assert {2, 3, 4, 5} <= set(WEIGHTS)
    assert all(len(w) == len(FEATURES) for w in WEIGHTS.values())
    assert set(COMMANDS) == set(WEIGHTS)


@pytest.mark.parametrize("players", [2, 4])
def test_a_finished_game_is_its_final_score(players: int) -> None:
    final = _medium_game(players, seed=30 + players)[-1]
    assert fitted_evaluate(final) == [float(s) for s in final.scores]


def _held_open_city(players: int, seed: int) -> tuple[GameState, int, int, int]:
    """A position of a Medium game at the start of a turn where one player alone holds an open city: the
    position, the player, the city's root and its tiles and shields."""
    for state in _medium_game(players, seed)[20:]:
        if state.phase != PLACE_PHASE:
            continue
        for root, (open_edges, squares, shields, holders) in state.features.items():
            kind = state.board[root >> 4].segments[root & 15].kind
            if kind == K_CITY and open_edges and len(holders) == 1:
                return state, holders[0][1], root, len(squares) + shields
    raise AssertionError("no open city held")


def test_a_city_no_tile_to_come_can_close_is_dead() -> None:
    """The same position with another pile to come: one with no tile that fits a gap of the city."""
    state, player, root, base = _held_open_city(2, seed=3)
    dead, fill = FEATURES.index("city_dead"), FEATURES.index("city_fill")
    gaps, _ = fitted._gaps(state)
    code = state.frontier[gaps[root][0]]
    assert features(state)[player][dead] == 0.0
    assert features(state)[player][fill] > 0.0
    blocked = state.copy()
    blocked.deck = tuple(t for t in state.deck if not FITS[t][code])
    blocked.drawn = blocked.deck[0]
    assert len(blocked.deck) < len(state.deck)
    assert features(blocked)[player][dead] >= base
    assert features(blocked)[player][fill] < features(state)[player][fill]


def test_the_player_to_move_is_marked() -> None:
    state = _medium_game(3, seed=4)[30]
    moves = [row[FEATURES.index("to_move")] for row in features(state)]
    assert moves == [1.0 if p == state.current else 0.0 for p in range(3)]


def test_expert_values_its_playouts_with_the_fitted_evaluation_where_it_has_weights() -> None:
    state = _medium_game(2, seed=5)[40]
    obs = observation(state, state.current)
    assert make_bot("expert").leaf_value(obs) is fitted_evaluate
    assert make_bot("expert", fitted=False).leaf_value(obs) is None
    assert make_bot("hard").leaf_value(obs) is None
    assert all(has_weights(n) for n in range(2, 6))


def _fit_script() -> Any:
    spec = importlib.util.spec_from_file_location(
        "carcassonne_fit_evaluation", SCRIPTS / "carcassonne_fit_evaluation.py"
    )
    assert spec is not None and spec.loader is not None
    fit = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fit)
    return fit


def test_the_fit_recovers_the_weights_that_made_the_data() -> None:
    """Tables whose gains the chosen weights make exactly: the fit on the rows relative to the table finds them."""
    fit = _fit_script()
    rng = random.Random(6)
    truth = [rng.uniform(-2, 2) for _ in FEATURES]
    positions = []
    for _ in range(300):
        rows = [[rng.uniform(0, 5) for _ in FEATURES] for _ in range(3)]
        points = [float(rng.randrange(40)) for _ in range(3)]
        final = [p + sum(a * b for a, b in zip(truth, row, strict=True)) for p, row in zip(points, rows, strict=True)]
        positions.append((rows, points, points, final))
    w = fit.least_squares.solve(fit.relative_rows(positions), len(FEATURES), ridge=0.0)
    assert w == pytest.approx(truth, abs=1e-6)
    fitted_rmse, medium_rmse = fit.lead_errors(positions, truth)
    assert fitted_rmse == pytest.approx(0.0, abs=1e-9)
    assert medium_rmse > 1.0
