"""Game → Statistics: the figures of the finished games of each game (`thurntaxis.stats`, `thurntaxis.summary`) in
a dialog with a plot of a person's last scores (`thurntaxis.kit.scoreplot`); and adding a game the window has just
finished, of any game, to the statistics."""

from __future__ import annotations

import contextlib
import functools
import html
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont
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
from thurntaxis.games import DEFAULT_GAME, GAMES, Figure
from thurntaxis.kit import fonts
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.players import Seat
from thurntaxis.kit.scoreplot import ScorePlot, Series, minus_sign
from thurntaxis.kit.theme import INK
from thurntaxis.kit.worker import Worker
from thurntaxis.stats import StatsError
from thurntaxis.summary import CHART_GAMES, PEOPLE_ONLY, PlayerFigures, Summary, Tally, empty_summary

# --- storing a finished game ------------------------------------------------------------------------------------


def write_finished(
    record: Any, seats: Sequence[stats.SeatLike], path: Path, game: str = DEFAULT_GAME, identity: str = ""
) -> StatsError | None:
    """Add a game of `game` the window has finished to the statistics at `path` (no Qt: a worker thread runs
    it), once for its `identity`: None when all went well, else what to tell the player (the game was not added,
    or a damaged file was set aside). Never raises StatsError."""
    try:
        store, note = stats.open_for_writing(path)
        with store:
            store.add_game(record, seats, game=game, identity=identity)
    except StatsError as exc:
        return exc
    return note


class _Written(QObject):
    done = Signal(object)  # the StatsError to tell the player, or None


def _write_job(write: Callable[[], StatsError | None], written: _Written) -> Callable[[], None]:
    """What the worker thread runs to add one finished game to the statistics."""

    def job() -> None:
        try:
            problem = write()
        except Exception as exc:  # a record the game cannot read back: said, never a crash of the window
            problem = StatsError(f"cannot write the statistics: {exc!r}", "stats_write", reason=repr(exc))
        with contextlib.suppress(RuntimeError):  # (the window is gone)
            written.done.emit(problem)

    return job


class StatisticsWriter(QObject):
    """Adds the games the window finishes to the statistics on a worker thread, one at a time in the order they
    ended, so that the table never waits for the disk; a problem comes back as one translated line (`problem`)."""

    problem = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("statistics")
        self._written = _Written(self)
        self._written.done.connect(self._done)
        self.pending = 0  # games handed to the worker and not yet answered
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)  # a game that has just ended is written before the program ends

    def store(self, game: str, record: Any, seats: Sequence[stats.SeatLike], path: Path, identity: str = "") -> None:
        """Add a finished game of `game` to the statistics at `path`, on the worker thread (once for its
        `identity`, which its saves keep: "" for a game without one)."""
        self.pending += 1
        write = functools.partial(write_finished, record, list(seats), path, game, identity)
        self._worker.run(_write_job(write, self._written))

    def wait(self) -> None:
        """Block until every game handed over is written (the self-test, and closing the program)."""
        self._worker.wait()

    def _done(self, problem: StatsError | None) -> None:
        self.pending -= 1
        if problem is not None:
            self.problem.emit(store_problem(problem))


def last_stored(path: Path, game: str = DEFAULT_GAME) -> tuple[Any, list[Seat]] | None:
    """The newest stored game of `game` in the statistics at `path` with its seats as they were, or None when none
    is stored. Raises `StatsError` when the database cannot be read and `RecordError` when the stored record is not
    one."""
    stored = stats.read_last_game(path, game)
    if stored is None:
        return None
    seats = [Seat(s.name, s.kind, s.level or "medium", s.colour) for s in stored.seats]
    return stored.record(), seats


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


LINE = INK.name()  # the line of the person's scores, in ink: each game's point in the colour they played then


# --- the dialog ------------------------------------------------------------------------------------------------------


