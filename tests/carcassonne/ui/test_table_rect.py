"""The table is the board's: the scene's rectangle is the board and a ring of squares around it, set by the scene,
whatever else lies in the scene. Once it was set only when it differed from the rectangle Qt works out from the
items, and where the lit squares around the board made exactly that rectangle (a continued game of 54 moves), the
scene went on taking its rectangle from its items: the tray, which keeps its size on the screen, grew the table at
every fit, and the board was a speck in a corner of an empty table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from tests.stats.games import carcassonne_finished
from thurntaxis.carcassonne.rules.state import xy
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import HUMAN, Seat

SEATS = [Seat(name, HUMAN, colour=colour) for name, colour in (("Mira", "red"), ("Otto", "blue"))]


def board_rect(page: CarcassonnePage) -> QRectF:
    """The squares of the board and the ring around them, in the scene."""
    rect = QRectF()
    for pos in page.controller.state.board:
        rect = rect.united(square_rect(*xy(pos)))
    unit = square_rect(1, 0).left() - square_rect(0, 0).left()
    return rect.adjusted(-unit, -unit, unit, unit)


@pytest.mark.parametrize("moves", [30, 40, 50, 54, 60])
def test_a_continued_games_table_is_its_board_and_the_board_is_in_sight(page: CarcassonnePage, moves: int) -> None:
    finished = carcassonne_finished(2, 21, "easy")
    record = finished.model_copy(update={"moves": finished.moves[:moves], "players": ["Mira", "Otto"]})
    page.load(record, SEATS)
    scene = page.scene
    assert scene.sceneRect().contains(board_rect(page))
    tray = scene.tray.pos()
    scene.tray.setPos(QPointF(-99_999, -99_999))  # whatever lies far away, the table stays the board's
    assert scene.sceneRect().contains(board_rect(page)) and scene.sceneRect().width() < 20_000
    scene.tray.setPos(tray)
    page.view.fit()
    shown = page.view.mapFromScene(board_rect(page)).boundingRect()
    assert shown.width() > page.view.viewport().width() / 3  # the board fills the view, not a speck of it
