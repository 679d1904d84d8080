"""Thurn and Taxis's table page: the table view and the players' panels beside it, the game's controller, and what
the player does on the table (drags, clicks, keys of the Play menu). The window shows it like any game's page
(the kit's `thurntaxis.kit.page.TablePage`, which does what every table does); it talks to the window by its
signals.

Its texts keep the translation context "MainWindow", where they were written when the table was the window's own.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSplitter, QToolTip, QVBoxLayout, QWidget

from thurntaxis.kit.budgets import NO_BUDGETS, Budgets
from thurntaxis.kit.interaction import DragPieces
from thurntaxis.kit.page import TablePage
from thurntaxis.kit.players import REMOTE
from thurntaxis.kit.view import TableView, fit_splitter
from thurntaxis.taxis.rules import GameState, Move, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.progress import score_progress
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.controller import GameController
from thurntaxis.taxis.ui.enddialog import EndGameDialog
from thurntaxis.taxis.ui.gamelog import move_entries, opening_entries
from thurntaxis.taxis.ui.pageactions import PlayActions
from thurntaxis.taxis.ui.panels import SidePanel
from thurntaxis.taxis.ui.prompt import PromptBar
from thurntaxis.taxis.ui.scene import TableScene
from thurntaxis.taxis.ui.tableplay import CardDrag, PointAt, TablePlay

SIDE_FOLDS_BELOW = 1200  # page width (at UI scale 1.0) under which the side panel folds away
PANELS_COMPACT_BELOW = 860  # page height (at UI scale 1.0) under which the player panels show the essentials


class TaxisPage(TablePage[GameState, Move]):
    """A game of Thurn and Taxis played with the mouse and the keys."""

    step_pause = True  # the moves of one computer's turn follow each other at the speed's shorter step
    controller: GameController

    def __init__(self, parent: QWidget | None = None, speed: str = "normal", budgets: Budgets = NO_BUDGETS) -> None:
        controller = GameController(None, budgets)
        super().__init__(controller, parent)
        self.scene = TableScene(standard_board())
        self.view = TableView(self.scene)
        self.side = SidePanel()
        self.prompt = PromptBar()  # what the player must do now, over the table (the status bar repeats it)
        table = QWidget()
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.prompt)
        column.addWidget(self.view, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._side_wanted: bool | None = None
        self._confirmed: int | None = None
        self._last_move: tuple[int, Move] | None = None
        self._actions = PlayActions(self)
        c = self.controller
        c.logLine.connect(self.side.add_log)
        c.problem.connect(self.problem.emit)
        c.thinking.connect(self._thinking)
        self._wire_scene()
        self.set_speed(speed)

    def _wire_scene(self) -> None:
        """Install on the table scene (each new one) what plays on it, and hear what the player asks for."""
        scene = self.scene
        self.drag = DragPieces(CardDrag(scene), scene, grip=True)
        self.play = TablePlay(scene, self.drag, self.controller.why_illegal)
        self.pointing = PointAt(scene)
        for interaction in (self.pointing, self.play, self.drag):  # the last installed sees the mouse first
            interaction.install(scene)
        self.play.intent.connect(self._intent)
        self.play.refused.connect(self.problem.emit)
        self.play.showHand.connect(self.confirm_viewer)
        self.play.hintRequested.connect(self.hint)
        self.play.undoRequested.connect(self.undo)

    # --- the page ---------------------------------------------------------------------------------------------

    def show_connected(self, connected: list[bool]) -> None:
        """Whether each seat's player is connected (the remote seats' panels say it)."""
        self.side.show_connected(connected)
        if self.controller.has_game:
            self.side.update_from(self.controller.state)

    def _animate(self, ms: int) -> None:
        self.scene.animation_ms = ms

    def set_scale(self, scale: float) -> None:
        """Use the UI scale of the settings."""
        self.side.set_scale(scale)
        self.prompt.set_scale(scale)
        super().set_scale(scale)

    def play_actions(self) -> list[Any]:
        """The Play menu's moves of this table (None: a separator)."""
        return self._actions.actions()

    def end_dialog(self, parent: Any) -> Any:
        """The scores of the game just finished, with rematch, new game and replay."""
        course = score_progress(self.controller.states, self.controller.moves)  # the game replayed by the rules
        return EndGameDialog(course, self.controller.seats, parent, (self.controller.states, self.controller.moves))

    def retranslate(self) -> None:
        """Every text again in the current language: the table (a new scene), the panels, the log, the status."""
        animation_ms, self.scene = self.scene.animation_ms, TableScene(standard_board())
        self.scene.animation_ms = animation_ms
        self._wire_scene()
        self.view.replace_scene(self.scene)
        self.side.retranslate()
        self._actions.name()
        if self.controller.has_game:
            self._last_move = None
            self._draw(self.controller.state)

    # --- the side panel -------------------------------------------------------------------------------------

    def show_side(self, shown: bool | None) -> None:
        """Show or fold the players' panels and the log (View menu); None: by the page's width."""
        self._side_wanted = shown
        self._fit()

    def side_shown(self) -> bool:
        """Whether the players' panels are shown beside the table (or would be, the page being shown)."""
        return self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * self.scale

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Narrow the side panel with the page; below SIDE_FOLDS_BELOW pixels fold it away (the table's routes
        panel shows every score) unless the player asked for it."""
        shown = self.side_shown()
        self.side.setVisible(shown)
        self.prompt.set_room(self.height())
        if shown:
            self.side.set_compact(self.height() < PANELS_COMPACT_BELOW * self.scale)
            height = self.height() - self.prompt.height()
            fit_splitter(self.splitter, self.scene, self.width(), height, self.scale)

    # --- who sees which hand --------------------------------------------------------------------------------

    def viewer(self, state: GameState) -> int | None:
        """The seat whose hand is shown: the only human; with several humans, the human to move once they have
        confirmed they are at the screen (nobody's while a computer plays, so no hand is left open)."""
        seats = self.controller.seats
        humans = [i for i, s in enumerate(seats) if s.is_human]
        if not humans:
            return state.current
        if len(humans) == 1:
            return humans[0]
        if state.game_over:
            return self._confirmed
        if seats[state.current].is_human and self._confirmed == state.current:
            return state.current
        return None

    def confirm_viewer(self) -> None:
        """The hot-seat player to move says they are at the screen: show their hand."""
        c = self.controller
        if c.has_game and c.is_human_turn():
            self._confirmed = c.state.current
            self._render()
            self._show_task(c.state)

    # --- reacting to the controller ---------------------------------------------------------------------------

    def _started(self) -> None:
        self._confirmed = None
        self._last_move = None
        self.side.set_seats(self.controller.seats)
        c = self.controller
        for entry in opening_entries(c.states[0], "continued" if c.moves else "begin"):
            self.side.add_log(entry)
        for before, move, after in zip(c.states, c.moves, c.states[1:], strict=False):  # a loaded game's moves
            for entry in move_entries(before, move, after):
                self.side.add_log(entry)

    def _moved(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        self._last_move = (seat, move)

    def _draw(self, state: GameState) -> None:
        self._render()
        self.side.update_from(state)
        self._show_task(state)

    def _show_task(self, state: GameState) -> None:
        """The line over the table and the status bar: who plays, and what the player to move can do now."""
        c = self.controller
        if state.game_over:
            self._say(QCoreApplication.translate("MainWindow", "The game is over."))
        elif not c.is_human_turn():  # a computer plays (then thinks: `_thinking`); a friend on another machine
            seat = c.seats[state.current]
            if seat.kind == REMOTE:
                waiting = QCoreApplication.translate("MainWindow", "Waiting for %1 to move (over the network)…")
                self._say(waiting.replace("%1", seat.name))
            else:
                self._say(QCoreApplication.translate("MainWindow", "%1 is playing…").replace("%1", seat.name))
        else:
            who = c.seats[state.current].name
            if self.viewer(state) is None:
                self._say(
                    QCoreApplication.translate(
                        "MainWindow", "%1, it is your turn: click the covered hand when you are ready."
                    ).replace("%1", who),
                    True,
                )
            else:
                self._say(texts.addressed(who, texts.phase_task(state)), True)

    def _say(self, text: str, task: bool = False) -> None:
        """Show `text` in the line over the table (`task`: bold on the highlight, the player is to act) and repeat
        it in the status bar."""
        if task:
            self.prompt.show_task(text)
        else:
            self.prompt.show_waiting(text)
        self.status.emit(text)

    def _render(self) -> None:
        c = self.controller
        if not c.has_game:
            return
        state = c.state
        moved = self._last_move
        self._last_move = None
        if state is not self.scene.state:
            QToolTip.hideText()  # it spoke of the position before, perhaps of an item that is gone now
        self.scene.render(
            state, c.seats, c.legal(), self.viewer(state), moved[1] if moved else None, moved[0] if moved else None
        )
        self.scene.undo_button.set_enabled(c.can_undo())

    def _intent(self, move: Move) -> None:
        if self.guard is not None and not self.guard(move):
            self._render()
            return
        state = self.controller.state
        cards = len(state.routes[state.current])
        if (
            move.kind == mv.START
            and cards
            and not self.prompter.ask(
                QCoreApplication.translate("MainWindow", "Start a new route?"),
                texts.counted("start_again", cards),
            )
        ):
            self._render()
            return
        self.controller.submit(move)

    def _thinking(self, busy: bool) -> None:
        if busy and self.controller.has_game:
            who = self.controller.seats[self.controller.state.current].name
            self._say(QCoreApplication.translate("MainWindow", "%1 is thinking…").replace("%1", who))

    # --- the player's commands ------------------------------------------------------------------------------

    def _no_hint(self) -> None:
        self.problem.emit(QCoreApplication.translate("MainWindow", "A hint is given when it is your turn."))

    def _show_hint(self, move: Move) -> None:
        """Say the move and point at what it uses."""
        self.status.emit(
            QCoreApplication.translate("MainWindow", "Hint: %1").replace(
                "%1", texts.hint_text(self.controller.state, move)
            )
        )
        self.scene.point_at(move)
