"""The runner of a guided first game (Help → Learn to play): the window plays a game's prepared deal
(`thurntaxis.gameui.GuidedGame`) on that game's table page against a scripted computer player, and a balloon shows
the player each step, waits for it, and explains a wrong move.

The runner never changes the game itself: moves go through the page and its controller as always, and the runner
only lets through the move its stop waits for (the page's guard). Leaving it (its button, Escape, or a new game)
brings back the game that was running before, and leaves no autosave of the guided game behind.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from thurntaxis.games import GameEntry
from thurntaxis.gameui import GuidedGame, GuideStop
from thurntaxis.kit.balloon import Balloon, Ring


class TourGuide(QObject):
    """Runs a game's guided game in `window` (a `thurntaxis.shell.window.MainWindow`, which holds it as
    `window.tour` while it runs)."""

    def __init__(self, window: Any, entry: GameEntry, guided: GuidedGame) -> None:
        super().__init__(window)
        self.window = window
        self.entry = entry
        self.guided = guided
        self.script = guided.script
        self.at = 0  # the entry of the script the game has reached
        self.problem = ""  # why the player's last try was refused, shown until the next step
        self._numbers = self._count_moves()
        self._previous: tuple[GameEntry, Any, list[Any]] | None = None
        self._kept_autosave = window.keeps_autosave
        self.page: Any = window.page_of(entry)
        self.view = self.page.view
        self.balloon = Balloon(self.view)
        self.balloon.nextClicked.connect(self.next)
        self.balloon.leaveClicked.connect(self.leave_by_player)
        self.rings = (Ring(), Ring(dashed=True))
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self.escape.activated.connect(self.leave_by_player)
        self.go_on = QShortcut(QKeySequence(Qt.Key.Key_Return), window)  # Next, where the player only reads
        self.go_on.activated.connect(self.next)
        self._links = [
            (self.page.changed, self._changed),
            (self.page.problem, self.explain),
            (self.view.horizontalScrollBar().valueChanged, self._place_later),
            (self.view.verticalScrollBar().valueChanged, self._place_later),
        ]
        for signal, slot in self._links:
            signal.connect(slot)
        self.view.viewport().installEventFilter(self)

    def _count_moves(self) -> list[int]:
        """For each entry of the script, how many moves of the game come before it."""
        out, n = [], 0
        for entry in self.script:
            out.append(n)
            if isinstance(entry, str) or entry.move is not None:
                n += 1
        return out

    def _computer_move(self, moves: int) -> str:
        """The script's move of the computer player after `moves` moves ("" where the script has none)."""
        for at, entry in enumerate(self.script):
            if isinstance(entry, str) and self._numbers[at] == moves:
                return entry
        return ""

    # --- starting and leaving ------------------------------------------------------------------------------

    def begin(self) -> None:
        """Deal the guided game (again from its start when it runs already); the game running before is kept."""
        w = self.window
        if w.tour is not self:
            shown = w.page
            network = getattr(shown, "network", None)  # (a network game is the host's to keep, not the tour's)
            if shown is not None and shown.has_game() and w.page_entry is not None and network is None:
                self._previous = (w.page_entry, shown.record(), list(shown.seats))
            self._kept_autosave = w.keeps_autosave
            w.tour = self
        w.keeps_autosave = False  # the guided game is never kept for the next start
        w.close_end_dialog()
        self.at = 0
        self.problem = ""
        w.show_game(self.entry)
        seats = self.guided.seats()
        self.page.set_guard(self.allows)
        self.page.play_guided(self.guided.record(seats), seats, self._computer_move)

    def leave(self) -> bool:
        """End the tour: the game running before is back (True), or there is no game (False)."""
        w = self.window
        if w.tour is not self:
            return False
        w.tour = None
        for signal, slot in self._links:
            signal.disconnect(slot)
        self.view.viewport().removeEventFilter(self)
        for shortcut in (self.escape, self.go_on):
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self.balloon.hide()
        self.balloon.deleteLater()
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        self.page.set_guard(None)
        self.page.pause(False)
        w.keeps_autosave = self._kept_autosave
        if self._previous is not None:
            w.continue_game(*self._previous)
        else:
            self.page.clear()
        w.lesson_left(self.entry)  # New game offers this game next
        self.deleteLater()
        return self._previous is not None

    def leave_by_player(self) -> None:
        """The player leaves (the balloon's button, Escape, or the last stop's Finish)."""
        if not self.leave():
            QTimer.singleShot(0, self.window, self.window.go_home)

    # --- where the game is -----------------------------------------------------------------------------------

    @property
    def stop(self) -> GuideStop | None:
        """The stop the player is at (None while the computer plays)."""
        entry = self.script[self.at]
        return None if isinstance(entry, str) else entry

    @property
    def finished(self) -> bool:
        """Whether the tour has reached its last stop."""
        return self.at == len(self.script) - 1

    def item(self, target: tuple[object, ...]) -> Any:
        """The table item a stop's target names (None when it is not on the table now)."""
        return self.guided.item(self.page, target)

    def allows(self, move: Any) -> bool:
        """Whether the player's (legal) move is the one this stop waits for; if not, the balloon says why."""
        stop = self.stop
        if stop is None:
            return True  # the computer's turn: the page refuses as always
        if stop.move is None:
            self.explain(QCoreApplication.translate("Tour", "First read the balloon, then click \u201cNext\u201d."))
            return False
        if self.guided.allows(stop, move):
            return True
        self.explain(
            QCoreApplication.translate(
                "Tour", "In a game you may do that, but this lesson takes another step first. Nothing has changed."
            )
        )
        return False

    def explain(self, reason: str) -> None:
        """Say in the balloon why the player's try changed nothing."""
        if self.stop is None:
            return
        self.problem = reason
        self._show()

    def next(self) -> None:
        """Go on from a stop the player only reads."""
        stop = self.stop
        if stop is None or stop.move is not None:
            return
        if self.finished:
            self.leave_by_player()
            return
        self.at += 1
        self.problem = ""
        self._show()

    def refresh(self) -> None:
        """Show the balloon again (after a language switch or a new scene)."""
        self._show()

    # --- following the game ------------------------------------------------------------------------------------

    def _is_move(self, at: int) -> bool:
        entry = self.script[at]
        return isinstance(entry, str) or entry.move is not None

    def _changed(self, moves: int) -> None:
        """After every move or undo: go on to the script's next entry, or back to the stop whose move was taken
        back; then show it."""
        if self._numbers[self.at] == moves - 1 and self._is_move(self.at):
            self.at += 1
            self.problem = ""
        elif self._numbers[self.at] != moves:
            self.at = next(i for i in range(len(self.script)) if self._numbers[i] == moves and self._is_move(i))
            self.problem = ""
        self._show()

    def _hold_computer(self) -> None:
        """The computer waits while the player reads a stop (the script ends with such stops, so it stops there)."""
        stop = self.stop
        reading = stop is not None and stop.move is None
        self.page.pause(reading)
        if reading and self.page.has_game() and not self.page.humans_turn():
            computer = next((s.name for s in self.page.seats if not s.is_human), "")
            self.window.show_message(
                QCoreApplication.translate("Tour", "%1 waits while you read the balloon.").replace("%1", computer)
            )

    def _show(self) -> None:
        self._hold_computer()
        stop = self.stop
        balloon = self.balloon
        if stop is None:
            balloon.hide()
            self._ring(0, None)
            self._ring(1, None)
            return
        text = QCoreApplication.translate(self.guided.context, stop.say)
        problem = (
            QCoreApplication.translate("Tour", "Not quite: %1").replace("%1", self.problem) if self.problem else ""
        )
        balloon.say(text, problem)
        balloon.set_scale(self.window.settings.ui_scale)
        balloon.leave_button.setText(QCoreApplication.translate("Tour", "Leave the tour"))
        balloon.next_button.setText(
            QCoreApplication.translate("Tour", "Finish")
            if self.finished
            else QCoreApplication.translate("Tour", "Next")
        )
        balloon.next_button.setVisible(stop.move is None)
        balloon.show()
        balloon.raise_()
        self._place()

    def _ring(self, k: int, item: Any) -> None:
        ring = self.rings[k]
        scene = self.view.scene()
        if item is None:
            ring.hide()
            return
        if ring.scene() is not scene:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            scene.addItem(ring)
        ring.around(item.sceneBoundingRect())
        ring.show()

    def _place_later(self) -> None:
        QTimer.singleShot(0, self, self._place)

    def _place(self) -> None:
        """Put the balloon beside its target, the rings around the target and the goal."""
        stop = self.stop
        if stop is None:
            return
        target, goal = self.item(stop.target), self.item(stop.goal)
        self._ring(0, target)
        self._ring(1, goal)
        places = [goal, *self.guided.keep_clear(self.page)]
        keep_clear = [r for r in map(self._on_view, places) if r is not None]
        mentioned = [self._on_view(self.item(m)) for m in stop.mentions]
        avoid = [r for r in mentioned if r is not None]
        self.balloon.point_at(self._on_view(target, ringed=True), self._area(), keep_clear, avoid)
        self.view.viewport().update()  # the rings' old and new places (a moved ring left parts behind)

    def _area(self) -> QRect:
        """The table's part of the view, in the view's coordinates."""
        area: QRect = self.view.viewport().geometry()
        return area

    def _on_view(self, item: Any, ringed: bool = False) -> QRectF | None:
        """Where `item` is on the view, in the view's coordinates; `ringed`: with the ring a target gets."""
        if item is None:
            return None
        place = item.sceneBoundingRect()
        if ringed:
            place = Ring.framing(place)
        rect = self.view.mapFromScene(place).boundingRect()
        return QRectF(rect.translated(self.view.viewport().pos()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_later()
        return False
