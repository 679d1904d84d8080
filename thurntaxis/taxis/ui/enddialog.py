"""The end of a game of Thurn and Taxis, on the table's green: the winner (and how a tie was broken), each player's
card with the score broken down and the longest route, every score as it grew over the game (a plot of the
game's course replayed through the rules), what next: Rematch, Replay, New game (the window does it,
`thurntaxis.gameui.END_*`), and, given the game's positions and moves, "Your three costliest moves"
(`thurntaxis.kit.costliest`: each opens the replay at that move, `replay_focus`, with Expert's advice drawn). No
button is the default: a stray Enter takes no choice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.gameui import END_NEW_GAME, END_REMATCH, END_REPLAY
from thurntaxis.kit import fonts, theme
from thurntaxis.kit.costliest import CostliestMoves
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import GameState, Result, result, scores
from thurntaxis.taxis.rules.progress import ScoreProgress, score_progress
from thurntaxis.taxis.ui.advicedrawing import TaxisReview
from thurntaxis.taxis.ui.endcards import INK, PAPER, WINNER, PlayerCard
from thurntaxis.taxis.ui.replayplot import course_plot
from thurntaxis.taxis.ui.texts import counted, hint_text

BUTTONS = (
    f"QPushButton {{ background: {PAPER}; color: {INK}; border: 1px solid #8a7a5a; border-radius: 7px;"
    " padding: 7px 18px; font-size: %dpx; }"
    " QPushButton:hover { background: #fffaf0; }"
    f" QPushButton:focus {{ border: 2px solid {WINNER}; }}"
)


def _places(totals: Sequence[int], winner: int) -> list[int]:
    """The seats from the first place to the last: the winner (the rules broke any tie), then by score."""
    return [winner, *sorted((s for s in range(len(totals)) if s != winner), key=lambda s: (-totals[s], s))]


class EndGameDialog(QDialog):
    """The end screen of a finished game: `course` is its course (`score_progress` over its positions and moves),
    or only its last position (then the plot has one point and no longest route is known)."""

    NEW_GAME = END_NEW_GAME
    REMATCH = END_REMATCH
    REPLAY = END_REPLAY

    def __init__(
        self,
        course: ScoreProgress | GameState,
        seats: list[Seat],
        parent: QWidget | None = None,
        history: tuple[Sequence[GameState], Sequence[Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        if isinstance(course, GameState):
            course = score_progress([course], [])
        self.course = course
        state = course.final
        self.setWindowTitle(self.tr("Game over"))
        self.setObjectName("endScreen")
        px = self._text_px(parent)
        self.setStyleSheet(
            f"#endScreen {{ background: {theme.TABLE.name()}; }}"
            f" #endScreen > QLabel {{ color: {PAPER}; font-family: '{fonts.SANS}'; font-size: {px}px; }}" + BUTTONS % px
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        outcome = result(state)
        breakdowns = scores(state)
        self.winner = QLabel(
            counted("winner", breakdowns[outcome.winner].total).replace("%1", seats[outcome.winner].name)
        )
        self.winner.setStyleSheet(
            f"color: {WINNER}; font-family: '{fonts.SERIF}'; font-size: {round(px * 1.7)}px; font-weight: bold;"
        )
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner)
        self.tie = QLabel(self._tie_text(outcome, seats))
        self.tie.setWordWrap(True)
        self.tie.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie.setVisible(outcome.tie_break is not None)
        layout.addWidget(self.tie)
        self.table = QWidget()  # the players' cards, from the first place to the last
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row = QHBoxLayout(self.table)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        totals = [b.total for b in breakdowns]
        shown: dict[int, PlayerCard] = {}
        for place, seat in enumerate(_places(totals, outcome.winner), start=1):
            shown[seat] = PlayerCard(
                seats[seat], place, breakdowns[seat], course.longest[seat], state.board, seat == outcome.winner, px
            )
            row.addWidget(shown[seat], 1)
        self.cards = [shown[seat] for seat in range(len(seats))]  # in seat order
        layout.addWidget(self.table)
        self.plot_title = QLabel(
            self.tr(
                "The scores over the game: everyone starts at \u2212%1, a point off for each house not yet placed."
            ).replace("%1", str(state.board.houses_per_player))
        )
        self.plot_title.setWordWrap(True)
        layout.addWidget(self.plot_title)
        self.plot = course_plot(course, seats)
        self.plot.setMinimumHeight(round(px * 11))
        self.plot.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # it holds the focus when the screen opens
        layout.addWidget(self.plot, 1)
        self.replay_focus: tuple[int, int] | None = None  # the costly move chosen, and its player
        self.costliest: CostliestMoves | None = None
        if history is not None:  # the positions and moves: Expert can review the humans' moves
            states, moves = list(history[0]), list(history[1])
            self.costliest = CostliestMoves(
                TaxisReview(),
                states,
                moves,
                seats,
                lambda s: s.current,
                lambda j: hint_text(states[j.index - 1], j.advice),
                PAPER,
            )
            self.costliest.chosen.connect(self._replay_at)
            self.costliest.offered.connect(lambda: self._make_room(px))
            self.costliest.withdrawn.connect(lambda: self._give_room_back(px))
            self.finished.connect(lambda _code: self.costliest.stop() if self.costliest is not None else None)
            layout.addWidget(self.costliest)
        buttons = QHBoxLayout()
        self.rematch = QPushButton(self.tr("Rematch"))
        self.replay = QPushButton(self.tr("Replay this game"))
        self.new_game = QPushButton(self.tr("New game…"))
        close = QPushButton(self.tr("Close"))
        self.rematch.setToolTip(self.tr("The same players again, with a new deal"))
        self.replay.setToolTip(self.tr("Watch this game again, move by move"))
        self.new_game.setToolTip(self.tr("Choose the players of a new game"))
        buttons.addStretch(1)
        for button in (self.rematch, self.replay, self.new_game, close):
            button.setAutoDefault(False)  # a stray Enter (the one that ended the game, say) takes no choice
            button.setDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.rematch.clicked.connect(lambda: self.done(self.REMATCH))
        self.new_game.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.replay.clicked.connect(lambda: self.done(self.REPLAY))
        close.clicked.connect(self.reject)
        layout.addLayout(buttons)
        self._fit(parent, len(seats), px)

    def _make_room(self, px: int) -> None:
        """The costly moves listed: on a low window they take the plot's place (the button again brings it back)."""
        if self.height() < px * 56:
            self.plot.hide()
            self.plot_title.hide()

    def _give_room_back(self, px: int) -> None:
        self.plot.show()
        self.plot_title.show()

    def _replay_at(self, index: int, seat: int) -> None:
        """A costly move chosen: the replay opens there, Expert's advice drawn."""
        self.replay_focus = (index, seat)
        self.done(self.REPLAY)

    @staticmethod
    def _text_px(parent: QWidget | None) -> int:
        """The text size: larger on a large window."""
        height = parent.window().height() if parent is not None else 700
        return max(12, min(16, round(height / 62)))

    def _fit(self, parent: QWidget | None, players: int, px: int) -> None:
        """Open at a size that shows everything without crowding, within the window."""
        width = max(players * px * 21, px * 50)
        height = px * 54
        if parent is not None:
            window = parent.window()
            width = min(width, round(window.width() * 0.96))
            height = min(height, round(window.height() * 0.96))
            self.setMaximumWidth(window.width())  # the cards' texts wrap rather than leave the window
        self.resize(width, height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.plot.setFocus()  # no button has the focus: a stray Space or Enter takes no choice

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Wrapped texts need more height on a narrower card: the cards' row keeps what its tallest card needs.
        need = max(card.needed_height() for card in self.cards)
        if need != self.table.minimumHeight():
            self.table.setMinimumHeight(need)

    def _tie_text(self, outcome: Result, seats: list[Seat]) -> str:
        if outcome.tie_break == "game_end_tile":
            text = self.tr("%1 tied; %2 holds the game-end tile and so wins the tie.")
        elif outcome.tie_break == "after_game_end_holder":
            text = self.tr("%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.")
        else:
            return self.tr("No tie.")
        holder = outcome.game_end_holder
        names = ", ".join(seats[i].name for i in outcome.tied)
        return text.replace("%1", names).replace("%2", seats[holder].name if holder is not None else "–")
