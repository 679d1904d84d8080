"""The page's log of a Carcassonne game: one line a turn ("Anna places a tile, extending a city held by Bruno. Anna
puts a knight in the city.") beside a picture of the tile as laid (with its follower, framed in the mover's colour)
and, under it, where the tile lies ("2 tiles north and 1 east of the start tile"); then what it scored. An undo takes
its lines back; the newest line stands out until the next comes. Resting the pointer on a line lights its squares and
its follower (`pointed`); clicking it asks to bring them into sight (`chosen`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QMouseEvent
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from thurntaxis.carcassonne.rules import xy
from thurntaxis.carcassonne.ui.gamelog import LogEntry, LogRecord, log_text
from thurntaxis.carcassonne.ui.loglook import WHERE, LogLook
from thurntaxis.carcassonne.ui.logpicture import PICTURE, Laid, laid_icon, with_follower
from thurntaxis.carcassonne.ui.panels import follower_icon
from thurntaxis.carcassonne.ui.whereabouts import where_text

LOG_LINES = 200
SQUARES = Qt.ItemDataRole.UserRole
LAID = Qt.ItemDataRole.UserRole + 1
NEWEST = QColor("#fbe7a6")  # behind the newest line: what just happened


@dataclass
class LogLine:
    """One line of the log: its entries (a turn's placement and follower, or a scoring), the squares it lights and
    what its turn laid (None: a scoring or a heading)."""

    entries: list[LogEntry]
    squares: tuple[int, ...]
    laid: Laid | None = None
    keys: list[int] = field(default_factory=list)

    def text(self) -> str:
        """The line in the language now installed: its sentences, then (on a line of its own) where its tile lies."""
        said = " ".join(log_text(entry) for entry in self.entries)
        return said + "\n" + self.where() if self.where() else said

    def where(self) -> str:
        """Where the line's tile lies ("" for a line without one)."""
        return where_text(*xy(self.laid.square)) if self.laid is not None else ""


class LogList(QListWidget):
    """The log: records of (move number, entry, squares, what was laid), shown merged a turn a line."""

    pointed = Signal(tuple, tuple)  # the squares and follower keys of the line under the pointer (none: it left)
    chosen = Signal(tuple)  # the squares of a line clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setIconSize(QSize(PICTURE, PICTURE))
        self.setSpacing(1)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # the lines wrap anew with the list's width
        self.look = LogLook(self)
        self.setItemDelegate(self.look)
        self.records: list[tuple[int, LogEntry, tuple[int, ...], Laid | None]] = []
        self.shown: list[LogLine] = []  # the lines shown, the oldest first (as the list's rows)
        self._icons: dict[str, QIcon] = {}  # a scoring line starts with its scorer's follower
        self._pictures: dict[Laid, QIcon] = {}  # the lines' pictures, painted once (an undo writes every line anew)
        self._under: int | None = None  # the row under the pointer
        self.itemClicked.connect(lambda item: self.chosen.emit(tuple(item.data(SQUARES) or ())))

    def forget(self, names: list[str], colours: list[str]) -> None:
        """No lines (a new game of players `names` in `colours`)."""
        self.records = []
        self._icons = {n: QIcon(follower_icon(c, 28)) for n, c in zip(names, colours, strict=False)}
        self._pictures = {}
        self.shown = []
        self._under = None
        self.look.pointed = -1
        self.clear()

    def add(self, number: int, record: LogRecord, laid: Laid | None = None) -> None:
        """A line (or the rest of a turn's line) written by move `number` (1 for the first move); `laid`: the tile
        or follower it laid, for the line's picture."""
        entry, squares = record
        self.records.append((number, entry, squares, laid))
        if self.shown and self.count() == len(self.shown) and _joins(self.shown[-1].entries[-1], entry):
            _join(self.shown[-1], entry, laid)
            self._write(self.count() - 1)
        else:
            if self.count():
                self.item(self.count() - 1).setBackground(QBrush())
            self.shown.append(LogLine([entry], squares, laid, [laid.key] if laid and laid.key >= 0 else []))
            self.addItem(QListWidgetItem())
            self._write(self.count() - 1, newest=True)
            while self.count() > LOG_LINES:
                self.takeItem(0)
                self.shown.pop(0)
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
        if self._under is not None:  # the line pointed at may have gone: nothing stays lit
            self.pointed.emit((), ())
        self._under = None
        self.look.pointed = -1
        lines: list[LogLine] = []
        for _number, entry, squares, laid in self.records:
            if lines and _joins(lines[-1].entries[-1], entry):
                _join(lines[-1], entry, laid)
            else:
                lines.append(LogLine([entry], squares, laid, [laid.key] if laid and laid.key >= 0 else []))
        self.shown = lines[-LOG_LINES:]
        for row in range(len(self.shown)):
            self.addItem(QListWidgetItem())
            self._write(row, newest=row == len(self.shown) - 1)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        """The lines shown (for tests)."""
        return [self.item(i).text() for i in range(self.count())]

    def line_under(self) -> LogLine | None:
        """The line the pointer rests on (for tests)."""
        return self.shown[self._under] if self._under is not None and self._under < len(self.shown) else None

    def _write(self, row: int, newest: bool = False) -> None:
        line, item = self.shown[row], self.item(row)
        item.setText(line.text())
        item.setData(SQUARES, line.squares)
        item.setData(LAID, line.laid)
        item.setData(WHERE, line.where())
        key, args = line.entries[0]
        if line.laid is not None:
            if line.laid not in self._pictures:
                self._pictures[line.laid] = laid_icon(line.laid)
            item.setIcon(self._pictures[line.laid])
        elif key == "feature" and args[-1] and args[-1][0] in self._icons:
            item.setIcon(self._icons[args[-1][0]])
        if key == "final":  # "Final scoring": the lines under it are the end's
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if newest:
            item.setBackground(NEWEST)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        self._point(self.row(item) if item is not None else None)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._point(None)
        super().leaveEvent(event)  # type: ignore[arg-type]

    def _point(self, row: int | None) -> None:
        if row == self._under:
            return
        self._under = row
        self.look.pointed = -1 if row is None else row
        self.viewport().update()
        line = self.line_under()
        self.pointed.emit(line.squares if line else (), tuple(line.keys) if line else ())


def _joins(before: LogEntry, entry: LogEntry) -> bool:
    """Whether `entry` continues the line of `before`: the follower (or none) of the tile just placed."""
    return before[0].startswith("placed") and entry[0] in ("follower", "no_follower", "no_follower_left")


def _join(line: LogLine, entry: LogEntry, laid: Laid | None) -> None:
    line.entries.append(entry)
    if laid is not None and laid.key >= 0:
        line.keys.append(laid.key)
        if line.laid is not None:
            line.laid = with_follower(line.laid, laid)
