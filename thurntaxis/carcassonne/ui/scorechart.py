"""The scores as they grew: a small plot of each player's score over the moves of a recorded game, the current
move marked. It knows no game: it draws numbers in colours (the replay frame of either game can use it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

INK = QColor("#2b2118")
GRID = QColor(43, 33, 24, 60)
MARK = QColor("#b8860b")
MARGINS = (30.0, 8.0, 8.0, 16.0)  # left (the score axis), top, right, bottom (the move axis), in pixels


def nice_step(span: int) -> int:
    """A round distance between the score axis's lines: about four lines over `span` points."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if span / step <= 4:
            return step
    return 1000


class ScoreChart(QWidget):
    """Each player's score at every position of a game (a line in the player's colour), a mark on the current
    position and a dot on each line there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[int]] = []  # per player, the score at each position
        self.colours: list[QColor] = []
        self.current = 0
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_series(self, series: list[list[int]], colours: list[QColor]) -> None:
        """The scores to draw: `series[p][i]` is player p's score at position i."""
        self.series, self.colours = [list(s) for s in series], list(colours)
        self.current = 0
        self.update()

    def set_current(self, index: int) -> None:
        """Mark position `index`."""
        self.current = index
        self.update()

    @property
    def positions(self) -> int:
        """How many positions the plot spans."""
        return max((len(s) for s in self.series), default=0)

    def values_at(self, index: int) -> list[int]:
        """Each player's score at position `index`, as plotted."""
        return [s[min(index, len(s) - 1)] for s in self.series if s]

    def _top(self) -> int:
        highest = max((max(s) for s in self.series if s), default=0)
        step = nice_step(max(highest, 1))
        return max(step, -(-highest // step) * step)

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn, in the widget's coordinates."""
        left, top, right, bottom = MARGINS
        return QRectF(left, top, max(1.0, self.width() - left - right), max(1.0, self.height() - top - bottom))

    def point(self, player: int, index: int) -> QPointF:
        """Where player `player`'s score at position `index` is plotted."""
        area = self.plot_rect()
        span = max(1, self.positions - 1)
        value = self.series[player][index]
        return QPointF(area.left() + area.width() * index / span, area.bottom() - area.height() * value / self._top())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.plot_rect()
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        top = self._top()
        step = nice_step(top)
        for value in range(0, top + 1, step):
            y = area.bottom() - area.height() * value / top
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(INK)
            label = QRectF(0, y - 8, area.left() - 4, 16)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        if self.positions == 0:
            return
        for player, colour in enumerate(self.colours):
            path = QPainterPath(self.point(player, 0))
            for index in range(1, len(self.series[player])):
                path.lineTo(self.point(player, index))
            painter.setPen(QPen(colour.darker(115), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        current = min(self.current, self.positions - 1)
        x = self.point(0, current).x()
        painter.setPen(QPen(MARK, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        for player, colour in enumerate(self.colours):
            painter.setPen(QPen(INK, 1))
            painter.setBrush(colour)
            painter.drawEllipse(self.point(player, current), 3.5, 3.5)
        painter.setPen(INK)
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), MARGINS[3] - 2),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            "0",
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), MARGINS[3] - 2),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
            str(self.positions - 1),
        )
