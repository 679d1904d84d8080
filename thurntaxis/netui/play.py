"""The window's network play in one object (`NetworkPlay`): Game → Host, Join and Resume the hosted game, the game
the window hosts while it does, and the offer at the start to host the game of last time again. The window knows it
only as `thurntaxis.shell.netplay.NetworkPlay`, and the program's start hands it over (`thurntaxis.cli`): the shell
never imports this package. The dialogs, the QtNetwork host and the kept game's reading are imported when first
asked for (not at the start, which they would slow down)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog

from thurntaxis.games import GameEntry
from thurntaxis.shell.settings import hosted_game_path

if TYPE_CHECKING:
    from thurntaxis.netui.hostdialog import HostDialog
    from thurntaxis.netui.hosted import HostedGame
    from thurntaxis.netui.qthost import QtHost


class NetworkPlay(QObject):
    """Network play of one window (`window`: a `MainWindow`); `hosted` is the game it hosts, while it does, and
    `dialog` the network dialog it opened last."""

    available = True

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.hosted: HostedGame | None = None
        self.dialog: QDialog | None = None

    # --- the window's menus and home page

    def host(self, game_id: str | None = None) -> None:
        """Game → Host a network game: the dialog, window-modal (with the game `game_id` chosen); the game starts at
        the table when the host starts it."""
        from thurntaxis.netui.hostdialog import HostDialog

        if not self.window.may_leave_game():
            return
        dialog = HostDialog(self.window, keep=hosted_game_path())  # kept to be hosted again (`hostresume`)
        if game_id is not None:
            dialog.game_box.setCurrentIndex(dialog.game_box.findData(game_id))
        self._lobby(dialog)

    def join(self) -> None:
        """Game → Join a network game: the dialog, window-modal."""
        from thurntaxis.netui.joindialog import JoinDialog

        if not self.window.may_leave_game():
            return
        self.dialog = JoinDialog(self.window)
        self.dialog.open()

    def kept(self) -> bool:
        """Whether a hosted game is kept for later."""
        return hosted_game_path().is_file()

    def resume(self) -> None:
        """Game → Resume the hosted game…: its lobby, window-modal (nothing, said in one line, when it cannot open;
        nothing while the window hosts a game: that one is the game kept)."""
        if self.hosted is None and self.window.may_leave_game():
            self._resumed()

    def offer_again(self, autosave: Path) -> bool:
        """At the start, the player chose to continue the last game: when it is the kept hosted game, ask whether to
        host it again for the same friends. True when its lobby opened (leaving the lobby plays it on here alone)."""
        from thurntaxis.netui import hostresume

        if not hostresume.is_last_game(autosave):
            return False
        if not self.window.prompter.ask(
            QCoreApplication.translate("Network", "Host the game again?"),
            QCoreApplication.translate(
                "Network",
                "You were hosting this game over the network. Host it again for the same friends? They come back to "
                "their seats with the same address and join code.\n\nNo: you play on here, and the computer plays "
                "their seats.",
            ),
        ):
            return False
        dialog = self._resumed()
        if dialog is None:
            return False
        dialog.rejected.connect(lambda: self._alone(autosave))
        return True

    def end_hosting(self) -> None:
        """Stop hosting (another game takes the table, the window closes): the friends see the host go."""
        if self.hosted is not None:
            self.hosted.close()

    # --- the lobbies and the hosted game

    def _resumed(self) -> HostDialog | None:
        from thurntaxis.netui import hostresume

        dialog = hostresume.lobby(self.window)
        if dialog is not None:
            self._lobby(dialog)
        return dialog

    def _lobby(self, dialog: HostDialog) -> None:
        dialog.started.connect(self._start)
        self.dialog = dialog
        dialog.open()

    def _start(self, host: QtHost, entry: GameEntry) -> None:
        """The host started the game in the lobby: the window's table plays it."""
        from thurntaxis.netui.hosted import HostedGame

        hosted = HostedGame(self.window, host, entry)
        hosted.start()  # (the game before, hosted or not, leaves the table first)
        hosted.closed.connect(lambda: self._closed(hosted))
        self.hosted = hosted

    def _closed(self, hosted: HostedGame) -> None:
        if self.hosted is hosted:
            self.hosted = None

    def _alone(self, autosave: Path) -> None:
        """The host left the lobby of the game offered at the start: it goes on here alone."""
        if self.window.page is None or not self.window.page.has_game():
            self.window.load_file(autosave)
