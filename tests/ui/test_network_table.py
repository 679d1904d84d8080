"""The window at a game hosted elsewhere: a real `thurntaxis serve` process on loopback with a computer seat, a
`NetClient` in the test's window, and the person's seat played to the end at the network table of each game, the
first move with the mouse on the view's viewport, then through the page's controller. The table is built from the
seat's observations only; a host killed in the middle leaves the table and one line. Every process stops by
itself within `LIMIT` seconds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer

from thurntaxis.carcassonne.rules import PLACE
from thurntaxis.games import GAMES
from thurntaxis.net import protocol as p
from thurntaxis.net.door import welcome
from thurntaxis.net.room import COMPUTER, REMOTE, Refusal, Room
from thurntaxis.net.room import Seat as RoomSeat
from thurntaxis.netui.netclient import NetClient
from thurntaxis.netui.remotetable import closing_text, open_remote_game, refusal_text, rejection_text
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.game import GAME
from thurntaxis.taxis.rules import GameState as TaxisState
from thurntaxis.taxis.rules import replay

from ..carcassonne.ui.mouse import Hand, same
from .conftest import seats
from .gestures import perform

LIMIT = 150  # seconds a host process may run
ROOT = Path(__file__).resolve().parents[2]
SEED = 4_021_977


class Host:
    """A `thurntaxis serve` process with one seat for the test's window and one computer seat (easy), or one for
    a person on another machine."""

    def __init__(self, game: str, bots: str = "easy") -> None:
        args = ["serve", "--game", game, "--players", "2", "--port", "0", "--code", "NETQ7X"]
        args += ["--bots", bots] if bots else []
        self.folder = tempfile.TemporaryDirectory()
        self.record = Path(self.folder.name) / "record.json"  # what the host writes at the end: the whole game
        args += ["--record", str(self.record)]
        self.process = subprocess.Popen(
            [sys.executable, "-m", "thurntaxis", *args, "--seed", str(SEED)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # "serving ... on 127.0.0.1:PORT with the code NETQ7X"
        assert "127.0.0.1:" in line, line
        self.port = int(line.split("127.0.0.1:")[1].split()[0])

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate(timeout=10)
        self.folder.cleanup()


@pytest.fixture
def host(request: pytest.FixtureRequest) -> Iterator[Host]:
    served = Host(*request.param.split("+"))
    yield served
    served.stop()


def join(qtbot: Any, window: MainWindow, host: Host) -> tuple[NetClient, list[p.StateMessage]]:
    """A client in the window, seated, and the network table opened; every state message it receives."""
    client = NetClient(window, retry=1.0)
    received: list[p.StateMessage] = []
    client.state_arrived.connect(received.append)
    with qtbot.waitSignal(client.welcomed, timeout=10_000) as welcomed:
        client.connect_to("127.0.0.1", host.port, "NETQ7X", "Mira")
    open_remote_game(window, client, welcomed.args[0])
    qtbot.waitUntil(lambda: window.page.has_game(), timeout=10_000)
    return client, received


def fields(state: Any) -> tuple[Any, ...]:
    """A Thurn and Taxis position's fields (all but the cache of its legal moves)."""
    return tuple(getattr(state, name) for name in TaxisState.__annotations__ if name != "_legal")


def built_from_observations(game_id: str, states: list[Any], received: list[p.StateMessage]) -> bool:
    """Whether each position the table showed is its game's `view_state` of the observation the host sent for it,
    and nothing else (the client had nothing else to build it from)."""
    game = GAMES[game_id].load()
    if len(states) != len(received):
        return False
    for state, message in zip(states, received, strict=True):
        rebuilt = game.view_state(game.observation_from_json(message.observation))
        if not (same(state, rebuilt) if game_id == "carcassonne" else fields(state) == fields(rebuilt)):
            return False
    return True


