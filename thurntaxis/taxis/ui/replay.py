"""Thurn and Taxis in the replay viewer (`thurntaxis.gameui.ReplayDrawing`): a recorded position on the table
(which cannot be played there), every hand open, and the log with the lines of the current move highlighted. The
shell's frame (`thurntaxis.shell.replay`) brings the controls. A move the Expert judges is shown on the table
before it, the move played and the advice labelled there (`ReviewedDrawing`, `advicedrawing`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QTextBlockFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QVBoxLayout,
    QWidget,
)

from thurntaxis.gameui import Judgement
from thurntaxis.kit import fonts, theme
from thurntaxis.kit.animation import SPEED_ANIMATION
from thurntaxis.kit.players import Seat
from thurntaxis.kit.recorded import Recorded
from thurntaxis.kit.view import TableView
from thurntaxis.taxis.rules import GameRecord, GameState, Move, replay, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.advicedrawing import AdviceOverlay, TaxisReview, review_words
from thurntaxis.taxis.ui.gamelog import LogEntry, move_entries, opening_entries, render
from thurntaxis.taxis.ui.items import paint_house
from thurntaxis.taxis.ui.panels import SidePanel
from thurntaxis.taxis.ui.replayplot import ReplayPlot
from thurntaxis.taxis.ui.scene import TableScene
from thurntaxis.taxis.ui.tableplay import PointAt
from thurntaxis.taxis.ui.texts import city_name, hint_text

HIGHLIGHT = QColor("#f7d774")
CITY_MOVES = (mv.DRAW, mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD, mv.HOUSE)  # moves whose argument is a city


class RecordedGame(Recorded[GameRecord, GameState, Move, LogEntry]):
    """A record replayed once (`kit.recorded`); the opening has the log's first line."""

    def _replayed(self) -> tuple[list[GameState], list[Move]]:
        states = replay(self.record)  # raises RecordError for a move that does not parse or is not allowed
        return states, [Move.parse(text) for text in self.record.moves]

    def _opening(self) -> list[LogEntry]:
        return opening_entries(self.states[0])

    def _entries(self, before: GameState, move: Move, after: GameState) -> list[LogEntry]:
        return move_entries(before, move, after)

    def _ending(self) -> list[LogEntry]:
        return [LogEntry("game_over")] if self.states[-1].game_over else []


