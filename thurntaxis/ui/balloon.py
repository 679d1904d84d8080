"""The tour's speech balloon: a widget over the table view whose tail points at one place of the table, placed
where it covers neither that place nor leaves the view; and the ring that marks the place on the table itself."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.ui import fonts

TAIL = 16  # how far the tail reaches out of the balloon, in pixels
GAP = 6  # between the tail's tip and the place it points at
MARGIN = 6  # between the balloon and the view's edges
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
        self.next_button.clicked.connect(self.nextClicked)
        self.leave_button.clicked.connect(self.leaveClicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.next_button)
        inner = QVBoxLayout(self)
        inner.addWidget(self.label)
        inner.addWidget(self.problem)
        inner.addLayout(buttons)
        self.side = ""  # the side the tail comes out of: "top", "bottom", "left", "right", or "" for none
        self.tip = QPointF()  # where the tail points, in this widget's coordinates
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

    def point_at(self, target: QRectF | None, area: QRect, avoid: QRectF | None = None) -> None:
        """Place the balloon inside `area` beside `target` (all in the parent's coordinates), not over it, with
        the tail towards it, and off `avoid` (where a dragged card goes) where it can; without a target, at the
        top of the area."""
        width = min(round(400 * self.scale), area.width() - 2 * MARGIN)
        if target is None:
            self._shape("", width)
            self.move(area.center().x() - self.width() // 2, area.top() + MARGIN)
            return
        sides = ("top", "bottom", "left", "right") if target.center().y() < area.center().y() else (
            "bottom", "top", "left", "right")
        best: tuple[float, str, QRect] | None = None
        for side in sides:
            self._shape(side, width)
            rect = self._beside(side, target, area)
            outside = not area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN).contains(rect)
            cost = 100 * _overlap(rect, target) + (_overlap(rect, avoid) if avoid else 0) + (1e9 if outside else 0)
            if best is None or cost < best[0]:
                best = (cost, side, rect)
            if cost == 0:
                break
        assert best is not None
        _, side, rect = best
        self._shape(side, width)
        self.setGeometry(rect)
        point = {"top": QPointF(target.center().x(), target.bottom()),
                 "bottom": QPointF(target.center().x(), target.top()),
                 "left": QPointF(target.right(), target.center().y()),
                 "right": QPointF(target.left(), target.center().y())}[side]
        self.tip = point - QPointF(rect.topLeft())
        self.update()

    def _shape(self, side: str, width: int) -> None:
        """Make room for the tail on `side` and take the height the text needs at `width`."""
        self.side = side
        extra = {"top": (0, TAIL, 0, 0), "bottom": (0, 0, 0, TAIL), "left": (TAIL, 0, 0, 0),
                 "right": (0, 0, TAIL, 0)}.get(side, (0, 0, 0, 0))
        pad = round(12 * self.scale)
        self.layout().setContentsMargins(pad + extra[0], pad + extra[1], pad + extra[2], pad + extra[3])
        self.setFixedWidth(width + (TAIL if side in ("left", "right") else 0))
        self.setFixedHeight(self.layout().heightForWidth(self.width()) if self.layout().hasHeightForWidth()
                            else self.layout().sizeHint().height())

    def _beside(self, side: str, target: QRectF, area: QRect) -> QRect:
        """The balloon's rectangle on `side` of `target` (the tail's side faces it), pushed inside `area`."""
        w, h = self.width(), self.height()
        lo_x, hi_x = area.left() + MARGIN, area.right() - MARGIN - w
        lo_y, hi_y = area.top() + MARGIN, area.bottom() - MARGIN - h
        if side in ("top", "bottom"):
            x = min(max(round(target.center().x() - w / 2), lo_x), hi_x)
            y = round(target.bottom() + GAP) if side == "top" else round(target.top() - GAP - h)
        else:
            y = min(max(round(target.center().y() - h / 2), lo_y), hi_y)
            x = round(target.right() + GAP) if side == "left" else round(target.left() - GAP - w)
        return QRect(x, y, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if self.side == "top":
            body.setTop(body.top() + TAIL)
        elif self.side == "bottom":
            body.setBottom(body.bottom() - TAIL)
        elif self.side == "left":
            body.setLeft(body.left() + TAIL)
        elif self.side == "right":
            body.setRight(body.right() - TAIL)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        if self.side:
            path = path.united(self._tail(body))
        painter.setPen(QPen(EDGE, 2))
        painter.setBrush(PAPER)
        painter.drawPath(path)

    def _tail(self, body: QRectF) -> QPainterPath:
        """A triangle from the balloon's edge towards the tip."""
        half = 10.0
        tip = QPointF(min(max(self.tip.x(), 0.0), self.width()), min(max(self.tip.y(), 0.0), self.height()))
        if self.side in ("top", "bottom"):
            x = min(max(tip.x(), body.left() + 14 + half), body.right() - 14 - half)
            edge = body.top() if self.side == "top" else body.bottom()
            inner = edge + (2 if self.side == "top" else -2)
            points = [QPointF(x - half, inner), QPointF(x + half, inner),
                      QPointF(x, body.top() - TAIL + 1 if self.side == "top" else body.bottom() + TAIL - 1)]
        else:
            y = min(max(tip.y(), body.top() + 14 + half), body.bottom() - 14 - half)
            edge = body.left() if self.side == "left" else body.right()
            inner = edge + (2 if self.side == "left" else -2)
            points = [QPointF(inner, y - half), QPointF(inner, y + half),
                      QPointF(body.left() - TAIL + 1 if self.side == "left" else body.right() + TAIL - 1, y)]
        path = QPainterPath()
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
        return path


def _overlap(rect: QRect, other: QRectF) -> float:
    """The area two rectangles share."""
    shared = QRectF(rect).intersected(other)
    return shared.width() * shared.height()


class Ring(QGraphicsPathItem):
    """A glowing frame around a place on the table (what to take, or where it goes); it ignores the mouse."""

    def __init__(self, dashed: bool = False) -> None:
        super().__init__()
        pen = QPen(QColor("#ffd54f"), 5)
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

    def around(self, rect: QRectF) -> None:
        """Frame `rect` (scene coordinates)."""
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-7, -7, 7, 7), 10, 10)
        self.setPath(path)
