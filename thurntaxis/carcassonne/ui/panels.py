"""The widgets beside the Carcassonne table: the score panel (a row per player, their followers in the supply, the
score track under the rows) and the end-of-game breakdown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.carcassonne.rules import GameState, Result
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.pieces import paint_follower
from thurntaxis.carcassonne.ui.scoretrack import ScoreTrack
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.kit import theme
from thurntaxis.kit.elided import ElidedLabel
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.picture import sharp_picture

ICON = 32  # the score panel's followers, in pixels: their marks read at 5 players in a 1024×700 window


def follower_icon(colour: str, size: int = ICON) -> QPixmap:
    """A standing follower of `colour` with its mark, for labels."""
    return sharp_picture(
        size, lambda p: paint_follower(p, QPointF(size / 2, size / 2), size * 0.9, colour, shadow=False)
    )


WINNER = QColor("#f5d76e")  # behind a winner's total in the breakdown
PAPER = QColor("#f3ecda")  # the side's background: its texts read on it wherever the page is shown


def paper_column(side: QWidget) -> QVBoxLayout:
    """Give `side` (beside a Carcassonne table, at play or in a replay) its paper and ink; its column layout."""
    paper = side.palette()
    paper.setColor(QPalette.ColorRole.Window, PAPER)
    paper.setColor(QPalette.ColorRole.WindowText, theme.INK)
    side.setPalette(paper)
    side.setAutoFillBackground(True)
    column = QVBoxLayout(side)
    column.setContentsMargins(6, 6, 6, 6)
    return column


MINI = 13.0  # a follower in the supply's row of pictures
MINI_STEP = 7.5  # the pictures overlap: seven take about 60 pixels
IN_PLAY = 7  # each player's followers for the land (the eighth counts the points on the track)


def level_label(level: str) -> str:
    """A computer player's level, as the new-game dialog names it; or a remote seat's player's connection."""
    names = {
        "computer": QCoreApplication.translate("Game", "Computer"),  # (a computer at the host of a network game)
        "remote": QCoreApplication.translate("Carcassonne", "over the network"),  # (a network game's other seats)
        "away": QCoreApplication.translate("Carcassonne", "not connected"),
    }
    return names.get(level) or level_name(level)


