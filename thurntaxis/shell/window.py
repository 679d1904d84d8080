"""The main window: its home page (`thurntaxis.shell.home`), whichever game's table page is in play
(`thurntaxis.gameui.TablePage`), the replay viewer, the menus with their keyboard shortcuts and the status bar. It
knows the games only through the registry: a game's page is imported and made when that game is first chosen or
resumed.

The window is made of parts, each with the few collaborators it needs, that tell it by signals what to show: the
game in play (`thurntaxis.shell.gameplay`, its files `thurntaxis.shell.gamefiles`), the replay viewer
(`thurntaxis.shell.replays`), the lessons (`thurntaxis.shell.lessons`), the home page's side
(`thurntaxis.shell.homedoor`), network play (`thurntaxis.shell.netplay`, given by the program's start) and the menus
(`thurntaxis.shell.menus`). What other modules and the tests ask of the window (`page`, `start_game`...) it passes
to the part that does it (`thurntaxis.shell.windowfront`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QStackedWidget

from thurntaxis.games import GameEntry
from thurntaxis.gameui import TablePage
from thurntaxis.kit import dialogstyle, fonts
from thurntaxis.shell import i18n, placement
from thurntaxis.shell.dialogs import HowToPlayDialog, SettingsDialog
from thurntaxis.shell.gamefiles import GameFiles
from thurntaxis.shell.gamepages import game_entry, game_name, page_widget
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.homedoor import HomeDoor
from thurntaxis.shell.keysback import KeysBack
from thurntaxis.shell.lessons import Lessons
from thurntaxis.shell.menus import ShownView, WindowMenus
from thurntaxis.shell.netplay import MakeNetworkPlay, NetworkPlay, Offline
from thurntaxis.shell.replays import ReplayViewer
from thurntaxis.shell.settings import Settings, statistics_path
from thurntaxis.shell.statusline import Asks, LatePrompter, Prompter, StatusLine, message_box
from thurntaxis.shell.windowfront import WindowFront

__all__ = ["MainWindow", "Prompter", "message_box"]

SIDE_FOLDS_BELOW = 1200  # window width (at UI scale 1.0) under which what lies beside the table folds away
PANELS_COMPACT_BELOW = 860  # window height (at UI scale 1.0) under which the side panels show the essentials
WINDOW_STYLE = (
    "QMainWindow { background: #22382f; } QStatusBar { background: #f3ecda; } QStatusBar QLabel { padding: 2px 6px; }"
)


class MainWindow(WindowFront):
    """The game window."""

    def __init__(
        self,
        settings: Settings | None = None,
        show_end_dialog: bool = True,
        keeps_autosave: bool = True,
        offers_tour: bool = False,
        network: MakeNetworkPlay | None = None,
    ) -> None:
        super().__init__()
        # Network play, the one way to it (`thurntaxis.shell.netplay`): given by the program's start, else none.
        self.network: NetworkPlay = network(self) if network is not None else Offline()
        self.offers_tour = offers_tour  # True: the first start offers the guided first games (the program's window)
        fonts.register()
        self.settings = settings or Settings()
        self.prompter: Asks = Prompter(self)
        asks = LatePrompter(lambda: self.prompter)  # (tests put their own prompter in place after)
        self.help_dialog: HowToPlayDialog | None = None
        self.statistics_dialog: Any = None  # (a `thurntaxis.shell.statistics` dialog, imported when first asked)
        self._retranslate_pending = False
        self.pages = QStackedWidget()  # the home page first; each game's page; the replay viewer when open
        self.status = StatusLine(self.settings)  # a line too long for the window ends in "…", whole in its tooltip
        self.game = GameInPlay(self, self.pages, self.settings, asks, self.status, keeps_autosave, show_end_dialog)
        self.home = HomeDoor(self.pages, self.game, self.network)
        self.files = GameFiles(self, self.game, self.home, self.network, self.settings, asks, self.status)
        self.replays = ReplayViewer(self.pages, self.game, self.files)
        self.lessons = Lessons(self, self.game, self.home)
        self.pages.addWidget(self.home.page)
        self.setCentralWidget(self.pages)
        self.statusBar().addWidget(self.status, 1)
        self._side_wanted: bool | None = None  # the player's choice in the View menu; None: by the window's width
        own: dict[str, Callable[..., object]] = {  # what the menus ask of the window itself
            "settings": self.settings_dialog,
            "statistics": self.show_statistics,
            "home": self.go_home,
            "undo": self.undo,
            "hint": self.hint,
            "side": self.toggle_side,
            "how": self.show_help,
        }
        parts = (self.game, self.files, self.replays, self.lessons, self.network)
        self.menus = WindowMenus(self, own, self.active_view, *parts)
        self._connect_parts()
        self.apply_settings()
        self._name_window()
        self.resize(placement.DESIGNED)  # (the program's window: `place_on_screen`)
        self._placed = False  # placed on the screen by `place_on_screen`, and remembered where it closes
        self._dialog_fit = placement.DialogFit(self)  # every dialog as wide as its title, inside the screen
        self.setStyleSheet(WINDOW_STYLE)
        dialogstyle.install()  # every dialog of the program in the table's style (the program's start does it too)
        self._keys_back = KeysBack(
            self, self.active_view
        )  # a dialog closed: the keys come back to the window and its table

    def _connect_parts(self) -> None:
        """What each part says, and what the window shows or asks of another part for it."""
        game, replays, lessons, home = self.game, self.replays, self.lessons, self.home
        game.shown.connect(self._game_shown)
        game.made.connect(self._page_made)
        game.said.connect(self._page_says)
        game.replacing.connect(self.network.end_hosting)
        replays.opening.connect(self._replay_opening)
        replays.entered.connect(lambda: self.menus.enable_playing(False))
        replays.left.connect(lambda: self.menus.enable_playing(True))
        replays.shown.connect(self._fit_side)
        lessons.starting.connect(replays.leave_replay)
        home.leaving.connect(lessons.leave)
        home.leaving.connect(replays.leave_replay)
        home.came.connect(self._home_shown)
        home.wanted.connect(self._home_wants)

    def place_on_screen(self) -> None:
        """Before the window is first shown: where it was last time, where that fits the screen now, else fitted
        to the screen's available area (maximised on a small screen); remembered when it closes."""
        placement.restore(self, self.settings)
        self._placed = True

    # --- what the parts say -----------------------------------------------------------------------------------

    def _game_shown(self, entry: GameEntry) -> None:
        """A game's page is shown: its line, its moves in the Play menu, its help, title and side."""
        page = self.game.page
        assert page is not None
        self.status.show_message(str(page_widget(page).property("status_line") or ""))
        self.menus.fill_play_menu(page.play_actions())
        if not self.replays.in_replay():  # its moves are the player's again (unless a replay holds them)
            self.menus.enable_moves(True)
        if self.help_dialog is not None:
            self.help_dialog.set_page(entry.help_page)
        self._name_window()
        self._fit_side()

    def _page_made(self, page: TablePage) -> None:
        """A page's own fold handle is the View menu's choice."""
        fold = getattr(page, "fold", None)
        if fold is not None:
            fold.toggled.connect(self.toggle_side)
            fold.shown_changed.connect(lambda shown, p=page: self._side_checked(p, shown))

    def _side_checked(self, page: TablePage, shown: bool) -> None:
        """The View menu's check says whether the side of the page shown is there."""
        if page is self.game.page:
            self.menus.side_action.setChecked(shown)

    def _page_says(self, text: str, problem: bool) -> None:
        """The page in play's line for the status bar (not over the replay viewer's)."""
        if not self.replays.in_replay():
            (self.status.show_problem if problem else self.status.show_message)(text)

    def _replay_opening(self) -> None:
        self.game.close_end_dialog()
        self.lessons.leave()

    def _home_shown(self) -> None:
        self.menus.enable_moves(False)  # no move of a game not shown
        self.status.show_message("")
        self._name_window()

    def _home_wants(self, action: str, entry: GameEntry | None) -> None:
        """A button of the home page: what the menus do, on the card's game."""
        if action == "learn":
            self.lessons.learn_to_play(entry)
        elif action == "new":
            self.game.new_game_dialog(entry)
        elif action == "statistics":
            self.show_statistics(entry)
        elif action == "host":
            self.network.host(None if entry is None else entry.id)
        elif action == "join":
            self.network.join()
        elif action == "open":
            self.files.load_dialog()
        elif action == "settings":
            self.settings_dialog()
        elif action == "continue_saved":
            self.files.continue_saved()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_side()

    def toggle_side(self, shown: bool) -> None:
        """Show or hide what lies beside the table (View menu), whatever the window's size."""
        self._side_wanted = shown
        self._fit_side()

    def _fit_side(self) -> None:
        """What lies beside a table folds away as its page decides by its width (below SIDE_FOLDS_BELOW pixels for
        the replay viewer), unless the player asked for it (View menu, or a page's fold handle)."""
        scale = self.settings.ui_scale
        shown = self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * scale
        for page in self.game.tables.values():
            page.show_side(self._side_wanted)  # None: each page folds by its own width
        side_shown = getattr(self.game.page, "side_shown", None)
        self.menus.side_action.setChecked(side_shown() if side_shown is not None else shown)
        compact = self.height() < PANELS_COMPACT_BELOW * scale
        self.replays.fit_side(shown, compact, self.width(), self.height())

    def active_view(self) -> ShownView | None:
        """The table view shown now: the replay's, or the game's."""
        replay = self.replays.replay_page
        view: ShownView | None = None
        if self.replays.in_replay() and replay is not None and replay.view is not None:
            view = replay.view
        elif self.game.page is not None:
            view = self.game.page.view
        return view

    # --- settings -------------------------------------------------------------------------------------------

    def apply_settings(self) -> None:
        """Use the current animation speed and UI scale."""
        speed, scale = self.settings.speed, self.settings.ui_scale
        for page in self.game.tables.values():
            page.set_speed(speed)
            page.set_scale(scale)
        if self.replays.replay_page is not None:
            self.replays.replay_page.set_speed(speed)
            self.replays.replay_page.set_scale(scale)
        self.status.restyle()
        self.home.page.set_scale(scale)
        self._fit_side()

    def settings_dialog(self) -> None:
        """Show the settings and apply them (a new language at once, in the running game too)."""
        before = self.settings.language
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings()
            if self.settings.language != before:
                self.set_language(self.settings.language)
        dialog.deleteLater()

    def show_statistics(self, entry: GameEntry | None = None) -> None:
        """Game → Statistics: the figures of the finished games, of `entry`'s game first (None: the game in play)."""
        from thurntaxis.shell import statistics

        game = entry or self.game.entry or game_entry(self.settings.game)
        if self.statistics_dialog is not None:  # (the one shown before goes)
            self.statistics_dialog.deleteLater()
        self.statistics_dialog = dialog = statistics.open_dialog(statistics_path(), self, game.id)
        dialog.replay_last.connect(dialog.accept)
        dialog.replay_last.connect(lambda chosen: self.replays.replay_last(game_entry(chosen)))

    def show_help(self) -> None:
        """The "How to play" page of the game on the table, in the current language."""
        entry = self.game.entry or game_entry(self.settings.game)
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(self, entry.help_page)
        self.help_dialog.set_page(entry.help_page)  # (open already, on another game's page)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()  # the keys go to it, Escape closes it, also when it was open behind

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
        """Write every text again in the current language: title, menus, pages, status, dialogs."""
        self._retranslate_pending = False
        self._name_window()
        self.menus.name_menus()
        self.home.retranslate()
        if self.help_dialog is not None:
            self.help_dialog.retranslate()
        self.game.retranslate()
        if self.game.page is None:
            self.status.setText("")
        if self.replays.replay_page is not None:
            self.replays.replay_page.retranslate()
        if self.lessons.tour is not None:
            self.lessons.tour.refresh()

    def go_home(self) -> None:
        """View → Home page: the home page, the game in progress kept on its page (its card continues it)."""
        self.home.show()

    def _name_window(self) -> None:
        """The window's title, and the name the window system adds to every title of the program's windows
        (`i18n.name_after`): the game shown, or the program's name on the home page."""
        entry = None if self.home.shown() else self.game.entry
        i18n.name_after(None if entry is None else lambda: game_name(entry))
        self.setWindowTitle(i18n.title() if entry is None else game_name(entry))

    # --- closing --------------------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.lessons.leave()  # the game before the guided one is kept, the guided one never
        if not self.game.autosave() and self.prompter.ask(
            self.tr("Game not kept"),
            self.tr(
                "The game in progress could not be kept for the next start (%1). Save it to a file of your choice "
                "before quitting?"
            ).replace("%1", self.game.autosave_problem or "?"),
        ):
            self.files.save_dialog()
        self.network.end_hosting()
        for page in self.game.tables.values():
            page.stop()
        if self._placed:
            placement.save(self, self.settings)
        super().closeEvent(event)

    # --- the moves ----------------------------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the last move of this turn, where the game allows it."""
        if self.game.page is not None:
            self.game.page.undo()

    def hint(self) -> None:
        """Show a legal move of the player to move."""
        if self.game.page is not None:
            self.game.page.hint()
