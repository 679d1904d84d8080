"""The end of a game of Thurn and Taxis: each player's score broken down, the winner and how a tie was broken, and
what next (rematch, new game, replay; the window does it, `thurntaxis.gameui.END_*`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.gameui import END_NEW_GAME, END_REMATCH, END_REPLAY
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import GameState, result, scores
from thurntaxis.taxis.ui.texts import counted, stack_name


class EndGameDialog(QDialog):
    """Each player's score broken down, the winner, and how a tie was broken; new game or rematch."""

    NEW_GAME = END_NEW_GAME
    REMATCH = END_REMATCH
    REPLAY = END_REPLAY

    def __init__(self, state: GameState, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        outcome = result(state)
        breakdowns = scores(state)
        winner = breakdowns[outcome.winner]
        self.winner = QLabel(counted("winner", winner.total).replace("%1", seats[outcome.winner].name))
        self.winner.setFont(QFont("DejaVu Serif", 16, QFont.Weight.Bold))
        layout.addWidget(self.winner)
        self.tie = QLabel(self._tie_text(outcome, seats))
        self.tie.setWordWrap(True)
        layout.addWidget(self.tie)
        rows = [self.tr("Carriage"), self.tr("Bonus tiles"), self.tr("Houses not placed"), self.tr("Total")]
        self.table = QTableWidget(len(rows), len(seats))
        self.table.setHorizontalHeaderLabels([s.name for s in seats])
        self.table.setVerticalHeaderLabels(rows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setWordWrap(False)
        for col, b in enumerate(breakdowns):
            carriage = (
                self.tr("%1 (carriage %2)").replace("%1", str(b.carriage_points)).replace("%2", str(b.carriage))
                if b.carriage
                else "0"
            )
            tiles = "\n".join(f"{v} · {stack_name(s)}" for s, v in b.tiles)
            tiles_cell = f"{b.tile_points}\n{tiles}" if b.tiles else "0"
            houses = f"−{b.houses_left}" if b.houses_left else "0"
            for row, text in enumerate((carriage, tiles_cell, houses, str(b.total))):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if row == 3:
                    item.setFont(QFont("DejaVu Sans", 12, QFont.Weight.Bold))
                if col == outcome.winner:
                    item.setBackground(QColor("#fff3c4"))
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        for col in range(len(seats)):
            self.table.setColumnWidth(col, max(self.table.columnWidth(col) + 24, 150))
        self.table.resizeRowsToContents()
        frame = 2 * self.table.frameWidth()
        rows_height = sum(self.table.rowHeight(r) for r in range(len(rows)))
        columns_width = sum(self.table.columnWidth(c) for c in range(len(seats)))
        height = self.table.horizontalHeader().sizeHint().height() + rows_height + frame
        width = self.table.verticalHeader().sizeHint().width() + columns_width + frame
        self.table.setFixedSize(width, height)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox()
        self.rematch = QPushButton(self.tr("Rematch"))
        self.new_game = QPushButton(self.tr("New game…"))
        self.replay = QPushButton(self.tr("Replay this game"))
        close = QPushButton(self.tr("Close"))
        for button in (self.rematch, self.new_game, self.replay, close):
            button.setAutoDefault(False)  # a stray Enter (the one that ended the game, say) takes no choice
            button.setDefault(False)
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.rematch.clicked.connect(lambda: self.done(self.REMATCH))
        self.new_game.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.replay.clicked.connect(lambda: self.done(self.REPLAY))
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)

    def _tie_text(self, outcome: object, seats: list[Seat]) -> str:
        tie_break = getattr(outcome, "tie_break", None)
        tied = getattr(outcome, "tied", ())
        holder = getattr(outcome, "game_end_holder", None)
        names = ", ".join(seats[i].name for i in tied)
        if tie_break == "game_end_tile":
            who = seats[holder].name if holder is not None else "–"
            return (
                self.tr("%1 tied; %2 holds the game-end tile and so wins the tie.")
                .replace("%1", names)
                .replace("%2", who)
            )
        if tie_break == "after_game_end_holder":
            who = seats[holder].name if holder is not None else "–"
            return (
                self.tr("%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.")
                .replace("%1", names)
                .replace("%2", who)
            )
        return self.tr("No tie.")
