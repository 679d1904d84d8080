"""The game in play's files: Game → Save and Open (the folder used last), a saved game opened by name, and the game
of last time (the autosave) at the program's start, continued from the home page or set aside, never lost (texts of
the context "MainWindow")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from thurntaxis.errors import RecordError
from thurntaxis.shell import datafolder
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.homedoor import HomeDoor
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.settings import Settings, autosave_path
from thurntaxis.shell.statusline import Asks, StatusLine


class GameFiles:
    """Saving and opening the game in play (`game`), and the autosave of last time on the home page (`home`)."""

    def __init__(
        self,
        parent: QWidget,
        game: GameInPlay,
        home: HomeDoor,
        network: NetworkPlay,
        settings: Settings,
        prompter: Asks,
        status: StatusLine,
    ) -> None:
        self.parent, self.game, self.home, self.network = parent, game, home, network
        self.settings, self.prompter, self.status = settings, prompter, status
        game.replaced.connect(self.replace_saved)

    # --- the start ----------------------------------------------------------------------------------------

    def start(self, offers_tour: bool) -> None:
        """What the window does when the program starts: its home page, where each game offers its lesson and a new
        game, and the game of last time (the autosave) is there to continue; the first start greets the player
        there (`offers_tour`: the program's window), with no question asked. A data folder that cannot be written
        is said once; the game is played all the same. An autosave that is no game is set aside (never lost) and
        said once."""
        path = autosave_path()
        reason = datafolder.problem(path.parent)
        if reason is not None:
            self.game.autosave_problem = reason
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
                self.home.saved_waits = True
            except RecordError as exc:
                self._cannot_open(path, exc)
                self._set_aside(path, "unreadable")
        self.home.page.greet(offers_tour and not self.settings.tour_offered)
        if offers_tour:
            self.settings.tour_offered = True
        self.home.show()

    def continue_saved(self) -> bool:
        """The home page's Continue of the game of last time: the autosave, on its game's page (a game hosted for
        friends: for the same friends again?); False, with the reason said, when it does not open."""
        path = autosave_path()
        self.home.saved_waits = False
        if self.network.offer_again(path) or self.load_file(path, said=False):  # the card said what it is
            return True
        self._set_aside(path, "unreadable")
        self.home.refresh()
        return False

    def _set_aside(self, path: Path, kind: str) -> None:
        """Keep the autosave under another name (`datafolder.set_aside`); where the folder refuses, the file stays
        and this session's autosave must not replace it."""
        if datafolder.set_aside(path, kind) is None:
            self.game.autosave_problem = self.game.autosave_problem or QCoreApplication.translate(
                "MainWindow", "the earlier game could not be set aside"
            )

    def replace_saved(self) -> None:
        """Another game takes the table than the one of last time: that one is set aside, never overwritten."""
        if self.home.saved_waits:
            self.home.saved_waits = False
            self._set_aside(autosave_path(), "previous")

    # --- save and open --------------------------------------------------------------------------------------

    def save_dialog(self) -> None:
        """Ask where to save the game and save it."""
        page, entry = self.game.page, self.game.entry
        if page is None or not page.has_game() or entry is None:
            return
        if getattr(page, "network", None) is not None:
            self.status.show_problem(
                QCoreApplication.translate("MainWindow", "A network game is saved by its host, not here.")
            )
            return
        name = f"{entry.id}-game.json"
        path = self.file_dialog(
            QFileDialog.getSaveFileName, QCoreApplication.translate("MainWindow", "Save game"), name
        )
        if path is not None:
            self.save_file(path)

    def file_dialog(self, ask: Callable[..., tuple[str, str]], title: str, file_name: str) -> Path | None:
        """A file chosen in an Open or Save dialog that starts in the folder used last (at first the saves
        folder); None when cancelled. The window takes the keyboard back afterwards."""
        folder = self.settings.files_folder
        name, _ = ask(
            self.parent,
            title,
            str(folder / file_name),
            QCoreApplication.translate("MainWindow", "Saved games (*.json)"),
        )
        self.parent.activateWindow()
        if self.game.page is not None:
            self.game.page.view.setFocus()
        if not name:
            return None
        path = Path(name)
        self.settings.files_folder = path.parent
        return path

    def save_file(self, path: Path) -> bool:
        """Save the game to `path`; on failure tell the player and return False."""
        try:
            self.game.save(path)
        except (OSError, ValueError) as exc:
            self.prompter.inform(
                QCoreApplication.translate("MainWindow", "Not saved"),
                QCoreApplication.translate("MainWindow", "The game could not be saved: %1").replace(
                    "%1", getattr(exc, "strerror", None) or str(exc)
                ),
            )
            return False
        self.game.mark_saved()
        self.status.show_message(QCoreApplication.translate("MainWindow", "Game saved to %1.").replace("%1", str(path)))
        return True

    def load_dialog(self) -> None:
        """Ask for a saved game and load it."""
        if not self.game.may_leave_game():
            return
        path = self.file_dialog(
            QFileDialog.getOpenFileName, QCoreApplication.translate("MainWindow", "Open saved game"), ""
        )
        if path is not None:
            self.load_file(path)

    def load_file(self, path: Path, said: bool = True) -> bool:
        """Load a saved game of any game; a bad file gives a clear message and leaves the current game as it was
        (`said`: the status bar says which file it came from, in place of the turn's guidance)."""
        from thurntaxis.shell.savegame import read_file, saved_identity

        try:
            record, seats, entry = read_file(path)
            self.game.continue_game(entry, record, seats, saved_identity(path))
        except RecordError as exc:
            self._cannot_open(path, exc)
            return False
        if said:
            self.status.show_message(
                QCoreApplication.translate("MainWindow", "Game loaded from %1.").replace("%1", path.name)
            )
        return True

    def _cannot_open(self, path: Path, exc: RecordError) -> None:
        self.prompter.inform(
            QCoreApplication.translate("MainWindow", "Cannot open the saved game"),
            QCoreApplication.translate("MainWindow", "%1 is not a saved game this program can continue.\n\nReason: %2")
            .replace("%1", path.name)
            .replace("%2", record_problem(exc)),
        )
