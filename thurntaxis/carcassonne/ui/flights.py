"""What flies over the Carcassonne page when a feature scores: its points, from the feature to the scorer's row of
the score panel, and its followers, from their places back to their owners' supply there.

The table is a zoomable view and the score panel a widget beside it, so the flights are small widgets on the page
itself, above both: they start where the view shows the feature now and end on the panel's row, at any zoom or
scroll. Each is a `QSequentialAnimationGroup` (a short pause where it starts, then the flight); `landed` says
when one arrives, so the panel's number changes as the points or followers reach it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from thurntaxis.carcassonne.ui.pieces import COLOURS, paint_follower
from thurntaxis.kit import theme


class Flyer(QWidget):
    """A thing in flight over the page: its `centre` (page coordinates) and `size` (pixels) are animated."""

    def __init__(self, parent: QWidget, box: float) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._centre = QPointF()
        self._size = box
        self.resize(int(box) + 4, int(box) + 4)

    def get_centre(self) -> QPointF:
        return self._centre

    def set_centre(self, at: QPointF) -> None:
        self._centre = QPointF(at)
        self.move(QPoint(round(at.x() - self.width() / 2), round(at.y() - self.height() / 2)))

    def get_size(self) -> float:
        return self._size

    def set_size(self, size: float) -> None:
        self._size = size
        self.update()

    centre = Property(QPointF, get_centre, set_centre)
    size_px = Property(float, get_size, set_size)


class FlyingPoints(Flyer):
    """ "+8" in the scorer's colour, outlined so that it reads over tiles and panel alike."""

    def __init__(self, parent: QWidget, text: str, colour: str, size: float) -> None:
        super().__init__(parent, size)
        self.text, self.colour = text, colour
        self.resize(int(size * 3), int(size * 1.6))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addText(0, 0, theme.font(max(8, round(self.get_size())), bold=True), self.text)
        path.translate(QPointF(self.width() / 2, self.height() / 2) - path.boundingRect().center())
        round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(QPen(QColor("#ffffff"), 4.0, *round_pen))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#141414"), 1.0))
        painter.setBrush(QColor(COLOURS[self.colour]))
        painter.drawPath(path)
        painter.end()


class FlyingFollower(Flyer):
    """A follower going home: a copy of the piece that left the board."""

    def __init__(self, parent: QWidget, colour: str, lying: bool, size: float, box: float) -> None:
        super().__init__(parent, box)
        self.colour, self.lying = colour, lying
        self._size = size

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_follower(painter, QPointF(self.width() / 2, self.height() / 2), self.get_size(), self.colour, self.lying)
        painter.end()


@dataclass(eq=False)
class Flight:
    """One flight under way: its animations, the one that carries it to its end (whose end value is where it
    lands), and what runs when it lands."""

    group: QSequentialAnimationGroup
    path: QPropertyAnimation
    landed: Callable[[], None]
    done: bool = False


class Flights(QObject):
    """The flights under way on a page; `stop()` ends them all at once (a new game, an undo)."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.under_way: list[Flight] = []

    def launch(
        self,
        flyer: Flyer,
        start: QPointF,
        end: QPointF,
        wait_ms: int,
        fly_ms: int,
        end_size: float | None,
        landed: Callable[[], None],
        rise: float = 0.0,
    ) -> Flight:
        """Fly `flyer` from `start` to `end` (page points): it waits `wait_ms` where it starts (rising by `rise`
        pixels), then flies for `fly_ms`, growing or shrinking to `end_size`; `landed` runs when it arrives (or when
        the flight is stopped), and the flyer goes."""
        flyer.set_centre(start)
        flyer.show()
        flyer.raise_()
        group = QSequentialAnimationGroup(self)
        lifted = start - QPointF(0, rise)
        if rise:
            _animate(group, flyer, b"centre", wait_ms, start, lifted, QEasingCurve.Type.OutCubic)
        else:
            group.addAnimation(QPauseAnimation(wait_ms, group))
        flight = QParallelAnimationGroup(group)
        path = _animate(flight, flyer, b"centre", fly_ms, lifted, end, QEasingCurve.Type.InOutQuad)
        if end_size is not None:
            _animate(flight, flyer, b"size_px", fly_ms, flyer.get_size(), end_size, QEasingCurve.Type.Linear)
        group.addAnimation(flight)
        made = Flight(group, path, landed)
        group.finished.connect(lambda: self._land(made, flyer))
        self.under_way.append(made)
        group.start()
        return made

    def _land(self, flight: Flight, flyer: Flyer) -> None:
        if flight.done:
            return
        flight.done = True
        flyer.hide()
        flyer.deleteLater()
        if flight in self.under_way:
            self.under_way.remove(flight)
        flight.landed()

    def stop(self) -> None:
        """End every flight now: each lands at once."""
        for flight in list(self.under_way):
            flight.group.stop()
            flyer = flight.path.targetObject()
            assert isinstance(flyer, Flyer)
            self._land(flight, flyer)


def row_point(widget: QWidget, page: QWidget) -> QPointF:
    """The middle of `widget` in `page` coordinates."""
    return QPointF(widget.mapTo(page, widget.rect().center()))


def rect_in(widget: QWidget, page: QWidget) -> QRectF:
    """`widget`'s rectangle in `page` coordinates."""
    return QRectF(widget.rect().translated(widget.mapTo(page, QPoint(0, 0))))


def _animate(
    group: QAnimationGroup,
    flyer: Flyer,
    name: bytes,
    ms: int,
    start: object,
    end: object,
    easing: QEasingCurve.Type,
) -> QPropertyAnimation:
    """An animation of the flyer's property `name` from `start` to `end` in `ms`, added to `group`."""
    animation = QPropertyAnimation(flyer, name, group)
    animation.setDuration(ms)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(easing)
    group.addAnimation(animation)
    return animation
