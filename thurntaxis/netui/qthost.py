"""The window's host transport: the room (`thurntaxis.net.room`) and its duties (`thurntaxis.net.hosting`) behind a
QTcpServer.

Why QtNetwork in the window: it runs on Qt's event loop, the loop the window already turns, so the room is only
ever touched on the GUI thread (it is not thread-safe) with no second loop or thread to hand messages across;
only a computer player's thinking runs on a worker thread (`thurntaxis.kit.computer`), and its move comes back
as a signal. `thurntaxis serve` uses asyncio instead because it must run without Qt. Both read with the same
`protocol.Frames`, guard with the same `thurntaxis.net.door` and `thurntaxis.net.guard`, and leave the rest to
`Hosting`: what is left here is only the sockets and the timers.

The host's own person (a `PERSON` seat) has no connection: the window's table follows the room's moves (`moved`)
and plays the person's own (`person_moved`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid

from thurntaxis.kit.computer import ComputerThread
from thurntaxis.net import door
from thurntaxis.net import protocol as p
from thurntaxis.net.connection import Guest, Guests
from thurntaxis.net.hosting import Hosting
from thurntaxis.net.room import PERSON, ComputerTurn, Joined, Room

log = logging.getLogger("thurntaxis.net")


class SocketPipe:
    """A QTcpSocket as the `thurntaxis.net.connection.Pipe` of a connection. The socket goes once it is closed:
    the server's children would pile up otherwise (a crowd left hundreds, and deleting them with the room froze
    the window for two minutes)."""

    def __init__(self, socket: QTcpSocket) -> None:
        self.socket = socket
        socket.disconnected.connect(socket.deleteLater)

    def write(self, data: bytes) -> None:
        self.socket.write(data)

    def waiting(self) -> int:
        return int(self.socket.bytesToWrite())

    def shut(self) -> None:
        self.socket.disconnectFromHost()  # what was written still goes out first
        QTimer.singleShot(int(door.CLOSE_TIMEOUT * 1000), self.socket, self.socket.abort)

    def alive(self) -> bool:
        return isValid(self.socket)  # (not when closed by the other side, and deleted)


class _Connection(Guest):
    """One client's socket (`Guest`: its seat once it joined, its frame reader and rate limit) and hello timer."""

    def __init__(self, socket: QTcpSocket) -> None:
        super().__init__(SocketPipe(socket), socket.peerAddress().toString(), socket.peerPort())
        self.socket = socket
        self.answering = False  # a refusal is on its way (after the wrong-code wait): nothing more is read
        self.hello_timer = QTimer(socket)  # (the socket's child: it lives as long as the socket's signals)
        self.hello_timer.setSingleShot(True)

    def close(self, reason: str = "") -> None:
        if isValid(self.hello_timer):  # (gone with its socket, once that was closed and deleted)
            self.hello_timer.stop()
        super().close(reason)


