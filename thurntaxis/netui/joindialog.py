"""Game → Join a network game: the host's address, the join code and your name; then the lobby (who has joined,
the seats still open) while the host has not started, and the table of your seat once the game begins
(`thurntaxis.netui.remotetable`). A refusal or a lost connection is one line in the dialog (texts of the context
"JoinDialog")."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.net import protocol as p
from thurntaxis.netui import seattokens, texts
from thurntaxis.netui.dialogparts import PROBLEM_STYLE, button_row, line, show_lobby
from thurntaxis.netui.netclient import NetClient
from thurntaxis.netui.remotetable import open_remote_game
from thurntaxis.records import MAX_NAME_LENGTH, clean_name


def parse_address(text: str) -> tuple[str, int] | None:
    """HOST:PORT (an IPv6 address in brackets) as a host and a port; None when it is not one."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip().strip("[]")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    return host, int(port)


class JoinDialog(QDialog):
    """Join a hosted game (see the module docstring). `make_client(parent)` makes the connection's client (a
    `thurntaxis.netui.netclient.NetClient`; tests give their own)."""

    def __init__(self, window: Any, make_client: Callable[[QWidget], Any] = NetClient, name: str = "") -> None:
        super().__init__(window)
        self.main = window
        self.make_client = make_client
        self.client: Any = None
        self.welcome: Any = None
        self.target: tuple[str, int, str] | None = None  # the host, port and code of the join under way
        self.token: str | None = None  # the seat's token it came back with (`seattokens`), if any
        self.setWindowTitle(self.tr("Join a network game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit(texts.with_port("127.0.0.1", texts.DEFAULT_PORT))
        form.addRow(self.tr("&Address of the host:"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(32)
        form.addRow(self.tr("Join &code:"), self.code)
        self.name = QLineEdit(name or self.tr("Anna"))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.line = line()
        layout.addWidget(self.line)
        self.lobby = QListWidget()
        self.lobby.hide()
        layout.addWidget(self.lobby)
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.setDefault(True)
        layout.addLayout(button_row(self, self.join_button, self.join, self.tr("Cancel")))
        self.rejected.connect(self._cancelled)

    def _say(self, text: str, problem: bool = False) -> None:
        self.line.setStyleSheet(PROBLEM_STYLE if problem else "")
        self.line.setText(text)

    def join(self) -> bool:
        """Connect and say hello (with the seat's token when this machine has joined that game before: the same
        seat again); bad input is one line, and nothing is sent."""
        where = parse_address(self.address.text())
        if where is None:
            self._say(self.tr("Write the host's address as HOST:PORT, for example 192.168.1.20:7311."), True)
            return False
        code = self.code.text().strip()
        if not code or not code.isascii() or not code.isprintable():
            self._say(self.tr("Please give the join code the host told you."), True)
            return False
        name = clean_name(self.name.text())
        if not name:
            self._say(texts.refusal("bad_name"), True)
            return False
        self._drop_client()
        client = self.client = self.make_client(self)
        client.welcomed.connect(self._welcomed)
        client.seats_changed.connect(self._seats)
        client.state_arrived.connect(self._state)
        client.refused.connect(self._refused)
        client.closed.connect(self._closed)
        self._joining(True)
        self._say(self.tr("Connecting to %1…").replace("%1", texts.with_port(*where)))
        self.target = (where[0], where[1], code)
        self.token = seattokens.recall(*self.target)
        client.connect_to(where[0], where[1], code, name, token=self.token)
        return True

    def _joining(self, joining: bool) -> None:
        """While a join is under way (and in the lobby) the address, code and name are the join's, fixed."""
        self.join_button.setEnabled(not joining)
        for field in (self.address, self.code, self.name):
            field.setEnabled(not joining)

    def _welcomed(self, welcome: Any) -> None:
        self.welcome = welcome
        if self.target is not None and isinstance(getattr(welcome, "token", None), str):
            seattokens.remember(*self.target, welcome.token)
        self._say(
            self.tr("You have joined as seat %1. Waiting for the host to start the game…").replace(
                "%1", str(int(welcome.seat) + 1)
            )
        )

    def _seats(self, seats: p.Seats) -> None:
        self.lobby.show()
        show_lobby(self.lobby, seats)

    def _state(self, _state: Any) -> None:
        """The first position: the game has begun, at the table of your seat."""
        client, self.client = self.client, None
        if client is None or self.welcome is None:
            return
        for signal, slot in (
            (client.welcomed, self._welcomed),
            (client.seats_changed, self._seats),
            (client.state_arrived, self._state),
            (client.refused, self._refused),
            (client.closed, self._closed),
        ):
            signal.disconnect(slot)
        client.setParent(self.main)
        self.accept()
        open_remote_game(self.main, client, self.welcome)

    def _refused(self, reason: str) -> None:
        if reason == "unknown_token" and self.token is not None and self.target is not None:
            seattokens.forget(*self.target, self.token)  # a seat of a game before: join this one afresh
            self._drop_client()
            QTimer.singleShot(0, self, self.join)
            return
        self._say(texts.refusal(reason) if reason in p.REFUSALS else reason, True)
        self._drop_client()

    def _closed(self, line: str) -> None:
        self._say(line or self.tr("The connection to the host ended."), True)
        self._drop_client()

    def _drop_client(self) -> None:
        client, self.client = self.client, None
        self.welcome = None
        self._joining(False)
        if client is not None:
            for signal in (client.welcomed, client.seats_changed, client.state_arrived, client.refused, client.closed):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
            client.close()
            client.deleteLater()

    def _cancelled(self) -> None:
        self._drop_client()
