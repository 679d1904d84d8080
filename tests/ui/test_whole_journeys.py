"""Whole journeys through the window, for each game, by the player's inputs only (the home page's buttons, the
new-game dialog, the lesson's balloons, mouse drags and clicks on the table's viewport, Escape, Game → Quit):

- the first start on a fresh settings folder: the home page → the game's Learn to play → a few steps → Escape →
  the home page, nothing asked → the card's New game (offering this game; two easy computer players) → the whole
  game to its end → the end dialog → Rematch: a new game of the same game with the same seats;
- a game kept by quitting (Game → Quit), the program started again on the same folder: the card's Continue names the
  players and the moves, brings back the same position, and the game plays on.

At every turn of the person the test checks what the person needs is on the screen: Thurn and Taxis's hand (and the
whole table) painted as the state has it and inside the view, Carcassonne's tray painted with the tile to lay and the
person's follower count (never "Thinking…") and inside the view, and the turn's guidance written whole in the
status bar inside the window, saying what to do now, with no word of another player's turn."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget
from pytestqt.exceptions import TimeoutError

from thurntaxis.carcassonne.rules import FOLLOWER, NONE, PLACE, PLACE_PHASE
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.tray import HEIGHT, WIDTH, TrayItem
from thurntaxis.carcassonne.ui.view import MIN_SCALE
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.ui.texts import addressed, phase_task

from ..carcassonne.ui.mouse import Hand, same
from .gestures import perform
from .journey import (
    TrayPaints,
    answer_new_game,
    back_to,
    click,
    leave_lesson,
    lesson_steps,
    open_window,
    press,
    stop,
)
from .policy import SimpleBot
from .shown import Painted, mismatches

GAME_IDS = ["thurn-and-taxis", "carcassonne"]
EASY = ("easy", "easy")  # the two computer players: quick ones
SEATS = ["Alex", "Anna", "Bruno"]  # the new-game dialog's names


@pytest.fixture
def tray(monkeypatch: pytest.MonkeyPatch) -> TrayPaints:
    return TrayPaints(monkeypatch)


def _inside(widget: QWidget, rect: QRect, where: QWidget) -> bool:
    """Whether `rect` (in `widget`'s coordinates) lies inside `where`."""
    return where.rect().contains(QRect(widget.mapTo(where, rect.topLeft()), rect.size()))


def _in_view(view: QGraphicsView, item: Any) -> bool:
    """Whether a table item is drawn whole inside the view's viewport."""
    own = item.mapRectToScene(QRectF(0, 0, WIDTH, HEIGHT)) if isinstance(item, TrayItem) else None  # (not its column)
    shown = view.mapFromScene(own if own is not None else item.sceneBoundingRect()).boundingRect()
    return view.viewport().rect().contains(shown)


def _guidance(window: MainWindow) -> str:
    """The status bar's line: shown, whole (not cut by an ellipsis), inside the window (not below its edge), and
    with no word of a computer's turn."""
    status = window.status
    text = status.text()
    assert status.isVisible() and text, "no guidance in the status bar"
    assert status.shown() == text, f"the guidance is cut: {status.shown()!r}"
    assert _inside(status, status.rect(), window), (status.geometry(), window.rect())
    assert not any(word in text for word in ("thinking", "playing", "Thinking")), text
    return text


class TaxisPerson:
    """The person at a Thurn and Taxis table: checks the screen at each of their turns, then plays the turn with
    the mouse (a `SimpleBot`'s choices)."""

    def __init__(self, qtbot: Any, painted: Painted, seed: int) -> None:
        self.qtbot, self.painted, self.policy = qtbot, painted, SimpleBot(seed)

    def watch(self, window: MainWindow) -> None:
        """Nothing to set up: every card and button of the table is watched as it paints."""

    def my_turn(self, window: MainWindow) -> bool:
        """Wait for the person's turn; False when the game ended first."""
        c = window.page.controller
        self.qtbot.waitUntil(lambda: c.is_human_turn() or c.state.game_over, timeout=15000)
        return not c.state.game_over

    def turn(self, window: MainWindow) -> None:
        """The table painted as the state is, the hand in sight; each move's guidance; the turn played."""
        page, c = window.page, window.page.controller
        seat = c.state.current
        assert c.seats[seat].kind == HUMAN
        assert mismatches(window, self.painted) == []  # the hand, the display, the routes... painted as they are
        hand = page.scene.cards("hand")
        assert len(hand) == len(c.state.hands[seat])  # (none at the first turn: the game deals no hand)
        assert all(_in_view(page.view, card) for card in hand), "the hand is not wholly in sight"
        assert _inside(page.view.viewport(), page.view.viewport().rect(), window)
        while c.is_human_turn():  # the whole turn, each move by the mouse, the guidance at each step
            assert _guidance(window) == addressed(c.seats[seat].name, phase_task(c.state))
            before = len(c.moves)
            perform(window, self.policy.choose_move(c.state, seat))
            assert len(c.moves) == before + 1, window.status.text()

    @staticmethod
    def position(window: MainWindow) -> dict[str, Any]:
        """The position on the table, to compare."""
        return {k: v for k, v in vars(window.page.controller.state).items() if k not in ("_legal", "definition")}


class CarcassonnePerson:
    """The person at a Carcassonne table: checks the screen at each of their turns, then drags the tile onto a
    lit square (turned as needed), and a follower onto a lit place or presses No follower."""

    def __init__(self, qtbot: Any, tray: TrayPaints, seed: int) -> None:
        self.qtbot, self.tray, self.rng = qtbot, tray, random.Random(seed)

    def watch(self, window: MainWindow) -> None:
        """Let the tray's paintings say what they cover."""
        TrayPaints.watch(window.page.scene.tray)

    def my_turn(self, window: MainWindow) -> bool:
        """Wait for the person's turn (a tile to lay); False when the game ended first."""
        c = window.page.controller
        self.qtbot.waitUntil(
            lambda: c.state.game_over or (c.is_human_turn() and c.state.phase == PLACE_PHASE), timeout=15000
        )
        return not c.state.game_over

    def turn(self, window: MainWindow) -> None:
        """The tray painted with the tile and the follower count, in sight; each step's guidance; the turn played."""
        page = window.page
        assert isinstance(page, CarcassonnePage)
        c, scene = page.controller, page.scene
        state = c.state
        me = page.names[state.current]
        assert c.seats[state.current].kind == HUMAN
        wanted = ("Your tile", me, state.drawn, state.supply[state.current])
        with contextlib.suppress(TimeoutError):
            self.qtbot.waitUntil(lambda: self.tray.last == wanted, timeout=3000)  # painted so, not only set so
        assert self.tray.last == wanted, f"the tray shows {self.tray.shown()}, not {wanted}"
        assert _in_view(page.view, scene.tray), "the tray is not wholly in sight"
        board = page.view.mapFromScene(scene.sceneRect()).boundingRect()
        assert page.view.transform().m11() >= MIN_SCALE and board.intersects(page.view.viewport().rect()), (
            "the board is not in sight at a size to play on"  # (a continued game's board was once a speck)
        )
        self._guided(window, "drag your tile onto a lit square")
        before = len(c.moves)
        places = [m for m in c.legal() if m.kind == PLACE]
        Hand(page).play(places[self.rng.randrange(len(places))])
        assert c.state.board != state.board  # the tile lies on the table
        if state.supply[state.current] == 0:  # no follower left: the step is skipped, the turn passes
            assert len(c.moves) == before + 2 and c.moves[-1] == NONE
            return
        assert len(c.moves) == before + 1
        assert c.is_human_turn() and c.state.phase != PLACE_PHASE
        followers = [m for m in c.legal() if m.kind == FOLLOWER]
        self._guided(window, "follower")
        move = followers[self.rng.randrange(len(followers))] if followers and self.rng.random() < 0.4 else NONE
        Hand(page).play(move)
        assert len(c.moves) == before + 2 and c.moves[-1] == move

    def _guided(self, window: MainWindow, words: str) -> None:
        page = window.page
        me = page.names[page.controller.state.current]
        text = _guidance(window)
        assert text.startswith(me + ":") and words in text, text
        if page.instructions.isVisible():  # the same words beside the table
            assert page.instructions.text() == text
            assert _inside(page.instructions, page.instructions.rect(), window)

    @staticmethod
    def position(window: MainWindow) -> Any:
        """The position on the table, to compare (with `same`)."""
        return window.page.controller.state


def _person(game: str, qtbot: Any, painted: Painted, tray: TrayPaints, seed: int) -> Any:
    return TaxisPerson(qtbot, painted, seed) if game == "thurn-and-taxis" else CarcassonnePerson(qtbot, tray, seed)


def _new_game_from_the_card(window: MainWindow, game: str, seed: int) -> None:
    """The card's New game: the dialog offers this game; the person keeps the first seat, two easy computer
    players take the next ones, and Start."""
    offered: list[str] = []
    answer_new_game(window, game, seed, offered, computers=EASY)
    press(window, game, "new")
    back_to(window)
    assert offered == [game_name(GAMES[game])]
    assert window.page_entry is GAMES[game] and window.pages.currentWidget() is window.page
    seats = window.page.seats
    assert [(s.name, s.kind, s.level) for s in seats][1:] == [("Anna", COMPUTER, "easy"), ("Bruno", COMPUTER, "easy")]
    assert [s.name for s in seats] == SEATS and seats[0].kind == HUMAN


def _seats(window: MainWindow) -> list[tuple[Any, ...]]:
    return [(s.name, s.kind, s.level, s.colour) for s in window.page.seats]


@pytest.mark.parametrize("game", GAME_IDS)
def test_first_start_lesson_a_whole_game_and_a_rematch(qtbot, home: Path, painted, tray, game: str) -> None:  # type: ignore[no-untyped-def]
    entry = GAMES[game]
    win = open_window(qtbot, home, offers_tour=True)
    win.start()  # the first start: the home page greets, and asks nothing
    assert win.pages.currentWidget() is win.home.page and win.home.page.greeting.isVisible()
    assert win.prompter.questions == [] and win.prompter.notices == []
    press(win, game, "learn")
    assert win.tour is not None and win.page_entry is entry
    lesson_steps(qtbot, win)
    leave_lesson(win)  # Escape: back on the home page, nothing asked
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.home.page, timeout=5000)
    assert win.tour is None and win.prompter.questions == []
    _new_game_from_the_card(win, game, 7)
    person = _person(game, qtbot, painted, tray, 3)
    person.watch(win)
    page, c, turns = win.page, win.page.controller, 0
    while person.my_turn(win):
        person.turn(win)
        turns += 1
    assert turns >= 10 and c.state.game_over
    assert {seat for seat in range(3) if c.seats[seat].kind == COMPUTER} == {1, 2}
    qtbot.waitUntil(lambda: win.end_dialog is not None and win.end_dialog.isVisible(), timeout=10000)
    seats = _seats(win)
    played, asked = len(c.moves), list(win.prompter.questions)
    click(win.end_dialog.rematch)
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=5000)  # a new game of the same game, on its page
    assert win.page is page and win.page_entry is entry and _seats(win) == seats
    assert len(c.moves) < played and win.prompter.questions == asked  # nothing asked
    assert win.end_dialog is None or not win.end_dialog.isVisible()
    for _ in range(2):  # and the person plays it, seeing what they need
        assert person.my_turn(win)
        person.turn(win)
    stop(win)


