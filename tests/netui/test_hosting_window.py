"""The window hosts a network game: the host dialog opens a lobby on the loopback, a `thurntaxis join --bot`
process joins (the lobby shows it), the host starts, and the game is played to the end at the host's table, with
the remote player's moves coming from the network; a wrong code is refused."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest

from thurntaxis.kit.players import REMOTE
from thurntaxis.netui.hostdialog import HostDialog

ROOT = Path(__file__).resolve().parents[2]


def _join(port: int, code: str, name: str = "Bot", level: str = "easy") -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{port}"]
        + ["--code", code, "--name", name, "--bot", level],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _host_dialog(qtbot, window, game: str, kinds: list[str], takeover: int = 0) -> HostDialog:  # type: ignore[no-untyped-def]
    """Open Game → Host a network game and choose the game and the seats (by the seat boxes' data)."""
    window.menus.actions["host"].trigger()
    dialog = window.network.dialog
    assert isinstance(dialog, HostDialog) and dialog.isVisible()
    dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    dialog.players.setValue(len(kinds))
    for box, kind in zip(dialog.seat_boxes, kinds, strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.port.setValue(0)  # any free port
    dialog.takeover.setValue(takeover)  # seconds (0: never)
    dialog.code.setText("K3YQ7X")
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.stack.currentIndex() == 1, dialog.setup_problem.text()
    return dialog


def _lobby(dialog: HostDialog) -> list[str]:
    return [dialog.lobby.item(i).text() for i in range(dialog.lobby.count())]


def _play(qtbot, window, dialog: HostDialog, person: bool) -> None:  # type: ignore[no-untyped-def]
    assert dialog.host is not None
    port = dialog.host.port()
    assert not dialog.start_button.isEnabled()  # a seat is open
    assert "127.0.0.1:" + str(port) in dialog.where.text()
    client = _join(port, "K3YQ7X")
    try:
        qtbot.waitUntil(lambda: any("Bot (connected)" in line for line in _lobby(dialog)), timeout=20000)
        assert dialog.start_button.isEnabled()
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        assert not dialog.isVisible()
        page = window.page
        assert window.network.hosted is not None and page.controller.outside
        bar = window.network.hosted.bar
        assert [label.text() for label in bar.labels] == ["● Bot"]
        assert "connected" in bar.labels[0].toolTip()
        friend = next(i for i, seat in enumerate(window.network.hosted.host.room.seats) if seat.name == "Bot")
        assert page.controller.seats[friend].kind == REMOTE  # a friend at the table, not a computer player
        if window.network.hosted.entry.id == "thurn-and-taxis":  # its panel says it in words
            assert "Over the network" in page.side.panels[friend].details.text()
        mover = QTimer()
        undo_offered: list[bool] = []
        if person:  # the host's own seat moves through the table's controller, as the mouse does

            def move() -> None:
                if page.humans_turn():
                    undo_offered.append(page.controller.can_undo())  # (the room has no undo)
                    page.controller.submit(page.controller.legal()[0])

            mover.timeout.connect(move)
            mover.start(5)
        qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=240000)
        mover.stop()
        assert not any(undo_offered) and (len(undo_offered) > 20 or not person)
        room = window.network.hosted.host.room if window.network.hosted is not None else None
        assert room is not None and room.over
        assert [str(m) for m in page.controller.moves] == room.moves  # the table played the room's game
        qtbot.waitUntil(lambda: client.poll() is not None, timeout=30000)  # (the host's loop sends the end)
        assert client.returncode == 0, client.stderr.read() if client.stderr else ""
        out = client.stdout.read() if client.stdout else ""
        assert "game over after" in out and str(len(room.moves)) in out
    finally:
        if client.poll() is None:
            client.kill()
            client.wait()


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_a_hosted_game_with_a_remote_bot_plays_to_the_end(qtbot, window, game: str) -> None:  # type: ignore[no-untyped-def]
    dialog = _host_dialog(qtbot, window, game, ["easy", "friend"])
    assert _lobby(dialog)[1].endswith("waiting for a player…")
    _play(qtbot, window, dialog, person=False)


def test_the_hosts_own_seat_plays_at_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _host_dialog(qtbot, window, "carcassonne", ["you", "friend"])
    assert "(host)" in _lobby(dialog)[0]
    _play(qtbot, window, dialog, person=True)
    page = window.page
    record = page.record()
    assert record.players[0] == "Alex" and window.network.hosted.host.room.seats[1].name == "Bot"
    assert not page.controller.can_undo() and not page.controller.undo()  # the room has no undo


def test_a_wrong_code_is_refused_and_cancel_closes_the_server(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _host_dialog(qtbot, window, "thurn-and-taxis", ["you", "friend"])
    host = dialog.host
    assert host is not None
    port = host.port()
    client = _join(port, "WRONG")
    try:
        qtbot.waitUntil(lambda: client.poll() is not None, timeout=20000)
    finally:
        if client.poll() is None:
            client.kill()
    assert client.returncode == 5
    assert "the join code is wrong" in (client.stderr.read() if client.stderr else "")
    assert not any("connected" in line for line in _lobby(dialog)[1:])
    dialog.reject()
    assert not host.server.isListening()
    late = _join(port, "K3YQ7X")
    qtbot.waitUntil(lambda: late.poll() is not None, timeout=20000)
    assert late.returncode == 4  # nobody serves there any more


def test_what_is_no_message_closes_only_its_connection(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    import struct

    from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

    from thurntaxis.net import protocol as p

    dialog = _host_dialog(qtbot, window, "carcassonne", ["you", "friend"])
    assert dialog.host is not None
    port = dialog.host.port()
    bad = [
        struct.pack(">I", 5) + b"hello",  # not JSON
        struct.pack(">I", p.MAX_MESSAGE + 1),  # too large, before any body
        p.encode(p.PlayMove(number=0, move="x")),  # a move before hello
        struct.pack(">I", 2) + b"{}",  # JSON that is no message
    ]
    for data in bad:
        socket = QTcpSocket()
        socket.connectToHost("127.0.0.1", port)
        assert socket.waitForConnected(5000)
        socket.write(data)
        qtbot.waitUntil(lambda s=socket: s.state() == QAbstractSocket.SocketState.UnconnectedState, timeout=5000)
    assert not dialog.host.guests.connections and not dialog.host.room.seats[1].taken
    client = _join(port, "K3YQ7X")  # the host goes on
    try:
        qtbot.waitUntil(lambda: dialog.start_button.isEnabled(), timeout=20000)
    finally:
        client.kill()
        client.wait()
    dialog.reject()


def test_a_lost_player_is_marked_and_the_computer_takes_the_seat(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _host_dialog(qtbot, window, "carcassonne", ["easy", "friend"], takeover=1)
    assert dialog.host is not None
    client = _join(dialog.host.port(), "K3YQ7X")
    try:
        qtbot.waitUntil(lambda: dialog.start_button.isEnabled(), timeout=20000)
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        page, bar = window.page, window.network.hosted.bar
        qtbot.waitUntil(lambda: len(page.controller.moves) >= 10, timeout=20000)
        client.kill()
        qtbot.waitUntil(lambda: bar.labels and bar.labels[0].text() == "○ Bot", timeout=10000)
        assert "not connected" in bar.labels[0].toolTip()
        qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=240000)
        room = window.network.hosted.host.room
        assert room.over and room.seats[1].kind == "computer"
        assert [str(m) for m in page.controller.moves] == room.moves
    finally:
        if client.poll() is None:
            client.kill()
        client.wait()


def test_setting_up_problems_are_one_line_and_open_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtNetwork import QTcpServer

    window.menus.actions["host"].trigger()
    dialog = window.network.dialog
    dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    for box in dialog.seat_boxes:
        box.setCurrentIndex(box.findData("easy"))
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.setup_problem.text() == "Choose at least one seat for a person on another machine."
    assert dialog.stack.currentIndex() == 0 and dialog.host is None
    dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("friend"))
    taken = QTcpServer()
    assert taken.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    dialog.port.setValue(taken.serverPort())
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.setup_problem.text().startswith(f"Cannot open port {taken.serverPort()}: ")
    assert dialog.stack.currentIndex() == 0 and dialog.host is None
    taken.close()
    dialog.code.setText("Kód")
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert "no accents" in dialog.setup_problem.text() and dialog.host is None
    dialog.reject()
