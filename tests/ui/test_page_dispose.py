"""A table page can be thrown away: `dispose` stops its game and lets Qt delete it, and nothing outside keeps its
page, scene, controller or log alive afterwards (the window makes a fresh page per game)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat


def _played(qtbot, game: str) -> Any:  # type: ignore[no-untyped-def]
    """A page of `game` whose computers have played a few moves, then a game of a person with a hint shown."""
    page = GAMES[game].load_ui().make_page("instant")
    seats = [Seat("Anna", COMPUTER, "easy", colour="blue"), Seat("Otto", COMPUTER, "easy", colour="red")]
    page.start(seats, 3)
    qtbot.waitUntil(lambda: len(page.controller.moves) >= 6, timeout=10_000)  # computers playing, animations too
    page.start([Seat("Mira", HUMAN, colour="blue"), *seats[1:]], 4)
    page.hint()
    return page


@pytest.mark.parametrize("game", ["thurn-and-taxis", "carcassonne"])
def test_a_disposed_page_leaves_nothing_behind(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    page = _played(qtbot, game)
    gone = [weakref.ref(thing) for thing in (page, page.controller, page.scene, page.view, page.side)]
    page.dispose()
    assert not page.controller.has_game and not page.controller._computer.busy
    del page
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # (Qt deletes it once back in its loop)
    gc.collect()
    assert [ref() for ref in gone] == [None] * len(gone)
