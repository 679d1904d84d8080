"""A network game played to its end in the real windows under a virtual display, as people would play it.

What it shows (issue 29, "In the window"): a person hosts a game of Carcassonne (or Thurn and Taxis) through
Game → Host a network game… in an English window; a second window, in Polish, joins through Game → Join a network
game… (the address and the code typed in); a `thurntaxis join --bot medium` process takes the third seat; the host
starts the game from the lobby, and the two windows' people play every turn of theirs with the mouse to the end,
each pressing the table's Hint and then doing what it shows (Carcassonne: dragging the tile from the tray onto the
ringed square, then clicking the place lit in the player's colour, or No follower; Thurn and Taxis: see
`xvfb_taxis_turn.py`). Nothing in the program is hooked: the script sees only the screen (ImageMagick's `import`)
and moves only the mouse and keys (xdotool), through `xvfb_screen.py`. The join process exiting 0 is the game's
end; the windows then show their final scoring and end dialog.

    Xvfb :95 -screen 0 1920x1080x24 &      # (or --xvfb: the script starts and stops it)
    .venv/bin/python scripts/xvfb_network_game.py OUT_FOLDER [--game carcassonne] [--display :95] [--xvfb]

Both windows are 1920x1080 at the screen's corner, the one whose turn it may be raised. PNGs in OUT_FOLDER
(`LANG` is en for the host, pl for the second window): host-dialog-en, lobby-host-en-N, join-dialog-pl,
lobby-join-pl, table-{en,pl}-move-N (mid-game), end-{en,pl} (the end dialog over the table) and end-table-{en,pl}
(the final scoring with the dialog closed); a summary line per turn on stdout and `summary.json` (moves, seconds,
scores). Data folders, logs and the join process's transcript go to OUT_FOLDER/run. Every process the script starts
(the two windows, the join process and, with --xvfb, the X server) is ended at the end; the game is hosted on the
loopback's port 7311 (`--port`).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # (this script's own Qt only reads PNGs)

from xvfb_screen import Image, Point, Screen, Window, deepest, middle  # noqa: E402
from xvfb_taxis_turn import play_taxis  # noqa: E402

ROOT = HERE.parent
SIZE = (1920, 1080)
MENU = (20, 8)  # the menu bar's first menu (Game, Gra)
HOST_ITEM, JOIN_ITEM = (100, 95), (100, 117)  # its fifth and sixth items
GLOW = (0xFF, 0xD5, 0x4A)  # Carcassonne's hint ring (carcassonne/ui/items.py)


class Player:
    """One window of the program and its process."""

    def __init__(self, screen: Screen, lang: str, home: Path, log: Path) -> None:
        self.screen, self.lang = screen, lang
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        env = {**screen.env, "QT_QPA_PLATFORM": "xcb", "THURNTAXIS_HOME": str(home), "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "thurntaxis", "--lang", lang],
            env=env,
            stdout=log.open("w"),
            stderr=subprocess.STDOUT,
        )
        self.main = screen.wait_window(self.process.pid, lambda w: w.width >= 600, 60)
        self.moves = 0

    def dialogs(self) -> list[Window]:
        """The window's dialogs (every visible window of the process but the main one; an end dialog may be as
        wide as the main window)."""
        return [w for w in self.screen.windows(self.process.pid) if w.wid != self.main.wid]

    def wait_dialog(self, test: Callable[[Window], bool], seconds: float = 15.0) -> Window:
        return self.screen.wait_window(self.process.pid, lambda w: w.wid != self.main.wid and test(w), seconds)

    def dismiss_first_questions(self) -> None:
        """The first run's questions (a guided game? twice) and the new-game dialog: Escape to each."""
        quiet_since = time.monotonic()
        while time.monotonic() - quiet_since < 3.0:
            dialogs = self.dialogs()
            if dialogs:
                self.screen.keys(dialogs[0].at(30, 30), "Escape")
                quiet_since = time.monotonic()
            time.sleep(0.5)
        self.screen.place(self.main, *SIZE)
        self.main = next(w for w in self.screen.windows(self.process.pid) if w.wid == self.main.wid)

    def menu(self, item: Point) -> Window:
        """Game → `item`; "Leave this game?" answered Yes (Enter); the dialog it opens."""
        self.screen.raise_window(self.main)
        self.screen.click(self.main.at(*MENU))
        time.sleep(0.6)
        self.screen.click(self.main.at(*item))
        time.sleep(0.6)  # (the menu's own window gone)
        dialog = self.wait_dialog(lambda w: True)
        if dialog.height < 150:  # the question
            self.screen.keys(dialog.at(30, 30), "Return")
            time.sleep(0.8)
            dialog = self.wait_dialog(lambda w: w.height >= 150)
        return dialog

    def show(self) -> None:
        """Raise the window, then its dialogs."""
        self.screen.raise_window(self.main)
        for dialog in self.dialogs():
            self.screen.raise_window(dialog)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


