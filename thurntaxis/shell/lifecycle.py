"""The games' lifecycle in the window: the start (the home page, the game of last time), a new game, save and
open, the autosave, the end of a game. Part of `thurntaxis.shell.window.MainWindow`; every game goes through
its `TablePage` (`thurntaxis.gameui`), none by name (texts of the context "MainWindow")."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QFileDialog

from thurntaxis.errors import RecordError
from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.gameui import END_NEW_GAME, END_REMATCH, END_REPLAY
from thurntaxis.kit.players import REMOTE, Seat
from thurntaxis.shell import datafolder
from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.gamepages import game_entry
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.settings import autosave_path, statistics_path


class GameLifecycle:
    """Starting, keeping and ending games (a part of `MainWindow`)."""

    page: Any
    page_entry: GameEntry | None
    tables: dict[str, Any]
    tour: Any
    settings: Any
    prompter: Any
    keeps_autosave: bool
    offers_tour: bool
    show_end_dialog: bool
    end_dialog: Any
    help_dialog: Any
    statistics_dialog: Any
    _autosave_problem: str | None
    _actions: dict[str, Any]
    _runner: tuple[Any, GameEntry] | None = None  # the guided game running (`thurntaxis.kit.guide`), and its game
    _before_guide: GameEntry | None = None  # the game shown before it, on another page
    _kept_autosave = True  # whether the window kept its autosave before the guided game
    _lesson_taken: GameEntry | None = None  # the game of the lesson left last: New game offers it, until a game starts
    _saved: tuple[Any, Any] | None = None  # the page and the record last saved to a file
    _from_replay = False  # the game on the table is played from a replay's position: not counted in the statistics
    network: NetworkPlay  # the window's network play (`thurntaxis.shell.netplay`)

    # --- starting and continuing ----------------------------------------------------------------------------

    def end_hosting(self) -> None:
        """Stop hosting a network game (another game takes the table, the window closes)."""
        self.network.end_hosting()

    def start_game(
        self, seats: list[Seat], seed: int | None = None, game: GameEntry | str | None = None, **options: Any
    ) -> None:
        """Start a new game of `game` (the registry's default game when none is named) with these seats, and show
        its page; `options` are the game's set-up options (`TablePage.start`)."""
        w: Any = self
        entry = game if isinstance(game, GameEntry) else GAMES[game or DEFAULT_GAME]
        self._replace_saved()
        self.end_hosting()
        self.close_end_dialog()
        if self.tour is not None:
            self.tour.leave()
        self._lesson_taken = None
        page = w.show_game(entry)
        page.start(seats, seed, options)
        self._from_replay = False

    def continue_game(self, entry: GameEntry, record: Any, seats: list[Seat]) -> None:
        """Continue a recorded game and show its page; a record that does not replay raises the game's
        `RecordError` before anything changes."""
        w: Any = self
        self.end_hosting()
        page = w.page_of(entry)
        end_dialog, self.end_dialog = self.end_dialog, None  # the game before's, unless the record does not replay
        try:
            page.load(record, seats)  # a finished game opens its own end dialog
        except RecordError:
            self.end_dialog = end_dialog
            raise
        if end_dialog is not None:
            end_dialog.finished.disconnect(self._end_dialog_done)
            end_dialog.close()
        self._replace_saved()
        w.show_game(entry)
        self._from_replay = False

    def start(self) -> None:
        """What the window does when the program starts: its home page, where each game offers its lesson and a new
        game, and the game of last time (the autosave) is there to continue; the first start greets the player
        there, with no question asked. A data folder that cannot be written is said once; the game is played all
        the same. An autosave that is no game is set aside (never lost) and said once."""
        w: Any = self
        path = autosave_path()
        reason = datafolder.problem(path.parent)
        if reason is not None:
            self._autosave_problem = reason
            self.prompter.inform(
                QCoreApplication.translate("MainWindow", "Nothing will be kept"),
                QCoreApplication.translate(
                    "MainWindow",
                    "Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game "
                    "with Game → Save game.",
                )
                .replace("%1", str(path.parent))
                .replace("%2", reason),
            )
        else:
            datafolder.remove_stale_temporaries(path)
        if path.is_file():
            from thurntaxis.shell.savegame import read_file

            try:
                read_file(path)
                w.home.saved_waits = True
            except RecordError as exc:
                self._cannot_open(path, exc)
                self._set_aside(path, "unreadable")
        w.home.page.greet(self.offers_tour and not self.settings.tour_offered)
        if self.offers_tour:
            self.settings.tour_offered = True
        w.go_home()

    def continue_saved(self) -> bool:
        """The home page's Continue of the game of last time: the autosave, on its game's page (a game hosted for
        friends: for the same friends again?); False, with the reason said, when it does not open."""
        w: Any = self
        path = autosave_path()
        w.home.saved_waits = False
        if self.network.offer_again(path) or self.load_file(path, said=False):  # the card said what it is
            return True
        self._set_aside(path, "unreadable")
        w.home.refresh()
        return False

    def _set_aside(self, path: Path, kind: str) -> None:
        """Keep the autosave under another name (`datafolder.set_aside`); where the folder refuses, the file stays
        and this session's autosave must not replace it."""
        if datafolder.set_aside(path, kind) is None:
            self._autosave_problem = self._autosave_problem or QCoreApplication.translate(
                "MainWindow", "the earlier game could not be set aside"
            )

    def _replace_saved(self) -> None:
        """Another game takes the table than the one of last time: that one is set aside, never overwritten."""
        w: Any = self
        if w.home.saved_waits:
            w.home.saved_waits = False
            self._set_aside(autosave_path(), "previous")

    def may_leave_game(self) -> bool:
        """Whether the running game may be put away for another one: asks the player when one is unfinished."""
        if self.tour is not None:
            self.tour.leave()  # the guided game is never kept: the game before it is the one to ask about
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
        w: Any = self
        if not self.may_leave_game():
            return False
        offered = entry or self._lesson_taken or w.came_from  # (after a lesson: that lesson's game)
        dialog = NewGameDialog(self.settings, self, offered)  # type: ignore[arg-type]
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.start_game(dialog.seats(), dialog.seed_value(), dialog.entry(), **dialog.rule_values())
        return True

    # --- files ----------------------------------------------------------------------------------------------

    def save_dialog(self) -> None:
        """Ask where to save the game and save it."""
        if self.page is None or not self.page.has_game() or self.page_entry is None:
            return
        if getattr(self.page, "network", None) is not None:
            w: Any = self
            w.show_problem(QCoreApplication.translate("MainWindow", "A network game is saved by its host, not here."))
            return
        name = f"{self.page_entry.id}-game.json"
        path = self._file_dialog(
            QFileDialog.getSaveFileName, QCoreApplication.translate("MainWindow", "Save game"), name
        )
        if path is not None:
            self.save_file(path)

    def _file_dialog(self, ask: Callable[..., tuple[str, str]], title: str, file_name: str) -> Path | None:
        """A file chosen in an Open or Save dialog that starts in the folder used last (at first the saves
        folder); None when cancelled. The window takes the keyboard back afterwards."""
        w: Any = self
        folder = self.settings.files_folder
        name, _ = ask(
            w, title, str(folder / file_name), QCoreApplication.translate("MainWindow", "Saved games (*.json)")
        )
        w.activateWindow()
        if self.page is not None:
            self.page.view.setFocus()
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
                QCoreApplication.translate("MainWindow", "Not saved"),
                QCoreApplication.translate("MainWindow", "The game could not be saved: %1").replace(
                    "%1", getattr(exc, "strerror", None) or str(exc)
                ),
            )
            return False
        self._saved = (self.page, self.page.record())
        w: Any = self
        w.show_message(QCoreApplication.translate("MainWindow", "Game saved to %1.").replace("%1", str(path)))
        return True

    def _save(self, path: Path) -> None:
        """Save the game on the table (raises OSError when the file cannot be written)."""
        from thurntaxis.shell.savegame import save_game

        save_game(path, self.page.record(), self.page.seats)

    def load_dialog(self) -> None:
        """Ask for a saved game and load it."""
        if not self.may_leave_game():
            return
        path = self._file_dialog(
            QFileDialog.getOpenFileName, QCoreApplication.translate("MainWindow", "Open saved game"), ""
        )
        if path is not None:
            self.load_file(path)

    def load_file(self, path: Path, said: bool = True) -> bool:
        """Load a saved game of any game; a bad file gives a clear message and leaves the current game as it was
        (`said`: the status bar says which file it came from, in place of the turn's guidance)."""
        from thurntaxis.shell.savegame import read_file

        try:
            record, seats, entry = read_file(path)
            self.continue_game(entry, record, seats)
        except RecordError as exc:
            self._cannot_open(path, exc)
            return False
        if said:
            w: Any = self
            w.show_message(QCoreApplication.translate("MainWindow", "Game loaded from %1.").replace("%1", path.name))
        return True

    def _cannot_open(self, path: Path, exc: RecordError) -> None:
        self.prompter.inform(
            QCoreApplication.translate("MainWindow", "Cannot open the saved game"),
            QCoreApplication.translate("MainWindow", "%1 is not a saved game this program can continue.\n\nReason: %2")
            .replace("%1", path.name)
            .replace("%2", record_problem(exc)),
        )

    def autosave(self) -> bool:
        """Save the game in progress for the next start (a finished game leaves no autosave); False when it could
        not be kept (the reason is in `_autosave_problem`)."""
        path = autosave_path()
        if not self.keeps_autosave or self.page is None or not self.page.has_game():
            return True
        if getattr(self.page, "network", None) is not None:  # the host keeps a network game (and the last autosave
            return True  # stays the local game's)
        if not self.page.running():
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

    # --- the end of a game ----------------------------------------------------------------------------------

    def _page_over(self, page: Any, here: bool) -> None:
        """A game on its page has ended: kept for Replay the last game and (ended `here`, by a move on the page)
        for the statistics, no autosave, and the page's end dialog (or a word: the page shows the scoring)."""
        w: Any = self
        if getattr(page, "network", None) is not None:  # a network game: its end is the network table's to show
            return
        if page is not self.page or self.page_entry is None:  # a finished game loaded: its page is shown next
            QTimer.singleShot(0, w, lambda: self._page_over(page, here) if page is self.page else None)
            return
        record, seats = page.record(), list(page.seats)
        w._last_finished = (self.page_entry, record, seats)
        self._actions["replay_last"].setEnabled(True)
        if self.keeps_autosave:
            with contextlib.suppress(OSError):
                autosave_path().unlink(missing_ok=True)
            # Not a finished game loaded, nor practice from a replay: stored on a worker thread, a problem said later.
            if here and not self._from_replay:
                w.statistics_writer.store(self.page_entry.id, record, seats, statistics_path())
        if self.show_end_dialog:
            self._offer_end_dialog(page)

    def _offer_end_dialog(self, page: Any) -> None:
        w: Any = self
        dialog = page.end_dialog(w)
        if dialog is None:  # the page shows the scoring itself: a word, and the replay offered
            QTimer.singleShot(0, w, self._offer_replay)
            return
        if _over_the_network(page.seats):  # a rematch would be a local game, the friends' seats the computer's
            dialog.rematch.hide()
        self.end_dialog = dialog
        dialog.finished.connect(self._end_dialog_done)
        dialog.open()

    def _offer_replay(self) -> None:
        """Say that the game is over, and replay it if the player wishes (where the game has a replay drawing)."""
        w: Any = self
        game_over = QCoreApplication.translate("MainWindow", "Game over")
        if self.page_entry is None or not self.page_entry.load_ui().has_replay:
            self.prompter.inform(game_over, self._over_text())
            return
        again = QCoreApplication.translate("MainWindow", "Watch the game again, move by move?")
        if self.prompter.ask(game_over, self._over_text() + "\n\n" + again):
            w.replay_last()

    def _over_text(self) -> str:
        w: Any = self
        line = w.status.text()
        return (line + "\n\n" if line else "") + QCoreApplication.translate(
            "MainWindow", "The final scoring is beside the table."
        )

    def _end_dialog_done(self, code: int) -> None:
        w: Any = self
        page, entry = self.page, self.page_entry
        if page is None or entry is None:
            return
        seats, record = list(page.seats), page.record()
        if code == END_REMATCH and not _over_the_network(seats):
            QTimer.singleShot(0, lambda: self.start_game(seats, game=entry))
        elif code == END_NEW_GAME:
            QTimer.singleShot(0, self.new_game_dialog)
        elif code == END_REPLAY:
            QTimer.singleShot(0, lambda: w.open_replay(record, seats))

    def close_end_dialog(self) -> None:
        """Close the end dialog of the game before, if it is open."""
        if self.end_dialog is not None:
            self.end_dialog.finished.disconnect(self._end_dialog_done)
            self.end_dialog.close()
            self.end_dialog = None

    # --- dialogs --------------------------------------------------------------------------------------------

    def settings_dialog(self) -> None:
        """Show the settings and apply them (a new language at once, in the running game too)."""
        w: Any = self
        before = self.settings.language
        if SettingsDialog(self.settings, w).exec():
            w.apply_settings()
            if self.settings.language != before:
                w.set_language(self.settings.language)

    def show_statistics(self, entry: GameEntry | None = None) -> None:
        """Game → Statistics: the figures of the finished games, of `entry`'s game first (None: the game in play)."""
        from thurntaxis.shell import statistics

        w: Any = self
        game = entry or self.page_entry or game_entry(self.settings.game)
        self.statistics_dialog = dialog = statistics.open_dialog(statistics_path(), w, game.id)
        dialog.replay_last.connect(dialog.accept)
        dialog.replay_last.connect(lambda chosen: w.replay_last(game_entry(chosen)))

    def show_help(self) -> None:
        """The "How to play" page of the game on the table, in the current language."""
        entry = self.page_entry or game_entry(self.settings.game)
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(self, entry.help_page)  # type: ignore[arg-type]
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()  # the keys go to it, Escape closes it, also when it was open behind

    def learn_to_play(self, entry: GameEntry | None = None) -> None:
        """Help → Learn to play: the guided first game of the game on the table (or `entry`'s), from its start."""
        from thurntaxis.kit.guide import TourGuide

        w: Any = self
        entry = entry or self.page_entry or GAMES[DEFAULT_GAME]
        w.leave_replay()
        if self.tour is not None and self._tour_game() is not entry:
            self.tour.leave()
        if self.tour is None:
            guided = entry.load_ui().guided_game()
            if guided is None:
                if entry.id != DEFAULT_GAME:
                    self.learn_to_play(GAMES[DEFAULT_GAME])
                return
            page, shown = w.page_of(entry), self.page
            # The game shown is the one to come back to (a network game is the host's to keep, not the lesson's).
            kept = shown is not None and shown.has_game() and getattr(shown, "network", None) is None
            tour = TourGuide(page, guided, keep=kept and shown is page)
            tour.left.connect(self._guide_left)
            self.tour, self._runner = tour, (tour, entry)
            self._before_guide = self.page_entry if kept and shown is not page else None
            self._kept_autosave = self.keeps_autosave
        self.keeps_autosave = False  # the guided game is never kept for the next start
        self.close_end_dialog()
        w.show_game(entry)
        self.tour.begin()

    def _tour_game(self) -> GameEntry | None:
        """The game of the guided game running now."""
        runner = self._runner
        return runner[1] if runner is not None and runner[0] is self.tour else None

    def lesson_left(self, entry: GameEntry) -> None:
        """A lesson of `entry`'s game has ended: New game offers that game next."""
        self._lesson_taken = entry

    def _guide_left(self, restored: bool, by_player: bool) -> None:
        """The guided game has ended: its page's game is back, or the game shown before it on another page is, or
        none is (the lesson's game is forgotten: nothing of it is at stake) and the player chooses."""
        w: Any = self
        runner = self._runner
        self.tour, self._runner = None, None
        before, self._before_guide = self._before_guide, None
        self.keeps_autosave = self._kept_autosave
        if runner is not None:
            runner[0].deleteLater()  # (nothing of the lesson stays behind, listening)
            self.lesson_left(runner[1])
        if restored:
            return
        if runner is not None:
            w.page_of(runner[1]).clear()
        if before is not None and w.page_of(before).has_game():  # the game shown before the lesson
            w.show_game(before)
            w.page.pause(False)
        elif by_player:
            QTimer.singleShot(0, w.go_home)


def _over_the_network(seats: list[Seat]) -> bool:
    """Whether a game's seats are those of a game hosted here for friends on other machines."""
    return any(seat.kind == REMOTE for seat in seats)
