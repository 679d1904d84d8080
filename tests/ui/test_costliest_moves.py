"""The Expert as a teacher at the end of a game, in both games: the end dialog's "Your three costliest moves" has
Expert review the human player's moves in the background (a busy line meanwhile, the dialog usable), offers the
three where its advice was worth the most more than the move played, costliest first, and each opens the replay
at that move, on the position before it, the advice drawn; from there "Back to the results" brings the end dialog
(and its Rematch) back."""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.kit.costliest import CostliestMoves, costliest
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.savegame import save_game

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, a finished game


def _click(widget) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def _review_and_open(qtbot, window, seat: int, budget: dict) -> tuple:  # type: ignore[no-untyped-def]
    """Ask the end dialog for `seat`'s costliest moves; check them; open the replay at the costliest."""
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000)
    dialog = window.end_dialog
    panel: CostliestMoves = dialog.costliest
    assert list(panel.buttons) == [seat]  # one human: "Your three costliest moves"
    assert "three costliest" in panel.buttons[seat].text()
    panel.budget = budget
    # A garbage collection while the review ran crashed PySide once in a run of several test files (its cause is
    # not found yet: see the report); collecting the loaded game's garbage first avoids it.
    gc.collect()
    _click(panel.buttons[seat])
    assert panel.thinking and panel.busy.isVisible() and "reviewing" in panel.status.text()
    qtbot.waitUntil(lambda: not panel.thinking, timeout=60000)
    assert not panel.busy.isVisible()
    judged = panel.judged[seat]
    assert judged and {j.seat for j in judged} == {seat}
    found = panel.results[seat]
    assert found == costliest(judged) and 1 <= len(found) <= 3
    assert [j.cost for j in found] == sorted((j.cost for j in found), reverse=True)
    assert found[0].cost == max(j.cost for j in judged)
    assert len(panel.move_buttons) == len(found)
    for judgement, button in zip(found, panel.move_buttons, strict=True):
        assert button.whole.startswith(f"Move {judgement.index}:") and button.text()[:5] == button.whole[:5]
    plot = getattr(dialog, "plot", None)
    _click(panel.buttons[seat])  # pressed again: the list goes (and the plot is back where the list took its place)
    assert not panel.move_buttons and not panel.thinking
    assert plot is None or plot.isVisible()
    _click(panel.buttons[seat])  # ... and comes back without thinking again
    assert not panel.thinking and len(panel.move_buttons) == len(found)
    _click(panel.move_buttons[0])
    qtbot.waitUntil(window.in_replay, timeout=5000)
    page = window.replay_page
    assert page.index == found[0].index and page.study.seat == seat
    return page, found[0], len(found)


def _back_to_results(qtbot, window, page, seat: int, found: int) -> None:  # type: ignore[no-untyped-def]
    assert page.to_results.isVisible()
    _click(page.to_results)
    assert not window.in_replay()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000)
    assert window.end_dialog.rematch.isVisible()
    panel = window.end_dialog.costliest  # the dialog anew: the review made before is offered at once
    _click(panel.buttons[seat])
    assert not panel.thinking and len(panel.move_buttons) == found


def test_thurn_and_taxis_costliest_moves_open_the_replay_there(qtbot, window, tmp_path) -> None:  # type: ignore
    from thurntaxis.taxis.rules import load_record, replay

    record = load_record(RECORD)
    states = replay(record)
    names = ["Mira", "Otto", "Ida", "Karl"]
    players = [
        Seat(n, HUMAN if i == 1 else COMPUTER, colour=c)
        for i, (n, c) in enumerate(zip(names, ("blue", "red", "yellow", "green"), strict=True))
    ]
    path = tmp_path / "taxis.json"
    save_game(path, record, players)
    assert window.load_file(path)
    page, worst, found = _review_and_open(qtbot, window, 1, {"iterations": 24})
    study = page.study
    qtbot.waitUntil(lambda: study.advice.opinion(worst.index) is not None, timeout=30000)
    drawing = page.drawing
    assert drawing.hands.rows[1][1] == states[worst.index - 1].hands[1]  # the position before the move
    labels = [item.text for item in drawing.overlay.items if hasattr(item, "text")]
    if not study.advice.opinion(worst.index).same:
        assert any(t.startswith("Expert") for t in labels)
    assert any(t.startswith("Played") for t in labels)
    _back_to_results(qtbot, window, page, 1, found)


