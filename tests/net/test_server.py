"""The host's hostile-input handling, in one process on loopback: malformed, oversized, out-of-order and
wrong-seat messages close (or are refused to) that connection alone, with a logged reason, and the game goes on;
the messages' framing and models; the rate limit and the slowing of wrong codes, with a fake clock."""

from __future__ import annotations

import asyncio
import json
import logging
import struct
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from thurntaxis.net import door as door_module
from thurntaxis.net import protocol as p
from thurntaxis.net.client import Player
from thurntaxis.net.guard import RateLimit, WrongCodes
from thurntaxis.net.room import COMPUTER, REMOTE, Room, Seat
from thurntaxis.net.server import Host

CODE = "K3YQ7X"
TIME = 60.0  # seconds any of these games may take


def run(scenario: Callable[[Host, int], Awaitable[None]], room: Room, takeover: float | None = None) -> Host:
    """Serve `room` on a free loopback port, run `scenario` against it, and wait (bounded) for the game's end."""

    async def main() -> Host:
        host = Host(room, takeover=takeover)
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(host.serve("127.0.0.1", 0, ready))
        port = await asyncio.wait_for(ready, TIME)
        await asyncio.wait_for(scenario(host, port), TIME)
        await asyncio.wait_for(serving, TIME)
        return host

    return asyncio.run(main())


