"""The messages of network play and how they travel: length-prefixed JSON, each validated by a pydantic model.

A message is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON, an object whose "type" names
its model; at most `MAX_MESSAGE` bytes. Nothing from the network is evaluated or unpickled: the bytes are decoded
as JSON (no NaN, no infinities, no nesting deeper than Python recurses) and validated strictly (no extra fields,
no "1" for 1). Anything else is a `ProtocolError` with a reason code, and the side that reads it closes that
connection. `Frames` cuts a byte stream into messages without doing any input or output itself, so the asyncio
transport of `thurntaxis serve` and the QtNetwork one of the window can share it.

The first message a client sends is `Hello`, naming `PROTOCOL`: a host of another protocol refuses it.
"""

from __future__ import annotations

import json
import struct
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL = 1  # the version of these messages; raised when one changes in a way an older program cannot read
MAX_MESSAGE = 64 * 1024  # bytes of one message's JSON
_HEADER = struct.Struct(">I")

# Why a host refuses a join (`Refused.reason`), why it refuses a move (`Rejected.reason`), and why a side closes
# a connection (`ProtocolError.reason`). The window turns these codes into translated text.
# "name_taken": another seat has that name; "busy": the host checks no more codes for now (too many wrong ones came
# lately), try again; "seat_elsewhere": sent to a seated connection whose seat came back on another one, with the
# same token (the other window of the same player, say), before it is closed.
REFUSALS = (
    "other_version",
    "wrong_code",
    "unknown_token",
    "room_full",
    "bad_name",
    "game_over",
    "name_taken",
    "busy",
    "seat_elsewhere",
)
REJECTIONS = ("not_started", "game_over", "not_your_turn", "stale", "notation", "illegal", "not_joined")
CLOSINGS = ("too_large", "not_json", "invalid", "unexpected", "too_fast", "no_hello", "too_slow")

Text = Annotated[str, Field(max_length=200)]
Short = Annotated[str, Field(max_length=64)]
Seat = Annotated[int, Field(ge=0, le=15)]


class Message(BaseModel):
    """What every message is: strict, closed (no fields but its own) and immutable."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# --- from a client to the host


class Hello(Message):
    """A client's first message: the join code, the player's name, and the seat token when it comes back."""

    type: Literal["hello"] = "hello"
    protocol: int
    program: Short = ""  # the program's version, for the host's log
    code: Short
    name: Text
    token: Short | None = None


class PlayMove(Message):
    """A move of the client's seat in the game's notation, made in the position after `number` moves."""

    type: Literal["move"] = "move"
    number: Annotated[int, Field(ge=0)]
    move: Short


# --- from the host to a client


class Welcome(Message):
    """A join was accepted: the seat, the token to come back with, the game and its number of players."""

    type: Literal["welcome"] = "welcome"
    seat: Seat
    token: Short
    game: Short
    players: Annotated[int, Field(ge=1, le=16)]
    resumed: bool = False


class Refused(Message):
    """A join was refused (a code of `REFUSALS`); the host closes the connection after it."""

    type: Literal["refused"] = "refused"
    reason: Short
    detail: Text = ""


class SeatInfo(Message):
    """One seat as everyone sees it: who sits there, a person or the computer, and whether it is connected."""

    name: Text
    kind: Literal["person", "computer", "remote"]
    taken: bool
    connected: bool


class Seats(Message):
    """The seats, sent to everyone whenever one changes (the lobby, and the table's "connected" marks)."""

    type: Literal["seats"] = "seats"
    seats: list[SeatInfo]
    started: bool


class LastMove(Message):
    """The move just made, in notation, and who made it."""

    seat: Seat
    move: Short


class StateMessage(Message):
    """The position after `number` moves as the receiving seat may know it (`Game.observation_json`), and the
    seat to move in it."""

    type: Literal["state"] = "state"
    number: Annotated[int, Field(ge=0)]
    to_move: Seat
    over: bool = False  # the game has ended (nobody moves; `End` follows)
    last: LastMove | None = None
    observation: dict[str, Any]


class Rejected(Message):
    """A move of the receiving seat was refused (a code of `REJECTIONS`); nothing changed."""

    type: Literal["rejected"] = "rejected"
    number: Annotated[int, Field(ge=0)]
    move: Short
    reason: Short
    detail: Text = ""


class End(Message):
    """The game is over: each seat's score and the winning seats."""

    type: Literal["end"] = "end"
    names: list[Text]
    scores: list[int]
    winners: list[Seat]


ClientMessage = Annotated[Hello | PlayMove, Field(discriminator="type")]
HostMessage = Annotated[Welcome | Refused | Seats | StateMessage | Rejected | End, Field(discriminator="type")]
_CLIENT: TypeAdapter[Hello | PlayMove] = TypeAdapter(ClientMessage)
_HOST: TypeAdapter[Welcome | Refused | Seats | StateMessage | Rejected | End] = TypeAdapter(HostMessage)


class ProtocolError(Exception):
    """Bytes that are not a message of this protocol; `reason` is a code of `CLOSINGS`."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def encode(message: Message) -> bytes:
    """A message as the bytes that carry it (length first); `ProtocolError` when it is larger than allowed."""
    body = message.model_dump_json().encode("utf-8")
    if len(body) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"{len(body)} bytes")
    return _HEADER.pack(len(body)) + body


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _json(body: bytes) -> Any:
    try:
        return json.loads(body.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise ProtocolError("not_json", type(exc).__name__) from None


def _first_problem(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "message"
    return f"{where[:60]}: {first['type']}"


def client_message(body: bytes) -> Hello | PlayMove:
    """A client's message from its JSON bytes; `ProtocolError` when it is not one."""
    try:
        return _CLIENT.validate_python(_json(body))
    except ValidationError as exc:
        raise ProtocolError("invalid", _first_problem(exc)) from None


def host_message(body: bytes) -> Welcome | Refused | Seats | StateMessage | Rejected | End:
    """The host's message from its JSON bytes; `ProtocolError` when it is not one."""
    try:
        return _HOST.validate_python(_json(body))
    except ValidationError as exc:
        raise ProtocolError("invalid", _first_problem(exc)) from None


class Frames:
    """Cuts the bytes a connection receives into message bodies (no input or output of its own)."""

    def __init__(self, limit: int = MAX_MESSAGE) -> None:
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The whole messages `data` completes; `ProtocolError` as soon as a length is over the limit."""
        self._buffer += data
        bodies: list[bytes] = []
        while len(self._buffer) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(self._buffer)
            if length > self.limit:
                raise ProtocolError("too_large", f"{length} bytes announced")
            end = _HEADER.size + length
            if len(self._buffer) < end:
                break
            bodies.append(bytes(self._buffer[_HEADER.size : end]))
            del self._buffer[:end]
        return bodies
