"""Where the game keeps its settings and autosave, and the settings themselves (QSettings, INI file).

The folder is `$THURNTAXIS_HOME` when set (tests point it at a temporary folder), else the platform's
application-data folder.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.kit.animation import SPEEDS
from thurntaxis.kit.players import COMPUTER, HUMAN

# `thurntaxis.stats.FILE_NAME` (named here: that module loads the games' rules, which the first screen does not need)
STATISTICS_FILE = "statistics.sqlite3"
UI_SCALES = (0.9, 1.0, 1.15, 1.3, 1.5)  # the size of the window's texts and panels, 1.0 as designed
# The window's place: geometry (x, y, width, height), frame (left, top, right, bottom), maximised (`window_place`).
WindowPlace = tuple[tuple[int, int, int, int], tuple[int, int, int, int], bool]


def home_dir() -> Path:
    """The folder for settings and the autosave (created when it can be; `datafolder.problem` says when not)."""
    env = os.environ.get("THURNTAXIS_HOME")
    if env:
        path = Path(env)
    else:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(base or Path.home() / ".thurntaxis")
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """The folder the Open and Save dialogs start in until the player uses another one."""
    path = home_dir() / "saves"
    with contextlib.suppress(OSError):
        path.mkdir(exist_ok=True)
    return path


def autosave_path() -> Path:
    """The file the game in progress is saved to on exit."""
    return home_dir() / "autosave.json"


def hosted_game_path() -> Path:
    """The network game the window hosts, kept after every move to be hosted again (`thurntaxis.netui.hostresume`)."""
    return home_dir() / "hosted-game.json"


def statistics_path() -> Path:
    """The database of finished games (thurntaxis.stats)."""
    return home_dir() / STATISTICS_FILE


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

    @property
    def tour_offered(self) -> bool:
        """Whether the guided first game was offered at a start already (it is offered once)."""
        return str(self.value("tour/offered", "false")).lower() == "true"

    @tour_offered.setter
    def tour_offered(self, value: bool) -> None:
        """Remember that the guided first game was offered."""
        self.set_value("tour/offered", "true" if value else "false")

    @property
    def window_place(self) -> WindowPlace | None:
        """Where the window was when it last closed: its geometry (x, y, width, height; the normal one when it was
        maximised), its frame (left, top, right, bottom) and whether it was maximised; None when unset or
        unreadable (`thurntaxis.shell.placement` decides whether it fits the screen now)."""
        geometry = _numbers(self.value("window/geometry", ""))
        frame = _numbers(self.value("window/frame", ""))
        if geometry is None or frame is None or min(geometry[2:]) <= 0 or not all(0 <= m <= 200 for m in frame):
            return None
        return geometry, frame, str(self.value("window/maximised", "false")).lower() == "true"

    @window_place.setter
    def window_place(self, value: WindowPlace) -> None:
        """Remember where the window is."""
        geometry, frame, maximised = value
        self._q.setValue("window/geometry", " ".join(map(str, geometry)))
        self._q.setValue("window/frame", " ".join(map(str, frame)))
        self.set_value("window/maximised", "true" if maximised else "false")

    @property
    def files_folder(self) -> Path:
        """The folder of the game last saved or opened (the saves folder before any, or when it is gone)."""
        folder = Path(str(self.value("files/folder", "")))
        return folder if str(folder) not in ("", ".") and folder.is_dir() else saves_dir()

    @files_folder.setter
    def files_folder(self, folder: Path) -> None:
        """Remember the folder of the game saved or opened."""
        self.set_value("files/folder", str(folder))

    @property
    def game(self) -> str:
        """The game the new-game dialog chose last (a game id of `thurntaxis.games`; the first game at first)."""
        value = str(self.value("newgame/game", DEFAULT_GAME))
        return value if value in GAMES else DEFAULT_GAME

    @game.setter
    def game(self, value: str) -> None:
        """Remember the game the new-game dialog chose."""
        if value in GAMES:
            self.set_value("newgame/game", value)

    def last_setup(self, game: str = DEFAULT_GAME) -> dict[str, object]:
        """The new-game dialog's last choices for `game`, checked field by field: what a hand-edited or damaged
        settings file holds that the dialog cannot use is left out, so the dialog shows its default there."""
        entry = GAMES.get(game, GAMES[DEFAULT_GAME])
        try:
            data = json.loads(str(self.value(_setup_key(entry.id), "{}")))
        except (ValueError, RecursionError):
            return {}
        if not isinstance(data, dict):
            return {}
        seats = data.get("seats")
        checked: dict[str, object] = {
            "seats": [_checked_seat(s, entry) if isinstance(s, dict) else {} for s in seats[: entry.max_players]]
            if isinstance(seats, list)
            else [],
        }
        for option in entry.load_ui().rule_options:  # a game's set-up options: a value it offers, or none
            if data.get(option.key) in {choice.value for choice in option.choices}:
                checked[option.key] = data[option.key]
        if isinstance(data.get("seed"), str) and seed_of(data["seed"]) is not None:
            checked["seed"] = data["seed"]
        return checked

    def set_last_setup(self, data: dict[str, object], game: str = DEFAULT_GAME) -> None:
        """Remember the new-game dialog's choices for `game`."""
        self.set_value(_setup_key(game), json.dumps(data))


def _numbers(value: object) -> tuple[int, int, int, int] | None:
    """Four whole numbers written with spaces between them ("10 20 1600 1000"), or None."""
    parts = str(value).split()
    digits = [p.removeprefix("-") for p in parts]
    if len(parts) != 4 or not all(d.isascii() and d.isdigit() and len(d) <= 6 for d in digits):
        return None
    a, b, c, d = (int(p) for p in parts)
    return a, b, c, d


def _setup_key(game: str) -> str:
    """Where the new-game dialog's choices for a game are kept (the first game's where they always were)."""
    return "newgame/last" if game == DEFAULT_GAME else f"newgame/last-{game}"


SEED_DIGITS = 18  # a seed typed in the new-game dialog: a whole number of up to 18 digits, with a minus sign or not


def seed_of(text: str) -> int | None:
    """The seed a text stands for (ASCII digits only: not "²" or "--1"); None for any other text."""
    text = text.strip()
    body = text.removeprefix("-")
    if not body or len(body) > SEED_DIGITS or not all("0" <= c <= "9" for c in body):
        return None
    return int(text)


def _clean_name(name: str) -> str:
    from thurntaxis.records import clean_name  # (pydantic: not needed to show the first screen)

    return clean_name(name)


_SEAT_CHECKS: dict[str, Any] = {
    "on": lambda v, _levels, _colours: isinstance(v, bool),
    "name": lambda v, _levels, _colours: isinstance(v, str) and _clean_name(v) == v,
    "kind": lambda v, _levels, _colours: v in (HUMAN, COMPUTER),
    "level": lambda v, levels, _colours: v in levels,
    "colour": lambda v, _levels, colours: v in colours,
}


def _checked_seat(seat: dict[Any, Any], entry: GameEntry) -> dict[str, object]:
    """The fields of a remembered seat that the dialog can use for the game of `entry`."""
    levels, colours = entry.levels, tuple(entry.load_ui().palette.COLOUR_ORDER)
    return {
        key: value for key, value in seat.items() if key in _SEAT_CHECKS and _SEAT_CHECKS[key](value, levels, colours)
    }
