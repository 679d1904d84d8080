"""The headless client of `thurntaxis join`: a computer player of a chosen level plays one seat of a hosted game.

It sends only its seat's moves, in the game's notation, and decides from what the host sends its seat (the
observation rebuilt from JSON by `Game.observation_from_json`): it never sees more than a person at that seat.
asyncio for the same reason as the host (`thurntaxis.net.server`): no Qt needed, one thread, the bot's thinking
in a worker thread.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from thurntaxis import __version__
from thurntaxis.games import GAMES, Bot, Game
from thurntaxis.net import protocol as p
from thurntaxis.net.connection import Link, StreamPipe
from thurntaxis.records import write_atomically

CONNECT_TIMEOUT = 10.0

# What a refusal's code means, for the one line `join` prints (the window translates the codes itself).
REFUSAL_TEXT = {
    "other_version": "the host runs another version of the program",
    "wrong_code": "the join code is wrong",
    "unknown_token": "the seat to come back to is not known to this game",
    "room_full": "every seat of the game is taken",
    "bad_name": "the name is empty",
    "game_over": "the game is over",
    "name_taken": "another player at the table has that name",
    "busy": "the host is busy (too many wrong codes came lately): try again in a minute",
    "seat_elsewhere": "the seat came back on another connection, with its token",
}


class JoinFailed(Exception):
    """Why the client stopped before the game's end: one line, and the exit status it stands for."""

    def __init__(self, line: str, status: int) -> None:
        super().__init__(line)
        self.line, self.status = line, status


class Lost(Exception):
    """The connection went (or could not be made) before the game's end: one line."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


RETRY_PAUSE = 0.5  # seconds between tries to come back
EXIT_HOST = 4  # the host went away or sent what is not a message
EXIT_REFUSED = 5  # the host refused the join
EXIT_BAD_INPUT = 2  # a level the host's game does not have, a game this program does not play


@dataclass
class Outcome:
    """How the game ended, as the client saw it."""

    seat: int
    end: p.End
    moves: int


class Player:
    """One seat's computer player on a connection (see the module docstring)."""

    def __init__(
        self,
        code: str,
        name: str,
        level: str,
        token_file: Path | None = None,
        transcript: BinaryIO | None = None,
        seed: int = 0,
        retry: float = 0.0,
    ) -> None:
        self.code, self.name, self.level = code, name, level
        self.token_file, self.transcript, self.seed = token_file, transcript, seed
        self.seat = -1
        self.game: Game[Any, Any] | None = None
        self.bot: Bot | None = None
        self.answered = -1
        self.moves = 0
        self.retry = retry
        self.token: str | None = None
        self._welcomed = False

    def _token(self) -> str | None:
        if self.token is None and self.token_file is not None and self.token_file.is_file():
            self.token = self.token_file.read_text(encoding="utf-8").strip() or None
        return self.token

    async def play(self, host: str, port: int) -> Outcome:
        """Join the game at `host`:`port` and play the seat to the end; `JoinFailed` when that cannot be. A lost
        connection is tried again with the seat's token for `retry` seconds (after each loss)."""
        loop = asyncio.get_running_loop()
        until: float | None = None
        while True:
            try:
                return await self._session(host, port)
            except Lost as lost:
                if self.token is None or self.retry <= 0:
                    raise JoinFailed(lost.line, EXIT_HOST) from None
                if self._welcomed or until is None:  # lost after being seated: a new wait begins
                    until = loop.time() + self.retry
                if loop.time() >= until:
                    raise JoinFailed(lost.line, EXIT_HOST) from None
                await asyncio.sleep(RETRY_PAUSE)

    async def _session(self, host: str, port: int) -> Outcome:
        """One connection: hello, then play until the end; `Lost` when the connection goes."""
        self._welcomed = False
        self.answered = -1  # (a move sent just before a loss is sent again: the host refuses a copy as stale)
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), CONNECT_TIMEOUT)
        except ConnectionRefusedError:
            raise Lost(f"cannot reach {host}:{port}: nobody serves a game there") from None
        except OSError as exc:  # (a timeout, no route, a name that does not resolve)
            raise Lost(f"cannot reach {host}:{port}: {exc.strerror or 'no answer'}") from None
        link = Link(StreamPipe(writer), f"{host}:{port}")
        try:
            token = self._token()
            link.send(p.Hello(protocol=p.PROTOCOL, program=__version__, code=self.code, name=self.name, token=token))
            while True:
                data = await reader.read(p.MAX_MESSAGE)
                if not data:
                    raise Lost("the host closed the connection before the game's end")
                for body in link.frames.feed(data):
                    if self.transcript is not None:
                        self.transcript.write(body + b"\n")
                        self.transcript.flush()
                    outcome = await self._receive(p.host_message(body), link)
                    if outcome is not None:
                        return outcome
        except p.ProtocolError as exc:
            raise JoinFailed(f"the host sent something that is not a message ({exc})", EXIT_HOST) from None
        except OSError as exc:
            raise Lost(f"the connection to the host broke ({type(exc).__name__})") from None
        finally:
            link.close()

    async def _receive(self, message: p.Message, link: Link) -> Outcome | None:
        if isinstance(message, p.Refused):
            why = REFUSAL_TEXT.get(message.reason, message.reason)
            raise JoinFailed(f"the host refused to seat you: {why}", EXIT_REFUSED)
        if isinstance(message, p.Welcome):
            self._welcome(message)
        elif isinstance(message, p.StateMessage):
            self.moves = message.number
            mine = message.to_move == self.seat and not message.over
            if mine and message.number > self.answered and self.game is not None:
                move = await asyncio.to_thread(self._decide, message.observation)
                self.answered = message.number
                link.send(p.PlayMove(number=message.number, move=move))
        elif isinstance(message, p.End):
            return Outcome(self.seat, message, self.moves)
        return None

    def _welcome(self, message: p.Welcome) -> None:
        if message.game not in GAMES:
            raise JoinFailed(f"the host plays '{message.game}', which this program does not play", EXIT_BAD_INPUT)
        self.seat, self.token, self._welcomed = message.seat, message.token, True
        self.game = GAMES[message.game].load()
        if self.level not in self.game.bot_levels:
            levels = ", ".join(self.game.bot_levels)
            raise JoinFailed(f"{GAMES[message.game].name} has no level '{self.level}' ({levels})", EXIT_BAD_INPUT)
        self.bot = self.game.make_bot(self.level, seed=self.seed)
        if self.token_file is not None:  # (the seat's secret, readable by its owner only: written atomically)
            try:
                write_atomically(self.token_file, message.token + "\n")
            except OSError as exc:
                why = exc.strerror or type(exc).__name__
                raise JoinFailed(f"cannot write the seat file {self.token_file}: {why}", EXIT_BAD_INPUT) from None

    def _decide(self, data: dict[str, Any]) -> str:
        assert self.game is not None and self.bot is not None
        try:
            observation = self.game.observation_from_json(data)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise JoinFailed(f"the host sent a position this program cannot read ({exc})", EXIT_HOST) from None
        return str(self.bot.choose(observation))
