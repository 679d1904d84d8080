"""One running copy per data folder: two copies of the game would overwrite each other's autosave and settings.

The first copy holds a QLockFile in the data folder for as long as it runs. A second start finds it held and tells
the player the game is already open. A lock left behind by a copy that crashed is taken over (QLockFile sees that
the process that wrote it is gone).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

LOCK_NAME = "thurntaxis.lock"


def claim(folder: Path) -> QLockFile | None:
    """The lock of `folder`, held by this process until the object is released; None when another copy holds it.

    A folder that cannot be created or written keeps nothing for two copies to overwrite: the game starts with
    its lock not held (the window then says that nothing will be kept)."""
    lock = QLockFile(str(folder / LOCK_NAME))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return lock
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long a game lasts
    if lock.tryLock(200) or lock.error() != QLockFile.LockError.LockFailedError:
        return lock
    return None


def already_open_text() -> tuple[str, str]:
    """The title and text of the message a second start shows."""
    return (
        QCoreApplication.translate("App", "Thurn and Taxis is already open"),
        QCoreApplication.translate(
            "App", "The game is already running in another window. Switch to that window to go on playing."
        ),
    )