class HandsStrip(QWidget):
    """Every player's hand as cards in their land's colour, two players to a row in seat order; the player to move
    is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = standard_board()
        self.rows: list[tuple[Seat, tuple[int, ...], bool]] = []
        self.painted: list[tuple[str, tuple[int, ...], bool]] = []  # what the last painting showed (for tests)
        self.scale = 1.0

    def set_scale(self, scale: float) -> None:
        """Size the strip for the UI scale setting."""
        self.scale = scale
        self._fit_height()

    def set_hands(self, seats: list[Seat], state: GameState) -> None:
        """Show the hands of `state`."""
        self.rows = [(seat, state.hands[i], i == state.current and not state.game_over) for i, seat in enumerate(seats)]
        self.setToolTip(
            "\n".join(
                f"{seat.name}: " + ", ".join(city_name(self.board, c) for c in hand)
                for seat, hand, _moving in self.rows
            )
        )
        self._fit_height()
        self.update()

    def _row_height(self) -> int:
        return round(26 * self.scale)

    def _fit_height(self) -> None:
        self.setFixedHeight(math.ceil(len(self.rows) / 2) * self._row_height() + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.TABLE_DARK)
        height = self._row_height()
        width = (self.width() - 8) / 2
        name_font = QFont(fonts.SANS, round(9 * self.scale), QFont.Weight.Bold)
        card_font = QFont(fonts.SANS, round(9 * self.scale))
        self.painted = []
        for k, (seat, hand, moving) in enumerate(self.rows):
            cell = QRectF(4 + (k % 2) * width, 3 + (k // 2) * height, width - 4, height - 2)
            if moving:
                painter.setPen(QPen(theme.HIGHLIGHT, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell, 5, 5)
            paint_house(
                painter,
                QColor(theme.PLAYER_COLOURS[seat.colour]),
                theme.MARKS[seat.colour],
                height * 0.7,
                cell.topLeft() + QRectF(0, 0, height, height).center(),
            )
            painter.setFont(name_font)
            painter.setPen(QColor("#efe4c8"))
            name_width = 96 * self.scale
            name = QFontMetricsF(name_font).elidedText(seat.name, Qt.TextElideMode.ElideRight, name_width - 6)
            painter.drawText(
                QRectF(cell.left() + height, cell.top(), name_width, cell.height()), Qt.AlignmentFlag.AlignVCenter, name
            )
            self._paint_cards(
                painter,
                card_font,
                hand,
                QRectF(
                    cell.left() + height + name_width,
                    cell.top() + 2,
                    cell.width() - height - name_width - 4,
                    cell.height() - 4,
                ),
            )
            self.painted.append((seat.name, hand, moving))

    def _paint_cards(self, painter: QPainter, font: QFont, hand: tuple[int, ...], area: QRectF) -> None:
        """The cards of one hand side by side, narrower (their names shortened) when many must fit."""
        if not hand:
            return
        gap = 3.0
        card = min(92 * self.scale, (area.width() - gap * (len(hand) - 1)) / len(hand))
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for i, city in enumerate(hand):
            rect = QRectF(area.left() + i * (card + gap), area.top(), card, area.height())
            colour = QColor(theme.LAND_COLOURS[self.board.city_land[city]])
            painter.setPen(QPen(QColor("#3b2f22"), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(theme.text_on(colour))
            text = metrics.elidedText(city_name(self.board, city), Qt.TextElideMode.ElideRight, card - 4)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ReplayLog(SidePanel):
    """The player panels and the whole game's log, the current move's lines highlighted and scrolled to."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.highlighted = range(0)

    def show_game(self, game: RecordedGame) -> None:
        """One panel per seat and every line of the game's log."""
        self.set_seats(game.seats)
        self.entries = list(game.entries)
        self.log.setPlainText("\n".join(render(e, self.names, self.board) for e in self.entries))
        self.log.document().setUndoRedoEnabled(False)
        self.highlighted = range(0)

    def highlight(self, lines: range) -> None:
        """Mark these lines of the log and scroll them into the middle of it."""
        document = self.log.document()
        marked = QTextBlockFormat()
        marked.setBackground(HIGHLIGHT)  # the whole width of the line, over every row where it wraps
        for number, form in [*((n, QTextBlockFormat()) for n in self.highlighted), *((n, marked) for n in lines)]:
            if number < document.blockCount():
                QTextCursor(document.findBlockByNumber(number)).setBlockFormat(form)
        self.highlighted = lines
        if lines:
            self.log.setTextCursor(QTextCursor(document.findBlockByNumber(lines.start)))
            self.log.centerCursor()

    def highlighted_lines(self) -> list[str]:
        """The texts of the highlighted lines."""
        return [self.log.document().findBlockByNumber(n).text() for n in self.highlighted]

    def _range_changed(self, _low: int, _high: int) -> None:
        self.log.centerCursor()  # the log keeps the current move in view, never jumps to its end

    def _scrolled(self, _value: int) -> None:
        pass  # (the table's log goes back to its end while it follows; this one stays at the current move)

    def retranslate(self) -> None:
        lines, self.highlighted = self.highlighted, range(0)  # the log is written anew, without marks
        super().retranslate()
        self.highlight(lines)


