"""One connection's sending and closing, written once for both transports (asyncio here: `thurntaxis serve` and
`thurntaxis join`; QtNetwork in the window: `thurntaxis.netui.qthost`), and a host's guests: who sits where, a seat
taken up again on another connection, a connection gone.

A transport gives only its `Pipe` (write bytes, say how many still wait to go out, shut, whether it is still
there); `Link` does the rest: every message framed (`protocol.encode`), a peer that does not read closed as too
slow once more than `door.MAX_BUFFERED` bytes wait, and a close that happens once, with its reason logged. No Qt
here: the window's transport adapts its socket to a `Pipe`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Generic, Protocol, TypeVar

from thurntaxis.net import protocol as p
from thurntaxis.net.door import MAX_BUFFERED, Door, welcome
from thurntaxis.net.guard import RateLimit
from thurntaxis.net.room import Joined, Room

log = logging.getLogger("thurntaxis.net")


class Pipe(Protocol):
    """A transport's side of one connection."""

    def write(self, data: bytes) -> None:
        """Queue `data` to go out."""

    def waiting(self) -> int:
        """How many bytes wait to go out."""

    def shut(self) -> None:
        """Close the connection, what was written going out first."""

    def alive(self) -> bool:
        """Whether the connection is still there to write to (a socket closed by the other side may be gone)."""


class StreamPipe:
    """An asyncio stream's writer as a `Pipe`."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer

    def write(self, data: bytes) -> None:
        self.writer.write(data)

    def waiting(self) -> int:
        return int(self.writer.transport.get_write_buffer_size())

    def shut(self) -> None:
        self.writer.close()

    def alive(self) -> bool:
        return True


class Link:
    """One connection of either transport: its frame reader, what it sends and its close (once)."""

    def __init__(self, pipe: Pipe, name: str) -> None:
        self.pipe, self.name = pipe, name
        self.frames = p.Frames()
        self.closed = False

    def send(self, message: p.Message) -> None:
        """Send `message` (nothing once closed); a peer that lets too much wait is closed as too slow."""
        if self.closed or not self.pipe.alive():
            return
        self.pipe.write(p.encode(message))
        if self.pipe.waiting() > MAX_BUFFERED:
            self.close("too_slow")

    def close(self, reason: str = "") -> None:
        """Close the connection, once (`reason`: logged as a warning)."""
        if self.closed:
            return
        if reason:
            log.warning("closing the connection of %s: %s", self.name, reason)
        self.closed = True
        if self.pipe.alive():
            self.pipe.shut()


class Guest(Link):
    """A connection to a host: from its address, its seat once it joined, its rate limit."""

    def __init__(self, pipe: Pipe, address: str, port: object) -> None:
        super().__init__(pipe, f"{address}:{port}")
        self.address = address
        self.seat: int | None = None
        self.limit = RateLimit()


G = TypeVar("G", bound=Guest)


class Guests(Generic[G]):
    """A host's connections (`connections`, in the order they came) and who sits at which seat (`by_seat`), behind
    its `door`."""

    def __init__(self) -> None:
        self.connections: list[G] = []
        self.by_seat: dict[int, G] = {}
        self.door: Door[G] = Door()

    def send(self, seat: int, message: p.Message) -> None:
        """Send `message` to the connection at `seat`, if one is there."""
        conn = self.by_seat.get(seat)
        if conn is not None:
            conn.send(message)

    def seat(self, conn: G, joined: Joined, room: Room) -> None:
        """`conn` took its seat (`joined`): the same seat's connection before, if any, is told why it goes; `conn`
        is welcomed."""
        old = self.by_seat.get(joined.seat)
        if old is not None:  # (the same token on another connection: the old one is told why)
            old.send(p.Refused(reason="seat_elsewhere"))
            old.close("its seat came back on another connection")
        self.door.seated(conn)
        conn.seat = joined.seat
        self.by_seat[joined.seat] = conn
        log.info("%s %s seat %d", conn.name, "resumed" if joined.resumed else "took", joined.seat)
        conn.send(welcome(room, joined))

    def gone(self, conn: G) -> int | None:
        """`conn` closed (either side): the seat it leaves unconnected, if it sat at one (it stays its player's)."""
        conn.close()
        self.door.gone(conn)
        if conn in self.connections:
            self.connections.remove(conn)
        seat = conn.seat
        if seat is None or self.by_seat.get(seat) is not conn:
            return None
        del self.by_seat[seat]
        return seat

    def close_all(self) -> None:
        """Close every connection (the game is over, or the host stops)."""
        for conn in list(self.connections):
            conn.close()
        self.door.flush()
