"""What the statistics write and draw as the player reads them: a negative figure with the minus sign (−2, as the
table writes it, never the hyphen of "-2"), and each game's point of the chart in the colour the person played in
that game, the mark at the line's end in the last one's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor

from thurntaxis import stats
from thurntaxis.carcassonne.ui.pieces import COLOURS as FOLLOWER_COLOURS
from thurntaxis.kit import theme
from thurntaxis.shell.statistics import StatisticsDialog

from ..stats.games import Sat, carcassonne_finished, finished


def _opened(qtbot, window, game: str) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    window.settings.game = game
    window.menus.actions["statistics"].trigger()
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_negative_figures_are_written_with_the_minus_sign(qtbot, window, home: Path) -> None:  # type: ignore
    with stats.open_store(home / stats.FILE_NAME) as store:  # Mira scores -2 (tests/ui/test_statistics.py)
        store.add_game(
            finished(3, 3),
            [Sat("human", "medium", "blue"), Sat("computer", "easy", "red"), Sat("computer", "medium", "yellow")],
        )
    dialog = _opened(qtbot, window, "thurn-and-taxis")
    assert dialog.values["best"].text() == "\u22122"
    assert dialog.values["average"].text() == "\u22122.0"
    assert not any("-" in label.text() for label in dialog.values.values()), {
        k: v.text() for k, v in dialog.values.items()
    }
    assert dialog.chart.describe(0).endswith("Mira: \u22122")


def test_the_chart_draws_each_game_in_the_colour_played(qtbot, window, home: Path) -> None:  # type: ignore
    played = ("red", "green", "red")
    with stats.open_store(home / stats.FILE_NAME) as store:
        for seed, colour in zip((3, 4, 5), played, strict=True):
            other = "blue" if colour != "blue" else "yellow"
            store.add_game(
                carcassonne_finished(2, seed),
                [Sat("human", "human", colour), Sat("computer", "easy", other)],
                game="carcassonne",
            )
    dialog = _opened(qtbot, window, "carcassonne")
    assert dialog.summary.game == "carcassonne"
    chart = dialog.chart
    assert len(chart.series) == 1 and len(chart.series[0].values) == 3
    image = chart.grab().toImage()
    ratio = image.devicePixelRatio()
    for x, colour in enumerate(played):
        at = chart.point(0, x)
        seen = image.pixelColor(round(at.x() * ratio), round(at.y() * ratio))
        assert seen.name() == QColor(FOLLOWER_COLOURS[colour]).name(), (x, colour, seen.name())
    assert chart.series[0].mark == theme.MARKS["red"]  # the end's mark: the last game's colour
