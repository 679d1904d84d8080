"""The guided game's balloons leave in sight what they speak of: at the window sizes players use, every stop's
balloon lies clear of the place it points at (its ring included) and of the other places its text names; and the
guided game teaches the hand limit after the first scoring."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui import tourscript

from .conftest import click
from .test_tour import follow


def walk(qtbot, window):  # type: ignore[no-untyped-def]
    """Follow the guided game to its last stop; yield at each stop, the balloon placed."""
    window.learn_to_play()
    tour = window.tour
    c = window.page.controller
    while True:
        qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()), timeout=5000)
        qtbot.wait(1)  # a placement after a scroll or resize comes a moment later
        yield tour
        if tour.finished:
            return
        follow(qtbot, window)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 720), (1920, 1080)])
def test_no_balloon_covers_what_it_points_at_or_speaks_of(qtbot, window, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    qtbot.wait(10)
    covered = []
    stops = 0
    for tour in walk(qtbot, window):
        stop, body = tour.stop, tour.balloon.body
        assert QRectF(tour.area()).contains(QRectF(tour.balloon.geometry())), stop.say
        places = {"target": stop.target, **{f"mention {m}": m for m in stop.speaks_of}}
        for name, named in places.items():
            if not named:
                continue
            item = tour.item(named)
            assert item is not None, (stop.say, named)
            place = tour.where(item, ringed=name == "target")
            if body.intersects(place):
                covered.append((stop.say[:40], name, body, place))
        stops += 1
    assert stops == sum(isinstance(e, tourscript.Stop) for e in tourscript.SCRIPT)
    assert covered == []


def test_the_guided_game_teaches_the_hand_limit_after_the_first_scoring(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    told = []
    for tour in walk(qtbot, window):
        c = window.page.controller
        text = tour.balloon.label.text()
        if "hand limit" in text:
            told.append(tour.stop)
            scored = [m for m in c.moves if m.kind == mv.SCORE]
            assert len(scored) == 1  # right after the first scoring: its last step
            assert "3" in text and tour.balloon.next_button.isVisible()
            hand = tour.item(("zone", "hand"))
            assert tour.rings[0].isVisible() and tour.rings[0].boundingRect().contains(hand.sceneBoundingRect())
    assert len(told) == 1


def test_at_the_house_step_only_the_cities_of_the_choice_are_taken(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Sigmaringen is lit too (its house is still to come), but the lesson waits for Stuttgart or Ulm: a click on
    it would leave the scoring half done under the next stops."""
    for tour in walk(qtbot, window):
        if tour.stop.move == "@ULM":
            break
    c = window.page.controller
    state, count = c.state, len(c.moves)
    sigmaringen = tour.item(("city", "SIG"))
    assert Move.parse("@SIG") in c.legal()
    click(window, sigmaringen)
    assert c.state is state and len(c.moves) == count
    assert "lesson" in tour.balloon.problem.text()
    click(window, tour.item(("city", "STU")))  # the other city of the choice will do
    assert c.moves[count:] == [Move.parse("@STU")] and c.state.houses[0] >> tourscript.city("SIG") & 1
    assert tour.stop.target == ("carriage", 4)
