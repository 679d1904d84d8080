"""A whole game of a human against a computer player, the human's moves made by mouse drags and clicks."""

from __future__ import annotations

from thurntaxis.taxis.rules import scores

from .conftest import seats
from .gestures import perform
from .policy import SimpleBot


def test_whole_game_by_mouse(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=11, start_player=0)
    c = window.page.controller
    policy = SimpleBot(99)
    human_moves = 0
    while not c.state.game_over:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.game_over, timeout=5000)
        if c.state.game_over:
            break
        state = c.state
        move = policy.choose_move(state, 0)
        count = len(c.moves)
        perform(window, move)
        assert len(c.moves) == count + 1, f"the gesture for {move} did nothing: {window.status.text()}"
        assert c.moves[count] == move
        human_moves += 1
    assert human_moves > 50
    movers = {s.current for s in c.states[:-1]}
    assert movers == {0, 1}
    final = c.state
    assert final.game_over and final.end_triggered
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    totals = [s.total for s in scores(final)]
    shown = {card.seat.name: card.figures["total"].text() for card in window.end_dialog.cards}
    assert shown[c.seats[0].name] == str(totals[0]).replace("-", "−")
    assert len(window.page.side.lines()) > 2 * human_moves
