"""Marks at the edge of the Carcassonne view for what lies out of sight: each player's latest tile (in the player's
colour, a small tile in it) and the squares where the drawn tile fits (green, with their number). A mark sits on the
edge of the board's window on the line from its middle to what it shows and points there; a click on it brings that
into sight by a pan, as L does for one mark after another (the only ways the view moves without a drag, a key or
the wheel). Squares' marks near one another are one mark; other marks that would overlap slide apart along the
edge."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QAbstractButton, QWidget

from thurntaxis.carcassonne.ui.items import FITS, square_rect
from thurntaxis.carcassonne.ui.overview import small_tile
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.texts import Carcassonne, fill
from thurntaxis.carcassonne.ui.view import CarcassonneView

SIZE = 48  # a mark's side in screen pixels (a tile's; the squares' are smaller)
FITS_SIZE = 34
GAP = 4  # between a mark and the edge of the board's window
APART = SIZE + 2  # marks nearer than this along the edge are moved apart
JOIN = 2.5 * SIZE  # squares' marks nearer than this are one mark (a few marks, not one a square)
REVEAL_PAD = 24.0  # screen pixels kept round what a mark brings into sight


@dataclass(frozen=True)
class Target:
    """What a mark shows: "tile" (a player's latest tile; `colour`, `name`) or "fits" (squares the drawn tile
    fits), and their squares."""

    kind: str
    squares: tuple[tuple[int, int], ...]
    colour: str = ""
    name: str = ""
    tile: int = -1  # a tile's mark shows the tile, turned as it lies
    rotation: int = 0


class EdgeMark(QAbstractButton):
    """One mark on the view's edge: an arrow (`angle`, radians from the x axis, clockwise on the screen) pointing
    at its target, out of sight."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(SIZE, SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target = Target("fits", ())
        self.angle = 0.0

    def sizeHint(self) -> QSize:
        return QSize(SIZE, SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.width()
        middle = QPointF(size / 2, size / 2)
        fill_colour = QColor(COLOURS.get(self.target.colour, "#ffffff")) if self.target.kind == "tile" else FITS
        dark = QColor("#141414")
        # The arrow: a wedge from the disc towards the target.
        way = QPointF(math.cos(self.angle), math.sin(self.angle))
        side = QPointF(-way.y(), way.x())
        radius = size / 2 - 1.5
        centre = middle - way * (radius * 0.24)  # the disc, back from the tip
        disc = radius * 0.68
        tip = middle + way * radius
        wedge = QPolygonF([tip, centre + side * disc * 0.8, centre - side * disc * 0.8])
        painter.setPen(QPen(dark, 1.5))
        painter.setBrush(fill_colour)
        painter.drawPolygon(wedge)
        painter.setBrush(QColor(246, 239, 221) if self.underMouse() else QColor(233, 223, 198))
        painter.drawEllipse(centre, disc, disc)
        half = disc * 0.66
        inner = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
        painter.setPen(QPen(dark, 1.2))
        painter.setBrush(fill_colour)
        painter.drawRect(inner)  # a tile: the player's colour round it; squares where the tile fits: green
        if self.target.kind == "tile" and self.target.tile >= 0:
            picture = inner.adjusted(2.0, 2.0, -2.0, -2.0)
            ratio = self.devicePixelRatioF()
            painter.drawPixmap(
                picture, small_tile(self.target.tile, self.target.rotation, picture.width() * ratio), QRectF()
            )
        if self.target.kind == "fits" and len(self.target.squares) > 1:
            font = painter.font()
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(dark)
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, str(len(self.target.squares)))
        painter.end()


