"""The main window: its home page (`thurntaxis.shell.home`), whichever game's table page is in play
(`thurntaxis.gameui.TablePage`), the replay viewer, the menus with their keyboard shortcuts and the status bar. It
knows the games only through the registry: a game's page is imported and made when that game is first chosen or
resumed.

The window's jobs are split by module: the menus (`thurntaxis.shell.menus`), the games' lifecycle (new game, save,
open, autosave, end of game: `thurntaxis.shell.lifecycle`) and the replay viewer (`thurntaxis.shell.replays`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from thurntaxis.games import GameEntry
from thurntaxis.kit import dialogstyle, fonts
from thurntaxis.kit.elided import ElidedLabel
from thurntaxis.kit.theme import INK
from thurntaxis.shell import i18n, placement
from thurntaxis.shell.dialogs import HowToPlayDialog
from thurntaxis.shell.gamepages import game_name, make_page
from thurntaxis.shell.homedoor import HomeDoor
from thurntaxis.shell.keysback import KeysBack
from thurntaxis.shell.lifecycle import GameLifecycle
from thurntaxis.shell.menus import WindowMenus
from thurntaxis.shell.netplay import MakeNetworkPlay, NetworkPlay, Offline
from thurntaxis.shell.replays import Replays
from thurntaxis.shell.settings import Settings

SIDE_FOLDS_BELOW = 1200  # window width (at UI scale 1.0) under which what lies beside the table folds away
PANELS_COMPACT_BELOW = 860  # window height (at UI scale 1.0) under which the side panels show the essentials
WINDOW_STYLE = (
    "QMainWindow { background: #22382f; } QStatusBar { background: #f3ecda; } QStatusBar QLabel { padding: 2px 6px; }"
)


class Prompter:
    """Questions and notices for the player (tests replace it to answer without a modal dialog)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question; True for yes."""
        return message_box(self.parent, title, text, question=True).exec() == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str) -> None:
        """A notice the player acknowledges."""
        message_box(self.parent, title, text).exec()


def message_box(parent: QWidget | None, title: str, text: str, question: bool = False) -> QMessageBox:
    """The box the player answers: a question (Yes, the default, and No) or a notice (OK); it wears the dialogs'
    style (`thurntaxis.kit.dialogstyle`) like every dialog."""
    if question:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
    else:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(dialogstyle.sign(question))
    return box


class _LatePrompter:
    """The window's prompter as it is when a page asks (tests replace the window's after it is made)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def ask(self, title: str, text: str) -> bool:
        return bool(self.window.prompter.ask(title, text))

    def inform(self, title: str, text: str) -> None:
        self.window.prompter.inform(title, text)


