"""The camera belongs to the player: the view keeps its zoom and place through the steps of a turn and the computer's
moves (never a pan by itself: a tile laid out of sight is marked at the view's edge, and the mark's click brings it
into sight; a pan brings a hinted square into sight, clear of the tray, as the player asked for it), the wheel zooms
about the pointer and turns the tile over the tray, a drag on the table pans, keys zoom and fit, and the side folds
(by itself at 1024 pixels, the scores staying in the tray's column)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thurntaxis.carcassonne.rules import PLACE, PLACE_PHASE, legal_moves
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

from .mouse import LEFT, NO_MODIFIER, Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
AGAINST = [Seat("Mira", HUMAN, colour="green"), Seat("Karl", COMPUTER, level="random", colour="black")]


WHITE = QColor("#ffffff")


def scale(page: CarcassonnePage) -> float:
    return page.view.transform().m11()


def middle(page: CarcassonnePage) -> QPointF:
    """The scene point shown in the middle of the viewport."""
    return page.view.mapToScene(page.view.viewport().rect().center())


def on_screen(page: CarcassonnePage, x: int, y: int) -> QRectF:
    """Where square (x, y) is shown on the viewport."""
    return QRectF(page.view.mapFromScene(square_rect(x, y)).boundingRect())


def tray(page: CarcassonnePage) -> QRectF:
    """Where the tray is shown on the viewport."""
    return QRectF(page.view.mapFromScene(page.scene.tray.sceneBoundingRect()).boundingRect())


def clear(page: CarcassonnePage, x: int, y: int) -> bool:
    """Whether square (x, y) is wholly in sight and not under the tray."""
    shown = on_screen(page, x, y)
    return QRectF(page.view.viewport().rect()).contains(shown) and not shown.intersects(tray(page))


def near(a: QPointF, b: QPointF, tolerance: float = 1.5) -> bool:
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def wheel(page: CarcassonnePage, where: QPointF, notches: float, modifiers: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    """Turn the wheel over a viewport point: positive notches away from the player."""
    viewport = page.view.viewport()
    event = QWheelEvent(
        where,
        QPointF(viewport.mapToGlobal(where.toPoint())),
        QPoint(0, 0),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def test_the_view_keeps_its_zoom_and_place_through_a_turn_and_the_computers_move(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The view re-fitted itself whenever the board grew: tiles went from 138 to 74 pixels between laying a tile
    and choosing its follower, and again after the computer's move. Then it panned to each computer's tile laid
    out of sight (60 to 250 pixels almost every round late in a game): now it never moves by itself, and the tile
    out of sight has a mark at the edge."""
    page.start(AGAINST, 4)
    hand = Hand(page)
    for _turn in range(3):
        qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
        state = page.controller.state
        # a square on the edge of the play area, so that the board grows
        edge = min(legal_moves(state), key=lambda m: -abs(m.x) - abs(m.y))
        hand.bring_into_sight(edge.x, edge.y)
        zoom, centre = scale(page), middle(page)
        hand.play(edge)
        assert page.controller.state.phase != PLACE_PHASE
        assert scale(page) == pytest.approx(zoom) and near(middle(page), centre)  # tile step → follower step
        hand.key(Qt.Key.Key_N)  # no follower: the computer moves
        qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
        placed = page.controller.moves[-2]
        assert placed.kind == PLACE
        assert scale(page) == pytest.approx(zoom) and near(middle(page), centre)  # never a zoom, never a pan
        marked = [m for m in page.aids.edges.shown() if m.target.kind == "tile" and m.target.name == "Karl"]
        if clear(page, placed.x, placed.y):
            assert not marked  # in sight: no mark
        else:
            assert [m.target.squares for m in marked] == [((placed.x, placed.y),)]


