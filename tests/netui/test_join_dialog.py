"""Game → Join a network game: bad input is one line and nothing is sent; the lobby shows the host's seats while
the game has not started; a refusal and a lost connection are one translated line; the first position opens the
table of the seat (`open_remote_game`). The client here is a stand-in with `NetClient`'s signals and methods (the
real one is `thurntaxis.netui.netclient`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtTest import QTest

from thurntaxis.net import protocol as p
from thurntaxis.netui import joindialog
from thurntaxis.netui.joindialog import JoinDialog, parse_address
from thurntaxis.shell import i18n


class FakeClient(QObject):
    welcomed = Signal(object)
    seats_changed = Signal(object)
    state_arrived = Signal(object)
    move_rejected = Signal(object)
    refused = Signal(str)
    closed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.calls: list[tuple[Any, ...]] = []

    def connect_to(self, host: str, port: int, code: str, name: str, token: str | None = None) -> None:
        self.calls.append((host, port, code, name, token))

    def close(self) -> None:
        self.calls.append(("close",))


def _dialog(window) -> tuple[JoinDialog, list[FakeClient]]:  # type: ignore[no-untyped-def]
    made: list[FakeClient] = []

    def make(parent: Any) -> FakeClient:
        made.append(FakeClient(parent))
        return made[-1]

    dialog = JoinDialog(window, make)
    dialog.open()
    return dialog, made


def _seats() -> p.Seats:
    return p.Seats(
        seats=[
            p.SeatInfo(name="Alex", kind="person", taken=True, connected=True),
            p.SeatInfo(name="Ida", kind="remote", taken=True, connected=True),
            p.SeatInfo(name="", kind="remote", taken=False, connected=False),
        ],
        started=False,
    )


def test_addresses_are_read_as_host_and_port() -> None:
    assert parse_address("192.168.1.20:7311") == ("192.168.1.20", 7311)
    assert parse_address("[::1]:7311") == ("::1", 7311)
    assert parse_address("example") is None and parse_address("h:0") is None and parse_address("h:99999") is None


def test_bad_input_is_one_line_and_sends_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog, made = _dialog(window)
    dialog.address.setText("nowhere")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert "HOST:PORT" in dialog.line.text() and not made
    dialog.address.setText("127.0.0.1:7311")
    dialog.code.setText("")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert "join code" in dialog.line.text() and not made


def test_the_lobby_then_the_table(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    opened: list[tuple[Any, ...]] = []
    monkeypatch.setattr(joindialog, "open_remote_game", lambda *args: opened.append(args))
    dialog, made = _dialog(window)
    dialog.address.setText("127.0.0.1:4567")
    dialog.code.setText("K3YQ7")
    dialog.name.setText("Ida")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    client = made[0]
    assert client.calls == [("127.0.0.1", 4567, "K3YQ7", "Ida", None)]
    assert not dialog.join_button.isEnabled()
    welcome = p.Welcome(seat=1, token="t", game="carcassonne", players=3)
    client.welcomed.emit(welcome)
    assert "seat 2" in dialog.line.text()
    client.seats_changed.emit(_seats())
    lines = [dialog.lobby.item(i).text() for i in range(dialog.lobby.count())]
    assert lines == ["Seat 1: Alex (host)", "Seat 2: Ida (connected)", "Seat 3: waiting for a player…"]
    client.state_arrived.emit(object())
    assert not dialog.isVisible()
    assert opened == [(window, client, welcome)] and client.parent() is window


def test_a_refusal_is_one_translated_line(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog, made = _dialog(window)
    dialog.code.setText("NOPE")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    made[0].refused.emit("wrong_code")
    assert dialog.line.text() == "The join code is wrong."
    assert ("close",) in made[0].calls and dialog.join_button.isEnabled()
    i18n.install("pl")
    try:
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        made[1].refused.emit("room_full")
        assert dialog.line.text() not in ("", "Every seat of this game is taken.")
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        made[2].closed.emit("")
        assert dialog.line.text() not in ("", "The connection to the host ended.")
    finally:
        i18n.install("en")
