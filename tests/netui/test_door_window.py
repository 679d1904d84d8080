"""The window's host against the audit's attacks, bounded and on loopback: its deal is not a small number, its codes
are six letters or more, idle connections from many addresses cannot keep a friend out, wrong codes from rotating
addresses get a few answers, a name already at the table is refused, and a seat taken up on another connection
tells the first one why."""

from __future__ import annotations

import select
import socket
import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtTest import QTest

from tests.net.test_door import address
from tests.netui.test_hosting_window import _host_dialog
from thurntaxis.net import door
from thurntaxis.net import protocol as p
from thurntaxis.net.guard import CODE_LENGTH

CODE = "K3YQ7X"


class Client:
    """A non-blocking connection from `local` that says `hello` (if any), read while the window's loop turns."""

    def __init__(self, port: int, hello: p.Hello | None, local: str = "127.0.0.1") -> None:
        self.sock = socket.socket()
        self.sock.bind((local, 0))
        self.frames = p.Frames()
        self.said: list[p.Message] = []
        self.closed = self.connected = False
        if hello is not None:  # a player says hello as soon as the connection is open, as the window's client does
            self.sock.settimeout(10)
            self.sock.connect(("127.0.0.1", port))
            self.sock.sendall(p.encode(hello))
            self.connected = True
        self.sock.setblocking(False)
        if hello is None:
            self.sock.connect_ex(("127.0.0.1", port))

    def poll(self) -> None:
        if self.closed:
            return
        if not self.connected:
            if not select.select([], [self.sock], [], 0)[1]:
                return  # (still connecting)
            if self.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
                self.closed = True
                self.sock.close()
                return
            self.connected = True
        try:
            data = self.sock.recv(p.MAX_MESSAGE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self.closed = True
            self.sock.close()
            return
        self.said += [p.host_message(body) for body in self.frames.feed(data)]

    def answer(self, qtbot) -> p.Message | None:  # type: ignore[no-untyped-def]
        """The host's first answer (None: closed without one)."""
        qtbot.waitUntil(lambda: (self.poll(), bool(self.said) or self.closed)[1], timeout=20000)
        return self.said[0] if self.said else None


def test_the_window_deals_large_seeds_and_wants_codes_of_six_letters(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.menus.actions["host"].trigger()
    dialog = window.network.dialog
    assert len(dialog.code.text()) >= CODE_LENGTH
    dialog.reject()
    dialog = _host_dialog(qtbot, window, "carcassonne", ["you", "friend"])
    assert dialog.host is not None and dialog.host.room.seed.bit_length() > 64
    dialog.reject()
    window.menus.actions["host"].trigger()
    dialog = window.network.dialog
    dialog.code.setText("K3YQ7")  # five letters: too few
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.stack.currentIndex() == 0 and "6" in dialog.setup_problem.text()
    dialog.reject()


def test_a_crowd_of_idle_connections_and_guesses_cannot_keep_a_friend_out_of_the_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _host_dialog(qtbot, window, "thurn-and-taxis", ["you", "friend", "friend"])
    host = dialog.host
    assert host is not None
    port = host.port()
    crowd = [Client(port, None, address(i)) for i in range(200)]
    opened = [len(crowd)]

    def keep_crowding() -> None:  # what the host closes comes back at once from the same address
        for i, client in enumerate(crowd):
            client.poll()
            if client.closed:
                crowd[i] = Client(port, None, address(i))
                opened[0] += 1

    timer = QTimer()
    timer.timeout.connect(keep_crowding)
    timer.start(1)
    try:
        qtbot.waitUntil(lambda: opened[0] > 300, timeout=20000)  # (the door closed some of the crowd for the others)
        friend = Client(port, p.Hello(protocol=p.PROTOCOL, code=CODE, name="Ida"))
        welcomed = friend.answer(qtbot)
        assert isinstance(welcomed, p.Welcome), welcomed
        host_name = host.room.seats[0].name
        same = Client(port, p.Hello(protocol=p.PROTOCOL, code=CODE, name=host_name.upper())).answer(qtbot)
        assert isinstance(same, p.Refused) and same.reason == "name_taken"
        said: dict[str, int] = {}
        started = time.monotonic()
        for i in range(200, 300):
            guess = Client(port, p.Hello(protocol=p.PROTOCOL, code=f"G{i:05d}", name="Eve"), address(i))
            answer = guess.answer(qtbot)
            guess.sock.close()
            reason = answer.reason if isinstance(answer, p.Refused) else type(answer).__name__
            said[reason] = said.get(reason, 0) + 1
        budget = door.CHECKS_AT_ONCE + (time.monotonic() - started) * door.CHECKS_PER_MINUTE / 60 + 1
        # each guess is refused: as a wrong code within the door's budget for the time they took, the rest as busy
        # (the budget grows with the time: 22 on a slow day, when "at least 80 busy" failed on 79 of 100)
        assert set(said) <= {"wrong_code", "busy"} and said.get("wrong_code", 0) <= budget, said
        assert said.get("busy", 0) >= 50, said  # (without the door's limit all 100 would be checked)
        # the friend's token on a second connection: in at once, and the first connection is told why
        back = Client(port, p.Hello(protocol=p.PROTOCOL, code=CODE, name="Ida", token=welcomed.token)).answer(qtbot)
        assert isinstance(back, p.Welcome) and back.resumed
        qtbot.waitUntil(lambda: (friend.poll(), friend.closed)[1], timeout=20000)
        assert isinstance(friend.said[-1], p.Refused) and friend.said[-1].reason == "seat_elsewhere"
        timer.stop()
        for client in crowd:  # the crowd goes: so do the host's sockets (they piled up, hundreds, until the room
            client.sock.close()  # closed and deleting them froze the window for two minutes)
        qtbot.waitUntil(
            lambda: len(host.server.findChildren(QTcpSocket)) <= len(host.guests.connections) + 4, timeout=8000
        )
        started = time.monotonic()
        dialog.reject()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert time.monotonic() - started < 2
    finally:
        timer.stop()
        for client in crowd:
            client.sock.close()
        dialog.reject()
