"""A player's name as long as a name may be (`MAX_NAME_LENGTH`) ends in an ellipsis beside the score in both
games' panels at the smallest window that shows them, says itself whole in its tooltip, and leaves the score and
the panel where they were (the name ran past the Carcassonne panel's edge, and in Thurn and Taxis it pushed the
points out of the panel)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from thurntaxis.kit.elided import ElidedLabel
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.records import MAX_NAME_LENGTH

LONG = ("Maximiliana Wolkenstein-Rodenegg " * 4)[:MAX_NAME_LENGTH].strip()


def _inside(widget: QWidget, panel: QWidget) -> bool:
    where = QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())
    return panel.rect().contains(where)


def _name_and_score(window, game: str) -> tuple[QLabel, QLabel, QWidget]:  # type: ignore[no-untyped-def]
    page = window.page
    if game == "carcassonne":
        _icon, name, score, _supply = page.scores.rows[0]
        return name, score, page.scores
    panel = page.side.panels[0]
    return panel.name, panel.total, panel


@pytest.mark.parametrize(
    ("game", "width", "height"),
    [("carcassonne", 1280, 720), ("thurn-and-taxis", 1280, 720)],  # (at 1024x700 their sides fold away)
)
def test_a_long_name_ends_in_an_ellipsis_and_keeps_the_score_in_sight(
    qtbot, window, game: str, width: int, height: int
) -> None:  # type: ignore[no-untyped-def]
    window.resize(width, height)
    players = [Seat(LONG, HUMAN, colour="blue"), Seat("Otto", COMPUTER, colour="red")]
    window.start_game(players, seed=3, game=game)
    qtbot.waitUntil(lambda: window.width() == width)
    QApplication.processEvents()
    name, score, panel = _name_and_score(window, game)
    drawn = name.shown() if isinstance(name, ElidedLabel) else name.text()
    assert name.fontMetrics().horizontalAdvance(drawn) <= name.contentsRect().width(), drawn
    if LONG not in drawn:  # cut short: with an ellipsis, and whole in the tooltip
        assert drawn.rstrip("…").lstrip("▶ ") in LONG and drawn.endswith("…") and LONG in name.toolTip()
    assert _inside(name, panel) and _inside(score, panel) and score.isVisible()
    assert window.width() == width  # the name does not widen the window