class MainWindow(WindowMenus, GameLifecycle, Replays, QMainWindow):
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
        self.tour: Any = None  # the guided first game, while it runs (`thurntaxis.kit.guide.TourGuide`)
        self.keeps_autosave = keeps_autosave  # False: a window that must not touch the player's autosave or statistics
        fonts.register()
        self.settings = settings or Settings()
        self.prompter: Any = Prompter(self)
        self.show_end_dialog = show_end_dialog
        self.end_dialog: Any = None
        self.help_dialog: HowToPlayDialog | None = None
        self.statistics_dialog: Any = None
        self._statistics_writer: Any = None  # made with the first finished game (the first screen needs none)
        self._retranslate_pending = False
        self.tables: dict[str, Any] = {}  # each game's table page, made when the game is first shown
        self.page: Any = None  # the page of the game in play (None before any)
        self.page_entry: GameEntry | None = None
        self.came_from: GameEntry | None = None  # the game shown last, or whose card the home page used last
        self.pages = QStackedWidget()  # the home page first; each game's page; the replay viewer when open
        self.home = HomeDoor(self)
        self.pages.addWidget(self.home.page)
        self.setCentralWidget(self.pages)
        self.status = ElidedLabel()  # a line too long for the window ends in "…", whole in its tooltip
        self._status_problem = False
        self.statusBar().addWidget(self.status, 1)
        self._autosave_problem: str | None = None  # why the game in progress cannot be kept for the next start
        self._side_wanted: bool | None = None  # the player's choice in the View menu; None: by the window's width
        self.side_action: Any = None
        self._init_replays()
        self._build_menus()
        self.apply_settings()
        self._name_window()
        self.resize(placement.DESIGNED)  # (the program's window: `place_on_screen`)
        self._placed = False  # placed on the screen by `place_on_screen`, and remembered where it closes
        self._dialog_fit = placement.DialogFit(self)  # every dialog as wide as its title, inside the screen
        self.setStyleSheet(WINDOW_STYLE)
        dialogstyle.install()  # every dialog of the program in the table's style (the program's start does it too)
        self._keys_back = KeysBack(self)  # a dialog closed: the keys come back to the window and its table

    def place_on_screen(self) -> None:
        """Before the window is first shown: where it was last time, where that fits the screen now, else fitted
        to the screen's available area (maximised on a small screen); remembered when it closes."""
        placement.restore(self, self.settings)
        self._placed = True

    @property
    def statistics_writer(self) -> Any:
        """What stores finished games on a worker thread (`thurntaxis.shell.statistics.StatisticsWriter`)."""
        if self._statistics_writer is None:
            from thurntaxis.shell import statistics

            self._statistics_writer = statistics.StatisticsWriter(self)
            self._statistics_writer.problem.connect(self.show_problem)
        return self._statistics_writer

    # --- the game pages ---------------------------------------------------------------------------------------

    def page_of(self, entry: GameEntry, key: str | None = None) -> Any:
        """The table page of a game, made (and its module imported) the first time it is needed; `key`: another
        page of it than the window's own (a network game's, `thurntaxis.netui.remotetable`)."""
        key = key or entry.id
        page = self.tables.get(key)
        if page is None:
            page = make_page(entry, self.settings.speed)
            page.prompter = _LatePrompter(self)
            page.set_scale(self.settings.ui_scale)
            page.status.connect(lambda text, p=page: self._page_says(p, text, False))
            page.problem.connect(lambda text, p=page: self._page_says(p, text, True))
            page.game_over.connect(lambda here, p=page: self._page_over(p, here))
            fold = getattr(page, "fold", None)
            if fold is not None:  # a page's own fold handle is the View menu's choice
                fold.toggled.connect(self.toggle_side)
                fold.shown_changed.connect(lambda shown, p=page: self._side_checked(p, shown))
            self.tables[key] = page
            self.pages.addWidget(page)
        return page

    def show_game(self, entry: GameEntry, key: str | None = None) -> Any:
        """Show the page of `entry`'s game (`key`: as for `page_of`) in place of the game shown before (whose
        computer players stop)."""
        page = self.page_of(entry, key)
        if self.page is not None and self.page is not page:
            self.page.stop()
        self.page, self.page_entry = page, entry
        self.came_from = entry
        self.pages.setCurrentWidget(page)
        self.show_message(str(page.property("status_line") or ""))
        self._fill_play_menu()
        self.home.left()
        if self.help_dialog is not None:
            self.help_dialog.set_page(entry.help_page)
        self._name_window()
        self._fit_side()
        page.view.setFocus()
        return page

    def _side_checked(self, page: Any, shown: bool) -> None:
        """The View menu's check says whether the side of the page shown is there."""
        if page is self.page and self.side_action is not None:
            self.side_action.setChecked(shown)

    def _page_says(self, page: Any, text: str, problem: bool) -> None:
        """A page's line for the status bar (a page not shown keeps quiet)."""
        if not problem:
            page.setProperty("status_line", text)  # shown when the page is
        if page is self.page and not self.in_replay():
            (self.show_problem if problem else self.show_message)(text)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_side()

    def _fit_side(self) -> None:
        """What lies beside a table folds away as its page decides by its width (below SIDE_FOLDS_BELOW pixels for
        the replay viewer), unless the player asked for it (View menu, or a page's fold handle)."""
        scale = self.settings.ui_scale
        shown = self._side_wanted if self._side_wanted is not None else self.width() >= SIDE_FOLDS_BELOW * scale
        for page in self.tables.values():
            page.show_side(self._side_wanted)  # None: each page folds by its own width
        if self.side_action is not None:
            side_shown = getattr(self.page, "side_shown", None)
            self.side_action.setChecked(side_shown() if side_shown is not None else shown)
        self._fit_replay_side(shown, self.height() < PANELS_COMPACT_BELOW * scale)

    def active_view(self) -> Any:
        """The table view shown now: the replay's, or the game's."""
        if self.in_replay() and self.replay_page is not None and self.replay_page.view is not None:
            return self.replay_page.view
        return self.page.view if self.page is not None else None

    # --- settings -------------------------------------------------------------------------------------------

    def apply_settings(self) -> None:
        """Use the current animation speed and UI scale."""
        speed, scale = self.settings.speed, self.settings.ui_scale
        for page in self.tables.values():
            page.set_speed(speed)
            page.set_scale(scale)
        if self.replay_page is not None:
            self.replay_page.set_speed(speed)
            self.replay_page.set_scale(scale)
        self._status_look(self._status_problem)
        self.home.page.set_scale(scale)
        self._fit_side()

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
        self._name_menus()
        self.home.retranslate()
        if self.help_dialog is not None:
            self.help_dialog.retranslate()
        for page in self.tables.values():
            page.retranslate()
        if self.page is None:
            self.status.setText("")
        if self.end_dialog is not None and self.end_dialog.isVisible() and self.page is not None:
            self.close_end_dialog()
            self._offer_end_dialog(self.page)
        if self.replay_page is not None:
            self.replay_page.retranslate()
        if self.tour is not None:
            self.tour.refresh()

    def go_home(self) -> None:
        """View → Home page: the home page, the game in progress kept on its page (its card continues it)."""
        self.home.show()

    def _name_window(self) -> None:
        """The window's title, and the name the window system adds to every title of the program's windows
        (`i18n.name_after`): the game shown, or the program's name on the home page."""
        entry = None if self.home.shown() else self.page_entry
        i18n.name_after(None if entry is None else lambda: game_name(entry))
        self.setWindowTitle(i18n.title() if entry is None else game_name(entry))

    # --- closing --------------------------------------------------------------------------------------------

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
        self.end_hosting()
        for page in self.tables.values():
            page.stop()
        if self._placed:
            placement.save(self, self.settings)
        super().closeEvent(event)

    # --- messages -------------------------------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        """Show a message in the status bar."""
        self._status_look(problem=False)
        self.status.setText(text)

    def show_problem(self, text: str) -> None:
        """Show why something was refused, in the status bar."""
        self._status_look(problem=True)
        self.status.setText(text)

    def _status_look(self, problem: bool) -> None:
        """The status bar's colour and font, all in its style sheet: a style sheet of its own lets a font given
        with setFont go back to the window's (the guidance grew by a third after the Settings dialog's OK)."""
        self._status_problem = problem
        size = round(11 * self.settings.ui_scale)
        colour, weight = ("#b03a2e", "bold") if problem else (INK.name(), "normal")
        sheet = f"color: {colour}; font-family: '{fonts.SANS}'; font-size: {size}pt; font-weight: {weight};"
        if self.status.styleSheet() != sheet:  # (a new sheet polishes the label again: not at every message)
            self.status.setStyleSheet(sheet)

    def undo(self) -> None:
        """Take back the last move of this turn, where the game allows it."""
        if self.page is not None:
            self.page.undo()

    def hint(self) -> None:
        """Show a legal move of the player to move."""
        if self.page is not None:
            self.page.hint()
