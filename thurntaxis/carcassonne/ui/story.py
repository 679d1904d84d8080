"""What the Carcassonne page shows of what happened: the log (one line a turn with the tile's picture and where it
lies, rewound by an undo, a line lighting its squares and follower), each player's latest tile marked in their
colour, a computer's tile flying in from the tray, pulsing where it landed, and its follower dropping onto it (the
computer's next move waits for the flight, not the pulse: the controller's `pace`), and the final scoring
(`finale`)."""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation

from thurntaxis.carcassonne.rules import PLACE, GameState, Move, Result, xy
from thurntaxis.carcassonne.ui.finale import Finale
from thurntaxis.carcassonne.ui.gamelog import move_records, winner_entry
from thurntaxis.carcassonne.ui.items import Z_TRAY, FollowerItem, TileItem
from thurntaxis.carcassonne.ui.logpicture import laid_by
from thurntaxis.carcassonne.ui.marks import TableMarks, latest_tiles
from thurntaxis.carcassonne.ui.tilegeometry import UNIT

ARRIVAL_STEPS = 2  # a computer's tile or follower arrives in this many animation steps
SCORING_STEPS = 4  # a turn's scoring flies for about this many steps
PULSES, PULSE_MS = 3, 1500  # a tile another player has just laid pulses this often, for this long


