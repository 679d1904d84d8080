"""A plot of scores as they went, one line per player in the player's colour (and mark, at the line's end and in the
legend), drawn with QPainter in the table's look: for the end of a game, the replay (a move marked) and the
statistics (a person's last games). It knows no game: it is given series of whole numbers, names and colours."""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from thurntaxis.kit import fonts, theme


@dataclass(frozen=True)
class Series:
    """One player's scores, the first at x = 0; `mark` is a `theme.mark_path` name ("" for none); `points`: each
    score's own colour ("#rrggbb": the colour played in that game), where it differs from the line's; the mark at
    the line's end and in the legend then wears the last of them."""

    name: str
    colour: str
    values: tuple[int, ...]
    mark: str = ""
    points: tuple[str, ...] = ()

    def point_colour(self, x: int) -> str:
        """The colour of the score at place `x`."""
        return self.points[x] if 0 <= x < len(self.points) else self.colour

    @property
    def mark_colour(self) -> str:
        """The colour of the mark at the line's end and in the legend."""
        return self.point_colour(len(self.values) - 1)


def signed(value: int) -> str:
    """A score as written on the table: a true minus sign for a negative one."""
    return str(value) if value >= 0 else f"\u2212{-value}"


def minus_sign(text: str) -> str:
    """A number written by `str` or `QLocale` (a hyphen before a negative one) with a true minus sign, as the table
    writes it."""
    return "\u2212" + text[1:] if text.startswith("-") else text


def nice_step(span: float, lines: int = 5) -> int:
    """A step between grid lines (1, 2 or 5 times a power of ten) that gives at most `lines` of them."""
    step = 1
    while True:
        for factor in (1, 2, 5):
            if span / (step * factor) <= lines:
                return step * factor
        step *= 10