# ---- Carcassonne: the table's buttons, Hint and what it shows ------------------------------------------------


def button_rows(image: Image, window: Window) -> list[int]:
    """The tops of the side's rows of buttons (Rotate | No follower, Undo | Hint, Fit | − +): each a grey border
    line over a light face, looked for down the left column of buttons."""
    x = window.x + window.width - 220
    tops: list[int] = []
    for y in range(window.y + 60, window.y + 500):
        edge, face = image.rgb((x, y)), image.rgb((x, y + 2))
        line = {image.rgb((x + dx, y)) for dx in (-30, -15, 0, 15, 30)}  # a border, not a letter
        border = len(line) == 1 and len(set(edge)) == 1 and 0xA0 <= edge[0] <= 0xD0 and min(face) >= 0xEC
        if border and (not tops or y - tops[-1] > 12):
            tops.append(y)
    return tops


def enabled(image: Image, x: int, top: int) -> bool:
    """An enabled button's border is darker than a disabled one's."""
    return image.rgb((x, top))[0] < 0xB8


def glow_ring(image: Image, window: Window) -> Point | None:
    """The middle of the hinted square's ring (the largest patch of the glow colour on the board)."""
    board = (window.x, window.y + 22, window.x + window.width - 300, window.y + window.height - 26)
    tray = (window.x, window.y, window.x + 200, window.y + 340)
    points = image.find(GLOW, board, (tray,))
    if len(points) < 40:
        return None
    cells: dict[Point, list[Point]] = {}
    for point in points:
        cells.setdefault((point[0] // 12, point[1] // 12), []).append(point)
    best: list[Point] = []
    seen: set[Point] = set()
    for start in cells:  # the largest group of touching cells
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            cell = todo.pop()
            group.extend(cells[cell])
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    near = (cell[0] + dx, cell[1] + dy)
                    if near in cells and near not in seen:
                        seen.add(near)
                        todo.append(near)
        best = max(best, group, key=len)
    return middle(best)


class CarcassonneSeat:
    """A person at one window playing Carcassonne with Hint."""

    def __init__(self, player: Player, log: Callable[[str], None]) -> None:
        self.player, self.screen, self.log = player, player.screen, log

    def turn(self) -> bool:
        """Play one step (a tile, or a follower) if it is this window's to play; whether it did."""
        window = self.player.main
        image = self.screen.grab()
        rows = button_rows(image, window)
        state = self._state(image, window)
        if state is None or not state[2]:  # Hint off: not this seat's turn (or a move still being shown)
            return False
        right = window.x + window.width - 90
        hint = (right, rows[1] + 10)
        if state[0]:
            return self._place(window, hint, state)
        if state[1]:
            return self._follower(window, hint, (right, rows[0] + 10), state)
        return False

    def _state(self, image: Image, window: Window) -> tuple[bool, bool, bool] | None:
        """Whether Rotate, No follower and Hint are enabled (None: the buttons not seen)."""
        rows = button_rows(image, window)
        if len(rows) < 3:
            return None
        left, right = window.x + window.width - 220, window.x + window.width - 90
        return enabled(image, left, rows[0]), enabled(image, right, rows[0]), enabled(image, right, rows[1])

    def _neutral(self, window: Window) -> Point:
        return window.at(300, -8)  # the status bar's message (no tooltip, no hover)

    def _place(self, window: Window, hint: Point, state: tuple[bool, bool, bool]) -> bool:
        self.screen.click(hint)
        self.screen.move(self._neutral(window))
        ring, steady = None, False
        for _ in range(60):
            time.sleep(0.25)
            found = glow_ring(self.screen.grab(), window)
            if found is not None and found == ring:
                steady = True
                break
            ring = found
        if ring is None or not steady:
            self.log(f"{self.player.lang}: no hinted square seen")
            return False
        self.screen.drag(window.at(94, 145), ring)  # from the tray's tile (its corner of the view) to the ring
        self.log(f"{self.player.lang}: tile onto the ringed square at {ring}")
        self.player.moves += 1
        return self._settled(window, state)

    def _follower(self, window: Window, hint: Point, no_follower: Point, state: tuple[bool, bool, bool]) -> bool:
        self.screen.move(self._neutral(window))
        time.sleep(0.5)
        before = self.screen.grab()
        self.screen.click(hint)
        self.screen.move(self._neutral(window))
        board = (window.x, window.y + 22, window.x + window.width - 300, window.y + window.height - 26)
        notice = (window.x + window.width - 265, window.y + 22, window.x + window.width - 5, window.y + 58)
        tray = (window.x, window.y, window.x + 200, window.y + 340)
        lit: set[Point] = set()
        for _ in range(40):
            time.sleep(0.25)
            after = self.screen.grab()
            if after.changed(before, notice):  # the hint is said: what it lit (if anything) is drawn
                time.sleep(0.3)
                lit = self.screen.grab().changed(before, board, (tray,))
                break
        if len(lit) > 30:
            place = deepest(lit)
            self.screen.click(place)
            self.log(f"{self.player.lang}: follower on the lit place at {place}")
        else:
            self.screen.click(no_follower)
            self.log(f"{self.player.lang}: no follower")
        self.player.moves += 1
        self.screen.move(self._neutral(window))
        if not self._settled(window, state):  # the click missed: a person would press No follower
            self.screen.click(no_follower)
            self.log(f"{self.player.lang}: the place was not taken; no follower")
            return self._settled(window, state)
        return True

    def _settled(self, window: Window, state: tuple[bool, bool, bool]) -> bool:
        """Wait until the step is taken: the buttons are no longer as they were (`state`)."""
        for _ in range(40):
            time.sleep(0.25)
            now = self._state(self.screen.grab(), window)
            if now is not None and now != state:
                return True
        self.log(f"{self.player.lang}: the step was not taken")
        return False


# ---- setting up: the host's dialog, the join, the lobby ----------------------------------------------------


def host_game(screen: Screen, host: Player, game: str, code: str, port: int, shots: Path) -> Window:
    """Game → Host a network game…: the game, 3 players (you, two people on other machines), the code; opened.
    All with keys, down the form: the game box has the focus; Tab to the players, the name, each seat, the port and
    the code (a letter in a closed list chooses the first item that starts with it)."""
    dialog = host.menu(HOST_ITEM)
    over = dialog.at(dialog.width // 2, 12)
    screen.keys(over, "c" if game == "carcassonne" else "t", "Tab", "ctrl+a", "3", "Tab", "Tab", "Tab", "Tab", "a")
    screen.keys(over, "Tab", "ctrl+a")
    screen.type(over, str(port))
    screen.keys(over, "Tab", "ctrl+a")
    screen.type(over, code)
    time.sleep(0.5)
    dialog = host.wait_dialog(lambda w: w.height >= 150)
    time.sleep(0.4)
    screen.save(shots / "host-dialog-en.png", dialog)
    screen.save(shots / "host-dialog-en-screen.png")
    screen.keys(dialog.at(200, 32), "Return")  # Open the game to friends (the default button)
    time.sleep(1.0)
    lobby = host.wait_dialog(lambda w: w.height >= 150)
    screen.save(shots / "lobby-host-en-0.png", lobby)
    return lobby


def join_game(screen: Screen, friend: Player, code: str, port: int, shots: Path) -> Window:
    """Game → Join a network game…: the address (127.0.0.1:7311 is filled in), the code typed, Join."""
    dialog = friend.menu(JOIN_ITEM)
    over = dialog.at(dialog.width // 2, 20)
    if port != 7311:
        screen.keys(over, "ctrl+a")
        screen.type(over, f"127.0.0.1:{port}")
    screen.keys(over, "Tab")
    screen.type(over, code)
    time.sleep(0.3)
    screen.save(shots / f"join-dialog-{friend.lang}.png", dialog)
    screen.keys(over, "Return")
    time.sleep(1.5)
    return friend.wait_dialog(lambda w: w.height >= 150)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", choices=("carcassonne", "thurn-and-taxis"), default="carcassonne")
    parser.add_argument("--display", default=":95")
    parser.add_argument("--xvfb", action="store_true", help="start the X server (and stop it at the end)")
    parser.add_argument("--port", type=int, default=7311)
    parser.add_argument("--code", default="KX29QM")
    parser.add_argument("--minutes", type=float, default=40.0, help="give up after this long")
    parser.add_argument("--shots-at", default="20,60", help="the moves after which the tables are taken mid-game")
    args = parser.parse_args()
    shots, run = args.out, args.out / "run"
    run.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    signal.signal(signal.SIGTERM, lambda _signal, _frame: sys.exit(1))  # (the processes it started are ended)

    def log(line: str) -> None:
        print(f"{time.monotonic() - started:7.1f}s {line}", flush=True)

    xvfb = None
    if args.xvfb:
        xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"])
        time.sleep(1.5)
    screen = Screen(args.display)
    processes: list[Player] = []
    bot = None
    try:
        host = Player(screen, "en", run / "host-home", run / "host.log")
        processes.append(host)
        host.dismiss_first_questions()
        friend = Player(screen, "pl", run / "second-home", run / "second.log")
        processes.append(friend)
        friend.dismiss_first_questions()
        log("both windows open")
        lobby = host_game(screen, host, args.game, args.code, args.port, shots)
        join_lobby = join_game(screen, friend, args.code, args.port, shots)
        screen.save(shots / "lobby-join-pl-1.png", join_lobby)
        host.show()
        screen.save(shots / "lobby-host-en-1.png", lobby)
        bot = subprocess.Popen(
            ["nice", "-n", "10", sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{args.port}"]
            + ["--code", args.code, "--name", "Bruno", "--bot", "medium"]
            + ["--transcript", str(run / "bot-transcript.jsonl")],
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=(run / "bot.log").open("w"),
            stderr=subprocess.STDOUT,
        )
        time.sleep(2.5)
        screen.save(shots / "lobby-host-en-2.png", lobby)
        friend.show()
        screen.save(shots / "lobby-join-pl-2.png", join_lobby)
        screen.save(shots / "lobby-join-pl-2-screen.png")
        host.show()
        screen.click(lobby.at(-171, -37))  # Start the game
        log("the game starts")
        time.sleep(3.0)
        play = play_carcassonne if args.game == "carcassonne" else play_taxis
        shots_at = [int(n) for n in args.shots_at.split(",") if n]
        play(screen, [host, friend], bot, shots, shots_at, log, started + args.minutes * 60)
        code = bot.wait(60) if bot.poll() is None else bot.returncode
        log(f"the join process ended with {code}: {(run / 'bot.log').read_text().strip()}")
        time.sleep(25)  # the final scoring on the table (at most 15 s), then the end dialogs
        for player in (host, friend):
            player.show()
            titles = [screen.title(w) for w in player.dialogs()]
            hidden = screen.xdo("search", "--pid", player.process.pid).split()
            hidden_titles = [screen.xdo("getwindowname", wid).strip() for wid in hidden]
            log(f"{player.lang}: {screen.title(player.main)!r}, dialogs {titles}; all its windows {hidden_titles}")
            screen.save(shots / f"end-{player.lang}.png")
            for dialog in player.dialogs():
                screen.save(shots / f"end-dialog-{player.lang}.png", dialog)
                screen.keys(dialog.at(30, 30), "Escape")
            time.sleep(1.0)
            screen.raise_window(player.main)
            screen.save(shots / f"end-table-{player.lang}.png")
        moves = last_number(run / "bot-transcript.jsonl")
        summary = {
            "game": args.game,
            "moves": moves,
            "steps_en": host.moves,  # Carcassonne: tiles and followers placed; Thurn and Taxis: habits pressed
            "steps_pl": friend.moves,
            "seconds": round(time.monotonic() - started),
            "join_exit": code,
        }
        (shots / "summary.json").write_text(json.dumps(summary, indent=1))
        log(json.dumps(summary))
        return 0 if code == 0 else 1
    finally:
        if bot is not None and bot.poll() is None:
            bot.terminate()
        for player in processes:
            player.stop()
        if xvfb is not None:
            xvfb.terminate()


def last_number(transcript: Path) -> int:
    """The number of moves of the last position the join process received."""
    number = -1
    for line in transcript.read_text().splitlines():
        message = json.loads(line)
        if message.get("type") == "state":
            number = int(message["number"])
    return number


def play_carcassonne(
    screen: Screen,
    players: list[Player],
    bot: subprocess.Popen[bytes],
    shots: Path,
    shots_at: list[int],
    log: Callable[[str], None],
    deadline: float,
) -> None:
    seats = [CarcassonneSeat(player, log) for player in players]
    while bot.poll() is None and time.monotonic() < deadline:
        acted = False
        for seat in seats:
            seat.player.show()
            if seat.turn():
                acted = True
                steps = sum(p.moves for p in players)
                if shots_at and steps >= shots_at[0]:
                    shots_at.pop(0)
                    for player in players:
                        player.show()
                        time.sleep(0.5)
                        screen.save(shots / f"table-{player.lang}-move-{steps}.png")
        if not acted:
            time.sleep(0.4)


if __name__ == "__main__":
    sys.exit(main())
