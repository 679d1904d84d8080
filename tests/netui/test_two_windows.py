"""End to end on the loopback, in the windows: a window hosts a game through the real Host dialog (its own person
seat and two seats for people on other machines), a `thurntaxis join --bot` process takes one of them, a SECOND
window of this test's process joins through the real Join dialog (address, code, name; the lobbies show it), the
host starts, and the two windows' people play their seats to the end at their tables (the first move of each by
the mouse where it is cheap, the others through the table's controller); both windows show the end and the
scores agree with the host's room. Every process stops by itself within `LIMIT` seconds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest

from thurntaxis.carcassonne.rules import PLACE
from thurntaxis.games import GAMES
from thurntaxis.netui.hostdialog import HostDialog
from thurntaxis.netui.joindialog import JoinDialog
from thurntaxis.netui.play import NetworkPlay
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

from ..carcassonne.ui.mouse import Hand
from ..ui.conftest import FakePrompter
from ..ui.gestures import perform
from ..ui.journey import open_window
from .test_hosting_window import _join, _lobby

LIMIT = 300  # seconds the whole game may take
CODE = "K3YQ7X"


@pytest.fixture
def second(qtbot, home) -> Any:  # type: ignore[no-untyped-def]
    """A second window in this process: the friend's machine."""
    win = open_window(qtbot, home, name="second.ini", size=(1200, 800))
    yield win
    for page in win.tables.values():
        page.stop()


