"""How a recorded Carcassonne game is drawn in a replay: the board as it was at a move (the tile the move placed
ringed; read-only: pointing at a feature lights it and tells who holds it), and beside it the scores at that move,
the scores as they grew and the log with the move's lines highlighted. Positions come from replaying the record
with the rules, once per record.

`CarcassonneDrawing` is what the shell's replay frame asks of a game (`ReplayDrawing` in `thurntaxis.gameui`):
`table`, `side`, `view`, `show_game(record, seats) -> moves`, `go(index, animate)`, `caption(index)`,
`set_speed`, `set_scale`, `set_side_shown`, `retranslate`, `describe(index, move)` (`AdvisedDrawing`: the
viewer shows Expert's opinion of a seat's moves) and `review`, `show_before`, `review_words` (`ReviewedDrawing`:
a turn judged is shown on the position before it, the tile played and Expert's drawn, `advicedrawing`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QLabel,
    QListWidget,
    QStyleOptionGraphicsItem,
    QWidget,
)

from thurntaxis.carcassonne.rules import (
    PLACE,
    GameRecord,
    GameState,
    Move,
    apply,
    final_scorings,
    parse_move,
    replay,
    result,
)
from thurntaxis.carcassonne.rules.state import xy
from thurntaxis.carcassonne.ui.advicedrawing import AdviceOverlay, CarcassonneReview, review_words
from thurntaxis.carcassonne.ui.gamelog import (
    LogEntry,
    joined_text,
    log_text,
    move_entries,
    scored_record,
    winner_entry,
)
from thurntaxis.carcassonne.ui.items import Z_SEGMENTS
from thurntaxis.carcassonne.ui.panels import ScorePanel, paper_column
from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER, COLOURS, seat_colours
from thurntaxis.carcassonne.ui.scene import CarcassonneScene, FeatureHover
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.carcassonne.ui.view import MARGIN, CarcassonneView
from thurntaxis.errors import IllegalMoveError, RecordError
from thurntaxis.gameui import Judgement
from thurntaxis.kit import theme
from thurntaxis.kit.players import HUMAN, Seat
from thurntaxis.kit.recorded import Recorded
from thurntaxis.kit.scoreplot import ScorePlot, Series

SIDE_WIDTH = 300
HIGHLIGHT = QColor("#f7d774")
MARKED = QColor("#ffd54a")
ADVISED = QColor("#d2462b")  # the square of Expert's placement, where it differs


def default_seats(record: GameRecord) -> list[Seat]:
    """Seats for a record that comes without them: its players' names in the rulebook's colours."""
    return [Seat(name, HUMAN, colour=c) for name, c in zip(record.players, COLOUR_ORDER, strict=False)]


def tile_ticks(states: list[GameState], every: int = 12) -> list[tuple[int, str]]:
    """The positions where the 12th, 24th... tile lies down, labelled with that number (the plot's x axis)."""
    ticks, counted = [], 0
    for index, state in enumerate(states):
        tiles = len(state.board)
        if tiles > counted and tiles % every == 0:
            ticks.append((index, str(tiles)))
        counted = max(counted, tiles)
    return ticks


class RecordedCarcassonne(Recorded[GameRecord, GameState, Move, LogEntry]):
    """A record replayed once (`kit.recorded`); the opening wrote no line, the last move also the final scoring,
    feature by feature, and the winner's line."""

    def _replayed(self) -> tuple[list[GameState], list[Move]]:
        if len(self.seats) != len(self.record.players):
            raise RecordError(
                f"field 'seats': {len(self.seats)} seats for {len(self.record.players)} players",
                "record_field",
                field="seats",
                problem="seats_players",
            )
        states = replay(self.record)  # raises RecordError for a move that does not parse or is not allowed
        return states, [parse_move(text) for text in self.record.moves]

    def _entries(self, before: GameState, move: Move, after: GameState) -> list[LogEntry]:
        return move_entries(self.names, move, before, after, quiet=False)

    def _ending(self) -> list[LogEntry]:
        final, names = self.states[-1], self.names
        if not final.game_over or self.last == 0:
            return []
        scorings = [scored_record(names, final, item)[0] for item in final_scorings(final)]
        return [("final", ()), *scorings, winner_entry(names, result(final))]

    def scores(self, index: int) -> list[int]:
        """Each player's score at position `index`, as the rules count it."""
        return list(result(self.states[index]).scores)


class PlacedMark(QGraphicsItem):
    """A ring around the square of the tile the shown move placed."""

    def __init__(self, colour: QColor = MARKED) -> None:
        super().__init__()
        self.colour = colour
        self.setZValue(Z_SEGMENTS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.square: tuple[int, int] | None = None
        self.hide()

    def mark(self, square: tuple[int, int] | None) -> None:
        """Ring `square` (None: nothing)."""
        self.square = square
        self.setVisible(square is not None)
        if square is not None:
            self.setPos(square[0] * UNIT, square[1] * UNIT)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, UNIT, UNIT).adjusted(-UNIT * 0.1, -UNIT * 0.1, UNIT * 0.1, UNIT * 0.1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        square = QRectF(0, 0, UNIT, UNIT).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(0, 0, 0, 150), UNIT * 0.12))
        painter.drawRoundedRect(square, 6, 6)
        painter.setPen(QPen(self.colour, UNIT * 0.07))
        painter.drawRoundedRect(square, 6, 6)