def changed(before: QImage, after: QImage) -> float:
    """The share of the pixels that differ between two pictures of the same size (less their last column)."""
    width, height = before.width() - 1, before.height()
    differ = sum(before.pixel(x, y) != after.pixel(x, y) for x in range(0, width, 2) for y in range(0, height, 2))
    return differ / ((width // 2 + 1) * (height // 2 + 1))


def test_the_wheel_zooms_about_the_pointer_and_turns_the_tile_over_the_tray(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    port = page.view.viewport().rect()
    pointer = QPointF(port.width() * 0.7, port.height() * 0.6)
    under = page.view.mapToScene(pointer.toPoint())
    zoom = scale(page)
    wheel(page, pointer, 1)  # one notch away from the player: closer
    assert scale(page) == pytest.approx(zoom * 1.15)
    assert near(page.view.mapToScene(pointer.toPoint()), under, 1.5 / scale(page) + 0.5)
    wheel(page, pointer, -2)
    assert scale(page) == pytest.approx(zoom / 1.15)
    assert near(page.view.mapToScene(pointer.toPoint()), under, 1.5 / scale(page) + 0.5)
    assert page.scene.rotation == 0  # the wheel over the table never turns the tile
    # Over the tray, anywhere on it (here below the tile, where its text says "R or wheel: turn it"), it turns the
    # tile and never zooms.
    zoom = scale(page)
    below = page.view.mapFromScene(page.scene.tray.mapToScene(QPointF(86, 196)))
    wheel(page, QPointF(below), -1)
    assert page.scene.rotation == 1 and scale(page) == pytest.approx(zoom)
    wheel(page, QPointF(below), 1)
    assert page.scene.rotation == 0 and scale(page) == pytest.approx(zoom)


def test_a_drag_on_the_table_pans_and_a_drag_from_the_tray_still_lays_the_tile(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    hand = Hand(page)
    port = page.view.viewport().rect()
    start = QPoint(port.width() - 60, port.height() - 40)
    zoom, centre = scale(page), middle(page)
    QTest.mousePress(page.view.viewport(), LEFT, NO_MODIFIER, start)
    hand.move_to(start, start + QPoint(-80, -50), steps=8)
    QTest.mouseRelease(page.view.viewport(), LEFT, NO_MODIFIER, start + QPoint(-80, -50))
    assert scale(page) == pytest.approx(zoom)
    assert near(middle(page), centre + QPointF(80, 50) / zoom, 2 / zoom)
    assert page.controller.state.phase == PLACE_PHASE  # the pan made no move
    hand.play(legal_moves(page.controller.state)[0])
    assert page.controller.state.phase != PLACE_PHASE


def test_keys_zoom_and_fit(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    hand = Hand(page)
    fitted, centre = scale(page), middle(page)
    hand.key(Qt.Key.Key_Plus)
    assert scale(page) == pytest.approx(fitted * 1.25) and near(middle(page), centre)
    hand.key(Qt.Key.Key_Minus)
    hand.key(Qt.Key.Key_Minus)
    assert scale(page) == pytest.approx(fitted / 1.25)
    hand.key(Qt.Key.Key_F)
    assert scale(page) == pytest.approx(fitted) and near(middle(page), centre)


def test_the_hinted_square_is_never_under_the_tray(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    hand = Hand(page)
    hand.button(page.hint_button)
    hinted = [s for s, item in page.scene._squares.items() if item.hint]
    assert len(hinted) == 1
    x, y = hinted[0]
    # The player zooms in and drags the table until the hinted square lies under the tray.
    for _ in range(3):
        wheel(page, QPointF(hand.at(page.scene.square_centre(x, y))), 1, Qt.KeyboardModifier.ControlModifier)
    target = tray(page).center().toPoint()
    start = hand.at(page.scene.square_centre(x, y))
    QTest.mousePress(page.view.viewport(), LEFT, NO_MODIFIER, start + QPoint(0, 0))
    hand.move_to(start, target, steps=10)
    QTest.mouseRelease(page.view.viewport(), LEFT, NO_MODIFIER, target)
    assert on_screen(page, x, y).intersects(tray(page))
    zoom = scale(page)
    hand.button(page.hint_button)
    hinted = [s for s, item in page.scene._squares.items() if item.hint]
    assert len(hinted) == 1
    assert clear(page, *hinted[0])  # a pan brought it clear of the tray
    assert scale(page) == pytest.approx(zoom)  # and no zoom


def test_the_side_folds_by_itself_at_1024_pixels_by_its_handle_and_by_the_pages_width(page) -> None:  # type: ignore[no-untyped-def]
    """At 1024 pixels the side stayed, leaving the board 550 pixels beside the tray: it folds by itself now, and the
    scores stay in sight in the tray's column, below the tray."""
    page.show_side(None)  # (the fixture's page shows it)
    page.start(SEATS, 3)
    assert not page.side.isVisible() and not page.side_shown()  # 1024 pixels: folded by itself
    strip = page.aids.strip
    assert strip.isVisible() and [r[0] for r in strip.rows()] == ["Mira", "Otto"]
    trays = page.view.tray_rect()
    assert trays is not None and strip.geometry().top() >= trays.bottom()  # below the tray, in its column
    assert strip.geometry().right() <= page.view.board_window().left()
    view = page.view
    corner, zoom, width = view.mapToScene(QPoint(0, 0)), scale(page), view.width()
    QTest.mouseClick(page.fold.handle, LEFT)
    QApplication.processEvents()  # (the layout takes the width on its next round)
    assert page.side.isVisible() and page.side_shown() and not strip.isVisible()  # the side's own score panel
    assert view.width() < width
    assert near(view.mapToScene(QPoint(0, 0)), corner, 1.5 / zoom) and scale(page) == pytest.approx(zoom)
    QTest.mouseClick(page.fold.handle, LEFT)
    QApplication.processEvents()
    assert not page.side.isVisible() and view.width() == width and strip.isVisible()
    assert near(view.mapToScene(QPoint(0, 0)), corner, 1.5 / zoom)
    page.show_side(None)
    page.resize(1280, 800)
    assert page.side.isVisible() and not strip.isVisible()
    page.resize(1024, 700)
    assert not page.side.isVisible() and strip.isVisible()


def test_a_computers_tile_out_of_sight_is_marked_and_the_marks_click_brings_it_into_sight(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.start(AGAINST, 4)
    hand = Hand(page)
    qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
    hand.play(legal_moves(page.controller.state)[0])
    for _ in range(4):
        hand.key(Qt.Key.Key_Plus)
    # Drag the board far down and right: nothing of it is left but its top left corner.
    port = page.view.viewport().rect()
    start = QPoint(port.width() // 2, port.height() // 2)
    end = start + QPoint(port.width() // 2 - 5, port.height() // 2 - 5)
    QTest.mousePress(page.view.viewport(), LEFT, NO_MODIFIER, start)
    hand.move_to(start, end, steps=8)
    QTest.mouseRelease(page.view.viewport(), LEFT, NO_MODIFIER, end)
    zoom, centre = scale(page), middle(page)
    hand.key(Qt.Key.Key_N)
    qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
    placed = page.controller.moves[-2]
    assert placed.kind == PLACE
    assert not clear(page, placed.x, placed.y)  # out of sight, and the view stayed where the player left it
    assert near(middle(page), centre) and scale(page) == pytest.approx(zoom)
    marks = [m for m in page.aids.edges.shown() if m.target.kind == "tile" and m.target.name == "Karl"]
    assert len(marks) == 1 and marks[0].target.squares == ((placed.x, placed.y),)
    mark = marks[0]
    assert page.view.board_window().contains(QRectF(mark.geometry()))  # on the edge, clear of the tray's column
    # the mark points towards the tile
    towards = page.view.to_port(page.scene.square_centre(placed.x, placed.y)) - QRectF(mark.geometry()).center()
    assert math.cos(math.atan2(towards.y(), towards.x()) - mark.angle) > 0.9
    QTest.mouseClick(mark, LEFT)
    assert clear(page, placed.x, placed.y)  # a pan brought it clear of the tray
    assert scale(page) == pytest.approx(zoom)  # and no zoom
    assert not [m for m in page.aids.edges.shown() if m.target.name == "Karl"]  # in sight: its mark is gone


def test_lit_squares_out_of_sight_are_marked_and_a_mark_brings_them_into_sight(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    hand = Hand(page)
    lit = page.scene.lit_squares()
    assert lit and all(clear(page, *s) for s in lit)
    assert not page.aids.edges.shown()  # all in sight: no marks
    for _ in range(7):
        hand.key(Qt.Key.Key_Plus)
    window = page.view.board_window()
    hidden = {s for s in lit if not window.contains(page.view.to_port(page.scene.square_centre(*s)))}
    assert hidden  # (their middles out of sight)
    marks = [m for m in page.aids.edges.shown() if m.target.kind == "fits"]
    assert marks and {s for m in marks for s in m.target.squares} == hidden
    assert all(page.view.board_window().contains(QRectF(m.geometry())) for m in marks)
    for a in marks:  # the marks never lie over each other
        assert not any(a is not b and a.geometry().intersects(b.geometry()) for b in marks)
    zoom = scale(page)
    mark = marks[0]
    squares = mark.target.squares
    QTest.mouseClick(mark, LEFT)
    assert scale(page) == pytest.approx(zoom)
    assert any(clear(page, *s) for s in squares)


def test_the_tray_is_opaque_and_the_board_is_never_shown_under_it(page) -> None:  # type: ignore[no-untyped-def]
    """The tray was see-through and lay over the board's tiles (once over a computer's tile, framed as the latest):
    now it stands in an opaque column down the view's left edge; the board is shown right of it, a drop there lays
    nothing, and what lies under the column is out of sight (marked at the edge)."""
    page.start(SEATS, 3)
    hand = Hand(page)
    column = tray(page)
    port = QRectF(page.view.viewport().rect())
    assert column.left() <= 0 and column.top() <= 0 and column.bottom() >= port.bottom()
    assert page.view.board_window().left() >= column.right() - 1
    # (the overview at the column's foot shows where the view is: it changes as the board moves)
    kept = column.toRect().intersected(port.toRect())
    kept.setBottom(page.aids.overview.geometry().top() - 1)
    before = page.view.viewport().grab().toImage().copy(kept)
    # The player drags the board left, under the column: the column looks the same (nothing shows through it).
    start = QPoint(round(port.width() * 0.6), round(port.height() * 0.5))
    end = start - QPoint(round(port.width() * 0.45), 0)
    QTest.mousePress(page.view.viewport(), LEFT, NO_MODIFIER, start)
    hand.move_to(start, end, steps=8)
    QTest.mouseRelease(page.view.viewport(), LEFT, NO_MODIFIER, end)
    under = [s for s in page.scene.lit_squares() if on_screen(page, *s).intersects(column)]
    assert under  # lit squares lie under the column now
    after = page.view.viewport().grab().toImage().copy(kept)
    assert changed(before, after) < 0.01  # (the tray's tile drawn a fraction of a pixel apart, no more)
    marked = {s for m in page.aids.edges.shown() for s in m.target.squares}
    assert {s for s in under if column.contains(page.view.to_port(page.scene.square_centre(*s)))} <= marked
    # A tile dropped on the column (beside the overview), over a lit square under it, goes back to the tray.
    x, y = next(
        s
        for s in under
        if kept.contains(page.view.to_port(page.scene.square_centre(*s)).toPoint())
        and not page.scene.tray.part_at(page.scene.square_centre(*s))
    )
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(x, y))
    assert page.controller.state.phase == PLACE_PHASE and not page.controller.moves


def test_the_overview_shows_the_whole_board_and_a_click_there_takes_the_view_there(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    hand = Hand(page)
    for _ in range(3):
        hand.key(Qt.Key.Key_Plus)
    overview = page.aids.overview
    assert overview.isVisible()
    assert QRectF(overview.geometry()).right() <= page.view.board_window().left()  # in the tray's column
    trays = page.view.tray_rect()
    assert trays is not None and overview.geometry().top() >= trays.bottom()
    # Its frame is what the view shows: the middle of the board's window is the frame's middle.
    window = page.view.board_window()
    seen = page.view.mapToScene(window.center().toPoint())
    assert near(overview.to_scene(overview.view_frame().center()), seen, 2 / scale(page) + 2)
    zoom = scale(page)
    corner = page.scene.sceneRect().topLeft() + QPointF(30, 30)
    QTest.mouseClick(overview, LEFT, NO_MODIFIER, overview.to_map(corner).toPoint())
    assert scale(page) == pytest.approx(zoom)  # a pan, never a zoom
    assert near(page.view.mapToScene(window.center().toPoint()), corner, 40)  # the board's corner in the middle


def test_the_overviews_frame_is_a_whole_frame_within_the_map(page) -> None:  # type: ignore[no-untyped-def]
    """The overview frames what the view shows with a whole frame inside the map, however much of the map that is
    (the frame reached past the map's edges, and only its one edge inside was drawn: a stray white line)."""

    def frame_box(image: QImage) -> QRectF:
        xs = [x for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y) == WHITE]
        ys = [y for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y) == WHITE]
        assert xs and ys, "no frame"
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    page.start(SEATS, 3)
    overview = page.aids.overview
    assert overview.isVisible()
    for zoom_in in (0, 6):
        for _ in range(zoom_in):
            Hand(page).key(Qt.Key.Key_Plus)
        image = overview.grab().toImage()
        box = frame_box(image)
        assert box.width() > 4 and box.height() > 4, box  # a frame, not a line
        assert box.left() > 0 and box.top() > 0 and box.right() < image.width() - 1, box
        assert box.bottom() < image.height() - 1, box


def test_l_brings_what_the_marks_show_into_sight_one_after_another(page) -> None:  # type: ignore[no-untyped-def]
    """Full keyboard play: L does what a click on the first mark does (the latest tiles first, then the squares)."""
    page.start(SEATS, 3)
    hand = Hand(page)
    centre = middle(page)
    hand.key(Qt.Key.Key_L)  # nothing out of sight: nothing moves
    assert near(middle(page), centre)
    for _ in range(7):
        hand.key(Qt.Key.Key_Plus)
    zoom = scale(page)
    before = len(page.aids.edges.shown())
    assert before
    first = page.aids.edges.shown()[0].target.squares
    hand.key(Qt.Key.Key_L)
    assert scale(page) == pytest.approx(zoom)
    assert any(clear(page, *s) for s in first)
    assert page.keys.piece is None  # (no tile taken up by the key)
