"""The end of a game of Carcassonne: who won, each player's points by kind (roads, cities, monasteries during play
and at the end, farms) and what next: Rematch (the same seats, a new deal), Replay (this game, move by move) or New
game (the window does it, `thurntaxis.gameui.END_*`), or "Your three costliest moves" (`thurntaxis.kit.costliest`:
each opens the replay at that move, `replay_focus`, with Expert's better turn drawn). It opens once the final
scoring has been shown on the table; Enter never presses a button (a player still clicking through the scoring
would start another game)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from thurntaxis.carcassonne.ui.advicedrawing import CarcassonneReview, summary
from thurntaxis.carcassonne.ui.gamelog import log_text, winner_entry
from thurntaxis.carcassonne.ui.panels import Breakdown
from thurntaxis.gameui import END_NEW_GAME, END_REMATCH, END_REPLAY
from thurntaxis.kit.costliest import CostliestMoves


def _tr(text: str) -> str:
    # The end dialogs' words are the same for both games (one context, translated once).
    return QCoreApplication.translate("EndGameDialog", text)


class SummaryDialog(QDialog):
    """The summary of the game on `page` (finished)."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self._withdrawn = False
        self.setWindowTitle(_tr("Game over"))
        res = page.controller.result()
        layout = QVBoxLayout(self)
        self.winner = QLabel(log_text(winner_entry(page.names, res)), self)
        font = self.winner.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.winner.setFont(font)
        self.winner.setWordWrap(True)
        layout.addWidget(self.winner)
        self.breakdown = Breakdown(self)
        self.breakdown.show_result(res, page.names, page.colours)
        layout.addWidget(self.breakdown, 0, Qt.AlignmentFlag.AlignHCenter)
        self.replay_focus: tuple[int, int] | None = None  # the costly move chosen, and its player
        controller = page.controller
        self.costliest = CostliestMoves(
            CarcassonneReview(), controller.states, controller.moves, controller.seats, lambda s: s.current, summary
        )
        self.costliest.chosen.connect(self._replay_at)
        self.finished.connect(lambda _code: self.costliest.stop())
        layout.addWidget(self.costliest)
        row = QHBoxLayout()
        self.rematch = QPushButton(_tr("Rematch"), self)
        self.replay = QPushButton(_tr("Replay this game"), self)
        self.new_game = QPushButton(_tr("New game…"), self)
        close = QPushButton(_tr("Close"), self)
        for button, code in ((self.rematch, END_REMATCH), (self.replay, END_REPLAY), (self.new_game, END_NEW_GAME)):
            button.clicked.connect(lambda _checked=False, c=code: self.done(c))
        close.clicked.connect(self.reject)
        for button in (self.rematch, self.replay, self.new_game, close):
            button.setAutoDefault(False)
            button.setDefault(False)
            row.addWidget(button)
        self.buttons = (self.rematch, self.replay, self.new_game, close)
        layout.addLayout(row)
        self.rejected.connect(self._closed)

    def _replay_at(self, index: int, seat: int) -> None:
        """A costly move chosen: the replay opens there, Expert's advice drawn."""
        self.replay_focus = (index, seat)
        self.done(END_REPLAY)

    def showEvent(self, event: QShowEvent) -> None:
        self.page.final.hide()  # the table's own copy of the breakdown would say the same twice
        super().showEvent(event)

    def _closed(self) -> None:
        """Closed without a choice: the breakdown stays at hand in the table's corner, beside the board."""
        if self.page.controller.has_game and self.page.controller.state.game_over:
            self.page.final.show()

    def open(self) -> None:
        """Open (window-modal) once the final scoring on the table has been shown."""
        if self.page.story.finale.running:
            self.page.story.finale.when_done(self._open_now)
            return
        super().open()

    def _open_now(self) -> None:
        if not self._withdrawn:
            super().open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._withdrawn = True  # the window closed it (a new game): it never opens late
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)
