"""The window's lessons (Help → Learn to play): a game's guided first game, by the runner the game brings
(`GameUI.make_guide`) or by the shell's (`thurntaxis.shell.tour.TourGuide`); the game before it is back when it
ends, and New game then offers the lesson's game."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow

from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry
from thurntaxis.gameui import GuideRunner
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.homedoor import HomeDoor


class Guide(Protocol):
    """A guided game as the window runs it: the shell's `TourGuide`, or a game's own `gameui.GuideRunner`."""

    def begin(self) -> None:
        """Start the lesson from its first stop (again, when it runs)."""
        ...

    def leave(self) -> object:
        """End the lesson and bring back the game before."""
        ...

    def refresh(self) -> None:
        """Say the current stop again (after a language switch or a resize)."""
        ...


class Lessons(QObject):
    """The guided game that runs now in the window (`tour`, which the shell's runner sets there itself), and what
    starts and ends one."""

    starting = Signal()  # a lesson starts: the replay viewer is left

    def __init__(self, window: QMainWindow, game: GameInPlay, home: HomeDoor) -> None:
        super().__init__(window)
        self.window, self.game, self.home = window, game, home
        self.tour: Guide | None = None  # the guided game, while it runs (a `TourGuide` sets itself here)
        self._runner: tuple[GuideRunner, GameEntry] | None = None  # a guided game that runs itself, and its game
        self._before_guide: GameEntry | None = None  # the game shown before it
        game.interrupting.connect(self.leave)

    def leave(self) -> None:
        """End the lesson running, if one is (the game before it is back; the lesson's is never kept)."""
        if self.tour is not None:
            self.tour.leave()

    def learn_to_play(self, entry: GameEntry | None = None) -> None:
        """Help → Learn to play: the guided first game of the game on the table (or `entry`'s), from its start."""
        from thurntaxis.shell.tour import TourGuide

        entry = entry or self.game.entry or GAMES[DEFAULT_GAME]
        ui = entry.load_ui()
        self.starting.emit()
        if self.tour is not None and self.tour_game() is not entry:
            self.tour.leave()
        page = self.game.page_of(entry)
        if self.tour is None:
            keep = self.game.page is page and page.has_game()  # the game on this page is the one to come back to
            runner = ui.make_guide(page, keep)
            if runner is not None:
                runner.left.connect(self._guide_left)
                self.tour, self._runner = runner, (runner, entry)
                shown = self.game.page
                self._before_guide = self.game.entry if shown is not page and shown is not None else None
                self.game.show_game(entry)
        if self.tour is not None and self.tour_game() is entry:
            self.tour.begin()
            return
        guided = ui.guided_game()
        if guided is None:
            if entry.id != DEFAULT_GAME:
                self.learn_to_play(GAMES[DEFAULT_GAME])
            return
        TourGuide(self.window, entry, guided).begin()

    def tour_game(self) -> GameEntry | None:
        """The game of the guided game running now."""
        runner = self._runner
        if runner is not None and runner[0] is self.tour:
            return runner[1]
        return getattr(self.tour, "entry", None)

    def lesson_left(self, entry: GameEntry) -> None:
        """A lesson of `entry`'s game has ended: New game offers that game next."""
        self.game.offer_next = entry

    def _guide_left(self, restored: bool, by_player: bool) -> None:
        """A guided game that runs itself has ended: its page's game is back, or none is (the lesson's game is
        forgotten: nothing of it is at stake) and the player chooses."""
        runner = self._runner
        self.tour, self._runner = None, None
        before, self._before_guide = self._before_guide, None
        if runner is not None:
            if isinstance(runner[0], QObject):  # (a game's runner is a QObject)
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