class ScorePlot(QWidget):
    """Scores as lines over x = 0, 1, 2… (moves or games), with a grid, the x axis's `ticks` (x, label) thinned to
    what fits, a legend of names and the scores at the marked x (else the last), and the marked x as a bright
    line (dashed on paper). `steps`: a score holds until it changes (moves); else points joined by lines (games).
    `dark`: drawn on the table's green, else on paper. A click in the plot says which place it chose (`picked`:
    the replay goes to that move)."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None, dark: bool = True) -> None:
        super().__init__(parent)
        self.dark = dark
        self.series: list[Series] = []
        self.ticks: list[tuple[int, str]] = []
        self.places: list[str] = []  # each place's label, where the ticks do not name the places between them
        self.steps = False
        self.even = False  # the ticks' stretches equally wide (`set_series`)
        self.marked: int | None = None
        self.caption = ""  # what the x axis counts, written under it
        self.empty_text = ""  # said in the middle when there is nothing to draw
        self.hovered: int | None = None  # the place under the mouse, whose scores the tooltip gives
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 90)
        self.setMouseTracking(True)

    # --- what is shown ---------------------------------------------------------------------------------------

    def set_series(
        self,
        series: Sequence[Series],
        ticks: Sequence[tuple[int, str]] = (),
        steps: bool = False,
        places: Sequence[str] = (),
        even: bool = False,
    ) -> None:
        """Show these players' scores; `ticks`: labelled places on the x axis (a label names the places from it
        to the next, as a round does); `places`: else each place's own label (the tiles laid at a move); `even`:
        each tick's stretch (a round) as wide as the others, however many places it holds."""
        self.series = list(series)
        self.ticks = sorted(ticks)
        self.even = even
        self.places = list(places)
        self.steps = steps
        self.update()

    def set_marked(self, x: int | None) -> None:
        """Mark this x (a move of the replay), or none."""
        self.marked = x
        self.update()

    def set_texts(self, caption: str, empty_text: str = "") -> None:
        """The x axis's caption and what is said when there is nothing to draw (both translated by the caller)."""
        self.caption, self.empty_text = caption, empty_text
        self.update()

    @property
    def length(self) -> int:
        """The number of places on the x axis."""
        return max((len(s.values) for s in self.series), default=0)

    def shown_values(self) -> list[int | None]:
        """Each series' score at the marked x (else its last), as the legend writes it."""
        return [self._value_at(s, self.marked if self.marked is not None else len(s.values) - 1) for s in self.series]

    @staticmethod
    def _value_at(series: Series, x: int) -> int | None:
        if not series.values:
            return None
        return series.values[max(0, min(x, len(series.values) - 1))]

    def sizeHint(self) -> QSize:
        return QSize(520, 220)

    # --- geometry (public for the tests) ---------------------------------------------------------------------

    def _px(self) -> float:
        """The size of the plot's text: larger in a larger plot, never below a readable size."""
        return max(11.0, min(15.0, self.height() / 15))

    def _font(self, bold: bool = False, factor: float = 1.0) -> QFont:
        made = QFont(fonts.SANS)
        made.setPixelSize(round(self._px() * factor))
        made.setBold(bold)
        return made

    def _range(self) -> tuple[int, int, int]:
        """The lowest and highest values of the scale (0 always in it) and the step between its lines."""
        values = [v for s in self.series for v in s.values]
        low, high = min([0, *values]), max([1, *values])
        step = nice_step(high - low, 4 if self.height() < 160 else 6)
        return math.floor(low / step) * step, math.ceil(high / step) * step, step

    def _legend_height(self) -> float:
        return QFontMetricsF(self._font(True)).height() + 8 if self.series else 0.0

    def plot_area(self) -> QRectF:
        """The rectangle the lines are drawn in, in the widget's coordinates."""
        metrics = QFontMetricsF(self._font())
        low, high, _ = self._range()
        labels = max(metrics.horizontalAdvance(signed(v)) for v in (low, high))
        bottom = metrics.height() * (2 if self.caption else 1) + 6
        return QRectF(self.rect()).adjusted(labels + 14, self._legend_height() + 8, -14, -bottom)

    def x_at(self, x: float) -> float:
        """The widget's x of place `x` on the axis."""
        area, n = self.plot_area(), self.length
        if n <= 1:
            return area.center().x()
        return area.left() + self._along(x) * area.width()

    def _along(self, x: float) -> float:
        """How far along the axis place `x` lies, from 0 to 1: in proportion to the places, or (`even`) each tick's
        stretch an equal part, the places in it spread evenly over it."""
        last = self.length - 1
        starts = [at for at, _text in self.ticks if 0 < at < last]
        if not self.even or not starts:
            return x / last
        bounds = [0, *starts, last]
        k = max(0, min(len(bounds) - 2, bisect.bisect_right(bounds, x) - 1))
        low, high = bounds[k], bounds[k + 1]
        return (k + (x - low) / (high - low)) / (len(bounds) - 1)

    def y_at(self, value: float) -> float:
        """The widget's y of a score."""
        area = self.plot_area()
        low, high, _ = self._range()
        return area.bottom() - (value - low) / (high - low) * area.height()

    def point(self, index: int, x: int) -> QPointF:
        """Where series `index` is drawn at place `x`."""
        value = self._value_at(self.series[index], x)
        return QPointF(self.x_at(x), self.y_at(value if value is not None else 0))

    def marker_x(self) -> float | None:
        """The widget's x of the marked place, or None when none is marked."""
        if self.marked is None or not self.length:
            return None
        return self.x_at(max(0, min(self.marked, self.length - 1)))

    def place_at(self, widget_x: float) -> int | None:
        """The place on the x axis nearest to a widget x inside the plot, or None."""
        area, n = self.plot_area(), self.length
        if not n or not area.left() - 8 <= widget_x <= area.right() + 8:
            return None
        if n == 1:
            return 0
        if self.even:  # the nearest place as drawn
            return min(range(n), key=lambda x: abs(self.x_at(x) - widget_x))
        return max(0, min(n - 1, round((widget_x - area.left()) / area.width() * (n - 1))))

    def shown_ticks(self) -> list[tuple[int, str]]:
        """The labelled places of the x axis that are written under it: as many as fit, each readable."""
        metrics = QFontMetricsF(self._font())
        for stride in (1, 2, 5, 10, 20, 50, 100, 200, 500):  # every label, or every 2nd, 5th...: evenly spaced
            shown = self.ticks[::stride]
            right_edge = -math.inf
            fits = True
            for x, text in shown:
                px, width = self.x_at(x), metrics.horizontalAdvance(text)
                fits = fits and px - width / 2 >= right_edge + 8 and px + width / 2 <= self.width()
                right_edge = px + width / 2
            if fits:
                return shown
        return self.ticks[:1]

    def describe(self, x: int) -> str:
        """The scores at place `x`, a line per player, under its label (its own, or its tick's: the round)."""
        if 0 <= x < len(self.places):
            label = self.places[x]
        else:
            label = next((text for at, text in reversed(self.ticks) if at <= x), "")
        head = [f"{self.caption} {label}".strip()] if label else []
        return "\n".join(
            head + [f"{s.name}: {signed(v)}" for s in self.series if (v := self._value_at(s, x)) is not None]
        )

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.hovered = self.place_at(event.position().x())
        if self.hovered is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.describe(self.hovered), self)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        place = self.place_at(event.position().x()) if event.button() == Qt.MouseButton.LeftButton else None
        if place is None:
            super().mousePressEvent(event)
            return
        event.accept()
        self.picked.emit(place)

    # --- painting --------------------------------------------------------------------------------------------

    def _colours(self) -> tuple[QColor, QColor, QColor]:
        """Background, ink and grid."""
        if self.dark:
            return theme.TABLE_DARK, QColor("#efe4c8"), QColor(239, 228, 200, 50)
        return QColor("#fbf6e9"), theme.INK, QColor("#d8ccb0")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back, ink, grid = self._colours()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(back)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        if not self.length:
            painter.setPen(ink)
            painter.setFont(self._font(factor=1.1))
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(QRectF(self.rect()).adjusted(16, 8, -16, -8), int(flags), self.empty_text)
            return
        self._paint_grid(painter, ink, grid)
        for series in self.series:
            self._paint_series(painter, series)
        self._paint_marker(painter)
        self._paint_legend(painter, ink)

    def _paint_grid(self, painter: QPainter, ink: QColor, grid: QColor) -> None:
        area = self.plot_area()
        low, high, step = self._range()
        painter.setFont(self._font())
        metrics = QFontMetricsF(self._font())
        for value in range(low, high + 1, step):
            y = self.y_at(value)
            painter.setPen(QPen(ink if value == 0 else grid, 1.3 if value == 0 else 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(ink)
            label = QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height())
            painter.drawText(label, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), signed(value))
        for x, text in self.shown_ticks():
            px = self.x_at(x)
            width = metrics.horizontalAdvance(text)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(px, area.top()), QPointF(px, area.bottom() + 3))
            painter.setPen(ink)
            painter.drawText(QRectF(px - width / 2 - 2, area.bottom() + 3, width + 4, metrics.height()), text)
        if self.caption:
            painter.setPen(ink)
            painter.drawText(
                QRectF(area.left(), area.bottom() + 3 + metrics.height(), area.width(), metrics.height()),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter),
                self.caption,
            )

    def _path(self, series: Series) -> QPainterPath:
        path = QPainterPath(QPointF(self.x_at(0), self.y_at(series.values[0])))
        for x in range(1, len(series.values)):
            if self.steps and series.values[x] == series.values[x - 1]:
                continue
            if self.steps:
                path.lineTo(self.x_at(x), self.y_at(series.values[x - 1]))
            path.lineTo(self.x_at(x), self.y_at(series.values[x]))
        path.lineTo(self.x_at(len(series.values) - 1), self.y_at(series.values[-1]))
        return path

    def _paint_series(self, painter: QPainter, series: Series) -> None:
        if not series.values:
            return
        colour = QColor(series.colour)
        width = max(2.0, self._px() / 5)
        path = self._path(series)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.dark:  # a faint edge keeps a dark line readable on the green
            painter.setPen(QPen(QColor(255, 255, 255, 45), width + 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        if not self.steps:
            radius = width * (2.2 if series.points else 1.4)  # a coloured point is larger, with a dark rim
            if series.points:
                painter.setPen(QPen(QColor("#1d1d1d"), 1))
            for x in range(len(series.values)):
                painter.setBrush(QColor(series.point_colour(x)))
                painter.drawEllipse(self.point(self.series.index(series), x), radius, radius)
        end = QPointF(self.x_at(len(series.values) - 1), self.y_at(series.values[-1]))
        self._paint_mark(painter, series, end, self._px() * 0.95)

    def _paint_mark(self, painter: QPainter, series: Series, at: QPointF, size: float) -> None:
        colour = QColor(series.mark_colour)
        painter.setPen(QPen(QColor("#1d1d1d"), 1.2))
        painter.setBrush(colour)
        if series.mark:
            painter.drawPath(theme.mark_path(series.mark, size).translated(at))
        else:
            painter.drawEllipse(at, size / 2, size / 2)

    def _paint_marker(self, painter: QPainter) -> None:
        x = self.marker_x()
        if x is None or self.marked is None:
            return
        area = self.plot_area()
        if self.dark:
            painter.setPen(QPen(theme.HIGHLIGHT, 2))
        else:  # on paper a bright line would read as a yellow player's: a dashed line in ink
            painter.setPen(QPen(theme.INK, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, area.top() - 2), QPointF(x, area.bottom() + 2))
        for index, series in enumerate(self.series):
            if series.values:
                painter.setPen(QPen(QColor("#1d1d1d"), 1))
                painter.setBrush(theme.HIGHLIGHT)
                painter.drawEllipse(self.point(index, self.marked), 3.5, 3.5)

    def _paint_legend(self, painter: QPainter, ink: QColor) -> None:
        """Each name with its mark and its score at the marked place, side by side along the top."""
        if not self.series:
            return
        bold = self._font(True)
        metrics = QFontMetricsF(bold)
        height = metrics.height()
        slot = (self.width() - 24) / len(self.series)
        painter.setFont(bold)
        for index, (series, value) in enumerate(zip(self.series, self.shown_values(), strict=True)):
            left = 12 + index * slot
            self._paint_mark(painter, series, QPointF(left + height / 2, 6 + height / 2), height * 0.8)
            score = "" if value is None else "  " + signed(value)
            room = slot - height - 10 - metrics.horizontalAdvance(score)
            name = metrics.elidedText(series.name, Qt.TextElideMode.ElideRight, max(room, 20))
            painter.setPen(ink)
            painter.drawText(
                QRectF(left + height + 4, 6, slot - height - 8, height),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                name + score,
            )
