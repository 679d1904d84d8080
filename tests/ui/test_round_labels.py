"""The end screen's score plot labels its rounds at even distances: each round takes the same width of the axis
(however many moves it had), and the labels written are every round, or every second, fifth... round, never a
ragged choice of them; the hovered place and the marked move still find their moves."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from thurntaxis.taxis.rules import load_record
from thurntaxis.taxis.ui.enddialog import EndGameDialog

from .conftest import seats

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, a finished game


def _opened(qtbot, window) -> EndGameDialog:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    assert window.load_file(RECORD)  # a finished game: the end screen opens
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    dialog = window.end_dialog
    assert isinstance(dialog, EndGameDialog)
    return dialog


@pytest.mark.parametrize("width", [1000, 560, 380])
def test_the_round_labels_stand_at_even_distances(qtbot, window, width: int) -> None:  # type: ignore
    dialog = _opened(qtbot, window)
    plot = dialog.plot
    dialog.resize(width + 60, dialog.height())
    QApplication.processEvents()
    shown = plot.shown_ticks()
    assert len(shown) >= 4, shown
    rounds = [int(text) for _x, text in shown]
    steps = {b - a for a, b in itertools.pairwise(rounds)}
    assert len(steps) == 1, f"the labelled rounds are {rounds}"
    assert rounds[0] == 1
    gaps = [plot.x_at(b) - plot.x_at(a) for (a, _), (b, _) in itertools.pairwise(shown)]
    assert max(gaps) - min(gaps) < 1.5, f"the round labels stand {[round(g) for g in gaps]} px apart"
    every = [x for x, _text in plot.ticks]  # each round's first move: the same width for each round
    widths = [plot.x_at(b) - plot.x_at(a) for a, b in itertools.pairwise(every)]
    assert max(widths) - min(widths) < 1.5, [round(w) for w in widths]


def test_the_places_between_the_labels_still_find_their_moves(qtbot, window) -> None:  # type: ignore
    dialog = _opened(qtbot, window)
    plot = dialog.plot
    moves = len(load_record(RECORD).moves)
    assert plot.length == moves + 1
    xs = [plot.x_at(x) for x in range(plot.length)]
    assert all(b > a for a, b in itertools.pairwise(xs)), "the moves are not in order along the axis"
    for move in (0, 7, moves // 3, moves // 2, moves):
        assert plot.place_at(plot.x_at(move)) == move
