"""The follower step as on the table: small follower shapes on the features of the tile just laid (apart, the
tile readable between them), pointing at one shows what it is worth beside the tile, never over it; with no
follower left the step is skipped (the log says why) and undo takes the tile back."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from thurntaxis.carcassonne.rules import FOLLOWER, FOLLOWER_PHASE, NONE, PLACE_PHASE, apply, legal_moves
from thurntaxis.carcassonne.rules.worth import worth
from thurntaxis.carcassonne.ui.followerplaces import PlacePreview, PlaceTargets
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import follower_path, lies
from thurntaxis.carcassonne.ui.worthshow import place_heading, worth_lines
from thurntaxis.kit.players import HUMAN, Seat

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def _spend_followers(page: CarcassonnePage) -> None:
    """Play (through the controller) until Mira is to lay a tile with no follower left."""
    c = page.controller
    for _ in range(200):
        state = c.state
        if state.phase == PLACE_PHASE and state.current == 0 and not state.supply[0]:
            return
        moves = legal_moves(state)
        if state.phase == PLACE_PHASE:
            c.submit(moves[0])
        else:
            followers = [m for m in moves if m.kind == FOLLOWER]
            c.submit(followers[0] if followers and state.current == 0 else NONE)
    raise AssertionError("Mira kept a follower")


def test_with_no_follower_left_the_tile_ends_the_turn_and_undo_takes_it_back(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    _spend_followers(page)
    c = page.controller
    tiles = len(c.state.board)
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # Enter lays the hinted tile: no follower step follows
    state = c.state
    assert len(state.board) == tiles + 1
    assert state.phase == PLACE_PHASE and state.current == 1 and c.moves[-1] == NONE
    assert page.log_list.lines()[-1].split("\n")[0].endswith("Mira has no follower left to place.")
    assert not page.no_follower_button.isEnabled()
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)  # back to before the tile, not to the step
    state = c.state
    assert state.phase == PLACE_PHASE and state.current == 0 and len(state.board) == tiles
    assert not page.log_list.lines()[-1].split("\n")[0].endswith("Mira has no follower left to place.")


def test_with_followers_left_the_step_stays(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert page.controller.state.phase == FOLLOWER_PHASE and page.no_follower_button.isEnabled()


def _crowded(page: CarcassonnePage) -> PlaceTargets:
    """Play on (through the controller) until a tile can be laid with a city, a road and fields to choose from
    (four places or more), lay it, and return the scene's places."""
    c = page.controller
    for _ in range(60):
        state = c.state
        if state.phase == PLACE_PHASE:
            for move in legal_moves(state):
                names = [str(m) for m in legal_moves(apply(state, move)) if m.kind == FOLLOWER]
                if len(names) >= 4 and {"city", "road", "field"} <= {n.partition(":")[0] for n in names}:
                    c.submit(move)
                    (targets,) = [i for i in page.scene.items() if isinstance(i, PlaceTargets)]
                    return targets
        c.submit(c.hint() or legal_moves(state)[0])
    raise AssertionError("no crowded tile came")


def _viewport_rect(page: CarcassonnePage, item: object, rect: QRectF) -> QRectF:
    return QRectF(page.view.mapFromScene(item.mapToScene(rect)).boundingRect())  # type: ignore[attr-defined]


def _card(page: CarcassonnePage, targets: PlaceTargets) -> QRectF:
    """The preview card's rectangle on the viewport (it keeps its pixel size at every zoom)."""
    return QRectF(QPointF(page.view.mapFromScene(targets.preview.pos())), targets.preview.size)


