"""The proof that the window knows games only through the registry and the protocols: a tiny third game
(`tests.ui.thirdgame`, Take), registered by one entry, is started, played from the Play menu, saved, opened again,
autosaved and finished in the window, without any change to shared code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thurntaxis.games import GAMES, GameEntry
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.shell.settings import autosave_path

from .thirdgame import TakePage

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
    assert page.take_one in window._menus["play"].actions()  # the game's own command, in the window's Play menu
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


def test_a_third_game_ends_in_the_window(qtbot, window, registered) -> None:  # type: ignore[no-untyped-def]
    window.start_game(PLAYERS, 4, registered)
    page = window.page
    for move in (2, 2, 2):
        page.play(move)
    page.play(2)  # more than there are: refused, said in the status bar
    assert window.status.text() == "There are not so many stones." and len(page.record().moves) == 3
    page.play(1)
    assert not page.running() and window.status.text() == "The last stone is taken."
    qtbot.waitUntil(lambda: bool(window.prompter.notices), timeout=2000)  # the page shows the end itself
    assert window._actions["replay_last"].isEnabled() and not autosave_path().exists()
