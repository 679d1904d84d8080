"""What helps a player find their way on a still Carcassonne board: the marks at the view's edge for the latest tiles
and the lit squares out of sight (`edgemarks`), a map of the whole board at the foot of the tray's column
(`overview`), and, while the side is folded away, the scores in the column below the tray (`scorestrip`). Kept in
step with the page's position, its camera and its side."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent

from thurntaxis.carcassonne.rules import xy
from thurntaxis.carcassonne.ui.edgemarks import EdgeMarks, Target
from thurntaxis.carcassonne.ui.marks import latest_tiles
from thurntaxis.carcassonne.ui.overview import PAD, Overview
from thurntaxis.carcassonne.ui.scorestrip import ScoreStrip
from thurntaxis.carcassonne.ui.tray import HEIGHT as TRAY_HEIGHT
from thurntaxis.carcassonne.ui.tray import WIDTH as TRAY_WIDTH
from thurntaxis.carcassonne.ui.view import MARGIN

LEAST_MAP = 90  # the overview needs this many pixels of the column's height, else it is left out


class BoardAids(QObject):
    """The edge marks and the folded side's score strip of a Carcassonne page (`page`: its controller, scene,
    view, fold, names and colours)."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.edges = EdgeMarks(page.view)
        self.strip = ScoreStrip(page.view.viewport())
        self.strip.hide()
        self.overview = Overview(page.view)
        self.overview.hide()
        page.controller.changed.connect(lambda _state: self.refresh())  # (after the page has drawn it)
        page.controller.gameStarted.connect(self.refresh)
        page.fold.shown_changed.connect(lambda _shown: self.refresh())
        page.scores.shown.connect(self._count)  # (points and followers counted as they land)
        page.view.camera_moved.connect(self._place)
        page.installEventFilter(self)
        page.view.installEventFilter(self)  # L: what a mark at the edge shows, one after another

    def refresh(self) -> None:
        """Marks and scores as the position on the page has them."""
        page, controller = self.page, self.page.controller
        if not controller.has_game or len(page.colours) != len(page.names):
            self.edges.show([])
            self.strip.hide()
            self.overview.hide()
            return
        latest = latest_tiles(controller.states, controller.moves)
        board = controller.state.board
        targets = [
            Target("tile", (xy(pos),), page.colours[player], page.names[player], board[pos].tile, board[pos].rotation)
            for player, pos in sorted(latest.items())
            if player < len(page.colours) and pos in board
        ]
        lit = tuple(sorted(page.scene.lit_squares()))
        if lit:
            targets.append(Target("fits", lit))
        self.edges.show(targets)
        self._count()
        self.overview.show_state(controller.state, latest, page.colours)
        self.overview.retranslate()
        self._place()

    def _count(self) -> None:
        """The strip's counts as the side's score panel has them (less what still flies there)."""
        page = self.page
        if not page.controller.has_game or len(page.scores.rows) != len(page.names):
            return
        rows = range(len(page.scores.rows))
        points = [int(page.scores.score_label(i).text() or 0) for i in rows]
        supply = [int(getattr(page.scores.supply_label(i), "count", 0)) for i in rows]
        self.strip.show_state(page.controller.state, page.names, page.colours, (points, supply))

    def landing(self, player: int, what: str) -> QPointF | None:
        """Where a player's points ("points") or followers ("followers") land while the side is folded away (the
        strip's row, in the page's coordinates); None while the side is shown."""
        if not self.strip.isVisible():
            return None
        return QPointF(self.strip.mapTo(self.page, self.strip.landing(player, what).toPoint()))

    def _place(self) -> None:
        """The strip below the tray (while the side is folded), the map below them, in the tray's column."""
        page = self.page
        has_game = page.controller.has_game
        folded = page.side.isHidden() and has_game
        self.strip.setVisible(folded)
        column = page.view.tray_rect()  # (none once the game is over: the final scoring lies there)
        top = round(MARGIN + TRAY_HEIGHT + MARGIN) if column is not None else MARGIN  # (no tray: at the top)
        if folded:
            self.strip.setFixedWidth(round(TRAY_WIDTH))
            self.strip.move(MARGIN, top)
            self.strip.raise_()
            top += self.strip.height() + MARGIN
        room = page.view.viewport().height() - MARGIN - top
        shown = has_game and column is not None and room >= LEAST_MAP
        self.overview.setVisible(shown)
        if shown:
            area, width = page.scene.sceneRect(), round(TRAY_WIDTH)
            shape = area.height() / area.width() if area.width() > 0 else 1.0
            height = min(room, width, round((width - 2 * PAD) * shape + 2 * PAD))
            bottom = page.view.viewport().height() - MARGIN
            self.overview.setGeometry(QRect(MARGIN, bottom - height, width, height))
            self.overview.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # (the marks' and the strip's tooltips)
        if watched is self.page.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if plain and event.key() == Qt.Key.Key_L and self.edges.shown():
                self.edges.bring(self.edges.shown()[0])  # (the latest tiles first, then the squares)
                return True
        return False


__all__ = ["BoardAids"]
