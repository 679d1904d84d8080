"""Protocol fuzzing of a running host on loopback: at least 10,000 malformed, oversized, out-of-order and
wrong-seat messages while a game is played; the host must keep running and the game must finish with only the
moves the players meant.

It starts `thurntaxis serve` (Thurn and Taxis, three seats: this script's own, a `join --bot easy` process and a
computer player) and plays its own seat with an Easy bot. Before each of its moves it sends a batch of hostile
messages: on its own connection, moves for the position of another number, moves in broken notation or against
the rules, and moves when it is another seat's turn (each is refused with a reason and changes nothing; the
batches stay under the rate limit), and, on connections of their own, bytes that are not messages: broken JSON,
NaN, wrong types, unknown fields, unknown types, over-long lengths, 64 KiB + 1 bytes, deep nesting, truncated
frames, moves before hello, and a few wrong codes (which the host answers later and later). Everything stops by
itself; the figures are printed at the end (and as JSON with --json).

    python scripts/net_fuzz.py [--messages 10000] [--seed 3] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from thurntaxis.games import entry  # noqa: E402
from thurntaxis.net import protocol as p  # noqa: E402

CODE = "FUZZ42"
LIMIT = 600  # seconds for the whole run
PER_TURN_ON_SEAT = 10  # refused moves on the own connection per own move (with the pause below: under the rate limit)
WRONG_CODES = 6


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def garbage(rng: random.Random, number: int) -> tuple[str, bytes]:
    """One hostile message for a connection of its own: its kind and its bytes."""
    kind = rng.choice(
        ["json", "nan", "types", "extra", "type", "length", "oversized", "nested", "truncated", "early", "binary"]
    )
    if kind == "json":
        return kind, frame(b'{"type": "hello", "protocol": 1,' + bytes(rng.randrange(256) for _ in range(8)))
    if kind == "nan":
        return kind, frame(b'{"type": "move", "number": NaN, "move": "E"}')
    if kind == "types":
        return kind, frame(json.dumps({"type": "hello", "protocol": "1", "code": CODE, "name": 5}).encode())
    if kind == "extra":
        hello = {"type": "hello", "protocol": 1, "code": CODE, "name": "x", "seat": 0, "admin": True}
        return kind, frame(json.dumps(hello).encode())
    if kind == "type":
        return kind, frame(json.dumps({"type": rng.choice(["state", "end", "welcome", "__import__"])}).encode())
    if kind == "length":
        return kind, struct.pack(">I", rng.randrange(p.MAX_MESSAGE + 1, 1 << 32)) + b"{}"
    if kind == "oversized":
        return kind, frame(b'{"type": "hello", "name": "' + b"a" * (p.MAX_MESSAGE - 20) + b'"}')
    if kind == "nested":
        return kind, frame(b"[" * 30_000 + b"]" * 30_000)
    if kind == "truncated":
        return kind, struct.pack(">I", 100) + b'{"type": "hello"'
    if kind == "early":
        return kind, frame(json.dumps({"type": "move", "number": number, "move": "+?"}).encode())
    return kind, frame(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64))))


async def hostile_connection(port: int, data: bytes) -> bool:
    """Send `data` on a new connection; whether the host closed it (it must: not one of these is a message)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(data)
        if data.startswith(struct.pack(">I", 100)):  # truncated: the host waits for the rest until hello's time
            writer.write_eof()
        answer = await asyncio.wait_for(reader.read(), 30)
        return answer == b""
    except (ConnectionError, TimeoutError):
        return True
    finally:
        writer.close()


class Fuzzer:
    """This script's own seat, its hostile batches, and the figures."""

    def __init__(self, port: int, total: int, seed: int) -> None:
        self.port, self.total = port, total
        self.rng = random.Random(seed)
        self.sent: Counter[str] = Counter()
        self.rejected: Counter[str] = Counter()
        self.closed = 0
        self.my_moves: list[tuple[int, str]] = []
        self.wrong_code_waits: list[float] = []

    @property
    def count(self) -> int:
        return sum(self.sent.values())

    async def batch(self, size: int, number: int) -> None:
        """`size` hostile connections, 6 at a time (the host takes 8 unseated connections from one address)."""
        for start in range(0, size, 6):
            kinds_data = [garbage(self.rng, number) for _ in range(min(6, size - start))]
            results = await asyncio.gather(*(hostile_connection(self.port, d) for _, d in kinds_data))
            self.closed += sum(results)
            self.sent.update(kind for kind, _ in kinds_data)

    async def wrong_codes(self) -> None:
        for _ in range(WRONG_CODES):
            started = time.perf_counter()
            reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
            writer.write(p.encode(p.Hello(protocol=p.PROTOCOL, code="WRONG" + str(self.rng.randrange(99)), name="x")))
            answer = await asyncio.wait_for(reader.read(), 60)
            writer.close()
            assert b'"wrong_code"' in answer, answer
            self.wrong_code_waits.append(round(time.perf_counter() - started, 3))
            self.sent["wrong_code"] += 1

    def on_seat(self, number: int, legal: list[str], mine: bool) -> list[p.PlayMove]:
        """Refused moves for the own connection: another number, broken notation, a move against the rules, or
        (not our turn) a move for the seat that is to move."""
        out = []
        for _ in range(PER_TURN_ON_SEAT):
            kind = self.rng.choice(["stale", "notation", "illegal"] if mine else ["wrong_seat"])
            if kind == "stale":
                out.append(p.PlayMove(number=number + self.rng.choice([-1, 1, 7, 10_000]) % (1 << 31), move=legal[0]))
            elif kind == "notation":
                out.append(p.PlayMove(number=number, move=self.rng.choice(["", "+", "<ZZZ", "H=XXX", "@", "S S"])))
            elif kind == "illegal":
                wrong = [m for m in ("-ULM", "*INN", "H*", "SW", "C", "A", "E", "+?") if m not in legal]
                out.append(p.PlayMove(number=number, move=self.rng.choice(wrong)))
            else:
                out.append(p.PlayMove(number=number, move=legal[0] if legal else "E"))
            self.sent[kind] += 1
        return out


