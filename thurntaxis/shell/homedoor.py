"""The window's side of its home page (`thurntaxis.shell.home.HomePage`): showing it, and coming back from it.

The game in progress stays on its page while the home page is shown (its computer players wait, unless friends on
other machines play it too), and its card's Continue goes back to it. With no game in progress, the game autosaved
last time is the one to continue, on its game's card, with who plays, how far and when. The buttons do what the
window's menus do, on the game of the card: New game opens the new-game dialog on that game, Learn to play starts
that game's lesson."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from thurntaxis.errors import RecordError
from thurntaxis.games import GameEntry, window_games
from thurntaxis.shell.home import HomePage
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


class HomeDoor:
    """Shows the window's home page and does what the player chooses on it with the window's own actions."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.page = HomePage(window_games())
        self.page.chosen.connect(self._chosen)
        self.page.asked.connect(self._asked)
        if not window.network.available:  # (a window without network play: `shell.netplay.Offline`)
            for button in [self.page.buttons["join"], *(card.buttons["host"] for card in self.page.cards.values())]:
                button.hide()
        self.saved_waits = False  # the autosave of last time is there to continue (no game has replaced it yet)

    def shown(self) -> bool:
        """Whether the window shows its home page now."""
        return bool(self.window.pages.currentWidget() is self.page)

    def show(self) -> None:
        """Show the home page in place of the game or the replay (the game in progress waits on its page)."""
        w = self.window
        if w.tour is not None:
            w.tour.leave()  # the lesson's game is never kept; the game before it is back on its page
        w.leave_replay()
        if self._held_here():
            w.page.pause(True)
        w.pages.setCurrentWidget(self.page)
        for action in [*w._game_actions, w._actions["undo"], w._actions["hint"]]:
            action.setEnabled(False)  # no move of a game not shown
        self.refresh()
        w.show_message("")
        w._name_window()
        self.page.setFocus()

    def left(self) -> None:
        """A game's page is shown again: its moves are the player's again (unless a replay holds them)."""
        w = self.window
        if not w.in_replay():
            for action in [*w._game_actions, w._actions["undo"], w._actions["hint"]]:
                action.setEnabled(True)

    def refresh(self) -> None:
        """Say on each card what there is to continue (and, once a game has been played, no more welcome)."""
        if self._in_play() is not None:
            self.page.greet(False)
        saved = saved_game(autosave_path()) if self.saved_waits and self._in_play() is None else None
        for entry_id, card in self.page.cards.items():
            if self._in_play() is not None and self._in_play() is card.entry:
                self.page.offer_continue(entry_id, self._progress())
            elif saved is not None and saved[0].id == entry_id:
                self.page.offer_continue(entry_id, saved[1])
            else:
                self.page.offer_continue(entry_id, None)

    def retranslate(self) -> None:
        self.page.retranslate()
        self.refresh()

    def _in_play(self) -> GameEntry | None:
        """The game in progress on its page, if any (the one the window would keep at quitting)."""
        w = self.window
        if w.page is None or w.page_entry is None or not w.page.has_game() or not w.page.running():
            return None
        entry: GameEntry = w.page_entry
        return entry

    def _held_here(self) -> bool:
        """Whether the game in progress waits while the home page is shown: not one played with friends on other
        machines, which goes on without this window."""
        w = self.window
        return self._in_play() is not None and getattr(w.page, "network", None) is None and w.network.hosted is None

    def _progress(self) -> str:
        page = self.window.page
        return (
            QCoreApplication.translate("Home", "Players: %1. Moves played: %2.")
            .replace("%1", ", ".join(seat.name for seat in page.seats))
            .replace("%2", str(len(page.controller.moves)))  # (a followed game has no record here)
        )

    def _chosen(self, action: str, entry: GameEntry) -> None:
        w = self.window
        w.came_from = entry
        if action == "continue":
            self.resume(entry)
        elif action == "learn":
            w.learn_to_play(entry)
        elif action == "new":
            w.new_game_dialog(entry)
        elif action == "statistics":
            w.show_statistics(entry)
        elif action == "host":
            w.network.host(entry.id)

    def resume(self, entry: GameEntry) -> None:
        """Continue: back to the game in progress of `entry`, or the game of last time."""
        w = self.window
        if self._in_play() is entry:
            held = self._held_here()
            w.show_game(entry)
            if held:
                w.page.pause(False)
        elif self.saved_waits:
            w.continue_saved()

    def _asked(self, action: str) -> None:
        w = self.window
        if action == "join":
            w.network.join()
        elif action == "open":
            w.load_dialog()
        elif action == "settings":
            w.settings_dialog()
