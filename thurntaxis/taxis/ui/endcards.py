"""One player's card on the end screen of Thurn and Taxis: place, name and house, the final score, and how it was
made (carriage, bonus tiles, houses placed and not placed) with the longest route scored, on the table's paper."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from thurntaxis.kit import fonts, theme
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import Board, ScoreBreakdown
from thurntaxis.taxis.ui.texts import city_name, stack_name

WINNER = "#ffd54a"
PAPER = "#f6efdd"
INK = "#2b2118"
FAINT = "#6d5c44"


class EndTexts(QObject):
    """The end screen's texts with a count (plural forms need `self.tr` in one class)."""

    def cards(self, n: int) -> str:
        """A route's length."""
        return self.tr("%n card(s)", None, n)

    def points(self, n: int) -> str:
        """A score under its figure."""
        return self.tr("point(s)", None, abs(n))


def piece_pixmap(colour: str, size: int) -> QPixmap:
    """A player's house of `colour` with its mark, as a small picture."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.translate(QPointF(size / 2, size / 2))
    theme.paint_piece(painter, colour, size * 0.86)
    painter.end()
    return pixmap


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"\u2212{-n}")


class PlayerCard(QFrame):
    """One player's result: `figures` holds the label of each figure shown ("carriage", "tiles", "houses_placed",
    "houses_left", "longest", "total") for the tests and the screen readers."""

    def __init__(
        self,
        seat: Seat,
        place: int,
        breakdown: ScoreBreakdown,
        longest: Sequence[int],
        board: Board,
        winner: bool,
        px: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        texts = EndTexts(self)
        colour = theme.PLAYER_COLOURS.get(seat.colour, "#888888")
        self.setObjectName("playerCard")
        border = f"3px solid {WINNER}" if winner else f"2px solid {colour}"
        self.setStyleSheet(
            f"#playerCard {{ background: {PAPER}; border: {border}; border-radius: 10px; }}"
            f"QLabel {{ color: {INK}; background: transparent; font-family: '{fonts.SANS}'; font-size: {px}px; }}"
        )
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 8, 12, 10)
        column.setSpacing(4)
        head = QHBoxLayout()
        self.place = QLabel(f"{place}.")
        self.place.setStyleSheet(f"font-family: '{fonts.SERIF}'; font-size: {round(px * 1.6)}px; font-weight: bold;")
        head.addWidget(self.place)
        house = QLabel()
        house.setPixmap(piece_pixmap(seat.colour, round(px * 2.2)))
        head.addWidget(house)
        self.name = QLabel(seat.name)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setStyleSheet(f"font-weight: bold; font-size: {round(px * 1.15)}px;")
        self.name.setMinimumWidth(40)
        head.addWidget(self.name, 1)
        column.addLayout(head)
        total = QHBoxLayout()
        self.total = QLabel(_signed(breakdown.total).lstrip("+"))
        self.total.setStyleSheet(f"font-family: '{fonts.SERIF}'; font-size: {round(px * 2.6)}px; font-weight: bold;")
        total.addWidget(self.total)
        self.points = QLabel(texts.points(breakdown.total))
        self.points.setStyleSheet(f"color: {FAINT};")
        total.addWidget(self.points, 1, Qt.AlignmentFlag.AlignBottom)
        if winner:
            crown = QLabel("\u2605")
            crown.setStyleSheet(f"color: #c99a06; font-size: {round(px * 2)}px;")
            total.addWidget(crown, 0, Qt.AlignmentFlag.AlignRight)
        column.addLayout(total)
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(3)
        carriage = (
            self.tr("Carriage %1").replace("%1", str(breakdown.carriage)) if breakdown.carriage else self.tr("Carriage")
        )
        placed = board.houses_per_player - breakdown.houses_left
        rows = [
            ("carriage", carriage, _signed(breakdown.carriage_points), ""),
            ("tiles", self.tr("Bonus tiles"), _signed(breakdown.tile_points), self._tiles_text(breakdown)),
            (
                "houses_placed",
                self.tr("Houses placed"),
                self.tr("%1 of %2").replace("%1", str(placed)).replace("%2", str(board.houses_per_player)),
                "",
            ),
            ("houses_left", self.tr("Houses not placed"), _signed(-breakdown.houses_left), ""),
        ]
        row = 0
        for key, label, value, detail in rows:
            name = QLabel(label)
            name.setWordWrap(True)  # a long word of a language wraps rather than widening the card
            shown = QLabel(value)
            shown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            penalty = key == "houses_left" and value != "0"
            shown.setStyleSheet("font-weight: bold;" + (" color: #a3271d;" if penalty else ""))
            grid.addWidget(name, row, 0)
            grid.addWidget(shown, row, 1)
            self.figures[key] = shown
            row += 1
            if detail:
                small = QLabel(detail)
                small.setWordWrap(True)
                small.setStyleSheet(f"color: {FAINT}; font-size: {max(11, round(px * 0.85))}px;")
                grid.addWidget(small, row, 0, 1, 2)
                row += 1
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(f"color: {FAINT};")
        grid.addWidget(line, row, 0, 1, 2)
        column.addLayout(grid)
        route = QLabel(self.tr("Longest route scored"))
        route.setWordWrap(True)
        length = QLabel(texts.cards(len(longest)) if longest else "\u2013")
        length.setStyleSheet("font-weight: bold;")
        length.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.figures["longest"] = length
        self.figures["total"] = self.total
        route_row = QHBoxLayout()
        route_row.addWidget(route, 1)
        route_row.addWidget(length)
        column.addLayout(route_row)
        if longest:
            cities = QLabel(" \u2013 ".join(city_name(board, c) for c in longest))
            cities.setWordWrap(True)
            cities.setStyleSheet(f"color: {FAINT}; font-size: {max(11, round(px * 0.85))}px;")
            column.addWidget(cities)
        column.addStretch(1)
        self.column = column

        self.setToolTip(self.tr("Score = carriage + bonus tiles \u2212 one point per house not placed"))

    def needed_height(self) -> int:
        """The height the card needs at its width (its texts wrap when it is narrow)."""
        return self.column.totalHeightForWidth(self.width())

    def _tiles_text(self, breakdown: ScoreBreakdown) -> str:
        """The bonus tiles won, each with what it was won for and its points."""
        return ", ".join(f"{stack_name(stack)} ({value})" for stack, value in breakdown.tiles)  # no words to translate
