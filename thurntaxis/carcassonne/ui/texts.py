"""Every Carcassonne text the player reads, built from the rules' and the controller's codes and translated with Qt
(context "Carcassonne"). Whole sentences only: a text never assembles a sentence from translated pieces."""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject


class Carcassonne:
    """The translation context of the Carcassonne texts: pyside6-lupdate files a `Carcassonne.tr("...")` call under
    the context named by its qualifier, so call it with exactly this name and a literal text."""

    @classmethod
    def tr(cls, text: str) -> str:
        """`text` translated in the context named as the class is."""
        return QCoreApplication.translate(cls.__name__, text)


def fill(text: str, *args: object) -> str:
    """Put `args` into the %1, %2, ... of a translated text."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def elsewhere(remote: bool) -> tuple[str, str]:
    """What the status line (with %1, the name) and the tray say while another seat moves: a computer thinks, a
    friend on another machine (a remote seat) is waited for, as Thurn and Taxis says it."""
    if remote:
        return Carcassonne.tr("Waiting for %1 to move (over the network)…"), Carcassonne.tr("Over the network")
    return Carcassonne.tr("%1 is thinking…"), Carcassonne.tr("Thinking…")


class CarcassonneCounts(QObject):
    """Texts with a count (%n), in the plural form each language needs (pyside6-lupdate marks plural forms only in
    `self.tr` calls, hence this class)."""

    def text(self, key: str, n: int) -> str:
        """The text `key` for the count `n`, translated."""
        if key == "tiles_left":
            return self.tr("%n tile(s) left", None, n)
        if key == "followers":
            return self.tr("%n follower(s) in the supply", None, n)
        if key == "points":
            return self.tr("+%n", None, n)
        if key == "scored_road":
            return self.tr("%1 scores %n point(s) for a road.", None, n)
        if key == "scored_city":
            return self.tr("%1 scores %n point(s) for a city.", None, n)
        if key == "scored_monastery":
            return self.tr("%1 scores %n point(s) for a monastery.", None, n)
        if key == "winner":
            return self.tr("%1 wins with %n point(s)!", None, n)
        if key == "winners":
            return self.tr("A shared victory: %1, with %n point(s) each!", None, n)
        if key == "road_tiles":
            return self.tr("A road of %n tile(s).", None, n)
        if key == "city_tiles":
            return self.tr("A city of %n tile(s).", None, n)
        if key == "completed_road_tiles":
            return self.tr("A completed road of %n tile(s).", None, n)
        if key == "completed_city_tiles":
            return self.tr("A completed city of %n tile(s).", None, n)
        if key == "monastery_neighbours":
            return self.tr("A monastery with %n neighbouring tile(s) of 8.", None, n)
        if key == "farm_cities":
            return self.tr("A farm that supplies %n completed city(-ies).", None, n)
        raise KeyError(key)


@cache
def _counts() -> CarcassonneCounts:
    return CarcassonneCounts()


def counted(key: str, n: int, *args: object) -> str:
    """A text with a count, in the right plural form, with %1... filled from `args`."""
    return fill(_counts().text(key, n), *args)


def _mismatch(side: str, needs: str, has: str) -> str:
    """The rules' `edge_mismatch`, as one whole sentence for each side and pair of edges."""
    table = {
        ("N", "city", "road"): Carcassonne.tr("The city on the north edge meets a road."),
        ("N", "city", "field"): Carcassonne.tr("The city on the north edge meets a field."),
        ("N", "road", "city"): Carcassonne.tr("The road on the north edge meets a city."),
        ("N", "road", "field"): Carcassonne.tr("The road on the north edge meets a field."),
        ("N", "field", "city"): Carcassonne.tr("The field on the north edge meets a city."),
        ("N", "field", "road"): Carcassonne.tr("The field on the north edge meets a road."),
        ("E", "city", "road"): Carcassonne.tr("The city on the east edge meets a road."),
        ("E", "city", "field"): Carcassonne.tr("The city on the east edge meets a field."),
        ("E", "road", "city"): Carcassonne.tr("The road on the east edge meets a city."),
        ("E", "road", "field"): Carcassonne.tr("The road on the east edge meets a field."),
        ("E", "field", "city"): Carcassonne.tr("The field on the east edge meets a city."),
        ("E", "field", "road"): Carcassonne.tr("The field on the east edge meets a road."),
        ("S", "city", "road"): Carcassonne.tr("The city on the south edge meets a road."),
        ("S", "city", "field"): Carcassonne.tr("The city on the south edge meets a field."),
        ("S", "road", "city"): Carcassonne.tr("The road on the south edge meets a city."),
        ("S", "road", "field"): Carcassonne.tr("The road on the south edge meets a field."),
        ("S", "field", "city"): Carcassonne.tr("The field on the south edge meets a city."),
        ("S", "field", "road"): Carcassonne.tr("The field on the south edge meets a road."),
        ("W", "city", "road"): Carcassonne.tr("The city on the west edge meets a road."),
        ("W", "city", "field"): Carcassonne.tr("The city on the west edge meets a field."),
        ("W", "road", "city"): Carcassonne.tr("The road on the west edge meets a city."),
        ("W", "road", "field"): Carcassonne.tr("The road on the west edge meets a field."),
        ("W", "field", "city"): Carcassonne.tr("The field on the west edge meets a city."),
        ("W", "field", "road"): Carcassonne.tr("The field on the west edge meets a road."),
    }
    return table.get(
        (side, needs, has), Carcassonne.tr("The tile does not fit there: an edge does not continue its neighbour.")
    )


