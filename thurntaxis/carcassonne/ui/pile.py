"""The tiles left, by kind: the count beside the scores, and on pointing at it (or clicking it) a small grid of every
kind of tile with how many of it are still to come. It is what every player may know: the box's tiles less those
on the board and those removed (`thurntaxis.carcassonne.rules.observation.unplaced`); the order of the pile stays
hidden."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QEnterEvent, QHideEvent, QMouseEvent, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from thurntaxis.carcassonne.rules import GameState
from thurntaxis.carcassonne.rules.observation import unplaced
from thurntaxis.carcassonne.rules.tiles import LETTERS
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilepaint import paint_tile
from thurntaxis.kit import theme
from thurntaxis.kit.picture import sharp_picture

TILE_PX = 34  # a kind's picture in the grid
COLUMNS = 6


@cache
def tile_picture(tile: int, size: int = TILE_PX) -> QPixmap:
    """A tile kind as a small picture (sharp on high-density screens)."""
    return sharp_picture(size, lambda painter: paint_tile(painter, QRectF(0, 0, size, size), tile, 0))


class PileGrid(QFrame):
    """Every kind of tile with how many are left; the kinds that are gone are faded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip)
        self.setObjectName("pile")
        self.setStyleSheet("QFrame#pile { background: #f6efdd; border: 1px solid #8a7a5a; border-radius: 6px; }")
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 6, 8, 8)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        column.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        column.addLayout(grid)
        self.pictures: list[QLabel] = []
        self.counts: list[QLabel] = []
        for tile in range(len(LETTERS)):
            row, col = divmod(tile, COLUMNS)
            picture, count = QLabel(self), QLabel(self)
            picture.setPixmap(tile_picture(tile))
            count.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(picture, 2 * row, col, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(count, 2 * row + 1, col)
            self.pictures.append(picture)
            self.counts.append(count)
        self.left: tuple[int, ...] = ()

    def show_left(self, left: tuple[int, ...]) -> None:
        """How many of each kind are left."""
        self.left = left
        self.title.setText(Carcassonne.tr("Tiles still to come"))
        for picture, count, n in zip(self.pictures, self.counts, left, strict=True):
            count.setText(f"× {n}")
            count.setStyleSheet(f"color: {theme.INK.name() if n else QColor('#9a8f7a').name()};")
            picture.setEnabled(n > 0)  # a kind that is gone is greyed
        self.adjustSize()


class PileLabel(QLabel):
    """The count of the tiles left; pointing at it (or clicking it) shows them by kind (`grid`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = PileGrid(self)
        self.setCursor(Qt.CursorShape.WhatsThisCursor)
        self.left: tuple[int, ...] = ()

    def show_state(self, state: GameState) -> None:
        """The tiles left in `state`: the pile and the tile to place."""
        self.left = unplaced(state)
        self.setText(texts.counted("tiles_left", sum(self.left)))
        self.setToolTip("")
        if self.grid.isVisible():
            self.grid.show_left(self.left)

    def open_grid(self) -> None:
        """Show the tiles left by kind beside the count."""
        self.grid.show_left(self.left)
        below = self.mapToGlobal(QPoint(0, self.height() + 2))
        frame = self.window().geometry()  # the popup stays over the window, below the count where it fits
        x = max(frame.left(), min(below.x(), frame.right() - self.grid.width()))
        y = max(frame.top(), min(below.y(), frame.bottom() - self.grid.height()))
        self.grid.move(x, y)
        self.grid.show()

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.open_grid()

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.grid.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.grid.isVisible():
            self.grid.hide()
        else:
            self.open_grid()
        event.accept()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.grid.hide()