class EdgeMarks:
    """The marks of one view: `show(targets)` says what the marks stand for, `place()` puts them on the edge (after
    every move of the camera); a mark's click brings its target into sight."""

    def __init__(self, view: CarcassonneView) -> None:
        self.view = view
        self.targets: list[Target] = []
        self.marks: list[EdgeMark] = []
        view.camera_moved.connect(self.place)

    def show(self, targets: list[Target]) -> None:
        """Mark these (each where it lies out of sight)."""
        self.targets = targets
        self.place()

    def shown(self) -> list[EdgeMark]:
        """The marks shown now."""
        return [m for m in self.marks if not m.isHidden()]

    def place(self) -> None:
        """Put a mark on the edge for each target out of sight (joined or moved apart where they would overlap)."""
        view = self.view
        window = view.board_window()
        placed: list[tuple[QPointF, float, Target]] = []
        if window.width() > 3 * SIZE and window.height() > 3 * SIZE:
            for target in sorted(self.targets, key=lambda t: t.kind != "tile"):
                for square in target.squares:
                    point = view.to_port(square_rect(*square).center())
                    if window.contains(point):
                        continue
                    at, angle = _on_edge(window, point)
                    placed = _joined(placed, at, angle, replace(target, squares=(square,)))
        while len(self.marks) < len(placed):
            mark = EdgeMark(view.viewport())
            mark.clicked.connect(lambda _checked=False, m=mark: self.bring(m))
            self.marks.append(mark)
        for mark, (at, angle, target) in zip(self.marks, placed, strict=False):
            mark.target, mark.angle = target, angle
            size = SIZE if target.kind == "tile" else FITS_SIZE
            mark.setFixedSize(size, size)
            mark.move(round(at.x() - size / 2), round(at.y() - size / 2))
            mark.setToolTip(_tooltip(target))
            mark.show()
            mark.raise_()
            mark.update()
        for mark in self.marks[len(placed) :]:
            mark.hide()

    def bring(self, mark: EdgeMark) -> None:
        """Bring what `mark` shows into sight (a pan, never a zoom): all of it where it fits in the window, else
        its square nearest to the middle of the view."""
        squares = mark.target.squares
        if not squares:
            return
        rect = QRectF()
        for square in squares:
            rect = rect.united(square_rect(*square))
        window = self.view.board_window()
        scale = self.view.transform().m11()
        if rect.width() * scale + 2 * REVEAL_PAD > window.width() or rect.height() * scale + 2 * REVEAL_PAD > (
            window.height()
        ):
            middle = self.view.centre()
            nearest = min(squares, key=lambda s: (square_rect(*s).center() - middle).manhattanLength())
            rect = square_rect(*nearest)
        self.view.reveal(rect, REVEAL_PAD)


def _on_edge(window: QRectF, point: QPointF) -> tuple[QPointF, float]:
    """Where on the edge of `window` (inset by half a mark) the line from its middle to `point` crosses it, and the
    line's angle."""
    inner = window.adjusted(SIZE / 2 + GAP, SIZE / 2 + GAP, -SIZE / 2 - GAP, -SIZE / 2 - GAP)
    middle = inner.center()
    dx, dy = point.x() - middle.x(), point.y() - middle.y()
    reach = min(
        inner.width() / 2 / abs(dx) if abs(dx) > 1e-9 else math.inf,
        inner.height() / 2 / abs(dy) if abs(dy) > 1e-9 else math.inf,
    )
    return QPointF(middle.x() + dx * reach, middle.y() + dy * reach), math.atan2(dy, dx)


def _joined(
    placed: list[tuple[QPointF, float, Target]], at: QPointF, angle: float, target: Target
) -> list[tuple[QPointF, float, Target]]:
    """`placed` with `target`'s mark at `at`: a square joins a mark of squares near it, a player's tile joins
    their mark, and a mark overlapping another slides along the edge."""
    for index, (there, there_angle, other) in enumerate(placed):
        same = other.kind == target.kind and (other.kind == "fits" or other.colour == target.colour)
        if same and (there - at).manhattanLength() < (JOIN if other.kind == "fits" else APART):
            joined = Target(
                other.kind, other.squares + target.squares, other.colour, other.name, other.tile, other.rotation
            )
            return [*placed[:index], (there, there_angle, joined), *placed[index + 1 :]]
    for _ in range(len(placed) + 1):
        if not any(abs(there.x() - at.x()) < APART and abs(there.y() - at.y()) < APART for there, _a, _t in placed):
            break
        way = QPointF(-math.sin(angle), math.cos(angle))  # along the edge
        at = QPointF(at.x() + way.x() * APART, at.y() + way.y() * APART)
    return [*placed, (at, angle, target)]


def _tooltip(target: Target) -> str:
    if target.kind == "tile":
        return fill(Carcassonne.tr("%1's latest tile lies out of sight: click to bring it into view (L)."), target.name)
    if len(target.squares) == 1:
        return Carcassonne.tr("A square where your tile fits lies out of sight: click to bring it into view (L).")
    return Carcassonne.tr("Squares where your tile fits lie out of sight: click to bring them into view (L).")


__all__ = ["EdgeMark", "EdgeMarks", "Target"]
