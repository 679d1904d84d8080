"""What a follower's place is worth, said while the player points at it: the road, city, monastery or farm it would
join, and what that would score now and at least once completed (`thurntaxis.carcassonne.rules.worth`). The card
beside the tile says it (`followerplaces.PlacePreview`), and the status line; no tooltip covers the tile."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent, QToolTip

from thurntaxis.carcassonne.rules.worth import Worth, worth
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.items import SegmentsItem
from thurntaxis.kit.interaction import Interaction


class FeatureWorth(QObject):
    """The texts of a feature's worth, each with one count in the plural form its language needs."""

    def text(self, key: str, n: int) -> str:
        """The text `key` for the count `n`, translated."""
        if key == "shields":
            return self.tr("It has %n shield(s).", None, n)
        if key == "now":
            return self.tr("If the game ended now, it would score %n point(s).", None, n)
        if key == "once":
            return self.tr("Once completed, it will score at least %n point(s).", None, n)
        if key == "farm":
            return self.tr("As it stands, it would score %n point(s) at the end of the game.", None, n)
        if key == "complete":
            return self.tr("It scores %n point(s) when this turn ends.", None, n)
        raise KeyError(key)

    def heading(self, kind: str) -> str:
        """What the follower on a place of `kind` would be, and where: the preview's heading."""
        if kind == "road":
            return self.tr("A robber on this road")
        if kind == "city":
            return self.tr("A knight in this city")
        if kind == "monastery":
            return self.tr("A monk in this monastery")
        return self.tr("A farmer on this field")


@cache
def _texts() -> FeatureWorth:
    return FeatureWorth()


def _said(key: str, n: int) -> str:
    return _texts().text(key, n)


def place_heading(kind: str) -> str:
    """The follower a place of `kind` (road, city, monastery, field) takes, and where: "A knight in this city"."""
    return _texts().heading(kind)


def worth_lines(value: Worth) -> list[str]:
    """What a feature is and what it would score, a sentence a line, in the language now installed."""
    if value.kind == "road":
        parts = [texts.counted("completed_road_tiles" if value.complete else "road_tiles", value.size)]
    elif value.kind == "city":
        parts = [texts.counted("completed_city_tiles" if value.complete else "city_tiles", value.size)]
    elif value.kind == "monastery":
        parts = [texts.counted("monastery_neighbours", value.size - 1)]
    else:
        parts = [texts.counted("farm_cities", value.size)]
    if value.pennants:
        parts.append(_said("shields", value.pennants))
    if value.complete:
        parts.append(_said("complete", value.now))
    elif value.completed is None:
        parts.append(_said("farm", value.now))
    else:
        parts += [_said("now", value.now), _said("once", value.completed)]
    return parts


def worth_text(value: Worth) -> str:
    """`worth_lines` as one line (the status line's)."""
    return " ".join(worth_lines(value))


class WorthHover(Interaction):
    """Pointing at a place where the player may put a follower (dragging one or not) lights it up, and its card
    beside the tile (`followerplaces`) and the status line (`say`) say what that feature is worth; leaving it
    says the instructions again (`unsay`). Resting there shows no tooltip: it would cover the tile. It never
    keeps an event from the other interactions."""

    def __init__(self, scene: Any, say: Callable[[str], None], unsay: Callable[[], None]) -> None:
        super().__init__(scene)
        self.table = scene
        self._say, self._unsay = say, unsay
        self.shown: tuple[int, str | None] = (0, None)  # the position pointed in and the place pointed at

    def place_text(self, name: str) -> str:
        """What the place `name` of the tile just placed is worth."""
        state = self.table.state
        o = state.board[state.last]
        return worth_text(worth(state, state.last * 16 + o.names.index(name)))

    def _place_at(self, event: QGraphicsSceneMouseEvent | QGraphicsSceneHelpEvent) -> str | None:
        move = self.table.click_intent(event.scenePos())
        return str(move) if move is not None else None

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        name = self._place_at(event)
        pointed = (id(self.table.state), name)
        if pointed == self.shown:
            return False
        was = self.shown[1] is not None
        self.shown = pointed
        if not event.buttons():  # (a drag lights the place itself)
            for item in self.table.items():
                if isinstance(item, SegmentsItem):
                    item.set_hot(name)
        if name is not None:
            self._say(self.place_text(name))
        elif was:
            self._unsay()
        return False

    def help(self, event: QGraphicsSceneHelpEvent) -> bool:
        if self._place_at(event) is None:
            return False
        QToolTip.hideText()  # (the card beside the tile says it: no feature's tooltip over the places either)
        return True

    def cancel(self) -> None:
        self.shown = (0, None)
