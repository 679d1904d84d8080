"""The replay viewer in the window: replay a saved game or record file, or the last finished game, in the frame of
`thurntaxis.shell.replay` with the game's own drawing; the game in progress waits untouched until the player leaves
it (texts of the context "MainWindow")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QStackedWidget

from thurntaxis.errors import RecordError
from thurntaxis.games import GameEntry
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.kit.view import fit_splitter
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.gamefiles import GameFiles
from thurntaxis.shell.gamepages import entry_of, game_entry, page_widget
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.replay import ReplayPage, record_seats
from thurntaxis.shell.settings import Settings, statistics_path
from thurntaxis.shell.statusline import Asks, StatusLine


class ReplayViewer(QObject):
    """The replay viewer: its page (made when first needed) in the window's pages, and the last finished game."""

    opening = Signal()  # a replay is about to show: the end dialog closes, a lesson ends
    entered = Signal()  # the viewer is shown in place of the game: the game's moves and files are off
    shown = Signal()  # the viewer is shown (again): the window fits its side
    left = Signal()  # back to the game: its moves and files are on again
    known_last = Signal(bool)  # whether Replay the last finished game has one to replay

    def __init__(self, pages: QStackedWidget, game: GameInPlay, files: GameFiles) -> None:
        super().__init__(pages)
        self.pages, self.game, self.files = pages, game, files  # (the game's settings, prompter and status line)
        self.settings: Settings = game.settings
        self.prompter: Asks = game.prompter
        self.status: StatusLine = game.status
        self.replay_page: ReplayPage | None = None  # made when first needed
        self.last_finished: tuple[GameEntry, Any, list[Seat]] | None = None  # this session's last finished game
        game.finished.connect(self._finished)
        game.replay_wanted.connect(self._replay_wanted)

    def _finished(self, entry: GameEntry, record: Any, seats: list[Seat]) -> None:
        self.last_finished = (entry, record, seats)
        self.known_last.emit(True)

    def _replay_wanted(self, record: Any, seats: list[Seat]) -> None:
        """The end dialog's Replay, or one of its costly moves (`replay_focus`: the move and its player), which then
        opens at that move with Expert's better one drawn."""
        focus = getattr(self.game.end_dialog, "replay_focus", None)
        if self.open_replay(record, seats) and focus is not None and self.replay_page is not None:
            self.replay_page.focus(*focus)

    def finished_here(self, record: Any) -> bool:
        """Whether `record` is the game just finished on the table (the replay then leads back to its end)."""
        page, entry = self.game.page, self.game.entry
        if page is None or entry is None or not page.has_game() or getattr(page, "network", None) is not None:
            return False
        return bool(entry.load().game_over(page.controller.state)) and list(page.record().moves) == list(record.moves)

    def back_to_results(self) -> None:
        """Leave the replay for the end of the game just finished: its dialog again, with Rematch."""
        page = self.game.page
        self.leave_replay()
        if page is not None and page.has_game():
            self.game.offer_end_dialog(page)

    def replay_dialog(self) -> None:
        """Ask for a saved game or a record file and replay it."""
        path = self.files.file_dialog(
            QFileDialog.getOpenFileName, QCoreApplication.translate("MainWindow", "Replay a game"), ""
        )
        if path is not None:
            self.replay_file(path)

    def replay_file(self, path: Path) -> bool:
        """Replay a saved game or a record file; a bad file gives the same reasons as Game → Open."""
        from thurntaxis.shell.savegame import read_file

        try:
            record, seats, entry = read_file(path)
        except RecordError as exc:
            self._cannot_replay(
                QCoreApplication.translate("MainWindow", "%1 is not a game record this program can replay.").replace(
                    "%1", path.name
                ),
                exc,
            )
            return False
        return self.open_replay(record, seats, entry)

    def replay_last(self, game: GameEntry | None = None) -> None:
        """Replay the last finished game: this session's, else the newest one in the statistics (of `game`, when
        named: the statistics' own button; else of the game on the table)."""
        from thurntaxis.shell import statistics
        from thurntaxis.stats import StatsError

        if self.last_finished is not None and game in (None, self.last_finished[0]):
            entry, record, seats = self.last_finished
            self.open_replay(record, seats, entry)
            return
        shown = game or self.game.entry or game_entry(self.settings.game)
        try:
            stored = statistics.last_stored(statistics_path(), shown.id)
        except StatsError as exc:
            self.status.show_problem(statistics.read_problem(exc))
            return
        except RecordError as exc:
            self._cannot_replay(
                QCoreApplication.translate("MainWindow", "The last finished game cannot be replayed."), exc
            )
            return
        if stored is None:
            self.status.show_message(QCoreApplication.translate("MainWindow", "No game has been finished yet."))
            self.known_last.emit(False)
        else:
            self.open_replay(*stored, shown)

    def open_replay(self, record: Any, seats: list[Seat] | None = None, entry: GameEntry | None = None) -> bool:
        """Show a recorded game in the replay viewer; the game in progress waits untouched until the player
        leaves it. A record that does not replay, or of a game without a replay drawing, is said; nothing changes."""
        try:
            entry = entry or entry_of(record)
            page = self.replay_page
            if page is None:
                page = self.replay_page = ReplayPage()
                page.leave.connect(self.leave_replay)
                page.results.connect(self.back_to_results)
                page.message.connect(self.status.show_message)
                page.study.play_from.connect(self.play_from_here)
                app = QCoreApplication.instance()
                if app is not None:
                    app.aboutToQuit.connect(page.study.advice.stop)  # no thinking at exit
                self.pages.addWidget(page)
                page.set_speed(self.settings.speed)
                page.set_scale(self.settings.ui_scale)
            page.start(entry, record, seats or record_seats(entry, record))
            page.to_results.setVisible(self.finished_here(record) and self.game.show_end_dialog)
        except RecordError as exc:
            self._cannot_replay(
                QCoreApplication.translate("MainWindow", "The game of %1 cannot be replayed.").replace(
                    "%1", ", ".join(record.players)
                ),
                exc,
            )
            return False
        except LookupError:
            self.status.show_problem(QCoreApplication.translate("MainWindow", "This game cannot be replayed yet."))
            return False
        self.opening.emit()  # (the game before the guided one is what the replay returns to)
        if not self.in_replay():
            if self.game.page is not None:
                self.game.page.pause(True)  # its computer players wait until the player is back
            self.entered.emit()
        self.pages.setCurrentWidget(page)
        self.shown.emit()
        QTimer.singleShot(0, self, self.shown.emit)  # once the page has its size
        page.go(page.index)
        if page.view is not None:
            page.view.setFocus()
        return True

    def leave_replay(self) -> None:
        """Back to the game in progress, as it was."""
        if not self.in_replay() or self.replay_page is None:
            return
        self.replay_page.pause()
        self.replay_page.study.halt()
        page = self.game.page
        if page is not None:
            self.pages.setCurrentWidget(page_widget(page))
            page.view.setFocus()
            page.pause(False)
            self.status.show_message(str(page_widget(page).property("status_line") or ""))
        else:
            self.pages.setCurrentIndex(0)
        self.left.emit()

    def play_from_here(self, index: int, seat: int, level: str) -> bool:
        """A new game from position `index` of the game replayed: the player takes over `seat`, the computer plays
        the other seats at `level`. The record replayed is not changed (the new game's record is its opening and
        first `index` moves, the moves played from here added to them); the game in progress is left only when the
        player agrees."""
        page = self.replay_page
        if page is None or page.entry is None or page.study.record is None or not self.in_replay():
            return False
        if not self.game.may_leave_game():
            return False
        entry, record = page.entry, page.study.record
        from_here = record.model_copy(update={"moves": list(record.moves[:index])})
        seats = [
            Seat(s.name, HUMAN if i == seat else COMPUTER, s.level if i == seat else level, s.colour)
            for i, s in enumerate(page.study.seats)
        ]
        self.leave_replay()
        try:
            self.game.continue_game(entry, from_here, seats)
        except RecordError as exc:  # it replayed in the viewer: only a changed program could refuse it
            self._cannot_replay(QCoreApplication.translate("MainWindow", "The game cannot be played from here."), exc)
            return False
        self.game.from_replay = True  # practice: its end is not counted in the statistics
        if self.game.page is not None:
            self.game.page.pause(False)
        return True

    def in_replay(self) -> bool:
        """Whether the replay viewer is shown."""
        return self.replay_page is not None and self.pages.currentWidget() is self.replay_page

    def fit_side(self, shown: bool, compact: bool, width: int, height: int) -> None:
        """The replay viewer's side, as the table's: shown or folded, and as wide as the table leaves it."""
        page = self.replay_page
        if page is None or page.drawing is None:
            return
        page.drawing.set_side_shown(shown, compact)
        if shown and page.side is not None:
            besides = page.controls.sizeHint().height() + page.drawing.table.height() - page.view.height()
            besides += page.study.sizeHint().height() if page.study.isVisible() else 0
            height = (self.pages.height() or height) - besides
            fit_splitter(page.splitter, page.view.scene(), width, height, self.settings.ui_scale)

    def _cannot_replay(self, what: str, error: RecordError) -> None:
        self.prompter.inform(
            QCoreApplication.translate("MainWindow", "Cannot replay the game"),
            what + "\n\n" + QCoreApplication.translate("MainWindow", "Reason: %1").replace("%1", record_problem(error)),
        )