async def play(fuzzer: Fuzzer, level: str) -> dict[str, object]:
    game = entry("thurn-and-taxis").load()
    bot = game.make_bot(level, seed=1)
    reader, writer = await asyncio.open_connection("127.0.0.1", fuzzer.port)
    writer.write(p.encode(p.Hello(protocol=p.PROTOCOL, code=CODE, name="Fuzzer")))
    frames = p.Frames()
    seat = -1
    await fuzzer.wrong_codes()
    wrong_seat_sent = False
    while True:
        data = await asyncio.wait_for(reader.read(p.MAX_MESSAGE), 120)
        if not data:
            raise RuntimeError("the host closed the fuzzer's own connection")
        for body in frames.feed(data):
            message = p.host_message(body)
            if isinstance(message, p.Welcome):
                seat = message.seat
            elif isinstance(message, p.Rejected):
                fuzzer.rejected[message.reason] += 1
            elif isinstance(message, p.End):
                return {"scores": message.scores, "names": message.names}
            elif isinstance(message, p.StateMessage) and not message.over:
                observation = game.observation_from_json(message.observation)
                mine = message.to_move == seat
                legal = [str(m) for m in observation.legal_moves()] if mine else []
                if not mine and not wrong_seat_sent:  # once between two of its own turns
                    wrong_seat_sent = True
                    for move in fuzzer.on_seat(message.number, ["+?"], mine=False):
                        writer.write(p.encode(move))
                if mine:
                    wrong_seat_sent = False
                    for move in fuzzer.on_seat(message.number, legal, mine=True):
                        writer.write(p.encode(move))
                    left = fuzzer.total - fuzzer.count
                    await fuzzer.batch(max(0, min(left, 160)), message.number)
                    await asyncio.sleep(0.5)  # (the rate limit refills 15 meanwhile: more than the 10 refused)
                    move = str(bot.choose(observation))
                    fuzzer.my_moves.append((message.number, move))
                    writer.write(p.encode(p.PlayMove(number=message.number, move=move)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    folder = Path(tempfile.mkdtemp(prefix="net-fuzz-"))
    record = folder / "record.json"
    serve_cmd = [sys.executable, "-m", "thurntaxis", "serve", "--game", "thurn-and-taxis", "--players", "3"]
    serve_cmd += ["--bots", "easy", "--port", "0", "--code", CODE, "--record", str(record), "--seed", "5"]
    log = (folder / "serve.log").open("w")
    server = subprocess.Popen(serve_cmd, stdout=subprocess.PIPE, stderr=log, text=True, env=env)
    started = time.perf_counter()
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().split("127.0.0.1:")[1].split()[0])
        other = subprocess.Popen(
            [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bot"]
            + ["--bot", "easy"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        fuzzer = Fuzzer(port, args.messages, args.seed)
        end = asyncio.run(asyncio.wait_for(play(fuzzer, "easy"), LIMIT))
        if fuzzer.count < args.messages:  # the game was short: the rest after it, to a host that must be gone
            print(f"the game ended after {fuzzer.count} hostile messages; rerun with another --seed", file=sys.stderr)
        server_status = server.wait(timeout=60)
        other_status = other.wait(timeout=60)
    finally:
        server.kill()
        log.close()
    replay = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "replay", str(record), "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    recorded = json.loads(record.read_text(encoding="utf-8"))
    mine = recorded["players"].index("Fuzzer")
    game = entry("thurn-and-taxis").load()
    state = game.new_game(3, recorded["seed"])
    by_me = []
    for number, text in enumerate(recorded["moves"]):
        if game.current_player(state) == mine:
            by_me.append((number, text))
        state = game.apply(state, game.parse_move(text))
    log_text = (folder / "serve.log").read_text()
    closings = Counter(re.findall(r"closing the connection of \S+: (\w+)", log_text))
    for reason, count in re.findall(r"closed before hello: (\w+) (\d+)", log_text):  # (the door's lines of counts)
        closings[reason] += int(count)
    door_lines = log_text.count("the door since its last word")
    figures = {
        "hostile_messages": fuzzer.count,
        "by_kind": dict(fuzzer.sent),
        "connections_closed_by_host": fuzzer.closed,
        "host_closing_reasons": dict(closings),
        "host_log_lines": len(log_text.splitlines()),
        "door_log_lines": door_lines,
        "refused_moves_by_reason": dict(fuzzer.rejected),
        "wrong_code_answer_seconds": fuzzer.wrong_code_waits,
        "game_moves": len(recorded["moves"]),
        "only_the_fuzzers_meant_moves": by_me == fuzzer.my_moves,
        "scores": end["scores"],
        "serve_exit": server_status,
        "join_exit": other_status,
        "record_replays": replay.returncode == 0 and json.loads(replay.stdout)["game_over"],
        "seconds": round(time.perf_counter() - started, 1),
        "log": str(folder / "serve.log"),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    ok = (
        fuzzer.count >= args.messages
        and server_status == 0
        and other_status == 0
        and figures["record_replays"]
        and figures["only_the_fuzzers_meant_moves"]
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
