"""The installed Qt binding must not leak references to None or True (PySide6 6.12.0 on Python 3.11 does,
and the interpreter then aborts after a few thousand Qt calls); pyproject.toml pins a safe version."""

import sys

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def test_qt_calls_keep_the_reference_counts_of_none_and_true() -> None:
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        probe.setObjectName("probe")
        probe.ping.emit()
    assert sys.getrefcount(None) >= none_before - 50
    assert sys.getrefcount(True) >= true_before - 50
