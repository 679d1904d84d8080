"""The program's log file: what went wrong, for the player to send us, also from a windowed build with no stderr.

`thurntaxis.log` in the application's local data folder (or in `$THURNTAXIS_HOME`), rotated at start-up when it has
grown past MAX_BYTES (up to KEPT older files). Python's `faulthandler` writes there too, so a crash inside Qt leaves
the Python stack of every thread; Qt's own warnings and the unexpected errors that reach the excepthook (see
thurntaxis.shell.app) are logged as well.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
from pathlib import Path
from typing import TextIO

NAME = "thurntaxis.log"
MAX_BYTES = 512 * 1024
KEPT = 3
log = logging.getLogger("thurntaxis")
_stream: list[TextIO] = []


def log_dir() -> Path:
    """The folder of the log: $THURNTAXIS_HOME when set, else the platform's local application-data folder."""
    env = os.environ.get("THURNTAXIS_HOME")
    if env:
        return Path(env)
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base) if base else Path.home() / ".thurntaxis"


def rotate(path: Path, max_bytes: int = MAX_BYTES, kept: int = KEPT) -> None:
    """Move `path` to `path.1` (and `.1` to `.2`, ...) when it is larger than `max_bytes`."""
    if not path.is_file() or path.stat().st_size <= max_bytes:
        return
    for n in range(kept - 1, 0, -1):
        older = path.with_name(f"{path.name}.{n}")
        if older.exists():
            older.replace(path.with_name(f"{path.name}.{n + 1}"))
    path.replace(path.with_name(f"{path.name}.1"))


def start() -> Path | None:
    """Open the log for this run (rotating it first), route faulthandler, logging and Qt's messages to it; returns
    its path, or None when the folder cannot be written (the game then runs without a log)."""
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / NAME
        rotate(path)
        stream = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 (open for the whole run)
    except OSError:
        return None
    _stream.append(stream)
    faulthandler.enable(file=stream, all_threads=True)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    if sys.stderr is not None:  # a terminal, when there is one, sees the errors too
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        log.addHandler(console)
    _route_qt_messages()
    from thurntaxis import __version__

    log.info("Thurn and Taxis %s started (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    return path


def stop() -> None:
    """Close the log (at exit, and in tests)."""
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(None)
    faulthandler.disable()
    for handler in list(log.handlers):
        log.removeHandler(handler)
    while _stream:
        _stream.pop().close()


def _route_qt_messages() -> None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        log.log(levels.get(kind, logging.WARNING), "Qt: %s", message)

    qInstallMessageHandler(handler)