class StatisticsDialog(QDialog):
    """For each game (chosen at the top), games played and won per opponent level and per number of players,
    best and average score, the average place, the game's own figures, and the chart of the last scores, for each
    person who played (chosen by name)."""

    COMMON = ("played", "won", "best", "average", "place")  # the figures every game has, in the order shown
    replay_last = Signal(str)  # the player asks to replay the last finished game of this game (its id)

    def __init__(
        self,
        summaries: Mapping[str, Summary],
        problem: str | None = None,
        parent: QWidget | None = None,
        game: str = DEFAULT_GAME,
    ) -> None:
        super().__init__(parent)
        self.summaries = dict(summaries)
        self.summary = self.summaries.get(game) or next(iter(self.summaries.values()))
        self.problem = problem
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = QLabel()
        self.game = QComboBox()
        for key in self.summaries:
            self.game.addItem("", key)
        self.game.setCurrentIndex(max(self.game.findData(self.summary.game), 0))
        self.game.currentIndexChanged.connect(self._show_game)
        top.addWidget(self.game_label)
        top.addWidget(self.game, 1)
        self.player_label = QLabel()
        self.name = QLabel()
        self.name.setFont(QFont(fonts.SERIF, 15, QFont.Weight.Bold))
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.player = QComboBox()
        self.player.currentIndexChanged.connect(self._show_player)
        top.addWidget(self.player_label)
        top.addWidget(self.player, 1)
        top.addWidget(self.name, 1)
        layout.addLayout(top)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.figures = QFormLayout()
        self.values: dict[str, QLabel] = {}
        self.labels: dict[str, QLabel] = {}
        self.figures_box = QWidget()
        self.figures_box.setLayout(self.figures)
        layout.addWidget(self.figures_box)
        tables = QHBoxLayout()
        self.by_opponent_box, self.by_opponent = self._group(tables)
        self.by_players_box, self.by_players = self._group(tables)
        layout.addLayout(tables)
        self.chart_box = QGroupBox()
        chart_layout = QVBoxLayout(self.chart_box)
        self.chart = ScorePlot(dark=False)
        self.chart.setMinimumSize(380, 160)
        chart_layout.addWidget(self.chart)
        layout.addWidget(self.chart_box, 1)
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        layout.addWidget(self.footer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(lambda: self.replay_last.emit(self.summary.game))
        layout.addWidget(buttons)
        self._show_game()
        hint = self.sizeHint()
        self.resize(hint.width(), max(self.minimumSizeHint().height() + 60, min(hint.height(), 640)))  # room to wrap

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

    def _show_game(self) -> None:
        """Show the figures of the game chosen: its people to choose from and its own figures' rows."""
        self.summary = self.summaries.get(str(self.game.currentData()), self.summary)
        while self.figures.rowCount():
            self.figures.removeRow(0)
        keys = [*self.COMMON, *(f.key for f in self.summary.figures)]
        self.values = {key: QLabel() for key in keys}
        self.labels = {key: QLabel() for key in keys}
        for key in keys:
            self.values[key].setFont(QFont(fonts.SANS, 11, QFont.Weight.Bold))
            self.figures.addRow(self.labels[key], self.values[key])
        self.player.blockSignals(True)
        self.player.clear()
        for figures in self.summary.players:
            self.player.addItem(figures.name)
        self.player.blockSignals(False)
        self.retranslate()

    def retranslate(self) -> None:
        """Write every text in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.replay_button.setText(self.tr("Replay the last game"))
        self.replay_button.setEnabled(bool(self.summary.games))
        self.game_label.setText(self.tr("Game:"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_label(str(self.game.itemData(index))))
        self.player_label.setText(self.tr("Player:"))
        for key, text in (
            ("played", self.tr("Games played:")),
            ("won", self.tr("Games won:")),
            ("best", self.tr("Best score:")),
            ("average", self.tr("Average score:")),
            ("place", self.tr("Average place:")),
            *((f.key, figure_label(f)) for f in self.summary.figures),
        ):
            self.labels[key].setText(text)
        self.by_opponent_box.setTitle(self.tr("By the strongest computer player at the table"))
        self.by_players_box.setTitle(self.tr("By the number of players"))
        self.chart_box.setTitle(self.tr("Score in the last games, the newest on the right"))
        self.chart.set_texts(
            self.tr("Games"),
            self.tr("Your score in each of your last %1 games will be drawn here, the newest on the right.").replace(
                "%1", str(CHART_GAMES)
            ),
        )
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
        empty = not self.summary.games and self.problem is None
        for widget in (self.by_opponent_box, self.by_players_box):
            widget.setVisible(figures is not None or empty)
        for table in (self.by_opponent, self.by_players):
            table.setWordWrap(figures is None)  # a sentence wraps, a table's rows never do
            table.setMinimumHeight(table.fontMetrics().lineSpacing() * 4 if figures is None else 0)  # room to wrap
        if figures is None:  # each place says what will be shown there
            self.chart.set_series([])
            self.by_opponent.setText(self.tr("Your games played and won against each level of computer player."))
            self.by_players.setText(self.tr("Your games played and won, by the number of players at the table."))
        self.figures_box.setVisible(figures is not None or empty)  # empty: the figures that will appear
        self.player_label.setVisible(several)
        self.player.setVisible(several)
        self.name.setVisible(figures is not None and not several)
        self.name.setText(figures.name if figures is not None else "")
        self.footer.setVisible(self.summary.games > 0)
        if self.problem is not None:
            self.note.setText(self.problem)
        elif empty:
            self.note.setText(
                self.tr(
                    "No game of %1 has been finished yet. Play one to its end, and these figures appear here."
                ).replace("%1", game_label(self.summary.game))
            )
        elif figures is None:
            self.note.setText(self.tr("No game with a person at the table has ended yet."))
        self.note.setVisible(self.problem is not None or figures is None)
        if figures is None:
            for value in self.values.values():
                value.setText("–")
            return
        self._show_figures(figures)

    def _show_figures(self, figures: PlayerFigures) -> None:
        locale = QLocale()
        self.values["played"].setText(str(figures.played))
        self.values["won"].setText(
            self.tr("%1 (%2 % of the games)")
            .replace("%1", str(figures.won))
            .replace("%2", str(round(100 * figures.won / figures.played)))
        )
        self.values["best"].setText(minus_sign(str(figures.best_score)))
        self.values["average"].setText(minus_sign(locale.toString(figures.average_score, "f", 1)))
        self.values["place"].setText(locale.toString(figures.average_place, "f", 1))
        for figure in self.summary.figures:
            value = figures.figure(figure)
            shown = locale.toString(value, "f", 1) if figure.over_games == "average" else str(round(value))
            self.values[figure.key].setText(minus_sign(shown))
        people_only = self.tr("People only")
        self.by_opponent.setText(
            self._table(
                [
                    (people_only if key == PEOPLE_ONLY else level_name(key), figures.by_opponent[key])
                    for key in sorted(figures.by_opponent, key=self.summary.level_rank)
                ]
            )
        )
        players = {
            2: self.tr("2 players"),
            3: self.tr("3 players"),
            4: self.tr("4 players"),
            5: self.tr("5 players"),
        }
        self.by_players.setText(
            self._table([(players.get(n, str(n)), figures.by_players[n]) for n in sorted(figures.by_players)])
        )
        self.chart.set_series([score_series(self.summary.game, figures)])

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


def score_series(game: str, figures: PlayerFigures) -> Series:
    """A person's last scores for the chart: the line in ink, each game's point in the colour they played in it
    (by the game's palette) and the mark at the end the last colour's."""
    entry = GAMES.get(game)
    palette = entry.load_ui().palette if entry is not None and entry.ui else None
    hexes = dict(palette.COLOURS) if palette is not None else {}
    marks = dict(palette.MARKS) if palette is not None else {}
    colours = figures.recent_colours[-len(figures.recent_scores) :] if figures.recent_scores else []
    points = tuple(hexes.get(colour, LINE) for colour in colours)
    mark = marks.get(colours[-1], "") if colours else ""
    return Series(figures.name, LINE, tuple(figures.recent_scores), mark, points)


def game_label(game: str) -> str:
    """A registered game's name in the current language (context "Games", marked in `thurntaxis.games`)."""
    entry = GAMES.get(game)
    return QCoreApplication.translate("Games", entry.name) if entry is not None else game


def figure_label(figure: Figure) -> str:
    """A game's own figure's label in the current language (context "Figures", marked in the game's package)."""
    return QCoreApplication.translate("Figures", figure.label)


def open_dialog(path: Path, parent: QWidget | None = None, game: str = DEFAULT_GAME) -> StatisticsDialog:
    """Read the statistics at `path` and show them, the figures of `game` first (a database that cannot be read
    says why in the dialog)."""
    try:
        summaries, problem = stats.read_summaries(path), None
    except StatsError as exc:
        summaries, problem = {key: empty_summary(key) for key in GAMES}, read_problem(exc)
    dialog = StatisticsDialog(summaries, problem, parent, game)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # each opening reads the figures afresh
    dialog.open()
    return dialog
