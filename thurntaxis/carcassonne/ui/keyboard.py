"""Playing a turn by keyboard: the arrows carry the drawn tile from one lit square to the nearest lit square that
way, R turns it (Shift+R back), Enter lays it; then the arrows or Tab go from one lit place of the tile just laid
to another, Enter puts the follower there, N (or Enter with no place chosen) ends the turn without one.

The piece the keyboard carries is shown as a dragged one is (the ghost tile on its square saying whether it fits
there, the ghost follower on its place): the interaction drives the scene's drag delegate
(`thurntaxis.kit.interaction.DragDelegate`) as the mouse's drag does, and asks the view to bring the square into
sight beside the tray.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, NONE, PLACE_PHASE, xy
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.scene import CarcassonneScene
from thurntaxis.kit.interaction import Interaction, Refusal

ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
K = TypeVar("K")
ACROSS = 2.0  # a step sideways costs this many steps ahead when looking for the nearest target one way


def toward(targets: Iterable[tuple[K, QPointF]], start: QPointF, way: tuple[float, float]) -> K | None:
    """The target nearest to `start` in the direction `way` (sideways counting double), or None."""
    best: tuple[float, K] | None = None
    for key, point in targets:
        dx, dy = point.x() - start.x(), point.y() - start.y()
        ahead = dx * way[0] + dy * way[1]
        if ahead <= 1e-6:
            continue
        cost = ahead + ACROSS * abs(dx * way[1] - dy * way[0])
        if best is None or cost < best[0]:
            best = (cost, key)
    return best[1] if best is not None else None


def nearest(targets: Iterable[tuple[K, QPointF]], start: QPointF) -> K | None:
    """The target nearest to `start`, or None."""
    ranked = sorted(targets, key=lambda t: (t[1] - start).manhattanLength())
    return ranked[0][0] if ranked else None


class KeyboardPlay(Interaction):
    """The drawn tile and the follower by keyboard (see the module's docstring). `intent` and `refused` as the
    drag's: a move to make, or why the tile cannot lie on the square chosen. `reveal(rect)` brings a scene
    rectangle into sight; `origin()` is the scene point the first arrow starts from (the middle of the view)."""

    intent = Signal(object)
    refused = Signal(str, dict)

    def __init__(
        self,
        scene: CarcassonneScene,
        reveal: Callable[[QRectF], None],
        origin: Callable[[], QPointF],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = scene
        self._reveal = reveal
        self._origin = origin
        self.piece: str | None = None  # "tile" or "follower" while the keyboard carries it
        self.square: tuple[int, int] | None = None
        self.place: str | None = None
        self._item: QGraphicsObject | None = None
        # The square and turn a hint named this turn: Enter lays the tile there while the tile is turned so.
        self._hinted: tuple[int, int] | None = None
        self._hinted_turn = 0

    def cancel(self) -> None:
        """Put the carried piece back in the tray and forget the hint (a new position)."""
        self._put_back()
        self._hinted = None

    def _put_back(self) -> None:
        piece, self.piece, self._item = self.piece, None, None
        self.place = None
        if piece is not None:
            self.table.settle(piece)

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        self._put_back()  # the mouse takes over; the hint stands (a click to pan the board keeps it)
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        state = self.table.state
        if state is None or not self.table.interactive or state.game_over:
            return False
        key, modifiers = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        if key == Qt.Key.Key_Escape and self.piece is not None:
            self._put_back()  # (a hint shown stays: Enter still lays the tile there)
            return True
        if state.phase == PLACE_PHASE:
            return self._placing(key, bool(modifiers))
        if state.phase == FOLLOWER_PHASE:
            return self._follower(key, bool(modifiers))
        return False

    # ---- the tile ----------------------------------------------------------------------------------------

    def _placing(self, key: int, shift: bool) -> bool:
        if key == Qt.Key.Key_R:
            self.table.turn("tile" if self.piece == "tile" else None, -1 if shift else 1)
            self._show_tile()
            return True
        if key in ARROWS:
            squares = [(s, self.table.square_centre(*s)) for s in self.table.lit_squares()]
            if self.square not in self.table.lit_squares():  # (a new turn: the middle of the view)
                chosen = nearest(squares, self._origin())
            elif self.piece != "tile":  # back on the square where the mouse took it from the keyboard
                chosen = self.square
            else:
                chosen = toward(squares, self.table.square_centre(*self.square), ARROWS[Qt.Key(key)]) or self.square
            if chosen is None:
                return False
            self.square = chosen
            if self.piece != "tile":
                self._lift("tile")
            self._show_tile()
            return True
        hinted = self._hinted in self.table.lit_squares() and self._hinted_turn == self.table.rotation
        if key in ENTER and self.piece != "tile" and hinted:
            self.square = self._hinted  # Enter after a hint: the hinted move, as Enter after a follower's hint
            self._lift("tile")
            self._show_tile()
        if key in ENTER and self.piece == "tile" and self.square is not None:
            outcome = self.table.drop("tile", self.table.square_centre(*self.square))
            if isinstance(outcome, Refusal):
                self.refused.emit(outcome.code, dict(outcome.params))
            elif outcome is not None:
                self.table.settle("tile")
                self.piece, self._item = None, None
                self.intent.emit(outcome)
            return True
        return False

    def go_to(self, square: tuple[int, int]) -> None:
        """The square the tile goes to next (a hint's): the carried tile is shown there at once, else the first
        arrow picks the tile up there, or Enter lays it there."""
        self.square = self._hinted = square
        self._hinted_turn = self.table.rotation  # (the scene has turned the tile as hinted)
        self._show_tile()

    def _show_tile(self) -> None:
        """The carried tile on its square, in sight, saying whether it fits there as it is turned."""
        if self.piece != "tile" or self.square is None or self._item is None:
            return
        self._reveal(square_rect(*self.square))
        snap = self.table.hover("tile", self.table.square_centre(*self.square))
        if snap is not None:
            self._item.setPos(snap - self._item.boundingRect().center())

    # ---- the follower ------------------------------------------------------------------------------------

    def _follower(self, key: int, shift: bool) -> bool:
        if key == Qt.Key.Key_N:
            self.cancel()
            self.intent.emit(NONE)
            return True
        if key in ENTER:
            if self.piece != "follower" or self.place is None:
                return False  # the page's Enter: no follower
            outcome = self.table.drop("follower", self.table.segment_centre(self.place))
            if isinstance(outcome, Refusal) or outcome is None:
                return True
            self.table.settle("follower")
            self.piece, self._item, self.place = None, None, None
            self.intent.emit(outcome)
            return True
        names = sorted(self.table.lit_segments())
        if not names or key not in (*ARROWS, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        places = [(n, self.table.segment_centre(n)) for n in names]
        state = self.table.state
        assert state is not None
        middle = square_rect(*xy(state.last)).center()
        if key in ARROWS:
            way = ARROWS[Qt.Key(key)]
            start = self.table.segment_centre(self.place) if self.place in names else middle
            chosen = toward(places, start, way) or self.place or toward(places, middle, way) or names[0]
        else:
            back = key == Qt.Key.Key_Backtab or shift
            at = names.index(self.place) if self.place in names else (0 if back else -1)
            chosen = names[(at + (-1 if back else 1)) % len(names)]
        self.carry_to(chosen)
        return True

    def carry_to(self, place: str) -> None:
        """Carry the follower to a lit place of the tile just laid (an arrow's, Tab's or a hint's): Enter puts it
        there."""
        state = self.table.state
        if state is None or place not in self.table.lit_segments():
            return
        self.place = place
        if self.piece != "follower":
            self._lift("follower")
        self._reveal(square_rect(*xy(state.last)))
        snap = self.table.hover("follower", self.table.segment_centre(place))
        if snap is not None and self._item is not None:
            self._item.setPos(snap - self._item.boundingRect().center())

    def _lift(self, piece: str) -> None:
        self._item = self.table.lift(piece)
        self.piece = piece
