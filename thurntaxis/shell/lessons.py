"""The window's lessons (Help → Learn to play): a game's guided first game, run by the kit's runner
(`thurntaxis.kit.guide.TourGuide`) on that game's page; the game before it is back when it ends, and New game then
offers the lesson's game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow

from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.homedoor import HomeDoor

if TYPE_CHECKING:
    from thurntaxis.kit.guide import TourGuide


class Lessons(QObject):
    """The guided game that runs now in the window (`tour`), and what starts and ends one."""

    starting = Signal()  # a lesson starts: the replay viewer is left

    def __init__(self, window: QMainWindow, game: GameInPlay, home: HomeDoor) -> None:
        super().__init__(window)
        self.window, self.game, self.home = window, game, home
        self._runner: tuple[TourGuide, GameEntry] | None = None  # the guided game running, and its game
        self._before_guide: GameEntry | None = None  # the game shown before it, on another page
        self._kept_autosave = True  # whether the window kept its autosave before the guided game
        game.interrupting.connect(self.leave)

    @property
    def tour(self) -> TourGuide | None:
        """The guided game, while it runs."""
        return None if self._runner is None else self._runner[0]

    def leave(self) -> None:
        """End the lesson running, if one is (the game before it is back; the lesson's is never kept)."""
        if self.tour is not None:
            self.tour.leave()

    def learn_to_play(self, entry: GameEntry | None = None) -> None:
        """Help → Learn to play: the guided first game of the game on the table (or `entry`'s), from its start."""
        from thurntaxis.kit.guide import TourGuide  # (the first screen needs no lesson)

        entry = entry or self.game.entry or GAMES[DEFAULT_GAME]
        self.starting.emit()
        if self.tour is not None and self.tour_game() is not entry:
            self.tour.leave()
        guide = self.tour
        if guide is None:
            guided = entry.load_ui().guided_game()
            if guided is None:
                if entry.id != DEFAULT_GAME:
                    self.learn_to_play(GAMES[DEFAULT_GAME])
                return
            page, shown = self.game.page_of(entry), self.game.page
            # The game shown is the one to come back to (a network game is the host's to keep, not the lesson's).
            kept = shown is not None and shown.has_game() and getattr(shown, "network", None) is None
            guide = TourGuide(page, guided, keep=kept and shown is page)
            guide.left.connect(self._guide_left)
            self._runner = (guide, entry)
            self._before_guide = self.game.entry if kept and shown is not page else None
            self._kept_autosave = self.game.keeps_autosave
        self.game.keeps_autosave = False  # the guided game is never kept for the next start
        self.game.close_end_dialog()
        self.game.show_game(entry)
        guide.begin()

    def tour_game(self) -> GameEntry | None:
        """The game of the guided game running now."""
        return None if self._runner is None else self._runner[1]

    def lesson_left(self, entry: GameEntry) -> None:
        """A lesson of `entry`'s game has ended: New game offers that game next."""
        self.game.offer_next = entry

    def _guide_left(self, restored: bool, by_player: bool) -> None:
        """The guided game has ended: its page's game is back, or the game shown before it on another page is, or
        none is (the lesson's game is forgotten: nothing of it is at stake) and the player chooses."""
        runner, self._runner = self._runner, None
        before, self._before_guide = self._before_guide, None
        self.game.keeps_autosave = self._kept_autosave
        if runner is not None:
            runner[0].deleteLater()  # (nothing of the lesson stays behind, listening)
            self.lesson_left(runner[1])
        if restored:
            return
        if runner is not None:
            self.game.page_of(runner[1]).clear()
        if before is not None and self.game.page_of(before).has_game():  # the game shown before the lesson
            self.game.show_game(before).pause(False)
        elif by_player:
            QTimer.singleShot(0, self, self.home.show)
