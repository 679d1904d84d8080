"""A guard against a reference-counting bug of PySide6 6.12 on Python 3.11.

There, Qt methods that return nothing hand back `None` without owning a reference (and `Signal.emit()` does the
same with `True`), so every call takes one reference away from `None` or `True`. Python 3.12 made these objects
immortal, which hides the bug; on 3.11 the interpreter frees `None` after a few thousand calls and aborts.
`install()` measures the bug and, only if it is there, makes the three singletons effectively immortal as 3.12
does, by giving them a very large reference count.
"""

from __future__ import annotations

import ctypes
import sys

_PLENTY = 1 << 48


def _leaks() -> bool:
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(8):
        probe.setObjectName("probe")
        probe.ping.emit()
    return sys.getrefcount(None) < none_before or sys.getrefcount(True) < true_before


def install() -> bool:
    """Protect `None`, `True` and `False` if this PySide6 leaks their references; True when it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython" or not _leaks():
        return False
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _PLENTY
    return True


INSTALLED = install()
