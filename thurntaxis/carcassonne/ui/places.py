"""Where things are on Carcassonne's play area (the square under a point, a follower's place, a scored feature's
outline and middle), and pointing at a placed tile (`FeatureHover`), which lights the feature under the pointer."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent, QToolTip

from thurntaxis.carcassonne.rules import GameState, Scored, xy
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.extent import Extents
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.pieces import lies
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.carcassonne.ui.tilepaint import segment_anchor
from thurntaxis.kit.interaction import Interaction


def square_of(pos: QPointF) -> tuple[int, int]:
    """The square (x, y) under a scene point."""
    return math.floor(pos.x() / UNIT), math.floor(pos.y() / UNIT)


def follower_place(state: GameState, key: int) -> tuple[QPointF, bool]:
    """Where the follower on segment `key` stands (scene point), and whether it lies there (a farmer)."""
    pos, index = divmod(key, 16)
    o = state.board[pos]
    x, y = xy(pos)
    name = o.names[index]
    return segment_anchor(o.tile, o.rotation, name, square_rect(x, y)), lies(name)


def feature_centre(state: GameState, scored: Scored) -> QPointF:
    """The middle of a scored feature (scene point): where its points start."""
    return scored_path(state, scored).boundingRect().center()


def scored_path(state: GameState, scored: Scored) -> QPainterPath:
    """The outline of a scored feature: a road's or a city's extent, a monastery's nine squares."""
    if scored.kind == "monastery":
        path = QPainterPath()
        x, y = xy(scored.key // 16)
        path.addRect(QRectF((x - 1) * UNIT, (y - 1) * UNIT, 3 * UNIT, 3 * UNIT))
        return path
    extents = Extents(state)
    return extents.path(extents.by_root(scored.key))


class FeatureHover(Interaction):
    """Pointing at a placed tile lights the feature under the pointer; resting there shows what it is and who
    holds it (and on the tray's supply, how many followers it holds). It never keeps an event from the other
    interactions."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.table = scene

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if not event.buttons():
            self.table.hover_at(event.scenePos())
        return False

    def help(self, event: QGraphicsSceneHelpEvent) -> bool:
        tray = self.table.tray
        if tray.isVisible() and tray.part_at(event.scenePos()) == "follower":  # the supply's "× 6" says what it is
            QToolTip.showText(event.screenPos(), texts.counted("followers", tray.supply))
            return True
        if tray.isVisible() and tray.tile_state == "ready" and tray.part_at(event.scenePos()) == "tile":
            keys = Carcassonne.tr(
                "Drag the tile onto a lit square, or carry it there with the arrow keys and lay it with Enter."
                " R or the wheel turns it, Shift+R turns it back."
            )
            QToolTip.showText(event.screenPos(), keys)  # how to lay it, also by keyboard
            return True
        text = self.table.describe_at(event.scenePos())
        if text is None or tray.contains(tray.mapFromScene(event.scenePos())):
            QToolTip.hideText()
            return False
        QToolTip.showText(event.screenPos(), text)
        return True
