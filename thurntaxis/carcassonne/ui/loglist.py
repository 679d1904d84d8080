"""The page's log of a Carcassonne game: one line a turn ("Anna places a tile, extending a city held by Bruno. Anna
puts a knight in the city."), then what it scored; an undo takes its lines back. Resting the pointer on a line lights
the squares it concerns (`pointed`); clicking it asks to bring them into sight (`chosen`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from thurntaxis.carcassonne.ui.gamelog import LogEntry, LogRecord, log_text
from thurntaxis.carcassonne.ui.panels import follower_icon

LOG_LINES = 200
SQUARES = Qt.ItemDataRole.UserRole


class LogList(QListWidget):
    """The log: records of (move number, entry, squares), shown merged a turn a line."""

    pointed = Signal(tuple)  # the squares of the line under the pointer (none: it left the lines)
    chosen = Signal(tuple)  # the squares of a line clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.records: list[tuple[int, LogEntry, tuple[int, ...]]] = []
        self._icons: dict[str, QIcon] = {}  # a scoring line starts with its scorer's follower
        self.itemEntered.connect(lambda item: self.pointed.emit(tuple(item.data(SQUARES) or ())))
        self.itemClicked.connect(lambda item: self.chosen.emit(tuple(item.data(SQUARES) or ())))

    def forget(self, names: list[str], colours: list[str]) -> None:
        """No lines (a new game of players `names` in `colours`)."""
        self.records = []
        self._icons = {n: QIcon(follower_icon(c, 16)) for n, c in zip(names, colours, strict=False)}
        self.clear()

    def add(self, number: int, record: LogRecord) -> None:
        """A line (or the rest of a turn's line) written by move `number` (1 for the first move)."""
        entry, squares = record
        joins = bool(self.records) and self.count() > 0 and _joins(self.records[-1][1], entry)
        self.records.append((number, entry, squares))
        if joins:
            item = self.item(self.count() - 1)
            item.setText(item.text() + " " + log_text(entry))
        else:
            self._append(log_text(entry), squares, entry)
            while self.count() > LOG_LINES:
                self.takeItem(0)
        QTimer.singleShot(0, self, self.scrollToBottom)

    def rewind(self, moves: int) -> bool:
        """Take back the lines of the moves after the first `moves` (an undo); whether any went."""
        kept = [r for r in self.records if r[0] <= moves]
        if len(kept) == len(self.records):
            return False
        self.records = kept
        self.show_all()
        return True

    def show_all(self) -> None:
        """Write every line again (in the language now installed)."""
        self.clear()
        lines: list[tuple[str, tuple[int, ...], LogEntry]] = []
        last: LogEntry | None = None
        for _number, entry, squares in self.records:
            if last is not None and lines and _joins(last, entry):
                lines[-1] = (lines[-1][0] + " " + log_text(entry), *lines[-1][1:])
            else:
                lines.append((log_text(entry), squares, entry))
            last = entry
        for text, squares, first in lines[-LOG_LINES:]:
            self._append(text, squares, first)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        """The lines shown (for tests)."""
        return [self.item(i).text() for i in range(self.count())]

    def _append(self, text: str, squares: tuple[int, ...], entry: LogEntry) -> None:
        item = QListWidgetItem(text)
        item.setData(SQUARES, squares)
        key, args = entry
        if key == "feature" and args[-1] and args[-1][0] in self._icons:
            item.setIcon(self._icons[args[-1][0]])
        if key == "final":  # "Final scoring": the lines under it are the end's
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.addItem(item)

    def leaveEvent(self, event: object) -> None:
        self.pointed.emit(())
        super().leaveEvent(event)  # type: ignore[arg-type]


def _joins(before: LogEntry, entry: LogEntry) -> bool:
    """Whether `entry` continues the line of `before`: the follower (or none) of the tile just placed."""
    return before[0].startswith("placed") and entry[0] in ("follower", "no_follower")