def test_pointing_at_each_place_says_its_worth_beside_the_tile_never_over_it(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    targets = _crowded(page)
    state = page.controller.state
    viewport = page.view.viewport()
    tile = _viewport_rect(page, targets, QRectF(0, 0, 100, 100))
    assert not targets.preview.isVisible()
    for name in targets.names:
        QTest.mouseMove(viewport, page.view.mapFromScene(targets.mapToScene(targets.places[name])))
        assert targets.hot == name
        value = worth(state, state.last * 16 + state.board[state.last].names.index(name))
        assert targets.preview.isVisible()
        assert (targets.preview.heading, targets.preview.lines) == (place_heading(value.kind), worth_lines(value))
        card = _card(page, targets)
        assert not card.intersects(tile), (name, card, tile)  # beside the tile, never over it
        assert QRectF(viewport.rect()).contains(card) and not card.intersects(page.view.tray_rect() or QRectF())
    QTest.mouseMove(viewport, page.view.mapFromScene(page.scene.sceneRect().topLeft()) + QPoint(2, 2))
    assert targets.hot is None and not targets.preview.isVisible()


def test_at_the_view_s_right_edge_the_card_stands_on_another_side(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    targets = _crowded(page)
    viewport = page.view.viewport().rect()
    at_edge = page.view.mapToScene(QRect(viewport.right() - 90, 200, 80, 80)).boundingRect()
    targets.preview.show_place("A knight in this city", ["A city of 1 tile."], "red", at_edge)
    card, tile = _card(page, targets), QRectF(page.view.mapFromScene(at_edge).boundingRect())
    assert targets.preview.side != "right" and not card.intersects(tile) and QRectF(viewport).contains(card)


def test_the_places_are_small_follower_outlines_apart_and_the_tile_reads(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    targets = _crowded(page)
    outlines = [follower_path(targets.figure_size, lies(n)).translated(targets.places[n]) for n in targets.names]
    for i, a in enumerate(outlines):
        for b in outlines[i + 1 :]:
            assert not a.intersects(b)  # none covers another
    assert sum(o.boundingRect().width() * o.boundingRect().height() for o in outlines) < 0.3 * 100 * 100
    # Drawn, the places leave most of the tile as it is: the old discs and the wash of every place covered it.
    square = square_rect(*targets.square)

    def picture(shown: bool) -> QImage:
        targets.setVisible(shown)
        image = QImage(200, 200, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        page.scene.render(painter, QRectF(0, 0, 200, 200), square)
        painter.end()
        return image

    bare, marked = picture(False), picture(True)

    def differs(x: int, y: int) -> bool:
        before, after = QColor(bare.pixel(x, y)).getRgb(), QColor(marked.pixel(x, y)).getRgb()
        return max(abs(a - b) for a, b in zip(before, after, strict=True)) > 40

    changed = sum(differs(x, y) for x in range(0, 200, 2) for y in range(0, 200, 2))
    assert changed < 0.3 * 100 * 100, changed  # (of the 100 × 100 points looked at)


def test_a_click_on_an_outline_puts_the_follower_there_and_no_tooltip_covers_the_tile(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    targets = _crowded(page)
    name = targets.names[0]
    where = page.view.mapFromScene(targets.mapToScene(targets.places[name]))
    viewport = page.view.viewport()
    QTest.mouseMove(viewport, where)
    help_event = QHelpEvent(QEvent.Type.ToolTip, where, viewport.mapToGlobal(where))
    QApplication.sendEvent(viewport, help_event)
    assert not QToolTip.isVisible() or not QToolTip.text()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    assert str(page.controller.moves[-1]) == name and page.controller.state.phase == PLACE_PHASE
    assert not [i for i in page.scene.items() if isinstance(i, PlaceTargets | PlacePreview)]  # gone with the step


def test_the_keyboard_s_place_is_said_beside_the_tile_too(page: CarcassonnePage) -> None:
    page.start(SEATS, 5)
    targets = _crowded(page)
    QTest.keyClick(page.view, Qt.Key.Key_Tab)
    assert targets.hot == page.keys.place and targets.preview.isVisible()
    assert targets.preview.heading == place_heading(page.keys.place.partition(":")[0])  # type: ignore[union-attr]
