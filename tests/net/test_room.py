"""The room of a hosted game, without sockets: seats, joins and refusals, turns, moves checked before they count,
reconnection by token, and whole games of each game played by bots that see only the JSON their seat receives,
searched for hidden information."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from thurntaxis.games import GAMES, entry
from thurntaxis.net import protocol as p
from thurntaxis.net.room import COMPUTER, REMOTE, Joined, Refusal, Room, Seat

from .leaks import find_leaks

CODE = "R7K2Q"
SEED = 8_361_204_577_315  # long enough that its digits do not turn up by chance


def hello(name: str = "Ada", code: str = CODE, token: str | None = None, protocol: int = p.PROTOCOL) -> p.Hello:
    return p.Hello(protocol=protocol, code=code, name=name, token=token)


def room_of(game_id: str, kinds: list[str], levels: tuple[str, ...] = ()) -> Room:
    bots = iter(levels)
    seats = [Seat(REMOTE) if kind == REMOTE else Seat(COMPUTER, level=next(bots)) for kind in kinds]
    return Room(game_id, seats, CODE, SEED)


class Table:
    """The room and, per seat, every message body it received (as the wire carries it) and its last state."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.received: dict[int, list[bytes]] = {n: [] for n in range(len(room.seats))}
        self.last: dict[int, p.StateMessage] = {}
        self.ended: dict[int, p.End] = {}

    def deliver(self) -> None:
        for seat, message in self.room.drain():
            body = p.encode(message)[4:]
            self.received[seat].append(body)
            decoded = p.host_message(body)  # what a client reads back: the bytes, not the host's object
            if isinstance(decoded, p.StateMessage):
                self.last[seat] = decoded
            elif isinstance(decoded, p.End):
                self.ended[seat] = decoded


def play_out(table: Table, level: str = "easy", limit: int = 2000) -> None:
    """Play to the end: each remote seat's bot decides from the observation rebuilt from its JSON only."""
    room = table.room
    game = room.game
    bots = {n: game.make_bot(level, seed=n) for n, s in enumerate(room.seats) if s.kind == REMOTE}
    table.deliver()
    for _ in range(limit):
        if room.over:
            break
        turn = room.computer_turn()
        if turn is not None:
            assert room.play(turn.seat, turn.number, str(turn.bot.choose(turn.observation))) is None
        else:
            mover = next(n for n, msg in table.last.items() if msg.to_move == n and n in bots)
            state = table.last[mover]
            observation = game.observation_from_json(json.loads(json.dumps(state.observation)))
            assert room.play(mover, state.number, str(bots[mover].choose(observation))) is None
        table.deliver()
    assert room.over, f"no end within {limit} moves"


@pytest.mark.parametrize(("game_id", "players"), [("thurn-and-taxis", 3), ("carcassonne", 2)])
def test_a_whole_game_through_the_room_keeps_every_secret(game_id: str, players: int) -> None:
    room = room_of(game_id, [REMOTE] * (players - 1) + [COMPUTER], ("easy",))
    table = Table(room)
    for n in range(players - 1):
        assert isinstance(room.join(hello(f"P{n}")), Joined)
    assert room.ready and not room.started
    room.start()
    play_out(table)
    final = room.game.replay(room.game.read_record(json.loads(room.record_text())))
    assert room.game.scores(final) == room.game.scores(room.state)
    for n in range(players - 1):
        assert table.ended[n].scores == room.game.scores(room.state)
        assert table.last[n].number == len(room.moves)
        assert find_leaks(game_id, n, SEED, room.moves, table.received[n], players) == []