class QtHost(QObject):
    """Serves one room on Qt's event loop (see the module docstring). `seats_changed` and `moved` carry the
    room's news for the window; `ended` says the game is over."""

    seats_changed = Signal(object)  # `protocol.Seats`, whenever a seat changes (also before the start)
    moved = Signal(int, str)  # a seat and its move (notation), for every move the room took, in order
    ended = Signal()

    def __init__(
        self,
        room: Room,
        save: Path | None = None,
        takeover: float | None = None,
        takeover_level: str = "easy",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.room = room
        self.guests: Guests[_Connection] = Guests()
        self.door = self.guests.door
        self.hosting = Hosting(room, self._send, self._think, None, save, auto_start=False)
        self.takeover, self.takeover_level = takeover, takeover_level
        self.server = QTcpServer(self)
        self.server.setMaxPendingConnections(door.MAX_CONNECTIONS)
        self.server.setListenBacklogSize(2 * door.BACKLOG)  # (a crowd of 200 filled 128 and timed out a friend)
        self.server.newConnection.connect(self._accept)
        self._computer = ComputerThread(self)
        self._computer.done.connect(self._computer_done)
        self._turn: ComputerTurn | None = None
        self._told: p.Seats | None = None
        self._told_moves = len(room.moves)
        self.person = next((n for n, seat in enumerate(room.seats) if seat.kind == PERSON), None)

    # --- listening

    def listen(self, port: int, address: QHostAddress | None = None) -> bool:
        """Listen on `port` (0: any free one; `port()` says which) of every address of this machine (or
        `address`); False when that cannot be (`error()` says why)."""
        where = address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(where, port):
            return False
        self.room.port = self.port()  # (kept in the room's save: a resumed game opens there again)
        return True

    def port(self) -> int:
        return int(self.server.serverPort())

    def error(self) -> str:
        return str(self.server.errorString())

    def begin(self) -> None:
        """The host starts the game (every seat is taken)."""
        self._after(self.hosting.begin())

    def hand_to_computer(self, seat: int, level: str) -> None:
        """A computer player of `level` plays `seat` from now on (a friend who does not come back to a kept game)."""
        conn = self.guests.by_seat.pop(seat, None)
        if conn is not None:
            conn.close("its seat went to a computer player")
        self.room.hand_to_computer(seat, level)
        self._after(self.hosting.changed())

    def close(self) -> None:
        """Stop serving: every connection is closed (the players see the host go), the thinking dropped."""
        self._computer.stop()
        self.server.close()
        self.guests.close_all()
        self.hosting.ended = True

    def person_moved(self, seat: int, move: str) -> bool:
        """The host's own person made `move` at the table: the room checks it like any other; whether it took it."""
        if self.hosting.ended:
            return False
        accepted = self.hosting.moved(seat, p.PlayMove(number=len(self.room.moves), move=move))
        self._after(self.hosting.ended, seat)
        return accepted

    def _after(self, ended: bool, seat: int = -1) -> None:
        """After the room was told something (by `seat`, when it may have moved): say its new move, its seats, its
        end."""
        while self._told_moves < len(self.room.moves):  # (at most one move per message)
            self._told_moves += 1
            self.moved.emit(seat, self.room.moves[self._told_moves - 1])
        self._tell_seats()
        if ended:
            self.close()
            self.ended.emit()

    # --- the room's messages and its computer players

    def _send(self, seat: int, message: p.Message) -> None:
        if seat == self.person:  # (the host's own seat sees the room's game at the table: `moved`)
            return
        self.guests.send(seat, message)

    def seats(self) -> p.Seats:
        """The seats as everyone sees them now."""
        return p.Seats(
            seats=[
                p.SeatInfo(name=s.name, kind=s.kind, taken=s.taken, connected=s.connected or s.kind != "remote")
                for s in self.room.seats
            ],
            started=self.room.started,
        )

    def _tell_seats(self) -> None:
        seats = self.seats()
        if seats != self._told:
            self._told = seats
            self.seats_changed.emit(seats)

    def _think(self, turn: ComputerTurn) -> None:
        self._turn = turn
        bot, observation = turn.bot, turn.observation
        self._computer.ask(lambda stop: bot.choose(observation, should_stop=stop))

    def _computer_done(self, move: object, error: object) -> None:
        turn, self._turn = self._turn, None
        if turn is None:
            return
        if error is not None:
            log.error("the computer player of seat %d failed: %s", turn.seat, error)
        self._after(self.hosting.computer_moved(turn, None if move is None else str(move)), turn.seat)

    # --- connections

    def _accept(self) -> None:
        for _ in range(door.ACCEPT_AT_ONCE):  # (then the loop reads what those said: a friend's hello is read
            if not self.server.hasPendingConnections():  # before a crowd behind her makes her the oldest)
                return
            socket = self.server.nextPendingConnection()
            conn = _Connection(socket)
            if self.hosting.ended:
                conn.close("game over")
                continue
            admission = self.door.arrive(conn, conn.address)
            for old in admission.drop:
                self._fail(old, "")  # (counted in the door's log, not a line each)
            if not admission.admitted:
                conn.close()
                continue
            self.guests.connections.append(conn)
            socket.disconnected.connect(lambda c=conn: self._gone(c))  # (also when the wait below finds it closed)
            # What it said already is read at once (a crowd behind it could make it the oldest waiting connection
            # before the loop came back to it); before the other signals are connected, since a wait of 0 ms for
            # nothing sets the socket's harmless time-out error.
            said = socket.bytesAvailable() > 0 or socket.waitForReadyRead(0)
            if conn.closed:
                continue
            socket.readyRead.connect(lambda c=conn: self._read(c))
            socket.errorOccurred.connect(lambda _e, c=conn: self._error(c))
            conn.hello_timer.timeout.connect(lambda c=conn: self._fail(c, "no_hello"))
            conn.hello_timer.start(int(self.door.hello_timeout() * 1000))
            if said or socket.bytesAvailable():
                self._read(conn)
        if self.server.hasPendingConnections():
            QTimer.singleShot(0, self, self._accept)

    def _read(self, conn: _Connection) -> None:
        if conn.closed or conn.answering:
            return
        try:
            for body in conn.frames.feed(bytes(conn.socket.readAll().data())):
                self._receive(conn, door.incoming(conn.seat, body, conn.limit))
                if conn.closed or conn.answering:
                    return
        except p.ProtocolError as exc:
            self._fail(conn, str(exc))
        except Exception:  # a mistake of this program's: that connection goes, the game goes on for the others
            log.exception("closing the connection of %s after an error of the host", conn.name)
            self._fail(conn, "")

    def _receive(self, conn: _Connection, message: p.Hello | p.PlayMove) -> None:
        if isinstance(message, p.Hello):
            self._hello(conn, message)
            return
        assert conn.seat is not None  # (`door.incoming` saw to it)
        if self.hosting.moved(conn.seat, message):
            conn.limit.refund()
        self._after(self.hosting.ended, conn.seat)

    def _hello(self, conn: _Connection, hello: p.Hello) -> None:
        if not self.door.may_check(hello, self.room):
            conn.answering = True
            conn.hello_timer.stop()
            self._refuse(conn, p.Refused(reason="busy"))
            return
        result = self.hosting.join(hello)
        if not isinstance(result, Joined):
            log.info("refused %s: %s", conn.name, result.reason)
            refused = p.Refused(reason=result.reason, detail=result.detail)
            wait = self.door.answered(result.reason, conn.address)
            conn.answering = True
            conn.hello_timer.stop()
            QTimer.singleShot(int(wait * 1000), lambda: self._refuse(conn, refused))
            return
        self.door.answered("", conn.address)
        conn.hello_timer.stop()
        self.guests.seat(conn, result, self.room)
        self._after(self.hosting.changed())

    def _refuse(self, conn: _Connection, refused: p.Refused) -> None:
        if conn.closed:  # (it made room for another while it waited for its answer)
            return
        conn.send(refused)
        conn.close()

    def _fail(self, conn: _Connection, reason: str) -> None:
        if conn.seat is None and reason:  # (a stranger's: counted in the door's log, not a line each)
            self.door.turned(f"closed before hello: {reason.split(':')[0]}")
            reason = ""
        conn.close(reason)
        self._gone(conn)

    def _error(self, conn: _Connection) -> None:
        if conn.socket.error() != QAbstractSocket.SocketError.RemoteHostClosedError:
            log.info("the connection of %s broke: %s", conn.name, conn.socket.errorString())
        self._fail(conn, "")

    def _gone(self, conn: _Connection) -> None:
        """A connection closed (either side): its seat, if it had one, stays its player's, not connected."""
        seat = self.guests.gone(conn)
        if seat is None or self.hosting.ended:
            return
        if self.takeover is not None and self.room.started:
            QTimer.singleShot(int(self.takeover * 1000), self, lambda: self._take_over(seat))
        self._after(self.hosting.left(seat))

    def _take_over(self, seat: int) -> None:
        if not self.hosting.ended:
            self._after(self.hosting.take_over(seat, self.takeover_level))
