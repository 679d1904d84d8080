"""The game in play in the window: its table page (`thurntaxis.gameui.TablePage`, whichever game it is), a new game
and a game continued, leaving it, its autosave, and its end with its dialog. It knows the games only through the
registry; it tells the window by signals what the window shows around the page (texts of the context
"MainWindow").

A game's end dialog goes when the next game starts (or another end dialog opens), so that games in a row in one
window leave nothing behind."""

from __future__ import annotations

import contextlib
import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QStackedWidget, QWidget

from thurntaxis.errors import RecordError
from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.gameui import END_NEW_GAME, END_REMATCH, END_REPLAY, TablePage
from thurntaxis.kit.players import REMOTE, Seat
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.gamepages import make_page, page_widget
from thurntaxis.shell.settings import Settings, autosave_path, statistics_path
from thurntaxis.shell.statusline import Asks, StatusLine


class GameInPlay(QObject):
    """The game on the window's table: the pages of the games (one a game, made when first needed), the one in
    play, and what happens to its game from its start to its end."""

    shown = Signal(object)  # a game's page is shown (its GameEntry): the window's menus, title and side follow
    made = Signal(object)  # a page was made (the window connects its fold handle to the View menu)
    said = Signal(str, bool)  # the line of the page in play for the status bar (True: a problem)
    interrupting = Signal()  # a lesson that runs ends before: a new game starts, or the game may be left
    replacing = Signal()  # another game takes the table: a network game hosted here ends
    replaced = Signal()  # another game is on the table: the game of last time is set aside
    finished = Signal(object, object, list)  # a game just ended here (entry, record, seats): Replay the last game
    replay_wanted = Signal(object, list)  # the end dialog's Replay (record, seats)

    def __init__(
        self,
        parent: QWidget,
        pages: QStackedWidget,
        settings: Settings,
        prompter: Asks,
        status: StatusLine,
        keeps_autosave: bool,
        show_end_dialog: bool,
    ) -> None:
        super().__init__(parent)
        self.parent_widget, self.pages, self.settings = parent, pages, settings
        self.prompter, self.status = prompter, status
        self.keeps_autosave = keeps_autosave  # False: a window that must not touch the player's autosave or statistics
        self.show_end_dialog = show_end_dialog
        self.tables: dict[str, TablePage] = {}  # each game's table page, made when the game is first shown
        self.page: TablePage | None = None  # the page of the game in play (None before any)
        self.entry: GameEntry | None = None
        self.came_from: GameEntry | None = None  # the game shown last, or whose card the home page used last
        self.offer_next: GameEntry | None = None  # the game of the lesson left last: New game offers it
        self.end_dialog: QDialog | None = None
        self.autosave_problem: str | None = None  # why the game in progress cannot be kept for the next start
        self.from_replay = False  # the game on the table is played from a replay's position: not in the statistics
        self.identity = ""  # the game on the table's own, kept in its saves: the statistics store it once
        self._saved: tuple[TablePage, Any] | None = None  # the page and the record last saved to a file
        self._statistics_writer: Any = None  # made with the first finished game (the first screen needs none)

    @property
    def statistics_writer(self) -> Any:
        """What stores finished games on a worker thread (`thurntaxis.shell.statistics.StatisticsWriter`)."""
        if self._statistics_writer is None:
            from thurntaxis.shell import statistics

            self._statistics_writer = statistics.StatisticsWriter(self)
            self._statistics_writer.problem.connect(self.status.show_problem)
        return self._statistics_writer

    # --- the pages --------------------------------------------------------------------------------------------

    def page_of(self, entry: GameEntry, key: str | None = None) -> TablePage:
        """The table page of a game, made (and its module imported) the first time it is needed; `key`: another
        page of it than the window's own (a network game's, `thurntaxis.netui.remotetable`)."""
        key = key or entry.id
        page = self.tables.get(key)
        if page is None:
            page = make_page(entry, self.settings.speed)
            page.prompter = self.prompter
            page.set_scale(self.settings.ui_scale)
            page.status.connect(lambda text, p=page: self._page_says(p, text, False))
            page.problem.connect(lambda text, p=page: self._page_says(p, text, True))
            page.game_over.connect(lambda here, p=page: self._page_over(p, here))
            self.tables[key] = page
            self.pages.addWidget(page_widget(page))
            self.made.emit(page)
        return page

    def show_game(self, entry: GameEntry, key: str | None = None) -> TablePage:
        """Show the page of `entry`'s game (`key`: as for `page_of`) in place of the game shown before (whose
        computer players stop)."""
        page = self.page_of(entry, key)
        if self.page is not None and self.page is not page:
            self.page.stop()
        self.page, self.entry = page, entry
        self.came_from = entry
        self.pages.setCurrentWidget(page_widget(page))
        self.shown.emit(entry)
        page.view.setFocus()
        return page

    def _page_says(self, page: TablePage, text: str, problem: bool) -> None:
        """A page's line for the status bar (a page not shown keeps quiet)."""
        if not problem:
            page_widget(page).setProperty("status_line", text)  # shown when the page is
        if page is self.page:
            self.said.emit(text, problem)

    # --- starting, continuing, leaving ----------------------------------------------------------------------

    def start_game(
        self, seats: list[Seat], seed: int | None = None, game: GameEntry | str | None = None, **options: Any
    ) -> None:
        """Start a new game of `game` (the registry's default game when none is named) with these seats, on a page
        of its game; `options` are the game's set-up options (`TablePage.start`)."""
        entry = game if isinstance(game, GameEntry) else GAMES[game or DEFAULT_GAME]
        self.replaced.emit()
        self.replacing.emit()
        self.close_end_dialog()
        self.interrupting.emit()
        self.offer_next = None
        page = self.show_game(entry)
        page.start(seats, seed, options)
        self.from_replay = False
        self.identity = uuid.uuid4().hex  # a new deal: a new game

    def continue_game(self, entry: GameEntry, record: Any, seats: list[Seat], identity: str = "") -> None:
        """Continue a recorded game and show its page; a record that does not replay raises the game's
        `RecordError` before anything changes. `identity`: the game's, as its save kept it ("": a new one)."""
        self.replacing.emit()
        page = self.page_of(entry)
        end_dialog, self.end_dialog = self.end_dialog, None  # the game before's, unless the record does not replay
        try:
            page.load(record, seats)  # a finished game opens its own end dialog
        except RecordError:
            self.end_dialog = end_dialog
            raise
        if end_dialog is not None:
            end_dialog.finished.disconnect(self._end_dialog_done)
            end_dialog.close()
            end_dialog.deleteLater()
        self.replaced.emit()
        self.identity = identity or uuid.uuid4().hex
        self.show_game(entry)
        self.from_replay = False

    def mark_saved(self) -> None:
        """The game in play has just been saved to a file: leaving it loses nothing until its next move."""
        if self.page is not None:
            self._saved = (self.page, self.page.record())

    def may_leave_game(self) -> bool:
        """Whether the running game may be put away for another one: asks the player when one is unfinished."""
        self.interrupting.emit()  # the guided game is never kept: the game before it is the one to ask about
        if self.page is None or not self.page.running():
            return True
        if getattr(self.page, "network", None) is not None:  # a network game: the host keeps it
            return bool(
                self.prompter.ask(
                    QCoreApplication.translate("MainWindow", "Leave this game?"),
                    QCoreApplication.translate(
                        "MainWindow", "You leave the network game. The host keeps it, and your seat in it. Leave it?"
                    ),
                )
            )
        if self._saved is not None and self._saved[0] is self.page and self._saved[1] == self.page.record():
            return True  # saved, and no move since: nothing is lost
        return bool(
            self.prompter.ask(
                QCoreApplication.translate("MainWindow", "Leave this game?"),
                QCoreApplication.translate(
                    "MainWindow", "The game in progress will be lost unless you save it first. Leave it?"
                ),
            )
        )

    def new_game_dialog(self, entry: GameEntry | None = None) -> bool:
        """Ask for a new game and start it, the dialog on `entry`'s game (None: the game the player came from, the
        one shown last or whose card the home page used); False when cancelled."""
        if not self.may_leave_game():
            return False
        offered = entry or self.offer_next or self.came_from  # (after a lesson: that lesson's game)
        dialog = NewGameDialog(self.settings, self.parent_widget, offered)
        try:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return False
            self.start_game(dialog.seats(), dialog.seed_value(), dialog.entry(), **dialog.rule_values())
        finally:
            dialog.deleteLater()
        return True

    # --- the autosave -----------------------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        """Save the game on the table (raises OSError when the file cannot be written)."""
        from thurntaxis.shell.savegame import save_game

        assert self.page is not None
        save_game(path, self.page.record(), self.page.seats, self.identity)

    def autosave(self) -> bool:
        """Save the game in progress for the next start (a finished game leaves no autosave); False when it could
        not be kept (the reason is in `autosave_problem`)."""
        path = autosave_path()
        if not self.keeps_autosave or self.page is None or not self.page.has_game():
            return True
        if getattr(self.page, "network", None) is not None:  # the host keeps a network game (and the last autosave
            return True  # stays the local game's)
        if not self.page.running():
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
            return True
        if self.autosave_problem is None or (path.parent.is_dir() and not path.exists()):
            try:
                self.save(path)
                return True
            except (OSError, ValueError) as exc:
                self.autosave_problem = getattr(exc, "strerror", None) or str(exc)
        return False

    # --- the end of a game ----------------------------------------------------------------------------------

    def _page_over(self, page: TablePage, here: bool) -> None:
        """A game on its page has ended: kept for Replay the last game and (ended `here`, by a move on the page)
        for the statistics, no autosave, and the page's end dialog (or a word: the page shows the scoring)."""
        if getattr(page, "network", None) is not None:  # a network game: its end is the network table's to show
            return
        if page is not self.page or self.entry is None:  # a finished game loaded: its page is shown next
            QTimer.singleShot(0, self, lambda: self._page_over(page, here) if page is self.page else None)
            return
        record, seats = page.record(), list(page.seats)
        self.finished.emit(self.entry, record, seats)
        if self.keeps_autosave:
            with contextlib.suppress(OSError):
                autosave_path().unlink(missing_ok=True)
            # Not a finished game loaded, nor practice from a replay: stored on a worker thread, a problem said later.
            if here and not self.from_replay:
                self.statistics_writer.store(self.entry.id, record, seats, statistics_path(), self.identity)
        if self.show_end_dialog:
            self.offer_end_dialog(page)

    def offer_end_dialog(self, page: TablePage) -> None:
        """The page's end dialog of its game just finished (one at a time: the one before goes)."""
        dialog = page.end_dialog(self.parent_widget)
        if dialog is None:  # the page shows the scoring itself: a word, and the replay offered
            QTimer.singleShot(0, self, self._offer_replay)
            return
        if over_the_network(page.seats):  # a rematch would be a local game, the friends' seats the computer's
            dialog.rematch.hide()
        self.close_end_dialog()
        self.end_dialog = dialog
        dialog.finished.connect(self._end_dialog_done)
        dialog.open()

    def _offer_replay(self) -> None:
        """Say that the game is over, and replay it if the player wishes (where the game has a replay drawing)."""
        game_over = QCoreApplication.translate("MainWindow", "Game over")
        if self.entry is None or not self.entry.load_ui().has_replay:
            self.prompter.inform(game_over, self._over_text())
            return
        again = QCoreApplication.translate("MainWindow", "Watch the game again, move by move?")
        if self.prompter.ask(game_over, self._over_text() + "\n\n" + again) and self.page is not None:
            self.replay_wanted.emit(self.page.record(), list(self.page.seats))

    def _over_text(self) -> str:
        line = self.status.text()
        return (line + "\n\n" if line else "") + QCoreApplication.translate(
            "MainWindow", "The final scoring is beside the table."
        )

    def _end_dialog_done(self, code: int) -> None:
        page, entry = self.page, self.entry
        if page is None or entry is None:
            return
        seats, record = list(page.seats), page.record()
        if code == END_REMATCH and not over_the_network(seats):
            QTimer.singleShot(0, self, lambda: self.start_game(seats, game=entry))
        elif code == END_NEW_GAME:
            QTimer.singleShot(0, self, self.new_game_dialog)
        elif code == END_REPLAY:
            QTimer.singleShot(0, self, lambda: self.replay_wanted.emit(record, seats))

    def close_end_dialog(self) -> None:
        """Close the end dialog of the game before, if it is open, and let it go."""
        if self.end_dialog is not None:
            self.end_dialog.finished.disconnect(self._end_dialog_done)
            self.end_dialog.close()
            self.end_dialog.deleteLater()
            self.end_dialog = None

    def retranslate(self) -> None:
        """The pages, and an end dialog open, in the language installed now."""
        for page in self.tables.values():
            page.retranslate()
        if self.end_dialog is not None and self.end_dialog.isVisible() and self.page is not None:
            self.close_end_dialog()
            self.offer_end_dialog(self.page)


def over_the_network(seats: list[Seat]) -> bool:
    """Whether a game's seats are those of a game hosted here for friends on other machines."""
    return any(seat.kind == REMOTE for seat in seats)