def test_the_leak_search_finds_a_planted_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The proof that the search can fail: an observation that also carries the true hands and the deck."""
    game = entry("thurn-and-taxis").load()
    room = room_of("thurn-and-taxis", [REMOTE, REMOTE])
    honest = type(game).observation_json

    def leaky(self: Any, observation: Any) -> dict[str, Any]:
        data = honest(self, observation)
        data["everything"] = {"hands": [list(h) for h in room.state.hands], "deck": list(room.state.deck)}
        return data

    table = Table(room)
    for n in range(2):
        room.join(hello(f"P{n}"))
    monkeypatch.setattr(type(game), "observation_json", leaky)
    room.start()
    table.deliver()
    leaks = find_leaks("thurn-and-taxis", 0, SEED, room.moves, table.received[0], 2)
    assert any("after 0 moves" in leak for leak in leaks)


def test_a_carcassonne_pile_leak_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    game = entry("carcassonne").load()
    room = room_of("carcassonne", [REMOTE, REMOTE])
    honest = type(game).observation_json
    monkeypatch.setattr(type(game), "observation_json", lambda self, o: {**honest(self, o), "x": room.state.deck})
    table = Table(room)
    for n in range(2):
        room.join(hello(f"P{n}"))
    room.start()
    table.deliver()
    assert find_leaks("carcassonne", 1, SEED, room.moves, table.received[1], 2)


def started(game_id: str = "thurn-and-taxis") -> tuple[Room, list[Joined]]:
    room = room_of(game_id, [REMOTE, REMOTE])
    joined = [room.join(hello("Ada")), room.join(hello("Bo"))]
    room.start()
    room.drain()
    return room, [j for j in joined if isinstance(j, Joined)]


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        (hello(code="R7K2X"), "wrong_code"),
        (hello(code=""), "wrong_code"),
        (hello(protocol=p.PROTOCOL + 1), "other_version"),
        (hello(token="not-a-token"), "unknown_token"),
        (hello(name="\n\t "), "bad_name"),
    ],
)
def test_a_join_is_refused_with_a_reason_and_changes_nothing(message: p.Hello, reason: str) -> None:
    room = room_of("carcassonne", [REMOTE, REMOTE])
    before = [(s.name, s.token, s.connected) for s in room.seats]
    result = room.join(message)
    assert isinstance(result, Refusal) and result.reason == reason
    assert [(s.name, s.token, s.connected) for s in room.seats] == before and room.drain() == []


def test_a_full_room_refuses_and_a_taken_seat_comes_back_with_its_token() -> None:
    room, (ada, bo) = started()
    full = room.join(hello("Cy"))
    assert isinstance(full, Refusal) and full.reason == "room_full"
    for token in ("übermut", ada.token + "x", ada.token[:-1]):  # (not ASCII: compared as bytes, never an error)
        assert room.join(hello(token=token)) == Refusal("unknown_token")
    room.leave(bo.seat)
    assert not room.seats[bo.seat].connected
    again = room.join(hello("anything", token=bo.token))
    assert again == Joined(bo.seat, bo.token, resumed=True) and room.seats[bo.seat].connected
    sent = [(seat, m) for seat, m in room.drain() if isinstance(m, p.StateMessage)]
    assert [seat for seat, _ in sent] == [bo.seat]  # the position where it is, to that seat only
    assert ada.token != bo.token and len(ada.token) >= 20


def test_moves_are_checked_and_a_refused_move_changes_nothing() -> None:
    room, _ = started()
    mover = room.to_move()
    other = 1 - mover
    legal = str(room.game.legal_moves(room.state)[0])
    before = (room.state, list(room.moves))
    assert room.play(other, 0, legal) == Refusal("not_your_turn", f"seat {mover} is to move")
    assert room.play(mover, 1, legal).reason == "stale"  # type: ignore[union-attr]
    assert room.play(mover, 0, "+ZZZ").reason == "notation"  # type: ignore[union-attr]
    assert room.play(mover, 0, "S").reason == "illegal"  # type: ignore[union-attr]  # no route to score yet
    assert (room.state, room.moves) == before and room.drain() == []
    assert room.play(mover, 0, legal) is None and room.moves == [legal]
    assert room.play(mover, 0, legal).reason in ("stale", "not_your_turn")  # type: ignore[union-attr]  # again: no


def test_a_move_before_the_start_is_refused() -> None:
    room = room_of("carcassonne", [REMOTE, REMOTE])
    room.join(hello())
    assert not room.ready and room.play(0, 0, "x") == Refusal("not_started")
    with pytest.raises(RuntimeError):
        room.start()


def test_a_vanished_seat_is_handed_to_the_computer_and_the_game_ends() -> None:
    room = room_of("carcassonne", [REMOTE, REMOTE])
    table = Table(room)
    ada, bo = room.join(hello("Ada")), room.join(hello("Bo"))
    assert isinstance(ada, Joined) and isinstance(bo, Joined)
    room.start()
    table.deliver()
    table.received[bo.seat].clear()
    room.leave(bo.seat)
    room.hand_to_computer(bo.seat, "easy")
    play_out(table)
    assert room.seats[bo.seat].kind == COMPUTER and room.over
    assert table.received[bo.seat] == [] and ada.seat in table.ended


def test_the_room_knows_games_only_through_the_registry() -> None:
    source = "".join(path.read_text() for path in __import__("pathlib").Path("thurntaxis/net").glob("*.py"))
    for game in GAMES.values():
        assert game.module.rsplit(".", 1)[0] not in source


def test_a_refusal_with_a_long_reason_still_fits_its_message() -> None:
    room, _ = started()
    move = p.PlayMove(number=0, move="S S")  # (its notation error lists every kind of move: over 200 characters)
    refusal = room.play(room.to_move(), 0, move.move)
    assert refusal is not None and refusal.reason == "notation"
    room.refuse_move(room.to_move(), move, refusal)
    ((seat, message),) = room.drain()
    assert seat == room.to_move() and isinstance(message, p.Rejected) and len(message.detail) <= 200


def test_a_saved_room_resumes_where_it_was_and_its_players_come_back_with_their_tokens(tmp_path: Path) -> None:
    from thurntaxis.net import hostsave

    room = room_of("carcassonne", [REMOTE, REMOTE, COMPUTER], ("easy",))
    ada, bo = room.join(hello("Ada")), room.join(hello("Bo"))
    assert isinstance(ada, Joined) and isinstance(bo, Joined)
    room.start()
    for _ in range(20):
        turn = room.computer_turn()
        move = turn.bot.choose(turn.observation) if turn else room.game.legal_moves(room.state)[0]
        assert room.play(room.to_move(), len(room.moves), str(move)) is None
    path = tmp_path / "host.json"
    hostsave.write(path, room.save())
    assert path.stat().st_mode & 0o077 == 0  # the seed and the tokens: the host's only
    again = Room.resumed(hostsave.read(path))
    assert again.moves == room.moves and again.observation(0) == room.observation(0)
    assert [s.connected for s in again.seats[:2]] == [False, False] and again.ready and again.started
    assert isinstance(again.join(hello("Cy")), Refusal)  # every seat is its player's
    back = again.join(hello("whoever", token=bo.token))
    assert back == Joined(bo.seat, bo.token, resumed=True)
    table = Table(again)
    assert again.join(hello(token=ada.token)) == Joined(ada.seat, ada.token, resumed=True)
    play_out(table)
    assert again.over


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"moves": ["Z9@9,9"]}, "move 1"),
        ({"game": "chess"}, "does not play"),
        ({"seats": [{"kind": "computer", "level": "wizard"}] * 2}, "do not fit"),
        ({"seed": "1"}, "seed"),
        ({"format": "thurntaxis-save"}, "not a hosted game's save"),
    ],
)
def test_a_broken_host_save_is_refused_in_one_line(tmp_path: Path, change: dict[str, Any], problem: str) -> None:
    from thurntaxis.errors import RecordError
    from thurntaxis.net import hostsave

    room = room_of("carcassonne", [REMOTE, COMPUTER], ("easy",))
    path = tmp_path / "host.json"
    path.write_text(json.dumps({**json.loads(room.save().model_dump_json()), **change}), encoding="utf-8")
    with pytest.raises(RecordError) as err:
        Room.resumed(hostsave.read(path))
    assert problem in err.value.message and "\n" not in err.value.message


def test_the_hosts_own_person_plays_through_the_room_like_everyone() -> None:
    from thurntaxis.net.room import PERSON

    with pytest.raises(ValueError):
        Room("carcassonne", [Seat(PERSON), Seat(REMOTE)], CODE, SEED)
    room = Room("carcassonne", [Seat(PERSON, name="Host"), Seat(REMOTE)], CODE, SEED)
    table = Table(room)
    assert room.join(hello("Guest")) == Joined(1, room.seats[1].token, resumed=False)
    room.start()
    table.deliver()
    assert 0 in table.last and 1 in table.last  # the window's seat gets its observation as the remote one does
    while not room.over:
        seat = room.to_move()
        observation = room.game.observation_from_json(table.last[seat].observation)
        assert room.play(seat, len(room.moves), str(room.game.make_bot("easy", seed=seat).choose(observation))) is None
        table.deliver()
    assert table.ended[0] == table.ended[1] and json.loads(room.record_text())["players"] == ["Host", "Guest"]
