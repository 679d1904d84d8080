"""PNGs of the program's screens, made offscreen in the real window, for docs/ and for looking at them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshot.py SCREEN [--game carcassonne] [--lang pl] \
        [--size 1280x720] [--out FOLDER] [--seed 3] [--moves 40] [--players 3] [--at 40]

SCREEN is one of
    table       the table after `--moves` computer moves of a seeded game, at the first seat's turn (the program's
                own `--screenshot`)
    hint        the table with the Hint shown (Carcassonne: also the follower's hint after the hinted tile)
    replay      the replay viewer at move `--at` of a finished game, and at its end
    end         the end dialog over the finished game's table
    statistics  the Statistics dialog over a few stored games of both games, empty and filled
    lesson      the guided first game's first stops (`--stops`)
    dialogs     the new-game dialog, the settings, How to play, the leave question, the statistics and
                the game's end dialog, each over the window (it prints those larger than the window)
    network     hosting on 127.0.0.1 with a `thurntaxis join --bot` process and a second window joined through its
                Join dialog: the host and join dialogs, both lobbies, both tables after a few moves

Each file is FOLDER/GAME-SCREEN[-PART]-LANG-WxH.png (FOLDER: `--out`, default the current folder). Settings,
autosave and statistics go to a throw-away folder: the player's own are not touched. For several languages or
sizes, run it once for each (`for l in en pl cs ru de; do ...; done`).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["THURNTAXIS_HOME"] = tempfile.mkdtemp(prefix="thurntaxis-screens-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's thurntaxis, and tests/stats/games.py's finished games

SCREENS = ("table", "hint", "replay", "end", "statistics", "lesson", "dialogs", "network")


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line, with `width`, `height` and `name(part)` (the file of one picture) added."""
    from thurntaxis.games import DEFAULT_GAME, GAMES

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("screen", choices=SCREENS)
    parser.add_argument("--game", choices=list(GAMES), default=DEFAULT_GAME)
    parser.add_argument("--lang", default="en", help="a language code (default en)")
    parser.add_argument("--size", default="1280x720", help="the window's WxH (default 1280x720)")
    parser.add_argument("--out", type=Path, default=Path("."), help="the folder of the PNGs (made if missing)")
    parser.add_argument("--seed", type=int, default=3, help="the seed of the game shown (default 3)")
    parser.add_argument("--moves", type=int, default=40, help="table: computer moves before it (default 40)")
    parser.add_argument("--players", type=int, default=3, help="players in the game shown (default 3)")
    parser.add_argument("--at", type=int, default=40, help="replay: the position shown (default 40)")
    parser.add_argument("--stops", type=int, default=2, help="lesson: the stops shown (default 2)")
    args = parser.parse_args(argv)
    try:
        args.width, args.height = (int(n) for n in args.size.split("x"))
    except ValueError:
        parser.error(f"--size {args.size}: not WxH")
    args.out.mkdir(parents=True, exist_ok=True)
    suffix = f"{args.lang}-{args.width}x{args.height}.png"
    args.name = lambda part: args.out / "-".join(p for p in (args.game, args.screen, part, suffix) if p)
    return args


