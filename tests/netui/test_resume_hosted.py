"""A hosted game resumed later with the same players, in the window: a window hosts a game (its own person and a
seat for a friend, a `thurntaxis join --bot --seat-file` process), some moves are played, the window closes; a new
window starts, the resume question offers hosting the game again, the lobby opens on the same port with the same
code and seats, the friend comes back with its seat file to the same seat, the host starts, and the game goes on
from the same move to its end. A kept save that does not replay is one line and changes nothing. Every process
stops by itself within its limits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest

from thurntaxis.net import hostsave
from thurntaxis.netui.hostdialog import HostDialog
from thurntaxis.netui.play import NetworkPlay
from thurntaxis.shell import datafolder
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

from ..ui.conftest import FakePrompter
from .test_hosting_window import _host_dialog, _lobby

ROOT = Path(__file__).resolve().parents[2]
CODE = "K3YQ7X"
LIMIT = 240  # seconds a game may take to its end


def _join(port: int, seat_file: Path) -> subprocess.Popen[str]:
    """`thurntaxis join --bot easy` keeping its seat's token in `seat_file` (and coming back with it)."""
    return subprocess.Popen(
        [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bot"]
        + ["--bot", "easy", "--seat-file", str(seat_file)],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _stop(client: subprocess.Popen[str]) -> None:
    if client.poll() is None:
        client.kill()
    client.wait(timeout=10)


def _mover(page: Any) -> QTimer:
    """The host's own seat plays the first legal move whenever it is to move (through the table's controller)."""
    timer = QTimer()
    timer.timeout.connect(lambda: page.controller.submit(page.controller.legal()[0]) if page.humans_turn() else None)
    timer.start(5)
    return timer


@pytest.fixture
def friend(qtbot, home) -> Any:  # type: ignore[no-untyped-def]
    """A second window in this process: the friend's machine."""
    win = _new_window(qtbot, home, "friend.ini")
    yield win
    for page in win.tables.values():
        page.stop()


def _new_window(qtbot, home: Path, name: str) -> MainWindow:  # type: ignore[no-untyped-def]
    """The program started again on the same data folder."""
    settings = Settings(home / name)
    settings.speed = "instant"
    win = MainWindow(settings, network=NetworkPlay)
    win.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    return win


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
def test_a_hosted_game_is_hosted_again_for_the_same_friend_and_goes_on(  # type: ignore[no-untyped-def]
    qtbot, window, home, tmp_path, monkeypatch, game
) -> None:
    monkeypatch.setattr(HostDialog, "bind", QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    kept = home / "hosted-game.json"
    assert not window.menus.actions["resume_hosted"].isEnabled()  # nothing kept yet
    dialog = _host_dialog(qtbot, window, game, ["you", "friend"])
    assert dialog.host is not None
    port = dialog.host.port()
    seat_file = tmp_path / "bot.seat"
    client = _join(port, seat_file)
    again: MainWindow | None = None
    try:
        qtbot.waitUntil(lambda: dialog.start_button.isEnabled(), timeout=20_000)
        assert not kept.exists()  # kept from the start of the game on, not for a lobby
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        page, room = window.page, window.network.hosted.host.room
        mover = _mover(page)
        qtbot.waitUntil(lambda: len(room.moves) >= 8, timeout=60_000)
        mover.stop()
        qtbot.waitUntil(lambda: [str(m) for m in page.controller.moves] == room.moves, timeout=20_000)
        before = list(room.moves)
        save = hostsave.read(kept)  # the room's save, after every move, its owner's only (it holds the tokens)
        assert kept.stat().st_mode & 0o077 == 0
        window.menus.show_hosted_kept()
        assert not window.menus.actions["resume_hosted"].isEnabled()  # (it is the game hosted now)
        assert save.moves == before and save.port == port and save.code == CODE
        token = room.seats[1].token
        assert save.seats[1].token == token and save.seats[1].name == "Bot" and save.seats[0].kind == "person"
        assert seat_file.read_text(encoding="utf-8").strip() == token
        window.close()  # the host quits: the window autosaves the game; the friend sees the host go
        qtbot.waitUntil(lambda: client.poll() is not None, timeout=20_000)
        assert client.returncode == 4, client.stderr.read() if client.stderr else ""
        assert kept.exists() and (home / "autosave.json").is_file()

        again = _new_window(qtbot, home, "again.ini")
        again.start()  # the home page; its Continue, then: host it again for the same friends?
        again.continue_saved()
        prompter = again.prompter
        assert len(prompter.questions) == 1 and "Host it again for the same friends?" in prompter.questions[0]
        lobby = again.network.dialog
        assert isinstance(lobby, HostDialog) and lobby.isVisible() and lobby.stack.currentIndex() == 1
        assert lobby.host is not None
        if lobby.host.port() != port:  # (another program took it meanwhile: the lobby says so; not on a quiet machine)
            assert f"Port {port} is taken" in lobby.notice.text()
            port = lobby.host.port()
        assert f"127.0.0.1:{port}" in lobby.where.text() and CODE in lobby.where.text()  # the same port and code
        assert f"after {len(before)} move" in lobby.notice.text()
        assert _lobby(lobby)[1] == "Seat 2: Bot (not connected)" and "(host)" in _lobby(lobby)[0]
        assert not lobby.start_button.isEnabled() and "to come back" in lobby.waiting.text()
        qtbot.wait(300)
        assert lobby.host.room.moves == before  # nobody moves before the host starts

        client = _join(port, seat_file)  # the friend comes back with the seat's token
        qtbot.waitUntil(lambda: _lobby(lobby)[1] == "Seat 2: Bot (connected)", timeout=20_000)
        assert lobby.start_button.isEnabled()
        room = lobby.host.room
        assert room.seats[1].token == token and not room.started
        QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        page = again.page
        assert again.network.hosted is not None and page.has_game()
        assert [str(m) for m in page.controller.moves[: len(before)]] == before  # the same game, from its move
        log = page.log_list.lines() if game == "carcassonne" else page.side.lines()
        assert any("Bot" in line for line in log) and any("Alex" in line for line in log)  # the moves before, told
        mover = _mover(page)
        try:
            qtbot.waitUntil(lambda: again.end_dialog is not None and again.end_dialog.isVisible(), timeout=LIMIT * 1000)
        finally:
            mover.stop()
        assert room.over and len(room.moves) > len(before) + 10
        assert [str(m) for m in page.controller.moves] == room.moves  # the table played the room's game
        qtbot.waitUntil(lambda: client.poll() is not None, timeout=30_000)
        assert client.returncode == 0, client.stderr.read() if client.stderr else ""
        assert not kept.exists()  # the game is over: nothing to resume
        again.menus.show_hosted_kept()
        assert not again.menus.actions["resume_hosted"].isEnabled()
    finally:
        _stop(client)
        if again is not None:
            again.close()


def _kept_game(home: Path, room_moves: int = 6) -> dict[str, Any]:
    """A kept hosted game of Carcassonne (the host's person, a friend) after some moves, as JSON."""
    from thurntaxis.net.room import PERSON, REMOTE, Room, Seat

    room = Room("carcassonne", [Seat(PERSON, name="Alex"), Seat(REMOTE)], CODE, 7)
    room.seats[1].name, room.seats[1].token = "Bot", "t" * 24
    room.start()
    for _ in range(room_moves):
        assert room.play(room.to_move(), len(room.moves), str(room.game.legal_moves(room.state)[0])) is None
    return json.loads(room.save().model_dump_json())


@pytest.mark.parametrize(
    "broken",
    [
        "not JSON {",
        json.dumps({"format": "thurntaxis-host", "version": 1}),
        "moves",  # a move the rules do not allow
        "seats",  # a seat too many for its seats' kinds
    ],
)
def test_a_kept_hosted_game_that_does_not_replay_is_one_line_and_changes_nothing(  # type: ignore[no-untyped-def]
    qtbot, window, home, broken
) -> None:
    from ..ui.conftest import seats

    window.start_game(seats("h", "c"), seed=3, game="carcassonne")
    record = window.page.record()
    text = broken
    if broken in ("moves", "seats"):
        data = _kept_game(home)
        if broken == "moves":
            data["moves"][4] = data["moves"][0]  # (that place is taken)
        else:
            data["seats"] = data["seats"] * 4
        text = json.dumps(data)
    kept = home / "hosted-game.json"
    kept.write_text(text, encoding="utf-8")
    window.menus.show_hosted_kept()
    assert window.menus.actions["resume_hosted"].isEnabled()
    window.menus.actions["resume_hosted"].trigger()
    notices = window.prompter.notices
    assert len(notices) == 1 and notices[0].startswith(f"The hosted game kept in {kept} cannot be resumed: ")
    assert "\n" not in notices[0] and "Traceback" not in notices[0]
    assert not isinstance(window.network.dialog, HostDialog)  # no lobby opened
    assert window.page.record() == record and window.network.hosted is None  # the game on the table is as it was
    assert kept.read_text(encoding="utf-8") == text  # the file is left as it was


def test_a_kept_hosted_game_that_is_over_is_said_and_no_longer_kept(qtbot, window, home) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.net.room import COMPUTER, PERSON, Room, Seat

    room = Room("carcassonne", [Seat(PERSON, name="Alex"), Seat(COMPUTER, level="easy")], CODE, 3)
    room.start()
    while not room.over:
        assert room.play(room.to_move(), len(room.moves), str(room.game.legal_moves(room.state)[0])) is None
    hostsave.write(home / "hosted-game.json", room.save())  # (the program stopped before it removed it)
    window.menus.show_hosted_kept()
    window.menus.actions["resume_hosted"].trigger()
    assert window.prompter.notices == ["This hosted game is over: there is nothing to resume."]
    assert not (home / "hosted-game.json").exists() and window.network.hosted is None
    window.menus.show_hosted_kept()
    assert not window.menus.actions["resume_hosted"].isEnabled()


def _autosave(home: Path, names: list[str], moves: list[str]) -> None:
    """The window's autosave of a Carcassonne game of seed 7 (the second seat a computer's) after `moves`."""
    from thurntaxis.games import GAMES
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell.savegame import save_game

    game = GAMES["carcassonne"].load()
    record = game.read_record(json.loads(game.record_text(names, 7, moves)))
    seats = [Seat(names[0], HUMAN, colour="blue"), Seat(names[1], COMPUTER, colour="red")]
    save_game(home / "autosave.json", record, seats)


def test_the_start_offers_hosting_again_only_for_the_hosted_game_and_no_plays_it_alone(  # type: ignore[no-untyped-def]
    qtbot, home
) -> None:
    data = _kept_game(home)
    home.mkdir(parents=True, exist_ok=True)
    (home / "hosted-game.json").write_text(json.dumps(data), encoding="utf-8")
    _autosave(home, ["Alex", "Bot"], data["moves"][:5])  # the window closed while hosting (a move not shown yet)
    win = _new_window(qtbot, home, "first.ini")
    answers = iter([False])  # (the home page's Continue) host it again: no

    def ask(title: str, text: str) -> bool:
        win.prompter.questions.append(text)
        return next(answers)

    win.prompter.ask = ask  # type: ignore[method-assign]
    win.start()
    win.continue_saved()
    assert len(win.prompter.questions) == 1 and "Host it again" in win.prompter.questions[0]
    assert win.network.hosted is None and not isinstance(win.network.dialog, HostDialog)
    assert [str(m) for m in win.page.controller.moves] == data["moves"][:5]  # played on here, alone
    assert win.page.seats[1].kind == "computer"
    win.close()

    _autosave(home, ["Alex", "Mira"], data["moves"][:5])  # a local game, not the kept one: asked once
    other = _new_window(qtbot, home, "second.ini")
    other.start()
    other.continue_saved()
    assert not other.prompter.questions and other.page.seats[1].name == "Mira"
    other.close()


def test_a_data_folder_that_cannot_be_written_is_said_in_the_lobby_and_the_game_is_played(  # type: ignore[no-untyped-def]
    qtbot, window, home, monkeypatch
) -> None:
    monkeypatch.setattr(datafolder, "problem", lambda folder: "Read-only file system")
    dialog = _host_dialog(qtbot, window, "carcassonne", ["you", "friend"])
    line = dialog.notice.text()
    assert dialog.notice.isVisible() and line.startswith("The game cannot be kept for resuming later in ")
    assert line.endswith("(Read-only file system).") and dialog.keep is None
    dialog.reject()


def test_a_kept_game_whose_port_is_taken_opens_on_another_and_a_window_friend_comes_back(  # type: ignore[no-untyped-def]
    qtbot, window, friend, home, monkeypatch
) -> None:
    from PySide6.QtNetwork import QTcpServer

    from thurntaxis.games import GAMES
    from thurntaxis.net.room import PERSON, REMOTE, Room, Seat
    from thurntaxis.netui import seattokens

    from .test_two_windows import _join_window

    monkeypatch.setattr(HostDialog, "bind", QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    taken = QTcpServer()
    assert taken.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    old_port = taken.serverPort()
    room = Room("carcassonne", [Seat(PERSON, name="Alex"), Seat(REMOTE), Seat(REMOTE)], CODE, 11)
    for seat, name in ((room.seats[1], "Mira"), (room.seats[2], "Bot")):
        seat.name, seat.token = name, name.lower() * 8
    room.start()
    for _ in range(7):
        assert room.play(room.to_move(), len(room.moves), str(room.game.legal_moves(room.state)[0])) is None
    room.port = old_port
    home.mkdir(parents=True, exist_ok=True)
    hostsave.write(home / "hosted-game.json", room.save())
    seattokens.remember("127.0.0.1", old_port, CODE, "mira" * 8)  # the friend's machine joined it there
    try:
        window.menus.show_hosted_kept()
        window.menus.actions["resume_hosted"].trigger()
        lobby = window.network.dialog
        assert isinstance(lobby, HostDialog) and lobby.isVisible() and lobby.host is not None
        port = lobby.host.port()
        notice = lobby.notice.text()
        assert port != old_port and f"Port {old_port} is taken" in notice and f"port {port} instead" in notice
        assert f"127.0.0.1:{port}" in lobby.where.text()

        joining = _join_window(qtbot, friend, port)  # the friend's window comes back with the token it kept
        qtbot.waitUntil(lambda: joining.welcome is not None, timeout=20_000)
        assert joining.welcome.seat == 1 and joining.welcome.resumed
        qtbot.waitUntil(lambda: _lobby(lobby)[1] == "Seat 2: Mira (connected)", timeout=10_000)
        assert _lobby(lobby)[2] == "Seat 3: Bot (not connected)" and not lobby.start_button.isEnabled()
        lobby.lobby.setCurrentRow(1)
        assert not lobby.computer_button.isEnabled()  # Mira is back
        lobby.lobby.setCurrentRow(2)
        assert lobby.computer_button.isVisible() and lobby.computer_button.isEnabled()
        QTest.mouseClick(lobby.computer_button, Qt.MouseButton.LeftButton)  # Bot does not come: the computer plays
        assert _lobby(lobby)[2] == "Seat 3: Bot (computer)" and lobby.start_button.isEnabled()
        QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)

        hosted, room = window.page, window.network.hosted.host.room
        assert [str(m) for m in hosted.controller.moves[:7]] == room.moves[:7]
        assert [s.is_human for s in hosted.seats] == [True, False, False]
        qtbot.waitUntil(lambda: not joining.isVisible(), timeout=20_000)  # the friend's table opens at move 7
        joined = friend.page
        qtbot.waitUntil(lambda: joined.network.number >= 7, timeout=20_000)
        rules = GAMES["carcassonne"].load()
        sent = [-1]

        def move() -> None:
            if hosted.humans_turn():
                hosted.controller.submit(hosted.controller.legal()[0])
            net = joined.network
            if joined.humans_turn() and net.number != sent[0] and net.client.state is not None:
                sent[0] = net.number
                observation = rules.observation_from_json(net.client.state.observation)
                joined.controller.submit(rules.make_bot("easy", seed=5).choose(observation))

        mover = QTimer()
        mover.timeout.connect(move)
        mover.start(5)
        try:
            qtbot.waitUntil(lambda: len(room.moves) >= 7 + 12, timeout=60_000)  # all three seats move on
        finally:
            mover.stop()
        assert room.seats[2].kind == "computer" and room.seats[1].connected
        qtbot.waitUntil(lambda: joined.network.number == len(room.moves), timeout=20_000)
    finally:
        taken.close()
        if window.network.hosted is not None:
            window.network.hosted.close()


@pytest.mark.parametrize(("kept", "waits"), [(45, 45.0), (0, None), ("none", 120.0)])
def test_the_resumed_lobby_waits_as_long_as_the_game_was_hosted_with(  # type: ignore[no-untyped-def]
    qtbot, window, home, monkeypatch, kept: Any, waits: float | None
) -> None:
    """A lost seat waits for its player as long as the host chose at first (0: never); a save older than the kept
    wait takes the dialog's (120 s)."""
    monkeypatch.setattr(HostDialog, "bind", QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    data = _kept_game(home)
    data["port"] = 0  # (any free port)
    if kept == "none":
        del data["takeover"], data["takeover_level"]
    else:
        data["takeover"], data["takeover_level"] = kept, "medium"
    home.mkdir(parents=True, exist_ok=True)
    (home / "hosted-game.json").write_text(json.dumps(data), encoding="utf-8")
    window.menus.show_hosted_kept()
    window.menus.actions["resume_hosted"].trigger()
    lobby = window.network.dialog
    try:
        assert isinstance(lobby, HostDialog) and lobby.host is not None
        assert lobby.host.takeover == waits
        assert lobby.host.takeover_level == ("easy" if kept == "none" else "medium")
    finally:
        lobby.reject()