async def send(port: int, *chunks: bytes) -> bytes:
    """Send raw bytes on a new connection; everything the host said before it closed the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    for chunk in chunks:
        writer.write(chunk)
    try:
        return await asyncio.wait_for(reader.read(), 10)
    except ConnectionResetError:  # closed before it read what was sent
        return b""
    finally:
        writer.close()


def frame(data: object) -> bytes:
    body = json.dumps(data).encode()
    return struct.pack(">I", len(body)) + body


def hello(code: str = CODE, name: str = "Eve") -> bytes:
    return p.encode(p.Hello(protocol=p.PROTOCOL, code=code, name=name))


HOSTILE = [
    (struct.pack(">I", p.MAX_MESSAGE + 1) + b"{", "too_large"),
    (struct.pack(">I", 5) + b"nope!", "not_json"),
    (struct.pack(">I", 3) + b"NaN", "not_json"),
    (struct.pack(">I", 4) + b"\xff\xfe{}", "not_json"),
    (frame({"type": "hello", "protocol": "1", "code": CODE, "name": "x"}), "invalid"),
    (frame({"type": "hello", "protocol": 1, "code": CODE, "name": "x", "admin": True}), "invalid"),
    (frame({"type": "exec", "code": "import os"}), "invalid"),
    (frame([[[[[[[[[[]]]]]]]]]]), "invalid"),
    (frame({"type": "move", "number": 0, "move": "E"}), "unexpected"),
    (struct.pack(">I", 60_000) + b"[" * 60_000, "not_json"),  # nested deeper than Python recurses
]


def test_hostile_connections_are_closed_with_a_logged_reason_and_the_game_finishes(
    caplog: pytest.LogCaptureFixture,
) -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], CODE, 99)
    answers: list[bytes] = []

    async def scenario(host: Host, port: int) -> None:
        for chunk, _ in HOSTILE:
            answers.append(await send(port, chunk))
        assert not room.started  # nothing of it took a seat...
        outcome = await Player(CODE, "Ada", "easy").play("127.0.0.1", port)  # ...and the game is played to its end
        assert outcome.end.scores == room.game.scores(room.state)

    with caplog.at_level(logging.WARNING, logger="thurntaxis.net"):
        run(scenario, room)
    for (_, reason), answer in zip(HOSTILE, answers, strict=True):
        assert reason in caplog.text and answer == b""  # nothing said back: the connection is closed
    assert room.over and room.seats[0].name == "Ada"


def test_a_move_for_another_seat_or_out_of_order_is_refused_and_changes_nothing() -> None:
    room = Room("thurn-and-taxis", [Seat(REMOTE), Seat(REMOTE)], CODE, 7)

    async def scenario(host: Host, port: int) -> None:
        r1, w1 = await asyncio.open_connection("127.0.0.1", port)
        w1.write(hello(name="Ada"))
        r2, w2 = await asyncio.open_connection("127.0.0.1", port)
        w2.write(hello(name="Bo"))
        frames = {1: p.Frames(), 2: p.Frames()}

        async def next_of(reader: asyncio.StreamReader, n: int, kind: type[p.Message]) -> p.Message:
            while True:
                for body in frames[n].feed(await reader.read(p.MAX_MESSAGE)):
                    message = p.host_message(body)
                    if isinstance(message, kind):
                        return message

        state = await next_of(r1, 1, p.StateMessage)
        assert isinstance(state, p.StateMessage)
        waiting = (r2, w2, 2) if state.to_move == 0 else (r1, w1, 1)  # the seat not to move
        legal = str(room.game.legal_moves(room.state)[0])
        for number, move in ((0, legal), (5, legal), (0, "@@@")):
            waiting[1].write(p.encode(p.PlayMove(number=number, move=move)))
            rejected = await next_of(waiting[0], waiting[2], p.Rejected)
            assert isinstance(rejected, p.Rejected) and rejected.reason == "not_your_turn"
        assert room.moves == []
        w1.close()  # both go: the computer takes their seats at once and ends the game
        w2.close()

    run(scenario, room, takeover=0)
    assert room.over


def test_repeated_wrong_codes_from_one_address_are_answered_later_and_later() -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], CODE, 5)
    waits: list[float] = []

    async def scenario(host: Host, port: int) -> None:
        for _ in range(5):
            started = time.perf_counter()
            answer = await send(port, hello(code="GUESS"))
            waits.append(time.perf_counter() - started)
            assert b'"wrong_code"' in answer
        await Player(CODE, "Ada", "easy").play("127.0.0.1", port)  # the right code: at once, and the game goes on

    run(scenario, room)
    assert waits[3] >= 0.25 and waits[4] >= 0.5 and max(waits[:3]) < waits[4], waits  # (only lower bounds: no timing)


def test_one_network_holds_eight_connections_waiting_at_most_and_its_oldest_make_room(
    caplog: pytest.LogCaptureFixture,
) -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], CODE, 6)

    async def scenario(host: Host, port: int) -> None:
        limit = door_module.MAX_WAITING_PER_NETWORK
        waiting = [
            await asyncio.open_connection("127.0.0.1", port, local_addr=(f"127.0.0.{2 + i}", 0)) for i in range(limit)
        ]
        await asyncio.sleep(0.1)
        assert len(host.guests.connections) == limit
        # the ninth of the network 127.0.0.0/24 comes in: the oldest waiting one of that network is closed for it
        await Player(CODE, "Ada", "easy").play("127.0.0.1", port)
        assert await asyncio.wait_for(waiting[0][0].read(), 5) == b""
        for _, writer in waiting:
            writer.close()

    with caplog.at_level(logging.WARNING, logger="thurntaxis.net"):
        run(scenario, room)
    assert "dropped: too many from one network 1" in caplog.text and room.over


def test_a_client_whose_connection_breaks_comes_back_by_itself_and_plays_on(caplog: pytest.LogCaptureFixture) -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(REMOTE)], CODE, 8)

    async def scenario(host: Host, port: int) -> None:
        ada, bo = Player(CODE, "Ada", "easy", retry=5), Player(CODE, "Bo", "easy")
        playing = [asyncio.create_task(player.play("127.0.0.1", port)) for player in (ada, bo)]
        while not (room.started and ada.seat in host.guests.by_seat):
            await asyncio.sleep(0.001)
        seat = ada.seat
        host.guests.by_seat[seat].close("cut by the test")  # Ada's connection breaks: the game waits for her...
        outcomes = await asyncio.gather(*playing)  # ...until she is back on a new one, by herself
        assert [o.seat for o in outcomes] == [seat, 1 - seat]
        assert outcomes[0].end.scores == room.game.scores(room.state)

    with caplog.at_level(logging.INFO, logger="thurntaxis.net"):
        run(scenario, room)
    assert "cut by the test" in caplog.text and "resumed seat" in caplog.text and room.over


def test_another_protocol_version_is_refused_with_its_reason() -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], CODE, 2)

    async def scenario(host: Host, port: int) -> None:
        answer = await send(port, p.encode(p.Hello(protocol=p.PROTOCOL + 1, code=CODE, name="Future")))
        (body,) = p.Frames().feed(answer)
        refused = p.host_message(body)
        assert isinstance(refused, p.Refused) and refused.reason == "other_version"
        assert not room.seats[0].taken
        await Player(CODE, "Ada", "easy").play("127.0.0.1", port)

    run(scenario, room)


def test_a_game_is_served_and_joined_on_the_ipv6_loopback() -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="random")], CODE, 12)

    async def main() -> None:
        host = Host(room)
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(host.serve("::1", 0, ready))
        port = await asyncio.wait_for(ready, TIME)
        outcome = await asyncio.wait_for(Player(CODE, "Ada", "easy").play("::1", port), TIME)
        assert outcome.end.scores == room.game.scores(room.state)
        await asyncio.wait_for(serving, TIME)

    asyncio.run(main())
    assert room.over


def test_a_connection_that_says_nothing_is_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(door_module, "HELLO_TIMEOUT", 0.2)
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], CODE, 3)

    async def scenario(host: Host, port: int) -> None:
        assert await send(port) == b""  # closed by the host, after HELLO_TIMEOUT
        await Player(CODE, "Ada", "easy").play("127.0.0.1", port)

    run(scenario, room)


def test_frames_are_cut_from_any_pieces_and_a_long_one_is_refused_from_its_length() -> None:
    data = hello() + p.encode(p.PlayMove(number=3, move="E"))
    frames = p.Frames()
    bodies = [body for byte in data for body in frames.feed(bytes([byte]))]
    assert [type(p.client_message(body)).__name__ for body in bodies] == ["Hello", "PlayMove"]
    with pytest.raises(p.ProtocolError) as err:
        p.Frames().feed(struct.pack(">I", p.MAX_MESSAGE + 1))
    assert err.value.reason == "too_large"
    with pytest.raises(p.ProtocolError):
        p.encode(p.Refused(reason="x", detail="y" * 199).model_copy(update={"detail": "y" * (p.MAX_MESSAGE + 1)}))


def test_the_rate_limit_allows_a_burst_then_the_rate() -> None:
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, clock=lambda: now[0])
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]
    now[0] = 0.1
    assert limit.allow() and not limit.allow()
    limit.refund()
    assert limit.allow()


def test_wrong_codes_from_one_address_wait_longer_and_longer_and_are_forgotten() -> None:
    now = [0.0]
    codes = WrongCodes(free=2, first=0.5, longest=4, memory=60, clock=lambda: now[0])
    waits = []
    for _ in range(7):  # one guess every 5 seconds: each waits longer
        waits.append(codes.failed("10.0.0.1"))
        now[0] += 5
    assert waits == [0, 0, 0.5, 1, 2, 4, 4]
    assert codes.failed("10.0.0.2") == 0  # another address: its own count
    now[0] = 100
    assert codes.failed("10.0.0.1") == 0  # a minute later: forgotten
    now[0] = 200  # guesses sent at once: each answered after the one before
    assert [codes.failed("10.0.0.3") for _ in range(5)] == [0, 0, 0.5, 1.5, 3.5]


def test_the_network_modules_do_not_load_qt() -> None:
    code = (
        "import sys\n"
        "from thurntaxis.net import commands, room, client, server, protocol, guard\n"
        "from thurntaxis.cli import main\n"
        "main(['serve', '--game', 'carcassonne', '--players', '2', '--bots', 'random,random', '--port', '0'])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--players", "9"], "thurntaxis: Carcassonne is for 2 to 5 players\n"),
        (
            ["--bots", "easy,wizard"],
            "thurntaxis: Carcassonne has no level 'wizard' (random, easy, medium, hard, expert)\n",
        ),
        (["--bots", "easy,easy,easy"], "thurntaxis: --bots names 3 computer players for 2 seats\n"),
    ],
)
def test_serve_refuses_what_it_cannot_host_in_one_line(
    args: list[str], line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from thurntaxis.cli import main

    base = ["serve", "--game", "carcassonne", "--players", "2", "--port", "0", "--code", CODE]
    assert main(base + args) == 2
    assert capsys.readouterr().err == line.rstrip("\n") + "\n"


def test_serve_without_a_port_says_so_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from thurntaxis.cli import main

    assert main(["serve", "--game", "carcassonne", "--players", "2", "--code", CODE]) == 2
    assert capsys.readouterr().err == "thurntaxis: serve needs --port (0: any free one)\n"


def test_join_says_in_one_line_that_nobody_is_there(capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    from thurntaxis.cli import main

    with socket.socket() as probe:  # a port nobody listens on (bound here, never listened)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        status = main(["join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Ada", "--bot", "easy"])
    err = capsys.readouterr().err
    assert status == 4 and err == f"thurntaxis: cannot reach 127.0.0.1:{port}: nobody serves a game there\n"


def test_serve_says_in_one_line_that_it_could_not_write_the_record(tmp_path: Path) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    args = ["serve", "--game", "carcassonne", "--players", "2", "--bots", "random,random", "--port", "0"]
    done = subprocess.run(
        [sys.executable, "-m", "thurntaxis", *args, "--record", str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1].startswith(f"thurntaxis: cannot write the record {folder}: ")


def test_join_reads_an_address_with_its_port_ipv6_in_brackets() -> None:
    from thurntaxis.cli import build_parser

    parse = build_parser().parse_args
    base = ["--code", CODE, "--name", "Ada", "--bot", "easy"]
    assert parse(["join", "127.0.0.1:7311", *base]).address == ("127.0.0.1", 7311)
    assert parse(["join", "[::1]:7311", *base]).address == ("::1", 7311)
    for wrong in ("127.0.0.1", ":7311", "host:port", "host:70000"):
        with pytest.raises(SystemExit):
            parse(["join", wrong, *base])


@pytest.mark.parametrize(
    ("extra", "line"),
    [
        (["--name", "x" * 41], "thurntaxis: --name needs 1 to 40 characters"),
        (["--name", "\n "], "thurntaxis: --name needs 1 to 40 characters"),
        (["--transcript", "/"], "thurntaxis: cannot write /: "),
    ],
)
def test_join_refuses_a_bad_name_or_transcript_in_one_line(
    extra: list[str], line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from thurntaxis.cli import main

    args = ["join", "127.0.0.1:9", "--code", CODE, "--name", "Ada", "--bot", "easy"]
    assert main(args + extra) == 2
    err = capsys.readouterr().err
    assert err.startswith(line) and err.count("\n") == 1
