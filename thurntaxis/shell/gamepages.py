"""What the window shell asks of a registered game beyond its rules (`thurntaxis.gameui.GameUI`, loaded by
`thurntaxis.games.GameEntry.load_ui`): its name in the current language, its players' colours, its table page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.gameui import Palette, TablePage


def game_name(entry: GameEntry) -> str:
    """A game's name in the current language (context "Games", marked in `thurntaxis.games`)."""
    return QCoreApplication.translate("Games", entry.name)


def palette(entry: GameEntry) -> Palette:
    """The game's players' colours (see `thurntaxis.gameui.Palette`)."""
    return entry.load_ui().palette


def colours(entry: GameEntry) -> tuple[str, ...]:
    """The game's player colours, in the order the new-game dialog offers them."""
    return tuple(palette(entry).COLOUR_ORDER)


def make_page(entry: GameEntry, speed: str) -> TablePage:
    """A new table page of the game (a QWidget; see `thurntaxis.gameui.TablePage`)."""
    page: TablePage = entry.load_ui().make_page(speed)
    return page


def page_widget(page: TablePage) -> QWidget:
    """A table page as the widget it is (the window's pages stack shows it)."""
    assert isinstance(page, QWidget)
    return page


def game_entry(game_id: object) -> GameEntry:
    """The registered game of that id; the first game for anything else (an old or damaged setting)."""
    return GAMES.get(str(game_id), GAMES[DEFAULT_GAME])


def entry_of(record: Any) -> GameEntry:
    """The registered game a record (a game's pydantic model) names; raises `RecordError` for another game."""
    from thurntaxis.games import entry_of_record

    return entry_of_record(record.model_dump(mode="json"))
