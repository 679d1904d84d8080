"""A game hosted elsewhere, at the window's table: the person's seat played from its observations only.

`open_remote_game` shows a page of the game (a `TablePage` of its own, beside the window's local page of that game)
for the seat a `NetClient` joined. Each position the host sends becomes the game's `view_state` of that seat's
observation (what the seat may not know is filled in arbitrarily and never drawn); the person plays at the table
as in a local game, and the move goes to the host instead of being applied here; the other seats' moves arrive
with the next position and show in the log and on the table as a computer's do. The host keeps the game: no save,
no autosave, no statistics; when the host goes away the table stays as it was, with one line that says so.
Texts of the context "NetworkTable".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from thurntaxis.games import GAMES, Game, GameEntry
from thurntaxis.gameui import END_NEW_GAME
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat
from thurntaxis.net import protocol as p
from thurntaxis.net.room import COMPUTER as NET_COMPUTER
from thurntaxis.netui.netclient import NetClient
from thurntaxis.shell.gamepages import game_name, palette

translate = QCoreApplication.translate  # (lupdate reads its texts: context "NetworkTable")
NETWORK_PAGE = "network:"  # the window's key of a network game's page: this, then the game's id


def closing_text(reason: str) -> str:
    """Why the game's connection ended (`NetClient.closed`), in one translated line ("": nothing to say)."""
    texts = {
        "host_gone": translate(
            "NetworkTable", "The host has gone away: the game cannot go on. The table stays as it was."
        ),
        "unreachable": translate("NetworkTable", "The host cannot be reached: nobody hosts a game at that address."),
        "garbled": translate(
            "NetworkTable", "The host sent something that is not a message of this program: the game has ended here."
        ),
        "refused": translate("NetworkTable", "The host has closed the game to this seat."),
    }
    return texts.get(reason, "")


def refusal_text(reason: str) -> str:
    """Why the host refused a join (a code of `protocol.REFUSALS`), in one translated line."""
    texts = {
        "other_version": translate("NetworkTable", "The host runs another version of the program."),
        "wrong_code": translate("NetworkTable", "The join code is wrong."),
        "unknown_token": translate("NetworkTable", "This game does not know the seat to come back to."),
        "room_full": translate("NetworkTable", "Every seat of this game is taken."),
        "bad_name": translate("NetworkTable", "The host does not accept this name."),
        "game_over": translate("NetworkTable", "This game is over."),
        "name_taken": translate("NetworkTable", "Another player at this table has that name."),
        "busy": translate("NetworkTable", "The host is busy: too many wrong codes came lately. Try again in a minute."),
        "seat_elsewhere": translate(
            "NetworkTable",
            "Your seat has been taken up on another connection with your seat's key (another window of yours?). "
            "This window no longer plays it.",
        ),
    }
    return texts.get(reason, translate("NetworkTable", "The host refused to seat you (%1).").replace("%1", reason))


def rejection_text(reason: str) -> str:
    """Why the host refused a move (a code of `protocol.REJECTIONS`), in one translated line."""
    if reason in ("stale", "not_your_turn"):
        return translate(
            "NetworkTable", "The host had moved on: your move came too late. The table shows the game as it is now."
        )
    return translate("NetworkTable", "The host did not accept that move (%1).").replace("%1", reason)


