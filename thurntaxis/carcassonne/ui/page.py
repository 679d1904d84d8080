"""The Carcassonne page: the table (a zoomable view with the tray of the drawn tile and the supply), and beside it
what to do next, the score panel, the tiles left, the buttons, a short log and, at the end, the breakdown.

The window shows it as any game's table (the kit's `thurntaxis.kit.page.TablePage`, which does what every table
does).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.carcassonne.rules import (
    NONE,
    PLACE,
    PLACE_PHASE,
    GameState,
    Move,
    Result,
)
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.boardaids import BoardAids
from thurntaxis.carcassonne.ui.controller import CarcassonneController
from thurntaxis.carcassonne.ui.enddialog import SummaryDialog
from thurntaxis.carcassonne.ui.flights import Flight, Flights
from thurntaxis.carcassonne.ui.fold import SideFold
from thurntaxis.carcassonne.ui.gamelog import log_text, winner_entry
from thurntaxis.carcassonne.ui.keyboard import KeyboardPlay
from thurntaxis.carcassonne.ui.loglist import LogList
from thurntaxis.carcassonne.ui.notice import Notice, hint_text, turn_instruction
from thurntaxis.carcassonne.ui.panels import Breakdown, ScorePanel, paper_column
from thurntaxis.carcassonne.ui.pieces import seat_colours
from thurntaxis.carcassonne.ui.pile import PileLabel
from thurntaxis.carcassonne.ui.scene import CarcassonneScene, FeatureHover
from thurntaxis.carcassonne.ui.scoringshow import show_scoring
from thurntaxis.carcassonne.ui.story import TableStory
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.view import CarcassonneView
from thurntaxis.carcassonne.ui.worthshow import WorthHover
from thurntaxis.kit.budgets import NO_BUDGETS, Budgets
from thurntaxis.kit.interaction import ClickTargets, DragPieces
from thurntaxis.kit.page import TablePage
from thurntaxis.kit.players import REMOTE

SIDE_WIDTH = 270


class CarcassonnePage(TablePage[GameState, Move]):
    """A game of Carcassonne played with the mouse (its `problem`: a refusal or hint for the status line, only while
    the side is folded away)."""

    controller: CarcassonneController

    def __init__(self, parent: QWidget | None = None, speed: str = "normal", budgets: Budgets = NO_BUDGETS) -> None:
        super().__init__(CarcassonneController(None, budgets), parent)
        self.scene = CarcassonneScene(self)
        self.view = CarcassonneView(self.scene, self)
        self.drag = DragPieces(self.scene, self)
        self.clicks = ClickTargets(self.scene.click_intent, self)
        self.hover = FeatureHover(self.scene)
        # Installed last, seen first: the drag, then clicks on lit places, then the hover (which never keeps one).
        self.hover.install(self.scene)
        self.clicks.install(self.scene)
        self.drag.install(self.scene)
        self.worth = WorthHover(self.scene, self.status.emit, self._show_instructions)  # (seen before the drag)
        self.worth.install(self.scene)
        self.keys = KeyboardPlay(self.scene, self.view.reveal, self.view.centre, self)
        self.keys.install(self.scene)  # (last: the keyboard's piece goes back to the tray when the mouse comes)
        self.flights = Flights(self)
        self.colours: list[str] = []
        self._moves_shown = 0
        self._notice: tuple[str, dict[str, Any]] | None = None
        self._hint: Move | None = None
        self._build()
        self.story = TableStory(self)  # the log, the latest tiles marked, a computer's move arriving, the final scoring
        self.aids = BoardAids(self)  # what lies out of sight marked at the view's edge; the scores when folded
        self.set_speed(speed)
        self.drag.intent.connect(self._intent)
        self.drag.refused.connect(self._refused)
        self.drag.clicked.connect(self._piece_clicked)
        self.clicks.intent.connect(self._intent)
        self.keys.intent.connect(self._intent)
        self.keys.refused.connect(self._refused)
        self.controller.message.connect(self._refused)
        self.controller.thinking.connect(lambda _busy: self._show_instructions())
        self.controller.finished.connect(self._finished)
        self.retranslate()

    # ---- building ----------------------------------------------------------------------------------------

    def _build(self) -> None:
        side = QWidget(self)
        side.setObjectName("side")
        side.setFixedWidth(SIDE_WIDTH)
        self.side = side
        column = paper_column(side)
        self.instructions = QLabel(side)
        self.instructions.setWordWrap(True)
        self.instructions.setObjectName("instructions")
        font = self.instructions.font()
        font.setBold(True)
        self.instructions.setFont(font)
        self.notice = Notice(side)
        self.scores = ScorePanel(side)
        self.tiles_left = PileLabel(side)
        buttons = QGridLayout()
        buttons.setSpacing(4)

        def button(row: int, col: int, action: Callable[[], object], span: int = 1) -> QPushButton:
            made = QPushButton(side)
            made.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            made.clicked.connect(lambda _checked=False: action())
            buttons.addWidget(made, row, col, 1, span)
            return made

        self.rotate_button = button(0, 0, self.rotate)
        self.no_follower_button = button(0, 1, self.no_follower)
        self.undo_button = button(1, 0, self.undo)
        self.hint_button = button(1, 1, self.hint)
        self.fit_button = button(2, 0, self.view.fit)
        zoom = QHBoxLayout()
        self.zoom_in_button = QPushButton(side)
        self.zoom_out_button = QPushButton(side)
        for made, factor in ((self.zoom_out_button, 1 / 1.25), (self.zoom_in_button, 1.25)):
            made.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            made.clicked.connect(lambda _checked=False, f=factor: self.view.zoom(f))
            zoom.addWidget(made)
        buttons.addLayout(zoom, 2, 1)
        self.farms_box = QCheckBox(side)
        self.farms_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.farms_box.toggled.connect(self.scene.set_farms_shown)
        buttons.addWidget(self.farms_box, 3, 0, 1, 2)
        self.log_list = LogList(side)
        # The final scoring lies over the table's corner (where the tray was): the side is too narrow for it.
        self.final = QFrame(self.view)
        self.final.setObjectName("final")
        self.final.setStyleSheet("QFrame#final { background: #f6efdd; border: 1px solid #8a7a5a; border-radius: 8px; }")
        final_column = QVBoxLayout(self.final)
        self.breakdown_title = QLabel(self.final)
        title_font = self.breakdown_title.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        self.breakdown_title.setFont(title_font)
        self.breakdown = Breakdown(self.final)
        self.hide_final_button = QPushButton(self.final)
        self.hide_final_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide_final_button.clicked.connect(self.final.hide)
        final_column.addWidget(self.breakdown_title)
        final_column.addWidget(self.breakdown)
        final_column.addWidget(self.hide_final_button, 0, Qt.AlignmentFlag.AlignRight)
        self.final.hide()
        for widget in (self.instructions, self.notice, self.scores, self.tiles_left):
            column.addWidget(widget)
        column.addLayout(buttons)
        column.addWidget(self.log_list, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        self.fold = SideFold(side, self, self.view.hold)
        row.addWidget(self.fold.handle)
        row.addWidget(side)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        # In the window, its status bar says what to do: the page leaves out its own line, so a player reads it once.
        self.instructions.setVisible(self.isWindow())

    # ---- the page -----------------------------------------------------------------------------------------

    def _still(self) -> None:
        self.drag.cancel()
        self.keys.cancel()
        self.flights.stop()

    def stop(self) -> None:
        """Stop the computer players and what moves on the table (before closing or starting another game)."""
        super().stop()
        self.story.stop()

    def _fit(self) -> None:
        """The page is drawn at its own size; the side folds by the page's width at this scale."""
        self.fold.scale = self.scale
        self.fold.fit()

    def show_side(self, shown: bool | None) -> None:
        """Show or fold the side (the View menu); None: as the page's width allows (`fold.SideFold`)."""
        self.fold.show_side(shown)

    def set_guard(self, allows: Callable[[Any], bool] | None) -> None:
        super().set_guard(allows)
        self.fold.lesson(allows is not None)  # a lesson's balloons point at the side: it stays at any width

    def side_shown(self) -> bool:
        """Whether the side is shown beside the table (or would be, the page being shown)."""
        return self.fold.shown()

    def end_dialog(self, parent: Any) -> Any:
        """The summary of a finished game, with Rematch, Replay and New game (it opens once the final scoring has
        been shown)."""
        return SummaryDialog(self, parent) if self.controller.has_game and self.controller.state.game_over else None

    def _animate(self, ms: int) -> None:
        self.scene.animation_ms = ms

    def _shown_new(self) -> None:
        self.view.fit()

    def show_connected(self, connected: list[bool]) -> None:
        """Under each remote seat's name, whether its player is connected."""
        marks = [
            ("remote" if on else "away") if s.kind == REMOTE else ""
            for s, on in zip(self.seats, connected, strict=False)
        ]
        self.scores.levels = [mark or level for mark, level in zip(marks, self.scores.levels, strict=False)]
        if self.controller.has_game:
            self.scores.show_state(self.controller.state, self.names)

    def retranslate(self) -> None:
        """Show every text in the language now installed."""
        self.rotate_button.setText(Carcassonne.tr("Rotate"))
        self.rotate_button.setToolTip(
            Carcassonne.tr("Turn the drawn tile a quarter turn clockwise (R, or the wheel over it).")
        )
        self.no_follower_button.setText(Carcassonne.tr("No follower"))
        self.no_follower_button.setToolTip(Carcassonne.tr("End the turn without placing a follower (Enter)."))
        self.undo_button.setText(Carcassonne.tr("Undo"))
        self.undo_button.setToolTip(Carcassonne.tr("Take back your last move, before the next player moves."))
        self.hint_button.setText(Carcassonne.tr("Hint"))
        self.hint_button.setToolTip(Carcassonne.tr("Show the move a Medium computer player would make."))
        self.fit_button.setText(Carcassonne.tr("Fit"))
        self.fit_button.setToolTip(Carcassonne.tr("Show the whole play area (F)."))
        self.zoom_in_button.setText("+")
        self.zoom_in_button.setToolTip(Carcassonne.tr("Zoom in (+, or the wheel over the table)."))
        self.zoom_out_button.setText("−")
        self.zoom_out_button.setToolTip(Carcassonne.tr("Zoom out (−, or the wheel over the table)."))
        self.farms_box.setText(Carcassonne.tr("Show the farms"))
        self.farms_box.setToolTip(Carcassonne.tr("Colour every farm by the player whose farmers hold it."))
        self.breakdown_title.setText(Carcassonne.tr("Final scoring"))
        self.hide_final_button.setText(Carcassonne.tr("Hide"))
        self.notice.reserve()
        self.scores.retranslate()
        self.fold.retranslate()
        self.log_list.show_all()
        hinted, notice = self._hint, self._notice
        if self.controller.has_game:
            self._draw(self.controller.state)
            if hinted is not None and self.controller.is_human_turn():
                self._show_hint(hinted)  # the hint stays, said in the new language (it stayed in the old one)
            elif notice is not None:
                self._refused(*notice)
            if self.controller.state.game_over and not self.story.finale.running:
                self._show_final(self.controller.result())

    # ---- state ---------------------------------------------------------------------------------------

    def _started(self) -> None:
        c, seats = self.controller, self.seats
        self._still()
        self._moves_shown = 0
        self.colours = seat_colours(seats)
        self.story.begin()
        self._clear_notice()
        self.final.hide()
        self.log_list.show()
        self.scores.set_players(self.names, self.colours, ["" if s.is_human else s.level or s.kind for s in seats])
        self.scene.remote = frozenset(i for i, s in enumerate(seats) if s.kind == REMOTE)
        for number, (before, move, after) in enumerate(zip(c.states, c.moves, c.states[1:], strict=False), 1):
            self.story.log(number, move, before, after)  # a loaded game's moves
        self.view.setFocus()

    def _draw(self, state: GameState) -> None:
        self._hint = None
        interactive = self.controller.is_human_turn()
        self.drag.cancel()
        self.keys.cancel()
        moves = len(self.controller.moves)
        if moves < self._moves_shown:  # an undo: what was flying belongs to the move taken back
            self.flights.stop()
        self._moves_shown = moves
        self.scene.show_state(state, self.names, self.colours, interactive)
        self.scores.show_state(state, self.names)
        self.tiles_left.show_state(state)
        placing = interactive and state.phase == PLACE_PHASE
        self.rotate_button.setEnabled(placing)
        self.no_follower_button.setEnabled(interactive and not placing)
        self.undo_button.setEnabled(self.controller.can_undo())
        self.hint_button.setEnabled(interactive)
        self._show_instructions()
        self.story.shown(state)

    def _show_instructions(self) -> None:
        if not self.controller.has_game:
            return
        state = self.controller.state
        name = self.names[state.current] if not state.game_over else ""
        if state.game_over:  # the winner once the final scoring has been shown
            final = self.story.finale.running
            text = log_text(("final", ()) if final else winner_entry(self.names, self.controller.result()))
        elif not self.controller.is_human_turn():  # a computer thinks; a friend moves on another machine
            text = texts.fill(texts.elsewhere(self.seats[state.current].kind == REMOTE)[0], name)
        else:
            text = turn_instruction(name, state.phase == PLACE_PHASE, bool(self.scene.lit_segments()))
        self.instructions.setText(text)
        self.status.emit(text)

    # ---- intents ---------------------------------------------------------------------------------------

    def _intent(self, move: object) -> None:
        if isinstance(move, Move):
            self._clear_notice()
            self.submit(move)

    def _refused(self, code: str, params: dict[str, Any]) -> None:
        self._notice = (code, params)
        text = texts.explain(code, params)
        self._say(text)

    def _say(self, text: str) -> None:
        """A notice beside the scores, said once: the status line keeps saying what to do (unless the side is
        folded away: then the status line says it, in place of the side)."""
        self.notice.setText(text)
        if text and not self.notice.isVisibleTo(self):
            self.problem.emit(text)

    def _clear_notice(self) -> None:
        self._notice = None
        self.notice.clear()

    def _piece_clicked(self, piece: object) -> None:
        if piece == "tile":
            self.rotate()

    def rotate(self) -> None:
        """Turn the drawn tile a quarter turn clockwise."""
        self.scene.turn(None, 1)

    def no_follower(self) -> None:
        """End the turn without a follower."""
        if self.controller.is_human_turn() and self.controller.state.phase != PLACE_PHASE:
            self._clear_notice()
            self.submit(NONE)

    def _show_hint(self, move: Move) -> None:
        """Draw the hinted move on the table, let the keyboard make it, and say it."""
        self._hint = move
        self.scene.show_hint(move)
        if move.kind == PLACE:
            self.view.reveal_square(move.x, move.y)  # clear of the tray
            self.keys.go_to((move.x, move.y))  # a carried tile goes there, else the first arrow picks it up there
        elif str(move) in self.scene.lit_segments():
            self.keys.carry_to(str(move))  # the follower on the hinted place: Enter puts it there, as for the tile
        self._say(hint_text(move.kind))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.no_follower()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self.final.isVisible():  # as its Hide button
            self.final.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    # ---- what happened -----------------------------------------------------------------------------------

    def _moved(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        if move.kind != PLACE:  # (the view stays still: a tile laid out of sight gets a mark at its edge)
            self.show_scoring(after)
        self.story.moved(seat, move, before, after)

    def show_scoring(self, after: GameState) -> list[Flight]:
        """The features the last turn completed glow, their points fly to the scorers' rows and their followers
        go home (see `thurntaxis.carcassonne.ui.scoringshow`)."""
        return show_scoring(self, after)

    def _finished(self, res: Result) -> None:
        # The final scoring feature by feature (shown when a move here ended the game), then the breakdown.
        def shown() -> None:
            self._show_final(res)
            self._show_instructions()

        self.story.finished(res, shown)
        self._show_instructions()

    def _show_final(self, res: Result) -> None:
        self.breakdown.show_result(res, self.names, self.colours)
        self.final.adjustSize()
        self.final.move(8, 8)
        self.final.show()
        self.final.raise_()

    def has_follower_choice(self) -> bool:
        """Whether the player to move is choosing a follower now (for the window's menus)."""
        return self.controller.is_human_turn() and self.controller.state.phase != PLACE_PHASE
