"""The window's side of a game hosted elsewhere: one connection to the host, its messages as signals.

QtNetwork's QTcpSocket rather than asyncio (which `thurntaxis join` uses): the socket lives on the window's own
event loop, so a message arrives as a signal on the thread that owns the table, with no second loop, no thread and
no hand-over between them; the framing and the messages are those of `thurntaxis.net.protocol` (`Frames` cuts the
bytes, `host_message` validates each one), so the window reads exactly what the headless client reads.

The client keeps its seat's token: when the connection breaks before the game's end it comes back by itself with
that token, trying for `retry` seconds (`reconnecting`, then `welcomed` again with `resumed`), and gives up with
`closed("host_gone")`. It never holds more than the host sends its seat.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from thurntaxis import __version__
from thurntaxis.net import protocol as p

RETRY_SECONDS = 30.0  # how long a broken connection is tried again
RETRY_PAUSE_MS = 500  # between two tries
CONNECT_MS = 10_000  # a host that does not answer by then cannot be reached

# Why the connection ended (`NetClient.closed`): the window says each in one line (`remotetable.closing_text`).
CLOSED = ("game_over", "host_gone", "unreachable", "refused", "garbled", "closed")


class NetClient(QObject):
    """One connection to a host: `connect_to`, then the host's messages as signals; `send_move` sends a move."""

    welcomed = Signal(object)  # p.Welcome: seated (again, with `resumed`, after coming back)
    seats_changed = Signal(object)  # p.Seats
    state_arrived = Signal(object)  # p.StateMessage
    move_rejected = Signal(object)  # p.Rejected
    ended = Signal(object)  # p.End: the game is over (`closed("game_over")` follows)
    refused = Signal(str)  # a code of `p.REFUSALS`
    reconnecting = Signal()  # the connection broke: trying to come back with the seat's token
    closed = Signal(str)  # a code of `CLOSED`: nothing more comes

    def __init__(self, parent: QObject | None = None, retry: float = RETRY_SECONDS) -> None:
        super().__init__(parent)
        self.retry = retry
        self.token: str | None = None
        self.welcome: p.Welcome | None = None
        self.seats: p.Seats | None = None  # the latest of each, for a table opened after they came
        self.state: p.StateMessage | None = None
        self.end: p.End | None = None
        self.refusal = ""  # the host's last refusal (a code of `p.REFUSALS`), once it refused
        self._target = ("127.0.0.1", 0)
        self._code = self._name = ""
        self._frames = p.Frames()
        self._done = False  # closed for good: no more signals
        self._until: float | None = None  # trying to come back until then (time.monotonic)
        self._attempt = 0  # each connection made; a failure counts once per attempt
        self._failed = -1
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._connected)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._broken)
        self._socket.errorOccurred.connect(lambda _error: self._broken())
        self._timeout = QTimer(self, singleShot=True, interval=CONNECT_MS)
        self._timeout.timeout.connect(self._socket.abort)
        self._timeout.timeout.connect(self._broken)
        self._again = QTimer(self, singleShot=True, interval=RETRY_PAUSE_MS)
        self._again.timeout.connect(self._open)

    # --- what the window asks ---------------------------------------------------------------------------------

    def connect_to(self, host: str, port: int, code: str, name: str, token: str | None = None) -> None:
        """Join the game at `host`:`port` with its code and the player's name (`token`: come back to a seat)."""
        self._target, self._code, self._name, self.token = (host, port), code, name, token
        self._done, self._until = False, None
        self._open()

    def send_move(self, number: int, move_text: str) -> None:
        """Send a move of the seat, made in the position after `number` moves (dropped while not connected: the
        host asks again when the client is back)."""
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState and self.welcome is not None:
            self._socket.write(p.encode(p.PlayMove(number=number, move=move_text)))

    def close(self) -> None:
        """Leave the game (the seat stays the player's: the token brings them back)."""
        self._finish("closed")

    def connected(self) -> bool:
        """Whether the client sits at its seat now."""
        return self.welcome is not None and self._socket.state() == QAbstractSocket.SocketState.ConnectedState

    # --- the connection ---------------------------------------------------------------------------------------

    def _open(self) -> None:
        if self._done:
            return
        self._socket.abort()  # (before the new attempt: what it breaks belongs to the one before)
        self._attempt += 1
        self._frames = p.Frames()
        self.welcome = None
        self._timeout.start()
        self._socket.connectToHost(*self._target)

    def _connected(self) -> None:
        self._timeout.stop()
        hello = p.Hello(protocol=p.PROTOCOL, program=__version__, code=self._code, name=self._name, token=self.token)
        self._socket.write(p.encode(hello))

    def _read(self) -> None:
        try:
            bodies = self._frames.feed(bytes(self._socket.readAll().data()))
            for body in bodies:
                if self._done:
                    return
                self._receive(p.host_message(body))
        except p.ProtocolError:
            self._finish("garbled")

    def _receive(self, message: p.Message) -> None:
        if isinstance(message, p.Welcome):
            self.welcome, self.token, self._until = message, message.token, None
            self.welcomed.emit(message)
        elif isinstance(message, p.Refused):
            self.refusal = message.reason
            self.refused.emit(message.reason)
            self._finish("refused")
        elif isinstance(message, p.Seats):
            self.seats = message
            self.seats_changed.emit(message)
        elif isinstance(message, p.StateMessage):
            self.state = message
            self.state_arrived.emit(message)
        elif isinstance(message, p.Rejected):
            self.move_rejected.emit(message)
        elif isinstance(message, p.End):
            self.end = message
            self.ended.emit(message)
            self._finish("game_over")

    def _broken(self) -> None:
        """The connection failed or broke (once per attempt): come back with the token, or say it has ended."""
        if self._done or self._failed == self._attempt:
            return
        self._failed = self._attempt
        self._timeout.stop()
        self.welcome = None
        if self.token is not None and self.retry > 0:
            now = time.monotonic()
            if self._until is None:
                self._until = now + self.retry
                self.reconnecting.emit()
            if now < self._until:
                self._again.start()
                return
        self._finish("host_gone" if self.token is not None else "unreachable")

    def _finish(self, reason: str) -> None:
        if self._done:
            return
        self._done = True
        self._timeout.stop()
        self._again.stop()
        self._socket.abort()
        self.closed.emit(reason)