def play_to_the_end(qtbot: Any, window: MainWindow, client: NetClient, mouse: Any, cut: int = -1) -> int:
    """The person's seat played to the end: the first move with `mouse(move)`, the others through the page's
    controller (before the person's move number `cut`, the connection breaks and comes back); the number of the
    person's moves."""
    page = window.page
    game = GAMES[client.welcome.game].load() if client.welcome is not None else None
    assert game is not None
    bot = game.make_bot("easy", seed=5)
    made, deadline = 0, time.monotonic() + LIMIT
    while client.end is None:
        assert time.monotonic() < deadline
        qtbot.waitUntil(lambda: page.humans_turn() or client.end is not None, timeout=30_000)
        if client.end is not None:
            break
        if made == cut:
            welcomes: list[p.Welcome] = []
            client.welcomed.connect(welcomes.append)
            with qtbot.waitSignals([client.reconnecting, client.welcomed], timeout=10_000, order="strict"):
                client._socket.abort()  # the line breaks (as a cable pulled out)
            assert welcomes[-1].resumed and welcomes[-1].seat == page.network.seat  # the same seat again
            qtbot.waitUntil(page.humans_turn, timeout=10_000)
        number = page.network.number
        assert client.state is not None and client.state.number == number
        move = bot.choose(game.observation_from_json(client.state.observation))
        if made == 0:
            mouse(move)
        else:
            assert page.controller.submit(move)
        made += 1
        qtbot.waitUntil(lambda n=number: page.network.number > n or client.end is not None, timeout=30_000)
    return made


