"""Readable at any size: on a full board (all 72 tiles down) at 1024×700, every follower is at least 16 pixels tall
on the screen, every place to click for a follower at least 24 pixels across, none covers another, a click on a
place's disc chooses it, and a follower stands out on every ground."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from tests.stats.games import carcassonne_finished
from thurntaxis.carcassonne.rules import FOLLOWER, legal_moves, replay
from thurntaxis.carcassonne.ui import pieces, tilepaint
from thurntaxis.carcassonne.ui.items import FollowerItem, SegmentsItem
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.readable import spread
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

VIEW_HEIGHT = 650  # a 1024×700 window less its menu and status bars


@pytest.fixture
def full_board(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    """Five computer players' game of 72 tiles, stopped at its very last follower choice, which the player at
    the screen makes."""
    record = carcassonne_finished(5, 3)
    last = record.model_copy(update={"moves": record.moves[:-1]})
    state = replay(last)[-1]
    assert len(state.board) == 72 and [m for m in legal_moves(state) if m.kind == FOLLOWER]
    seats = [
        Seat(name, HUMAN if seat == state.current else COMPUTER, "medium", pieces.COLOUR_ORDER[seat])
        for seat, name in enumerate(record.players)
    ]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1024, VIEW_HEIGHT)
    made.show()
    qtbot.waitExposed(made)
    made.load(last, seats)
    made.view.fit()
    yield made
    made.stop()


def _on_screen(page: CarcassonnePage, item: object, rect: QRectF) -> QRect:
    return page.view.mapFromScene(item.mapToScene(rect)).boundingRect()  # type: ignore[attr-defined]


def test_every_follower_and_place_reads_on_a_full_board(full_board: CarcassonnePage) -> None:
    page = full_board
    followers = [i for i in page.scene.items() if isinstance(i, FollowerItem)]
    assert len(followers) == len(page.controller.state.followers) >= 20
    assert page.view.transform().m11() < 0.5  # the whole board fitted: a tile is under 50 pixels
    boxes = [_on_screen(page, f, f.figure_rect()) for f in followers]
    for box in boxes:
        assert box.height() >= 16 and box.width() >= 16, box
    # no follower stands on another: their middles are most of a figure apart
    for a, b in ((a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
        apart = math.dist((a.center().x(), a.center().y()), (b.center().x(), b.center().y()))
        assert apart >= 0.85 * min(a.height(), b.height()), (a, b)
    (segments,) = [i for i in page.scene.items() if isinstance(i, SegmentsItem)]
    discs = [_on_screen(page, segments, segments.target_rect(name)) for name in segments.names]
    assert len(discs) == len(page.scene.lit_segments()) >= 3
    for disc in discs:
        assert disc.width() >= 24 and disc.height() >= 24, disc
    for a, b in ((a, b) for i, a in enumerate(discs) for b in discs[i + 1 :]):
        assert math.dist((a.center().x(), a.center().y()), (b.center().x(), b.center().y())) >= 0.95 * a.width()


def test_a_click_on_a_places_disc_puts_the_follower_there(full_board: CarcassonnePage) -> None:
    """Zoomed this far out the discs stand round the tile (a road is 5 pixels wide); a click on one chooses it."""
    page = full_board
    (segments,) = [i for i in page.scene.items() if isinstance(i, SegmentsItem)]
    assert any(segments.places[n] != segments.anchor(n) for n in segments.names)  # moved apart to be read
    for name in segments.names:
        where = page.view.mapFromScene(segments.mapToScene(segments.target_rect(name).center()))
        assert str(page.scene.click_intent(page.view.mapToScene(where))) == name
    name = segments.names[-1]
    where = page.view.mapFromScene(segments.mapToScene(segments.target_rect(name).center()))
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    assert page.record().moves[-1] == name
    assert page.controller.state.game_over


def test_zoomed_in_the_followers_stand_on_their_places(full_board: CarcassonnePage) -> None:
    """Growing and moving apart is only for a view zoomed far out: at a tile's full size nothing moves."""
    page = full_board
    page.view.zoom(4.0)
    assert page.view.transform().m11() >= 1.0
    followers = [i for i in page.scene.items() if isinstance(i, FollowerItem)]
    assert followers and all(f.pos() == f.anchor and f.size == FOLLOWER_SIZE for f in followers)
    page.view.fit()
    assert all(f.size > FOLLOWER_SIZE for f in followers)  # zoomed out again: larger than a tile would make them


def test_at_ordinary_zoom_followers_keep_their_places() -> None:
    """Spreading moves nothing that does not overlap, and parts discs that do."""
    apart = [(QPointF(0, 0), 5.0), (QPointF(20, 0), 5.0)]
    assert spread(apart) == [QPointF(0, 0), QPointF(20, 0)]
    moved = spread([(QPointF(0, 0), 5.0), (QPointF(2, 0), 5.0), (QPointF(2, 0), 5.0)])
    for i, a in enumerate(moved):
        for b in moved[i + 1 :]:
            assert math.dist((a.x(), a.y()), (b.x(), b.y())) >= 9.9


@pytest.mark.parametrize("ground", ["#8cc152", "#f4ecd6", "#d9b26f", "#b8492f", "#a8402a", "#26262b"])
def test_a_follower_stands_out_on_every_ground(qapp, ground: str) -> None:  # type: ignore[no-untyped-def]
    """Every follower, drawn 18 pixels tall, has an outline that differs clearly in lightness from the ground (a
    red monk on a red roof included): on light ground its dark halo, on dark ground its white rim."""
    for colour in pieces.COLOUR_ORDER:
        image = QImage(40, 40, QImage.Format.Format_ARGB32)
        image.fill(QColor(ground))
        painter = QPainter(image)
        pieces.paint_follower(painter, QPointF(20, 20), 18, colour)
        painter.end()
        base = QColor(ground).lightness()
        ring = [QColor(image.pixel(x, y)).lightness() for x in range(40) for y in range(40)]
        assert sum(1 for v in ring if abs(v - base) >= 70) >= 60, (colour, ground)
    assert tilepaint.FIELD.name() == "#8cc152"
