"""The guided first game (Help → Learn to play): played to its end by following its own balloons with the mouse;
a wrong move is explained and changes nothing; leaving brings back the game that was running before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import speak
from thurntaxis.games import DEFAULT_GAME, GAMES
from thurntaxis.shell import gameplay
from thurntaxis.shell.savegame import load_game
from thurntaxis.shell.settings import Settings, autosave_path
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move, replay
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui import tourscript

from .conftest import FakePrompter, click, drag, seats


def balloon_rect(win: MainWindow) -> QRectF:
    """The balloon's body (without its tail) in the view's coordinates."""
    return win.tour.balloon.body  # type: ignore[union-attr]


def follow(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Do what the balloon asks, by mouse, the way a player reads it: its target and where that goes."""
    tour = win.tour
    assert tour is not None
    stop = tour.stop
    assert stop is not None
    balloon = tour.balloon
    assert balloon.isVisible() and balloon.label.text()
    area = QRectF(tour.area())
    assert area.contains(QRectF(balloon.geometry())), (stop.say, balloon.geometry(), area)
    if stop.move is None:
        QTest.mouseClick(balloon.next_button, Qt.MouseButton.LeftButton)
        return
    target = tour.item(stop.target)
    assert target is not None and target.isVisible(), stop.say
    on_view = tour.where(target, ringed=True)
    assert on_view is not None and not balloon_rect(win).intersects(on_view), (stop.say, on_view, balloon_rect(win))
    tip = balloon.tip + QPointF(balloon.pos())  # the tail ends at what the balloon speaks of
    assert balloon.side and on_view.adjusted(-4, -4, 4, 4).contains(tip), (stop.say, on_view, tip)
    kind = Move.parse(stop.move).kind
    if kind in (mv.DRAW, mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START):
        goal = tour.item(stop.goal)
        assert goal is not None and goal.isVisible()
        drag(win, target, goal.sceneBoundingRect().center())
    else:
        click(win, target)


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 700)])
def test_the_guided_game_is_played_to_its_end_by_its_own_instructions(qtbot, window, monkeypatch, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    window.learn_to_play()
    tour = window.tour
    assert tour is not None
    c = window.page.controller
    kinds = set()
    stops = 0
    while not tour.finished:
        qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()), timeout=5000)
        before, at = len(c.moves), tour.at
        stop = tour.stop
        if stop.move is None:  # Anna waits while the player reads
            qtbot.wait(150)
            assert len(c.moves) == before and tour.at == at, stop.say
            assert c.is_human_turn() or window.status.text() == "Anna waits while you read the balloon."
        follow(qtbot, window)
        stops += 1
        if stop.move is not None:
            assert len(c.moves) == before + 1, (stop.say, window.status.text())
            kinds.add(c.moves[before].kind)
            assert c.moves[before] == Move.parse(stop.move)
        assert tour.at > at
    assert stops == sum(isinstance(e, tourscript.Stop) for e in tourscript.SCRIPT) - 1
    assert kinds >= {
        mv.DRAW,
        mv.START,
        mv.PLAY_LEFT,
        mv.PLAY_RIGHT,
        mv.CARRIER,
        mv.SCORE,
        mv.END_TURN,
        mv.HOUSES_ONE_LAND,
        mv.HOUSES_EACH_LAND,
        mv.HOUSE,
    }
    final = c.state
    assert final.carriages[0] == 3 and [s for s, _ in final.tiles[0]] == [
        tourscript.standard_board().stack_ids.index("Baden")
    ]
    assert "tie" in tour.balloon.label.text() or "equal scores" in tour.balloon.label.text()
    assert not c._computer.busy and c.paused  # Anna does not play on under the last balloon
    QTest.mouseClick(tour.balloon.next_button, Qt.MouseButton.LeftButton)  # Finish
    assert window.tour is None and not c.has_game
    qtbot.waitUntil(window.home.shown, timeout=2000)  # no game before it: the home page follows, to choose from


def test_the_script_is_a_legal_game() -> None:
    record = tourscript.record("A", "B").model_copy(update={"moves": tourscript.moves()})
    assert len(replay(record)) == len(tourscript.moves()) + 1


