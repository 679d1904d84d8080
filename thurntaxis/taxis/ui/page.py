"""Thurn and Taxis's table page: the table view and the players' panels beside it, the game's controller, and what
the player does on the table (drags, clicks, keys of the Play menu). The window shows it like any game's page
(`thurntaxis.gameui.TablePage`); it talks to the window by its signals.

Its texts keep the translation context "MainWindow", where they were written when the table was the window's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QSplitter, QToolTip, QVBoxLayout, QWidget

from thurntaxis.kit.animation import SPEED_ANIMATION, SPEED_DELAY, SPEED_STEP
from thurntaxis.kit.interaction import DragPieces
from thurntaxis.kit.players import REMOTE, Seat
from thurntaxis.kit.view import TableView, fit_splitter
from thurntaxis.taxis.rules import GameState, Move, legal_moves, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.progress import score_progress
from thurntaxis.taxis.rules.state import AllLandsRule
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.controller import GameController
from thurntaxis.taxis.ui.enddialog import EndGameDialog
from thurntaxis.taxis.ui.gamelog import opening_entries
from thurntaxis.taxis.ui.pageactions import PlayActions
from thurntaxis.taxis.ui.panels import SidePanel
from thurntaxis.taxis.ui.table import TableScene
from thurntaxis.taxis.ui.tableplay import CardDrag, PointAt, TablePlay

SIDE_FOLDS_BELOW = 1200  # page width (at UI scale 1.0) under which the side panel folds away
PANELS_COMPACT_BELOW = 860  # page height (at UI scale 1.0) under which the player panels show the essentials


class _NoPrompter:
    def ask(self, title: str, text: str) -> bool:
        return True


class TaxisPage(QWidget):
    """A game of Thurn and Taxis played with the mouse and the keys."""

    network: Any = None  # the network game it follows (`thurntaxis.gameui.TablePage.network`)

    status = Signal(str)
    problem = Signal(str)
    changed = Signal(int)
    game_over = Signal(bool)  # True: a move made here ended it

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.prompter: Any = _NoPrompter()
        self.controller = GameController(self)
        self.scene = TableScene(standard_board())
        self.view = TableView(self.scene)
        self.side = SidePanel()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.scale = 1.0
        self._side_wanted: bool | None = None
        self._guard: Callable[[Move], bool] | None = None
        self._confirmed: int | None = None
        self._last_move: tuple[int, Move] | None = None
        self._ended_here: GameState | None = None
        self._actions = PlayActions(self)
        c = self.controller
        c.moveMade.connect(self._move_made)
        c.changed.connect(self._changed)
        c.logLine.connect(self.side.add_log)
        c.problem.connect(self.problem.emit)
        c.thinking.connect(self._thinking)
        c.gameFinished.connect(self._finished)
        c.gameStarted.connect(self._started)
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

    # --- the page protocol ----------------------------------------------------------------------------------

    @property
    def seats(self) -> list[Seat]:
        """The seats of the game on the table."""
        return list(self.controller.seats)

    def start(self, seats: list[Seat], seed: int | None, options: Mapping[str, Any] | None = None) -> None:
        """A new game for these seats; options: "all_lands" (a value of `AllLandsRule`), "start_player"."""
        options = options or {}
        rule = options.get("all_lands", AllLandsRule.ALL_NINE)
        start_player = options.get("start_player")
        self.controller.paused = False
        self.controller.start(seats, seed, AllLandsRule(rule), start_player)

    def load(self, record: Any, seats: list[Seat]) -> None:
        """Continue a recorded game (raises RecordError, changing nothing, when it does not replay)."""
        self.controller.paused = False
        self.controller.load(record, seats)

    def record(self) -> Any:
        """The game's record so far."""
        return self.controller.record()

    def has_game(self) -> bool:
        """Whether a game is on the table."""
        return self.controller.has_game

    def humans_turn(self) -> bool:
        """Whether a person is to move now."""
        return self.controller.is_human_turn()

    def running(self) -> bool:
        """Whether the game on the table is unfinished."""
        return self.controller.has_game and not self.controller.state.game_over

    def stop(self) -> None:
        """Stop the computer players (before another game, or closing)."""
        self.controller.stop()

    def clear(self) -> None:
        """Forget the game: none is on the table until the next one starts or loads."""
        self.controller.clear()

    def pause(self, paused: bool) -> None:
        """Hold the computer players, or let them go on."""
        if paused:
            self.controller.paused = True
        elif self.controller.paused:
            self.controller.resume()

    def play_guided(self, record: Any, seats: list[Seat], computer: Callable[[int], str]) -> None:
        """The guided game's deal; the computer seats play `computer(moves so far)` (a legal move if it strays)."""

        def scripted(states: Any, moves: Any, seat: int, stop: Callable[[], bool]) -> Move:
            legal = legal_moves(states[-1])
            try:
                move = Move.parse(computer(len(moves)))
            except (ValueError, IndexError):
                return legal[0]
            return move if move in legal else legal[0]

        self.controller.paused = False
        computers = {i: scripted for i, s in enumerate(seats) if not s.is_human}
        self.controller.load(record, seats, computers)  # type: ignore[arg-type]

    def follow(self, seats: list[Seat], view: GameState, send: Callable[[Move], None]) -> None:
        """Follow a game hosted elsewhere from its person's seat (`TableController.follow`)."""
        self.controller.paused = False
        self.controller.follow(seats, view, send)

    def arrive(self, view: GameState, seat: int | None, move: Move | None) -> None:
        """The host's next position (`TableController.arrive`)."""
        self.controller.arrive(view, seat, move)

    def answered(self) -> None:
        """The host refused the move sent: the position again."""
        self.controller.answered()

    def show_connected(self, connected: list[bool]) -> None:
        """Whether each seat's player is connected (the remote seats' panels say it)."""
        self.side.show_connected(connected)
        if self.controller.has_game:
            self.side.update_from(self.controller.state)

    def set_guard(self, allows: Callable[[Any], bool] | None) -> None:
        """Ask `allows(move)` before a player's move is submitted (the guided game)."""
        self._guard = allows

    def set_speed(self, speed: str) -> None:
        """Use an animation speed of the settings."""
        self.controller.delay_ms = SPEED_DELAY.get(speed, SPEED_DELAY["normal"])
        self.controller.step_ms = SPEED_STEP.get(speed, SPEED_STEP["normal"])
        self.scene.animation_ms = SPEED_ANIMATION.get(speed, SPEED_ANIMATION["normal"])

    def set_scale(self, scale: float) -> None:
        """Use the UI scale of the settings."""
        self.scale = scale
        self.side.set_scale(scale)
        self._fit_side()

    def play_actions(self) -> list[Any]:
        """The Play menu's moves of this table (None: a separator)."""
        return self._actions.actions()

    def end_dialog(self, parent: Any) -> Any:
        """The scores of the game just finished, with rematch, new game and replay."""
        course = score_progress(self.controller.states, self.controller.moves)  # the game replayed by the rules
        return EndGameDialog(course, self.controller.seats, parent)

    def retranslate(self) -> None:
        """Every text again in the current language: the table (a new scene), the panels, the log, the status."""
        fitted = self.view._fitted
        old = self.scene
        self.scene = TableScene(standard_board())
        self.scene.animation_ms = old.animation_ms
        self._wire_scene()
        self.view.setScene(self.scene)
        old.deleteLater()
        if fitted:
            self.view.fit()
        self.side.retranslate()
        self._actions.name()
        if self.controller.has_game:
            self._last_move = None
            self._changed(self.controller.state)

    # --- the side panel -------------------------------------------------------------------------------------

    def show_side(self, shown: bool | None) -> None:
        """Show or fold the players' panels and the log (View menu); None: by the page's width."""
        self._side_wanted = shown
        self._fit_side()

    def side_shown(self) -> bool:
        """Whether the players' panels are shown beside the table (or would be, the page being shown)."""
        return self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * self.scale

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_side()

    def _fit_side(self) -> None:
        """Narrow the side panel with the page; below SIDE_FOLDS_BELOW pixels fold it away (the table's routes
        panel shows every score) unless the player asked for it."""
        shown = self.side_shown()
        self.side.setVisible(shown)
        if shown:
            self.side.set_compact(self.height() < PANELS_COMPACT_BELOW * self.scale)
            fit_splitter(self.splitter, self.scene, self.width(), self.height(), self.scale)

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

    def _move_made(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        self._last_move = (seat, move)
        self._ended_here = after if after.game_over else None

    def _changed(self, state: GameState) -> None:
        self._render()
        self.side.update_from(state)
        self._show_task(state)
        self.changed.emit(len(self.controller.moves))

    def _show_task(self, state: GameState) -> None:
        """The status line: who plays, and what the player to move can do now."""
        c = self.controller
        if state.game_over:
            self.status.emit(QCoreApplication.translate("MainWindow", "The game is over."))
        elif not c.is_human_turn():  # a computer plays (then thinks: `_thinking`); a friend on another machine
            seat = c.seats[state.current]
            if seat.kind == REMOTE:
                waiting = QCoreApplication.translate("MainWindow", "Waiting for %1 to move (over the network)…")
                self.status.emit(waiting.replace("%1", seat.name))
            else:
                self.status.emit(QCoreApplication.translate("MainWindow", "%1 is playing…").replace("%1", seat.name))
        else:
            who = c.seats[state.current].name
            if self.viewer(state) is None:
                self.status.emit(
                    QCoreApplication.translate(
                        "MainWindow", "%1, it is your turn: click the covered hand when you are ready."
                    ).replace("%1", who)
                )
            else:
                self.status.emit(texts.addressed(who, texts.phase_task(state)))

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
        if self._guard is not None and not self._guard(move):
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
            self.status.emit(QCoreApplication.translate("MainWindow", "%1 is thinking…").replace("%1", who))

    def _finished(self, state: GameState) -> None:
        here = state is self._ended_here
        self._ended_here = None
        self.game_over.emit(here)

    # --- the player's commands ------------------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the last move of this turn, if allowed."""
        self.controller.undo()

    def hint(self) -> None:
        """Show a legal move and point at what it uses."""
        move = self.controller.hint()
        if move is None:
            self.problem.emit(QCoreApplication.translate("MainWindow", "A hint is given when it is your turn."))
            return
        self.status.emit(
            QCoreApplication.translate("MainWindow", "Hint: %1").replace(
                "%1", texts.hint_text(self.controller.state, move)
            )
        )
        self.scene.point_at(move)
