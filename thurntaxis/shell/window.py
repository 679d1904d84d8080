"""The main window: the table view, the side panel, menus with keyboard shortcuts, the status bar, and the
game's lifecycle (new game, save, load, autosave, end of game)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolTip,
    QWidget,
)

from thurntaxis.errors import RecordError as AnyRecordError
from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry, entry_of_record
from thurntaxis.kit import fonts
from thurntaxis.kit.interaction import DragPieces
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.kit.view import TableView
from thurntaxis.records import decode_json, read_text
from thurntaxis.shell import datafolder, i18n, statistics
from thurntaxis.shell.dialogs import EndGameDialog, HowToPlayDialog, NewGameDialog, SettingsDialog
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.gamepages import colours, hosts_page, make_page
from thurntaxis.shell.savegame import load_game, read_hosted, save_hosted
from thurntaxis.shell.settings import SPEED_ANIMATION, SPEED_DELAY, Settings, autosave_path, statistics_path
from thurntaxis.shell.tour import TourGuide
from thurntaxis.stats import StatsError
from thurntaxis.taxis.rules import GameRecord, GameState, Move, RecordError, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, DISCARD_PHASE, DRAW_PHASE, PLACE_HOUSES, AllLandsRule
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.controller import GameController
from thurntaxis.taxis.ui.gamelog import LogEntry
from thurntaxis.taxis.ui.panels import SidePanel
from thurntaxis.taxis.ui.replay import RecordedGame, ReplayPage, record_seats
from thurntaxis.taxis.ui.table import TableScene
from thurntaxis.taxis.ui.tableplay import CardDrag, PointAt, TablePlay

SIDE_FOLDS_BELOW = 1200  # window width (at UI scale 1.0) under which the side panel folds away
PANELS_COMPACT_BELOW = 860  # window height (at UI scale 1.0) under which the player panels show the essentials
# The Play menu's moves of the first game's own table: hidden while a game's own page is shown (undo and hint stay,
# and reach that page).
OWN_TABLE_MOVES = (
    "deck",
    "postmaster",
    "administrator",
    "carrier",
    "next",
    "previous",
    "left",
    "right",
    "start",
    "pick",
    "score",
    "cartwright",
    "end",
    "show",
)
# What only the first game's own table offers: off while another game's page is shown (see README).
OWN_TABLE_ONLY = ("replay", "replay_last", "statistics", "learn", "side")


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

    def __init__(
        self,
        settings: Settings | None = None,
        show_end_dialog: bool = True,
        keeps_autosave: bool = True,
        offers_tour: bool = False,
    ) -> None:
        super().__init__()
        self.offers_tour = offers_tour  # True: the first start offers the guided first game (the program's window)
        self.tour: TourGuide | None = None  # the guided first game, while it runs
        self.keeps_autosave = keeps_autosave  # False: a window that must not touch the player's autosave or statistics
        self._ended_here: GameState | None = None  # the final position of a game a move in this window finished
        self.statistics_dialog: statistics.StatisticsDialog | None = None
        fonts.register()
        self.settings = settings or Settings()
        self.prompter = Prompter(self)
        self.show_end_dialog = show_end_dialog
        self.end_dialog: EndGameDialog | None = None
        self.setWindowTitle(i18n.title())
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
        self.pages = QStackedWidget()  # the game, and the replay viewer when it is open
        self.pages.addWidget(splitter)
        self.setCentralWidget(self.pages)
        self.replay_page: ReplayPage | None = None  # made when first needed
        self._paused_before_replay = False
        self._last_finished: tuple[GameRecord, list[Seat]] | None = None  # this session's last finished game
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self.status, 1)
        self._confirmed: int | None = None
        self._last_move: tuple[int, Move] | None = None
        self._problem_until = 0
        self._side_wanted: bool | None = None  # the player's choice in the View menu; None: by the window's width
        self.side_action: QAction | None = None
        self._autosave_problem: str | None = None  # why the game in progress cannot be kept for the next start
        # A game that brings its own table page (`GameEntry.table`): the pages made so far, and the one shown.
        self.hosted: dict[str, QWidget] = {}
        self.page: Any = None  # the page of the game on the table; None: the first game's own table
        self.page_entry: GameEntry | None = None
        self.page_seats: list[Seat] = []
        self._page_status = ""
        self._build_menus()
        self._wire()
        self.apply_settings()
        self.resize(1600, 1000)
        self.setStyleSheet(
            "QMainWindow { background: #22382f; } QStatusBar { background: #f3ecda; }"
            " QStatusBar QLabel { padding: 2px 6px; }"
        )

    # --- set-up ---------------------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        """Make the menus and their shortcuts, once: a language switch renames them (`_name_menus`) instead of
        making new ones, which would leave duplicate shortcuts behind."""
        specs: list[tuple[str, str, str | QKeySequence.StandardKey | None, object]] = [
            ("game", "new", QKeySequence.StandardKey.New, self.new_game_dialog),
            ("game", "open", QKeySequence.StandardKey.Open, self.load_dialog),
            ("game", "save", QKeySequence.StandardKey.Save, self.save_dialog),
            ("game", "replay", None, self.replay_dialog),
            ("game", "replay_last", None, self.replay_last),
            ("game", "", None, None),
            ("game", "settings", None, self.settings_dialog),
            ("game", "statistics", None, self.show_statistics),
            ("game", "", None, None),
            ("game", "quit", QKeySequence.StandardKey.Quit, self.close),
            ("play", "deck", "D", lambda: self.play.ask(mv.DRAW_DECK)),
            ("play", "postmaster", "P", lambda: self.play.ask(mv.USE_POSTMASTER)),
            ("play", "administrator", "A", lambda: self.play.ask(mv.USE_ADMINISTRATOR)),
            ("play", "carrier", "C", lambda: self.play.ask(mv.USE_CARRIER)),
            ("play", "", None, None),
            ("play", "next", ".", lambda: self.play.select_next(1)),
            ("play", "previous", ",", lambda: self.play.select_next(-1)),
            ("play", "left", "L", lambda: self.play.play_selected("left")),
            ("play", "right", "R", lambda: self.play.play_selected("right")),
            ("play", "start", "N", lambda: self.play.play_selected("new")),
            ("play", "pick", None, lambda: None),
            ("play", "", None, None),
            ("play", "score", "S", lambda: self.play.ask(mv.SCORE_ROUTE)),
            ("play", "cartwright", "W", lambda: self.play.ask(mv.SCORE_WITH_CARTWRIGHT)),
            ("play", "end", "E", lambda: self.play.ask(mv.END)),
            ("play", "", None, None),
            ("play", "undo", QKeySequence.StandardKey.Undo, self.undo),
            ("play", "hint", "H", self.hint),
            ("play", "show", "Space", self.confirm_viewer),
            ("view", "fit", "F", lambda: self.active_view().fit()),
            ("view", "zoom_in", QKeySequence.StandardKey.ZoomIn, lambda: self.active_view().zoom(1.2)),
            ("view", "zoom_out", QKeySequence.StandardKey.ZoomOut, lambda: self.active_view().zoom(1 / 1.2)),
            ("view", "", None, None),
            ("view", "side", "F9", self.toggle_side),
            ("help", "how", QKeySequence.StandardKey.HelpContents, self.show_help),
            ("help", "learn", None, self.learn_to_play),
        ]
        bar = self.menuBar()
        self._menus = {key: bar.addMenu("") for key in ("game", "play", "view", "help")}
        self._actions: dict[str, QAction] = {}
        for menu, key, shortcut, slot in specs:
            if not key:
                self._menus[menu].addSeparator()
                continue
            action = QAction(self)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            self._menus[menu].addAction(action)
            self._actions[key] = action
        self.side_action = self._actions["side"]
        self.side_action.setCheckable(True)
        self.side_action.setChecked(self.side.isVisible())
        self._actions["replay_last"].setEnabled(statistics_path().exists())  # a game of an earlier session
        self._pick_actions: list[QAction] = []
        for n in range(1, 10):
            pick = QAction(self)
            self._pick_actions.append(pick)
            pick.setShortcut(QKeySequence(str(n)))
            pick.triggered.connect(lambda _c=False, n=n: self.pick(n))
            self.addAction(pick)
        self._name_menus()

    def _name_menus(self) -> None:
        """Write the menus' titles and items in the current language."""
        names = {
            "game": self.tr("&Game"),
            "new": self.tr("&New game…"),
            "open": self.tr("&Open saved game…"),
            "save": self.tr("&Save game…"),
            "replay": self.tr("&Replay a game…"),
            "replay_last": self.tr("Replay the &last finished game"),
            "settings": self.tr("Se&ttings…"),
            "statistics": self.tr("Stat&istics…"),
            "quit": self.tr("&Quit"),
            "play": self.tr("&Play"),
            "deck": self.tr("Draw from the &deck"),
            "postmaster": self.tr("Call the &Postmaster"),
            "administrator": self.tr("Call the &Administrator"),
            "carrier": self.tr("Call the Postal &carrier"),
            "next": self.tr("Next card of the hand"),
            "previous": self.tr("Previous card of the hand"),
            "left": self.tr("Play the chosen card at the &left end"),
            "right": self.tr("Play the chosen card at the &right end"),
            "start": self.tr("Start a &new route with the chosen card"),
            "pick": self.tr("Pick the n-th choice (display card, house option, city, card)"),
            "score": self.tr("&Score route"),
            "cartwright": self.tr("Score with the Cart&wright"),
            "end": self.tr("&End turn"),
            "undo": self.tr("&Undo"),
            "hint": self.tr("&Hint: show a legal move"),
            "show": self.tr("Show my hand"),
            "view": self.tr("&View"),
            "fit": self.tr("&Fit to window"),
            "zoom_in": self.tr("Zoom &in"),
            "zoom_out": self.tr("Zoom &out"),
            "side": self.tr("Pla&yers and log beside the table"),
            "help": self.tr("&Help"),
            "how": self.tr("&How to play"),
            "learn": self.tr("&Learn to play (a guided game)"),
        }
        for key, menu in self._menus.items():
            menu.setTitle(names[key])
        for key, action in self._actions.items():
            action.setText(names[key])

    def _wire(self) -> None:
        c = self.controller
        c.moveMade.connect(self._move_made)
        c.changed.connect(self._changed)
        c.logLine.connect(self.side.add_log)
        c.problem.connect(self.show_problem)
        c.thinking.connect(self._thinking)
        c.gameFinished.connect(self._finished)
        c.gameFinished.connect(self._store_finished)  # after _finished: a problem line replaces its message
        c.gameStarted.connect(self._started)
        self._wire_scene()

    def _wire_scene(self) -> None:
        """Install on the table scene (each new one) what plays on it, and hear what the player asks for."""
        scene = self.scene
        self.drag = DragPieces(CardDrag(scene), scene, grip=True)
        self.play = TablePlay(scene, self.drag, self.controller.why_illegal)
        self.pointing = PointAt(scene)
        for interaction in (self.pointing, self.play, self.drag):  # the last installed sees the mouse first
            interaction.install(scene)
        self.play.intent.connect(self._intent)
        self.play.refused.connect(self.show_problem)
        self.play.showHand.connect(self.confirm_viewer)
        self.play.hintRequested.connect(self.hint)
        self.play.undoRequested.connect(self.undo)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_side()

    def _fit_side(self) -> None:
        """Narrow the side panel with the window; below SIDE_FOLDS_BELOW pixels fold it away (the table's routes
        panel shows every score) unless the player asked for it (View menu)."""
        scale = self.settings.ui_scale
        shown = self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * scale
        if self.side_action is not None:
            self.side_action.setChecked(shown)
        pages = [(self.side, self.splitter, 0)]  # each page's panel, its splitter, and the height above and below
        if self.replay_page is not None:  # the table
            page = self.replay_page
            pages.append((page.side, page.splitter, page.controls.sizeHint().height() + page.hands.height()))
        self.pages.currentWidget().resize(self.pages.size())  # as the stack will do, but only after this event
        for side, splitter, besides in pages:
            side.setVisible(shown)
            if shown:
                side.set_compact(self.height() < PANELS_COMPACT_BELOW * scale)
                # the table keeps its shape: the panel takes the width the table cannot use, within its limits
                table = self.scene.sceneRect()
                height = (self.pages.height() or self.height()) - besides
                width = self.width()
                side_width = width - round(height * table.width() / table.height())
                side_width = min(max(side_width, round(210 * scale)), round(420 * scale), width // 2)
                splitter.setSizes([max(width - side_width, 200), side_width])

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
        if self.replay_page is not None:
            self.replay_page.animation_ms = self.replay_page.scene.animation_ms = SPEED_ANIMATION[speed]
            self.replay_page.set_scale(scale)
        for page in self.hosted.values():
            page.set_speed(speed)  # type: ignore[attr-defined]
        self.status.setFont(QFont(fonts.SANS, round(11 * scale)))
        self._fit_side()

    # --- games ----------------------------------------------------------------------------------------------

    def start_game(
        self,
        seats: list[Seat],
        seed: int | None = None,
        all_lands: AllLandsRule = AllLandsRule.ALL_NINE,
        start_player: int | None = None,
    ) -> None:
        """Start a new game of Thurn and Taxis with these seats, on the window's own table."""
        self._close_end_dialog()
        self._show_own_table()
        self.controller.new_game(seats, seed, all_lands, start_player)

    def start_hosted(self, entry: GameEntry, seats: list[Seat], seed: int | None = None) -> None:
        """Start a new game of a game that brings its own table page (`GameEntry.table`), and show that page."""
        self._close_end_dialog()
        page = self._page_of(entry)
        self._leave_own_table()
        page.start(seats, seed)
        self.page_seats = list(seats)
        self._show_page(entry, page)

    def continue_hosted(self, entry: GameEntry, record: Any, seats: list[Seat]) -> None:
        """Continue a recorded game of a game that brings its own table page, and show that page; a record that
        does not replay raises the game's `RecordError` before anything changes."""
        page = self._page_of(entry)
        page.load(record, seats)
        self._close_end_dialog()
        self._leave_own_table()
        self.page_seats = list(seats)
        self._show_page(entry, page)

    def _page_of(self, entry: GameEntry) -> Any:
        """The table page of a game that brings one, made the first time it is needed."""
        page = self.hosted.get(entry.id)
        if page is None:
            page = make_page(entry, self.settings.speed)
            page.status.connect(lambda text, p=page: self._hosted_status(p, text))
            page.set_status_hosted(True)  # the status bar says what to do, as on the first game's table
            page.game_over.connect(lambda p=page: self._hosted_over(p))
            self.hosted[entry.id] = page
            self.pages.addWidget(page)
        return page

    def _leave_own_table(self) -> None:
        """Put the first game's table away for another game's page: its computer players stop."""
        if self.tour is not None:
            self.tour.leave()
        self.controller.stop()
        self.controller.paused = True

    def _show_page(self, entry: GameEntry, page: Any) -> None:
        """Show a game's own page in place of the first game's table."""
        if self.page is not None and self.page is not page:
            self.page.stop()
        self.page, self.page_entry = page, entry
        self.pages.setCurrentWidget(page)
        self._page_status = str(page.property("status_line") or "")
        self.show_message(self._page_status)
        self._enable_for_table()
        if self.help_dialog is not None:
            self.help_dialog.set_page(entry.help_page)
        page.view.setFocus()

    def _show_own_table(self) -> None:
        """Back to the first game's own table (a game page shown before stops)."""
        self.controller.paused = False
        if self.page is None:
            return
        self.page.stop()
        self.page, self.page_entry, self.page_seats = None, None, []
        self.pages.setCurrentIndex(0)
        self._enable_for_table()
        if self.help_dialog is not None:
            self.help_dialog.set_page(GAMES[DEFAULT_GAME].help_page)
        self.view.setFocus()

    def _enable_for_table(self) -> None:
        """The first game's own moves and tools are hidden or off while another game's page is shown."""
        own = self.page is None
        for key in OWN_TABLE_MOVES:
            self._actions[key].setVisible(own)
        for pick in self._pick_actions:
            pick.setEnabled(own)
        for key in OWN_TABLE_ONLY:
            self._actions[key].setEnabled(own)
        if own:
            self._actions["replay_last"].setEnabled(self._last_finished is not None or statistics_path().exists())
        for separator in self._menus["play"].actions():
            if separator.isSeparator():
                separator.setVisible(own)

    def shown_game(self) -> GameEntry:
        """The game on the table now."""
        return self.page_entry or GAMES[DEFAULT_GAME]

    def _hosted_status(self, page: Any, text: str) -> None:
        """A game page's line for the status bar (a page not shown keeps quiet)."""
        page.setProperty("status_line", text)  # shown when the page is
        if page is self.page:
            self._page_status = text
            self.show_message(text)

    def _hosted_over(self, page: Any) -> None:
        """A game page's game has ended: a short word (the page shows the scoring), and no autosave."""
        if page is not self.page:
            return
        if self.keeps_autosave:
            with contextlib.suppress(OSError):
                autosave_path().unlink(missing_ok=True)
        if self.show_end_dialog:
            text = (self._page_status + "\n\n" if self._page_status else "") + self.tr(
                "The final scoring is beside the table."
            )
            QTimer.singleShot(0, self, lambda: self.prompter.inform(self.tr("Game over"), text))

    def _hosted_running(self) -> bool:
        """Whether a game page holds an unfinished game."""
        if self.page is None or self.page_entry is None:
            return False
        game = self.page_entry.load()
        return not game.game_over(game.replay(self.page.record()))

    def start(self) -> None:
        """What the window does when the program starts: offer the autosaved game, else a new game. A data folder
        that cannot be written is said once; the game is played all the same."""
        path = autosave_path()
        first = self.offers_tour and not self.settings.tour_offered and not path.is_file()
        reason = datafolder.problem(path.parent)
        if reason is not None:
            self._autosave_problem = reason
            self.prompter.inform(
                self.tr("Nothing will be kept"),
                self.tr(
                    "Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game "
                    "with Game → Save game."
                )
                .replace("%1", str(path.parent))
                .replace("%2", reason),
            )
        else:
            datafolder.remove_stale_temporaries(path)
        if path.is_file():
            if self.prompter.ask(self.tr("Resume game"), self.tr("Continue the game you were playing last time?")):
                if self.load_file(path):
                    return
                kept = datafolder.set_aside(path, "unreadable")  # kept for the player, never lost
            else:
                kept = datafolder.set_aside(path, "previous")
            if kept is None:  # the folder refuses: the file stays, and this game's autosave must not replace it
                self._autosave_problem = self._autosave_problem or self.tr("the earlier game could not be set aside")
        if first:
            self.settings.tour_offered = True
            if self.prompter.ask(
                self.tr("Learn to play"),
                self.tr(
                    "New to Thurn and Taxis? A short guided game shows you every step of a turn. You can leave it at "
                    "any time, and find it again under Help."
                ),
            ):
                self.learn_to_play()
                return
        self.first_game()

    def first_game(self) -> None:
        """Ask for a new game; cancelled, a game of the player against two computer players starts."""
        if not self.new_game_dialog():
            self.start_game(
                [
                    Seat(self.tr("Alex"), HUMAN, colour="blue"),
                    Seat(self.tr("Anna"), COMPUTER, colour="red"),
                    Seat(self.tr("Bruno"), COMPUTER, colour="yellow"),
                ]
            )

    def may_leave_game(self) -> bool:
        """Whether the running game may be put away for another one: asks the player when one is unfinished."""
        if self.tour is not None:
            self.tour.leave()  # the guided game is never kept: the game before it is the one to ask about
        c = self.controller
        if self.page is not None:
            if not self._hosted_running():
                return True
        elif not c.has_game or c.state.game_over:
            return True
        return self.prompter.ask(
            self.tr("Leave this game?"),
            self.tr("The game in progress will be lost unless you save it first. Leave it?"),
        )

    def new_game_dialog(self) -> bool:
        """Ask for a new game and start it; False when cancelled."""
        if not self.may_leave_game():
            return False
        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        entry = dialog.entry()
        if hosts_page(entry):
            self.start_hosted(entry, dialog.seats(), dialog.seed_value())
        else:
            self.start_game(dialog.seats(), dialog.seed_value(), dialog.all_lands_rule())
        return True

    def _started(self) -> None:
        self._confirmed = None
        self._last_move = None
        self.side.set_seats(self.controller.seats)
        self.side.add_log(LogEntry("continued" if self.controller.moves else "begin"))

    def save_dialog(self) -> None:
        """Ask where to save the game and save it."""
        if self.page is None and not self.controller.has_game:
            return
        name = "thurntaxis-game.json" if self.page is None else f"{self.shown_game().id}-game.json"
        path = self._file_dialog(QFileDialog.getSaveFileName, self.tr("Save game"), name)
        if path is not None:
            self.save_file(path)

    def _file_dialog(self, ask: Callable[..., tuple[str, str]], title: str, file_name: str) -> Path | None:
        """A file chosen in an Open or Save dialog that starts in the folder used last (at first the saves
        folder); None when cancelled. The window takes the keyboard back afterwards."""
        folder = self.settings.files_folder
        name, _ = ask(self, title, str(folder / file_name), self.tr("Saved games (*.json)"))
        self.activateWindow()
        (self.page.view if self.page is not None else self.view).setFocus()
        if not name:
            return None
        path = Path(name)
        self.settings.files_folder = path.parent
        return path

    def save_file(self, path: Path) -> bool:
        """Save the game to `path`; on failure tell the player and return False."""
        try:
            self._save(path)
        except (OSError, ValueError) as exc:
            self.prompter.inform(
                self.tr("Not saved"), self.tr("The game could not be saved: %1").replace("%1", exc.strerror or str(exc))
            )
            return False
        self.show_message(self.tr("Game saved to %1.").replace("%1", str(path)))
        return True

    def _save(self, path: Path) -> None:
        """Save the game on the table (raises OSError when the file cannot be written)."""
        if self.page is not None:
            save_hosted(path, self.page.record(), self.page_seats)
        else:
            self.controller.save(path)

    def load_dialog(self) -> None:
        """Ask for a saved game and load it."""
        if not self.may_leave_game():
            return
        path = self._file_dialog(QFileDialog.getOpenFileName, self.tr("Open saved game"), "")
        if path is not None:
            self.load_file(path)

    def load_file(self, path: Path) -> bool:
        """Load a saved game; a bad file gives a clear message and leaves the current game as it was."""
        try:
            raw = decode_json(read_text(path))
            entry = entry_of_record(raw)
            if hosts_page(entry):
                record, seats = read_hosted(raw, entry, colours(entry))
                self.continue_hosted(entry, record, seats)
            else:
                self._close_end_dialog()
                self.controller.load(path)
                self._show_own_table()
        except AnyRecordError as exc:
            self.prompter.inform(
                self.tr("Cannot open the saved game"),
                self.tr("%1 is not a saved game this program can continue.\n\nReason: %2")
                .replace("%1", path.name)
                .replace("%2", record_problem(exc)),
            )
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
        """The "How to play" page of the game on the table, in the current language."""
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(self, self.shown_game().help_page)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def learn_to_play(self) -> None:
        """Help → Learn to play: the guided first game, from its start (see `thurntaxis.shell.tour`)."""
        self.leave_replay()
        (self.tour or TourGuide(self)).begin()

    # --- the replay viewer ----------------------------------------------------------------------------------------

    def replay_dialog(self) -> None:
        """Ask for a saved game or a record file and replay it."""
        path = self._file_dialog(QFileDialog.getOpenFileName, self.tr("Replay a game"), "")
        if path is not None:
            self.replay_file(path)

    def replay_file(self, path: Path) -> bool:
        """Replay a saved game or a record file; a bad file gives the same reasons as Game → Open."""
        try:
            record, seats = load_game(path)
        except RecordError as exc:
            self._cannot_replay(
                self.tr("%1 is not a game record this program can replay.").replace("%1", path.name), exc
            )
            return False
        return self.open_replay(record, seats)

    def replay_last(self) -> None:
        """Replay the last finished game: this session's, else the newest one in the statistics."""
        if self._last_finished is not None:
            self.open_replay(*self._last_finished)
            return
        try:
            stored = statistics.last_stored(statistics_path())
        except StatsError as exc:
            self.show_problem(statistics.read_problem(exc))
            return
        except RecordError as exc:
            self._cannot_replay(self.tr("The last finished game cannot be replayed."), exc)
            return
        if stored is None:
            self.show_message(self.tr("No game has been finished yet."))
            self._actions["replay_last"].setEnabled(False)
        else:
            self.open_replay(*stored)

    def open_replay(self, record: GameRecord, seats: list[Seat] | None = None) -> bool:
        """Show a recorded game in the replay viewer; the game in progress waits untouched until the player
        leaves it. A record that does not replay is said, and nothing changes."""
        try:
            game = RecordedGame(record, seats or record_seats(record))
        except RecordError as exc:
            self._cannot_replay(
                self.tr("The game of %1 cannot be replayed.").replace("%1", ", ".join(record.players)), exc
            )
            return False
        self._close_end_dialog()
        if self.tour is not None:
            self.tour.leave()  # the game before the guided one is what the replay returns to
        page = self.replay_page
        if page is None:
            page = self.replay_page = ReplayPage()
            page.leave.connect(self.leave_replay)
            page.message.connect(self.show_message)
            self.pages.addWidget(page)
            self.apply_settings()
        if not self.in_replay():
            self._paused_before_replay = self.controller.paused
            self.controller.paused = True
            self._enable_playing(False)
        self.pages.setCurrentWidget(page)
        self._fit_side()
        QTimer.singleShot(0, self, self._fit_side)  # once the page has its size
        page.start(game)
        page.view.setFocus()
        return True

    def leave_replay(self) -> None:
        """Back to the game in progress, as it was."""
        if not self.in_replay() or self.replay_page is None:
            return
        self.replay_page.pause()
        self.pages.setCurrentIndex(0)
        self._enable_playing(True)
        self.view.setFocus()
        c = self.controller
        if c.has_game:
            self._show_task(c.state)
            if c.state.game_over:
                self.show_message(self.tr("The game is over."))
        if not self._paused_before_replay:
            c.resume()

    def in_replay(self) -> bool:
        """Whether the replay viewer is shown."""
        return self.replay_page is not None and self.pages.currentWidget() is self.replay_page

    def active_view(self) -> Any:
        """The table view shown now: the game's (its own page's) or the replay's."""
        if self.page is not None:
            return self.page.view
        return self.replay_page.view if self.in_replay() and self.replay_page is not None else self.view

    def _enable_playing(self, enabled: bool) -> None:
        """The moves and the game's files are off while a replay is shown (their keys are the replay's)."""
        for action in [*self._menus["play"].actions(), *self._pick_actions]:
            action.setEnabled(enabled)
        for key in ("new", "open", "save"):
            self._actions[key].setEnabled(enabled)

    def _cannot_replay(self, what: str, error: RecordError) -> None:
        self.prompter.inform(
            self.tr("Cannot replay the game"),
            what + "\n\n" + self.tr("Reason: %1").replace("%1", record_problem(error)),
        )

    # --- language ---------------------------------------------------------------------------------------------

    def set_language(self, code: str) -> str:
        """Install the translations of `code` ("" for the system's language) and show everything in it now."""
        installed = i18n.install(code)
        # Take Qt's own notices of the change now, so that they do not ask for a second retranslation later.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.retranslate()
        return installed

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not self._retranslate_pending:
            self._retranslate_pending = True  # translators come and go in pairs: re-render once, afterwards
            QTimer.singleShot(0, self, self._retranslate_if_pending)  # not after the window is gone
        super().changeEvent(event)

    def _retranslate_if_pending(self) -> None:
        if self._retranslate_pending:
            self.retranslate()

    def retranslate(self) -> None:
        """Write every text again in the current language: title, menus, table, panels, log, status, dialogs."""
        self._retranslate_pending = False
        self.setWindowTitle(i18n.title())
        self._name_menus()
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
        if c.has_game and self.page is None:
            self._last_move = None
            self._changed(c.state)
            if self.end_dialog is not None and self.end_dialog.isVisible():
                self._close_end_dialog()
                self._finished(c.state)
        elif self.page is None:
            self.status.setText("")
        for page in self.hosted.values():
            page.retranslate()  # type: ignore[attr-defined]
        if self.replay_page is not None:
            self.replay_page.retranslate()
        if self.tour is not None:
            self.tour.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.tour is not None:
            self.tour.leave()  # the game before the guided one is kept, the guided one never
        if not self.autosave() and self.prompter.ask(
            self.tr("Game not kept"),
            self.tr(
                "The game in progress could not be kept for the next start (%1). Save it to a file of your choice "
                "before quitting?"
            ).replace("%1", self._autosave_problem or "?"),
        ):
            self.save_dialog()
        self.controller.stop()
        for page in self.hosted.values():
            page.stop()  # type: ignore[attr-defined]
        super().closeEvent(event)

    def autosave(self) -> bool:
        """Save the game in progress for the next start (a finished game leaves no autosave); False when it could
        not be kept (the reason is in `_autosave_problem`)."""
        path = autosave_path()
        c = self.controller
        if not self.keeps_autosave or (self.page is None and not c.has_game):
            return True
        if not self._hosted_running() if self.page is not None else c.state.game_over:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
            return True
        if self._autosave_problem is None or (path.parent.is_dir() and not path.exists()):
            try:
                self._save(path)
                return True
            except (OSError, ValueError) as exc:
                self._autosave_problem = getattr(exc, "strerror", None) or str(exc)
        return False

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

    # --- reacting to the controller ----------------------------------------------------------------------------

    def _move_made(self, seat: int, move: Move, before: GameState, after: GameState) -> None:
        self._last_move = (seat, move)
        self._ended_here = after if after.game_over else None

    def _changed(self, state: GameState) -> None:
        self._render()
        self.side.update_from(state)
        self._show_task(state)

    def _show_task(self, state: GameState) -> None:
        """The status line: who plays, and what the player to move can do now."""
        if not state.game_over and not self.controller.is_human_turn():
            self.show_message(self.tr("%1 is playing…").replace("%1", self.controller.seats[state.current].name))
        if self.controller.is_human_turn():
            who = self.controller.seats[state.current].name
            if self.viewer(state) is None:
                self.show_message(
                    self.tr("%1, it is your turn: click the covered hand when you are ready.").replace("%1", who)
                )
            else:
                self.show_message(self.tr("%1: ").replace("%1", who) + texts.phase_task(state))

    def _render(self) -> None:
        c = self.controller
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
        if self.tour is not None and not self.tour.allows(move):
            self._render()
            return
        state = self.controller.state
        if (
            move.kind == mv.START
            and state.routes[state.current]
            and not self.prompter.ask(
                self.tr("Start a new route?"),
                self.tr(
                    "Your route of %n card(s) will be discarded without scoring. Start a new route?",
                    None,
                    len(state.routes[state.current]),
                ),
            )
        ):
            self._render()
            return
        self.controller.submit(move)

    def _thinking(self, busy: bool) -> None:
        if busy and self.controller.has_game:
            who = self.controller.seats[self.controller.state.current].name
            self.show_message(self.tr("%1 is thinking…").replace("%1", who))

    def _finished(self, state: GameState) -> None:
        self._last_finished = (self.controller.record(), list(self.controller.seats))
        self._actions["replay_last"].setEnabled(True)
        self.show_message(self.tr("The game is over."))
        if self.show_end_dialog:
            self.end_dialog = EndGameDialog(state, self.controller.seats, self)
            self.end_dialog.finished.connect(self._end_dialog_done)
            self.end_dialog.open()
        autosave_path().unlink(missing_ok=True)

    def _store_finished(self, state: GameState) -> None:
        """Add a game finished by a move in this window to the statistics (not a finished game loaded from a
        file); a problem is one line in the status bar, and the game goes on."""
        if state is not self._ended_here or not self.keeps_autosave:
            return
        self._ended_here = None
        problem = statistics.store_finished(self.controller.record(), self.controller.seats, statistics_path())
        if problem is not None:
            self.show_problem(problem)

    def show_statistics(self) -> None:
        """Game → Statistics: the figures of the finished games."""
        self.statistics_dialog = statistics.open_dialog(statistics_path(), self)

    def _end_dialog_done(self, code: int) -> None:
        seats = list(self.controller.seats)
        if code == EndGameDialog.REMATCH:
            QTimer.singleShot(0, lambda: self.start_game(seats))
        elif code == EndGameDialog.NEW_GAME:
            QTimer.singleShot(0, self.new_game_dialog)
        elif code == EndGameDialog.REPLAY:
            record = self.controller.record()
            QTimer.singleShot(0, lambda: self.open_replay(record, seats))

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
        if self.tour is not None:
            self.tour.explain(text)

    def undo(self) -> None:
        """Take back the last move of this turn, if allowed (on a game's own page, that page's undo)."""
        if self.page is not None:
            self.page.undo()
            return
        self.controller.undo()

    def hint(self) -> None:
        """Show a legal move and point at what it uses (on a game's own page, that page's hint)."""
        if self.page is not None:
            self.page.hint()
            return
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
            self.play.ask(choices[n - 1])
