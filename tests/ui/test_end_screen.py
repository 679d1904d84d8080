"""The end screen of Thurn and Taxis: each player's card breaks the final score down as the rules count it, the
longest route is the longest scored, the plot's lines are the scores replayed move by move and end at the final
scores, the places follow the scores; the choices work by mouse."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from thurntaxis.kit.scoreplot import ScorePlot
from thurntaxis.taxis.rules import load_record, result, scores
from thurntaxis.taxis.rules.progress import round_of
from thurntaxis.taxis.rules.record import replay
from thurntaxis.taxis.stats import longest_routes
from thurntaxis.taxis.ui.endcards import EndTexts
from thurntaxis.taxis.ui.enddialog import EndGameDialog

from .conftest import seats

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, a finished game


def _minus(n: int) -> str:
    return str(n).replace("-", "\u2212")


def _opened(qtbot, window) -> EndGameDialog:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    assert window.load_file(RECORD)  # a finished game: the end screen opens
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    dialog = window.end_dialog
    assert isinstance(dialog, EndGameDialog)
    return dialog


def test_the_cards_break_the_final_scores_down(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _opened(qtbot, window)
    record = load_record(RECORD)
    final = replay(record)[-1]
    breakdowns = scores(final)
    routes = longest_routes(record)
    assert max(routes) >= 5 and min(b.houses_left for b in breakdowns) < final.board.houses_per_player
    for seat, (card, b) in enumerate(zip(dialog.cards, breakdowns, strict=True)):
        shown = {key: label.text() for key, label in card.figures.items()}
        assert card.seat.name == record.players[seat]
        assert shown["total"] == _minus(b.total)
        assert shown["carriage"] == (f"+{b.carriage_points}" if b.carriage_points else "0")
        assert shown["tiles"] == (f"+{b.tile_points}" if b.tile_points else "0")
        assert shown["houses_left"] == _minus(-b.houses_left) if b.houses_left else shown["houses_left"] == "0"
        assert shown["houses_placed"] == f"{final.board.houses_per_player - b.houses_left} of 20"
        assert shown["longest"] == (EndTexts().cards(routes[seat]) if routes[seat] else "\u2013")
        assert str(routes[seat]) in shown["longest"] or not routes[seat]
    places = sorted(dialog.cards, key=lambda card: int(card.place.text().rstrip(".")))
    assert dialog.cards.index(places[0]) == result(final).winner
    totals = [breakdowns[dialog.cards.index(card)].total for card in places]
    assert totals == sorted(totals, reverse=True)  # from the first place to the last
    layout = dialog.table.layout()
    assert [layout.itemAt(i).widget() for i in range(layout.count())] == places  # shown in that order


def test_the_plot_is_the_game_replayed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _opened(qtbot, window)
    plot = dialog.plot
    assert isinstance(plot, ScorePlot) and plot.isVisible()
    states = replay(load_record(RECORD))
    assert [s.name for s in plot.series] == load_record(RECORD).players
    assert all(len(s.values) == len(states) for s in plot.series)
    assert [s.values[-1] for s in plot.series] == [b.total for b in scores(states[-1])]
    assert [s.values[0] for s in plot.series] == [-20] * 4  # no house placed: every score starts at minus 20
    middle = len(states) // 2
    assert [s.values[middle] for s in plot.series] == [b.total for b in scores(states[middle])]
    assert plot.shown_values() == [b.total for b in scores(states[-1])]  # the legend: the final scores
    assert plot.ticks[0] == (0, "1") and int(plot.ticks[-1][1]) == len(plot.ticks)  # a tick per round
    for index in range(4):  # a higher score is drawn higher, every point inside the plot
        end = plot.point(index, len(states) - 1)
        assert plot.plot_area().adjusted(-1, -1, 1, 1).contains(end)
    high, low = (
        max(range(4), key=lambda i: plot.series[i].values[-1]),
        min(range(4), key=lambda i: plot.series[i].values[-1]),
    )
    assert plot.point(high, len(states) - 1).y() < plot.point(low, len(states) - 1).y()


def test_the_choices_are_taken_by_the_mouse(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _opened(qtbot, window)
    QTest.mouseClick(dialog.replay, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.in_replay, timeout=3000)
    assert window.replay_page.moves == len(load_record(RECORD).moves)


def test_pointing_at_the_plot_gives_the_scores_of_that_moment(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _opened(qtbot, window)
    plot = dialog.plot
    states = replay(load_record(RECORD))
    middle = len(states) // 2
    at = plot.point(0, middle)
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        at,
        plot.mapToGlobal(at),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(plot, move)  # the mouse moved over the plot, no button held
    assert plot.hovered is not None
    assert abs(plot.hovered - middle) <= 1  # type: ignore[operator]
    text = plot.describe(plot.hovered)  # type: ignore[arg-type]
    totals = [b.total for b in scores(states[plot.hovered])]  # type: ignore[index]
    lines = text.splitlines()
    assert lines[0] == f"Round {round_of(states[plot.hovered])}"  # type: ignore[index]
    assert lines[1:] == [f"{name}: {_minus(t)}" for name, t in zip(load_record(RECORD).players, totals, strict=True)]


def test_a_stray_space_or_enter_on_opening_takes_no_choice(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _opened(qtbot, window)
    dialog.activateWindow()
    QApplication.processEvents()
    assert dialog.focusWidget() is dialog.plot  # no button holds the focus
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(dialog.focusWidget(), key)
        QApplication.processEvents()
        assert dialog.isVisible() and dialog.result() == 0, key
    assert window.page.controller.state.game_over and not window.in_replay()
    QTest.keyClick(dialog.plot, Qt.Key.Key_Tab)  # the buttons are still at hand from the keyboard
    assert isinstance(dialog.focusWidget(), QPushButton)
