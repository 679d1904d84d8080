"""The headless host of `thurntaxis serve`: the room (`thurntaxis.net.room`) behind a TCP server.

Why asyncio: the headless host must run where Qt is not installed or has no display (a server everyone can reach),
so it cannot need QtNetwork; asyncio is in the standard library, serves many connections on one thread, and
that one thread is what the room asks for (it is not thread-safe: every call to it happens on the event loop;
only a computer player's thinking runs in a worker thread, and its move comes back to the loop). The window
drives the same room, `Hosting` and `protocol.Frames` from QTcpServer on Qt's event loop instead; what is left
here is only the connections, the timers and the thread.

Every connection comes in through the `Door` (which makes room for players by closing the oldest connections
that have not said hello), must say hello within the door's time and keep to its `RateLimit` (moves the room
accepts do not count), and is closed, with its reason logged, at its first message that is not one of the
protocol or over that limit: the game goes on for the others, and a seat whose connection closes stays its
player's. Wrong join codes from one network are answered later and later, one at a time, and the room checks only so
many codes a minute, whatever their addresses (both the door's).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from thurntaxis.net import protocol as p
from thurntaxis.net.connection import Guest, Guests, StreamPipe
from thurntaxis.net.door import BACKLOG, CLOSE_TIMEOUT, incoming
from thurntaxis.net.hosting import Hosting
from thurntaxis.net.room import ComputerTurn, Joined, Room

log = logging.getLogger("thurntaxis.net")


class Connection(Guest):
    """One client's connection (`Guest`: its seat once it joined, its frame reader and rate limit) on its streams."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address, port = (str(peer[0]), peer[1]) if isinstance(peer, tuple) else ("?", "?")
        super().__init__(StreamPipe(writer), address, port)
        self.reader, self.writer = reader, writer


class Host:
    """Serves one room until its game ends (see the module docstring): the connections, the timers and the
    computer players' thread around `Hosting`, which does the rest."""

    def __init__(
        self,
        room: Room,
        record: Path | None = None,
        takeover: float | None = None,
        takeover_level: str = "easy",
        save: Path | None = None,
    ) -> None:
        self.room = room
        self.guests: Guests[Connection] = Guests()
        self.door = self.guests.door
        self.hosting = Hosting(room, self.guests.send, self._think, record, save)
        self.takeover, self.takeover_level = takeover, takeover_level
        self._tasks: set[asyncio.Task[None]] = set()
        self.finished = asyncio.Event()

    @property
    def failure(self) -> str:
        """Why the game's end could not be kept or the game could not go on (one line), or ""."""
        return self.hosting.failure

    async def serve(self, bind: str, port: int, ready: asyncio.Future[int] | None = None) -> None:
        """Listen on `bind`:`port` (0: any free port, given to `ready`) until the game has ended."""
        server = await asyncio.start_server(self._handle, bind, port, limit=p.MAX_MESSAGE, backlog=BACKLOG)
        async with server:
            bound = server.sockets[0].getsockname()[1]
            if ready is not None:
                ready.set_result(int(bound))
            self._after(self.hosting.changed())  # a room of computer players only starts at once
            await self.finished.wait()
            for conn in list(self.guests.connections):
                with contextlib.suppress(OSError):  # (a closed connection, a timed-out last word)
                    await asyncio.wait_for(conn.writer.drain(), CLOSE_TIMEOUT)
            self.guests.close_all()

    def _after(self, ended: bool) -> None:
        if ended:
            self.finished.set()

    def _think(self, turn: ComputerTurn) -> None:
        self._start(self._computer(turn))

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _computer(self, turn: ComputerTurn) -> None:
        try:
            move: str | None = str(await asyncio.to_thread(turn.bot.choose, turn.observation))
        except Exception:  # a mistake of this program's: `Hosting` ends the game and says why
            log.exception("the computer player of seat %d failed", turn.seat)
            move = None
        self._after(self.hosting.computer_moved(turn, move))

    # --- connections

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer)
        if self.finished.is_set():
            conn.close()
            return
        # One turn of the loop first: what it sent with its connection is read by then, so that its hello is taken
        # in the same step as its place (the connections accepted with it come in first, and a crowd of them could
        # otherwise make it the oldest waiting connection before it was read).
        await asyncio.sleep(0)
        admission = self.door.arrive(conn, conn.address)
        for old in admission.drop:
            old.close()  # (counted in the door's log, not a line each)
        if not admission.admitted:
            conn.close()
            return
        self.guests.connections.append(conn)
        try:
            await self._converse(conn)
        except p.ProtocolError as exc:
            if conn.seat is None:  # (a stranger's: counted in the door's log, not a line each)
                self.door.turned(f"closed before hello: {exc.reason}")
                conn.close()
            else:
                conn.close(str(exc))
        except OSError:  # (a lost connection, a timed-out last word)
            conn.close("connection lost")
        except Exception:  # a mistake of this program's: that connection goes, the game goes on for the others
            log.exception("closing the connection of %s after an error of the host", conn.name)
            conn.close()
        finally:
            seat = self.guests.gone(conn)
            if seat is not None:
                self._seat_left(seat)

    async def _converse(self, conn: Connection) -> None:
        loop = asyncio.get_running_loop()
        hello_timeout = self.door.hello_timeout()
        hello_by = loop.time() + hello_timeout
        while not conn.closed:
            try:
                timeout = None if conn.seat is not None else max(0.0, hello_by - loop.time())
                data = await asyncio.wait_for(conn.reader.read(p.MAX_MESSAGE), timeout)
            except TimeoutError:
                raise p.ProtocolError("no_hello", f"nothing for {hello_timeout:g} seconds") from None
            if not data:
                return
            for body in conn.frames.feed(data):
                await self._receive(conn, incoming(conn.seat, body, conn.limit))
                if conn.closed:
                    return

    async def _receive(self, conn: Connection, message: p.Hello | p.PlayMove) -> None:
        if isinstance(message, p.Hello):
            await self._hello(conn, message)
            return
        assert conn.seat is not None  # (`incoming` saw to it)
        if self.hosting.moved(conn.seat, message):
            conn.limit.refund()
        self._after(self.hosting.ended)

    async def _hello(self, conn: Connection, hello: p.Hello) -> None:
        if not self.door.may_check(hello, self.room):
            await self._refuse(conn, p.Refused(reason="busy"))
            return
        result = self.hosting.join(hello)
        wait = self.door.answered("" if isinstance(result, Joined) else result.reason, conn.address)
        if not isinstance(result, Joined):
            await asyncio.sleep(wait)
            log.info("refused %s: %s", conn.name, result.reason)
            await self._refuse(conn, p.Refused(reason=result.reason, detail=result.detail))
            return
        self.guests.seat(conn, result, self.room)
        self._after(self.hosting.changed())

    async def _refuse(self, conn: Connection, refused: p.Refused) -> None:
        if conn.closed:  # (it made room for another while it waited for its answer)
            return
        conn.send(refused)
        await asyncio.wait_for(conn.writer.drain(), CLOSE_TIMEOUT)
        conn.close()

    def _seat_left(self, seat: int) -> None:
        if self.finished.is_set():
            return
        if self.takeover is not None and self.room.started:
            self._start(self._take_over(seat, self.takeover))
        self._after(self.hosting.left(seat))

    async def _take_over(self, seat: int, after: float) -> None:
        await asyncio.sleep(after)
        self._after(self.hosting.take_over(seat, self.takeover_level))
