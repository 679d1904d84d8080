"""The main window: the table view, the side panel, menus with keyboard shortcuts, the status bar, and the
game's lifecycle (new game, save, load, autosave, end of game)."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QWidget,
)

from thurntaxis.rules import GameState, Move, RecordError, standard_board
from thurntaxis.rules import moves as mv
from thurntaxis.rules.state import CHOOSE_HOUSES, DISCARD_PHASE, DRAW_PHASE, PLACE_HOUSES, AllLandsRule
from thurntaxis.ui import fonts, i18n, texts
from thurntaxis.ui.controller import GameController
from thurntaxis.ui.dialogs import EndGameDialog, HowToPlayDialog, NewGameDialog, SettingsDialog
from thurntaxis.ui.gamelog import LogEntry
from thurntaxis.ui.panels import SidePanel
from thurntaxis.ui.players import COMPUTER, HUMAN, Seat
from thurntaxis.ui.settings import SPEED_ANIMATION, SPEED_DELAY, Settings, autosave_path
from thurntaxis.ui.table import TableScene
from thurntaxis.ui.view import TableView

SIDE_FOLDS_BELOW = 1200  # window width (at UI scale 1.0) under which the side panel folds away


class Prompter:
    """Questions and notices for the player (tests replace it to answer without a modal dialog)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question; True for yes."""
        answer = QMessageBox.question(self.parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str) -> None:
        """A notice the player acknowledges."""
        QMessageBox.information(self.parent, title, text)


class MainWindow(QMainWindow):
    """The game window."""

    def __init__(self, settings: Settings | None = None, show_end_dialog: bool = True) -> None:
        super().__init__()
        fonts.register()
        self.settings = settings or Settings()
        self.prompter = Prompter(self)
        self.show_end_dialog = show_end_dialog
        self.end_dialog: EndGameDialog | None = None
        self.setWindowTitle(self.tr("Thurn and Taxis"))
        self.controller = GameController(self)
        self.scene = TableScene(standard_board())
        self.view = TableView(self.scene)
        self.help_dialog: HowToPlayDialog | None = None
        self._retranslate_pending = False
        self.side = SidePanel()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self.status, 1)
        self._confirmed: int | None = None
        self._last_move: tuple[int, Move] | None = None
        self._problem_until = 0
        self._side_wanted: bool | None = None  # the player's choice in the View menu; None: by the window's width
        self.side_action: QAction | None = None
        self._build_menus()
        self._wire()
        self.apply_settings()
        self.resize(1600, 1000)
        self.setStyleSheet("QMainWindow { background: #22382f; } QStatusBar { background: #f3ecda; }"
                           " QStatusBar QLabel { padding: 2px 6px; }")

    # --- set-up ---------------------------------------------------------------------------------------------

    def _action(self, menu: object, text: str, shortcut: str | QKeySequence.StandardKey | None, slot: object,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog)
        self._action(game, self.tr("&Open saved game…"), QKeySequence.StandardKey.Open, self.load_dialog)
        self._action(game, self.tr("&Save game…"), QKeySequence.StandardKey.Save, self.save_dialog)
        game.addSeparator()
        self._action(game, self.tr("Se&ttings…"), None, self.settings_dialog)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        play = bar.addMenu(self.tr("&Play"))
        self._action(play, self.tr("Draw from the &deck"), "D", lambda: self.scene._ask(mv.DRAW_DECK))
        self._action(play, self.tr("Call the &Postmaster"), "P", lambda: self.scene._ask(mv.USE_POSTMASTER))
        self._action(play, self.tr("Call the &Administrator"), "A", lambda: self.scene._ask(mv.USE_ADMINISTRATOR))
        self._action(play, self.tr("Call the Postal &carrier"), "C", lambda: self.scene._ask(mv.USE_CARRIER))
        play.addSeparator()
        self._action(play, self.tr("Next card of the hand"), ".", lambda: self.scene.select_next(1))
        self._action(play, self.tr("Previous card of the hand"), ",", lambda: self.scene.select_next(-1))
        self._action(play, self.tr("Play the chosen card at the &left end"), "L",
                     lambda: self.scene.play_selected("left"))
        self._action(play, self.tr("Play the chosen card at the &right end"), "R",
                     lambda: self.scene.play_selected("right"))
        self._action(play, self.tr("Start a &new route with the chosen card"), "N",
                     lambda: self.scene.play_selected("new"))
        self._action(play, self.tr("Pick the n-th choice (display card, house option, city, card)"), None, lambda: None)
        for n in range(1, 10):
            shortcut = QAction(self)
            shortcut.setShortcut(QKeySequence(str(n)))
            shortcut.triggered.connect(lambda _c=False, n=n: self.pick(n))
            self.addAction(shortcut)
        play.addSeparator()
        self._action(play, self.tr("&Score route"), "S", lambda: self.scene._ask(mv.SCORE_ROUTE))
        self._action(play, self.tr("Score with the Cart&wright"), "W",
                     lambda: self.scene._ask(mv.SCORE_WITH_CARTWRIGHT))
        self._action(play, self.tr("&End turn"), "E", lambda: self.scene._ask(mv.END))
        play.addSeparator()
        self._action(play, self.tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self._action(play, self.tr("&Hint: show a legal move"), "H", self.hint)
        self._action(play, self.tr("Show my hand"), "Space", self.confirm_viewer)
        view = bar.addMenu(self.tr("&View"))
        self._action(view, self.tr("&Fit to window"), "F", self.view.fit)
        self._action(view, self.tr("Zoom &in"), QKeySequence.StandardKey.ZoomIn, lambda: self.view.zoom(1.2))
        self._action(view, self.tr("Zoom &out"), QKeySequence.StandardKey.ZoomOut, lambda: self.view.zoom(1 / 1.2))
        view.addSeparator()
        self.side_action = self._action(view, self.tr("&Players and log beside the table"), "F9", self.toggle_side)
        self.side_action.setCheckable(True)
        self.side_action.setChecked(self.side.isVisible())
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&How to play"), QKeySequence.StandardKey.HelpContents, self.show_help)

    def _wire(self) -> None:
        c = self.controller
        c.moveMade.connect(self._move_made)
        c.changed.connect(self._changed)
        c.logLine.connect(self.side.add_log)
        c.problem.connect(self.show_problem)
        c.thinking.connect(self._thinking)
        c.gameFinished.connect(self._finished)
        c.gameStarted.connect(self._started)
        self._wire_scene()

    def _wire_scene(self) -> None:
        c = self.controller
        self.scene.intent.connect(self._intent)
        self.scene.refused.connect(self.show_problem)
        self.scene.showHand.connect(self.confirm_viewer)
        self.scene.hintRequested.connect(self.hint)
        self.scene.undoRequested.connect(self.undo)
        self.scene.why = c.why_illegal

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_side()

    def _fit_side(self) -> None:
        """Narrow the side panel with the window; below SIDE_FOLDS_BELOW pixels fold it away (the table's routes
        panel shows every score) unless the player asked for it (View menu)."""
        scale = self.settings.ui_scale
        shown = self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * scale
        self.side.setVisible(shown)
        if self.side_action is not None:
            self.side_action.setChecked(shown)
        if shown:
            side = round(max(210, min(340, self.width() * 0.21)) * scale)
            side = min(side, self.width() // 2)
            self.splitter.setSizes([max(self.width() - side, 200), side])

    def toggle_side(self, shown: bool) -> None:
        """Show or hide the players' panels and the log (View menu), whatever the window's size."""
        self._side_wanted = shown
        self._fit_side()

    def apply_settings(self) -> None:
        """Use the current animation speed and UI scale."""
        speed = self.settings.speed
        self.controller.delay_ms = SPEED_DELAY[speed]
        self.scene.animation_ms = SPEED_ANIMATION[speed]
        scale = self.settings.ui_scale
        self.side.set_scale(scale)
        self.status.setFont(QFont(fonts.SANS, round(11 * scale)))
        self._fit_side()

    # --- games ----------------------------------------------------------------------------------------------

    def start_game(self, seats: list[Seat], seed: int | None = None,
                   all_lands: AllLandsRule = AllLandsRule.ALL_NINE, start_player: int | None = None) -> None:
        """Start a new game with these seats."""
        self._close_end_dialog()
        self.controller.new_game(seats, seed, all_lands, start_player)

    def start(self) -> None:
        """What the window does when the program starts: offer the autosaved game, else a new game."""
        path = autosave_path()
        if path.exists():
            if self.prompter.ask(self.tr("Resume game"), self.tr("Continue the game you were playing last time?")):
                if self.load_file(path):
                    return
                path.replace(path.with_name("autosave.unreadable.json"))  # kept for the player, never lost
            else:
                path.replace(path.with_name("autosave.previous.json"))
        if not self.new_game_dialog():
            self.start_game([Seat(self.tr("Alex"), HUMAN, colour="blue"),
                             Seat(self.tr("Anna"), COMPUTER, colour="red"),
                             Seat(self.tr("Bruno"), COMPUTER, colour="yellow")])

    def new_game_dialog(self) -> bool:
        """Ask for a new game and start it; False when cancelled."""
        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.start_game(dialog.seats(), dialog.seed_value(), dialog.all_lands_rule())
        return True

    def _started(self) -> None:
        self._confirmed = None
        self._last_move = None
        self.side.set_seats(self.controller.seats)
        self.side.add_log(LogEntry("continued" if self.controller.moves else "begin"))

    def save_dialog(self) -> None:
        """Ask where to save the game and save it."""
        if not self.controller.has_game:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(Path.home() / "thurntaxis-game.json"),
                                              self.tr("Saved games (*.json)"))
        if name:
            self.save_file(Path(name))

    def save_file(self, path: Path) -> bool:
        """Save the game to `path`; on failure tell the player and return False."""
        try:
            self.controller.save(path)
        except OSError as exc:
            self.prompter.inform(self.tr("Not saved"), self.tr("The game could not be saved: %1").replace(
                "%1", exc.strerror or str(exc)))
            return False
        self.show_message(self.tr("Game saved to %1.").replace("%1", str(path)))
        return True

    def load_dialog(self) -> None:
        """Ask for a saved game and load it."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open saved game"), str(Path.home()),
                                              self.tr("Saved games (*.json)"))
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        """Load a saved game; a bad file gives a clear message and leaves the current game as it was."""
        try:
            self._close_end_dialog()
            self.controller.load(path)
        except RecordError as exc:
            self.prompter.inform(self.tr("Cannot open the saved game"),
                                 self.tr("%1 is not a saved game this program can continue.\n\nReason: %2")
                                 .replace("%1", path.name).replace("%2", exc.message))
            return False
        self.show_message(self.tr("Game loaded from %1.").replace("%1", path.name))
        return True

    def settings_dialog(self) -> None:
        """Show the settings and apply them (a new language at once, in the running game too)."""
        before = self.settings.language
        if SettingsDialog(self.settings, self).exec():
            self.apply_settings()
            if self.settings.language != before:
                self.set_language(self.settings.language)

    def show_help(self) -> None:
        """The "How to play" page, in the current language."""
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(self)
        self.help_dialog.show()
        self.help_dialog.raise_()

    # --- language ---------------------------------------------------------------------------------------------

    def set_language(self, code: str) -> str:
        """Install the translations of `code` ("" for the system's language) and show everything in it now."""
        installed = i18n.install(code)
        self.retranslate()
        return installed

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not self._retranslate_pending:
            self._retranslate_pending = True  # translators come and go in pairs: re-render once, afterwards
            QTimer.singleShot(0, self._retranslate_if_pending)
        super().changeEvent(event)

    def _retranslate_if_pending(self) -> None:
        if self._retranslate_pending:
            self.retranslate()

    def retranslate(self) -> None:
        """Write every text again in the current language: title, menus, table, panels, log, status, dialogs."""
        self._retranslate_pending = False
        self.setWindowTitle(self.tr("Thurn and Taxis"))
        self._build_menus()
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
        if self.help_dialog is not None:
            self.help_dialog.retranslate()
        c = self.controller
        if c.has_game:
            self._last_move = None
            self._changed(c.state)
            if self.end_dialog is not None and self.end_dialog.isVisible():
                self._close_end_dialog()
                self._finished(c.state)
        else:
            self.status.setText("")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autosave()
        self.controller.stop()
        super().closeEvent(event)

    def autosave(self) -> None:
        """Save the game in progress for the next start (a finished game leaves no autosave)."""
        path = autosave_path()
        c = self.controller
        if c.has_game and not c.state.game_over:
            with contextlib.suppress(OSError):
                c.save(path)
        elif c.has_game:
            path.unlink(missing_ok=True)

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

    # --- reacting to the controller ----------------------------------------------------------------------------

    def _move_made(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        self._last_move = (seat, move)

    def _changed(self, state: GameState) -> None:
        self._render()
        self.side.update_from(state)
        if not state.game_over and not self.controller.is_human_turn():
            self.show_message(self.tr("%1 is playing…").replace("%1", self.controller.seats[state.current].name))
        if self.controller.is_human_turn():
            who = self.controller.seats[state.current].name
            if self.viewer(state) is None and self._confirmed != state.current:
                self.show_message(self.tr("%1, it is your turn: click the covered hand when you are ready.")
                                  .replace("%1", who))
            else:
                self.show_message(self.tr("%1: ").replace("%1", who) + texts.phase_task(state))

    def _render(self) -> None:
        c = self.controller
        state = c.state
        moved = self._last_move
        self._last_move = None
        self.scene.render(state, c.seats, c.legal(), self.viewer(state),
                          moved[1] if moved else None, moved[0] if moved else None)
        self.scene.undo_button.set_enabled(c.can_undo())

    def _intent(self, move: Move) -> None:
        state = self.controller.state
        if move.kind == mv.START and state.routes[state.current] and not self.prompter.ask(
            self.tr("Start a new route?"),
            self.tr("Your route of %n card(s) will be discarded without scoring. Start a new route?", None,
                    len(state.routes[state.current])),
        ):
            self._render()
            return
        self.controller.submit(move)

    def _thinking(self, busy: bool) -> None:
        if busy and self.controller.has_game:
            who = self.controller.seats[self.controller.state.current].name
            self.show_message(self.tr("%1 is thinking…").replace("%1", who))

    def _finished(self, state: GameState) -> None:
        self.show_message(self.tr("The game is over."))
        if self.show_end_dialog:
            self.end_dialog = EndGameDialog(state, self.controller.seats, self)
            self.end_dialog.finished.connect(self._end_dialog_done)
            self.end_dialog.open()
        autosave_path().unlink(missing_ok=True)

    def _end_dialog_done(self, code: int) -> None:
        seats = list(self.controller.seats)
        if code == EndGameDialog.REMATCH:
            QTimer.singleShot(0, lambda: self.start_game(seats))
        elif code == EndGameDialog.NEW_GAME:
            QTimer.singleShot(0, self.new_game_dialog)

    def _close_end_dialog(self) -> None:
        if self.end_dialog is not None:
            self.end_dialog.finished.disconnect(self._end_dialog_done)
            self.end_dialog.close()
            self.end_dialog = None

    # --- messages and helpers -------------------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        """Show a message in the status bar."""
        self.status.setStyleSheet("color: #2b2118;")
        self.status.setText(text)

    def show_problem(self, text: str) -> None:
        """Show why something was refused, in the status bar."""
        self.status.setStyleSheet("color: #b03a2e; font-weight: bold;")
        self.status.setText(text)

    def undo(self) -> None:
        """Take back the last move of this turn, if allowed."""
        self.controller.undo()

    def hint(self) -> None:
        """Show a legal move and point at what it uses."""
        move = self.controller.hint()
        if move is None:
            self.show_problem(self.tr("A hint is given when it is your turn."))
            return
        state = self.controller.state
        self.show_message(self.tr("Hint: %1").replace("%1", texts.hint_text(state, move)))
        self.scene.point_at(move)

    def pick(self, n: int) -> None:
        """Number keys: the n-th display card, house option, lit city or hand card, depending on the phase."""
        c = self.controller
        if not c.is_human_turn():
            return
        state = c.state
        choices: list[Move] = []
        if state.phase == DRAW_PHASE:
            choices = [Move(mv.DRAW, city) for city in state.display]
        elif state.phase == CHOOSE_HOUSES:
            choices = [m for m in c.legal() if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
        elif state.phase == PLACE_HOUSES:
            choices = [m for m in c.legal() if m.kind == mv.HOUSE]
        elif state.phase == DISCARD_PHASE:
            choices = [Move(mv.DISCARD, city) for city in state.hands[state.current]]
        else:
            hand = state.hands[state.current]
            if n <= len(hand):
                self.scene.select(hand[n - 1])
            return
        if n <= len(choices):
            self.scene._ask(choices[n - 1])
