"""A process killed (SIGKILL) while it writes games loses none that it had committed and leaves no part of one."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from thurntaxis import stats

from .games import finished

ROOT = Path(__file__).resolve().parents[2]
KILLS = 6

# Writes the games of tests.stats.games in a loop and prints each game's id once its transaction is committed.
# With "stall" it stops for good inside the third game's transaction (its game row written, its seats not yet) and
# says "mid", so that one kill surely lands in the middle of a write, however fast the machine's disk is.
WRITER = """
import sys, time
from pathlib import Path
from thurntaxis import stats
from tests.stats.games import finished, seats
games = [(finished(2, 1), seats("human", "easy")), (finished(4, 4), seats("human", "hard", "medium", "easy")),
         (finished(3, 3), seats("medium", "human", "human"))]
store = stats.open_store(Path(sys.argv[1]))
n = 0
def stall(statement):
    if n == 2 and statement.startswith("INSERT INTO seats"):
        print("mid", flush=True)
        time.sleep(60)
if sys.argv[2:] == ["stall"]:
    store._db.set_trace_callback(stall)
print("ready", flush=True)
n = 0
while True:
    record, who = games[n % len(games)]
    print(store.add_game(record, who), flush=True)
    n += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_a_killed_writer_loses_no_committed_game(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    records = {len(r.players): r for r in (finished(2, 1), finished(4, 4), finished(3, 3))}
    chance = random.Random(13)
    committed: set[int] = set()
    mid_write = 0  # kills that left a hot journal: the writer was in the middle of a transaction
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for kill in range(KILLS):
        stalls = kill == KILLS // 2  # one kill mid-transaction for sure; the others land where they land
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), *(["stall"] if stalls else [])],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=env,
        )
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == "ready"
        said: list[str] = []
        if stalls:
            while (line := writer.stdout.readline().strip()) != "mid":
                assert line and len(said) < 2, "the writer did not stall in its third game"
                said.append(line)
        else:
            time.sleep(chance.uniform(0.05, 0.4))
        writer.send_signal(signal.SIGKILL)
        said += writer.stdout.read().split()
        writer.wait()
        assert writer.returncode == -signal.SIGKILL
        committed |= {int(word) for word in said}
        assert not stalls or path.with_name(path.name + "-journal").exists(), "the stalled write left no journal"
        mid_write += path.with_name(path.name + "-journal").exists()
        with stats.open_store(path) as store:  # opens: a hot journal is rolled back, nothing is damaged
            games = store.games()
        stored = {g.id for g in games}
        assert committed <= stored, "a game the writer had committed is lost"
        assert len(stored - committed) <= KILLS  # at most the one being reported when each writer was killed
        for game in games:  # every game whole: all its seats and its record
            record = game.record()
            assert record == records[len(record.players)]
            assert [s.name for s in game.seats] == record.players
        with sqlite3.connect(path) as db:  # and no seat of a game that is not there
            assert db.execute("SELECT count(*) FROM seats").fetchone() == (sum(len(g.seats) for g in games),)
    assert len(committed) >= KILLS  # the writers did write between the kills
    assert mid_write >= 1  # the stalled kill at least hit a write
