"""A hosted game kept for later. While the window hosts a game, the room's save (`thurntaxis.net.hostsave`: the
format of `thurntaxis serve --save`, with the seed and the friends' seat tokens, so it is its owner's only) is kept
in the data folder as `hosted-game.json` after every move, and removed when the game ends (`hosted.HostedGame`).

Game → Resume the hosted game… opens it again (`lobby`, shown by `thurntaxis.netui.play`): the host lobby of the
same code and seats, on the same port if it is free, where the friends come back to their seats with their tokens.
When the window starts and the game it was playing last is that one (the window was closed while hosting it), the
resume question goes on to offer hosting it again (`NetworkPlay.offer_again`); no, or leaving the lobby, plays it
on here alone, the friends' seats played by the computer, as before. A save that does not replay is one line, and
nothing changes (texts of the context "Network")."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from thurntaxis.errors import RecordError
from thurntaxis.net import hostsave
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.savegame import read_file
from thurntaxis.shell.settings import hosted_game_path

if TYPE_CHECKING:
    from thurntaxis.netui.hostdialog import HostDialog


def is_last_game(autosave: Path) -> bool:
    """Whether the window's autosaved game is the kept hosted game: the same game, players and seed, and its moves
    the first of the kept ones (the table may not have shown the room's last move yet)."""
    try:
        save = hostsave.read(hosted_game_path())
        record, _seats, entry = read_file(autosave)
    except (RecordError, OSError):
        return False
    moves = [str(move) for move in record.moves]
    return (
        entry.id == save.game
        and list(record.players) == [seat.name for seat in save.seats]
        and getattr(record, "seed", save.seed) == save.seed
        and save.moves[: len(moves)] == moves
    )


def lobby(window: Any) -> HostDialog | None:
    """The lobby of the kept hosted game, not yet shown; None, with one line for the player, when the save does not
    replay, the game is over or no port opens (nothing changes)."""
    from thurntaxis.netui.hostdialog import HostDialog  # (QtNetwork: not before a lobby opens)

    path = hosted_game_path()
    title = QCoreApplication.translate("Network", "Cannot resume the hosted game")
    dialog = HostDialog(window, keep=path)
    try:
        opened = dialog.resume(hostsave.read(path))
    except RecordError as exc:
        dialog.deleteLater()
        window.prompter.inform(
            title,
            QCoreApplication.translate("Network", "The hosted game kept in %1 cannot be resumed: %2")
            .replace("%1", str(path))
            .replace("%2", record_problem(exc)),
        )
        return None
    if not opened:
        if dialog.over:
            with contextlib.suppress(OSError):
                path.unlink()
        line = dialog.notice.text()
        dialog.deleteLater()
        window.prompter.inform(title, line)
        return None
    return dialog
