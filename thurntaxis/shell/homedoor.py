"""The window's side of its home page (`thurntaxis.shell.home.HomePage`): showing it, and coming back from it.

The game in progress stays on its page while the home page is shown (its computer players wait, unless friends on
other machines play it too), and its card's Continue goes back to it. With no game in progress, the game autosaved
last time is the one to continue, on its game's card, with who plays, how far and when. The buttons do what the
window's menus do, on the game of the card: New game opens the new-game dialog on that game, Learn to play starts
that game's lesson."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Signal
from PySide6.QtWidgets import QStackedWidget

from thurntaxis.errors import RecordError
from thurntaxis.games import GameEntry, window_games
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.home import HomePage
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.settings import autosave_path


def saved_game(path: Path) -> tuple[GameEntry, str] | None:
    """The game saved in `path` and a line about it: its players, how far it went and when it was saved; None when
    the file does not read as a saved game."""
    from thurntaxis.shell.savegame import read_file

    try:
        record, seats, entry = read_file(path)
        saved = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    except (RecordError, OSError):
        return None
    return entry, (
        QCoreApplication.translate("Welcome", "Players: %1. Moves played: %2. Saved: %3.")
        .replace("%1", ", ".join(seat.name for seat in seats))
        .replace("%2", str(len(record.moves)))
        .replace("%3", QLocale().toString(saved, QLocale.FormatType.ShortFormat))
    )


class HomeDoor(QObject):
    """Shows the window's home page, and says what the player chooses on it (`wanted`: the window does it with its
    own actions, on the card's game)."""

    leaving = Signal()  # the home page is about to be shown: a lesson ends, the replay viewer is left
    came = Signal()  # the home page is shown: no move of a game not shown, and the window's title is the program's
    wanted = Signal(str, object)  # a button of a card (its action, the card's GameEntry) or of the page (None)

    def __init__(self, pages: QStackedWidget, game: GameInPlay, network: NetworkPlay) -> None:
        super().__init__(pages)
        self.pages, self.game, self.network = pages, game, network
        self.page = HomePage(window_games())
        self.page.chosen.connect(self._chosen)
        self.page.asked.connect(lambda action: self.wanted.emit(action, None))
        if not network.available:  # (a window without network play: `shell.netplay.Offline`)
            for button in [self.page.buttons["join"], *(card.buttons["host"] for card in self.page.cards.values())]:
                button.hide()
        self.saved_waits = False  # the autosave of last time is there to continue (no game has replaced it yet)

    def shown(self) -> bool:
        """Whether the window shows its home page now."""
        return bool(self.pages.currentWidget() is self.page)

    def show(self) -> None:
        """Show the home page in place of the game or the replay (the game in progress waits on its page)."""
        self.leaving.emit()  # the lesson's game is never kept; the game before it is back on its page
        if self._held_here() and self.game.page is not None:
            self.game.page.pause(True)
        self.pages.setCurrentWidget(self.page)
        self.refresh()
        self.came.emit()
        self.page.setFocus()

    def refresh(self) -> None:
        """Say on each card what there is to continue (and, once a game has been played, no more welcome)."""
        in_play = self._in_play()
        if in_play is not None:
            self.page.greet(False)
        saved = saved_game(autosave_path()) if self.saved_waits and in_play is None else None
        for entry_id, card in self.page.cards.items():
            if in_play is not None and in_play is card.entry:
                self.page.offer_continue(entry_id, self._progress())
            elif saved is not None and saved[0].id == entry_id:
                self.page.offer_continue(entry_id, saved[1])
            else:
                self.page.offer_continue(entry_id, None)

    def retranslate(self) -> None:
        """The home page in the language installed now."""
        self.page.retranslate()
        self.refresh()

    def _in_play(self) -> GameEntry | None:
        """The game in progress on its page, if any (the one the window would keep at quitting)."""
        page, entry = self.game.page, self.game.entry
        if page is None or entry is None or not page.has_game() or not page.running():
            return None
        return entry

    def _held_here(self) -> bool:
        """Whether the game in progress waits while the home page is shown: not one played with friends on other
        machines, which goes on without this window."""
        page = self.game.page
        return self._in_play() is not None and getattr(page, "network", None) is None and self.network.hosted is None

    def _progress(self) -> str:
        page = self.game.page
        assert page is not None
        return (
            QCoreApplication.translate("Home", "Players: %1. Moves played: %2.")
            .replace("%1", ", ".join(seat.name for seat in page.seats))
            .replace("%2", str(len(page.controller.moves)))  # (a followed game has no record here)
        )

    def _chosen(self, action: str, entry: GameEntry) -> None:
        self.game.came_from = entry
        if action == "continue":
            self.resume(entry)
        else:  # learn, new, statistics, host: the card's game's
            self.wanted.emit(action, entry)

    def resume(self, entry: GameEntry) -> None:
        """Continue: back to the game in progress of `entry`, or the game of last time."""
        if self._in_play() is entry:
            held = self._held_here()
            page = self.game.show_game(entry)
            if held:
                page.pause(False)
        elif self.saved_waits:
            self.wanted.emit("continue_saved", entry)
