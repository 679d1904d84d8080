"""Every player's score as it grew over a game of Thurn and Taxis (`thurntaxis.kit.scoreplot`): the series and
the rounds of a game's course (`thurntaxis.taxis.rules.progress`), for the end screen, and the strip under the
replay's table with the move shown marked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from thurntaxis.kit import theme
from thurntaxis.kit.players import Seat
from thurntaxis.kit.scoreplot import ScorePlot, Series
from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules.progress import ScoreProgress, score_progress


def series_of(progress: ScoreProgress, seats: Sequence[Seat]) -> list[Series]:
    """One line per seat: its name, colour and mark, and its score after every move."""
    return [
        Series(seat.name, theme.PLAYER_COLOURS.get(seat.colour, "#888888"), totals, theme.MARKS.get(seat.colour, ""))
        for seat, totals in zip(seats, progress.totals, strict=True)
    ]


def round_ticks(progress: ScoreProgress) -> list[tuple[int, str]]:
    """The move where each round begins, labelled with the round's number."""
    rounds = progress.rounds
    return [(i, str(r)) for i, r in enumerate(rounds) if i == 0 or r != rounds[i - 1]]


def caption() -> str:
    """What the plot's x axis counts, translated."""
    return QCoreApplication.translate("ScorePlot", "Round")


def course_plot(progress: ScoreProgress, seats: Sequence[Seat], parent: QWidget | None = None) -> ScorePlot:
    """A plot of a game's course on the table's green."""
    plot = ScorePlot(parent)
    plot.set_series(series_of(progress, seats), round_ticks(progress), steps=True, even=True)
    plot.set_texts(caption())
    plot.setToolTip(
        QCoreApplication.translate(
            "ScorePlot",
            "Each line is a player's score after every move. It starts below zero: a house not yet placed costs "
            "a point.",
        )
    )
    return plot


class ReplayPlot(ScorePlot):
    """The plot under the replay's table: the whole game's course, the move shown marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats: list[Seat] = []
        self.progress: ScoreProgress | None = None
        self.scale = 1.0
        self._watched: QObject | None = None  # the window whose height sizes the strip
        self.setMinimumSize(200, 60)
        self._fit_height()

    def show_game(self, states: Sequence[GameState], moves: Sequence[Move], seats: Sequence[Seat]) -> None:
        """Show the course of a replayed game (its positions and moves)."""
        self.progress = score_progress(states, moves)
        self.seats = list(seats)
        self.set_series(series_of(self.progress, seats), round_ticks(self.progress), steps=True, even=True)
        self.set_marked(0)
        self.retranslate()

    def set_scale(self, scale: float) -> None:
        """Size the strip for the UI scale setting."""
        self.scale = scale
        self._fit_height()

    def _fit_height(self) -> None:
        """About a sixth of the window's height: readable on a small screen, larger on a large one."""
        window = self.window().height() if self._watched is not None else 700
        self.setFixedHeight(round(max(90.0, min(220.0, window * 0.15)) * self.scale))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        top = self.window()
        if top is not self._watched:
            top.installEventFilter(self)
            self._watched = top
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._fit_height()
        return False

    def retranslate(self) -> None:
        """The tooltip in the current language (no caption: the strip is low; the tooltip says what it shows)."""
        self.setToolTip(
            QCoreApplication.translate(
                "ScorePlot",
                "Each player's score after every move, round by round; the bright line is the move shown. Click to go "
                "to a move.",
            )
        )
