"""The proof that the window knows games only through the registry and the protocols: a tiny third game
(`tests.ui.thirdgame`, Take), registered by one entry, is started, played from the Play menu, saved, opened again,
autosaved, finished, replayed and kept in the statistics in the window, without any change to shared code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsEllipseItem

from thurntaxis.games import GAMES, GameEntry
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.shell.replay import ReplayPage
from thurntaxis.shell.settings import autosave_path, statistics_path
from thurntaxis.stats import read_summary

from .thirdgame import TakeDrawing, TakePage

TAKE = GameEntry("take", "Take", "tests.ui.thirdgame", 2, 2, ui="tests.ui.thirdgame", help_page="howto")
PLAYERS = [Seat("Mira", HUMAN, colour="white"), Seat("Otto", HUMAN, colour="black")]


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    monkeypatch.setitem(GAMES, TAKE.id, TAKE)
    return TAKE


def test_a_third_game_plays_through_the_window(qtbot, window, registered, home: Path) -> None:  # type: ignore
    taxis_tables = set(window.tables)
    window.start_game(PLAYERS, 4, registered)
    page = window.page
    assert isinstance(page, TakePage) and window.pages.currentWidget() is page and window.tables.keys() == {"take"}
    assert taxis_tables == set() and window.windowTitle() == "Take"
    assert window.status.text() == "7 stones left"
    assert page.take_one in window.menus.menus["play"].actions()  # the game's own command, in the window's Play menu
    window.menus.actions["zoom_in"].trigger()  # the View menu acts on the game's view
    assert page.view.transform().m11() == pytest.approx(1.2)
    page.take_one.trigger()
    assert page.record().moves == ["1"] and window.status.text() == "6 stones left"
    path = home / "take.json"
    assert window.save_file(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["record"]["game"] == "take" and [s["colour"] for s in saved["seats"]] == ["white", "black"]
    page.take_one.trigger()
    assert window.load_file(path) and page.record().moves == ["1"]
    window.close()  # an unfinished game is kept for the next start
    assert json.loads(autosave_path().read_text(encoding="utf-8"))["record"]["moves"] == ["1"]


def finish(window, entry: GameEntry) -> TakePage:  # type: ignore[no-untyped-def]
    """Start a game of Take and play it to its end: Mira takes 2 + 2 stones, Otto 2 + 1, the last one: he wins."""
    window.start_game(PLAYERS, 4, entry)
    page: TakePage = window.page
    for move in (2, 2, 2, 1):
        page.play(move)
    return page


def stones(drawing: TakeDrawing) -> int:
    """The stones the replay's view shows."""
    return sum(isinstance(item, QGraphicsEllipseItem) and item.isVisible() for item in drawing.view.items())


def test_a_third_game_ends_in_the_window(qtbot, window, registered) -> None:  # type: ignore[no-untyped-def]
    window.prompter.answer = False  # no replay now
    window.start_game(PLAYERS, 4, registered)
    page = window.page
    for move in (2, 2, 2):
        page.play(move)
    page.play(2)  # more than there are: refused, said in the status bar
    assert window.status.text() == "There are not so many stones." and len(page.record().moves) == 3
    page.play(1)
    assert not page.running() and window.status.text() == "The last stone is taken."
    qtbot.waitUntil(lambda: bool(window.prompter.questions), timeout=2000)  # the page shows the end itself
    assert window.prompter.questions[-1].startswith("The last stone is taken.")
    assert window.prompter.questions[-1].endswith("Watch the game again, move by move?")  # it has a replay
    assert not window.in_replay() and window.page is page
    assert window.menus.actions["replay_last"].isEnabled() and not autosave_path().exists()


def test_a_finished_third_game_is_replayed(qtbot, window, registered) -> None:  # type: ignore[no-untyped-def]
    window.prompter.answer = False
    page = finish(window, registered)
    qtbot.waitUntil(lambda: bool(window.prompter.questions), timeout=2000)
    window.menus.actions["replay_last"].trigger()  # Game → Replay the last finished game
    replay = window.replay_page
    assert isinstance(replay, ReplayPage) and window.in_replay() and window.pages.currentWidget() is replay
    drawing = replay.drawing
    assert isinstance(drawing, TakeDrawing) and replay.entry is registered and replay.moves == 4
    assert drawing.table.isVisible() and stones(drawing) == 7 and replay.index == 0
    scale = drawing.view.transform().m11()
    window.menus.actions["zoom_in"].trigger()  # the View menu acts on the replay's view
    assert drawing.view.transform().m11() == pytest.approx(scale * 1.2)
    QTest.mouseClick(replay.forward, Qt.MouseButton.LeftButton)
    assert replay.index == 1 and stones(drawing) == 5
    assert window.status.text() == "Replay, move 1: Mira took 2"
    QTest.mouseClick(replay.last, Qt.MouseButton.LeftButton)
    assert replay.index == 4 and stones(drawing) == 0 and window.status.text() == "Replay, move 4: Otto took 1"
    QTest.mouseClick(replay.back, Qt.MouseButton.LeftButton)
    assert replay.index == 3 and stones(drawing) == 1
    QTest.mouseClick(replay.back_to_game, Qt.MouseButton.LeftButton)
    assert not window.in_replay() and window.pages.currentWidget() is page
    assert page.record().moves == ["2", "2", "2", "1"]  # the game on the page, as it was


def test_the_replay_is_offered_at_the_end(qtbot, window, registered) -> None:  # type: ignore[no-untyped-def]
    finish(window, registered)  # the player answers yes
    qtbot.waitUntil(window.in_replay, timeout=2000)
    assert isinstance(window.replay_page.drawing, TakeDrawing) and stones(window.replay_page.drawing) == 7


def test_a_finished_third_game_is_in_the_statistics(qtbot, window, registered) -> None:  # type: ignore[no-untyped-def]
    window.prompter.answer = False
    finish(window, registered)
    qtbot.waitUntil(lambda: window.statistics_writer.pending == 0, timeout=5000)
    assert window.status.text() == "The last stone is taken."  # no problem said
    summary = read_summary(statistics_path(), "take")
    assert summary.game == "take" and summary.games == 1 and [f.key for f in summary.figures] == ["stones"]
    people = {p.name: p for p in summary.players}
    assert people.keys() == {"Mira", "Otto"}
    mira, otto = people["Mira"], people["Otto"]
    assert (mira.played, mira.won, mira.best_score, otto.played, otto.won, otto.best_score) == (1, 0, 0, 1, 1, 1)
    assert mira.figure(summary.figures[0]) == 4 and otto.figure(summary.figures[0]) == 3
    assert read_summary(statistics_path()).games == 0  # not a game of Thurn and Taxis
