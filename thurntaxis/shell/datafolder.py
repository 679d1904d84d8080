"""The data folder as the game uses it at start and at quit: can settings and the autosave be kept there, and
setting an autosave aside without ever overwriting a file the player may want back."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

KEEP = 5  # set-aside autosaves kept of each kind (previous, unreadable); older ones are removed
STALE_SECONDS = 600  # a temporary file of a save this old is left over from a crash


def problem(folder: Path) -> str | None:
    """Why settings and the autosave cannot be kept in `folder` (the system's reason), or None when they can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test.", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    return None


def set_aside(path: Path, kind: str, now: float | None = None) -> Path | None:
    """Rename the file at `path` to a dated name beside it (`autosave.previous-20261122-231500-042137.json` for
    kind "previous": date, time, microseconds), keeping the newest `KEEP` of that kind; None when the folder does
    not allow it."""
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now)) + f"-{int(now * 1e6) % 1_000_000:06}"
    target = path.with_name(f"{path.stem}.{kind}-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}.{kind}-{stamp}-{number:02}{path.suffix}")
    try:
        path.rename(target)
    except OSError:
        return None
    for old in set_aside_files(path, kind)[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


def set_aside_files(path: Path, kind: str) -> list[Path]:
    """The files `set_aside` made from `path` for `kind`, newest first (by the date in their names)."""
    return sorted(path.parent.glob(f"{path.stem}.{kind}-*{path.suffix}"), key=lambda p: p.stem, reverse=True)


def remove_stale_temporaries(path: Path, now: float | None = None) -> None:
    """Remove the temporary files that crashed saves of `path` left (`autosave.json.*.tmp`)."""
    limit = (time.time() if now is None else now) - STALE_SECONDS
    for tmp in path.parent.glob(f"{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if tmp.stat().st_mtime < limit:
                tmp.unlink()
