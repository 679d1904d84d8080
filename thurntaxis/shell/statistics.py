"""Game → Statistics: the figures of the finished games (`thurntaxis.stats`) in a dialog with a chart of a
person's last scores drawn with QPainter; and adding a game the window has just finished to the statistics."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from thurntaxis import stats
from thurntaxis.kit import fonts
from thurntaxis.kit.players import Seat
from thurntaxis.stats import PEOPLE_ONLY, PlayerFigures, StatsError, Summary, Tally
from thurntaxis.taxis.rules import GameRecord

# --- storing a finished game ------------------------------------------------------------------------------------


def store_finished(record: GameRecord, seats: Sequence[stats.SeatLike], path: Path) -> str | None:
    """Add a game the window has finished to the statistics at `path`: None when all went well, else the one
    line for the player (the game was not added, or a damaged file was set aside). Never raises StatsError."""
    try:
        store, note = stats.open_for_writing(path)
        with store:
            store.add_game(record, seats)
    except StatsError as exc:
        return store_problem(exc)
    return None if note is None else store_problem(note)


def last_stored(path: Path) -> tuple[GameRecord, list[Seat]] | None:
    """The newest game of the statistics at `path` with its seats as they were, or None when none is stored.
    Raises `StatsError` when the database cannot be read and `RecordError` when the stored record is not one."""
    game = stats.read_last_game(path)
    if game is None:
        return None
    seats = [Seat(s.name, s.kind, s.level or "medium", s.colour) for s in game.seats]
    return game.record(), seats


def store_problem(error: StatsError) -> str:
    """Why a finished game was not added to the statistics, or that a damaged file was set aside, translated."""
    p = error.params
    if error.code == "stats_corrupt" and p.get("kept_as"):
        text = QCoreApplication.translate(
            "Statistics", "The statistics file was damaged: it was kept as %1, and a new one starts with this game."
        )
        return text.replace("%1", str(p["kept_as"]))
    if error.code == "stats_newer":
        return QCoreApplication.translate(
            "Statistics", "This game was not added to the statistics: they were kept by a newer version of the game."
        )
    if error.code == "stats_write":
        text = QCoreApplication.translate(
            "Statistics", "This game was not added to the statistics: the file cannot be written (%1)."
        )
    else:
        text = QCoreApplication.translate(
            "Statistics", "This game was not added to the statistics: the file cannot be opened (%1)."
        )
    return text.replace("%1", str(p.get("reason", "?")))


def read_problem(error: StatsError) -> str:
    """Why the statistics cannot be shown, translated."""
    if error.code == "stats_corrupt":
        text = QCoreApplication.translate(
            "Statistics",
            "The statistics file is damaged (%1). It will be kept under another name, and a new one "
            "started, when the next game ends.",
        )
    else:
        text = QCoreApplication.translate("Statistics", "The statistics cannot be read (%1).")
    return text.replace("%1", str(error.params.get("reason", "?")))


# --- the chart -----------------------------------------------------------------------------------------------------


def _step(span: int) -> int:
    """A step between the chart's grid lines that gives at most five of them."""
    for step in (1, 2, 5, 10, 20, 50, 100):
        if span / step <= 5:
            return step
    return 200


