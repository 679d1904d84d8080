"""The runner of a guided first game (Help → Learn to play), for every game: it plays a game's prepared deal
(`thurntaxis.gameui.GuidedGame`) on that game's table page against a scripted computer player, and a balloon shows
the player each stop, waits for it (a move, a click on Next, or an event of the page), and explains a wrong move.

The runner never changes the game itself: moves go through the page and its controller as always, and the runner
only lets through the move its stop waits for (the game's guard). Leaving it (its button, Escape, or the window)
brings back the game the page held before, when it was asked to keep it; `left` says so.

It knows the game only through its `GuidedGame` and the page only through `thurntaxis.gameui.TablePage`, and it
needs no window: the window (`thurntaxis.shell.lessons`) decides what the lesson comes back to.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem, QWidget

from thurntaxis.gameui import GuidedGame, GuideStop
from thurntaxis.kit.balloon import Balloon, Ring

NEAR = 90  # pixels: a balloon farther from its target gives up keeping clear of what it need not


def _gap(body: QRectF, target: QRectF) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(target.left() - body.right(), body.left() - target.right(), 0.0)
    dy = max(target.top() - body.bottom(), body.top() - target.bottom(), 0.0)
    return max(dx, dy)


def settled(item: QGraphicsItem) -> QRectF:
    """Where a table item lies once it has come to rest, in scene coordinates: a card still flying to its place (a
    position animation of its own, running) is taken where the flight ends, so that the ring and the balloon point
    at where the player will find it, not at where it took off."""
    rect = item.sceneBoundingRect()
    if isinstance(item, QObject):
        for animation in item.findChildren(QPropertyAnimation):
            if (
                animation.state() == QAbstractAnimation.State.Running
                and animation.targetObject() is item
                and bytes(animation.propertyName().data()) == b"pos"
            ):
                end = animation.endValue()
                if isinstance(end, QPointF):
                    rect.translate(end - item.pos())
    return rect


def _counts_move(entry: GuideStop | str) -> bool:
    """Whether a script entry is a move of the game (the computer's, or the one a stop waits for)."""
    return isinstance(entry, str) or (entry.move is not None and entry.wait is None)


def _reading(stop: GuideStop | None) -> bool:
    """Whether the player only reads at `stop`, then clicks Next."""
    return stop is not None and stop.move is None and stop.wait is None


class TourGuide(QObject):
    """Runs `guided` on `page` (the game's `TablePage`). `keep`: the page's game now is the one to come back to
    when the lesson ends. `left(restored, by_player)` says that it ended: whether the page has its earlier game
    back, and whether the player left (rather than the window, for another game or a replay)."""

    left = Signal(bool, bool)

    def __init__(self, page: Any, guided: GuidedGame, keep: bool = True) -> None:
        super().__init__(page)
        self.page = page
        self.guided = guided
        self.script = guided.script
        self.keep = keep
        self.running = False
        self.at = 0  # the entry of the script the game has reached
        self.problem = ""  # why the player's last try changed nothing, shown until the next step
        self._numbers = self._count_moves()
        self._previous: tuple[Any, list[Any]] | None = None
        self._put_back: Callable[[], None] = lambda: None  # puts the page back as it was (`GuidedGame.prepare`)
        self.view = page.view
        self.host: QWidget = page if guided.whole_page else page.view  # the balloon lies over it
        self.balloon: Balloon | None = None
        self.rings = (Ring(), Ring(dashed=True))
        self._links: list[tuple[Any, Any]] = []
        self._escape_key: QShortcut | None = None
        self._enter_key: QShortcut | None = None

    def computer(self, moves: int) -> str:
        """The script's move of the computer player after `moves` moves of the game ("" where it has none)."""
        return next(
            (e for i, e in enumerate(self.script) if isinstance(e, str) and self._numbers[i] == moves),
            "",
        )

    def _count_moves(self) -> list[int]:
        """For each entry of the script, how many moves of the game come before it."""
        out, n = [], 0
        for entry in self.script:
            out.append(n)
            n += _counts_move(entry)
        return out

    # --- starting and leaving ------------------------------------------------------------------------------

    def begin(self) -> None:
        """Deal the guided game (again from its start when it runs already); the page's game before is kept."""
        page = self.page
        if not self.running:
            self._previous = (page.record(), list(page.seats)) if self.keep and page.has_game() else None
            self._put_back = self.guided.prepare(page)
            self._connect()
            self.running = True
        self.at = 0
        self.problem = ""
        self.guided.deal(page, self.allows, self.computer)
        self._show()

    def _connect(self) -> None:
        """Follow the page, and put the balloon and the keys of the lesson on it."""
        page, view = self.page, self.view
        self._links = [
            (page.changed, self._changed),
            *self.guided.links(page, self),
            (view.horizontalScrollBar().valueChanged, self._place_later),
            (view.verticalScrollBar().valueChanged, self._place_later),
        ]
        for signal, slot in self._links:
            signal.connect(slot)
        for widget in (page, view.viewport()):
            widget.installEventFilter(self)
        self.balloon = Balloon(self.host)
        self.balloon.nextClicked.connect(self.next)
        self.balloon.leaveClicked.connect(self.leave_by_player)
        # Escape leaves, Enter is Next where the player only reads (elsewhere it is the table's Enter): wherever
        # the keys are in the page's window.
        self._escape_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), page)
        self._escape_key.activated.connect(self._escape)
        self._enter_key = QShortcut(QKeySequence(Qt.Key.Key_Return), page)
        self._enter_key.activated.connect(self.next)

    def _disconnect(self) -> None:
        """Nothing of the lesson stays on the page, listening."""
        page, view = self.page, self.view
        for signal, slot in self._links:
            signal.disconnect(slot)
        self._links = []
        for widget in (page, view.viewport()):
            widget.removeEventFilter(self)
        if self.balloon is not None:
            self.balloon.hide()
            self.balloon.deleteLater()
            self.balloon = None
        for shortcut in (self._escape_key, self._enter_key):
            if shortcut is not None:
                shortcut.setEnabled(False)
                shortcut.deleteLater()
        self._escape_key = self._enter_key = None
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)

    def leave(self, by_player: bool = False) -> bool:
        """End the lesson: the page's game before is back (True), or there was none (False; the page keeps the
        guided game's table, stopped)."""
        if not self.running:
            return False
        self.running = False
        self._disconnect()
        self._put_back()
        previous, self._previous = self._previous, None
        if previous is not None:
            self.page.load(*previous)
        else:
            self.page.stop()
        restored = previous is not None
        self.left.emit(restored, by_player)
        return restored

    def leave_by_player(self) -> None:
        """The player leaves (the balloon's button, Escape, or the last stop's Finish)."""
        self.leave(by_player=True)

    def _escape(self) -> None:
        if not self.guided.holding(self.page):  # Escape while a piece is held puts the piece back
            self.leave_by_player()

    # --- where the game is -----------------------------------------------------------------------------------

    @property
    def entry(self) -> GuideStop | str:
        """The script's entry the game has reached: a stop of the lesson, or the computer's move (its notation)."""
        return self.script[self.at]

    @property
    def stop(self) -> GuideStop | None:
        """The stop the player is at (None while the computer plays)."""
        entry = self.entry
        return None if isinstance(entry, str) else entry

    @property
    def finished(self) -> bool:
        """Whether the lesson has reached its last stop."""
        return self.at == len(self.script) - 1

    def allows(self, move: Any) -> bool:
        """Whether the player's (legal) move is the one this stop waits for; if not, the balloon says why."""
        stop = self.stop
        if stop is None:
            return True  # the computer's turn: the page refuses as always
        why = self.guided.refusal(stop, move)
        if why is not None:
            self.explain(why)
        return why is None

    def explain(self, reason: str) -> None:
        """Say in the balloon why the player's try changed nothing."""
        if self.stop is None:
            return
        self.problem = reason
        self._show()

    def happened(self, event: str) -> None:
        """A page event: the stop that waits for it goes on, once what it waits for has come about."""
        stop = self.stop
        if stop is not None and stop.wait == event and self.guided.reached(self.page, stop, event):
            self._go(self.at + 1)

    def next(self) -> None:
        """Go on from a stop the player only reads."""
        if not _reading(self.stop):
            return
        if self.finished:
            self.leave_by_player()
            return
        self._go(self.at + 1)

    def refresh(self) -> None:
        """Show the balloon again (after a language switch or a new scene)."""
        if self.running:
            self._show()

    # --- following the game ------------------------------------------------------------------------------------

    def _go(self, at: int) -> None:
        self.at = at
        self.problem = ""
        self._show()

    def _changed(self, moves: int) -> None:
        """After every move or undo: go on to the script's next entry, or back to the stop whose move was taken
        back; then show it."""
        if self._numbers[self.at] == moves - 1 and _counts_move(self.entry):
            self.at += 1
            self.problem = ""
        elif self._numbers[self.at] != moves:
            self.at = next(
                i
                for i, e in enumerate(self.script)
                if self._numbers[i] == moves and (_counts_move(e) or (not isinstance(e, str) and e.wait))
            )
            self.problem = ""
        self._show()

    def _show(self) -> None:
        if not self.running:
            return
        stop = self.stop
        if stop is not None and stop.wait is not None and self.guided.reached(self.page, stop, None):
            self.at += 1  # done already (an undo brings the tile back as it was turned)
            stop = self.stop
        page, words, context = self.page, self.guided.words, self.guided.context
        held = stop is not None and (stop.move is None or stop.wait is not None)  # the computer waits meanwhile
        self.guided.show(page, stop, held)
        if held and page.has_game() and not page.humans_turn():
            computer = next((s.name for s in page.seats if not s.is_human), "")
            page.status.emit(QCoreApplication.translate(context, words.waits).replace("%1", computer))
        balloon, enter = self.balloon, self._enter_key
        assert balloon is not None and enter is not None
        enter.setEnabled(_reading(stop))
        if stop is None:
            balloon.hide()
            for ring in self.rings:
                ring.hide()
            return
        text = QCoreApplication.translate(context, stop.say)
        problem = QCoreApplication.translate(context, words.problem)
        balloon.say(text, problem.replace("%1", self.problem) if self.problem else "")
        balloon.set_scale(self.guided.scale(page))
        balloon.leave_button.setText(QCoreApplication.translate(context, words.leave))
        balloon.next_button.setText(QCoreApplication.translate(context, words.finish if self.finished else words.next))
        balloon.next_button.setVisible(_reading(stop))
        balloon.show()
        balloon.raise_()
        self._place()
        self._place_later()  # again once the page's layout has followed the new position

    # --- pointing at the table ---------------------------------------------------------------------------------

    def item(self, target: tuple[object, ...]) -> Any:
        """The place a stop's target names (`GuidedGame.item`: an item of the table, a rectangle of its scene, a
        widget of the page; None when it is not there now)."""
        return self.guided.item(self.page, target)

    def area(self) -> QRect:
        """Where the balloon may lie, in the coordinates of the widget it lies over: the table's part of the view,
        or the whole page."""
        if self.guided.whole_page:
            return self.host.rect()
        view_area: QRect = self.view.viewport().geometry()
        return view_area

    def where(self, place: Any, ringed: bool = False) -> QRectF | None:
        """Where a place is, in the coordinates of the widget the balloon lies over (an item of the table where it
        comes to rest: `settled`); `ringed`: a place of the table with the ring around it."""
        if place is None:
            return None
        if isinstance(place, QWidget):
            return QRectF(QRect(place.mapTo(self.host, QPoint(0, 0)), place.size()))
        in_scene = place if isinstance(place, QRectF) else settled(place)
        if ringed:
            in_scene = Ring.framing(in_scene)
        shown = self.view.mapFromScene(in_scene).boundingRect()
        return QRectF(shown.translated(self.view.viewport().mapTo(self.host, QPoint(0, 0))))

    def rect(self, target: tuple[object, ...], ringed: bool = False) -> QRectF | None:
        """Where a target is (`where`): None when it is not there, or a widget not shown now."""
        place = self.item(target)
        if isinstance(place, QWidget) and not place.isVisible():
            return None
        return self.where(place, ringed)

    def _ring(self, ring: Ring, target: tuple[object, ...]) -> None:
        place = self.item(target)
        scene = self.view.scene()
        if place is None or isinstance(place, QWidget):  # (the widgets beside the table get no ring)
            ring.hide()
            return
        if ring.scene() is not scene:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            scene.addItem(ring)
        ring.around(place if isinstance(place, QRectF) else settled(place))
        ring.show()

    def _place_later(self) -> None:
        QTimer.singleShot(0, self, self._place)

    def _place(self) -> None:
        """Put the balloon beside its target, clear of the target, the goal and the places the game names (as
        many of them as keep it near its target); the rings around the target and the goal on the table."""
        stop, balloon = self.stop, self.balloon
        if stop is None or balloon is None or not self.running:
            return
        self._ring(self.rings[0], stop.target)
        self._ring(self.rings[1], stop.goal)
        target = self.rect(stop.target, ringed=self.guided.clear_of_rings)
        goal = self.rect(stop.goal)
        mentioned = [self.where(self.item(m)) for m in stop.mentions]
        avoid = [r for r in mentioned if r is not None]
        for places in self.guided.keep_clear(self.page, stop):
            clear = [r for r in (goal, *map(self.where, places)) if r is not None]
            balloon.point_at(target, self.area(), clear, avoid)
            if target is None or _gap(balloon.body, target) <= NEAR:
                break
        self.view.viewport().update()  # the rings' old and new places (a moved ring left parts behind)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_later()
        elif event.type() == QEvent.Type.LanguageChange and watched is self.page:  # after the page's own texts
            QTimer.singleShot(0, self, self.refresh)
        return False
