"""A hosted game at the host's own table: an ordinary game of the window whose other seats move from the network.

The room (`QtHost.room`) is the authority; the table's controller plays a copy of its game, dealt from the room's
record, and is told that every seat but the host's own moves from outside (`TableController.expect_outside`): a
friend's move, or one of the room's computer players, comes as the room took it and is played like a computer's
(the same log lines and animations); the host's own moves, made with the mouse as usual, go to the room, which
checks them like anyone's. A bar in the status bar names the friends and marks whether they are connected. The end
is the usual one (the page's end screen). The room's save is kept in the data folder after every move
(`thurntaxis.netui.hostresume`), so that the game can be hosted again later for the same friends, and removed at the
end; the window also autosaves the game like a local one, for playing it on alone (the friends' seats become computer
players)."""

from __future__ import annotations

import contextlib
import json
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from thurntaxis.games import GameEntry
from thurntaxis.kit.players import COMPUTER, HUMAN
from thurntaxis.kit.players import REMOTE as REMOTE_SEAT
from thurntaxis.kit.players import Seat as TableSeat
from thurntaxis.net import protocol as p
from thurntaxis.net.room import PERSON, REMOTE
from thurntaxis.netui.qthost import QtHost
from thurntaxis.shell.gamepages import colours

log = logging.getLogger("thurntaxis.net")


class SeatsBar(QWidget):
    """The friends at the table, each named with a mark: ● connected, ○ not (the tooltip says it in words)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkSeats")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 0, 4, 0)
        self.title = QLabel()
        self._layout.addWidget(self.title)
        self.labels: list[QLabel] = []
        self._seats: p.Seats | None = None

    def show_seats(self, seats: p.Seats) -> None:
        self._seats = seats
        self.title.setText(QCoreApplication.translate("Network", "Over the network:"))
        for label in self.labels:
            label.deleteLater()
        self.labels = []
        for seat in seats.seats:
            if seat.kind != REMOTE:
                continue
            label = QLabel()
            if seat.connected:
                label.setText("● " + seat.name)
                label.setStyleSheet("color: #2e7d32; font-weight: bold;")
                tip = QCoreApplication.translate("Network", "%1 plays from another machine and is connected.")
            else:
                label.setText("○ " + seat.name)
                label.setStyleSheet("color: #b03a2e;")
                tip = QCoreApplication.translate(
                    "Network", "%1 plays from another machine and is not connected: the game waits for them."
                )
            label.setToolTip(tip.replace("%1", seat.name))
            self._layout.addWidget(label)
            self.labels.append(label)

    def retranslate(self) -> None:
        if self._seats is not None:
            self.show_seats(self._seats)

    def changeEvent(self, event: QEvent) -> None:
        """A language switch: the bar says the seats anew (the window's other parts do it themselves too)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HostedGame(QObject):
    """The window's side of a hosted game (see the module docstring); `close` ends it (the server closes, and
    `closed` says so)."""

    closed = Signal()

    def __init__(self, window: Any, host: QtHost, entry: GameEntry) -> None:
        super().__init__(window)
        self.window, self.host, self.entry = window, host, entry
        room = host.room
        self.person = host.person
        order = colours(entry)
        self.seats = [
            TableSeat(
                seat.name,
                HUMAN if seat.kind == PERSON else REMOTE_SEAT if seat.kind == REMOTE else COMPUTER,
                level=seat.level or "medium",
                colour=order[number % len(order)],
            )
            for number, seat in enumerate(room.seats)
        ]
        self.bar = SeatsBar()
        self.page: Any = None

    def start(self) -> None:
        """Start the game in the room and at the table."""
        host, room = self.host, self.host.room
        host.begin()
        game = room.game
        names = [s.name for s in self.seats]
        record = game.read_record(json.loads(game.record_text(names, room.seed, room.moves)))  # (a kept game's moves)
        page = self.window.page_of(self.entry)
        page.controller.expect_outside(frozenset(n for n in range(len(self.seats)) if n != self.person))
        self.window.continue_game(self.entry, record, self.seats)
        self.page = page
        page.controller.moveMade.connect(self._table_moved)
        host.moved.connect(self._room_moved)
        host.ended.connect(self._ended)
        host.seats_changed.connect(self.bar.show_seats)
        host.seats_changed.connect(self._show_connected)
        self.bar.show_seats(host.seats())
        self._show_connected(host.seats())
        self.window.statusBar().addPermanentWidget(self.bar)

    def _show_connected(self, seats: p.Seats) -> None:
        """The friends' panels at the table say whether each is connected (the status bar's marks say it too)."""
        if self.page is not None:
            self.page.show_connected([seat.kind != REMOTE or seat.connected for seat in seats.seats])

    def _room_moved(self, seat: int, move: str) -> None:
        if seat != self.person and self.page is not None:
            self.page.controller.play_outside(move)

    def _table_moved(self, seat: int, move: object, _before: object, _after: object) -> None:
        mine = seat == self.person and seat not in self.page.controller.outside
        if mine and not self.host.person_moved(seat, str(move)):
            log.error("the room refused the host's own move %s", move)

    def _ended(self) -> None:
        """The game is over: its save is no longer kept for later."""
        save = self.host.hosting.save
        if self.host.room.over and save is not None:
            with contextlib.suppress(OSError):
                save.unlink(missing_ok=True)

    def close(self) -> None:
        """End the hosting: the server closes (the friends are told the host went), the table keeps its game."""
        if self.page is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.page.controller.moveMade.disconnect(self._table_moved)
        self.host.close()
        self.bar.hide()
        self.bar.deleteLater()
        self.closed.emit()