@pytest.mark.parametrize("game", GAME_IDS)
def test_quit_start_again_and_continue(qtbot, home: Path, painted, tray, game: str) -> None:  # type: ignore[no-untyped-def]
    entry = GAMES[game]
    first = open_window(qtbot, home)
    first.start()
    _new_game_from_the_card(first, game, 12)
    person = _person(game, qtbot, painted, tray, 8)
    person.watch(first)
    for _ in range(3):
        assert person.my_turn(first)
        person.turn(first)
    assert person.my_turn(first)
    record, position, seats = first.page.record(), person.position(first), _seats(first)
    moves = len(record.moves)
    first.menus.actions["quit"].trigger()  # Game → Quit (Ctrl+Q where the desktop binds it): the game is kept
    assert not first.isVisible() and first.prompter.questions == []

    later = open_window(qtbot, home)  # the program started again, on the same folder
    later.start()
    assert later.pages.currentWidget() is later.home.page and later.prompter.questions == []
    card = later.home.page.cards[game]
    assert card.buttons["continue"].isVisible() and card.saved.isVisible()
    assert card.saved.text().startswith(f"Players: {', '.join(SEATS)}. Moves played: {moves}. Saved: ")
    other = next(g for g in GAME_IDS if g != game)
    assert not later.home.page.cards[other].buttons["continue"].isVisible()
    press(later, game, "continue")
    assert later.page_entry is entry and later.pages.currentWidget() is later.page
    assert later.page.record() == record and _seats(later) == seats
    now = person.position(later)
    assert same(now, position) if game == "carcassonne" else now == position
    person.watch(later)
    for _ in range(2):  # the game plays on, the person seeing what they need
        assert person.my_turn(later)
        person.turn(later)
    assert len(later.page.controller.moves) > moves
    stop(first, later)
