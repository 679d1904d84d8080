"""What the window asks of network play, and nothing more: the shell names it here and never imports the package
that does it (`thurntaxis.netui`, which sits above the shell and uses its data folder, saves and game names).

The program's start (`thurntaxis.cli`, the composition root) hands the window the maker of the real one
(`thurntaxis.netui.play.NetworkPlay`); a window made without one (the self-test, screenshots, tests of other
parts) plays no network games: `Offline`, whose actions the window does not show."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol


class NetworkPlay(Protocol):
    """The window's one way into network play: host, join, the hosted game kept for later."""

    available: bool  # False: this window plays no network games (its actions are hidden)

    @property
    def hosted(self) -> object | None:
        """The game the window hosts now, None while it hosts none."""

    def host(self, game_id: str | None = None) -> None:
        """Game → Host a network game (of the game `game_id`, chosen in the dialog, when given)."""

    def join(self) -> None:
        """Game → Join a network game."""

    def kept(self) -> bool:
        """Whether a hosted game is kept for later (Game → Resume the hosted game… is offered)."""

    def resume(self) -> None:
        """Game → Resume the hosted game (kept for later: `settings.hosted_game_path`)."""

    def offer_again(self, autosave: Path) -> bool:
        """At the start's Continue: when the autosave is the kept hosted game, offer to host it again; True when
        its lobby opened."""

    def end_hosting(self) -> None:
        """Stop hosting (another game takes the table, the window closes); the table keeps its game."""


MakeNetworkPlay = Callable[[Any], NetworkPlay]  # given the window, its network play


class Offline:
    """Network play of a window that plays no network games."""

    available = False
    hosted = None

    def host(self, game_id: str | None = None) -> None:
        """Nothing to host from here."""

    def join(self) -> None:
        """Nothing to join from here."""

    def kept(self) -> bool:
        return False

    def resume(self) -> None:
        """Nothing kept here."""

    def offer_again(self, autosave: Path) -> bool:
        return False

    def end_hosting(self) -> None:
        """Nothing is hosted."""
