"""A whole turn by keyboard: the arrows carry the drawn tile between the lit squares (the ghost shows whether it
fits), R and Shift+R turn it, Enter lays it; Tab and the arrows choose a lit place, Enter puts the follower; N ends
a turn without one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from thurntaxis.carcassonne.rules import FOLLOWER, FOLLOWER_PHASE, PLACE_PHASE, legal_moves
from thurntaxis.carcassonne.rules.tiles import CANONICAL
from thurntaxis.carcassonne.ui.items import GhostFollower, GhostTile
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import HUMAN, Seat

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def page(page: CarcassonnePage) -> CarcassonnePage:
    """The shown page (conftest), with a game of two on deal 5."""
    page.start(SEATS, 5)
    return page


def key(page: CarcassonnePage, which: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(page.view, which, modifiers)


def ghost(page: CarcassonnePage) -> GhostTile | GhostFollower | None:
    found = [i for i in page.scene.items() if isinstance(i, GhostTile | GhostFollower)]
    assert len(found) <= 1
    return found[0] if found else None


def test_a_whole_turn_by_keyboard(page: CarcassonnePage) -> None:
    scene = page.scene
    key(page, Qt.Key.Key_Right)
    square = page.keys.square
    assert square in scene.lit_squares()
    carried = ghost(page)
    assert isinstance(carried, GhostTile)
    assert carried.sceneBoundingRect().center() == scene.square_centre(*square)  # the ghost on the chosen square
    # The arrows go to the nearest lit square that way.
    for way, (dx, dy) in ((Qt.Key.Key_Right, (1, 0)), (Qt.Key.Key_Down, (0, 1)), (Qt.Key.Key_Left, (-1, 0))):
        before = page.keys.square
        assert before is not None
        key(page, way)
        after = page.keys.square
        assert after is not None and after in scene.lit_squares()
        ahead = [s for s in scene.lit_squares() if (s[0] - before[0]) * dx + (s[1] - before[1]) * dy > 0]
        if ahead:
            assert (after[0] - before[0]) * dx + (after[1] - before[1]) * dy > 0
        else:
            assert after == before
    # Find a square and a turn where the tile fits, by keyboard alone.
    legal = {(m.x, m.y, m.rotation) for m in legal_moves(page.controller.state)}
    for _ in range(40):
        x, y = page.keys.square or (0, 0)
        if any((x, y, r) in legal for r in range(4)):
            break
        key(page, Qt.Key.Key_Right if _ % 3 else Qt.Key.Key_Up)
    x, y = page.keys.square or (0, 0)
    fitting = [r for r in range(4) if (x, y, r) in legal]
    assert fitting
    rotation_before = scene.rotation
    key(page, Qt.Key.Key_R)
    assert scene.rotation == (rotation_before + 1) % 4
    key(page, Qt.Key.Key_R, SHIFT)
    assert scene.rotation == rotation_before
    drawn = page.controller.state.drawn
    while CANONICAL[drawn][scene.rotation] not in fitting:
        key(page, Qt.Key.Key_R)
    carried = ghost(page)
    assert isinstance(carried, GhostTile) and carried.fit
    key(page, Qt.Key.Key_Return)
    state = page.controller.state
    assert state.phase == FOLLOWER_PHASE and len(state.board) == 2 and ghost(page) is None
    places = scene.lit_segments()
    assert places
    key(page, Qt.Key.Key_Tab)
    chosen = page.keys.place
    assert chosen in places and isinstance(ghost(page), GhostFollower)
    key(page, Qt.Key.Key_Return)
    state = page.controller.state
    assert state.phase == PLACE_PHASE and state.current == 1 and len(state.followers) == 1
    assert ghost(page) is None


def test_n_ends_the_turn_without_a_follower_and_escape_puts_the_tile_back(page: CarcassonnePage) -> None:
    key(page, Qt.Key.Key_Down)
    assert isinstance(ghost(page), GhostTile) and page.scene.tray.tile_state == "away"
    key(page, Qt.Key.Key_Escape)
    assert ghost(page) is None and page.scene.tray.tile_state == "ready"
    move = legal_moves(page.controller.state)[0]
    page.controller.submit(move)
    assert page.controller.state.phase == FOLLOWER_PHASE
    key(page, Qt.Key.Key_N)
    assert page.controller.state.phase == PLACE_PHASE and page.controller.state.current == 1
    assert not page.controller.state.followers


def test_enter_where_the_tile_does_not_fit_says_why_and_keeps_it(page: CarcassonnePage) -> None:
    legal = {(m.x, m.y, m.rotation) for m in legal_moves(page.controller.state)}
    drawn = page.controller.state.drawn
    refused = False
    for step in range(12):
        key(page, Qt.Key.Key_Right if step % 2 else Qt.Key.Key_Down)
        x, y = page.keys.square or (0, 0)
        if (x, y, CANONICAL[drawn][page.scene.rotation]) not in legal:
            refused = True
            break
    assert refused  # (this deal's first tile does not fit everywhere as it comes)
    key(page, Qt.Key.Key_Return)
    assert page.controller.state.phase == PLACE_PHASE and len(page.controller.state.board) == 1
    assert page.notice.text()  # the reason, once
    assert isinstance(ghost(page), GhostTile)  # still carried


def test_after_a_hint_an_arrow_and_enter_make_the_hinted_move(page: CarcassonnePage) -> None:
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    hinted = page.controller.hint()
    assert hinted is not None
    key(page, Qt.Key.Key_Right)
    assert page.keys.square == (hinted.x, hinted.y)  # picked up on the hinted square, turned as hinted
    carried = ghost(page)
    assert isinstance(carried, GhostTile) and carried.fit
    key(page, Qt.Key.Key_Return)
    assert page.controller.state.phase == FOLLOWER_PHASE
    assert page.controller.moves[-1].x == hinted.x and page.controller.moves[-1].y == hinted.y


def test_a_hint_while_the_keyboard_carries_the_tile_moves_it_there_and_says_it_fits(page: CarcassonnePage) -> None:
    """The carried tile goes to the hinted square, turned as hinted, and its ghost says it fits there (it stayed
    on its square, red, turned as hinted: the colour said the hinted turn does not fit)."""
    legal = {(m.x, m.y, m.rotation) for m in legal_moves(page.controller.state)}
    drawn = page.controller.state.drawn
    for step in range(12):  # carry it to a square where it does not fit as it is turned
        key(page, Qt.Key.Key_Right if step % 2 else Qt.Key.Key_Down)
        x, y = page.keys.square or (0, 0)
        if (x, y, CANONICAL[drawn][page.scene.rotation]) not in legal:
            break
    carried = ghost(page)
    assert isinstance(carried, GhostTile) and carried.fit is False
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    hinted = page.controller.hint()
    assert hinted is not None and page.keys.square == (hinted.x, hinted.y)
    carried = ghost(page)
    assert isinstance(carried, GhostTile) and carried.fit is True
    assert carried.sceneBoundingRect().center() == page.scene.square_centre(hinted.x, hinted.y)
    key(page, Qt.Key.Key_Return)
    assert page.controller.moves[-1] == hinted


def test_the_rotate_button_turns_the_carried_tile_and_its_ghost_says_whether_it_fits_now(page: CarcassonnePage) -> None:
    legal = {(m.x, m.y, m.rotation) for m in legal_moves(page.controller.state)}
    drawn = page.controller.state.drawn
    for step in range(40):  # a square where it fits one way and not as it is turned now
        key(page, Qt.Key.Key_Right if step % 3 else Qt.Key.Key_Down)
        x, y = page.keys.square or (0, 0)
        turns = [CANONICAL[drawn][r] for r in range(4)]
        if (x, y, CANONICAL[drawn][page.scene.rotation]) not in legal and any((x, y, t) in legal for t in turns):
            break
    carried = ghost(page)
    assert isinstance(carried, GhostTile) and carried.fit is False
    for _ in range(4):
        QTest.mouseClick(page.rotate_button, Qt.MouseButton.LeftButton)
        fits = (x, y, CANONICAL[drawn][page.scene.rotation]) in legal
        assert carried.fit is fits and carried.turns == page.scene.rotation


def test_after_a_follower_hint_enter_puts_the_follower_on_the_hinted_place(page: CarcassonnePage) -> None:
    """Enter after a hint for the follower placed none ("Alex places no follower"): the hint now carries the
    follower to its place, as it carries the tile to its square."""
    for _turn in range(12):
        QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
        key(page, Qt.Key.Key_Right)
        key(page, Qt.Key.Key_Return)  # the hinted tile laid
        assert page.controller.state.phase == FOLLOWER_PHASE
        QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
        hinted = page.controller.hint()
        assert hinted is not None
        if hinted.kind != FOLLOWER:
            key(page, Qt.Key.Key_N)
            continue
        assert isinstance(ghost(page), GhostFollower)  # carried to the hinted place
        key(page, Qt.Key.Key_Return)
        assert page.controller.moves[-1] == hinted
        return
    pytest.fail("no hint for a follower in 12 turns")


def test_after_a_hint_enter_lays_the_tile_on_the_hinted_square(page: CarcassonnePage) -> None:
    """Enter after a hint did nothing until an arrow had picked the tile up (a newcomer pressed it in vain)."""
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    hinted = page.controller.hint()
    assert hinted is not None
    key(page, Qt.Key.Key_Return)
    assert page.controller.state.phase == FOLLOWER_PHASE and page.controller.moves[-1] == hinted


def test_enter_lays_the_hinted_tile_even_after_a_click_on_the_board(page: CarcassonnePage) -> None:
    """Hint, then a look around (a press and release on the board, as to pan it), then Enter: the tile lies on the
    hinted square, turned as hinted (the click forgot the hint, and Enter did nothing)."""
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    hinted = page.controller.hint()
    assert hinted is not None
    viewport = page.view.viewport()
    empty = page.view.mapFromScene(page.scene.sceneRect().topLeft()) + QPoint(3, 3)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty)
    key(page, Qt.Key.Key_Return)
    state = page.controller.state
    assert state.phase == FOLLOWER_PHASE and page.controller.moves[-1] == hinted


def test_enter_after_a_hint_and_escape_still_lays_it_but_not_once_turned(page: CarcassonnePage) -> None:
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    hinted = page.controller.hint()
    key(page, Qt.Key.Key_R)  # turned away from the hint: its ring goes, and Enter does not lay the hinted move
    key(page, Qt.Key.Key_Return)
    assert page.controller.state.phase == PLACE_PHASE and not page.controller.moves
    key(page, Qt.Key.Key_Escape)
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    key(page, Qt.Key.Key_Down)  # carried off the hinted square, then put back
    key(page, Qt.Key.Key_Escape)
    assert ghost(page) is None
    key(page, Qt.Key.Key_Return)
    assert page.controller.state.phase == FOLLOWER_PHASE and page.controller.moves[-1] == hinted