class Shots:
    """The window at the asked size in a throw-away data folder, and the pictures taken of it."""

    def __init__(self, args: argparse.Namespace, **options: Any) -> None:
        from PySide6.QtWidgets import QApplication

        from thurntaxis.games import GAMES
        from thurntaxis.kit import fonts
        from thurntaxis.shell import i18n
        from thurntaxis.shell.settings import Settings

        self.args = args
        self.app: Any = QApplication.instance() or QApplication([])
        fonts.register()
        i18n.install(args.lang)  # (a language that does not load says so in a line, and English is shown)
        self.entry = GAMES[args.game]
        self.settings = Settings()
        self.settings.speed = "instant"
        self.window: Any = self.open(**options)

    def open(self, **options: Any) -> Any:
        """A main window (`options` go to MainWindow), shown at the asked size."""
        from thurntaxis.netui.play import NetworkPlay
        from thurntaxis.shell.window import MainWindow

        made = MainWindow(self.settings, keeps_autosave=False, network=NetworkPlay, **options)
        made.setMinimumSize(0, 0)
        made.resize(self.args.width, self.args.height)
        made.show()
        self.settle()
        return made

    def settle(self) -> None:
        """Let the window lay out and paint what changed."""
        for _ in range(4):
            self.app.processEvents()

    def wait(self, until: Callable[[], bool], seconds: float) -> bool:
        """Run the event loop until `until()` holds (True) or `seconds` have passed (False)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.app.processEvents()
            if until():
                return True
            time.sleep(0.01)
        return False

    def shot(self, part: str = "", widget: Any = None, over: Any = None) -> None:
        """Save `widget` (the window), with the dialog `over` painted centred on it, the window dimmed behind."""
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QColor, QPainter

        self.settle()
        picture = (widget or self.window).grab()
        if over is not None:
            painter = QPainter(picture)
            painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
            size = over.size()
            at = QPoint((picture.width() - size.width()) // 2, max((picture.height() - size.height()) // 2, 0))
            painter.drawPixmap(at, over.grab())
            painter.end()
        picture.save(str(self.args.name(part)))

    def seats(self, names: list[str] | None = None) -> list[Any]:
        """The game's seats: the first a person, the others Medium computers, in the game's colours."""
        from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
        from thurntaxis.shell.gamepages import colours

        names = names or ["Mira", "Anna", "Bruno", "Clara", "Dora"][: self.args.players]
        palette = colours(self.entry)
        return [Seat(n, HUMAN if i == 0 else COMPUTER, "medium", palette[i]) for i, n in enumerate(names)]

    def finished(self, players: int, seed: int) -> Any:
        """A finished game of the chosen game between Medium players, as the record the window stores."""
        from tests.stats.games import carcassonne_finished, finished

        return carcassonne_finished(players, seed) if self.entry.id == "carcassonne" else finished(players, seed)

    def stop(self) -> None:
        """Stop every table's computer players and close the window."""
        for page in self.window.tables.values():
            page.stop()
        self.window.close()


def hint(s: Shots) -> int:
    s.window.start_game(s.seats(), s.args.seed, s.entry)
    s.settle()
    s.window.hint()
    s.shot()
    if s.entry.id == "carcassonne":  # the tile as hinted, then the hint for the follower
        controller = s.window.page.controller
        controller.submit(controller.hint())
        s.window.hint()
        s.shot("follower")
    return 0


def replay(s: Shots) -> int:
    record = s.finished(s.args.players, s.args.seed)
    if not s.window.open_replay(record, s.seats(list(record.players)), s.entry):
        print("screenshot: the game does not replay", file=sys.stderr)
        return 1
    viewer = s.window.replay_page
    viewer.go(s.args.at)
    s.shot(str(s.args.at))
    viewer.go(viewer.moves)
    s.shot("last")
    s.window.leave_replay()
    return 0


def end_dialog(s: Shots, page: Any) -> Any:
    """The end dialog of a finished game shown on `page`."""
    record = s.finished(s.args.players, s.args.seed)
    page.load(record, s.seats(list(record.players)))
    return page.end_dialog(s.window)


def end(s: Shots) -> int:
    s.window.start_game(s.seats(), s.args.seed, s.entry)
    s.shot(over=end_dialog(s, s.window.page))
    return 0


def fill_statistics(games: int) -> None:
    """Store `games` seeded games of each game: Mira against one to three computers, and one without a person."""
    from tests.stats.games import carcassonne_finished, carcassonne_seats, finished, seats
    from thurntaxis import stats
    from thurntaxis.shell.settings import statistics_path

    opponents = ("easy", "medium", "hard", "medium", "hard", "easy", "hard")
    with stats.open_store(statistics_path()) as store:
        for n in range(games):
            players, level = 2 + n % 3, opponents[n % len(opponents)]
            store.add_game(finished(players, 100 + n), seats("human", *[level] * (players - 1)))
            who = carcassonne_seats("human", *[level] * (players - 1))
            store.add_game(carcassonne_finished(players, 100 + n), who, game="carcassonne")
        store.add_game(finished(3, 99), seats("easy", "medium", "hard"))


def statistics(s: Shots) -> int:
    from thurntaxis.shell.settings import statistics_path
    from thurntaxis.shell.statistics import open_dialog

    for part in ("empty", ""):
        if not part:
            fill_statistics(8)
        dialog = open_dialog(statistics_path(), s.window, s.entry.id)
        s.shot(part, over=dialog)
        dialog.close()
    return 0


def lesson(s: Shots) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    s.window.learn_to_play(s.entry)
    for n in range(1, s.args.stops + 1):
        s.shot(str(n))
        button = getattr(getattr(s.window.tour, "balloon", None), "next_button", None)
        if button is None or not button.isVisible():  # the stop waits for a move of the person's
            break
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return 0