def explain(code: str, params: dict[str, Any]) -> str:
    """A refusal or notice (a code of the rules or the controller) as a sentence for the player."""
    if code == "edge_mismatch":
        return _mismatch(str(params.get("side")), str(params.get("needs")), str(params.get("has")))
    if code == "no_neighbour":
        return Carcassonne.tr("A tile must share an edge with a placed tile: drop it on a lit square.")
    if code == "occupied":
        return Carcassonne.tr("That square already holds a tile.")
    if code == "feature_taken":
        segment = str(params.get("segment", ""))
        if segment.startswith("road"):
            return Carcassonne.tr("This road already has a robber on it (on this tile or beyond).")
        if segment.startswith("city"):
            return Carcassonne.tr("This city already has a knight in it (on this tile or beyond).")
        return Carcassonne.tr("This farm already has a farmer on it (on this tile or beyond).")
    if code == "no_followers":
        return Carcassonne.tr("You have no follower left in your supply.")
    if code == "wrong_phase":
        if params.get("phase") == "follower":
            return Carcassonne.tr("The tile is placed: now place a follower, or press No follower.")
        return Carcassonne.tr("Place the tile first.")
    if code == "not_your_turn":
        return Carcassonne.tr("Please wait: it is not your turn.")
    if code == "nothing_to_undo":
        return Carcassonne.tr("Nothing to undo: only your own moves, before the next player has moved.")
    if code == "undone":
        return Carcassonne.tr("Your last move was taken back.")
    if code == "too_many_moves":
        return fill(
            Carcassonne.tr("This game has reached %1 moves, the most a record can hold."), params.get("limit", "")
        )
    if code == "bot_failed":
        return Carcassonne.tr("A computer player failed; it made the first legal move instead.")
    if code == "no_target":
        return Carcassonne.tr("Drop the follower on a lit place of the tile just placed.")
    if code == "game_over":
        return Carcassonne.tr("The game is over.")
    return Carcassonne.tr("That move is not allowed now.")


def follower_log(kind: str, name: str) -> str:
    """A log line: who put which follower where."""
    if kind == "road":
        return fill(Carcassonne.tr("%1 puts a robber on the road."), name)
    if kind == "city":
        return fill(Carcassonne.tr("%1 puts a knight in the city."), name)
    if kind == "monastery":
        return fill(Carcassonne.tr("%1 puts a monk in the monastery."), name)
    return fill(Carcassonne.tr("%1 puts a farmer on the field."), name)


def kind_label(kind: str) -> str:
    """The name of a kind of feature (for tooltips' headings)."""
    return {
        "road": Carcassonne.tr("Road"),
        "city": Carcassonne.tr("City"),
        "monastery": Carcassonne.tr("Monastery"),
        "field": Carcassonne.tr("Farm"),
    }[kind]


def category_labels() -> tuple[str, ...]:
    """The rows of the end-of-game breakdown, in the order of the rules' categories."""
    return (
        Carcassonne.tr("Completed roads"),
        Carcassonne.tr("Completed cities"),
        Carcassonne.tr("Completed monasteries"),
        Carcassonne.tr("Incomplete roads"),
        Carcassonne.tr("Incomplete cities"),
        Carcassonne.tr("Incomplete monasteries"),
        Carcassonne.tr("Farms"),
    )
