"""The tour's speech balloon: a widget over the table view whose tail points at one place of the table, placed
where it covers neither that place nor leaves the view; and the ring that marks the place on the table itself."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF, QRegion
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.kit import dialogstyle, fonts

TAIL = 16  # the shortest tail, in pixels
MARGIN = 6  # between the balloon and the view's edges
RING_GAP, RING_PEN = 7, 5  # a ring's distance from what it frames, and its width
SHIFT = 40  # how near its end a balloon beside its target may start its tail
PAPER = QColor("#fff8e1")
INK = QColor("#2b2118")
EDGE = QColor("#b8860b")


class Balloon(QWidget):
    """Says one or two sentences and points at a place; `next_button` goes on where the player only reads,
    `leave_button` ends the tour."""

    nextClicked = Signal()
    leaveClicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem = QLabel()  # why the last move was not the one asked for
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setStyleSheet("color: #b03a2e;")
        self.problem.hide()
        self.next_button = QPushButton()
        self.leave_button = QPushButton()
        self.next_button.setDefault(True)  # gold, as a dialog's main button
        self.setStyleSheet(dialogstyle.button_rules("QPushButton"))  # the table's buttons, as in the dialogs
        self.next_button.clicked.connect(self.nextClicked)
        self.leave_button.clicked.connect(self.leaveClicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.next_button)
        self._column = QVBoxLayout(self)
        self._column.addWidget(self.label)
        self._column.addWidget(self.problem)
        self._column.addLayout(buttons)
        self.side = ""  # the side the tail comes out of: "top", "bottom", "left", "right", or "" for none
        self.tip = QPointF()  # where the tail points, in this widget's coordinates
        self._path = QPainterPath()
        self.body = QRectF()  # the balloon without its tail, in the parent's coordinates
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """The size of the balloon's texts (the window's UI scale)."""
        self.scale = scale
        font = QFont(fonts.SANS)
        font.setPixelSize(round(15 * scale))
        for widget in (self.label, self.problem, self.next_button, self.leave_button):
            widget.setFont(font)
        self.label.setStyleSheet(f"color: {INK.name()};")

    def say(self, text: str, problem: str = "") -> None:
        """Show `text`, and under it, in red, why the last try was refused (if any)."""
        self.label.setText(text)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))

    def point_at(
        self,
        target: QRectF | None,
        area: QRect,
        keep_clear: Sequence[QRectF] = (),
        avoid: Sequence[QRectF] = (),
    ) -> None:
        """Place the balloon inside `area` (all in the parent's coordinates) near `target`, never over it nor over
        the places in `avoid` (what its text speaks of) where any place allows, with its tail reaching to the target;
        off the places in `keep_clear` (the hand, the route, where a card goes) where it can. Without a target, in
        the middle of the area."""
        width = min(round(400 * self.scale), area.width() - 2 * MARGIN)
        height = self._height(width)
        middle = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)
        if target is None:
            self._set(middle, "", QPointF())
            return
        inner = QRectF(area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN))
        sides = (
            ("top", "bottom", "left", "right")
            if target.center().y() < inner.center().y()
            else ("bottom", "top", "left", "right")
        )
        hard = [target, *avoid]
        best: tuple[float, str, QRectF] | None = None
        for reach in range(TAIL, max(area.width(), area.height()), 24):
            for side in sides:
                for body in self._bodies(side, target, inner, width, height, reach):
                    if not inner.contains(body):
                        continue
                    # the tail too: a triangle, about half of its box
                    tail = _tail_points(side, body, _tip(side, target)).boundingRect()
                    cost = sum(
                        weight * (_overlap(body, r) + _overlap(tail, r) / 2)
                        for weight, places in ((100, hard), (1, keep_clear))
                        for r in places
                    )
                    if best is None or cost < best[0]:
                        best = (cost, side, body)
            if best is not None and best[0] == 0:
                break
        if best is None:
            self._set(middle, "", QPointF())
            return
        _, side, body = best
        self._set(body, side, _tip(side, target))

    def _height(self, width: int) -> int:
        """The balloon's height for its text at `width`."""
        pad = round(12 * self.scale)
        self._column.setContentsMargins(pad, pad, pad, pad)
        return (
            self._column.heightForWidth(width)
            if self._column.hasHeightForWidth()
            else (self._column.sizeHint().height())
        )

    @staticmethod
    def _bodies(side: str, target: QRectF, inner: QRectF, width: int, height: int, reach: int) -> list[QRectF]:
        """The places for the balloon's body `reach` pixels from `target`, on the side of it its tail comes out of
        (`side` of the body faces the target): centred on the target along that side, then shifted either way as
        far as the tail can still start from the body's edge, all within `inner` where it allows."""
        out = []
        centre = target.center()
        if side in ("top", "bottom"):
            y = target.bottom() + reach if side == "top" else target.top() - reach - height
            for x in (centre.x() - width / 2, centre.x() - SHIFT, centre.x() + SHIFT - width):
                out.append(QRectF(min(max(x, inner.left()), inner.right() - width), y, width, height))
        else:
            x = target.right() + reach if side == "left" else target.left() - reach - width
            for y in (centre.y() - height / 2, centre.y() - SHIFT, centre.y() + SHIFT - height):
                out.append(QRectF(x, min(max(y, inner.top()), inner.bottom() - height), width, height))
        return out

    def _set(self, body: QRectF, side: str, tip: QPointF) -> None:
        """Take the geometry of `body` with the tail from its `side` to `tip`; only the painted shape takes the
        mouse, so clicks around the tail reach the table."""
        self.body = body
        # a null rectangle (the tip alone) would unite as nothing
        frame = body.united(QRectF(tip.x() - 1, tip.y() - 1, 2, 2)) if side else body
        geometry = frame.toAlignedRect()
        pad = round(12 * self.scale)
        self._column.setContentsMargins(
            pad + round(body.left() - geometry.left()),
            pad + round(body.top() - geometry.top()),
            pad + round(geometry.right() + 1 - body.right()),
            pad + round(geometry.bottom() + 1 - body.bottom()),
        )
        self.setFixedSize(geometry.size())
        self.move(geometry.topLeft())
        offset = QPointF(geometry.topLeft())
        self.side = side
        self.tip = tip - offset
        local = body.translated(-offset).adjusted(1, 1, -1, -1)
        path = QPainterPath()
        path.addRoundedRect(local, 10, 10)
        if side:
            path = path.united(self._tail(local))
        self._path = path
        self.setMask(QRegion(path.toFillPolygon().toPolygon()).united(QRegion(local.toAlignedRect())))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 2))
        painter.setBrush(PAPER)
        painter.drawPath(self._path)

    def _tail(self, body: QRectF) -> QPainterPath:
        """A triangle from the body's edge on `side` to the tip."""
        path = QPainterPath()
        path.addPolygon(_tail_points(self.side, body, self.tip))
        path.closeSubpath()
        return path


