"""Where on the table a tile lies, in words a player finds it by: counted in tiles from the start tile, which every
game has and every player knows ("2 tiles north and 1 east of the start tile", "Directly west of the start tile").
x grows east and y south, as on the table.

Each place is one whole text a direction (and a count, in the plural form each language needs), so that every
language words it as its own; the count of the second direction stands without its noun ("2 tiles north and 1 east"),
which reads in every language and needs no second plural."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject


class CarcassonneWhere(QObject):
    """The texts of a place on the table (pyside6-lupdate marks plural forms only in `self.tr` calls, hence this
    class; its name is the texts' translation context)."""

    def beside(self, side: str) -> str:
        """The square next to the start tile on `side` (N, NE, E, ... : a compass point)."""
        table = {
            "N": lambda: self.tr("Directly north of the start tile"),
            "NE": lambda: self.tr("Directly north-east of the start tile"),
            "E": lambda: self.tr("Directly east of the start tile"),
            "SE": lambda: self.tr("Directly south-east of the start tile"),
            "S": lambda: self.tr("Directly south of the start tile"),
            "SW": lambda: self.tr("Directly south-west of the start tile"),
            "W": lambda: self.tr("Directly west of the start tile"),
            "NW": lambda: self.tr("Directly north-west of the start tile"),
        }
        return table[side]()

    def straight(self, side: str, n: int) -> str:
        """`n` tiles from the start tile towards `side` (a compass point: straight or diagonal)."""
        table = {
            "N": lambda: self.tr("%n tile(s) north of the start tile", None, n),
            "E": lambda: self.tr("%n tile(s) east of the start tile", None, n),
            "S": lambda: self.tr("%n tile(s) south of the start tile", None, n),
            "W": lambda: self.tr("%n tile(s) west of the start tile", None, n),
            "NE": lambda: self.tr("%n tile(s) north-east of the start tile", None, n),
            "SE": lambda: self.tr("%n tile(s) south-east of the start tile", None, n),
            "SW": lambda: self.tr("%n tile(s) south-west of the start tile", None, n),
            "NW": lambda: self.tr("%n tile(s) north-west of the start tile", None, n),
        }
        return table[side]()

    def across(self, side: str, n: int, m: int) -> str:
        """`n` tiles north or south and `m` east or west of the start tile (`side`: NE, SE, SW or NW)."""
        table = {
            "NE": lambda: self.tr("%n tile(s) north and %1 east of the start tile", None, n),
            "SE": lambda: self.tr("%n tile(s) south and %1 east of the start tile", None, n),
            "SW": lambda: self.tr("%n tile(s) south and %1 west of the start tile", None, n),
            "NW": lambda: self.tr("%n tile(s) north and %1 west of the start tile", None, n),
        }
        return table[side]().replace("%1", str(m))


@cache
def _texts() -> CarcassonneWhere:
    return CarcassonneWhere()


def compass(x: int, y: int) -> str:
    """The compass point from the start tile towards (x, y): N, NE, E, ... ("" on the start tile)."""
    return ("N" if y < 0 else "S" if y > 0 else "") + ("E" if x > 0 else "W" if x < 0 else "")


def where_text(x: int, y: int) -> str:
    """Where the square (x, y) lies, from the start tile, in the language now installed ("" for the start tile)."""
    side = compass(x, y)
    if not side:
        return ""
    across, down = abs(x), abs(y)
    if max(across, down) == 1:
        return _texts().beside(side)
    if across == 0 or down == 0 or across == down:
        return _texts().straight(side, max(across, down))
    return _texts().across(side, down, across)
