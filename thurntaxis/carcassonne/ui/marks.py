"""What the Carcassonne table marks beyond the position itself: each player's latest tile, framed at its corners
in the player's colour until that player's next turn (every player's at once); the squares and the follower a log
line concerns while the pointer rests on it, outlined in a bright glow with a halo behind the follower; and a tile
another player has just laid, pulsing a few times so that an eye finds it. All are drawn over the tiles and under
the followers (the tile stays readable: nothing tints it), thick enough to see at any zoom."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from thurntaxis.carcassonne.rules import PLACE, PLACE_PHASE, GameState, Move, xy
from thurntaxis.carcassonne.ui.items import GLOW, Z_OVERLAY
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.tilegeometry import UNIT

CORNER = 0.34  # a corner mark's arms, in tiles
MIN_PX = 3.0  # a mark's line is never thinner than this on screen
HALO = 0.35  # the lit follower's halo reaches this far beyond its figure, in its height


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
    """The corner frames of the players' latest tiles (`set_marks`), the lit squares and followers of a log line
    (`light`) and the pulse of a tile just laid (`set_pulse`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.marks: list[tuple[int, int, str]] = []  # (x, y, colour)
        self.lit: list[tuple[int, int]] = []
        self.lit_followers: list[QRectF] = []  # the figures (scene rectangles) of the lit followers
        self.pulse: tuple[int, int, str] | None = None  # the square pulsing, in its player's colour
        self.pulse_level = 0.0  # 0 (unseen) to 1 (brightest)
        self._rect = QRectF()

    def set_marks(self, squares: dict[int, int], colours: Sequence[str]) -> None:
        """Mark `squares` (player -> square) in the players' `colours`."""
        self.marks = [(*xy(pos), colours[player]) for player, pos in sorted(squares.items()) if player < len(colours)]
        self._changed()

    def light(self, squares: Iterable[int], followers: Iterable[QRectF] = ()) -> None:
        """Light these squares and the followers whose figures take these scene rectangles (none: nothing lit)."""
        self.lit = [xy(pos) for pos in squares]
        self.lit_followers = [QRectF(r) for r in followers]
        self._changed()

    def set_pulse(self, square: tuple[int, int, str] | None, level: float = 0.0) -> None:
        """The square (x, y, colour) pulsing now at `level` (0 to 1); None: no pulse."""
        self.pulse, self.pulse_level = square, level if square is not None else 0.0
        self._changed()

    def _changed(self) -> None:
        cells = [(x, y) for x, y, _c in self.marks] + self.lit + ([self.pulse[:2]] if self.pulse else [])
        self.prepareGeometryChange()
        rect = QRectF()
        if cells:
            xs, ys = [c[0] for c in cells], [c[1] for c in cells]
            rect = QRectF(
                min(xs) * UNIT, min(ys) * UNIT, (max(xs) - min(xs) + 1) * UNIT, (max(ys) - min(ys) + 1) * UNIT
            )
            rect.adjust(-UNIT / 2, -UNIT / 2, UNIT / 2, UNIT / 2)
        for figure in self.lit_followers:
            rect = rect.united(figure.adjusted(-figure.height(), -figure.height(), figure.height(), figure.height()))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(painter.worldTransform().m11(), 1e-3)
        width = max(UNIT * 0.07, MIN_PX / scale)
        if self.pulse is not None and self.pulse_level > 0:
            self._paint_pulse(painter, width)
        if self.lit:
            self._paint_lit(painter, width)
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

    def _paint_lit(self, painter: QPainter, width: float) -> None:
        """The lit squares' outline: a soft glow outside, a dark line, then a bright one; a halo behind each lit
        follower."""
        outline = QPainterPath()
        for x, y in self.lit:
            outline.addRect(QRectF(x * UNIT, y * UNIT, UNIT, UNIT))
        outline = outline.simplified()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.save()
        around = QPainterPath()
        around.addRect(self._rect)
        painter.setClipPath(around.subtracted(outline))  # the soft glow lies around the tiles, never over them
        for alpha, stroke in ((70, 8.0), (130, 5.0)):
            glow = QColor(GLOW)
            glow.setAlpha(alpha)
            painter.setPen(_pen(glow, width * stroke))
            painter.drawPath(outline)
        painter.restore()
        painter.setPen(_pen(QColor("#141414"), width * 3.0))
        painter.drawPath(outline)
        painter.setPen(_pen(QColor(GLOW), width * 2.0))
        painter.drawPath(outline)
        for figure in self.lit_followers:
            reach = figure.height() * HALO
            halo = figure.adjusted(-reach, -reach, reach, reach)
            fill = QColor(GLOW)
            fill.setAlpha(230)
            painter.setBrush(fill)
            painter.setPen(_pen(QColor("#141414"), width * 0.8))
            painter.drawEllipse(halo)

    def _paint_pulse(self, painter: QPainter, width: float) -> None:
        """The tile just laid: a ring in its player's colour, growing out and fading as `pulse_level` falls."""
        assert self.pulse is not None
        x, y, colour = self.pulse
        level = self.pulse_level
        grow = (1.0 - level) * UNIT * 0.18
        box = QRectF(x * UNIT, y * UNIT, UNIT, UNIT).adjusted(-grow, -grow, grow, grow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for shade, stroke in ((QColor(GLOW), 4.0), (QColor(COLOURS.get(colour, "#26262b")), 2.2)):
            shade.setAlphaF(level)
            painter.setPen(_pen(shade, width * stroke))
            painter.drawRect(box)


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen
