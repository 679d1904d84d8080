"""The translated lines of network play in the window: why a join was refused, why a connection ended, what a seat
is (texts of the context "Network")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

DEFAULT_PORT = 7311


def refusal(reason: str) -> str:
    """One line for a host's refusal code (`thurntaxis.net.protocol.REFUSALS`)."""
    lines = {
        "other_version": QCoreApplication.translate("Network", "The host runs another version of the program."),
        "wrong_code": QCoreApplication.translate("Network", "The join code is wrong."),
        "unknown_token": QCoreApplication.translate("Network", "The host does not know the seat you came back to."),
        "room_full": QCoreApplication.translate("Network", "Every seat of this game is taken."),
        "bad_name": QCoreApplication.translate("Network", "Please give your name."),
        "game_over": QCoreApplication.translate("Network", "This game is over."),
        "name_taken": QCoreApplication.translate("Network", "Another player at this table has that name."),
        "busy": QCoreApplication.translate(
            "Network", "The host is busy: too many wrong codes came lately. Try again in a minute."
        ),
    }
    return lines.get(reason, QCoreApplication.translate("Network", "The host refused to seat you."))


def seat_line(number: int, name: str, kind: str, taken: bool, connected: bool) -> str:
    """A seat as the lobby lists it."""
    seat = QCoreApplication.translate("Network", "Seat %1").replace("%1", str(number + 1))
    if kind == "remote" and not taken:
        return seat + ": " + QCoreApplication.translate("Network", "waiting for a player…")
    if kind == "remote":
        state = (
            QCoreApplication.translate("Network", "connected")
            if connected
            else QCoreApplication.translate("Network", "not connected")
        )
        return f"{seat}: {name} ({state})"
    if kind == "computer":
        who = QCoreApplication.translate("Network", "computer")
    else:
        who = QCoreApplication.translate("Network", "host")
    return f"{seat}: {name} ({who})"


def addresses() -> list[str]:
    """This machine's addresses for friends to join: its IPv4 and IPv6 addresses but the loopback and link-local
    ones, then 127.0.0.1 (a second window on this machine)."""
    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal():
            continue
        if address.protocol() in (
            QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
            QAbstractSocket.NetworkLayerProtocol.IPv6Protocol,
        ):
            found.append(address.toString())
    return [*found, "127.0.0.1"]


def with_port(address: str, port: int) -> str:
    """An address and port as the join dialog takes it ("[::1]:7311" for IPv6)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
