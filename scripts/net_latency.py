"""How fast a move reaches the other players on loopback: a benchmark, not a test.

It starts `thurntaxis serve` for a two-player game and plays both seats from this process with Easy bots over
two connections. For every move it measures the time from the moment one seat's connection sends it to the
moment the other seat's connection has received and decoded the position after it (the bots' thinking is not
counted). Both connections live on one event loop, so both times come from the same clock. Prints the median, the
95th percentile and the largest, per game (and as JSON with --json).

    python scripts/net_latency.py [--games thurn-and-taxis,carcassonne] [--seed 4] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from thurntaxis.arena import p95  # noqa: E402
from thurntaxis.games import entry  # noqa: E402
from thurntaxis.net import protocol as p  # noqa: E402

CODE = "FAST12"
LIMIT = 300  # seconds per game


class Seat:
    """One seat's connection: its bot, and when each move number arrived."""

    def __init__(self, game_id: str, name: str, seed: int) -> None:
        self.game = entry(game_id).load()
        self.bot = self.game.make_bot("easy", seed=seed)
        self.name = name
        self.seat = -1
        self.arrived: dict[int, float] = {}
        self.sent: dict[int, float] = {}  # move number after the move -> when it was sent
        self.ended = False

    async def run(self, port: int) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(p.encode(p.Hello(protocol=p.PROTOCOL, code=CODE, name=self.name)))
        frames = p.Frames()
        while not self.ended:
            data = await reader.read(p.MAX_MESSAGE)
            if not data:
                raise RuntimeError("the host closed the connection")
            for body in frames.feed(data):
                message = p.host_message(body)
                now = time.perf_counter()
                if isinstance(message, p.Welcome):
                    self.seat = message.seat
                elif isinstance(message, p.End):
                    self.ended = True
                elif isinstance(message, p.StateMessage):
                    self.arrived[message.number] = now
                    if message.to_move == self.seat and not message.over:
                        observation = self.game.observation_from_json(message.observation)
                        move = str(self.bot.choose(observation))
                        writer.write(p.encode(p.PlayMove(number=message.number, move=move)))
                        self.sent[message.number + 1] = time.perf_counter()
        writer.close()


async def measure(port: int, game_id: str, seed: int) -> list[float]:
    seats = [Seat(game_id, "A", seed), Seat(game_id, "B", seed + 1)]
    await asyncio.wait_for(asyncio.gather(*(s.run(port) for s in seats)), LIMIT)
    delays = []
    for sender, receiver in (seats, reversed(seats)):
        for number, sent in sender.sent.items():
            if number in receiver.arrived:
                delays.append(receiver.arrived[number] - sent)
    return delays


def one_game(game_id: str, seed: int) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "thurntaxis", "serve", "--game", game_id, "--players", "2", "--port", "0"]
    server = subprocess.Popen(
        [*command, "--code", CODE, "--seed", str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().split("127.0.0.1:")[1].split()[0])
        delays = sorted(asyncio.run(measure(port, game_id, seed)))
        server.wait(timeout=60)
    finally:
        server.kill()
    return {
        "game": game_id,
        "moves_measured": len(delays),
        "median_ms": round(1000 * statistics.median(delays), 3),
        "p95_ms": round(1000 * p95(delays), 3),
        "max_ms": round(1000 * delays[-1], 3),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="thurn-and-taxis,carcassonne")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    for game_id in args.games.split(","):
        figures = one_game(game_id, args.seed)
        if args.json:
            print(json.dumps(figures))
        else:
            print(
                f"{game_id}: a move reaches the other seat in {figures['median_ms']} ms (median), "
                f"{figures['p95_ms']} ms (95th percentile), {figures['max_ms']} ms at most, "
                f"over {figures['moves_measured']} moves"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
