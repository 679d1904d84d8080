"""The computer players' levels by name, in the new-game dialog's words: one place for every screen that names a
level (the new-game dialog, the score panels, the network lobby, the replay's Play from here, the statistics)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str) -> str:
    """A computer player's level as the new-game dialog names it, translated (a level it does not know, as it is)."""
    names = {
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "medium": QCoreApplication.translate("NewGameDialog", "Medium"),
        "hard": QCoreApplication.translate("NewGameDialog", "Hard"),
        "expert": QCoreApplication.translate("NewGameDialog", "Expert"),
    }
    return names.get(level, level)
