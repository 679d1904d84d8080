"""The headless host of `thurntaxis serve`: the room (`thurntaxis.net.room`) behind a TCP server.

Why asyncio: the headless host must run where Qt is not installed or has no display (a server everyone can reach),
so it cannot need QtNetwork; asyncio is in the standard library, serves many connections on one thread, and
that one thread is what the room asks for (it is not thread-safe: every call to it happens on the event loop;
only a computer player's thinking runs in a worker thread, and its move comes back to the loop). The window
drives the same room and the same `protocol.Frames` from QTcpServer on Qt's event loop instead.

Every connection must say hello within `HELLO_TIMEOUT` seconds and keep to its `RateLimit` (moves the room
accepts do not count), and is closed, with its reason logged, at its first message that is not one of the
protocol or over that limit: the game goes on for the others, and a seat whose connection closes stays its
player's. Wrong join codes from one address are answered later and later, one at a time (`WrongCodes`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path

from thurntaxis.net import hostsave
from thurntaxis.net import protocol as p
from thurntaxis.net.guard import RateLimit, WrongCodes
from thurntaxis.net.room import REMOTE, ComputerTurn, Joined, Room
from thurntaxis.records import write_atomically

log = logging.getLogger("thurntaxis.net")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
MAX_CONNECTIONS = 64  # at once, all addresses together
MAX_WAITING_PER_ADDRESS = 8  # connections of one address not seated yet (so that one address cannot fill the rest)
MAX_BUFFERED = 1 << 20  # bytes waiting to go to a connection that does not read them: it is closed then
CLOSE_TIMEOUT = 5.0  # seconds to hand the last messages over before a connection is closed anyway


class Connection:
    """One client's connection: its seat once it joined, its own frame reader and rate limit."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        peer = writer.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) else "?"
        self.name = f"{self.address}:{peer[1]}" if isinstance(peer, tuple) else "?"
        self.seat: int | None = None
        self.frames = p.Frames()
        self.limit = RateLimit()
        self.closed = False

    def send(self, message: p.Message) -> None:
        if self.closed:
            return
        self.writer.write(p.encode(message))
        if self.writer.transport.get_write_buffer_size() > MAX_BUFFERED:
            self.close("too_slow")

    def close(self, reason: str = "") -> None:
        if not self.closed:
            if reason:
                log.warning("closing the connection of %s: %s", self.name, reason)
            self.closed = True
            self.writer.close()


