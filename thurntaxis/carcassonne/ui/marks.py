"""What the Carcassonne table marks beyond the position itself: each player's latest tile, framed at its corners
in the player's colour until that player's next turn, and the squares a log line concerns while the pointer rests
on it. Both are drawn over the tiles and under the followers, thick enough to see at any zoom."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.rules import PLACE, PLACE_PHASE, GameState, Move, xy
from thurntaxis.carcassonne.ui.items import GLOW, Z_OVERLAY
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.tilegeometry import UNIT

CORNER = 0.34  # a corner mark's arms, in tiles
MIN_PX = 3.0  # a mark's line is never thinner than this on screen


def latest_tiles(states: Sequence[GameState], moves: Sequence[Move]) -> dict[int, int]:
    """Each player's latest tile (player -> square) still marked in the position after `moves`: a player's mark
    goes once their next turn comes, and comes back on the tile they place then."""
    latest: dict[int, int] = {}
    for before, move, after in zip(states, moves, states[1:], strict=False):
        if move.kind == PLACE:
            latest[before.current] = after.last
    now = states[-1] if states else None
    if now is not None and not now.game_over and now.phase == PLACE_PHASE:
        latest.pop(now.current, None)
    return latest


class TableMarks(QGraphicsItem):
    """The corner frames of the players' latest tiles (`set_marks`) and the lit squares of a log line (`light`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.marks: list[tuple[int, int, str]] = []  # (x, y, colour)
        self.lit: list[tuple[int, int]] = []
        self._rect = QRectF()

    def set_marks(self, squares: dict[int, int], colours: Sequence[str]) -> None:
        """Mark `squares` (player -> square) in the players' `colours`."""
        self.marks = [(*xy(pos), colours[player]) for player, pos in sorted(squares.items()) if player < len(colours)]
        self._changed()

    def light(self, squares: Iterable[int]) -> None:
        """Light these squares (none: nothing lit)."""
        self.lit = [xy(pos) for pos in squares]
        self._changed()

    def _changed(self) -> None:
        cells = [(x, y) for x, y, _c in self.marks] + self.lit
        self.prepareGeometryChange()
        if cells:
            xs, ys = [c[0] for c in cells], [c[1] for c in cells]
            self._rect = QRectF(
                min(xs) * UNIT, min(ys) * UNIT, (max(xs) - min(xs) + 1) * UNIT, (max(ys) - min(ys) + 1) * UNIT
            )
            self._rect.adjust(-UNIT / 4, -UNIT / 4, UNIT / 4, UNIT / 4)
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(painter.worldTransform().m11(), 1e-3)
        width = max(UNIT * 0.07, MIN_PX / scale)
        for x, y in self.lit:
            painter.setPen(QPen(GLOW, width * 1.2))
            fill = QColor(GLOW)
            fill.setAlpha(90)
            painter.setBrush(fill)
            painter.drawRect(
                QRectF(x * UNIT, y * UNIT, UNIT, UNIT).adjusted(width / 2, width / 2, -width / 2, -width / 2)
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for x, y, colour in self.marks:
            box = QRectF(x * UNIT, y * UNIT, UNIT, UNIT).adjusted(width / 2, width / 2, -width / 2, -width / 2)
            for pen in (QPen(QColor("#141414"), width * 1.8), QPen(QColor(COLOURS[colour]), width)):
                pen.setCapStyle(Qt.PenCapStyle.SquareCap)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                for corner, dx, dy in (
                    (box.topLeft(), 1, 1),
                    (box.topRight(), -1, 1),
                    (box.bottomLeft(), 1, -1),
                    (box.bottomRight(), -1, -1),
                ):
                    arm = CORNER * UNIT
                    painter.drawPolyline([corner + QPointF(dx * arm, 0), corner, corner + QPointF(0, dy * arm)])
