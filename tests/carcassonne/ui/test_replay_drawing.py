"""The Carcassonne replay drawing as the shell's replay frame uses it (`show_game`, `go`, `caption`): a record
played by computer players, every position against the rules; a record that does not replay leaves the game
shown as it was; the scores' plot puts the higher score higher."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.rules import (
    GameRecord,
    GameState,
    Scored,
    apply,
    final_scorings,
    new_record,
    observation,
    parse_move,
    replay,
    result,
    xy,
)
from thurntaxis.carcassonne.ui.gamelog import feature_text, log_text, move_entries
from thurntaxis.carcassonne.ui.items import TileItem
from thurntaxis.carcassonne.ui.replay import CarcassonneDrawing
from thurntaxis.errors import RecordError

NAMES = ["Mira", "Otto"]


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A whole two-player game between Easy computer players."""
    state = new_record(NAMES, seed=4).initial_state()
    bots = [make_bot("easy", seed=s) for s in (1, 2)]
    moves = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(move)
        state = apply(state, move)
    return new_record(NAMES, seed=4, moves=moves)


@pytest.fixture
def drawing(qtbot) -> Iterator[CarcassonneDrawing]:  # type: ignore[no-untyped-def]
    """The drawing's table and side in a window, as a replay frame holds them."""
    made = CarcassonneDrawing()
    holder = QWidget()
    qtbot.addWidget(holder)
    made.table.setParent(holder)
    made.side.setParent(holder)
    holder.resize(900, 600)
    made.table.resize(600, 600)
    holder.show()
    yield made
    holder.close()


def test_every_position_against_the_rules(drawing, record) -> None:  # type: ignore[no-untyped-def]
    states = replay(record)
    assert drawing.show_game(record, None) == len(record.moves)
    assert [drawing.scores.rows[p][1].text().lstrip("▶ ") for p in range(2)] == NAMES
    for index in [*range(len(states)), 5, 0]:
        drawing.go(index, animate=index > 0)
        state = states[index]
        tiles = sorted((i.square, i.tile, i.turns) for i in drawing.scene.items() if isinstance(i, TileItem))
        assert tiles == sorted((xy(p), o.tile, o.rotation) for p, o in state.board.items()), index
        assert drawing.shown_scores() == list(result(state).scores), index
        if index:
            move = parse_move(record.moves[index - 1])
            lines = [log_text(e) for e in move_entries(NAMES, move, states[index - 1], state, quiet=False)]
            assert drawing.caption(index).startswith(" ".join(lines)), index
            assert drawing.scene.placed.square == xy(state.last)
        else:
            assert not drawing.scene.placed.isVisible() and drawing.caption(0) == ""


def test_a_record_that_does_not_replay_leaves_the_game_shown(drawing, record) -> None:  # type: ignore[no-untyped-def]
    drawing.show_game(record, None)
    drawing.go(7, animate=False)
    shown = drawing.shown_scores(), drawing.highlighted_lines(), len(drawing.scene.items())
    bad = record.model_copy(update={"moves": [record.moves[0], record.moves[0]]})
    with pytest.raises(RecordError) as refused:
        drawing.show_game(bad, None)
    assert refused.value.code == "record_move" and refused.value.params["move_number"] == 2
    assert drawing.index == 7 and drawing.game is not None and drawing.game.record is record
    assert (drawing.shown_scores(), drawing.highlighted_lines(), len(drawing.scene.items())) == shown


def test_the_plot_puts_the_higher_score_higher(drawing, record) -> None:  # type: ignore[no-untyped-def]
    drawing.show_game(record, None)
    plot = drawing.plot
    final = list(result(replay(record)[-1]).scores)
    assert [s.values[-1] for s in plot.series] == final and [s.values[0] for s in plot.series] == [0, 0]
    assert len(plot.series[0].values) == len(record.moves) + 1 and [s.name for s in plot.series] == NAMES
    first, second = (plot.point(p, len(record.moves)).y() for p in range(2))
    assert (first < second) == (final[0] > final[1]) or final[0] == final[1]
    drawing.go(12, animate=False)
    assert plot.marked == 12
    assert all(len(drawing.game.states[x].board) == int(label) for x, label in plot.ticks)  # the tiles laid
    tiles = len(drawing.game.states[29].board)
    assert tiles % 12 and plot.describe(29).splitlines()[0] == f"Tile {tiles}"  # its own count, not the tick's


def test_the_last_move_says_the_final_scoring_feature_by_feature(drawing, record) -> None:  # type: ignore[no-untyped-def]
    final = replay(record)[-1]
    drawing.show_game(record, None)
    expected = [
        feature_text(s.kind, *_size(final, s), s.points, tuple(NAMES[w] for w in s.winners))
        for s in final_scorings(final)
    ]
    assert len(expected) > 1
    caption = drawing.caption(len(record.moves))
    assert log_text(("final", ())) + ": " + " ".join(expected) in caption  # the heading, a colon, then its lines


def _size(final: GameState, scored: Scored) -> tuple[int, int]:
    if scored.kind == "farm":
        return scored.points // 3, 0
    if scored.kind == "monastery":
        return 0, 0
    return len(scored.squares), final.features[scored.key][2]
