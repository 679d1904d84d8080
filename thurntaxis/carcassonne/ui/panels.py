"""The widgets beside the Carcassonne table: the score panel (a row per player) and the end-of-game breakdown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QTableWidget, QTableWidgetItem, QWidget

from thurntaxis.carcassonne.rules import GameState, Result
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.pieces import paint_follower


def follower_icon(colour: str, size: int = 26) -> QPixmap:
    """A standing follower of `colour` with its mark, for labels."""
    ratio = 2.0
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_follower(painter, QPointF(size / 2, size / 2), size * 0.9, colour, shadow=False)
    painter.end()
    return pixmap


class ScorePanel(QFrame):
    """A row per player: the colour with its mark, the name, the score and the followers in the supply; the
    player to move is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 6, 6, 6)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(2)
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []

    def set_players(self, names: list[str], colours: list[str]) -> None:
        """One row for each seat."""
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows = []
        for i, (name, colour) in enumerate(zip(names, colours, strict=True)):
            icon, label, score, supply = QLabel(), QLabel(name), QLabel("0"), QLabel()
            icon.setPixmap(follower_icon(colour))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            score.setMinimumWidth(32)
            label.setWordWrap(False)
            for column, widget in enumerate((icon, label, score, supply)):
                self._grid.addWidget(widget, i, column)
            self._grid.setColumnStretch(1, 1)
            self.rows.append((icon, label, score, supply))

    def show_state(self, state: GameState, names: list[str]) -> None:
        """Scores, supplies and whose turn it is."""
        for i, (icon, label, score, supply) in enumerate(self.rows):
            to_move = not state.game_over and i == state.player
            label.setText(("▶ " if to_move else "") + names[i])
            font = label.font()
            font.setBold(to_move)
            label.setFont(font)
            score.setText(str(state.scores[i]))
            score.setFont(font)
            supply.setText(f"× {state.supply[i]}")
            tip = texts.counted("followers", state.supply[i])
            supply.setToolTip(tip)
            icon.setToolTip(tip)


class Breakdown(QTableWidget):
    """The end of the game: each player's points by category (completed during play, incomplete at the end,
    farms) and the total."""

    def show_result(self, res: Result, names: list[str]) -> None:
        """Fill the table from the rules' result."""
        labels = texts.category_labels()
        self.setColumnCount(len(names))
        self.setRowCount(len(labels) + 1)
        self.setHorizontalHeaderLabels(names)
        self.setVerticalHeaderLabels([*labels, QCoreApplication.translate("Carcassonne", "Total")])
        for column, part in enumerate(res.breakdown):
            values = [*part.as_dict().values(), part.total]
            for row, value in enumerate(values):
                cell = QTableWidgetItem(str(value))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row == len(values) - 1 or (column in res.winners and row == len(values) - 1):
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                self.setItem(row, column, cell)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()

    def value(self, player: int, row: int) -> int:
        """The number in a cell (for tests and the window's summary)."""
        cell = self.item(row, player)
        return int(cell.text()) if cell is not None else 0