class ScoreChart(QWidget):
    """A person's scores over their last games, oldest first, as a line with a point per game."""

    LINE = QColor("#2e64c8")
    GRID = QColor("#d8ccb0")
    INK = QColor("#2b2118")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.setMinimumSize(380, 200)

    def set_scores(self, scores: Sequence[int]) -> None:
        """Show these scores (oldest first)."""
        self.scores = list(scores)
        self.update()

    def plot_points(self) -> list[QPointF]:
        """Where each score is drawn, in the widget's coordinates."""
        area, low, high, _ = self._frame()
        n = len(self.scores)
        gap = area.width() / max(n - 1, 1)
        return [
            QPointF(
                area.left() + (gap * i if n > 1 else area.width() / 2),
                area.bottom() - (score - low) / (high - low) * area.height(),
            )
            for i, score in enumerate(self.scores)
        ]

    def _frame(self) -> tuple[QRectF, int, int, int]:
        """The plotting area, the lowest and highest values of its scale, and the step between its lines."""
        low = min([0, *self.scores])
        high = max([1, *self.scores])
        step = _step(high - low)
        low, high = (low // step) * step, -(-high // step) * step
        return QRectF(self.rect()).adjusted(44, 14, -16, -16), low, high, step

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf6e9"))
        area, low, high, step = self._frame()
        font = QFont(fonts.SANS)
        font.setPixelSize(12)
        painter.setFont(font)
        for value in range(low, high + 1, step):
            y = area.bottom() - (value - low) / (high - low) * area.height()
            painter.setPen(QPen(self.INK if value == 0 else self.GRID, 1.4 if value == 0 else 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(self.INK)
            painter.drawText(
                QRectF(0, y - 9, area.left() - 8, 18),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                str(value),
            )
        points = self.plot_points()
        if not points:
            return
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(QPen(self.LINE, 2.2))
        painter.drawPath(path)
        painter.setBrush(self.LINE)
        for i, point in enumerate(points):
            radius = 5.0 if i == len(points) - 1 else 3.2
            painter.drawEllipse(point, radius, radius)
        last = points[-1]  # the newest score, written beside its point
        painter.setPen(self.INK)
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(
            QRectF(last.x() - 40, last.y() - 24, 46, 18),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
            str(self.scores[-1]),
        )


# --- the dialog ------------------------------------------------------------------------------------------------------


class StatisticsDialog(QDialog):
    """Games played and won per opponent level and per number of players, best and average score, longest route,
    and the chart of the last scores, for each person who played (chosen by name)."""

    def __init__(self, summary: Summary, problem: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.problem = problem
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.player_label = QLabel()
        self.name = QLabel()
        self.name.setFont(QFont(fonts.SERIF, 15, QFont.Weight.Bold))
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.player = QComboBox()
        for figures in summary.players:
            self.player.addItem(figures.name)
        self.player.currentIndexChanged.connect(self._show_player)
        top.addWidget(self.player_label)
        top.addWidget(self.player, 1)
        top.addWidget(self.name, 1)
        layout.addLayout(top)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.figures = QFormLayout()
        self.values = {key: QLabel() for key in ("played", "won", "best", "average", "route")}
        self.labels = {key: QLabel() for key in self.values}
        for key, value in self.values.items():
            value.setFont(QFont(fonts.SANS, 11, QFont.Weight.Bold))
            self.figures.addRow(self.labels[key], value)
        self.figures_box = QWidget()
        self.figures_box.setLayout(self.figures)
        layout.addWidget(self.figures_box)
        tables = QHBoxLayout()
        self.by_opponent_box, self.by_opponent = self._group(tables)
        self.by_players_box, self.by_players = self._group(tables)
        layout.addLayout(tables)
        self.chart_box = QGroupBox()
        chart_layout = QVBoxLayout(self.chart_box)
        self.chart = ScoreChart()
        chart_layout.addWidget(self.chart)
        layout.addWidget(self.chart_box, 1)
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        layout.addWidget(self.footer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    @staticmethod
    def _group(row: QHBoxLayout) -> tuple[QGroupBox, QLabel]:
        box = QGroupBox()
        table = QLabel()
        table.setTextFormat(Qt.TextFormat.RichText)
        table.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        QVBoxLayout(box).addWidget(table)
        row.addWidget(box, 1)
        return box, table

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Write every text in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.player_label.setText(self.tr("Player:"))
        for key, text in (
            ("played", self.tr("Games played:")),
            ("won", self.tr("Games won:")),
            ("best", self.tr("Best score:")),
            ("average", self.tr("Average score:")),
            ("route", self.tr("Longest route scored (cards):")),
        ):
            self.labels[key].setText(text)
        self.by_opponent_box.setTitle(self.tr("By the strongest computer player at the table"))
        self.by_players_box.setTitle(self.tr("By the number of players"))
        self.chart_box.setTitle(self.tr("Score in the last games, the newest on the right"))
        s = self.summary
        self.footer.setText(
            self.tr("Finished games stored: %1, of which between computer players only: %2.")
            .replace("%1", str(s.games))
            .replace("%2", str(s.computer_only))
        )
        self._show_player()

    def figures_shown(self) -> PlayerFigures | None:
        """The person whose figures are shown, or None when there is none."""
        index = self.player.currentIndex()
        return self.summary.players[index] if 0 <= index < len(self.summary.players) else None

    def _show_player(self) -> None:
        figures = self.figures_shown()
        several = len(self.summary.players) > 1  # a choice of person only when several have played
        for widget in (self.figures_box, self.by_opponent_box, self.by_players_box, self.chart_box):
            widget.setVisible(figures is not None)
        self.player_label.setVisible(several)
        self.player.setVisible(several)
        self.name.setVisible(figures is not None and not several)
        self.name.setText(figures.name if figures is not None else "")
        self.footer.setVisible(self.summary.games > 0)
        if self.problem is not None:
            self.note.setText(self.problem)
        elif not self.summary.games:
            self.note.setText(self.tr("No finished games yet. Play a game to its end, and its figures appear here."))
        elif figures is None:
            self.note.setText(self.tr("No game with a person at the table has ended yet."))
        self.note.setVisible(self.problem is not None or figures is None)
        if figures is None:
            return
        locale = QLocale()
        self.values["played"].setText(str(figures.played))
        self.values["won"].setText(
            self.tr("%1 (%2 % of the games)")
            .replace("%1", str(figures.won))
            .replace("%2", str(round(100 * figures.won / figures.played)))
        )
        self.values["best"].setText(str(figures.best_score))
        self.values["average"].setText(locale.toString(figures.average_score, "f", 1))
        self.values["route"].setText(str(figures.longest_route))
        levels = {
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
            PEOPLE_ONLY: self.tr("People only"),
        }
        self.by_opponent.setText(
            self._table(
                [
                    (levels.get(key, key), figures.by_opponent[key])
                    for key in sorted(figures.by_opponent, key=stats.level_rank)
                ]
            )
        )
        players = {2: self.tr("2 players"), 3: self.tr("3 players"), 4: self.tr("4 players")}
        self.by_players.setText(
            self._table([(players.get(n, str(n)), figures.by_players[n]) for n in sorted(figures.by_players)])
        )
        self.chart.set_scores(figures.recent_scores)

    def _table(self, rows: list[tuple[str, Tally]]) -> str:
        """Rows of games played and won as a small table (rich text)."""
        cells = "".join(
            f"<tr><td>{html.escape(name)}</td><td align='right'>{t.played}</td><td align='right'>{t.won}</td></tr>"
            for name, t in rows
        )
        played, won = html.escape(self.tr("Played")), html.escape(self.tr("Won"))
        return (
            f"<table cellspacing='0' cellpadding='3'><tr><th></th><th align='right'>{played}</th>"
            f"<th align='right'>{won}</th></tr>{cells}</table>"
        )


def open_dialog(path: Path, parent: QWidget | None = None) -> StatisticsDialog:
    """Read the statistics at `path` and show them (a database that cannot be read says why in the dialog)."""
    try:
        summary, problem = stats.read_summary(path), None
    except StatsError as exc:
        summary, problem = Summary(), read_problem(exc)
    dialog = StatisticsDialog(summary, problem, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # each opening reads the figures afresh
    dialog.open()
    return dialog
