"""Carcassonne's guided first game: played to its end by following its own balloons with the mouse; a wrong move
is explained and changes nothing; leaving brings back the page's game and leaves nothing of the tour behind."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import (
    FOLLOWER,
    NO_FOLLOWER,
    PLACE,
    PLACE_PHASE,
    Move,
    apply,
    legal_moves,
    new_record,
)
from thurntaxis.carcassonne.rules.scoring import final_points
from thurntaxis.carcassonne.ui import tourscript
from thurntaxis.carcassonne.ui.guide import GUIDE
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.tourscript import FARMS, TURNED, CarcassonneTour, Stop
from thurntaxis.kit.balloon import Balloon, Ring
from thurntaxis.kit.guide import TourGuide
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.shell import i18n

from .mouse import LEFT, Hand, same

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1280, 720)
    made.show()
    qtbot.waitExposed(made)
    made.load(new_record([s.name for s in SEATS], seed=5), SEATS)
    yield made
    made.stop()


def _centre(rect: QRectF) -> QPointF:
    return rect.center()


def follow(tour: TourGuide, hand: Hand) -> None:
    """Do what the balloon asks, by mouse, the way a player reads it: what it points at, and where that goes."""
    stop = tour.stop
    assert stop is not None
    balloon = tour.balloon
    assert balloon is not None and balloon.isVisible() and balloon.label.text()
    page = tour.page
    assert QRectF(page.rect()).contains(QRectF(balloon.geometry())), stop.say
    target = tour.rect(stop.target)
    if stop.target:
        assert target is not None, stop.say
        assert not balloon.body.intersects(target), (stop.say, balloon.body, target)
        tip = balloon.tip + QPointF(balloon.pos())  # the tail ends at what the balloon speaks of
        assert balloon.side and target.adjusted(-4, -4, 4, 4).contains(tip), (stop.say, target, tip)
    goal = tour.rect(stop.goal)
    if goal is not None and stop.wait is None:
        assert not balloon.body.intersects(goal), (stop.say, balloon.body, goal)
    if stop.move is None and stop.wait is None:
        QTest.mouseClick(balloon.next_button, LEFT)
        return
    widget = tour.item(stop.target)
    if isinstance(widget, QWidget):  # a button of the side: Rotate (until the tile is turned), No follower, the farms
        QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, QPoint(8, widget.height() // 2))
        return
    start, end = tour.item(stop.target), tour.item(stop.goal)  # places on the table
    assert isinstance(start, QRectF) and isinstance(end, QRectF), stop.say
    assert tour.rings[0].isVisible() and tour.rings[1].isVisible()
    move = Move.parse(stop.move or "none")
    # The tile turned as the balloon says (the wheel while it is held: it shows green where it fits then).
    hand.drag(_centre(start), _centre(end), rotation=move.rotation if move.kind == PLACE else None)


@pytest.fixture
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The language the test is played in (English again after it)."""
    speak(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize(
    ("language", "size"),
    [("en", (1280, 720)), ("en", (1024, 640)), ("pl", (1024, 640)), ("ru", (1280, 720))],
    indirect=["language"],
)
def test_the_guided_game_is_played_to_its_end_by_its_own_instructions(
    page: CarcassonnePage, qtbot, language, size
) -> None:  # type: ignore[no-untyped-def]
    page.resize(*size)
    tour = TourGuide(page, GUIDE)
    left: list[tuple[bool, bool]] = []
    tour.left.connect(lambda restored, by_player: left.append((restored, by_player)))
    tour.begin()
    c = page.controller
    hand = Hand(page)
    lines: list[str] = []
    page.status.connect(lines.append)
    kinds, waits, stops = set(), set(), 0
    while True:
        qtbot.waitUntil(lambda: tour.stop is not None, timeout=5000)
        stop = tour.stop
        assert stop is not None
        before, at = len(c.moves), tour.at
        said = tour.balloon.label.text()  # type: ignore[union-attr]
        assert said == CarcassonneTour.tr(stop.say) and (language == "en") == (said == stop.say)
        if stop.move is None or stop.wait is not None:  # Anna waits while the player reads
            qtbot.wait(60)
            assert len(c.moves) == before and tour.at == at, stop.say
            assert c.is_human_turn() or lines[-1] == CarcassonneTour.tr("Anna waits while you read the balloon.")
        assert not page.hint_button.isEnabled()
        if tour.finished:
            break
        follow(tour, hand)
        stops += 1
        if stop.wait is not None:
            qtbot.waitUntil(lambda at=at: tour.at > at, timeout=2000)  # the table shows the turn, then the tour goes on
            waits.add(stop.wait)
        elif stop.move is not None:
            assert len(c.moves) == before + 1, (stop.say, page.notice.text())
            assert c.moves[before] == Move.parse(stop.move)
            kinds.add(c.moves[before].kind if c.moves[before].kind != FOLLOWER else str(c.moves[before]).split(":")[0])
        assert tour.at > at, stop.say
    assert stops == sum(isinstance(e, Stop) for e in tourscript.SCRIPT) - 1
    assert kinds == {PLACE, NO_FOLLOWER, "road", "city", "monastery", "field"}
    assert waits == {TURNED, FARMS}
    state = c.state
    assert [str(m) for m in c.moves] == tourscript.moves()
    assert state.points[0][:2] == (4, 8)  # the road, then the city
    # The end: what the final scoring would give now, farms included, in the panel beside the balloon.
    assert page.final.isVisible() and page.farms_box.isChecked()
    ahead = final_points(state)
    assert ahead[0][6] == 6 and ahead[0][5] == 5
    assert page.breakdown.value(0, 6) == 6 and page.breakdown.value(0, 7) == sum(ahead[0])
    QTest.mouseClick(tour.balloon.next_button, LEFT)  # type: ignore[union-attr]
    assert left == [(True, True)] and not tour.running
    assert [s.name for s in page.seats] == ["Mira", "Otto"] and c.moves == []


def _at(tour: TourGuide, move: str) -> None:
    assert tour.stop is not None and tour.stop.move == move and tour.stop.wait is None


def test_a_wrong_move_is_explained_and_changes_nothing(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    tour = TourGuide(page, GUIDE)
    tour.begin()
    c, hand, scene = page.controller, Hand(page), page.scene
    start = c.state
    hand.drag(scene.tray.tile_centre(), scene.square_centre(1, 0))  # before the welcome is read
    assert c.state is start and "click \u201cNext\u201d" in tour.balloon.problem.text()  # type: ignore[union-attr]
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # Enter: Next, where the player reads
    _at(tour, "V0@1,0")
    assert scene.lit_squares() == {(1, 0), (0, 1), (-1, 0)}
    start = c.state
    # A lit square where the tile fits, but not the lesson's: refused, explained, nothing changed.
    hand.drag(scene.tray.tile_centre(), scene.square_centre(0, 1))
    assert c.state is start and c.moves == []
    assert tour.balloon is not None and tour.balloon.problem.isVisible()
    assert "ringed square" in tour.balloon.problem.text() and "Nothing has changed." in tour.balloon.problem.text()
    assert scene.tray.tile_state == "ready"
    # A square where the rules refuse it: the rules' reason, in the balloon too.
    hand.drag(scene.tray.tile_centre(), scene.square_centre(0, -1))
    assert c.state is start and page.notice.text() in tour.balloon.problem.text()
    # Then the lesson's move is taken and the reason goes.
    hand.drag(scene.tray.tile_centre(), scene.square_centre(1, 0))
    assert [str(m) for m in c.moves] == ["V0@1,0"] and not tour.balloon.problem.isVisible()
    # Undo takes the placement back, and the tour with it.
    _at(tour, "road:SW")
    hand.button(page.undo_button)
    assert c.moves == [] and c.state is start
    _at(tour, "V0@1,0")
    hand.drag(scene.tray.tile_centre(), scene.square_centre(1, 0))
    # No follower where the lesson places a robber: refused; the follower on another place: refused.
    _at(tour, "road:SW")
    hand.button(page.no_follower_button)
    assert len(c.moves) == 1 and "places a follower" in tour.balloon.problem.text()
    hand.key(Qt.Key.Key_Return)  # Enter: no follower, as at the table: refused the same way
    assert len(c.moves) == 1 and "places a follower" in tour.balloon.problem.text()
    hand.drag(scene.tray.follower_centre(), scene.segment_centre(scene.lit_segments()[-1]))
    assert len(c.moves) == 1 and same(c.state, c.states[1])
    # A drop before the tile is turned as the balloon asks, and the turn itself.
    hand.drag(scene.tray.follower_centre(), scene.segment_centre("road:SW"))
    qtbot.waitUntil(lambda: len(c.moves) == 4 and tour.stop is not None, timeout=5000)  # Anna's turn
    QTest.mouseClick(tour.balloon.next_button, LEFT)  # type: ignore[union-attr]
    assert tour.stop is not None and tour.stop.wait == TURNED
    moves = len(c.moves)
    hand.drag(scene.tray.tile_centre(), scene.square_centre(1, 1))  # turned 0: the rules refuse it there
    assert len(c.moves) == moves and tour.balloon.problem.isVisible()
    hand.key(Qt.Key.Key_R)
    qtbot.waitUntil(lambda: tour.stop is not None and tour.stop.wait is None, timeout=2000)
    _at(tour, "W1@1,1")
    assert not tour.balloon.problem.isVisible()


def test_leaving_brings_back_the_game_and_leaves_no_highlight(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    hand = Hand(page)
    hand.play(page.controller.legal()[0])
    before = page.record()
    tour = TourGuide(page, GUIDE)
    tour.begin()
    QTest.mouseClick(tour.balloon.next_button, LEFT)  # type: ignore[union-attr]
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(1, 0))
    assert len(page.controller.moves) == 1
    assert any(isinstance(i, Ring) and i.isVisible() for i in page.scene.items())
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert not tour.running
    assert page.record() == before and [s.name for s in page.seats] == ["Mira", "Otto"]
    page.start(SEATS, seed=9)  # the next game on this table
    assert page.hint_button.isEnabled()
    assert not any(isinstance(i, Ring) for i in page.scene.items())
    assert not any(w.isVisible() for w in page.findChildren(Balloon))
    assert page.guard is None and not page.controller.paused
    assert not page.final.isVisible() and not page.farms_box.isChecked()
    # Its moves go through as in any game.
    move = page.controller.legal()[0]
    hand.play(move)
    assert page.controller.moves == [move] and page.controller.state.phase != PLACE_PHASE


def test_a_page_without_a_game_leaves_the_tour_with_nothing_to_restore(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1280, 720)
    made.show()
    tour = TourGuide(made, GUIDE)
    left: list[tuple[bool, bool]] = []
    tour.left.connect(lambda restored, by_player: left.append((restored, by_player)))
    tour.begin()
    assert isinstance(tour.balloon, QWidget)
    QTest.mouseClick(tour.balloon.leave_button, LEFT)
    assert left == [(False, True)]
    assert not any(isinstance(i, Ring) for i in made.scene.items())
    made.stop()


def test_the_script_is_a_legal_game_that_shows_what_its_texts_say(page: CarcassonnePage) -> None:
    state = tourscript.record(["Alex", "Anna"]).initial_state()
    runner = TourGuide(page, GUIDE)
    scored: list[tuple[str, int, tuple[int, ...], int]] = []
    for n, text in enumerate(tourscript.moves()):
        move = Move.parse(text)
        assert move in legal_moves(state), text
        if state.current == 1:  # Anna's moves are the script's, by the number of moves made (as the page counts)
            assert runner.computer(n) == text
        state = apply(state, move)
        scored += [(s.kind, s.points, s.winners, len(s.squares)) for s in state.last_scored if move.kind != PLACE]
    # The road of 4 tiles, the city of 3 tiles and 1 shield, both the player's; Anna's small city, nobody's.
    assert scored == [("road", 4, (0,), 4), ("city", 8, (0,), 3), ("city", 4, (), 2)]
    ahead = final_points(state)
    assert ahead[0][6] == 6 and ahead[0][5] == 5  # the farm supplies 2 completed cities; the monastery, 4 around
    assert state.phase == PLACE_PHASE and state.current == 0  # the lesson ends at the player's turn
