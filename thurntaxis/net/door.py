"""What every host transport checks at its door, without any input or output of its own: the limits on
connections, and each message a connection sends in order (its rate, its form, hello first and once). The asyncio
transport of `thurntaxis serve` (`thurntaxis.net.server`) and the window's QtNetwork one share it, with `Hosting`
behind it, so that both guard the room alike."""

from __future__ import annotations

from thurntaxis.net import protocol as p
from thurntaxis.net.guard import RateLimit
from thurntaxis.net.room import Joined, Room

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
MAX_CONNECTIONS = 64  # at once, all addresses together
MAX_WAITING_PER_ADDRESS = 8  # connections of one address not seated yet (so that one address cannot fill the rest)
MAX_BUFFERED = 1 << 20  # bytes waiting to go to a connection that does not read them: it is closed then
CLOSE_TIMEOUT = 5.0  # seconds to hand the last messages over before a connection is closed anyway


def refuse_connection(connections: int, waiting_here: int) -> str:
    """Why a new connection is closed at once ("" when it may come in): `connections` open now, `waiting_here` of
    them from its address and not seated yet."""
    if waiting_here >= MAX_WAITING_PER_ADDRESS:
        return "too many from one address"
    if connections >= MAX_CONNECTIONS:
        return "too many connections"
    return ""


def incoming(seat: int | None, body: bytes, limit: RateLimit) -> p.Hello | p.PlayMove:
    """The message `body` of a connection seated at `seat` (None: not yet); `ProtocolError` (the connection is
    closed) when it is over the rate limit, not a message, a move before hello or a second hello."""
    if not limit.allow():
        raise p.ProtocolError("too_fast")
    message = p.client_message(body)
    if isinstance(message, p.Hello) and seat is not None:
        raise p.ProtocolError("unexpected", "a second hello")
    if isinstance(message, p.PlayMove) and seat is None:
        raise p.ProtocolError("unexpected", "a move before hello")
    return message


def welcome(room: Room, joined: Joined) -> p.Welcome:
    """The answer to a join the room accepted."""
    return p.Welcome(
        seat=joined.seat, token=joined.token, game=room.game_id, players=len(room.seats), resumed=joined.resumed
    )
