"""The window's face to the rest of the program and to the tests: what they ask of the window (`window.page`,
`window.start_game(...)`, `window.tour`...), passed on to the part of the window that does it. The window
(`thurntaxis.shell.window.MainWindow`) makes the parts; this base class only names them and passes calls on."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow

from thurntaxis.games import GameEntry
from thurntaxis.gameui import TablePage
from thurntaxis.kit.players import Seat
from thurntaxis.shell.gamefiles import GameFiles
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.lessons import Lessons
from thurntaxis.shell.menus import WindowMenus
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.replay import ReplayPage
from thurntaxis.shell.replays import ReplayViewer
from thurntaxis.shell.statusline import StatusLine

if TYPE_CHECKING:
    from thurntaxis.kit.guide import TourGuide  # (imported when a lesson starts)


class WindowFront(QMainWindow):
    """The parts of the window, and the calls on it that they answer."""

    game: GameInPlay
    files: GameFiles
    replays: ReplayViewer
    lessons: Lessons
    network: NetworkPlay
    menus: WindowMenus
    status: StatusLine
    offers_tour: bool

    # --- the game in play (`thurntaxis.shell.gameplay`, `thurntaxis.shell.gamefiles`) ---

    @property
    def page(self) -> TablePage | None:
        """The page of the game in play (a `thurntaxis.gameui.TablePage`; None before any)."""
        return self.game.page

    @property
    def page_entry(self) -> GameEntry | None:
        """The game in play."""
        return self.game.entry

    @property
    def tables(self) -> dict[str, TablePage]:
        """Each game's table page, made when the game is first shown."""
        return self.game.tables

    @property
    def end_dialog(self) -> QDialog | None:
        """The end dialog of the game just finished, while it is there."""
        return self.game.end_dialog

    @property
    def statistics_writer(self) -> Any:
        """What stores finished games (`thurntaxis.shell.statistics.StatisticsWriter`)."""
        return self.game.statistics_writer

    @property
    def show_end_dialog(self) -> bool:
        """Whether a game's end opens its end dialog."""
        return self.game.show_end_dialog

    def page_of(self, entry: GameEntry, key: str | None = None) -> TablePage:
        """The table page of a game (`GameInPlay.page_of`)."""
        return self.game.page_of(entry, key)

    def show_game(self, entry: GameEntry, key: str | None = None) -> TablePage:
        """Show the page of a game (`GameInPlay.show_game`)."""
        return self.game.show_game(entry, key)

    def start_game(
        self, seats: list[Seat], seed: int | None = None, game: GameEntry | str | None = None, **options: Any
    ) -> None:
        """A new game (`GameInPlay.start_game`)."""
        self.game.start_game(seats, seed, game, **options)

    def continue_game(self, entry: GameEntry, record: Any, seats: list[Seat]) -> None:
        """Continue a recorded game (`GameInPlay.continue_game`)."""
        self.game.continue_game(entry, record, seats)

    def may_leave_game(self) -> bool:
        """Whether the running game may be put away (`GameInPlay.may_leave_game`)."""
        return self.game.may_leave_game()

    def new_game_dialog(self, entry: GameEntry | None = None) -> bool:
        """Game → New game (`GameInPlay.new_game_dialog`)."""
        return self.game.new_game_dialog(entry)

    def close_end_dialog(self) -> None:
        """Close the end dialog of the game before, if it is open."""
        self.game.close_end_dialog()

    def autosave(self) -> bool:
        """Save the game in progress for the next start (`GameInPlay.autosave`)."""
        return self.game.autosave()

    def start(self) -> None:
        """The program's start (`GameFiles.start`)."""
        self.files.start(self.offers_tour)

    def continue_saved(self) -> bool:
        """Continue the game of last time (`GameFiles.continue_saved`)."""
        return self.files.continue_saved()

    def save_dialog(self) -> None:
        """Game → Save game."""
        self.files.save_dialog()

    def load_dialog(self) -> None:
        """Game → Open saved game."""
        self.files.load_dialog()

    def save_file(self, path: Path) -> bool:
        """Save the game to `path` (`GameFiles.save_file`)."""
        return self.files.save_file(path)

    def load_file(self, path: Path, said: bool = True) -> bool:
        """Load a saved game (`GameFiles.load_file`)."""
        return self.files.load_file(path, said)

    def show_message(self, text: str) -> None:
        """Show a message in the status bar."""
        self.status.show_message(text)

    def show_problem(self, text: str) -> None:
        """Show why something was refused, in the status bar."""
        self.status.show_problem(text)

    # --- the replay viewer (`thurntaxis.shell.replays`) ---

    @property
    def replay_page(self) -> ReplayPage | None:
        """The replay viewer's page, once made."""
        return self.replays.replay_page

    def in_replay(self) -> bool:
        """Whether the replay viewer is shown."""
        return self.replays.in_replay()

    def open_replay(self, record: Any, seats: list[Seat] | None = None, entry: GameEntry | None = None) -> bool:
        """Show a recorded game in the replay viewer (`ReplayViewer.open_replay`)."""
        return self.replays.open_replay(record, seats, entry)

    def replay_file(self, path: Path) -> bool:
        """Replay a saved game or a record file."""
        return self.replays.replay_file(path)

    def leave_replay(self) -> None:
        """Back to the game in progress, as it was."""
        self.replays.leave_replay()

    # --- the lessons (`thurntaxis.shell.lessons`) ---

    @property
    def tour(self) -> TourGuide | None:
        """The guided game, while it runs."""
        return self.lessons.tour

    def learn_to_play(self, entry: GameEntry | None = None) -> None:
        """Help → Learn to play (`Lessons.learn_to_play`)."""
        self.lessons.learn_to_play(entry)

    # --- network play (`thurntaxis.shell.netplay`) ---

    def end_hosting(self) -> None:
        """Stop hosting a network game (another game takes the table, the window closes)."""
        self.network.end_hosting()

    # --- the menus (`thurntaxis.shell.menus`) ---

    @property
    def side_action(self) -> QAction:
        """View → Players and log beside the table."""
        return self.menus.side_action
