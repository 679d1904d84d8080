"""Where the game keeps its settings and autosave, and the settings themselves (QSettings, INI file).

The folder is `$THURNTAXIS_HOME` when set (tests point it at a temporary folder), else the platform's
application-data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

SPEEDS = ("slow", "normal", "fast", "instant")
# Pause after each computer move and length of card animations, in milliseconds.
SPEED_DELAY = {"slow": 1400, "normal": 750, "fast": 300, "instant": 0}
SPEED_ANIMATION = {"slow": 600, "normal": 350, "fast": 150, "instant": 0}
UI_SCALES = (0.9, 1.0, 1.15, 1.3, 1.5)  # the size of the window's texts and panels, 1.0 as designed


def home_dir() -> Path:
    """The folder for settings and the autosave."""
    env = os.environ.get("THURNTAXIS_HOME")
    if env:
        path = Path(env)
    else:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(base or Path.home() / ".thurntaxis")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The file the game in progress is saved to on exit."""
    return home_dir() / "autosave.json"


class Settings:
    """The player's settings, persisted with QSettings in an INI file of `home_dir()`."""

    def __init__(self, path: Path | None = None) -> None:
        self._q = QSettings(str(path or home_dir() / "settings.ini"), QSettings.Format.IniFormat)

    def value(self, key: str, default: object) -> object:
        """A stored setting, or `default`."""
        v = self._q.value(key, default)
        return default if v is None else v

    def set_value(self, key: str, value: object) -> None:
        """Store a setting at once."""
        self._q.setValue(key, value)
        self._q.sync()

    @property
    def speed(self) -> str:
        """The animation speed: slow, normal, fast or instant."""
        v = str(self.value("animation/speed", "normal"))
        return v if v in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        """The animation speed: slow, normal, fast or instant."""
        if value in SPEEDS:
            self.set_value("animation/speed", value)

    @property
    def ui_scale(self) -> float:
        """The size of the window's texts and panels: one of UI_SCALES (1.0 when unset or unreadable)."""
        try:
            v = float(str(self.value("ui/scale", 1.0)))
        except ValueError:
            return 1.0
        return v if v in UI_SCALES else 1.0

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        """The size of the window's texts and panels."""
        if value in UI_SCALES:
            self.set_value("ui/scale", value)

    @property
    def language(self) -> str:
        """The interface language's code; empty for the system's language (the default)."""
        return str(self.value("ui/language", ""))

    @language.setter
    def language(self, value: str) -> None:
        """The interface language's code."""
        self.set_value("ui/language", value)

    def last_setup(self) -> dict[str, object]:
        """The new-game dialog's last choices (empty when none were saved)."""
        import json

        try:
            data = json.loads(str(self.value("newgame/last", "{}")))
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def set_last_setup(self, data: dict[str, object]) -> None:
        """Remember the new-game dialog's choices."""
        import json

        self.set_value("newgame/last", json.dumps(data))
