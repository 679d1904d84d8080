"""The host's guards against hostile input, as plain logic with an injectable clock (tested without sockets):
a per-connection rate limit, a growing wait for a network that keeps sending wrong join codes, and the codes
themselves."""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict
from collections.abc import Callable

Clock = Callable[[], float]

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: a code read out to a friend
CODE_LENGTH = 6  # characters of a join code at least: 32**6, about a billion, against a room's few answers a minute


def new_code() -> str:
    """A join code to tell friends, made up of `CODE_LENGTH` of `CODE_LETTERS`."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


class RateLimit:
    """A token bucket: `rate` messages a second on average, `burst` at once; `allow` spends one if there is one,
    `refund` gives it back (the host refunds a move it accepted: a client may play as fast as the game goes, and
    only what is refused or not asked for counts)."""

    def __init__(self, rate: float = 30.0, burst: float = 60.0, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._tokens = burst
        self._at = clock()

    def allow(self) -> bool:
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def refund(self) -> None:
        self._tokens = min(self.burst, self._tokens + 1)


class WrongCodes:
    """Counts the wrong join codes each address sent lately and says how long to wait before answering its next
    one: nothing for the first `free` mistakes (a typo), then `first` seconds doubling up to `longest`, and the
    answers to one address come one after the other (guesses sent at once wait for each other). A mistake is
    forgotten after `memory` seconds; at most `addresses` addresses are remembered (the oldest go first)."""

    KEPT = 64  # mistakes remembered per address (the wait stops growing long before)

    def __init__(
        self,
        free: int = 3,
        first: float = 0.25,
        longest: float = 8.0,
        memory: float = 600.0,
        addresses: int = 4096,
        clock: Clock = time.monotonic,
    ) -> None:
        self.free, self.first, self.longest, self.memory = free, first, longest, memory
        self.addresses, self.clock = addresses, clock
        self._mistakes: OrderedDict[str, tuple[list[float], float]] = OrderedDict()  # times, answered until

    def failed(self, address: str) -> float:
        """Note one more wrong code from `address`; the seconds to wait before telling it so."""
        now = self.clock()
        times, until = self._mistakes.pop(address, ([], now))
        times = [t for t in times if now - t < self.memory][-self.KEPT + 1 :] + [now]
        over = len(times) - self.free
        penalty = 0.0 if over <= 0 else min(self.longest, self.first * 2 ** (over - 1))
        answer = max(now, until) + penalty
        self._mistakes[address] = (times, answer)
        while len(self._mistakes) > self.addresses:
            self._mistakes.popitem(last=False)
        return answer - now
