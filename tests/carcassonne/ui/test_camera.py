"""The camera belongs to the player: the view keeps its zoom and place through the steps of a turn and the computer's
moves (a pan only to bring a new tile or a hinted square into sight, clear of the tray), the wheel zooms about the
pointer and turns the tile over the tray, a drag on the table pans, keys zoom and fit, and the side folds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thurntaxis.carcassonne.rules import PLACE, PLACE_PHASE, legal_moves
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

from .mouse import LEFT, NO_MODIFIER, Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
AGAINST = [Seat("Mira", HUMAN, colour="green"), Seat("Karl", COMPUTER, level="random", colour="black")]


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
    and choosing its follower, and again after the computer's move."""
    page.start(AGAINST, 4)
    hand = Hand(page)
    for _turn in range(3):
        qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
        zoom, centre = scale(page), middle(page)
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
        assert scale(page) == pytest.approx(zoom)  # never a zoom
        assert clear(page, placed.x, placed.y)  # the computer's tile is in sight
        if clear_with(page, placed.x, placed.y, centre, zoom):
            assert near(middle(page), centre)  # it lay in sight already: no pan


def clear_with(page: CarcassonnePage, x: int, y: int, centre: QPointF, zoom: float) -> bool:
    """Whether square (x, y) would be clear of the tray and in sight with the camera at `centre` and `zoom`."""
    port = QRectF(page.view.viewport().rect())
    rect = square_rect(x, y)
    shown = QRectF((rect.topLeft() - centre) * zoom, (rect.bottomRight() - centre) * zoom).translated(port.center())
    return port.contains(shown) and not shown.intersects(tray(page))


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


def test_the_side_folds_by_its_handle_and_by_the_pages_width(page) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 3)
    assert page.side.isVisible()  # at 1024 pixels the side stays, and can be folded
    view = page.view
    corner, zoom, width = view.mapToScene(QPoint(0, 0)), scale(page), view.width()
    QTest.mouseClick(page.fold.handle, LEFT)
    QApplication.processEvents()  # (the layout takes the width on its next round)
    assert not page.side.isVisible() and not page.side_shown()
    assert view.width() > width
    assert near(view.mapToScene(QPoint(0, 0)), corner, 1.5 / zoom) and scale(page) == pytest.approx(zoom)
    QTest.mouseClick(page.fold.handle, LEFT)
    QApplication.processEvents()
    assert page.side.isVisible() and view.width() == width
    assert near(view.mapToScene(QPoint(0, 0)), corner, 1.5 / zoom)
    page.show_side(None)
    page.resize(900, 700)
    assert not page.side.isVisible()
    page.resize(1100, 700)
    assert page.side.isVisible()


def test_a_computers_tile_out_of_sight_is_brought_into_sight_by_a_pan(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.start(AGAINST, 4)
    hand = Hand(page)
    qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
    hand.play(legal_moves(page.controller.state)[0])
    for _ in range(4):
        hand.key(Qt.Key.Key_Plus)
    zoom = scale(page)
    # Drag the board far down and right: nothing of it is left but its top left corner.
    port = page.view.viewport().rect()
    start = QPoint(port.width() // 2, port.height() // 2)
    QTest.mousePress(page.view.viewport(), LEFT, NO_MODIFIER, start)
    hand.move_to(start, start + QPoint(port.width() // 2 - 5, port.height() // 2 - 5), steps=8)
    QTest.mouseRelease(
        page.view.viewport(), LEFT, NO_MODIFIER, start + QPoint(port.width() // 2 - 5, port.height() // 2 - 5)
    )
    hand.key(Qt.Key.Key_N)
    qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
    placed = page.controller.moves[-2]
    assert placed.kind == PLACE
    assert clear(page, placed.x, placed.y)
    assert scale(page) == pytest.approx(zoom)
