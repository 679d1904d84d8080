"""The final scoring shown on the Carcassonne page, feature by feature: the incomplete roads, cities and
monasteries, then each farm (the rules' `final_scorings`). Each in turn glows on the table, its points fly to its
scorers' rows, its followers go home and the log says it; then the followers that scored nothing go home, the
log names the winner and `done` comes (the summary waits for it). At instant speed it is all said at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from thurntaxis.carcassonne.rules import GameState, Scored, final_scorings
from thurntaxis.carcassonne.ui.gamelog import scored_record
from thurntaxis.carcassonne.ui.items import FollowerItem
from thurntaxis.carcassonne.ui.scene import follower_place
from thurntaxis.carcassonne.ui.scoringshow import fly_scored, send_home

STEPS_APART = 3  # one feature's scoring starts this many animation steps after the one before...
LONGEST_MS = 15000  # ...or sooner, so that the whole final scoring takes about this long at most


class Finale(QObject):
    """Shows one game's final scoring on `page` (its scene, view, score rows, flights and log)."""

    done = Signal()

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.running = False
        self.shown_for: GameState | None = None  # the final position whose scoring was shown (or said)
        self._state: GameState | None = None
        self._queue: list[Scored] = []
        self._apart = 0
        self._pieces: dict[int, FollowerItem] = {}  # the followers still on the board, drawn here
        self._then: list[Callable[[], None]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    def start(self, final: GameState) -> None:
        """Show the final scoring of the position `final` (just reached by a move on the page)."""
        self.stop()
        self.shown_for = self._state = final
        page = self.page
        items = list(final_scorings(final))
        self._log_heading()
        step = page.scene.animation_ms
        if step <= 0:
            for item in items:
                self._log(item, final)
            return
        for item in items:
            for winner in item.winners:
                page.scores.hold(winner, points=item.points)
        for key, player in final.followers.items():
            page.scores.hold(player, followers=1)
            at, lying = follower_place(final, key)
            piece = FollowerItem(at, page.colours[player], lying, key)
            page.scene.addItem(piece)
            self._pieces[key] = piece
        self._queue = items
        self._apart = min(step * STEPS_APART, max(step, LONGEST_MS // max(1, len(items))))
        self.running = True
        self._timer.start(step * 2)

    def say(self, final: GameState) -> None:
        """Write the final scoring in the log at once (a finished game loaded), unless it was shown already."""
        if self.shown_for is final:
            return
        self.shown_for = final
        self._log_heading()
        for item in final_scorings(final):
            self._log(item, final)

    def when_done(self, then: Callable[[], None]) -> None:
        """Run `then` once the scoring has been shown (now, when it is not being shown)."""
        if self.running:
            self._then.append(then)
        else:
            then()

    def stop(self) -> None:
        """End the showing now (a new game, closing): what was still to fly is counted at once by `Flights.stop`,
        and what was to follow it (`when_done`) is dropped."""
        self._then = []
        self._timer.stop()
        for piece in self._pieces.values():
            if piece.scene() is not None:
                piece.scene().removeItem(piece)
        self._pieces = {}
        if self.running and self._state is not None:
            for item in self._queue:
                for winner in item.winners:
                    self.page.scores.land(winner, points=item.points)
            for player in self._state.followers.values():
                self.page.scores.land(player, followers=1)
        self._queue = []
        if self.running:
            self.running = False
            self._finish()

    def _next(self) -> None:
        if not self.running or self._state is None:
            return
        page, state = self.page, self._state
        if not self._queue:
            for key, player in sorted(state.followers.items()):
                if key in self._pieces:
                    self._remove(key)
                    send_home(page, state, key, player, held=True)
            self.running = False
            self._finish()
            return
        item = self._queue.pop(0)
        page.scene.show_scoring(state, (item,))
        for key, _player in item.returned:
            self._remove(key)
        fly_scored(page, state, item, held=True)
        self._log(item, state)
        self._timer.start(self._apart)

    def _remove(self, key: int) -> None:
        piece = self._pieces.pop(key, None)
        if piece is not None and piece.scene() is not None:
            piece.scene().removeItem(piece)

    def _finish(self) -> None:
        then, self._then = self._then, []
        for action in then:
            action()
        self.done.emit()

    def _log_heading(self) -> None:
        self.page.log_list.add(len(self.page.controller.moves), (("final", ()), ()))

    def _log(self, item: Scored, state: GameState) -> None:
        self.page.log_list.add(len(self.page.controller.moves), scored_record(self.page.names, state, item))
