"""The replay's score plot: the whole game's scores as the rules replay them, the move shown marked; stepping by
keys and the slider moves the mark and the legend's scores with it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.taxis.rules import load_record, replay, scores
from thurntaxis.taxis.ui.replayplot import ReplayPlot

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, 321 moves


def _totals(state) -> list[int]:  # type: ignore[no-untyped-def]
    return [b.total for b in scores(state)]


def test_the_mark_follows_the_move_shown(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert window.replay_file(RECORD)
    page = window.replay_page
    plot = page.drawing.plot
    assert isinstance(plot, ReplayPlot) and plot.isVisible() and plot.height() >= 60
    states = replay(load_record(RECORD))
    assert [s.values[-1] for s in plot.series] == _totals(states[-1])
    assert plot.marked == 0 and plot.shown_values() == [-20] * 4
    start = plot.marker_x()
    assert start is not None
    for _ in range(3):
        QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert plot.marked == page.index == 3
    assert plot.marker_x() > start  # type: ignore[operator]
    page.slider.setValue(200)  # as a drag of the slider does
    assert plot.marked == 200 and plot.shown_values() == _totals(states[200])
    middle = plot.marker_x()
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert plot.marked == len(states) - 1 and plot.shown_values() == _totals(states[-1])
    assert plot.marker_x() > middle  # type: ignore[operator]
    assert abs(plot.marker_x() - plot.plot_area().right()) < 1  # type: ignore[operator]
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert plot.marked == len(states) - 2 and plot.marker_x() < plot.plot_area().right()  # type: ignore[operator]


def test_the_plot_is_painted_with_the_mark(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert window.replay_file(RECORD)
    page = window.replay_page
    plot = page.drawing.plot
    page.go(120)
    image = plot.grab().toImage()
    x = round(plot.marker_x())  # type: ignore[arg-type]
    area = plot.plot_area()
    column = {image.pixelColor(x, y).name() for y in range(round(area.top()) + 4, round(area.bottom()) - 4)}
    assert "#ffd54a" in column  # the bright line of the move shown
    page.go(10)
    image = plot.grab().toImage()
    column = {image.pixelColor(x, y).name() for y in range(round(area.top()) + 4, round(area.bottom()) - 4)}
    assert "#ffd54a" not in column  # it moved away with the move shown
