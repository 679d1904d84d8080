"""What the player reads on screen stays true: items repaint when their content changes, after a score, a new
game and a loaded game; whole games compared with the state after every move."""

from __future__ import annotations

from pathlib import Path

from thurntaxis.taxis.rules import GameState
from thurntaxis.taxis.ui.texts import addressed, phase_task

from .conftest import click, seats
from .gestures import perform
from .policy import SimpleBot
from .shown import Painted, mismatches
from .test_table import advance


def _stacks_taken(state: GameState) -> bool:
    """A route tile and a carriage are gone from their stacks."""
    board = state.board
    route_tile_gone = any(state.stacks[k] < len(board.stack_values[k]) for k in board.route_stacks)
    return route_tile_gone and any(state.carriages)


def test_stacks_repaint_after_scoring_a_new_game_and_loading(
    qtbot,
    window,
    painted: Painted,  # type: ignore
    tmp_path: Path,
) -> None:
    window.start_game(seats("h", "c"), seed=21, start_player=0)
    assert mismatches(window, painted) == []
    shown = window.page.controller.state

    def checked(state: GameState) -> bool:
        nonlocal shown
        if state is not shown:  # after every move: what the stacks show is what the state holds
            assert mismatches(window, painted) == [], f"after {window.page.controller.moves[-1]}"
            shown = state
        return _stacks_taken(state)

    played = advance(window, checked)
    saved = tmp_path / "midgame.json"
    assert window.save_file(saved)
    window.start_game(seats("h", "c"), seed=22, start_player=0)
    assert mismatches(window, painted) == []
    assert window.load_file(saved)
    assert window.page.controller.state.stacks == played.stacks
    assert mismatches(window, painted) == []


def _play_through_the_window(window, qtbot, painted: Painted, policy: SimpleBot) -> int:  # type: ignore
    """Play the game to its end: the humans by mouse (showing the covered hand first in hot-seat), the computer
    seats by the scripted policy; after every move, what the window shows must be the state. Returns the moves."""
    c = window.page.controller
    c.paused = True
    while not c.state.game_over:
        state = c.state
        seat = c.seats[state.current]
        if seat.is_human and window.page.viewer(state) is None:
            click(window, window.page.scene.cover)
            assert window.page.viewer(state) == state.current
        move = policy.choose_move(state, state.current)
        count = len(c.moves)
        if seat.is_human:
            perform(window, move)
            assert len(c.moves) == count + 1, f"the gesture for {move} did nothing: {window.status.text()}"
        else:
            c.play_now(move)
        assert c.moves[-1] == move
        problems = mismatches(window, painted)
        assert problems == [], f"after move {count + 1} ({move}): {problems}"
        if c.is_human_turn() and window.page.viewer(c.state) is not None:
            assert window.status.text() == addressed(c.seats[c.state.current].name, phase_task(c.state))
    return len(c.moves)


def test_whole_games_show_the_state_after_every_move(qtbot, window, painted: Painted) -> None:  # type: ignore
    window.resize(1024, 700)  # a small laptop's screen (and quicker to repaint after every move)
    window.start_game(seats("h", "c"), seed=11, start_player=0)
    assert mismatches(window, painted) == []
    moves = _play_through_the_window(window, qtbot, painted, SimpleBot(99))
    window.start_game(seats("h", "h", "c"), seed=4, start_player=1)  # hot-seat: two people share the screen
    assert mismatches(window, painted) == []
    moves += _play_through_the_window(window, qtbot, painted, SimpleBot(7))
    assert moves > 300