def _tip(side: str, target: QRectF) -> QPointF:
    """Where the tail of a balloon on `side` of `target` ends: just off the target's middle of the facing edge."""
    return {
        "top": QPointF(target.center().x(), target.bottom() + 2),
        "bottom": QPointF(target.center().x(), target.top() - 2),
        "left": QPointF(target.right() + 2, target.center().y()),
        "right": QPointF(target.left() - 2, target.center().y()),
    }[side]


def _tail_points(side: str, body: QRectF, tip: QPointF) -> QPolygonF:
    """The tail's triangle: its base on the body's edge on `side`, as near the tip as the rounded corners allow."""
    half = 10.0
    if side in ("top", "bottom"):
        x = min(max(tip.x(), body.left() + 14 + half), body.right() - 14 - half)
        edge = body.top() + 2 if side == "top" else body.bottom() - 2
        base = [QPointF(x - half, edge), QPointF(x + half, edge)]
    else:
        y = min(max(tip.y(), body.top() + 14 + half), body.bottom() - 14 - half)
        edge = body.left() + 2 if side == "left" else body.right() - 2
        base = [QPointF(edge, y - half), QPointF(edge, y + half)]
    return QPolygonF([*base, tip])


def _overlap(rect: QRectF, other: QRectF) -> float:
    """The area two rectangles share."""
    shared = rect.intersected(other)
    return shared.width() * shared.height()


class Ring(QGraphicsPathItem):
    """A glowing frame around a place on the table (what to take, or where it goes); it ignores the mouse."""

    def __init__(self, dashed: bool = False) -> None:
        super().__init__()
        pen = QPen(QColor("#ffd54f"), RING_PEN)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def shape(self) -> QPainterPath:
        """Nothing to hit: a press goes to the item the ring frames (the view pans where the press finds an item
        that ignores the mouse)."""
        return QPainterPath()

    def boundingRect(self) -> QRectF:
        """Where the ring paints, its pen included (Qt's own reads it from the empty `shape`: the view would then
        never repaint the ring's place, and a ring hidden or removed would stay on the table)."""
        half = self.pen().widthF() / 2 + 1
        return self.path().controlPointRect().adjusted(-half, -half, half, half)

    def around(self, rect: QRectF) -> None:
        """Frame `rect` (scene coordinates)."""
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-RING_GAP, -RING_GAP, RING_GAP, RING_GAP), 10, 10)
        self.setPath(path)

    @staticmethod
    def framing(rect: QRectF) -> QRectF:
        """What a ring around `rect` covers, its pen included (scene coordinates)."""
        reach = RING_GAP + RING_PEN / 2 + 1
        return rect.adjusted(-reach, -reach, reach, reach)
