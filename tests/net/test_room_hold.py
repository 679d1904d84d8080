"""A resumed room held until the host starts it (the window's lobby of a kept hosted game): nobody moves, nobody is
sent a position, the friends come back to their seats with their tokens; `start` goes on at the saved move. The
save keeps the port it was served on, and a saved move that does not replay is named with its number."""

from __future__ import annotations

import pytest

from thurntaxis.errors import RecordError
from thurntaxis.net import protocol as p
from thurntaxis.net.hostsave import HostSave
from thurntaxis.net.room import COMPUTER, PERSON, REMOTE, Joined, Room, Seat


def _played(moves: int) -> Room:
    room = Room("thurn-and-taxis", [Seat(PERSON, name="Alex"), Seat(REMOTE), Seat(COMPUTER, level="easy")], "K3Y", 9)
    room.seats[1].name, room.seats[1].token = "Mira", "m" * 24
    room.port = 7400
    room.start()
    for _ in range(moves):
        assert room.play(room.to_move(), len(room.moves), str(room.game.legal_moves(room.state)[0])) is None
    return room


def test_a_held_room_waits_for_the_start_and_goes_on_at_its_move() -> None:
    before = _played(7)
    save = before.save()
    assert save.port == 7400
    room = Room.resumed(save)
    assert room.started and room.port == 7400
    room.hold()
    assert not room.started and not room.over and room.ready and room.computer_turn() is None
    refused = room.play(0, 7, before.moves[0])
    assert refused is not None and refused.reason == "not_started"
    room.drain()
    joined = room.join(p.Hello(protocol=p.PROTOCOL, program="t", code="K3Y", name="x", token="m" * 24))
    assert isinstance(joined, Joined) and joined.seat == 1 and joined.resumed
    sent = room.drain()
    assert sent and all(isinstance(message, p.Seats) and not message.started for _seat, message in sent)
    room.start()
    assert room.started and room.moves == before.moves and room.to_move() == before.to_move()
    states = [(seat, m) for seat, m in room.drain() if isinstance(m, p.StateMessage)]
    assert {seat for seat, _m in states} == {0, 1} and all(m.number == 7 and m.last is None for _s, m in states)
    assert room.observation(1) == before.observation(1)  # the same position, as the seat may see it
    with pytest.raises(RuntimeError):
        room.start()


def test_a_saved_move_that_does_not_replay_is_named() -> None:
    save = _played(4).save()
    save.moves[2] = save.moves[0] + "?"
    with pytest.raises(RecordError) as caught:
        Room.resumed(save)
    assert caught.value.code == "record_move" and caught.value.params["move_number"] == 3


@pytest.mark.parametrize(("takeover", "level"), [(45, "easy"), (0, "medium")])
def test_the_save_keeps_how_long_a_lost_seat_waits_for_a_computer(takeover: int, level: str) -> None:
    room = _played(3)
    room.takeover, room.takeover_level = takeover, level
    again = Room.resumed(room.save())
    assert (again.takeover, again.takeover_level) == (takeover, level)


def test_a_save_from_before_the_kept_wait_says_it_is_not_known() -> None:
    data = _played(3).save().model_dump()
    del data["takeover"], data["takeover_level"]
    again = Room.resumed(HostSave.model_validate(data))
    assert again.takeover is None and again.takeover_level == ""