class TableStory(QObject):
    """The page's account of the game (`page`: its scene, view, controller, log list and flights)."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.marks = TableMarks()
        page.scene.addItem(self.marks)
        self.finale = Finale(page)
        self.arrivals: list[QVariantAnimation] = []
        self.pulse = QVariantAnimation(self)  # the tile a computer (or a friend) has just laid
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setStartValue(0.0)
        self.pulse.setEndValue(1.0)
        self.pulse.valueChanged.connect(self._pulse_step)
        self.pulse.finished.connect(lambda: self.marks.set_pulse(None))
        self._pulsing: tuple[int, int, str] | None = None
        self._arrival: tuple[Move, GameState, GameState, QPointF] | None = None
        self._busy_until = 0.0
        page.log_list.pointed.connect(self.light)
        page.log_list.chosen.connect(self.bring_into_sight)
        page.controller.pace = self.remaining_ms

    # ---- the page's events ----------------------------------------------------------------------------------

    def begin(self) -> None:
        """A new game (or one loaded): nothing from the one before."""
        self.stop()
        self.finale.shown_for = None
        self.page.log_list.forget(self.page.names, self.page.colours)
        self.marks.light(())

    def log(self, number: int, move: Move, before: GameState, after: GameState) -> None:
        """Write the lines of move `number` (1 for the first)."""
        laid = laid_by(move, before, after, self.page.colours)
        for record in move_records(self.page.names, move, before, after, quiet=False):
            self.page.log_list.add(number, record, laid)
            laid = None  # the turn's scoring lines have pictures of their own

    def moved(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        """A move was made on the page (before the page draws the position after it)."""
        page = self.page
        self.log(len(page.controller.moves), move, before, after)
        step = page.scene.animation_ms
        if step > 0 and not page.controller.seats[seat].is_human:
            self._arrival = (move, before, after, page.scene.tray.tile_centre())
        if step > 0 and after.last_scored and move.kind != PLACE:
            self._busy(SCORING_STEPS * step)
        if after.game_over:
            self.finale.start(after)

    def shown(self, state: GameState) -> None:
        """The page has drawn `state` (after a move, an undo or a load)."""
        controller = self.page.controller
        self.page.log_list.rewind(len(controller.moves))
        self.marks.set_marks(latest_tiles(controller.states, controller.moves), self.page.colours)
        arrival, self._arrival = self._arrival, None
        if arrival is not None and arrival[2] is state:
            self._arrive(*arrival)

    def finished(self, res: Result, then: Any) -> None:
        """The game is over: the final scoring is said (shown, when a move made here ended it), then the winner;
        then `then` runs."""
        final = self.page.controller.state
        number, entry = len(self.page.controller.moves), winner_entry(self.page.names, res)

        def close() -> None:
            self.page.log_list.add(number, (entry, ()))
            then()

        self.finale.say(final)
        self.finale.when_done(close)

    def stop(self) -> None:
        """Everything under way ends now."""
        self.finale.stop()
        for animation in list(self.arrivals):
            animation.setCurrentTime(animation.duration())
            animation.stop()
            animation.finished.emit()  # it lands where it goes
        self.arrivals = []
        self._arrival = None
        self.pulse.stop()
        self.marks.set_pulse(None)
        self._busy_until = 0.0

    # ---- pacing ---------------------------------------------------------------------------------------------

    def remaining_ms(self) -> int:
        """How long what is under way still takes (the computer players wait for it)."""
        return max(0, round((self._busy_until - time.monotonic()) * 1000))

    def _busy(self, ms: int) -> None:
        self._busy_until = max(self._busy_until, time.monotonic() + ms / 1000)

    # ---- a computer's move arriving ---------------------------------------------------------------------

    def _arrive(self, move: Move, before: GameState, after: GameState, tray: QPointF) -> None:
        scene = self.page.scene
        duration = ARRIVAL_STEPS * scene.animation_ms
        if move.kind == PLACE:
            x, y = xy(after.last)
            tile = next((i for i in scene.items(_square(x, y)) if isinstance(i, TileItem) and i.square == (x, y)), None)
            if tile is None:
                return
            end = QPointF(x * UNIT, y * UNIT)
            start = tray - QPointF(UNIT / 2, UNIT / 2)
            colours = self.page.colours
            colour = colours[before.current] if before.current < len(colours) else "black"
            self._animate(
                tile, start, end, duration, QEasingCurve.Type.OutCubic, lambda: self.start_pulse(x, y, colour)
            )
            return
        keys = set(after.followers) - set(before.followers)
        for item in scene.items():
            if isinstance(item, FollowerItem) and item.key in keys:
                end = item.pos()
                self._animate(item, end - QPointF(0, UNIT * 0.45), end, duration, QEasingCurve.Type.OutBounce)

    def _animate(
        self, item: Any, start: QPointF, end: QPointF, duration: int, curve: QEasingCurve.Type, then: Any = None
    ) -> None:
        animation = QVariantAnimation(self)
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(curve)
        z = item.zValue()
        item.setZValue(Z_TRAY + 1)  # over the tray and the tiles while it comes

        def step(value: object) -> None:
            if item.scene() is None:
                return
            t = float(value)  # type: ignore[arg-type]
            item.setPos(start + (end - start) * t)
            item.setOpacity(min(1.0, 0.35 + t))

        def done() -> None:
            if item.scene() is not None:
                item.setPos(end)
                item.setOpacity(1.0)
                item.setZValue(z)
            if animation in self.arrivals:
                self.arrivals.remove(animation)
            if then is not None and item.scene() is not None:
                then()

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self.arrivals.append(animation)
        step(0.0)
        animation.start()
        self._busy(duration)

    # ---- pointing and pulsing -------------------------------------------------------------------------------

    def light(self, squares: tuple[int, ...], keys: tuple[int, ...] = ()) -> None:
        """Light a log line's squares and its followers still on the board (none: nothing lit)."""
        figures = [
            item.mapRectToScene(item.figure_rect())
            for item in self.page.scene.items()
            if isinstance(item, FollowerItem) and item.key in keys
        ]
        self.marks.light(squares, figures)

    def start_pulse(self, x: int, y: int, colour: str) -> None:
        """The tile on (x, y) pulses in `colour` a few times: another player has just laid it."""
        self._pulsing = (x, y, colour)
        self.pulse.stop()
        self.pulse.start()

    def _pulse_step(self, value: object) -> None:
        if self._pulsing is not None:
            t = float(value)  # type: ignore[arg-type]
            self.marks.set_pulse(self._pulsing, abs(math.sin(math.pi * PULSES * t)) * (1.0 - 0.4 * t))

    def bring_into_sight(self, squares: tuple[int, ...]) -> None:
        """Pan the view (never zoom) so that these squares are in sight."""
        if not squares:
            return
        rect = QRectF()
        for pos in squares:
            x, y = xy(pos)
            rect = rect.united(_square(x, y))
        self.page.view.ensureVisible(rect, 40, 40)


def _square(x: int, y: int) -> QRectF:
    return QRectF(x * UNIT, y * UNIT, UNIT, UNIT)