class Host:
    """Serves one room until its game ends (see the module docstring)."""

    def __init__(
        self,
        room: Room,
        record: Path | None = None,
        takeover: float | None = None,
        takeover_level: str = "easy",
        save: Path | None = None,
    ) -> None:
        self.room = room
        self.save = save
        self._saved: tuple[int, tuple[str, ...]] | None = None
        self.record = record
        self.takeover, self.takeover_level = takeover, takeover_level
        self.connections: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}
        self.wrong_codes = WrongCodes()
        self._bot: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.finished = asyncio.Event()
        self.failure = ""  # why the game's end could not be kept (one line), if it could not

    async def serve(self, bind: str, port: int, ready: asyncio.Future[int] | None = None) -> None:
        """Listen on `bind`:`port` (0: any free port, given to `ready`) until the game has ended."""
        server = await asyncio.start_server(self._handle, bind, port, limit=p.MAX_MESSAGE)
        async with server:
            bound = server.sockets[0].getsockname()[1]
            if ready is not None:
                ready.set_result(int(bound))
            self._changed()  # a room of computer players only starts at once
            await self.finished.wait()
            for conn in list(self.connections):
                with contextlib.suppress(OSError):  # (a closed connection, a timed-out last word)
                    await asyncio.wait_for(conn.writer.drain(), CLOSE_TIMEOUT)
                conn.close()

    # --- connections

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer)
        if self.finished.is_set():
            conn.close()
            return
        waiting = sum(1 for c in self.connections if c.address == conn.address and c.seat is None)
        if len(self.connections) >= MAX_CONNECTIONS or waiting >= MAX_WAITING_PER_ADDRESS:
            conn.close("too many connections" if waiting < MAX_WAITING_PER_ADDRESS else "too many from one address")
            return
        self.connections.add(conn)
        try:
            await self._converse(conn)
        except p.ProtocolError as exc:
            conn.close(str(exc))
        except OSError:  # (a lost connection, a timed-out last word)
            conn.close("connection lost")
        except Exception:  # a mistake of this program's: that connection goes, the game goes on for the others
            log.exception("closing the connection of %s after an error of the host", conn.name)
            conn.close()
        finally:
            self.connections.discard(conn)
            conn.close()
            if conn.seat is not None and self.by_seat.get(conn.seat) is conn:
                del self.by_seat[conn.seat]
                self._seat_left(conn.seat)

    async def _converse(self, conn: Connection) -> None:
        loop = asyncio.get_running_loop()
        hello_by = loop.time() + HELLO_TIMEOUT
        while not conn.closed:
            try:
                timeout = None if conn.seat is not None else max(0.0, hello_by - loop.time())
                data = await asyncio.wait_for(conn.reader.read(p.MAX_MESSAGE), timeout)
            except TimeoutError:
                raise p.ProtocolError("no_hello", f"nothing for {HELLO_TIMEOUT:g} seconds") from None
            if not data:
                return
            for body in conn.frames.feed(data):
                if not conn.limit.allow():
                    raise p.ProtocolError("too_fast")
                await self._receive(conn, p.client_message(body))
                if conn.closed:
                    return

    async def _receive(self, conn: Connection, message: p.Hello | p.PlayMove) -> None:
        if isinstance(message, p.Hello):
            if conn.seat is not None:
                raise p.ProtocolError("unexpected", "a second hello")
            await self._hello(conn, message)
            return
        if conn.seat is None:
            raise p.ProtocolError("unexpected", "a move before hello")
        refusal = self.room.play(conn.seat, message.number, message.move)
        if refusal is None:
            conn.limit.refund()
        else:
            self.room.refuse_move(conn.seat, message, refusal)
        self._changed()

    async def _hello(self, conn: Connection, hello: p.Hello) -> None:
        result = self.room.join(hello)
        if not isinstance(result, Joined):
            if result.reason == "wrong_code":
                await asyncio.sleep(self.wrong_codes.failed(conn.address))
            log.info("refused %s: %s", conn.name, result.reason)
            conn.send(p.Refused(reason=result.reason, detail=result.detail))
            await asyncio.wait_for(conn.writer.drain(), CLOSE_TIMEOUT)
            conn.close()
            return
        old = self.by_seat.get(result.seat)
        if old is not None:
            old.close("its seat came back on another connection")
        conn.seat = result.seat
        self.by_seat[result.seat] = conn
        log.info("%s %s seat %d", conn.name, "resumed" if result.resumed else "took", result.seat)
        conn.send(
            p.Welcome(
                seat=result.seat,
                token=result.token,
                game=self.room.game_id,
                players=len(self.room.seats),
                resumed=result.resumed,
            )
        )
        self._changed()

    def _seat_left(self, seat: int) -> None:
        if self.finished.is_set():
            return
        self.room.leave(seat)
        log.info("seat %d is not connected", seat)
        if self.takeover is not None and self.room.started:
            task = asyncio.create_task(self._take_over(seat, self.takeover))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self._changed()

    async def _take_over(self, seat: int, after: float) -> None:
        await asyncio.sleep(after)
        if self.room.seats[seat].kind == REMOTE and not self.room.seats[seat].connected and not self.room.over:
            log.info("seat %d goes to a computer player (%s)", seat, self.takeover_level)
            self.room.hand_to_computer(seat, self.takeover_level)
            self._changed()

    # --- the game

    def _changed(self) -> None:
        """After anything happened: start when every seat is taken, send what the room has to say, let a computer
        player move, and finish at the end."""
        room = self.room
        if not room.started and room.ready:
            room.start()
            log.info("the game starts")
        for seat, message in room.drain():
            conn = self.by_seat.get(seat)
            if conn is not None:
                conn.send(message)
        self._autosave()
        if room.over:
            self._finish()
        elif self._bot is None:
            turn = room.computer_turn()
            if turn is not None:
                self._bot = asyncio.create_task(self._computer(turn))

    async def _computer(self, turn: ComputerTurn) -> None:
        try:
            move = await asyncio.to_thread(turn.bot.choose, turn.observation)
        except Exception:  # a mistake of this program's: the game cannot go on, and the host says so
            log.exception("the computer player of seat %d failed", turn.seat)
            self.failure = f"the computer player of seat {turn.seat} failed: the game cannot go on"
            self.finished.set()
            return
        self._bot = None
        seat = turn.seat
        refusal = self.room.play(seat, turn.number, str(move))
        if refusal is not None:  # (the seat changed hands while it thought: the room refused it, nothing changed)
            log.warning("a computer move of seat %d was refused: %s", seat, refusal.reason)
        self._changed()

    def _autosave(self) -> None:
        """Write the host's save when a move was made or a seat was taken (not for every refused message)."""
        if self.save is None:
            return
        key = (len(self.room.moves), tuple(seat.token for seat in self.room.seats))
        if key != self._saved:
            try:
                hostsave.write(self.save, self.room.save())
            except OSError as exc:  # the game goes on: the save is for later
                log.warning("cannot write the save %s: %s", self.save, exc.strerror or exc)
            self._saved = key

    def _finish(self) -> None:
        if self.finished.is_set():
            return
        if self.record is not None:
            try:
                write_atomically(self.record, self.room.record_text())
            except OSError as exc:
                self.failure = f"cannot write the record {self.record}: {exc.strerror or exc}"
        scores = self.room.game.scores(self.room.state)
        log.info("the game is over after %d moves: scores %s", len(self.room.moves), scores)
        self.finished.set()
