"""The computer players' thread, as both games' controllers use it: one question at a time is thought about on a
worker thread, and the answer comes back on the GUI thread, unless the controller has forgotten the question since
(a new game, an undo, closing). A broken computer player never takes the window down: its error comes back instead
of a move."""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from thurntaxis.kit.worker import Worker

HUSH_MOST_S = 0.5  # the longest a hushed worker waits, whatever happens on the GUI thread

# A question for a computer player: given "should I stop now?", the move it makes.
Think = Callable[[Callable[[], bool]], Any]


def one_shot(parent: QObject, due: Callable[[], object]) -> QTimer:
    """A single-shot timer of `parent`'s (gone with it: no callback outlives a thrown-away table) that calls `due`;
    starting it again moves its time, so the last start is the one that counts."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(due)
    return timer


class _Signals(QObject):
    done = Signal(int, object, object)  # generation, move (or None), error text (or None)


def _job(think: Think, generation: int, signals: _Signals, stop: Callable[[], bool]) -> Callable[[], None]:
    """What the worker thread runs for a question: the move, or the error of a broken computer player, sent back."""

    def job() -> None:
        try:
            move, error = think(stop), None
        except Exception as exc:  # a broken computer player must not take the window down
            move, error = None, repr(exc)
        with contextlib.suppress(RuntimeError):  # (the table that asked is gone: nobody waits for the answer)
            signals.done.emit(generation, move, error)

    return job


class ComputerThread(QObject):
    """Thinks about one question at a time off the GUI thread; `done(move, error)` brings the answer of the
    question asked last, unless `forget` or `stop` came since. `generation` counts the forgettings (a move the
    controller scheduled for an earlier generation must not start)."""

    done = Signal(object, object)  # the move (None when the computer player failed), the error text (or None)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A computer player computes in Python on a worker thread; hand the interpreter back to the GUI thread
        # every millisecond (instead of every 5) so that painting never waits long for it.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self._worker = Worker("computer players")
        self._signals = _Signals(self)
        self._signals.done.connect(self._arrived)
        self.generation = 0
        self.busy = False  # a question is being thought about
        # Cleared while the window shows a move (`hush`): the worker then waits between two steps of its thinking
        # ("should I stop?"), as the window needs the interpreter for a moment.
        self._free = threading.Event()
        self._free.set()
        self._unhush = one_shot(self, self._free.set)

    def ask(self, think: Think, deadline: float | None = None) -> None:
        """Think about `think` on the worker thread (its "should I stop?" turns true once it is forgotten, or once
        `time.monotonic()` passes `deadline`)."""
        generation = self.generation

        def stop() -> bool:
            self._free.wait(HUSH_MOST_S)
            return generation != self.generation or (deadline is not None and time.monotonic() > deadline)

        self.busy = True
        self._worker.run(_job(think, generation, self._signals, stop))

    def hush(self, ms: int) -> None:
        """Let the worker wait (at its next "should I stop?") until `ms` milliseconds after the GUI thread is
        back in its event loop: the window is about to show a move."""
        self._free.clear()
        self._unhush.start(ms)  # (the last hush asked for ends it)

    def forget(self) -> None:
        """Drop the question being thought about: its answer will not come."""
        self.generation += 1
        self._free.set()  # a hushed worker learns it at once
        self.busy = False

    def stop(self) -> None:
        """Forget, and wait for the worker to finish (before closing)."""
        self.forget()
        self._worker.wait(5.0)

    @Slot(int, object, object)
    def _arrived(self, generation: int, move: object, error: str | None) -> None:
        if generation != self.generation:
            return
        self.busy = False
        self.done.emit(move, error)
