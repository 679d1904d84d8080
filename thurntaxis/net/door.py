"""What every host transport checks at its door, without any input or output of its own: who may come in and who
makes room for them, how long a newcomer has to say hello, whether a join code may be checked now, and each message
a connection sends in order (its rate, its form, hello first and once). The asyncio transport of `thurntaxis serve`
(`thurntaxis.net.server`) and the window's QtNetwork one share it, with `Hosting` behind it, so that both guard the
room alike.

Connections that have not said hello yet cannot keep a player out: when the door is full, the oldest of them makes
room for the newcomer, and one network (a /24 of IPv4, a /64 of IPv6) holds only a few of them at once (its oldest
goes first). A seated player who comes back, or a friend with the code, says hello at once and is in before any of
the crowd is older than she is. The door's log says what it turned away at most once a second, with counts.
"""

from __future__ import annotations

import ipaddress
import logging
import time
from collections import Counter, OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from thurntaxis.net import protocol as p
from thurntaxis.net.guard import Clock, RateLimit, WrongCodes
from thurntaxis.net.room import Joined, Room

log = logging.getLogger("thurntaxis.net")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
CROWDED_HELLO_TIMEOUT = 2.0  # the same while the door is crowded (half its room or more waits for a hello)
MAX_CONNECTIONS = 64  # at once, all addresses together
MAX_WAITING_PER_NETWORK = 8  # connections of one network not seated yet (so that one network cannot fill the rest)
MAX_BUFFERED = 1 << 20  # bytes waiting to go to a connection that does not read them: it is closed then
CLOSE_TIMEOUT = 5.0  # seconds to hand the last messages over before a connection is closed anyway
CHECKS_PER_MINUTE = 30.0  # wrong join codes the room answers a minute, whatever their addresses...
CHECKS_AT_ONCE = 10.0  # ...after this many at once (a friend's typos); then it answers "busy" without checking
GUESSES = ("wrong_code", "unknown_token")  # the refusals that tell a guesser something
LOG_EVERY = 1.0  # seconds between two lines of the door's log
BACKLOG = 128  # connections the system holds for the host to take in (Qt's 50 kept a friend's connect waiting)
# Connections the window's transport takes in a turn of its loop, so that a newcomer's hello is read before the
# crowd behind her has made her the oldest waiting connection of a full door.
ACCEPT_AT_ONCE = 16

C = TypeVar("C", bound=Hashable)


def network(address: str) -> str:
    """The network an address belongs to for the door's limits: its /24 (IPv4, also when mapped into IPv6) or its
    /64 (IPv6); an address that is not an IP address stands for itself."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = 24 if ip.version == 4 else 64
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


@dataclass
class Admission(Generic[C]):
    """The door's answer to a new connection: whether it comes in, and the connections to close for it."""

    admitted: bool
    drop: list[C] = field(default_factory=list)


class Door(Generic[C]):
    """The host's door (see the module docstring): the transport says when a connection `arrive`s, is `seated`,
    or is `gone`, and closes what `arrive` says to drop; `may_check` says whether a join code may be checked now."""

    def __init__(self, clock: Clock = time.monotonic) -> None:
        self.clock = clock
        self._open: set[C] = set()
        self._waiting: OrderedDict[C, str] = OrderedDict()  # not seated yet, the oldest first, with its network
        self.checks = RateLimit(CHECKS_PER_MINUTE / 60.0, CHECKS_AT_ONCE, clock)
        self.wrong_codes = WrongCodes(clock=clock)
        self._turned: Counter[str] = Counter()  # what the door turned away since its last log line
        self._logged = -LOG_EVERY

    def arrive(self, conn: C, address: str) -> Admission[C]:
        """A new connection from `address`: it comes in (with the oldest waiting ones of its network, or of the
        door, to close for it), or, when every place is a seated player's, it is turned away."""
        net = network(address)
        drop: list[C] = []
        same = [c for c, n in self._waiting.items() if n == net]
        if len(same) >= MAX_WAITING_PER_NETWORK:
            drop.append(same[0])
            self.turned("dropped: too many from one network")
        elif len(self._open) >= MAX_CONNECTIONS:
            if not self._waiting:
                self.turned("refused: every place is a player's")
                return Admission(False)
            drop.append(next(iter(self._waiting)))
            self.turned("dropped: the door is full")
        for old in drop:
            self.gone(old)
        self._open.add(conn)
        self._waiting[conn] = net
        return Admission(True, drop)

    def seated(self, conn: C) -> None:
        """The connection said hello and sits at a seat: it no longer waits at the door."""
        self._waiting.pop(conn, None)

    def gone(self, conn: C) -> None:
        """The connection closed (either side)."""
        self._waiting.pop(conn, None)
        self._open.discard(conn)

    def hello_timeout(self) -> float:
        """The seconds a connection arriving now has to say hello: less while the door is crowded."""
        return CROWDED_HELLO_TIMEOUT if len(self._waiting) >= MAX_CONNECTIONS // 2 else HELLO_TIMEOUT

    def may_check(self, hello: p.Hello, room: Room) -> bool:
        """Whether the room may check `hello`'s join code now: a seated player's token always may (it cannot be
        guessed); otherwise only within the room-wide budget of wrong codes, so that guesses from however many
        addresses get at most `CHECKS_PER_MINUTE` answers a minute (`answered` gives back what was no guess)."""
        if hello.token is not None and room.knows_token(hello.token):
            return True
        if self.checks.allow():
            return True
        self.turned("answered busy: too many wrong codes lately")
        return False

    def answered(self, refusal: str, address: str) -> float:
        """The room checked a hello from `address` and answered `refusal` ("" when it seated it): the seconds to
        wait before telling it so. A guess (a wrong code, an unknown token) waits longer and longer for its network
        (`WrongCodes`); anything else gives its check back to the budget."""
        if refusal in GUESSES:
            return self.wrong_codes.failed(network(address))
        self.checks.refund()
        return 0.0

    def turned(self, why: str) -> None:
        """Count one connection turned away (or closed for a reason of the door), and log the counts at most once
        every `LOG_EVERY` seconds."""
        self._turned[why] += 1
        if self.clock() - self._logged >= LOG_EVERY:
            self.flush()

    def flush(self) -> None:
        """Log what the door turned away since its last line, if anything (the transport calls it at the end)."""
        if self._turned:
            counts = ", ".join(f"{why} {count}" for why, count in sorted(self._turned.items()))
            log.warning("the door since its last word: %s", counts)
            self._turned.clear()
        self._logged = self.clock()

    @property
    def open(self) -> int:
        """The connections open now."""
        return len(self._open)

    @property
    def waiting(self) -> int:
        """The connections open now that have not said hello."""
        return len(self._waiting)


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
