"""What the player reads on screen stays true: items repaint when their content changes, after a score, a new
game and a loaded game; whole games compared with the state after every move."""

from __future__ import annotations

from pathlib import Path

from thurntaxis.rules import GameState

from .conftest import seats
from .shown import Painted, mismatches
from .test_table import advance


def _stacks_taken(state: GameState) -> bool:
    """A route tile and a carriage are gone from their stacks."""
    board = state.board
    route_tile_gone = any(state.stacks[k] < len(board.stack_values[k]) for k in board.route_stacks)
    return route_tile_gone and any(state.carriages)


def test_stacks_repaint_after_scoring_a_new_game_and_loading(qtbot, window, painted: Painted,  # type: ignore
                                                             tmp_path: Path) -> None:
    window.start_game(seats("h", "c"), seed=21, start_player=0)
    assert mismatches(window, painted) == []
    shown = window.controller.state

    def checked(state: GameState) -> bool:
        nonlocal shown
        if state is not shown:  # after every move: what the stacks show is what the state holds
            assert mismatches(window, painted) == [], f"after {window.controller.moves[-1]}"
            shown = state
        return _stacks_taken(state)

    played = advance(window, checked)
    saved = tmp_path / "midgame.json"
    assert window.save_file(saved)
    window.start_game(seats("h", "c"), seed=22, start_player=0)
    assert mismatches(window, painted) == []
    assert window.load_file(saved)
    assert window.controller.state.stacks == played.stacks
    assert mismatches(window, painted) == []
