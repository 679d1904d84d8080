"""Carcassonne's guided first game (Help → Learn to play): the page plays the prepared deal of `tourscript` against
a scripted computer player, and a balloon shows the player each step, waits for it, and explains a wrong move.

The tour never changes the game itself: moves go through the page and its controller as always; the tour only
lets through the move its stop waits for (the controller's `gate`) and holds the computer player while the player
reads (`paused`). Leaving it (its button, Escape, or the window) brings back the game the page held before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from thurntaxis.carcassonne.rules import (
    FOLLOWER_PHASE,
    PLACE_PHASE,
    GameRecord,
    GameState,
    Move,
    parse_move,
    result,
    xy,
)
from thurntaxis.carcassonne.rules.scoring import final_points
from thurntaxis.carcassonne.ui import texts, tourscript
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE
from thurntaxis.carcassonne.ui.tourscript import FARMS, SCRIPT, TURNED, CarcassonneTour, ScriptedPlayer, Stop
from thurntaxis.carcassonne.ui.tray import FOLLOWER, TILE
from thurntaxis.kit.balloon import Balloon, Ring
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

NEAR = 90  # pixels: a balloon farther from its target gives up keeping clear of what it need not


def _gap(body: QRectF, target: QRectF) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(target.left() - body.right(), body.left() - target.right(), 0.0)
    dy = max(target.top() - body.bottom(), body.top() - target.bottom(), 0.0)
    return max(dx, dy)


def _counts_move(entry: Stop | str) -> bool:
    """Whether a script entry is a move of the game (the computer's, or the one a stop waits for)."""
    return isinstance(entry, str) or (entry.move is not None and entry.wait is None)


class CarcassonneGuide(QObject):
    """Runs the guided game on `page`. `keep`: the page's game now is the one to come back to when the tour ends.
    `left(restored, by_player)` says that it ended: whether the page has its earlier game back, and whether the
    player left (rather than the window)."""

    left = Signal(bool, bool)

    def __init__(self, page: CarcassonnePage, keep: bool = True) -> None:
        super().__init__(page)
        self.page = page
        self.keep = keep
        self.running = False
        self.at = 0  # the entry of the script the game has reached
        self.problem = ""  # why the player's last try changed nothing, shown until the next step
        self._numbers = [tourscript.move_number(i) for i in range(len(SCRIPT))]
        self._previous: tuple[GameRecord, list[Seat]] | None = None
        self._farms_were_shown = False
        self.balloon: Balloon | None = None
        self.rings: tuple[Ring, Ring] = (Ring(), Ring(dashed=True))
        self._shortcuts: list[QShortcut] = []

    # --- starting and leaving ------------------------------------------------------------------------------

    def begin(self) -> None:
        """Deal the guided game (again from its start when it runs already); the page's game before is kept."""
        page = self.page
        if not self.running:
            self._previous = (page.record(), list(page.seats)) if self.keep and page.controller.has_game else None
            self._farms_were_shown = page.farms_box.isChecked()
            self._connect(True)
            self.running = True
        self.at = 0
        self.problem = ""
        page.farms_box.setChecked(False)
        seats = [
            Seat(CarcassonneTour.tr("Alex"), HUMAN, colour="blue"),
            Seat(CarcassonneTour.tr("Anna"), COMPUTER, colour="red"),
        ]
        c = page.controller
        c.paused = True
        page.load(tourscript.record([s.name for s in seats]), seats)
        c.use_bot(1, ScriptedPlayer())
        c.gate = self.allows
        self._show()
        page.view.setFocus()

    def _connect(self, on: bool) -> None:
        page = self.page
        links = [
            (page.controller.changed, self._changed),
            (page.drag.refused, self._refused),
            # (never the scene's `changed`: anything connected to it puts the scene for good into Qt's old way of
            # updating its views, in which the tray, kept in the view's corner, is left half painted)
            (page.scene.turned, self._tile_turned),
            (page.farms_box.toggled, self._farms_toggled),
            (page.view.horizontalScrollBar().valueChanged, self._place_later),
            (page.view.verticalScrollBar().valueChanged, self._place_later),
        ]
        for signal, slot in links:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)
        if on:
            page.installEventFilter(self)
            self.balloon = Balloon(page)
            self.balloon.nextClicked.connect(self.next)
            self.balloon.leaveClicked.connect(self.leave_by_player)
            for key, slot in ((Qt.Key.Key_Escape, self._escape), (Qt.Key.Key_Return, self._enter)):
                shortcut = QShortcut(QKeySequence(key), page)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
                self._shortcuts.append(shortcut)
            return
        page.removeEventFilter(self)
        if self.balloon is not None:
            self.balloon.hide()
            self.balloon.deleteLater()
            self.balloon = None
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []

    def leave(self, by_player: bool = False) -> bool:
        """End the tour: the page's game before is back (True), or there was none (False; the page keeps the
        guided game's table, stopped)."""
        if not self.running:
            return False
        self.running = False
        page = self.page
        self._connect(False)
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        c = page.controller
        c.gate = None
        c.paused = False
        page.final.hide()
        page.farms_box.setChecked(self._farms_were_shown)
        restored = self._previous is not None
        if self._previous is not None:
            page.load(*self._previous)
        else:
            page.stop()
        self._previous = None
        self.left.emit(restored, by_player)
        return restored

    def leave_by_player(self) -> None:
        """The player leaves (the balloon's button, Escape, or the last stop's Finish)."""
        self.leave(by_player=True)

    def _escape(self) -> None:
        if not self.page.drag.dragging:  # Escape while dragging puts the piece back
            self.leave_by_player()

    def _enter(self) -> None:
        """Enter: Next where the player only reads, else what Enter does on the table (no follower)."""
        stop = self.stop
        if stop is not None and stop.move is None and stop.wait is None:
            self.next()
        else:
            self.page.no_follower()

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

    def allows(self, move: Move) -> bool:
        """Whether the player's (legal) move is the one this stop waits for; if not, the balloon says why."""
        stop = self.stop
        if stop is None:
            return True  # the computer's turn: the controller refuses as always
        why = tourscript.refusal(stop, move)
        if why is not None:
            self.explain(CarcassonneTour.tr(why))
        return why is None

    def explain(self, reason: str) -> None:
        """Say in the balloon why the player's try changed nothing."""
        if self.stop is None:
            return
        self.problem = reason
        self._show()

    def next(self) -> None:
        """Go on from a stop the player only reads."""
        stop = self.stop
        if stop is None or stop.move is not None or stop.wait is not None:
            return
        if self.finished:
            self.leave_by_player()
            return
        self._go(self.at + 1)

    def refresh(self) -> None:
        """Show the balloon again (after a language switch)."""
        if self.running:
            self._show()

    # --- following the game ------------------------------------------------------------------------------------

    def _go(self, at: int) -> None:
        self.at = at
        self.problem = ""
        self._show()

    def _changed(self, state: GameState) -> None:
        """After every move or undo: go on to the script's next entry, or back to the stop whose move was taken
        back; then show it."""
        n = len(self.page.controller.moves)
        if self._numbers[self.at] == n - 1 and _counts_move(self.entry):
            self.at += 1
            self.problem = ""
        elif self._numbers[self.at] != n:
            self.at = next(
                i
                for i, e in enumerate(SCRIPT)
                if self._numbers[i] == n and (_counts_move(e) or (isinstance(e, Stop) and e.wait))
            )
            self.problem = ""
        self._show()

    def _refused(self, code: str, params: dict[str, object]) -> None:
        """The rules refused a drop: the balloon says why too."""
        self.explain(texts.explain(code, dict(params)))

    def _turned_right(self) -> bool:
        stop = self.stop
        state = self.page.controller.state
        if stop is None or stop.wait != TURNED or stop.move is None or state.phase != PLACE_PHASE:
            return False
        wanted = parse_move(stop.move)
        return self.page.scene.placement(wanted.x, wanted.y) == wanted

    def _tile_turned(self) -> None:
        if self._turned_right():
            self._go(self.at + 1)

    def _farms_toggled(self, shown: bool) -> None:
        stop = self.stop
        if shown and stop is not None and stop.wait == FARMS:
            self._go(self.at + 1)

    def _hold_computer(self) -> None:
        """Anna waits while the player reads a stop (the script ends with such stops, so she stops there)."""
        c = self.page.controller
        stop = self.stop
        if stop is not None and (stop.move is None or stop.wait is not None):
            c.pause(True)
            if not c.is_human_turn():
                self.page.status.emit(CarcassonneTour.tr("Anna waits while you read the balloon."))
        elif c.paused:
            c.pause(False)
        self.page.hint_button.setEnabled(False)  # the balloon is the hint (another move would be refused)

    def _preview(self, shown: bool) -> None:
        """The final scoring's panel, with what the game would score if it ended now."""
        page = self.page
        if not shown:
            page.final.hide()
            return
        state = page.controller.state
        ahead = state.copy()
        ahead.points = final_points(state)
        page.breakdown.show_result(result(ahead), page.names, page.colours)
        page.breakdown_title.setText(CarcassonneTour.tr("If the game ended now"))
        page.final.adjustSize()
        page.final.move(8, 8)
        page.final.show()
        page.final.raise_()

    def _show(self) -> None:
        if not self.running:
            return
        if self._turned_right():  # turned already (an undo brings the tile back as it was turned)
            self.at += 1
        self._hold_computer()
        stop = self.stop
        balloon = self.balloon
        assert balloon is not None
        if stop is None:
            balloon.hide()
            for ring in self.rings:
                ring.hide()
            self._preview(False)
            return
        self._preview(stop.preview)
        problem = CarcassonneTour.tr("%1 Nothing has changed.").replace("%1", self.problem) if self.problem else ""
        balloon.say(CarcassonneTour.tr(stop.say), problem)
        balloon.set_scale(1.0)
        balloon.leave_button.setText(CarcassonneTour.tr("Leave the lesson"))
        balloon.next_button.setText(CarcassonneTour.tr("Finish") if self.finished else CarcassonneTour.tr("Next"))
        balloon.next_button.setVisible(stop.move is None and stop.wait is None)
        balloon.show()
        balloon.raise_()
        self._place()
        self._place_later()  # again once the side's layout has followed the new position

    # --- pointing at the table ---------------------------------------------------------------------------------

    def scene_rect(self, target: tuple[object, ...]) -> QRectF | None:
        """Where a target of the table lies in the scene (None: not on the table, or not now)."""
        if not target:
            return None
        scene, kind = self.page.scene, target[0]
        if kind == "tray":  # the ring inside the tray's frame, clear of its caption
            return scene.tray.mapRectToScene(TILE.adjusted(5, 5, -5, -5))
        if kind == "supply":
            return scene.tray.mapRectToScene(FOLLOWER)
        if kind in ("square", "tile"):
            return square_rect(int(str(target[1])), int(str(target[2])))
        if kind == "segment":
            state = scene.state
            if state is None or state.phase != FOLLOWER_PHASE:
                return None
            centre = scene.segment_centre(str(target[1]))
            half = FOLLOWER_SIZE * 0.7
            return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
        return None

    def widget(self, target: tuple[object, ...]) -> QWidget | None:
        """The widget of the side a target names (None: a target of the table)."""
        if not target:
            return None
        page, kind = self.page, target[0]
        if kind == "button":
            buttons: dict[object, QWidget] = {
                "rotate": page.rotate_button,
                "no_follower": page.no_follower_button,
                "farms": page.farms_box,
            }
            return buttons[target[1]]
        if kind == "score":
            return page.scores.score_label(int(str(target[1])))
        if kind == "final":
            return page.final
        return None

    def rect(self, target: tuple[object, ...]) -> QRectF | None:
        """Where a target is on the page, in the page's coordinates."""
        page = self.page
        widget = self.widget(target)
        if widget is not None:
            if not widget.isVisible():
                return None
            return QRectF(QRect(widget.mapTo(page, QPoint(0, 0)), widget.size()))
        in_scene = self.scene_rect(target)
        if in_scene is None:
            return None
        view = page.view
        shown = view.mapFromScene(in_scene).boundingRect()
        return QRectF(shown.translated(view.viewport().mapTo(page, QPoint(0, 0))))

    def _ring(self, ring: Ring, target: tuple[object, ...]) -> None:
        where = self.scene_rect(target)
        scene = self.page.scene
        if where is None:
            ring.hide()
            return
        if ring.scene() is not scene:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            scene.addItem(ring)
        ring.around(where)
        ring.show()

    def _place_later(self) -> None:
        QTimer.singleShot(0, self, self._place)

    def _place(self) -> None:
        """Put the balloon beside its target, clear of the target, the goal and the piece to drag; the rings
        around the target and the goal on the table."""
        stop, balloon = self.stop, self.balloon
        if stop is None or balloon is None or not self.running:
            return
        self._ring(self.rings[0], stop.target)
        self._ring(self.rings[1], stop.goal)
        page = self.page
        target = self.rect(stop.target)
        # Clear of the goal and the pieces to drag; where that keeps it near its target, of the tile just placed,
        # the board and the side too.
        must = [self.rect(stop.goal), self.rect(("tray",)), self.rect(("supply",))]
        state = page.controller.state
        rather = [self.rect(("tile", *xy(state.last)))] if state.phase == FOLLOWER_PHASE else []
        squares = [xy(pos) for pos in state.board]
        corners = square_rect(min(x for x, _ in squares), min(y for _, y in squares)).united(
            square_rect(max(x for x, _ in squares), max(y for _, y in squares))
        )
        view = page.view
        board = view.mapFromScene(corners).boundingRect().translated(view.viewport().mapTo(page, QPoint()))
        wide = [QRectF(board), QRectF(page.side.geometry())]
        for clear in (must + rather + wide, must + rather, must):
            balloon.point_at(target, page.rect(), [r for r in clear if r is not None])
            if target is None or _gap(balloon.body, target) <= NEAR:
                break
        self.page.view.viewport().update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_later()
        elif event.type() == QEvent.Type.LanguageChange:  # after the page has written its own texts again
            QTimer.singleShot(0, self, self.refresh)
        return False