class RemoteGame(QObject):
    """One network game on its page: the host's messages become the page's positions, the person's moves go to
    the host. It keeps nothing but what the host sent its seat."""

    def __init__(self, window: Any, client: NetClient, welcome: p.Welcome, page: Any, entry: GameEntry) -> None:
        super().__init__(page)
        self.window, self.client, self.page, self.entry = window, client, page, entry
        self.game: Game[Any, Any] = entry.load()
        self.seat = welcome.seat
        self.players = welcome.players
        self.number = -1  # the moves made in the position shown (-1: none shown yet)
        self.over = False
        self.gone = False  # the connection has ended for good
        self._connected: list[bool] = []
        self.end_dialog: Any = None  # the page's end dialog, once the game is over
        client.state_arrived.connect(self._state)
        client.seats_changed.connect(self._seats)
        client.move_rejected.connect(self._rejected)
        client.ended.connect(self._ended)
        client.reconnecting.connect(self._reconnecting)
        client.welcomed.connect(self._welcomed)
        client.closed.connect(self._closed)
        window.pages.currentChanged.connect(self._shown_changed)

    def seats(self) -> list[Seat]:
        """The seats as the host names them: the person's own, the host's computer players, and the others played
        on other machines (the table says a computer thinks, and waits for a friend)."""
        infos = self.client.seats.seats if self.client.seats is not None else []
        names, computers = [s.name for s in infos], {i for i, s in enumerate(infos) if s.kind == NET_COMPUTER}
        order = list(palette(self.entry).COLOUR_ORDER)
        return [
            Seat(
                names[i] if i < len(names) else translate("NetworkTable", "Player %1").replace("%1", str(i + 1)),
                HUMAN if i == self.seat else COMPUTER if i in computers else REMOTE,
                level="",
                colour=order[i % len(order)],
            )
            for i in range(self.players)
        ]

    # --- the host's messages ---------------------------------------------------------------------------------

    def _state(self, message: p.StateMessage) -> None:
        try:
            view = self.game.view_state(self.game.observation_from_json(message.observation))
            move = self.game.parse_move(message.last.move) if message.last is not None else None
        except (ValueError, KeyError, TypeError, IndexError):
            self._say(closing_text("garbled"), True)
            self.client.close()
            return
        if self.number < 0:
            self.page.follow(self.seats(), view, self._send)
            if self._connected:
                self.page.show_connected(self._connected)
        elif message.last is not None and message.number == self.number + 1:
            self.page.arrive(view, message.last.seat, move)
        else:  # (the position again, after coming back)
            self.page.arrive(view, None, None)
        self.number = message.number

    def _send(self, move: Any) -> None:
        if self.gone:
            self._say(closing_text("host_gone"), True)
            return
        self.client.send_move(self.number, str(move))

    def _rejected(self, message: p.Rejected) -> None:
        self.page.answered()  # (the position again, then why: the status line keeps the last)
        self._say(rejection_text(message.reason), True)

    def _seats(self, message: p.Seats) -> None:
        connected = [s.connected or s.kind == "computer" for s in message.seats]
        for i, (was, now) in enumerate(zip(self._connected, connected, strict=False)):
            if i != self.seat and was != now:
                line = (
                    translate("NetworkTable", "%1 has lost the connection.")
                    if was
                    else translate("NetworkTable", "%1 is back at the table.")
                )
                self._say(line.replace("%1", message.seats[i].name), was)
        self._connected = connected
        if self.number >= 0:
            self.page.show_connected(connected)

    def _ended(self, message: p.End) -> None:
        """The game's end as a local game's (the page's end dialog, without Rematch and Replay: the host has the
        game), or, where the page has none, the final scores in a notice."""
        self.over = True
        if not self.window.show_end_dialog or self.window.page is not self.page:
            return
        dialog = self.page.end_dialog(self.window) if self.page.has_game() else None
        if dialog is None:
            lines = [f"{name}: {score}" for name, score in zip(message.names, message.scores, strict=False)]
            winners = " · ".join(message.names[w] for w in message.winners if w < len(message.names))
            lines.append(translate("NetworkTable", "Winner: %1").replace("%1", winners))
            title = translate("NetworkTable", "The network game of %1 is over").replace("%1", game_name(self.entry))
            QTimer.singleShot(0, self, lambda: self.window.prompter.inform(title, "\n".join(lines)))
            return
        for name in ("rematch", "replay"):  # (the end dialogs' buttons for a game kept here)
            button = getattr(dialog, name, None)
            if button is not None:
                button.hide()
        dialog.finished.connect(self._end_dialog_done)
        self.end_dialog = dialog
        dialog.open()

    def _end_dialog_done(self, code: int) -> None:
        if code == END_NEW_GAME:
            QTimer.singleShot(0, self.window.new_game_dialog)

    def _reconnecting(self) -> None:
        self._say(translate("NetworkTable", "The connection to the host broke: coming back to the table…"), True)

    def _welcomed(self, message: p.Welcome) -> None:
        if message.resumed or self.number >= 0:
            self._say(translate("NetworkTable", "Back at the table."), False)

    def _closed(self, reason: str) -> None:
        self.gone = True
        text = (
            refusal_text(self.client.refusal) if reason == "refused" and self.client.refusal else closing_text(reason)
        )
        if text and not self.over:
            self._say(text, True)

    def _shown_changed(self, _index: int) -> None:
        """The player left the network game's table for another game's (not for the replay viewer, say): the seat
        stays theirs at the host."""
        shown = self.window.pages.currentWidget()
        if shown is not self.page and shown in self.window.tables.values() and not self.gone:
            self.client.close()

    def _say(self, text: str, problem: bool) -> None:
        if self.window.page is self.page:
            (self.window.show_problem if problem else self.window.show_message)(text)


def open_remote_game(window: Any, client: NetClient, welcome: p.Welcome) -> None:
    """Show the table of the game `client` has joined (`welcome`), for its seat, in `window` (a `MainWindow`): its
    first position as soon as the host sends it (at once, when it came already)."""
    entry = GAMES.get(welcome.game)
    if entry is None or not entry.ui:  # (the join dialog has refused it already)
        window.show_problem(translate("NetworkTable", "The host plays a game this program does not play."))
        client.close()
        return
    key = NETWORK_PAGE + entry.id
    old = window.tables.pop(key, None)
    if old is not None:  # the network game before's page goes
        old.stop()
        if old.network is not None and not old.network.gone:
            old.network.client.close()
        window.pages.removeWidget(old)
        old.deleteLater()
    window.close_end_dialog()
    if window.tour is not None:
        window.tour.leave()
    page = window.page_of(entry, key)
    remote = RemoteGame(window, client, welcome, page, entry)
    page.network = remote
    window.show_game(entry, key)
    window.show_message(translate("NetworkTable", "Waiting for the host to start the game…"))
    if client.seats is not None:
        remote._seats(client.seats)
    if client.state is not None:
        remote._state(client.state)