def test_carcassonne_costliest_moves_open_the_replay_there(qtbot, window, tmp_path) -> None:  # type: ignore
    from thurntaxis.carcassonne.ai import make_bot
    from thurntaxis.carcassonne.game import observation
    from thurntaxis.carcassonne.rules import PLACE, new_record
    from thurntaxis.carcassonne.rules import apply as carc_apply

    names = ["Mira", "Otto"]
    state = new_record(names, seed=4).initial_state()
    bots = [make_bot("easy", seed=4 + i) for i in range(2)]
    moves = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(move)
        state = carc_apply(state, move)
    path = tmp_path / "carcassonne.json"
    players = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", COMPUTER, colour="blue")]
    save_game(path, new_record(names, seed=4, moves=moves), players)
    assert window.load_file(path)
    page, worst, found = _review_and_open(qtbot, window, 0, {"iterations": 16})
    assert moves[worst.index - 1].kind == PLACE  # a turn, judged at its tile
    study = page.study
    qtbot.waitUntil(lambda: study.advice.opinion(worst.index) is not None, timeout=30000)
    drawing = page.drawing
    assert len(drawing.scene.state.board) == (worst.index + 1) // 2  # the board before the tile was laid
    opinion = study.advice.opinion(worst.index)
    if not opinion.same:
        advice = opinion.move
        assert drawing.scene.advised.isVisible() and drawing.scene.advised.square == (advice.x, advice.y)
        tiles = {(i.tile, i.turns, i.square) for i in drawing.overlay.items if hasattr(i, "turns")}
        assert (advice.tile, advice.rotation, (advice.x, advice.y)) in tiles
        assert "Before move" in study.opinion.text()
    _back_to_results(qtbot, window, page, 0, found)


def test_the_costliest_are_sorted_by_cost_and_leave_out_agreements() -> None:
    from thurntaxis.gameui import Judgement

    def judged(index: int, played: str, advice: str, worth: float, expected: float) -> Judgement:
        return Judgement(index, 0, played, advice, worth, expected)

    moves = [
        judged(3, "a", "b", 1.0, 2.0),  # 1 point
        judged(5, "a", "a", 0.0, 9.0),  # the same move: costs nothing, whatever the playouts say
        judged(7, "a", "b", -4.0, 3.0),  # 7 points
        judged(9, "a", "b", 2.0, 2.2),  # below the least that counts
        judged(11, "a", "b", 0.0, 7.0),  # 7 points, later than move 7
        judged(13, "a", "b", 5.0, 1.0),  # the playouts liked the move played better
        judged(15, "a", "b", 0.0, 3.0),  # 3 points
    ]
    assert [j.index for j in costliest(moves)] == [7, 11, 15]
    assert [j.index for j in costliest(moves, 5)] == [7, 11, 15, 3]
    same_tile_other_follower = Judgement(1, 0, "V0@1,0", "V0@1,0", 0.0, 2.0, ("city:N", "none"))
    assert not same_tile_other_follower.same and same_tile_other_follower.cost == 2.0


def test_each_human_of_a_hot_seat_game_has_a_button_and_computers_none(qtbot) -> None:  # type: ignore
    from thurntaxis.taxis.rules import Move, load_record, replay
    from thurntaxis.taxis.rules.progress import score_progress
    from thurntaxis.taxis.ui.enddialog import EndGameDialog

    record = load_record(RECORD)
    states = replay(record)
    moves = [Move.parse(m) for m in record.moves]
    course = score_progress(states, moves)
    colours = ("blue", "red", "yellow", "green")
    hot_seat = [Seat(n, HUMAN if i in (0, 2) else COMPUTER, colour=colours[i]) for i, n in enumerate(record.players)]
    dialog = EndGameDialog(course, hot_seat, None, (states, moves))
    qtbot.addWidget(dialog)
    panel = dialog.costliest
    assert panel is not None and not panel.isHidden()
    assert list(panel.buttons) == [0, 2]
    assert [panel.buttons[s].text() for s in (0, 2)] == [f"{record.players[s]}'s three costliest moves" for s in (0, 2)]
    computers = [Seat(n, COMPUTER, colour=colours[i]) for i, n in enumerate(record.players)]
    alone = EndGameDialog(course, computers, None, (states, moves))
    qtbot.addWidget(alone)
    assert alone.costliest is not None and alone.costliest.isHidden() and not alone.costliest.buttons