def _host(qtbot, window, game: str) -> HostDialog:  # type: ignore[no-untyped-def]
    """Game → Host a network game: this window's person, and two seats for friends."""
    window.menus.actions["host"].trigger()
    dialog = window.network.dialog
    assert isinstance(dialog, HostDialog) and dialog.isVisible()
    dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    dialog.players.setValue(3)
    for box, kind in zip(dialog.seat_boxes, ["you", "friend", "friend"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.port.setValue(0)
    dialog.takeover.setValue(0)
    dialog.code.setText(CODE)
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.stack.currentIndex() == 1, dialog.setup_problem.text()
    return dialog


def _join_window(qtbot, second, port: int) -> JoinDialog:  # type: ignore[no-untyped-def]
    """Game → Join a network game in the second window: address, code and name typed, Join clicked."""
    second.menus.actions["join"].trigger()
    dialog = second.network.dialog
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    for edit, text in ((dialog.address, f"127.0.0.1:{port}"), (dialog.code, CODE), (dialog.name, "Mira")):
        edit.clear()
        QTest.keyClicks(edit, text)
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def _scores(rules: Any, page: Any) -> list[int]:
    """The final scores the table shows (Carcassonne's controller counts the farms at the end)."""
    result = getattr(page.controller, "result", None)
    return list(result().scores) if result is not None else list(rules.scores(page.controller.state))


@pytest.mark.parametrize("game", ["thurn-and-taxis", "carcassonne"])
def test_a_window_hosts_and_a_second_window_joins_and_both_play_to_the_end(qtbot, window, second, game) -> None:  # type: ignore[no-untyped-def]
    host_dialog = _host(qtbot, window, game)
    assert host_dialog.host is not None
    port = host_dialog.host.port()
    bot = _join(port, CODE)
    try:
        join_dialog = _join_window(qtbot, second, port)
        qtbot.waitUntil(lambda: any("Mira (connected)" in line for line in _lobby(host_dialog)), timeout=20_000)
        qtbot.waitUntil(lambda: any("Bot (connected)" in line for line in _lobby(host_dialog)), timeout=20_000)
        qtbot.waitUntil(lambda: join_dialog.lobby.count() == 3, timeout=10_000)  # the joined window's lobby
        qtbot.waitUntil(
            lambda: any("Mira (connected)" in join_dialog.lobby.item(i).text() for i in range(3)), timeout=10_000
        )
        assert "Waiting for the host" in join_dialog.line.text()
        assert host_dialog.start_button.isEnabled()
        QTest.mouseClick(host_dialog.start_button, Qt.MouseButton.LeftButton)

        qtbot.waitUntil(lambda: not join_dialog.isVisible(), timeout=20_000)  # the game began at the joined window
        hosted, joined = window.page, second.page
        key = "network:" + game
        assert joined is second.tables[key] and joined.network is not None
        qtbot.waitUntil(joined.has_game, timeout=20_000)
        room = window.network.hosted.host.room
        seat = joined.network.seat
        assert room.seats[seat].name == "Mira" and [s.is_human for s in joined.seats] == [i == seat for i in range(3)]
        assert [s.is_human for s in hosted.seats] == [True, False, False]  # the host's own seat

        rules = GAMES[game].load()

        def by_mouse(win: Any, move: Any) -> bool:
            """Make `move` with the mouse on `win`'s table where the tests have the gesture for it."""
            if game == "thurn-and-taxis":
                perform(win, move)
                return True
            if move.kind == PLACE:  # the drawn tile dragged onto its square
                Hand(win.page).play(move)
                return True
            return False

        made = {"host": 0, "joined": 0}
        sent = [-1]  # the joined window's last position moved from (its move is on the way to the host)

        def move() -> None:
            if hosted.humans_turn():
                legal = hosted.controller.legal()
                before = len(hosted.controller.moves)
                if made["host"] == 0 and by_mouse(window, legal[0]):
                    assert len(hosted.controller.moves) > before  # the mouse made the move
                else:
                    assert hosted.controller.submit(legal[0])
                made["host"] += 1
            net = joined.network
            if joined.humans_turn() and net.number != sent[0] and net.client.state is not None:
                sent[0] = net.number
                choice = rules.make_bot("easy", seed=5).choose(
                    rules.observation_from_json(net.client.state.observation)
                )
                if not (made["joined"] == 0 and by_mouse(second, choice)):
                    assert joined.controller.submit(choice)
                made["joined"] += 1

        mover = QTimer()
        mover.timeout.connect(move)
        mover.start(5)
        try:
            qtbot.waitUntil(
                lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                timeout=LIMIT * 1000,
            )
            qtbot.waitUntil(
                lambda: joined.network.end_dialog is not None and joined.network.end_dialog.isVisible(),
                timeout=30_000,
            )
        finally:
            mover.stop()
        assert room.over and made["host"] > 5 and made["joined"] > 5
        assert [str(m) for m in hosted.controller.moves] == room.moves  # the host's table played the room's game
        end = joined.network.client.end
        assert end is not None and not joined.network.end_dialog.rematch.isVisible()
        host_scores = _scores(rules, hosted)
        assert _scores(rules, joined) == host_scores == list(end.scores)  # the scores agree
        assert len(joined.controller.moves) == len(room.moves)  # every move reached the joined window
        qtbot.waitUntil(lambda: bot.poll() is not None, timeout=30_000)
        assert bot.returncode == 0, bot.stderr.read() if bot.stderr else ""
    finally:
        if bot.poll() is None:
            bot.kill()
        bot.wait(timeout=10)


def test_joining_again_after_a_restart_takes_the_same_seat_back(qtbot, window, second, home) -> None:  # type: ignore[no-untyped-def]
    window.menus.actions["host"].trigger()
    host_dialog = window.network.dialog
    host_dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    host_dialog.players.setValue(2)
    for box, kind in zip(host_dialog.seat_boxes, ["you", "friend"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    host_dialog.port.setValue(0)
    host_dialog.code.setText(CODE)
    QTest.mouseClick(host_dialog.open_button, Qt.MouseButton.LeftButton)
    port = host_dialog.host.port()
    (home / "network-seats.json").write_text("not JSON", encoding="utf-8")  # (a broken file is an empty one)
    first = _join_window(qtbot, second, port)
    qtbot.waitUntil(lambda: first.welcome is not None, timeout=20_000)
    seat = first.welcome.seat
    assert str(port) in (home / "network-seats.json").read_text(encoding="utf-8")
    first.reject()  # the program closes: the seat stays the friend's, not connected
    qtbot.waitUntil(lambda: any("Mira (not connected)" in line for line in _lobby(host_dialog)), timeout=10_000)

    settings = Settings(home / "third.ini")  # the program started again (the same data folder)
    again = MainWindow(settings, network=NetworkPlay)
    again.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(again)
    again.show()
    back = _join_window(qtbot, again, port)
    qtbot.waitUntil(lambda: back.welcome is not None, timeout=20_000)
    assert back.welcome.seat == seat and back.welcome.resumed  # the same seat, not a refusal: the room is full
    qtbot.waitUntil(lambda: any("Mira (connected)" in line for line in _lobby(host_dialog)), timeout=10_000)
    host_dialog.reject()
    # a token the host does not know (another game at that address and code) is dropped, and the join is afresh
    window.menus.actions["host"].trigger()
    fresh = window.network.dialog
    fresh.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    fresh.players.setValue(2)
    for box, kind in zip(fresh.seat_boxes, ["you", "friend"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    fresh.port.setValue(port)
    fresh.code.setText(CODE)
    QTest.mouseClick(fresh.open_button, Qt.MouseButton.LeftButton)
    assert fresh.stack.currentIndex() == 1, fresh.setup_problem.text()
    back.reject()
    third = _join_window(qtbot, again, port)
    qtbot.waitUntil(lambda: third.welcome is not None, timeout=20_000)
    assert not third.welcome.resumed and "Waiting for the host" in third.line.text()
    fresh.reject()
    again.close()
