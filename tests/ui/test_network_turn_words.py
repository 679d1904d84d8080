"""At the table of a game hosted elsewhere, the joined window says a friend's turn as a person's over the network
("Waiting for Otto to move (over the network)…", Carcassonne's tray: "Over the network"), and a computer player at
the host as a computer ("… is thinking…", "Computer" under its name), with real `thurntaxis serve` and
`thurntaxis join --bot` processes on loopback."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE

from .test_network_table import ROOT, host, join  # noqa: F401 (the fixture)


def said(page: Any) -> list[tuple[str, str]]:
    """Every status line the page says from now on, with Carcassonne's tray caption at that moment."""
    lines: list[tuple[str, str]] = []
    tray = getattr(getattr(page, "scene", None), "tray", None)
    page.status.connect(lambda text: lines.append((text, getattr(tray, "caption", ""))))
    return lines


def one_move_and_the_answer(qtbot: Any, page: Any) -> None:
    """The person's moves (a Carcassonne turn is two), until the other seat's move has come from the host."""
    c, seat = page.controller, page.network.seat
    theirs: list[int] = []
    c.moveMade.connect(lambda mover, _move, _b, _a: theirs.append(mover) if mover != seat else None)
    while not theirs:
        qtbot.waitUntil(lambda: page.humans_turn() or bool(theirs), timeout=20_000)
        if page.humans_turn():
            number = page.network.number
            assert c.submit(c.legal()[0])
            qtbot.waitUntil(lambda n=number: page.network.number > n, timeout=10_000)


@pytest.mark.parametrize("host", ["carcassonne", "thurn-and-taxis"], indirect=True)
def test_a_computer_at_the_host_thinks_at_the_joined_table(qtbot, window, host) -> None:  # noqa: F811  # type: ignore[no-untyped-def]
    _client, _received = join(qtbot, window, host)
    page = window.page
    lines = said(page)
    them = 1 - page.network.seat
    assert [s.kind for s in page.seats][page.network.seat] == HUMAN and page.seats[them].kind == COMPUTER
    if hasattr(page, "scores"):  # (Carcassonne)
        assert page.scores.notes[them].text() == "Computer"
    else:
        assert "Computer" in page.side.panels[them].details.text()
    one_move_and_the_answer(qtbot, page)
    assert not any("over the network" in text for text, _caption in lines), lines


@pytest.mark.parametrize("host", ["carcassonne+", "thurn-and-taxis+"], indirect=True)
def test_a_friends_turn_is_waited_for_at_the_joined_table(qtbot, window, host) -> None:  # noqa: F811  # type: ignore[no-untyped-def]
    other = subprocess.Popen(  # the other seat: a person's machine, played by a computer player
        [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{host.port}", "--code", "NETQ7X", "--name", "Otto"]
        + ["--bot", "easy"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        _client, _received = join(qtbot, window, host)  # Mira, with Otto (the host starts once both are seated)
        page = window.page
        lines = said(page)
        them = 1 - page.network.seat
        assert page.seats[them].kind == REMOTE and page.seats[them].name == "Otto"
        one_move_and_the_answer(qtbot, page)
        waiting = [(text, caption) for text, caption in lines if "Otto" in text]
        assert waiting and all(text == "Waiting for Otto to move (over the network)…" for text, _ in waiting), lines
        if hasattr(page, "scores"):  # (Carcassonne)
            assert all(caption == "Over the network" for _text, caption in waiting), lines
    finally:
        other.kill()
        other.wait(timeout=10)
