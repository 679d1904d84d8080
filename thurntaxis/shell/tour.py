"""The guided first game (Help → Learn to play): the window plays the prepared deal of `tourscript` against a
scripted computer player, and a balloon shows the player each step, waits for it, and explains a wrong move.

The tour never changes the game itself: moves go through the window and the controller as always, and the tour
only lets through the move its stop waits for. Leaving it (its button, Escape, or a new game) brings back the game
that was running before, and leaves no autosave of the guided game behind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem

from thurntaxis.kit.balloon import Balloon, Ring
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.taxis.rules import GameRecord, GameState, Move, legal_moves, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui import tourscript
from thurntaxis.taxis.ui.texts import translate
from thurntaxis.taxis.ui.tourscript import SCRIPT, Stop

if TYPE_CHECKING:
    from thurntaxis.shell.window import MainWindow

OFFICIALS = {
    "postmaster": POSTMASTER,
    "administrator": ADMINISTRATOR,
    "carrier": POSTAL_CARRIER,
    "cartwright": CARTWRIGHT,
}


def _numbers() -> list[int]:
    """For each entry of the script, how many moves of the game come before it."""
    out, n = [], 0
    for entry in SCRIPT:
        out.append(n)
        if isinstance(entry, str) or entry.move is not None:
            n += 1
    return out


def scripted_computer(states: Sequence[GameState], moves: Sequence[Move], seat: int, stop: Callable[[], bool]) -> Move:
    """The guided game's computer player: the script's move (a legal one, should the game have strayed)."""
    move = tourscript.computer_move(len(moves))
    legal = legal_moves(states[-1])
    return move if move in legal else legal[0]


class TourGuide(QObject):
    """Runs the guided game in `window` (which holds it as `window.tour` while it runs)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.at = 0  # the entry of the script the game has reached
        self.problem = ""  # why the player's last try was refused, shown until the next step
        self._numbers = _numbers()
        self._previous: tuple[GameRecord, list[Seat]] | None = None
        self._kept_autosave = window.keeps_autosave
        self.balloon = Balloon(window.view)
        self.balloon.nextClicked.connect(self.next)
        self.balloon.leaveClicked.connect(self.leave_by_player)
        self.rings = (Ring(), Ring(dashed=True))
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self.escape.activated.connect(self.leave_by_player)
        self.go_on = QShortcut(QKeySequence(Qt.Key.Key_Return), window)  # Next, where the player only reads
        self.go_on.activated.connect(self.next)
        c = window.controller
        self._links = [
            (c.changed, self._changed),
            (window.view.horizontalScrollBar().valueChanged, self._place_later),
            (window.view.verticalScrollBar().valueChanged, self._place_later),
        ]
        for signal, slot in self._links:
            signal.connect(slot)
        window.view.viewport().installEventFilter(self)

    # --- starting and leaving ------------------------------------------------------------------------------

    def begin(self) -> None:
        """Deal the guided game (again from its start when it runs already); the game running before is kept."""
        w = self.window
        c = w.controller
        if w.tour is not self:
            self._previous = (c.record(), list(c.seats)) if c.has_game else None
            self._kept_autosave = w.keeps_autosave
            w.tour = self
        w.keeps_autosave = False  # the guided game is never kept for the next start
        w._close_end_dialog()
        self.at = 0
        self.problem = ""
        c.paused = False
        seats = [
            Seat(translate("Tour", "Alex"), HUMAN, colour="blue"),
            Seat(translate("Tour", "Anna"), COMPUTER, colour="red"),
        ]
        c.load_record(tourscript.record(seats[0].name, seats[1].name), seats, {1: scripted_computer})

    def leave(self) -> bool:
        """End the tour: the game running before is back (True), or there is no game (False)."""
        w = self.window
        if w.tour is not self:
            return False
        w.tour = None
        for signal, slot in self._links:
            signal.disconnect(slot)
        w.view.viewport().removeEventFilter(self)
        for shortcut in (self.escape, self.go_on):
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self.balloon.hide()
        self.balloon.deleteLater()
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        c = w.controller
        c.paused = False
        w.keeps_autosave = self._kept_autosave
        if self._previous is not None:
            c.load_record(*self._previous)
        else:
            c.clear()
        self.deleteLater()
        return self._previous is not None

    def leave_by_player(self) -> None:
        """The player leaves (the balloon's button, Escape, or the last stop's Finish)."""
        if not self.leave():
            QTimer.singleShot(0, self.window, self.window.first_game)

    # --- where the game is -----------------------------------------------------------------------------------

    @property
    def entry(self) -> Stop | str:
        """The script's entry the game has reached: a stop of the tour, or the computer's move (its notation)."""
        return SCRIPT[self.at]

    @property
    def stop(self) -> Stop | None:
        """The stop the player is at (None while the computer plays)."""
        entry = self.entry
        return entry if isinstance(entry, Stop) else None

    @property
    def finished(self) -> bool:
        """Whether the tour has reached its last stop."""
        return self.at == len(SCRIPT) - 1

    def item(self, target: tuple[object, ...]) -> QGraphicsItem | None:
        """The table item a stop's target names (None when it is not on the table now)."""
        if not target:
            return None
        scene = self.window.scene
        kind = target[0]
        if kind in ("display", "hand"):
            city = tourscript.city(str(target[1]))
            return next((c for c in scene.cards(str(kind)) if c.city == city), None)
        if kind == "zone":
            return scene.zones[str(target[1])]
        if kind == "official":
            return scene.officials[OFFICIALS[str(target[1])]]
        if kind == "score":
            return scene.score_button
        if kind == "end":
            return scene.end_button
        if kind == "option":
            move = Move.parse(str(target[1]))
            return next((b for b in scene.buttons() if b.key == move), None)
        if kind in ("stack", "carriage"):
            n = standard_board().stack_ids.index(target[1]) if kind == "stack" else target[1]
            return next((b for b in scene.stack_buttons() if b.key == (kind, n)), None)
        if kind == "city":
            return scene.cities[tourscript.city(str(target[1]))]
        raise ValueError(f"no table item for {target!r}")

    def allows(self, move: Move) -> bool:
        """Whether the player's (legal) move is the one this stop waits for; if not, the balloon says why."""
        stop = self.stop
        if stop is None:
            return True  # the computer's turn: the window refuses as always
        if stop.move is None:
            self.explain(translate("Tour", "First read the balloon, then click \u201cNext\u201d."))
            return False
        if move == Move.parse(stop.move) or (stop.any_city and move.kind == mv.HOUSE):
            return True
        self.explain(
            translate(
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
        entry = SCRIPT[at]
        return isinstance(entry, str) or entry.move is not None

    def _changed(self, state: GameState) -> None:
        """After every move or undo: go on to the script's next entry, or back to the stop whose move was taken
        back; then show it."""
        n = len(self.window.controller.moves)
        if self._numbers[self.at] == n - 1 and self._is_move(self.at):
            self.at += 1
            self.problem = ""
        elif self._numbers[self.at] != n:
            self.at = next(i for i in range(len(SCRIPT)) if self._numbers[i] == n and self._is_move(i))
            self.problem = ""
        self._show()

    def _hold_computer(self) -> None:
        """Anna waits while the player reads a stop (the script ends with such stops, so she stops there)."""
        c = self.window.controller
        if self.stop is not None and self.stop.move is None:
            c.paused = True
            if not c.is_human_turn():
                self.window.show_message(translate("Tour", "Anna waits while you read the balloon."))
        elif c.paused:
            c.resume()

    def _show(self) -> None:
        self._hold_computer()
        stop = self.stop
        balloon = self.balloon
        if stop is None:
            balloon.hide()
            self._ring(0, None)
            self._ring(1, None)
            return
        text = translate("Tour", stop.say)
        problem = translate("Tour", "Not quite: %1").replace("%1", self.problem) if self.problem else ""
        balloon.say(text, problem)
        balloon.set_scale(self.window.settings.ui_scale)
        balloon.leave_button.setText(translate("Tour", "Leave the tour"))
        balloon.next_button.setText(translate("Tour", "Finish") if self.finished else translate("Tour", "Next"))
        balloon.next_button.setVisible(stop.move is None)
        balloon.show()
        balloon.raise_()
        self._place()

    def _ring(self, k: int, item: QGraphicsItem | None) -> None:
        ring = self.rings[k]
        scene = self.window.scene
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
        scene = self.window.scene
        places = [
            goal,
            *scene.cards("hand"),
            *scene.cards("route"),
            *(z for k, z in scene.zones.items() if k in ("left", "right", "new") and z.isVisible()),
        ]
        keep_clear = [r for r in map(self._on_view, places) if r is not None]
        self.balloon.point_at(self._on_view(target), self._area(), keep_clear)
        self.window.view.viewport().update()  # the rings' old and new places (a moved ring left parts behind)

    def _area(self) -> QRect:
        """The table's part of the view, in the view's coordinates."""
        return self.window.view.viewport().geometry()

    def _on_view(self, item: QGraphicsItem | None) -> QRectF | None:
        """Where `item` is on the view, in the view's coordinates."""
        if item is None:
            return None
        view = self.window.view
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRectF(rect.translated(view.viewport().pos()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_later()
        return False
