"""Playing Carcassonne on the page the way a player does: presses, moves, wheel turns and releases on the view's
viewport, keys on the view, clicks on the page's buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from thurntaxis.carcassonne.rules import NO_FOLLOWER, PLACE, GameState, Move
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class Hand:
    """The player's hand on the page's table."""

    def __init__(self, page: CarcassonnePage) -> None:
        self.page = page
        self.view = page.view
        self.viewport = page.view.viewport()

    def at(self, scene_point: QPointF) -> QPoint:
        """The viewport pixel showing a scene point."""
        return self.view.mapFromScene(scene_point)

    def press(self, scene_point: QPointF) -> QPoint:
        where = self.at(scene_point)
        QTest.mousePress(self.viewport, LEFT, NO_MODIFIER, where)
        return where

    def move_to(self, start: QPoint, end: QPoint, steps: int = 6) -> None:
        for k in range(1, steps + 1):
            QTest.mouseMove(self.viewport, start + (end - start) * (k / steps))

    def release(self, where: QPoint) -> None:
        QTest.mouseRelease(self.viewport, LEFT, NO_MODIFIER, where)

    def wheel(self, where: QPoint, clicks: int = 1, held: bool = False) -> None:
        """Turn the wheel `clicks` notches towards the player (a quarter turn clockwise each) over `where`."""
        buttons = LEFT if held else Qt.MouseButton.NoButton
        event = QWheelEvent(
            QPointF(where),
            QPointF(self.viewport.mapToGlobal(where)),
            QPoint(0, 0),
            QPoint(0, -120 * clicks),
            buttons,
            NO_MODIFIER,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(self.viewport, event)

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.view, key)

    def button(self, button: QPushButton) -> None:
        QTest.mouseClick(button, LEFT)

    def drag(self, start: QPointF, end: QPointF, rotation: int | None = None) -> None:
        """Press at `start`, move to `end` (turning the held tile with the wheel until it has `rotation`),
        release."""
        begin = self.press(start)
        stop = self.at(end)
        self.move_to(begin, stop)
        if rotation is not None:
            for _ in range(4):
                if self.page.scene.rotation == rotation:
                    break
                self.wheel(stop, held=True)
            assert self.page.scene.rotation == rotation
        self.release(stop)

    def click(self, scene_point: QPointF) -> None:
        QTest.mouseClick(self.viewport, LEFT, NO_MODIFIER, self.at(scene_point))

    def bring_into_sight(self, x: int, y: int) -> None:
        """As a player whose square lies off the screen or under the tray: F shows the whole play area."""
        view = self.view
        shown = QRectF(view.mapFromScene(square_rect(x, y)).boundingRect())
        tray = QRectF(view.mapFromScene(self.page.scene.tray.sceneBoundingRect()).boundingRect())
        if not QRectF(self.viewport.rect()).contains(shown) or tray.intersects(shown):
            self.key(Qt.Key.Key_F)

    def play(self, move: Move, click_followers: bool = False) -> None:
        """Make `move` for the player to move, with the mouse only."""
        scene = self.page.scene
        if move.kind == PLACE:
            self.bring_into_sight(move.x, move.y)
            self.drag(scene.tray.tile_centre(), scene.square_centre(move.x, move.y), rotation=move.rotation)
        elif move.kind == NO_FOLLOWER:
            self.button(self.page.no_follower_button)
        elif click_followers:
            self.click(scene.segment_centre(str(move)))
        else:
            self.drag(scene.tray.follower_centre(), scene.segment_centre(str(move)))


def same(a: GameState, b: GameState) -> bool:
    """Whether two positions agree on everything a player sees and on what is still to come."""
    return (
        a.tiles() == b.tiles()
        and a.follower_list() == b.follower_list()
        and a.points == b.points
        and a.supply == b.supply
        and a.current == b.current
        and a.phase == b.phase
        and a.drawn == b.drawn
        and a.deck == b.deck
        and a.removed == b.removed
    )
