"""The worker thread of the computer players and the statistics: jobs run in order off the calling thread, a job's
stray exception does not end it, `wait` waits for all, and the thread ends when it has nothing to do."""

from __future__ import annotations

import threading
import time

from thurntaxis.kit import worker as worker_module
from thurntaxis.kit.worker import Worker


def test_jobs_run_in_order_off_the_callers_thread_and_wait_waits_for_all(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(worker_module, "IDLE_S", 0.05)
    done: list[tuple[int, str]] = []
    work = Worker("test")

    def job(n: int) -> None:
        time.sleep(0.01)
        done.append((n, threading.current_thread().name))

    def broken() -> None:
        raise ValueError("a stray error")

    for n in range(3):
        work.run(lambda n=n: job(n))
    work.run(broken)
    work.run(lambda: job(3))
    assert work.wait(5.0)
    assert [n for n, _ in done] == [0, 1, 2, 3] and {name for _, name in done} == {"test"}
    time.sleep(0.3)  # idle: the thread ends, and the next job starts another
    assert work._thread is None
    work.run(lambda: job(4))
    assert work.wait(5.0) and done[-1][0] == 4


def test_wait_gives_up_after_its_timeout() -> None:
    release = threading.Event()
    work = Worker("test")
    work.run(lambda: release.wait(5.0) and None)
    assert not work.wait(0.05)
    release.set()
    assert work.wait(5.0)
