"""What every transport does around a room, without any input or output of its own: start the game when every
seat is taken, hand the room's messages to the transport, let the computer players think, keep the host's save and
the finished game's record, and give a vanished seat to the computer when the transport's timer says so.

A transport (the asyncio one of `thurntaxis serve`, the QtNetwork one the window will have) owns the connections,
a timer and a worker thread; it calls `Hosting`'s methods on its one event-loop thread, and `Hosting` calls back
`send` (a message for a seat: the transport sends it on that seat's connection, if it has one) and `think` (a
computer turn: the transport runs `turn.bot.choose(turn.observation)` off its thread and brings the move back to
`computer_moved`). Every method returns whether the game has just ended: the transport then closes up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from thurntaxis.net import hostsave
from thurntaxis.net import protocol as p
from thurntaxis.net.room import REMOTE, ComputerTurn, Joined, Refusal, Room
from thurntaxis.records import write_atomically

log = logging.getLogger("thurntaxis.net")


class Hosting:
    """A room and the duties around it (see the module docstring)."""

    def __init__(
        self,
        room: Room,
        send: Callable[[int, p.Message], None],
        think: Callable[[ComputerTurn], None],
        record: Path | None = None,
        save: Path | None = None,
        auto_start: bool = True,
    ) -> None:
        self.room, self.send, self.think = room, send, think
        self.auto_start = auto_start  # False: the game starts when the host says so (`begin`), not when full
        self.record, self.save = record, save
        self.thinking = False
        self.ended = False
        self.failure = ""  # why the game's end could not be kept, or the game could not go on (one line)
        self._saved: tuple[int, tuple[str, ...]] | None = None

    def join(self, hello: p.Hello) -> Joined | Refusal:
        """A client said hello: the room's answer (the transport sends `Welcome` or `Refused`, then calls
        `changed`)."""
        return self.room.join(hello)

    def moved(self, seat: int, message: p.PlayMove) -> bool:
        """A move came from the connection of `seat`: whether the room accepted it (a refusal goes back to it)."""
        refusal = self.room.play(seat, message.number, message.move)
        if refusal is not None:
            self.room.refuse_move(seat, message, refusal)
        self.changed()
        return refusal is None

    def left(self, seat: int) -> bool:
        """The connection of `seat` went: the seat stays its player's, marked not connected."""
        if self.ended:
            return True
        self.room.leave(seat)
        log.info("seat %d is not connected", seat)
        return self.changed()

    def take_over(self, seat: int, level: str) -> bool:
        """The transport's wait for a vanished seat is over: a computer player of `level` takes the seat if its
        player is still away."""
        seat_now = self.room.seats[seat]
        if seat_now.kind == REMOTE and not seat_now.connected and self.room.started and not self.room.over:
            log.info("seat %d goes to a computer player (%s)", seat, level)
            self.room.hand_to_computer(seat, level)
        return self.changed()

    def computer_moved(self, turn: ComputerTurn, move: str | None) -> bool:
        """The move a computer player chose (None: it failed, and the game cannot go on)."""
        self.thinking = False
        if move is None:
            log.error("the computer player of seat %d failed", turn.seat)
            self.failure = f"the computer player of seat {turn.seat} failed: the game cannot go on"
            self.ended = True
            return True
        refusal = self.room.play(turn.seat, turn.number, move)
        if refusal is not None:  # (the seat changed hands while it thought: the room refused it, nothing changed)
            log.warning("a computer move of seat %d was refused: %s", turn.seat, refusal.reason)
        return self.changed()

    def begin(self) -> bool:
        """The host starts the game (every seat taken; see `auto_start`)."""
        if not self.room.started and self.room.ready and not self.ended:
            self.room.start()
            log.info("the game starts")
        return self.changed()

    def changed(self) -> bool:
        """After anything happened: start when every seat is taken, keep the save, then send what the room has to
        say, let a computer player move, and finish at the end."""
        if self.ended:
            return True
        room = self.room
        if not room.started and room.ready and self.auto_start:
            room.start()
            log.info("the game starts")
        self._autosave()  # first: nobody is told of a position the save does not hold (kill -9 loses nothing seen)
        for seat, message in room.drain():
            self.send(seat, message)
        if room.over:
            self._finish()
            return True
        if not self.thinking:
            turn = room.computer_turn()
            if turn is not None:
                self.thinking = True
                self.think(turn)
        return False

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
        self.ended = True
        if self.record is not None:
            try:
                write_atomically(self.record, self.room.record_text())
            except OSError as exc:
                self.failure = f"cannot write the record {self.record}: {exc.strerror or exc}"
        scores = self.room.game.scores(self.room.state)
        log.info("the game is over after %d moves: scores %s", len(self.room.moves), scores)