def dialogs(s: Shots) -> int:
    from thurntaxis.shell import statistics as stats_view
    from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
    from thurntaxis.shell.settings import statistics_path
    from thurntaxis.shell.window import message_box

    window, tr = s.window, s.app.translate
    window.start_game(s.seats(), s.args.seed, s.entry)
    leave = tr("MainWindow", "The game in progress will be lost unless you save it first. Leave it?")
    made: dict[str, Callable[[], Any]] = {
        "new-game": lambda: NewGameDialog(s.settings, window, s.entry),
        "settings": lambda: SettingsDialog(s.settings, window),
        "how-to-play": lambda: HowToPlayDialog(window),
        "leave": lambda: message_box(window, tr("MainWindow", "Leave this game?"), leave, question=True),
        "statistics": lambda: stats_view.open_dialog(statistics_path(), window, s.entry.id),
        "end": lambda: end_dialog(s, window.page),
    }
    for name, make in made.items():
        dialog = make()
        dialog.show()
        s.settle()
        if dialog.width() > s.args.width or dialog.height() > s.args.height:
            print(f"{name}: {dialog.width()}x{dialog.height()} is larger than the window")
        s.shot(name, over=dialog)
        dialog.close()
        dialog.deleteLater()
    return 0


def network(s: Shots) -> int:
    from PySide6.QtNetwork import QHostAddress

    window = s.window
    window.menus.actions["host"].trigger()
    host = window.network.dialog
    host.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    host.game_box.setCurrentIndex(host.game_box.findData(s.entry.id))
    host.players.setValue(3)
    for box, kind in zip(host.seat_boxes, ["you", "friend", "friend"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    host.port.setValue(0)
    host.code.setText("K3YQ7X")
    s.shot("host", host)
    if not host.open_room():
        print(host.setup_problem.text(), file=sys.stderr)
        return 1
    address = f"127.0.0.1:{host.host.port()}"
    command = [sys.executable, "-m", "thurntaxis", "join", address, "--code", "K3YQ7X", "--name", "Ida"]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    client = subprocess.Popen([*command, "--bot", "easy"], env=env, stdout=subprocess.DEVNULL)
    friend = s.open(show_end_dialog=False)  # the second window: a friend's machine
    try:
        friend.menus.actions["join"].trigger()
        joining = friend.network.dialog
        joining.address.setText(address)
        joining.code.setText("K3YQ7X")
        joining.name.setText("Mira")
        s.shot("join", joining)
        joining.join()
        if not s.wait(lambda: joining.lobby.count() > 0 and joining.welcome is not None, 30):
            print("screenshot: the second window did not join:", joining.line.text(), file=sys.stderr)
            return 1
        if not s.wait(host.start_button.isEnabled, 30):
            print("screenshot: nobody joined", file=sys.stderr)
            return 1
        s.wait(lambda: all("…" not in joining.lobby.item(i).text() for i in range(joining.lobby.count())), 10)
        s.shot("lobby", host)
        s.shot("join-lobby", joining)
        host.start_game()
        page = window.page
        sent = [-1]

        def play() -> bool:
            """Both windows' people play the computer's hints; True once a dozen moves are made at the host's turn."""
            joined, net = friend.page, getattr(friend.page, "network", None)
            if net is not None and joined.has_game() and joined.humans_turn() and net.number != sent[0]:
                sent[0] = net.number
                joined.controller.submit(joined.controller.hint())
            if page.humans_turn() and len(page.controller.moves) < 12:
                page.controller.submit(page.controller.hint())
            return len(page.controller.moves) >= 12 and page.humans_turn()

        s.wait(play, 60)
        s.shot("table")
        s.shot("joined", friend)
    finally:
        window.end_hosting()
        client.terminate()
        client.wait(timeout=10)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    if args.screen == "table":
        from thurntaxis.shell.app import screenshot

        size = (args.width, args.height)
        return screenshot(args.name(""), args.seed, args.moves, args.players, args.lang, size, args.game)
    takes = {"hint": hint, "replay": replay, "end": end, "statistics": statistics, "lesson": lesson}
    takes |= {"dialogs": dialogs, "network": network}
    shots = Shots(args, show_end_dialog=False)
    try:
        return takes[args.screen](shots)
    finally:
        shots.stop()


if __name__ == "__main__":
    sys.exit(main())