class ReplayScene(CarcassonneScene):
    """The play area of a replay: positions only (no tray, no targets), the area of the whole game kept while
    stepping, so that the tiles stay where they are."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.tray.hide()
        self.placed = PlacedMark()
        self.addItem(self.placed)
        self.advised = PlacedMark(ADVISED)  # where Expert would have placed the tile instead
        self.addItem(self.advised)
        self.frame: QRectF | None = None  # the play area of the whole game

    def show_position(self, state: GameState, names: list[str], colours: list[str], placed: int | None) -> None:
        """Draw `state`, ringing the tile on square `placed` (a position's key; None: none)."""
        self.show_state(state, names, colours, interactive=False)
        self.tray.hide()
        self.placed.mark(xy(placed) if placed is not None else None)

    def _update_rect(self, state: GameState) -> None:
        if self.frame is None:
            super()._update_rect(state)
        else:
            self.setSceneRect(self.frame)  # (always: see the scene's `_update_rect`)


class ReplayView(CarcassonneView):
    """The view of a replay: the play area, zoomable and movable, with no room kept for a tray."""

    def _room(self) -> float:
        return MARGIN


class CarcassonneDrawing(QObject):
    """A recorded Carcassonne game drawn at any of its positions: `table` (the board's view) and `side` (scores,
    their plot, the log)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: RecordedCarcassonne | None = None
        self.colours: list[str] = []
        self.index = 0
        self.highlighted = range(0)
        self.scene = ReplayScene(self)
        self.view = ReplayView(self.scene)
        self.table: QWidget = self.view
        FeatureHover(self.scene).install(self.scene)  # pointing lights a feature and tells who holds it
        self.review = CarcassonneReview()
        self.overlay = AdviceOverlay(self.scene)  # a judged turn's tiles, over the position before it
        self._build_side()
        self.retranslate()

    def _build_side(self) -> None:
        side = QWidget()
        side.setMinimumWidth(SIDE_WIDTH)
        self.side = side
        column = paper_column(side)
        self.scores = ScorePanel(side)
        self.plot_title = QLabel(side)
        font = self.plot_title.font()
        font.setBold(True)
        self.plot_title.setFont(font)
        self.plot = ScorePlot(side, dark=False)
        self.plot.setMinimumSize(SIDE_WIDTH - 20, 130)
        self.log_title = QLabel(side)
        self.log_title.setFont(font)
        self.log_list = QListWidget(side)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_list.setWordWrap(True)
        self.log_list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        for widget in (self.scores, self.plot_title, self.plot, self.log_title):
            column.addWidget(widget)
        column.addWidget(self.log_list, 1)

    def retranslate(self) -> None:
        """Every text again in the language now installed (the position shown stays)."""
        self.scores.retranslate()
        self.plot_title.setText(Carcassonne.tr("The scores as they grew"))
        self.plot.setToolTip(
            Carcassonne.tr(
                "Each player's score after every move; the dashed line is the move shown. Click to go to a move."
            )
        )
        self.plot.set_texts(Carcassonne.tr("Tile"))
        self.log_title.setText(Carcassonne.tr("Game log"))
        if self.game is not None:
            self._fill_log()
            self.go(self.index)

    def set_speed(self, speed: str) -> None:
        """The animation speed: positions are shown without animation, so there is nothing to do."""

    def set_scale(self, scale: float) -> None:
        """The UI scale: the side grows with it (at least its width; the frame gives it what the board leaves)."""
        self.side.setMinimumWidth(round(SIDE_WIDTH * scale))

    def set_side_shown(self, shown: bool, compact: bool) -> None:
        """Show or fold the side; `compact` (a low window) leaves out the plot's heading, never the plot."""
        self.side.setVisible(shown)
        self.plot_title.setVisible(not compact)

    # ---- the game shown ----------------------------------------------------------------------------------

    def show_game(self, record: GameRecord, seats: list[Seat] | None = None) -> int:
        """Replay `record` and show its opening; the number of moves. Without seats its players have the
        rulebook's colours. Raises `RecordError` (nothing shown changes) when the record does not replay or the
        seats do not match it."""
        game = RecordedCarcassonne(record, default_seats(record) if seats is None else seats)
        self.game = game
        self.colours = seat_colours(game.seats)
        self.scores.set_players(game.names, self.colours)
        columns = zip(*(game.scores(i) for i in range(game.last + 1)), strict=True)
        self.plot.set_series(
            [
                Series(name, COLOURS[colour], tuple(values), theme.MARKS.get(colour, ""))
                for name, colour, values in zip(game.names, self.colours, columns, strict=True)
            ],
            tile_ticks(game.states),
            steps=True,
            places=[str(len(state.board)) for state in game.states],  # the tiles laid, in the tooltip
        )
        self.scene.frame = None
        self.scene.show_state(game.states[-1], game.names, self.colours, interactive=False)
        self.scene.frame = self.scene.sceneRect()  # the play area of the whole game, kept while stepping
        self._fill_log()
        self.go(0)
        self.view.fit()
        return game.last

    def _fill_log(self) -> None:
        assert self.game is not None
        self.log_list.clear()
        for entry in self.game.entries:
            self.log_list.addItem(log_text(entry))
        self.highlighted = range(0)

    def go(self, index: int, animate: bool = False) -> None:
        """Show position `index` (0: the opening; n: after the n-th move); shown at once, `animate` or not."""
        game = self.game
        if game is None:
            return
        self.index = index = max(0, min(index, game.last))
        state = game.states[index]
        self.overlay.clear()
        self.scene.advised.mark(None)
        self.scene.show_position(state, game.names, self.colours, state.last if index > 0 else None)
        self.scores.show_state(state, game.names)
        self.plot.set_marked(index)
        self._highlight(game.lines[index])

    def caption(self, index: int) -> str:
        """What the move that led to position `index` did (the lines it wrote in the log)."""
        if self.game is None or not 0 < index <= self.game.last:
            return ""
        return joined_text([self.game.entries[n] for n in self.game.lines[index]])

    def describe(self, index: int, move: Move) -> str:
        """What `move` would have done in place of move `index` (the lines it would have written in the log)."""
        game = self.game
        if game is None or not 0 < index <= game.last:
            return str(move)
        before = game.states[index - 1]
        try:
            after = apply(before, move)
        except IllegalMoveError:
            return str(move)
        return joined_text(move_entries(game.names, move, before, after, quiet=False))

    def mark_advice(self, move: Move | None) -> None:
        """Ring the square where `move` would have placed the tile (None, or a follower move: nothing)."""
        self.scene.advised.mark((move.x, move.y) if move is not None and move.kind == PLACE else None)

    def show_before(self, judgement: Judgement | None, index: int) -> None:
        """The position before move `index`, the tile played drawn faint and ringed yellow, Expert's (once it has
        judged) with its follower and ringed red, each labelled with the worth Expert expects of it."""
        game = self.game
        if game is None or not 0 < index <= game.last:
            return
        self.index = index
        before = game.states[index - 1]
        self.scene.show_position(before, game.names, self.colours, None)
        self.scores.show_state(before, game.names)
        self.plot.set_marked(index - 1)
        self._highlight(game.lines[index])
        colour = self.colours[before.current]
        self.overlay.show(judgement, game.moves[index - 1], colour, (self.scene.placed, self.scene.advised))

    def review_words(self, judgement: Judgement, name: str) -> str:
        """How Expert's turn differs from the one `name` played."""
        return review_words(judgement, name)

    def _highlight(self, lines: range) -> None:
        """Mark these lines of the log and scroll them into the middle of it."""
        for number in self.highlighted:
            if number < self.log_list.count():
                self.log_list.item(number).setBackground(QBrush())
        for number in lines:
            self.log_list.item(number).setBackground(HIGHLIGHT)
        self.highlighted = lines
        if lines:
            self.log_list.scrollToItem(self.log_list.item(lines.start), QListWidget.ScrollHint.PositionAtCenter)
        elif self.index == 0:
            self.log_list.scrollToTop()

    def highlighted_lines(self) -> list[str]:
        """The texts of the highlighted lines of the log."""
        return [self.log_list.item(n).text() for n in self.highlighted]

    def shown_scores(self) -> list[int]:
        """The scores the score panel shows."""
        return [int(self.scores.score_label(p).text()) for p in range(len(self.scores.rows))]
