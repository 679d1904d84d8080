"""One worker thread that runs jobs in the order they were given, off the GUI thread: the computer players'
thinking (`thurntaxis.kit.computer`) and the statistics' writing. A plain Python thread, not Qt's thread pool: a
Python job object that Qt's pool deleted on its own thread while the GUI thread collected garbage crashed PySide now
and then (a segmentation fault late in the whole suite, twice). A job hands its answer back by emitting a signal of
a QObject that lives on the GUI thread (Qt queues it there); the thread ends when it has nothing to do."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

IDLE_S = 2.0  # an idle thread ends after this long (the next job starts another)


class Worker:
    """Runs the jobs given to `run` one at a time, in order, on a thread of its own."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._drained = threading.Condition(self._lock)
        self._pending = 0  # jobs given and not finished
        self._thread: threading.Thread | None = None

    def run(self, job: Callable[[], None]) -> None:
        """Run `job` on the worker thread after those given before (an exception it raises is its own to catch:
        one that escapes is dropped, the thread goes on)."""
        with self._lock:
            self._pending += 1
            self._jobs.put(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name=self._name, daemon=True)
                self._thread.start()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until every job given has finished (at most `timeout_s`); whether they have."""
        with self._lock:
            return self._drained.wait_for(lambda: self._pending == 0, timeout_s)

    def _work(self) -> None:
        while True:
            try:
                job = self._jobs.get(timeout=IDLE_S)
            except queue.Empty:
                with self._lock:
                    if self._jobs.empty():  # (a job given meanwhile is taken by this thread still)
                        self._thread = None
                        return
                continue
            try:
                job()
            except Exception:  # a job says its own errors; a stray one must not end the thread
                pass
            finally:
                del job  # (the thread keeps nothing of a game while it waits)
                with self._lock:
                    self._pending -= 1
                    if self._pending == 0:
                        self._drained.notify_all()
