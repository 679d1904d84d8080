"""The Carcassonne page with its side folded away (by itself at 1024 pixels): the scores stay in sight in a strip in
the tray's column, follow every move, and a scored feature's points and followers fly to the strip's rows and are
counted there when they land (they flew to the hidden side before)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF

from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.game import observation
from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, Move, apply, new_record
from thurntaxis.carcassonne.ui.flights import Flight, FlyingFollower, FlyingPoints
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.view import MARGIN
from thurntaxis.kit.players import HUMAN, Seat

from .mouse import Hand
from .test_scoring_shown import SEATS, _tiles


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    qtbot.waitExposed(made)
    # The first tile drawn, an E turned twice above the start tile, closes the start tile's city (4 points).
    made.load(new_record([s.name for s in SEATS], tiles=_tiles("EUVK")), SEATS)
    yield made
    made.stop()


def _ends(page: CarcassonnePage, kind: type) -> list[QPointF]:
    flights: list[Flight] = [f for f in page.flights.under_way if isinstance(f.path.targetObject(), kind)]
    ends = [f.path.endValue() for f in flights]
    return [e for e in ends if isinstance(e, QPointF)]


def test_folded_the_scores_stay_in_the_strip_and_the_points_fly_there(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not page.side.isVisible()
    strip = page.aids.strip
    assert strip.isVisible() and strip.rows() == [("Mira", 0, 7, True), ("Otto", 0, 7, False)]
    hand = Hand(page)
    hand.play(Move.parse("E2@0,-1"))
    assert page.controller.state.phase == FOLLOWER_PHASE
    hand.click(page.scene.segment_centre("city:S"))  # a knight in the city the tile closes: 4 points at once
    assert page.controller.state.scores == (4, 0)
    strip_rect = QRectF(strip.geometry().translated(strip.parentWidget().mapTo(page, strip.pos()) - strip.pos()))
    [points] = _ends(page, FlyingPoints)
    [knight] = _ends(page, FlyingFollower)
    first_row = QRectF(strip_rect.left(), strip_rect.top(), strip_rect.width(), strip_rect.height() / 2)
    assert first_row.contains(points) and first_row.contains(knight)  # Mira's row, in sight
    assert strip.rows()[0][1:3] == (0, 6)  # counted when they land, not before
    qtbot.waitUntil(lambda: not page.flights.under_way, timeout=5000)
    assert strip.rows() == [("Mira", 4, 7, False), ("Otto", 0, 7, True)]


def test_the_strip_follows_a_wider_page_and_the_players_choice(page: CarcassonnePage) -> None:
    strip = page.aids.strip
    page.resize(1300, 800)
    assert page.side.isVisible() and not strip.isVisible()
    page.show_side(False)  # the View menu
    assert not page.side.isVisible() and strip.isVisible()
    page.start([Seat(n, HUMAN, colour=c) for n, c in (("Ida", "yellow"), ("Karl", "green"), ("Zofia", "black"))], 4)
    assert [r[0] for r in strip.rows()] == ["Ida", "Karl", "Zofia"]  # a new game's players


def test_at_the_end_the_strip_stands_at_the_top_of_the_column(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Once the game is over the tray has gone (the final scoring lies in its column): the strip moves up to the
    column's top (it stayed below where the tray had been, alone in the middle of the board's left edge)."""
    names = [s.name for s in SEATS]
    state, bot, moves = new_record(names, seed=4).initial_state(), make_bot("easy", seed=4), []
    while not state.game_over:
        move = bot.choose(observation(state, state.current))
        moves.append(move)
        state = apply(state, move)
    page.load(new_record(names, seed=4, moves=moves), SEATS)
    qtbot.waitUntil(lambda: page.view.tray_rect() is None)
    strip = page.aids.strip
    qtbot.waitUntil(lambda: strip.isVisible() and strip.y() == MARGIN)
