"""`Hosting`, the duties around a room that every transport shares, driven by a fake transport without sockets
(as the window's QtNetwork transport will drive it): the game starts when the seats are taken, the computer
players think when the transport lets them, the save and the record are written, a vanished seat is taken over."""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path

from thurntaxis.net import hostsave
from thurntaxis.net import protocol as p
from thurntaxis.net.hosting import Hosting
from thurntaxis.net.room import COMPUTER, REMOTE, ComputerTurn, Room, Seat


class FakeTransport:
    """Sends into lists and runs the computer players' turns when asked (its "worker thread")."""

    def __init__(self) -> None:
        self.sent: dict[int, list[p.Message]] = {}
        self.turns: deque[ComputerTurn] = deque()

    def send(self, seat: int, message: p.Message) -> None:
        self.sent.setdefault(seat, []).append(message)

    def think(self, turn: ComputerTurn) -> None:
        self.turns.append(turn)


def test_a_game_is_hosted_through_hosting_alone(tmp_path: Path) -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(REMOTE), Seat(COMPUTER, level="easy")], "K3Y", 17)
    transport = FakeTransport()
    hosting = Hosting(room, transport.send, transport.think, tmp_path / "record.json", tmp_path / "host.json")
    ada = hosting.join(p.Hello(protocol=p.PROTOCOL, code="K3Y", name="Ada"))
    assert not hosting.changed() and not room.started
    bo = hosting.join(p.Hello(protocol=p.PROTOCOL, code="K3Y", name="Bo"))
    assert not hosting.changed() and room.started
    bots = {0: room.game.make_bot("easy", seed=1), 1: room.game.make_bot("easy", seed=2)}
    assert ada.seat == 0 and bo.seat == 1  # type: ignore[union-attr]
    left = False
    for _ in range(1000):
        if hosting.ended:
            break
        if transport.turns:
            turn = transport.turns.popleft()
            hosting.computer_moved(turn, str(turn.bot.choose(turn.observation)))
            continue
        seat = room.to_move()
        if seat == 1 and len(room.moves) > 40 and not left:  # Bo goes: the transport's timer gives his seat away
            left = True
            assert not hosting.left(1) and not room.seats[1].connected
            hosting.take_over(1, "easy")
            continue
        state = next(m for m in reversed(transport.sent[seat]) if isinstance(m, p.StateMessage))
        observation = room.game.observation_from_json(state.observation)
        hosting.moved(seat, p.PlayMove(number=state.number, move=str(bots[seat].choose(observation))))
    assert hosting.ended and room.over and left and room.seats[1].kind == COMPUTER
    record = json.loads((tmp_path / "record.json").read_text(encoding="utf-8"))
    assert record["moves"] == room.moves and record["players"] == ["Ada", "Bo", "Clara"]
    assert hostsave.read(tmp_path / "host.json").moves == room.moves
    assert isinstance(transport.sent[0][-1], p.End) and hosting.failure == ""


def test_a_failing_computer_player_ends_the_game_with_a_reason() -> None:
    room = Room("carcassonne", [Seat(COMPUTER, level="easy"), Seat(COMPUTER, level="easy")], "K3Y", 3)
    transport = FakeTransport()
    hosting = Hosting(room, transport.send, transport.think)
    hosting.changed()
    assert hosting.computer_moved(transport.turns.popleft(), None)
    assert hosting.ended and "failed: the game cannot go on" in hosting.failure and room.moves == []


def test_the_host_saves_a_position_before_any_seat_is_sent_it(tmp_path: Path) -> None:
    """kill -9 of the host at any moment: `serve --resume` holds every position a player was sent (the host sent
    first and saved after, and lost a move the players had already seen)."""
    save = tmp_path / "host.json"
    for game_id in ("carcassonne", "thurn-and-taxis"):
        room = Room(game_id, [Seat(REMOTE), Seat(COMPUTER, level="easy")], "K3Y", 23)
        behind: list[tuple[int, int]] = []
        sent: list[p.StateMessage] = []

        def send(
            seat: int, message: p.Message, behind: list[tuple[int, int]] = behind, sent: list[p.StateMessage] = sent
        ) -> None:
            saved = hostsave.read(save) if save.exists() else None
            if isinstance(message, p.StateMessage):
                moves = len(saved.moves) if saved is not None else -1
                if moves < message.number:
                    behind.append((message.number, moves))
                sent.append(message)

        turns: deque[ComputerTurn] = deque()
        hosting = Hosting(room, send, turns.append, None, save)
        hosting.join(p.Hello(protocol=p.PROTOCOL, code="K3Y", name="Ada"))
        hosting.changed()
        bot = room.game.make_bot("easy", seed=3)
        while not hosting.ended and len(room.moves) < 30:
            if turns:
                turn = turns.popleft()
                hosting.computer_moved(turn, str(turn.bot.choose(turn.observation)))
                continue
            state = sent[-1]
            move = bot.choose(room.game.observation_from_json(state.observation))
            hosting.moved(0, p.PlayMove(number=state.number, move=str(move)))
        assert len(sent) > 20 and behind == [], behind[:3]
        save.unlink()
