"""The window's side of network play, in one place: the game it hosts for friends on other machines, and the
doors to `thurntaxis.netui` (host, join, resume the hosted game, the start's offer to host the game of last time
again), each imported when first asked for. The network dialogs are given the window itself."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QMainWindow


class Hosting(Protocol):
    """A game hosted here (`thurntaxis.netui.hosted.HostedGame`), as the window sees it."""

    def close(self) -> None:
        """Stop hosting it (the room closes; the game stays on the table)."""
        ...

    def retranslate(self) -> None:
        """Its texts in the language installed now."""
        ...


class NetworkPlay:
    """The window's network hooks: what it hosts now (`hosted`, a `thurntaxis.netui.hosted.HostedGame`, which sets
    itself there while it runs), and the dialogs that start or join a network game."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.hosted: Hosting | None = None  # the network game this window hosts, while it does

    def end_hosting(self) -> None:
        """Stop hosting a network game (another game takes the table, the window closes)."""
        if self.hosted is not None:
            self.hosted.close()
            self.hosted = None

    def retranslate(self) -> None:
        """The hosted game's bar in the language installed now."""
        if self.hosted is not None:
            self.hosted.retranslate()

    def host(self, game_id: str | None = None) -> None:
        """Game → Host a network game (the home page's: its dialog on the card's game)."""
        from thurntaxis.netui.hosted import open_host_dialog

        dialog = open_host_dialog(self.window)
        if dialog is not None and game_id is not None:
            dialog.game_box.setCurrentIndex(dialog.game_box.findData(game_id))

    def join(self) -> None:
        """Game → Join a network game."""
        from thurntaxis.netui.joindialog import open_join_dialog

        open_join_dialog(self.window)

    def resume(self) -> None:
        """Game → Resume the hosted game."""
        from thurntaxis.netui.hostresume import resume_hosted

        resume_hosted(self.window)

    def offer_again(self, autosave: Path) -> bool:
        """The game of last time was hosted here: offer to host it again (True when its lobby opened)."""
        from thurntaxis.netui.hostresume import offer

        return bool(offer(self.window, autosave))
