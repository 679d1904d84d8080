"""The new-game dialog shows each game's own pieces in the players' colours: Thurn and Taxis's houses, and for
Carcassonne its followers (the game's palette paints them: `thurntaxis.gameui.Palette.paint_piece`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.settings import Settings

from .test_two_games import _choose_game


def _icons(dialog: NewGameDialog) -> dict[str, QImage]:
    colour = dialog.rows[0][4]
    return {str(colour.itemData(k)): colour.itemIcon(k).pixmap(QSize(22, 22)).toImage() for k in range(colour.count())}


def _filled_rows(image: QImage) -> list[int]:
    """Per pixel row of the swatch, how many pixels are drawn (not transparent)."""
    return [sum(1 for x in range(image.width()) if image.pixelColor(x, y).alpha() > 128) for y in range(image.height())]


def test_carcassonnes_colours_are_followers_not_houses(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    _choose_game(dialog, "thurn-and-taxis")
    houses = _icons(dialog)
    _choose_game(dialog, "carcassonne")
    followers = _icons(dialog)
    assert set(followers) == {"red", "blue", "yellow", "green", "black"}
    for colour in ("red", "blue", "yellow", "green"):
        assert followers[colour] != houses[colour]
        # a follower's round head on a narrow neck, then its arms wider than its head: no house's roof is shaped so
        rows = [n for n in _filled_rows(followers[colour]) if n]
        head, widest = max(rows[: len(rows) // 3]), max(rows)
        assert widest >= head + 6, (colour, rows)
        house = [n for n in _filled_rows(houses[colour]) if n]
        assert house.index(max(house)) > len(house) // 3  # a house is widest at its walls, low down