class TaxisReplay:
    """The drawing of Thurn and Taxis's recorded positions: the table, every hand below it, the players and the
    log beside it."""

    def __init__(self) -> None:
        self.game: RecordedGame | None = None
        self.animation_ms = 0
        self.review = TaxisReview()
        self.overlay = AdviceOverlay()  # a judged move's labels, over the table before it
        self.scene = self._new_scene()
        self.view = TableView(self.scene)
        self.hands = HandsStrip()
        self.plot = ReplayPlot()  # every score over the game, the move shown marked
        self.side = ReplayLog()
        self.table = QWidget()
        column = QVBoxLayout(self.table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.hands)
        column.addWidget(self.plot)

    def _new_scene(self) -> TableScene:
        """A table that only shows positions: pointing lights the map, nothing plays."""
        scene = TableScene(standard_board())
        scene.read_only = True
        scene.animation_ms = self.animation_ms
        PointAt(scene).install(scene)
        return scene

    def show_game(self, record: GameRecord, seats: list[Seat]) -> int:
        """Replay `record` (RecordError for a move that does not replay) and show its opening; its moves."""
        game = RecordedGame(record, seats)
        self.game = game
        self.side.show_game(game)
        self.plot.show_game(game.states, game.moves, seats)
        self.scene.animation_ms = self.animation_ms
        return game.last

    def go(self, index: int, animate: bool) -> None:
        """Show position `index`; `animate`: the move that led to it."""
        game = self.game
        if game is None:
            return
        state = game.states[index]
        move = game.moves[index - 1] if animate and index > 0 else None
        mover = game.states[index - 1].current if move is not None else None
        self.overlay.clear()
        self.scene.render(state, game.seats, [], state.current, move, mover)
        self.side.update_from(state)
        self.hands.set_hands(game.seats, state)
        self.side.highlight(game.lines[index])
        self.plot.set_marked(index)

    def caption(self, index: int) -> str:
        """The log's lines of the move that led to position `index`."""
        game = self.game
        if game is None or index == 0:
            return ""
        names = [s.name for s in game.seats]
        return " ".join(render(game.entries[n], names, game.states[0].board) for n in game.lines[index])

    def describe(self, index: int, move: Move) -> str:
        """`move`, in place of move `index`, as advice to the player who made it (as the table's Hint says it)."""
        game = self.game
        return hint_text(game.states[index - 1], move) if game is not None and 0 < index <= game.last else str(move)

    def show_before(self, judgement: Judgement | None, index: int) -> None:
        """The table before move `index` (its player's hand open), the move played labelled and, once Expert has
        judged it, what its advice uses lit and labelled, each with the final lead Expert expects of it."""
        game = self.game
        if game is None or not 0 < index <= game.last:
            return
        before = game.states[index - 1]
        self.overlay.clear()
        self.scene.render(before, game.seats, [], before.current)
        self.side.update_from(before)
        self.hands.set_hands(game.seats, before)
        self.side.highlight(game.lines[index])
        self.plot.set_marked(index - 1)
        self.overlay.show(self.scene, judgement, game.moves[index - 1])

    def review_words(self, judgement: Judgement, name: str) -> str:
        """The move `name` played and Expert's, side by side."""
        game = self.game
        if game is None:
            return ""
        return review_words(game.states[judgement.index - 1], judgement, name)

    def mark_advice(self, move: Move | None) -> None:
        """Light the city `move` would have used, and its roads (None, or a move without a city: nothing)."""
        uses_city = move is not None and move.kind in CITY_MOVES and not (move.kind == mv.DRAW and move.arg == mv.DECK)
        self.scene.lighting.point_at_city(move.arg if move is not None and uses_city else None)

    def set_speed(self, speed: str) -> None:
        """Use an animation speed of the settings."""
        self.animation_ms = self.scene.animation_ms = SPEED_ANIMATION.get(speed, SPEED_ANIMATION["normal"])

    def set_scale(self, scale: float) -> None:
        """Size the panels' texts for the UI scale setting."""
        self.side.set_scale(scale)
        self.hands.set_scale(scale)
        self.plot.set_scale(scale)

    def set_side_shown(self, shown: bool, compact: bool) -> None:
        """Show or fold the players and the log."""
        self.side.setVisible(shown)
        if shown:
            self.side.set_compact(compact)

    def retranslate(self) -> None:
        """Every text again in the current language: the table (a new scene), the hands, the log."""
        self.overlay.clear()
        self.overlay.scene = None  # (the scene goes)
        self.scene = self._new_scene()
        self.view.replace_scene(self.scene)
        self.side.retranslate()
        self.plot.retranslate()