def test_a_wrong_move_is_explained_and_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.learn_to_play()
    tour = window.tour
    c = window.page.controller
    while tour.stop is None or tour.stop.move != ">CAR":
        qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()), timeout=5000)
        follow(qtbot, window)
    state, count = c.state, len(c.moves)
    freiburg = next(card for card in window.page.scene.cards("hand") if card.city == tourscript.city("FRE"))
    drag(window, freiburg, window.page.scene.zones["right"].sceneBoundingRect().center())  # no road to Mannheim
    assert c.state is state and len(c.moves) == count
    assert tour.balloon.problem.isVisible()
    assert "Freiburg" in tour.balloon.problem.text() and "Mannheim" in tour.balloon.problem.text()
    drag(window, freiburg, window.page.scene.zones["new"].sceneBoundingRect().center())  # legal, but not this lesson
    assert c.state is state and len(c.moves) == count
    assert "lesson" in tour.balloon.problem.text()
    assert window.prompter.questions == []  # refused before the window asks about discarding the route
    follow(qtbot, window)  # the step asked for still works, and the explanation goes
    assert len(c.moves) == count + 1 and not tour.balloon.problem.isVisible()


def test_undo_goes_back_to_the_stop_of_the_move(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.learn_to_play()
    tour = window.tour
    c = window.page.controller
    follow(qtbot, window)  # the welcome
    follow(qtbot, window)  # draw Mannheim
    follow(qtbot, window)  # draw Carlsruhe
    at = tour.at
    follow(qtbot, window)  # start the route
    window.undo()
    assert tour.at == at and tour.stop.move == "*MAN" and c.state.routes[0] == ()


def test_leaving_brings_back_the_game_before_and_keeps_no_autosave(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    c = window.page.controller
    c.submit(c.legal()[0])
    before_record, before_seats = c.record(), list(c.seats)
    window.learn_to_play()
    assert window.tour is not None and c.seats[1].name == "Anna" and len(c.seats) == 2
    QTest.keyClick(window, Qt.Key.Key_Return)  # Next, under the welcome
    assert window.tour.stop.move == "+MAN"
    QTest.keyClick(window, Qt.Key.Key_Return)  # nothing: this stop waits for a draw
    assert window.tour.stop.move == "+MAN"
    follow(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert window.tour is None and c.record() == before_record and c.seats == before_seats
    window.learn_to_play()
    QTest.mouseClick(window.tour.balloon.leave_button, Qt.MouseButton.LeftButton)
    assert window.tour is None and c.record() == before_record and c.seats == before_seats
    window.learn_to_play()
    follow(qtbot, window)
    follow(qtbot, window)
    window.close()  # closing during the tour keeps the game before it, never the guided one
    assert window.tour is None and c.record() == before_record and c.seats == before_seats
    kept = load_game(autosave_path())
    assert kept[0] == before_record and kept[1] == before_seats


def test_the_guided_game_alone_leaves_no_autosave(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.learn_to_play()
    follow(qtbot, window)
    follow(qtbot, window)
    window.close()
    assert not window.page.controller.has_game and not autosave_path().exists()


def test_the_tour_is_restarted_from_the_help_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.menus.actions["learn"].trigger()
    tour = window.tour
    for _ in range(3):
        follow(qtbot, window)
    assert len(window.page.controller.moves) == 2
    window.menus.actions["learn"].trigger()
    assert window.tour is tour and tour.at == 0 and window.page.controller.moves == []


def test_offered_once_at_the_first_start_only_when_asked_for(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    win = MainWindow(settings, offers_tour=True)
    win.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.start()  # the home page greets, and its cards offer the lessons: no question
    assert win.tour is None and win.prompter.questions == [] and win.home.page.greeting.isVisibleTo(win)  # type: ignore[attr-defined]
    assert Settings(home / "settings.ini").tour_offered
    again = MainWindow(Settings(home / "settings.ini"), offers_tour=True)
    again.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(again)
    again.start()
    assert again.tour is None and again.prompter.questions == [] and not again.home.page.greeting.isVisibleTo(again)  # type: ignore[attr-defined]


def test_a_new_game_during_the_tour_asks_about_the_game_before_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    c = window.page.controller
    before = c.record()
    window.learn_to_play()
    follow(qtbot, window)
    window.prompter.answer = False  # "Leave this game?" No
    assert window.new_game_dialog() is False
    assert window.tour is None and c.record() == before
    assert window.prompter.questions  # the question was about the game before the tour


def test_the_balloon_follows_a_language_switch(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.learn_to_play()
    follow(qtbot, window)
    english = window.tour.balloon.label.text()
    try:
        speak("pl", window)
        tour = window.tour
        assert tour is not None and tour.balloon.label.text() != english and "Mannheim" in tour.balloon.label.text()
        assert tour.rings[0].scene() is window.page.scene and tour.rings[0].isVisible()
        follow(qtbot, window)  # the new table's items are the ones pointed at
        assert window.page.controller.moves == [Move.parse("+MAN")]
    finally:
        window.set_language("en")


def test_a_replay_ends_the_tour_and_returns_to_the_game_before_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    c = window.page.controller
    before_record, before_seats = c.record(), list(c.seats)
    window.learn_to_play()
    assert window.open_replay(tourscript.record("Alex", "Anna"))
    assert window.tour is None and window.in_replay()
    assert c.record() == before_record and c.seats == before_seats
    window.learn_to_play()  # from the replay: the replay is left, the tour starts over the game before
    assert not window.in_replay() and window.tour is not None and c.seats[1].name == "Anna"
    QTest.keyClick(window, Qt.Key.Key_Escape)  # one Escape leaves the tour (the replay's Escape is not active)
    assert window.tour is None and c.record() == before_record


def ring_yellow_left_on_screen(win: MainWindow) -> int:
    """How many pixels of the rings' yellow the window shows on screen (what was last painted, stale parts
    included) where a fresh painting of the window has none."""
    QApplication.processEvents()
    shown = win.screen().grabWindow(win.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    fresh = win.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown.size() == fresh.size()

    def yellow(c: QColor) -> bool:
        return c.red() > 230 and 190 < c.green() < 235 and c.blue() < 120

    left = 0
    for y in range(0, shown.height(), 2):
        for x in range(0, shown.width(), 2):
            if yellow(shown.pixelColor(x, y)) and not yellow(fresh.pixelColor(x, y)):
                left += 1
    return left


@pytest.mark.parametrize("how", ["escape", "leave button", "new game"])
def test_leaving_takes_every_highlight_off_the_table(qtbot, window, monkeypatch, how) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)  # the game to come back to
    window.learn_to_play()
    tour = window.tour
    c = window.page.controller
    for _ in range(6):  # to the stop that frames a hand card and where it goes
        qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()), timeout=5000)
        follow(qtbot, window)
    qtbot.waitUntil(lambda: all(ring.isVisible() for ring in tour.rings), timeout=5000)
    qtbot.wait(50)
    assert ring_yellow_left_on_screen(window) == 0  # while they are meant to be there, both are painted fresh
    assert all(ring.scene() is window.page.scene for ring in tour.rings)
    if how == "escape":
        QTest.keyClick(window, Qt.Key.Key_Escape)
        window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    elif how == "leave button":
        QTest.mouseClick(tour.balloon.leave_button, Qt.MouseButton.LeftButton)
        window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    else:
        chosen = seats("h", "c", "c")

        class Accepted:  # the new-game dialog, answered at once
            DialogCode = gameplay.NewGameDialog.DialogCode

            def __init__(self, *args: object) -> None:
                pass

            def exec(self) -> object:
                return self.DialogCode.Accepted

            def deleteLater(self) -> None:  # (the window lets its new-game dialog go once answered)
                pass

            def seats(self) -> list[object]:
                return chosen

            def seed_value(self) -> int:
                return 5

            def entry(self) -> object:
                return GAMES[DEFAULT_GAME]

            def rule_values(self) -> dict[str, object]:
                return {}

        monkeypatch.setattr(gameplay, "NewGameDialog", Accepted)
        window.menus.actions["new"].trigger()
    assert window.tour is None and len(c.seats) == 3 and c.moves == []
    qtbot.wait(50)
    assert not any(ring.scene() for ring in tour.rings)
    assert ring_yellow_left_on_screen(window) == 0, "the guided game's rings stay on the table"