@pytest.mark.parametrize("host", ["thurn-and-taxis"], indirect=True)
def test_a_seat_of_thurn_and_taxis_is_played_to_the_end_at_the_network_table(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, received = join(qtbot, window, host)
    page = window.page
    assert page is window.tables["network:thurn-and-taxis"] and page.network is not None  # a page of its own
    assert window.pages.currentWidget() is page
    seat = page.network.seat
    assert [s.is_human for s in page.seats] == [i == seat for i in range(2)]
    assert "Computer" in page.side.panels[1 - seat].details.text()  # the other seat: the host's computer player
    logged: list[Any] = []
    page.controller.logLine.connect(logged.append)

    qtbot.waitUntil(page.humans_turn, timeout=20_000)
    number, page.network.number = page.network.number, page.network.number + 3  # a move for a position gone by
    with qtbot.waitSignal(client.move_rejected, timeout=10_000) as rejected:
        assert page.controller.submit(page.controller.legal()[0])
    assert rejected.args[0].reason == "stale" and window.status.text() == rejection_text("stale")
    page.network.number = number
    assert page.humans_turn() and len(page.controller.moves) == 0  # nothing changed; the person moves again
    page.hint()  # a hint from what the seat knows
    assert window.status.text().startswith("Hint: ")
    made = play_to_the_end(qtbot, window, client, lambda move: perform(window, move))

    assert made > 10 and client.end is not None
    # the end screen of a local game, but Rematch and Replay: the host has the game
    qtbot.waitUntil(lambda: page.network.end_dialog is not None and page.network.end_dialog.isVisible(), timeout=5000)
    end = page.network.end_dialog
    assert not end.rematch.isVisible() and not end.replay.isVisible() and end.new_game.isVisible()
    assert GAME.scores(page.controller.state) == client.end.scores  # the table's scores are the host's
    assert page.controller.state.game_over and not page.running()
    assert len(page.controller.moves) == len(received) - 1  # every position came as the host's, move by move
    assert built_from_observations("thurn-and-taxis", page.controller.states, received)
    assert logged[-1].code == "game_over"  # the log saw the end, and the other seat's moves on the way
    assert {entry.args[0] for entry in logged if entry.code == "move"} == {0, 1}  # both seats' moves
    assert host.process.wait(timeout=30) == 0  # the host saw the game to its end
    truth = replay(GAME.read_record(json.loads(host.record.read_text(encoding="utf-8"))))
    assert len(truth) == len(page.controller.states)
    other = 1 - seat  # the table never held the deck's order or the other hand as they were
    assert all(v.deck != t.deck for v, t in zip(page.controller.states, truth, strict=True) if len(set(t.deck)) > 1)
    assert any(v.hands[other] != t.hands[other] for v, t in zip(page.controller.states, truth, strict=True))
    assert all(v.hands[seat] == t.hands[seat] for v, t in zip(page.controller.states, truth, strict=True))
    assert window.autosave()  # (nothing to keep: the host keeps a network game)


@pytest.mark.parametrize("host", ["carcassonne"], indirect=True)
def test_a_seat_of_carcassonne_is_played_to_the_end_at_the_network_table(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, received = join(qtbot, window, host)
    page = window.page
    hand = Hand(page)
    others: list[tuple[int, str]] = []
    page.controller.moveMade.connect(lambda seat, move, _b, _a: others.append((seat, str(move))))

    def with_the_mouse(move: Any) -> None:
        assert move.kind == PLACE  # the person's first move: the drawn tile dragged onto its square
        hand.play(move)

    made = play_to_the_end(qtbot, window, client, with_the_mouse, cut=5)
    received = list({message.number: message for message in received}.values())  # (the position again, once back)

    assert made > 20 and client.end is not None
    seat = page.network.seat
    assert any(s != seat for s, _ in others)  # the other seat's moves came as moves, shown as a computer's
    qtbot.waitUntil(lambda: page.network.end_dialog is not None and page.network.end_dialog.isVisible(), timeout=5000)
    assert not page.network.end_dialog.rematch.isVisible()
    assert page.controller.state.game_over
    assert list(page.controller.result().scores) == list(client.end.scores)  # the table agrees with the host
    assert built_from_observations("carcassonne", page.controller.states, received)
    assert host.process.wait(timeout=30) == 0


@pytest.mark.parametrize("host", ["carcassonne"], indirect=True)
def test_a_host_killed_in_the_middle_leaves_the_table_and_one_line(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, _received = join(qtbot, window, host)
    page = window.page
    qtbot.waitUntil(page.humans_turn, timeout=20_000)
    host.process.kill()
    with qtbot.waitSignal(client.closed, timeout=20_000) as closed:
        pass
    assert closed.args == ["host_gone"]
    assert window.pages.currentWidget() is page and page.has_game()  # the table stays
    assert window.status.text() == closing_text("host_gone")  # one line, and it says so


@pytest.mark.parametrize("host", ["carcassonne"], indirect=True)
def test_a_seat_taken_up_on_another_connection_says_so_at_the_table_and_stays_away(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, _received = join(qtbot, window, host)
    page = window.page
    qtbot.waitUntil(page.humans_turn, timeout=20_000)
    other = NetClient(window, retry=1.0)  # the same player's other window, with the seat's token
    with qtbot.waitSignal(client.closed, timeout=20_000) as closed:
        other.connect_to("127.0.0.1", host.port, "NETQ7X", "Mira", token=client.token)
    assert closed.args == ["refused"] and client.refusal == "seat_elsewhere"
    assert window.status.text() == refusal_text("seat_elsewhere")  # one line, and it says why
    assert window.pages.currentWidget() is page and page.has_game()  # the table stays
    qtbot.wait(1500)  # (past the client's retry: it does not come back to take the seat again)
    assert other.connected() and not client.connected()
    other.close()


@pytest.mark.parametrize("host", ["carcassonne+"], indirect=True)
def test_a_remote_player_who_loses_the_connection_is_marked_at_the_table(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client = NetClient(window, retry=1.0)
    with qtbot.waitSignal(client.welcomed, timeout=10_000) as welcomed:
        client.connect_to("127.0.0.1", host.port, "NETQ7X", "Mira")
    open_remote_game(window, client, welcomed.args[0])
    other = subprocess.Popen(  # the other seat: a person's machine, played by a computer player
        [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{host.port}", "--code", "NETQ7X", "--name", "Otto"]
        + ["--bot", "easy"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        page = window.page
        qtbot.waitUntil(page.humans_turn, timeout=20_000)
        them = 1 - page.network.seat
        label = page.scores.notes[them]  # (under the name)
        assert "Otto" in page.scores.rows[them][1].text() and label.text() == "over the network"
        other.kill()
        qtbot.waitUntil(lambda: "not connected" in label.text(), timeout=10_000)
        assert window.status.text() == "Otto has lost the connection."
    finally:
        other.kill()
        other.wait(timeout=10)


@pytest.mark.parametrize("host", ["thurn-and-taxis"], indirect=True)
def test_a_wrong_code_is_refused_and_nobody_at_a_port_is_unreachable(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client = NetClient(window, retry=1.0)
    heard: list[str] = []
    client.refused.connect(heard.append)
    client.closed.connect(heard.append)
    with qtbot.waitSignal(client.closed, timeout=10_000):
        client.connect_to("127.0.0.1", host.port, "WRONG", "Mira")
    assert heard == ["wrong_code", "refused"] and client.welcome is None
    assert refusal_text("wrong_code") == "The join code is wrong."
    host.stop()
    lost = NetClient(window, retry=1.0)
    with qtbot.waitSignal(lost.closed, timeout=10_000) as closed:
        lost.connect_to("127.0.0.1", host.port, "NETQ7X", "Mira")
    assert closed.args == ["unreachable"] and lost.welcome is None


@pytest.mark.parametrize("host", ["carcassonne"], indirect=True)
def test_the_other_seats_tile_flies_in_as_a_computers_does(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, _received = join(qtbot, window, host)
    page = window.page
    page.set_speed("normal")
    c = page.controller
    flying: list[int] = []  # the tiles on their way right after the other seat's tile was drawn on the table

    def drawn(_state: Any) -> None:  # (after the page's own drawing: connected later)
        if c.moves and c.moves[-1].kind == PLACE and c.states[-2].current != page.network.seat:
            flying.append(len(page.story.arrivals))

    c.changed.connect(drawn)
    while not flying:
        qtbot.waitUntil(lambda: page.humans_turn() or bool(flying), timeout=20_000)
        if page.humans_turn():
            number = page.network.number
            assert c.submit(c.legal()[0])
            qtbot.waitUntil(lambda n=number: page.network.number > n, timeout=10_000)
    assert flying[0] > 0  # the other seat's tile is on its way from the tray, as a computer's

    assert window.may_leave_game() and "network game" in window.prompter.questions[-1]  # (no "save it first")
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        window.start_game(seats("h", "c"), game="carcassonne")  # a local game takes the window: the client leaves
    assert closed.args == ["closed"] and window.page is window.tables["carcassonne"]


@pytest.mark.parametrize("host", ["thurn-and-taxis"], indirect=True)
def test_the_guided_game_from_a_network_table_leaves_it(qtbot, window, host) -> None:  # type: ignore[no-untyped-def]
    client, _received = join(qtbot, window, host)
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        window.learn_to_play(GAMES["thurn-and-taxis"])  # (nothing of the network game to keep: the host has it)
    assert closed.args == ["closed"] and window.tour is not None and window.page is window.tables["thurn-and-taxis"]


@pytest.mark.parametrize("junk", [b"\x00\x00\x00\x05hello", b"\xff\xff\xff\xff", b'\x00\x00\x00\x0f{"type":"nope"}'])
def test_a_host_that_sends_no_message_ends_the_client_in_one_code(qtbot, window, junk: bytes) -> None:  # type: ignore[no-untyped-def]
    server = QTcpServer(window)
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    server.newConnection.connect(lambda: server.nextPendingConnection().write(junk))
    client = NetClient(window, retry=1.0)
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        client.connect_to("127.0.0.1", server.serverPort(), "NETQ7X", "Mira")
    assert closed.args == ["garbled"] and client.welcome is None and client.state is None
    assert closing_text("garbled").startswith("The host sent something that is not a message")
    server.close()


def scripted_game(game_id: str, seed: int, players: int) -> list[p.Message]:
    """A game played out in a room of this process (the host's seat 0 and a third seat by computers, seat 1 by the
    test's bot): everything the host sends seat 1, its welcome first."""
    seats = [RoomSeat(COMPUTER, "Alex", "easy"), RoomSeat(REMOTE), RoomSeat(COMPUTER, "Bruno", "easy")][:players]
    room = Room(game_id, seats, "NETQ7X", seed)
    joined = room.join(p.Hello(protocol=p.PROTOCOL, code="NETQ7X", name="Mira"))
    assert not isinstance(joined, Refusal)
    room.start()
    bot = GAMES[game_id].load().make_bot("easy", seed=5)
    while not room.over:
        turn = room.computer_turn()
        if turn is not None:
            assert room.play(turn.seat, turn.number, str(turn.bot.choose(turn.observation))) is None
        else:
            observation = room.observer.observe(room.state, 1)
            assert room.play(1, len(room.moves), str(bot.choose(observation))) is None
    return [welcome(room, joined), *(message for seat, message in room.drain() if seat == 1)]


@pytest.mark.parametrize("game_id, players", [("thurn-and-taxis", 3), ("carcassonne", 2)])
def test_the_end_dialog_shows_when_the_hosts_move_ends_the_game_in_one_read(qtbot, window, game_id, players) -> None:  # type: ignore[no-untyped-def]
    """The host's own move ends the game, its last position and the end come in one write and the host closes the
    connection at once: the joined table shows the last move, then the end dialog with the host's scores. (Under
    Xvfb that window's end dialog seemed to be missing then; the driver's Escape meant for the host's dialog had
    closed it, as the former scripts/xvfb_screen.py's `Screen.focus_at` found.)"""
    # (Thurn and Taxis: the second player starts, so the host's seat 0 moves last; Carcassonne: seat 0 places the
    # last of 71 tiles between two)
    messages = scripted_game(game_id, seed=2, players=players)
    *states, last, end = messages[1:]
    assert isinstance(last, p.StateMessage) and last.over and last.last is not None and last.last.seat == 0
    assert isinstance(end, p.End)
    server = QTcpServer(window)
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    sockets: list[Any] = []

    def accept() -> None:
        socket = server.nextPendingConnection()
        sockets.append(socket)
        socket.write(b"".join(p.encode(m) for m in [messages[0], *states]))

    server.newConnection.connect(accept)
    client = NetClient(window, retry=1.0)
    with qtbot.waitSignal(client.welcomed, timeout=5000) as welcomed:
        client.connect_to("127.0.0.1", server.serverPort(), "NETQ7X", "Mira")
    open_remote_game(window, client, welcomed.args[0])
    page = window.page
    qtbot.waitUntil(lambda: page.network.number == last.number - 1, timeout=30_000)
    assert page.network.end_dialog is None
    sockets[0].write(p.encode(last) + p.encode(end))  # one write, and the host goes
    sockets[0].disconnectFromHost()
    qtbot.waitUntil(lambda: page.network.end_dialog is not None and page.network.end_dialog.isVisible(), timeout=30_000)
    assert page.network.number == last.number and page.controller.state.game_over
    assert str(page.controller.moves[-1]) == last.last.move  # the host's last move is at the table
    assert not page.network.end_dialog.rematch.isVisible()  # (the host keeps the game)
    scores = getattr(page.controller, "result", None)  # (Carcassonne's counts the farms at the end)
    rules = GAMES[game_id].load()
    assert list(scores().scores if scores is not None else rules.scores(page.controller.state)) == list(end.scores)
    server.close()
