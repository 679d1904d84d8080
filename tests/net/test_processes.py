"""Real processes on loopback: `thurntaxis serve` and two `thurntaxis join --bot` clients play a whole game of each
game to its end, the host's record replays with `thurntaxis replay`, a client killed in the middle comes back with
its seat file and the game finishes, refused joins say why in one line, and nothing any client received holds
another seat's cards or the pile's order. Every process is bounded in time and stops by itself."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from thurntaxis.net import protocol as p

from .leaks import find_leaks

LIMIT = 120  # seconds any process of these tests may take
ROOT = Path(__file__).resolve().parents[2]
SEED = 7_294_001_853_219


def thurntaxis(*args: str | Path) -> list[str]:
    return [sys.executable, "-m", "thurntaxis", *map(str, args)]


def environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


class Served:
    """A `serve` process and the port it printed."""

    def __init__(
        self,
        tmp: Path,
        game: str,
        players: int,
        bots: str = "",
        takeover: float | None = None,
        more: tuple[str, ...] = (),
    ) -> None:
        self.record = tmp / "record.json"
        args = ["serve", "--game", game, "--players", str(players), "--port", "0", "--code", "K3YQ7X", *more]
        if more[:1] == ("--resume",):  # the game, its players, code and seed come from the save
            args = ["serve", *more]  # (and the port: the one it was served on)
        args += ["--record", str(self.record), "--seed", str(SEED)] + (["--bots", bots] if bots else [])
        args += ["--takeover", str(takeover)] if takeover is not None else []
        self.process = subprocess.Popen(
            thurntaxis(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment()
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # "serving ... on 127.0.0.1:PORT with the code K3YQ7X"
        assert "127.0.0.1:" in line, line + self.process.stderr.read()  # type: ignore[union-attr]
        self.port = int(line.split("127.0.0.1:")[1].split()[0])

    def join(self, name: str, tmp: Path, level: str = "easy", code: str = "K3YQ7X") -> subprocess.Popen[str]:
        args = ["join", f"127.0.0.1:{self.port}", "--code", code, "--name", name, "--bot", level]
        args += ["--seat-file", str(tmp / f"{name}.seat"), "--transcript", str(tmp / f"{name}.jsonl")]
        return subprocess.Popen(
            thurntaxis(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment()
        )

    def finish(self) -> tuple[int, str]:
        try:
            _, err = self.process.communicate(timeout=LIMIT)
        finally:
            self.process.kill()
        return self.process.returncode, err


def finished(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(timeout=LIMIT)
    finally:
        process.kill()
    return process.returncode, out, err


def check_record_and_transcripts(tmp: Path, game: str, names: list[str], players: int) -> dict[str, object]:
    """The record replays to a finished game; no transcript holds what its seat may not know."""
    replay = subprocess.run(
        thurntaxis("replay", tmp / "record.json", "--json"),
        capture_output=True,
        text=True,
        timeout=LIMIT,
        env=environment(),
    )
    assert replay.returncode == 0, replay.stderr
    report: dict[str, object] = json.loads(replay.stdout)
    assert report["game_over"] is True
    record = json.loads((tmp / "record.json").read_text(encoding="utf-8"))
    assert record["game"] == game and record["seed"] == SEED
    for name in names:
        seat = record["players"].index(name)
        transcript = (tmp / f"{name}.jsonl").read_bytes().splitlines()
        assert len(transcript) > 10
        assert find_leaks(game, seat, SEED, record["moves"], transcript, players) == []
    return report


@pytest.mark.parametrize("game", ["thurn-and-taxis", "carcassonne"])
def test_a_served_game_is_played_to_its_end_by_two_joined_bots(tmp_path: Path, game: str) -> None:
    served = Served(tmp_path, game, 3, bots="easy")
    clients = [served.join("Ada", tmp_path), served.join("Bo", tmp_path, level="random")]
    results = [finished(client) for client in clients]
    status, log = served.finish()
    assert status == 0, log
    for code, out, err in results:
        assert code == 0 and err == "" and out.startswith("game over after "), (out, err)
    assert "the game is over" in log
    check_record_and_transcripts(tmp_path, game, ["Ada", "Bo"], 3)


def test_a_client_killed_in_the_middle_comes_back_and_the_game_finishes(tmp_path: Path) -> None:
    served = Served(tmp_path, "thurn-and-taxis", 2)
    ada, bo = served.join("Ada", tmp_path), served.join("Bo", tmp_path)
    transcript = tmp_path / "Bo.jsonl"
    deadline = time.monotonic() + LIMIT
    while not (transcript.exists() and len(transcript.read_bytes().splitlines()) >= 30):
        assert time.monotonic() < deadline and bo.poll() is None, "Bo never got 30 messages"
        time.sleep(0.01)
    bo.kill()
    bo.wait(timeout=LIMIT)
    token = (tmp_path / "Bo.seat").read_text(encoding="utf-8").strip()
    assert len(token) >= 20
    again = served.join("Bo", tmp_path)  # the same seat file: its token
    for code, out, err in (finished(again), finished(ada)):
        assert code == 0 and out.startswith("game over after "), (out, err)
    status, log = served.finish()
    assert status == 0, log
    assert "resumed seat" in log  # (the host may notice the old connection's end before or after the new one)
    report = check_record_and_transcripts(tmp_path, "thurn-and-taxis", ["Ada", "Bo"], 2)
    assert report["moves"] > 30  # type: ignore[operator]


def test_refused_joins_exit_with_one_line_and_a_vanished_seat_goes_to_the_computer(tmp_path: Path) -> None:
    served = Served(tmp_path, "carcassonne", 2, takeover=0.5)
    code, out, err = finished(served.join("Eve", tmp_path, code="K3Z"))
    assert code == 5 and out == "" and err == "thurntaxis: the host refused to seat you: the join code is wrong\n"
    with socket.create_connection(("127.0.0.1", served.port), timeout=LIMIT) as sock:  # a person who never moves
        sock.sendall(p.encode(p.Hello(protocol=p.PROTOCOL, code="K3YQ7X", name="Mute")))
        ada = served.join("Ada", tmp_path)
        while b'started":true' not in sock.recv(1 << 16):  # (the seats, sent when the game starts)
            pass
        code, out, err = finished(served.join("Cy", tmp_path))
        assert code == 5 and err == "thurntaxis: the host refused to seat you: every seat of the game is taken\n"
    assert finished(ada)[0] == 0  # the silent seat went to the computer after half a second
    status, log = served.finish()
    assert status == 0 and "goes to a computer player (easy)" in log, log


def test_a_client_says_in_one_line_that_the_host_went_away(tmp_path: Path) -> None:
    served = Served(tmp_path, "carcassonne", 2)
    with socket.create_connection(("127.0.0.1", served.port), timeout=LIMIT) as sock:  # a seat that never moves
        sock.sendall(p.encode(p.Hello(protocol=p.PROTOCOL, code="K3YQ7X", name="Mute")))
        ada = served.join("Ada", tmp_path)
        while b'started":true' not in sock.recv(1 << 16):
            pass
        served.process.kill()
        code, out, err = finished(ada)
    assert (code, out) == (4, "") and err == "thurntaxis: the host closed the connection before the game's end\n"
    assert (tmp_path / "Ada.seat").stat().st_mode & 0o077 == 0  # the seat's token: its owner's only


def wait_for_messages(transcript: Path, count: int, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + LIMIT
    while not (transcript.exists() and len(transcript.read_bytes().splitlines()) >= count):
        assert time.monotonic() < deadline and process.poll() is None, f"never {count} messages"
        time.sleep(0.01)


def test_a_hosted_game_resumes_from_the_hosts_save_with_the_same_players(tmp_path: Path) -> None:
    save = tmp_path / "host.json"
    served = Served(tmp_path, "thurn-and-taxis", 2, more=("--save", str(save)))
    ada, bo = served.join("Ada", tmp_path), served.join("Bo", tmp_path)
    wait_for_messages(tmp_path / "Bo.jsonl", 30, bo)
    served.process.kill()
    assert served.finish()[0] != 0
    for client in (ada, bo):
        assert finished(client)[0] == 4
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["format"] == "thurntaxis-host" and len(saved["moves"]) >= 20 and saved["port"] == served.port
    seen = [
        json.loads(line)["number"]
        for name in ("Ada", "Bo")
        for line in (tmp_path / f"{name}.jsonl").read_bytes().splitlines()
        if json.loads(line)["type"] == "state"
    ]
    assert max(seen) <= len(saved["moves"]), (max(seen), len(saved["moves"]))  # every position a player saw is kept
    again = Served(tmp_path, "", 0, more=("--resume", str(save)))
    assert again.port == served.port  # the friends come back to the address they were told
    clients = [again.join(name, tmp_path) for name in ("Ada", "Bo")]
    results = [finished(client) for client in clients]
    status, log = again.finish()
    assert status == 0 and log.count("resumed seat") == 2, log
    assert all(code == 0 for code, _, _ in results), results
    report = check_record_and_transcripts(tmp_path, "thurn-and-taxis", ["Ada", "Bo"], 2)
    assert report["moves"] > len(saved["moves"])  # type: ignore[operator]
