"""The connection base of both transports (`thurntaxis.net.connection`): what it sends is framed, a peer that does
not read is closed as too slow, a connection closes once, and a host's guests keep who sits where."""

from __future__ import annotations

import logging

import pytest

from thurntaxis.net import protocol as p
from thurntaxis.net.connection import Guest, Guests, Link
from thurntaxis.net.door import MAX_BUFFERED
from thurntaxis.net.room import PERSON, REMOTE, Joined, Room, Seat


class FakePipe:
    """A transport that keeps what was written; `stuck`: nothing goes out."""

    def __init__(self, stuck: bool = False) -> None:
        self.written = b""
        self.shut_count = 0
        self.stuck = stuck
        self.gone = False

    def write(self, data: bytes) -> None:
        self.written += data

    def waiting(self) -> int:
        return len(self.written) if self.stuck else 0

    def shut(self) -> None:
        self.shut_count += 1

    def alive(self) -> bool:
        return not self.gone


def test_a_link_sends_framed_messages_and_closes_once(caplog: pytest.LogCaptureFixture) -> None:
    pipe = FakePipe()
    link = Link(pipe, "10.0.0.2:5000")
    link.send(p.Refused(reason="busy"))
    assert [p.host_message(body) for body in p.Frames().feed(pipe.written)] == [p.Refused(reason="busy")]
    with caplog.at_level(logging.WARNING, "thurntaxis.net"):
        link.close("a reason")
        link.close("another")
    assert link.closed and pipe.shut_count == 1
    assert [r.getMessage() for r in caplog.records] == ["closing the connection of 10.0.0.2:5000: a reason"]
    before = pipe.written
    link.send(p.Refused(reason="busy"))
    assert pipe.written == before  # nothing once closed


def test_a_peer_that_does_not_read_is_closed_as_too_slow() -> None:
    pipe = FakePipe(stuck=True)
    link = Link(pipe, "peer")
    message = p.Refused(reason="busy", detail="x" * 200)
    while not link.closed:
        link.send(message)
        assert len(pipe.written) <= MAX_BUFFERED + len(p.encode(message))
    assert pipe.shut_count == 1


def test_a_link_whose_transport_went_is_not_written_to_nor_shut() -> None:
    pipe = FakePipe()
    pipe.gone = True
    link = Link(pipe, "peer")
    link.send(p.Refused(reason="busy"))
    link.close()
    assert pipe.written == b"" and pipe.shut_count == 0 and link.closed


def _room() -> Room:
    return Room("thurn-and-taxis", [Seat(PERSON, name="Alex"), Seat(REMOTE)], "K3YQ7X", 1)


def test_guests_seat_a_token_on_its_new_connection_and_tell_the_old_one() -> None:
    room = _room()
    guests: Guests[Guest] = Guests()
    first, second = Guest(FakePipe(), "10.0.0.2", 1), Guest(FakePipe(), "10.0.0.2", 2)
    guests.connections += [first, second]
    joined = room.join(p.Hello(protocol=p.PROTOCOL, code="K3YQ7X", name="Ida"))
    assert isinstance(joined, Joined) and joined.seat == 1
    guests.seat(first, joined, room)
    assert guests.by_seat == {1: first} and first.seat == 1
    assert isinstance(p.host_message(p.Frames().feed(_written(first))[-1]), p.Welcome)
    guests.seat(second, joined, room)
    assert guests.by_seat == {joined.seat: second} and first.closed
    assert p.host_message(p.Frames().feed(_written(first))[-1]) == p.Refused(reason="seat_elsewhere")
    assert guests.gone(first) is None  # (its seat is the other connection's now)
    assert guests.gone(second) == 1 and not guests.by_seat and not guests.connections


def _written(guest: Guest) -> bytes:
    assert isinstance(guest.pipe, FakePipe)
    return guest.pipe.written
