"""What the window shell asks of a registered game beyond its rules (`thurntaxis.games.GameEntry`): its table page,
its players' colours, its levels and its name, imported only when the game is used."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry


def game_name(entry: GameEntry) -> str:
    """A game's name in the current language (context "Games", marked in `thurntaxis.games`)."""
    return QCoreApplication.translate("Games", entry.name)


def palette(entry: GameEntry) -> ModuleType:
    """The module of the game's player colours (see `GameEntry.palette`)."""
    return importlib.import_module(entry.palette)


def colours(entry: GameEntry) -> tuple[str, ...]:
    """The game's player colours, in the order the new-game dialog offers them."""
    return tuple(palette(entry).COLOUR_ORDER)


def hosts_page(entry: GameEntry) -> bool:
    """Whether the game brings its own table page (see `GameEntry.table`); the first game's is the window's."""
    return entry.table is not None


def make_page(entry: GameEntry, speed: str) -> Any:
    """A new table page of a game that brings one (see `GameEntry.table`)."""
    if entry.table is None:
        raise ValueError(f"{entry.id} has no table page of its own")
    module, _, name = entry.table.partition(":")
    page: QWidget = getattr(importlib.import_module(module), name)(speed=speed)
    return page


def game_entry(game_id: object) -> GameEntry:
    """The registered game of that id; the first game for anything else (an old or damaged setting)."""
    return GAMES.get(str(game_id), GAMES[DEFAULT_GAME])