class SupplyLabel(QLabel):
    """A player's followers as a row of seven little followers of their colour: those in the supply filled, those
    out on the land as faint outlines, and the count; its text ("× 6") is what it says to tests and screen readers."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.count = 0

    def set_count(self, count: int) -> None:
        """Show `count` followers."""
        self.count = max(0, count)
        self.setText(f"× {count}")
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(MINI + 6 * MINI_STEP) + 22, round(MINI * 1.5))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = self.height() / 2
        shown = min(self.count, IN_PLAY)
        for k in reversed(range(shown, IN_PLAY)):  # out on the land: an outline where it would stand
            painter.setOpacity(0.3)
            paint_follower(painter, QPointF(MINI / 2 + 1 + k * MINI_STEP, middle), MINI, self.colour, shadow=False)
        painter.setOpacity(1.0)
        for k in range(shown):
            paint_follower(painter, QPointF(MINI / 2 + 1 + k * MINI_STEP, middle), MINI, self.colour, shadow=False)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        font = self.font()
        font.setBold(True)
        painter.setFont(font)
        left = MINI + 6 * MINI_STEP + 4
        painter.drawText(
            QRectF(left, 0, self.width() - left, self.height()), Qt.AlignmentFlag.AlignVCenter, str(self.count)
        )
        painter.end()


class ScorePanel(QFrame):
    """A row per player: the colour with its mark, the name, the score and the followers in the supply; the
    player to move is marked. Points and followers still flying to a row (`hold`) are counted in when they land
    (`land`). `shown` says the rows changed (the folded side's strip follows them)."""

    shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 6, 6, 6)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)
        self.points_heading, self.supply_heading = QLabel(self), QLabel(self)
        self.points_heading.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._grid.addWidget(self.points_heading, 0, 2)
        self._grid.addWidget(self.supply_heading, 0, 3)
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []
        self.notes: list[QLabel] = []  # under each name: a computer's level or a friend's connection
        self._state: GameState | None = None
        self._names: list[str] = []
        self.levels: list[str] = []
        self._held_points: list[int] = []
        self._held_followers: list[int] = []
        self.track = ScoreTrack(self)  # under the rows, across the panel
        self.retranslate()

    def retranslate(self) -> None:
        """The headings in the language now installed."""
        self.points_heading.setText(Carcassonne.tr("Points"))
        self.supply_heading.setText(Carcassonne.tr("Followers"))
        self.supply_heading.setToolTip(Carcassonne.tr("Followers in the supply"))
        self.track.retranslate()

    def set_players(self, names: list[str], colours: list[str], levels: list[str] | None = None) -> None:
        """One row for each seat; `levels`: each seat's computer level ("" for a person), shown under the name."""
        self.levels = list(levels) if levels is not None else [""] * len(names)
        for widget in [*(w for row in self.rows for w in row), *self.notes]:
            self._grid.removeWidget(widget)
            widget.hide()  # gone now, not only when the event loop deletes it
            widget.deleteLater()
        self.rows, self.notes = [], []
        self._state = None
        self._held_points, self._held_followers = [0] * len(names), [0] * len(names)
        for i, (name, colour) in enumerate(zip(names, colours, strict=True)):
            icon, label, score = QLabel(self), ElidedLabel(self), QLabel("0", self)
            label.setText(name)  # a long name ends in an ellipsis, whole in its tooltip
            supply = SupplyLabel(colour, self)
            icon.setPixmap(follower_icon(colour))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            score.setMinimumWidth(32)
            note = QLabel(self)  # the seat's kind, under the name and as wide as the row beside the icon
            small = note.font()
            small.setPointSizeF(small.pointSizeF() * 0.85)
            note.setFont(small)
            note.setStyleSheet("color: #6b5e4a;")
            note.setContentsMargins(0, 2, 0, 0)  # room for the accent of a capital ("Średni"): a line's height cuts it
            top = 1 + 2 * i
            self._grid.addWidget(icon, top, 0, 2, 1)
            for column, widget in enumerate((label, score, supply), start=1):
                self._grid.addWidget(widget, top, column)
            self._grid.addWidget(note, top + 1, 1, 1, 3)
            for widget in (icon, label, score, supply):
                widget.show()  # now, not when the event loop gets to it: scores fly to these rows
            self.rows.append((icon, label, score, supply))
            self.notes.append(note)
        self._grid.removeWidget(self.track)
        self._grid.addWidget(self.track, 1 + 2 * len(names), 0, 1, 4)
        self.track.set_players(names, colours)

    def show_state(self, state: GameState, names: list[str]) -> None:
        """Scores, supplies and whose turn it is (less what is still flying here). At the end of the game every
        follower has come home."""
        self._state, self._names = state, list(names)
        home = [0] * len(self.rows)
        if state.game_over:
            for player in state.followers.values():
                home[player] += 1
        for i, (icon, label, score, supply) in enumerate(self.rows):
            to_move = not state.game_over and i == state.current
            level = self.levels[i] if i < len(self.levels) else ""
            label.setText(("▶ " if to_move else "") + names[i])
            self.notes[i].setText(level_label(level))  # a computer's level or a friend's connection, smaller
            self.notes[i].setVisible(bool(level))
            font = label.font()
            font.setBold(to_move)
            label.setFont(font)
            score.setText(str(state.scores[i] - self._held_points[i]))
            score.setFont(font)
            count = state.supply[i] + home[i] - self._held_followers[i]
            assert isinstance(supply, SupplyLabel)
            supply.set_count(count)
            tip = texts.counted("followers", count)
            supply.setToolTip(tip)
            icon.setToolTip(tip)
        self.track.names = list(names)
        self.track.set_scores([state.scores[i] - self._held_points[i] for i in range(len(self.rows))])
        self.shown.emit()

    def score_label(self, player: int) -> QLabel:
        """The label of a player's score (where their points fly)."""
        return self.rows[player][2]

    def supply_label(self, player: int) -> QLabel:
        """The label of a player's supply (where their followers go home)."""
        return self.rows[player][3]

    def hold(self, player: int, points: int = 0, followers: int = 0) -> None:
        """Points or followers of `player` are on their way here: count them when they `land`."""
        self._held_points[player] += points
        self._held_followers[player] += followers

    def land(self, player: int, points: int = 0, followers: int = 0) -> None:
        """Held points or followers of `player` have arrived."""
        if player >= len(self.rows):
            return
        self._held_points[player] = max(0, self._held_points[player] - points)
        self._held_followers[player] = max(0, self._held_followers[player] - followers)
        if self._state is not None:
            self.show_state(self._state, self._names)


class Breakdown(QTableWidget):
    """The end of the game: each player's points by category (completed during play, incomplete at the end,
    farms) and the total."""

    def show_result(self, res: Result, names: list[str], colours: list[str] | None = None) -> None:
        """Fill the table from the rules' result: a column per player, headed by their follower in their colour
        (`colours`), the winners' totals on gold."""
        labels = texts.category_labels()
        self.setColumnCount(len(names))
        self.setRowCount(len(labels) + 1)
        for column, name in enumerate(names):
            head = QTableWidgetItem(name)
            if colours is not None:
                head.setIcon(QIcon(follower_icon(colours[column], 16)))
            self.setHorizontalHeaderItem(column, head)
        self.setVerticalHeaderLabels([*labels, QCoreApplication.translate("Carcassonne", "Total")])
        for column, part in enumerate(res.breakdown):
            values = [*part.as_dict().values(), part.total]
            for row, value in enumerate(values):
                cell = QTableWidgetItem(str(value))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row == len(values) - 1:  # the totals in bold, the winners' on gold
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                    if column in res.winners:
                        cell.setBackground(WINNER)
                self.setItem(row, column, cell)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        width = self.verticalHeader().sizeHint().width() + sum(self.columnWidth(c) for c in range(self.columnCount()))
        height = self.horizontalHeader().sizeHint().height() + sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedSize(width + 2 * self.frameWidth() + 2, height + 2 * self.frameWidth() + 2)

    def value(self, player: int, row: int) -> int:
        """The number in a cell (for tests and the window's summary)."""
        cell = self.item(row, player)
        return int(cell.text()) if cell is not None else 0
