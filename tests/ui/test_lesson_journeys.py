"""A lesson opened in the middle of a game and left leaves nothing behind: played by the player's inputs only (the
new-game dialog, the menus, the balloon's buttons, drags on the table's viewport, Escape), the game comes back as
it was, and at each of the player's turns after it the table shows what the player needs: Carcassonne's tray the
tile to lay (never "Thinking…") and the player's follower count, Thurn and Taxis's hand, and the status bar the
turn's guidance. Leaving asks nothing, and New game then offers the lesson's game."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.exceptions import TimeoutError

from thurntaxis.carcassonne.rules import NONE, PLACE, PLACE_PHASE
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.ui.texts import addressed, phase_task

from ..carcassonne.ui.mouse import Hand
from .gestures import perform
from .journey import READ_MS, TrayPaints, click, learn, leave_lesson, lesson_steps, start_new_game
from .policy import SimpleBot
from .shown import Painted, mismatches

CARC = GAMES["carcassonne"]


@pytest.fixture
def tray(monkeypatch: pytest.MonkeyPatch) -> TrayPaints:
    return TrayPaints(monkeypatch)


def _carcassonne_turn(qtbot, window: MainWindow, tray: TrayPaints) -> None:  # type: ignore[no-untyped-def]
    """At the player's turn: the tray has painted the tile to lay, the player's name and follower count, and the
    status bar says what to do; then the player drags the tile onto a lit square and places no follower."""
    page = window.page
    assert isinstance(page, CarcassonnePage)
    c = page.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state.phase == PLACE_PHASE, timeout=10000)
    state = c.state
    me = page.names[state.current]
    wanted = ("Your tile", me, state.drawn, state.supply[state.current])
    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(lambda: tray.last == wanted, timeout=3000)  # painted so, not only set so
    assert tray.last == wanted, f"the tray shows {tray.shown()}, not {wanted}"
    assert window.status.text().startswith(me + ":") and "tile" in window.status.text()
    before = len(c.moves)
    Hand(page).play(next(m for m in c.legal() if m.kind == PLACE))
    assert len(c.moves) == before + 1 and c.state.board != state.board  # the tile lies on the table
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=3000)
    Hand(page).play(NONE)
    assert len(c.moves) == before + 2


def test_a_carcassonne_lesson_in_a_carcassonne_game_leaves_the_tray_as_it_was(qtbot, window, tray) -> None:  # type: ignore[no-untyped-def]
    start_new_game(window, "carcassonne", 5)
    page = window.page
    assert isinstance(page, CarcassonnePage) and len(page.seats) == 3  # the dialog's Alex, Anna and Bruno
    tray.watch(page.scene.tray)
    for _ in range(2):
        _carcassonne_turn(qtbot, window, tray)
    qtbot.waitUntil(lambda: page.controller.is_human_turn(), timeout=10000)
    before = page.record()
    learn(window, CARC)
    tour = window.tour
    assert tour is not None and tour.balloon is not None
    qtbot.wait(READ_MS)  # the player reads the balloon (the window paints meanwhile)
    click(tour.balloon.next_button)  # 1: read the welcome
    qtbot.wait(READ_MS)
    hand = Hand(page)
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(1, 0))  # 2: the tile on the ringed square
    qtbot.wait(READ_MS)
    hand.drag(page.scene.tray.follower_centre(), page.scene.segment_centre("road:SW"))  # 3: the robber
    qtbot.wait(READ_MS)
    assert [str(m) for m in page.controller.moves[:2]] == ["V0@1,0", "road:SW"]
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert window.tour is None and window.prompter.questions == []  # nothing was at stake: nothing asked
    assert page.record() == before and [s.name for s in page.seats] == ["Alex", "Anna", "Bruno"]
    for _ in range(3):  # from then on, at every turn of the player
        _carcassonne_turn(qtbot, window, tray)


TAXIS = GAMES["thurn-and-taxis"]


def _taxis_turn(qtbot, window: MainWindow, painted: Painted, policy: SimpleBot) -> None:  # type: ignore[no-untyped-def]
    """At the player's turn: the table shows the game as it is (the hand drawn), the status bar says what to do
    now; then the player plays the whole turn with the mouse."""
    c = window.page.controller
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    qtbot.wait(READ_MS)
    state, seat = c.state, c.state.current
    assert mismatches(window, painted) == []
    assert window.status.text() == addressed(c.seats[seat].name, phase_task(state))
    while c.is_human_turn():
        before = len(c.moves)
        perform(window, policy.choose_move(c.state, seat))
        assert len(c.moves) == before + 1, window.status.text()


def test_a_taxis_lesson_in_a_taxis_game_leaves_the_table_as_it_was(qtbot, window, painted) -> None:  # type: ignore[no-untyped-def]
    start_new_game(window, "thurn-and-taxis", 4)
    page, policy = window.page, SimpleBot(3)
    for _ in range(2):
        _taxis_turn(qtbot, window, painted, policy)
    qtbot.waitUntil(page.controller.is_human_turn, timeout=10000)
    before = page.record()
    learn(window, TAXIS)
    lesson_steps(qtbot, window)
    leave_lesson(window)
    assert window.page is page and page.record() == before
    for _ in range(2):
        _taxis_turn(qtbot, window, painted, policy)


@pytest.mark.parametrize(("game", "lesson"), [("thurn-and-taxis", CARC), ("carcassonne", TAXIS)])
def test_a_lesson_of_the_other_game_leaves_the_game_as_it_was(qtbot, window, painted, tray, game, lesson) -> None:  # type: ignore[no-untyped-def]
    start_new_game(window, game, 6)
    page = window.page
    if game == "carcassonne":
        tray.watch(page.scene.tray)
    turn = (
        (lambda: _taxis_turn(qtbot, window, painted, SimpleBot(5)))
        if game == "thurn-and-taxis"
        else (lambda: _carcassonne_turn(qtbot, window, tray))
    )
    turn()
    qtbot.waitUntil(page.controller.is_human_turn, timeout=10000)
    before = page.record()
    learn(window, lesson)
    assert window.page is not page
    lesson_steps(qtbot, window)
    leave_lesson(window)
    assert window.page is page and window.pages.currentWidget() is page and page.record() == before
    turn()
    turn()


@pytest.mark.parametrize(("lesson", "name"), [(CARC, "Carcassonne"), (TAXIS, "Thurn and Taxis")])
def test_a_lesson_with_no_game_before_asks_nothing_and_new_game_offers_its_game(qtbot, window, lesson, name) -> None:  # type: ignore[no-untyped-def]
    other = TAXIS if lesson is CARC else CARC
    window.settings.game = other.id  # the game the dialog chose last is the other one
    learn(window, lesson)
    lesson_steps(qtbot, window)
    offered: list[str] = []
    leave_lesson(window)  # leaving goes back to the home page, and asks nothing
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.home.page, timeout=5000)
    assert window.prompter.questions == []
    start_new_game(window, other.id, 3, offered)  # New game then offers the lesson's game
    assert offered == [name]
    assert window.page_entry is other and window.page.running()
    offered.clear()
    learn(window, lesson)  # a lesson from a game: New game afterwards offers the lesson's game too
    lesson_steps(qtbot, window)
    leave_lesson(window)
    start_new_game(window, other.id, 3, offered)
    assert offered == [name]
