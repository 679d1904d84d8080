"""The X display a person's hands and eyes for `xvfb_network_game.py`: xdotool moves, clicks, drags and types on
the real windows of the program; ImageMagick's `import` takes the screen, and Qt's QImage reads its pixels (the
program's own environment has no numpy). Nothing here knows a game; it has no window manager to lean on, so a window
is raised before it is looked at (an obscured window has no pixels of its own on Xvfb) and keys go to the window
under the pointer (X's PointerRoot focus), so the pointer is moved over a dialog before typing into it."""

from __future__ import annotations

import os
import re
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QImage

Point = tuple[int, int]
Box = tuple[int, int, int, int]  # x0, y0, x1, y1 (x1, y1 outside)


@dataclass(frozen=True)
class Window:
    wid: int
    x: int
    y: int
    width: int
    height: int

    def at(self, dx: int, dy: int) -> Point:
        """The screen point `dx`, `dy` from the window's top left corner (negative: from its right or bottom)."""
        return (self.x + (dx if dx >= 0 else self.width + dx), self.y + (dy if dy >= 0 else self.height + dy))


class Screen:
    """One X display (`:95`), driven with xdotool."""

    def __init__(self, display: str) -> None:
        self.env = {**os.environ, "DISPLAY": display}

    def xdo(self, *args: object) -> str:
        done = subprocess.run(["xdotool", *map(str, args)], env=self.env, capture_output=True, text=True, check=False)
        return done.stdout

    # ---- windows ---------------------------------------------------------------------------------------

    def windows(self, pid: int) -> list[Window]:
        """The visible windows of process `pid` (Qt's 1x1 and 3x3 helpers left out), the largest first."""
        found = []
        for wid in self.xdo("search", "--onlyvisible", "--pid", pid).split():
            values = dict(
                line.split("=", 1) for line in self.xdo("getwindowgeometry", "--shell", wid).split() if "=" in line
            )
            if {"X", "Y", "WIDTH", "HEIGHT"} <= values.keys() and int(values["WIDTH"]) > 10:
                found.append(
                    Window(int(wid), int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))
                )
        return sorted(found, key=lambda w: -w.width * w.height)

    def title(self, window: Window) -> str:
        return self.xdo("getwindowname", window.wid).strip()

    def wait_window(self, pid: int, test: object, seconds: float = 20.0) -> Window:
        """The first visible window of `pid` that `test(window)` accepts, waiting up to `seconds`."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for window in self.windows(pid):
                if test(window):  # type: ignore[operator]
                    return window
            time.sleep(0.25)
        raise TimeoutError(f"no such window of process {pid}")

    def raise_window(self, window: Window) -> None:
        self.xdo("windowraise", window.wid)
        time.sleep(0.15)

    def place(self, window: Window, width: int, height: int) -> None:
        self.xdo("windowmove", window.wid, 0, 0)
        self.xdo("windowsize", window.wid, width, height)
        time.sleep(0.5)

    # ---- hands --------------------------------------------------------------------------------------------

    def move(self, at: Point) -> None:
        self.xdo("mousemove", *at)

    def click(self, at: Point, times: int = 1) -> None:
        self.xdo("mousemove", *at)
        time.sleep(0.08)
        self.xdo("click", "--repeat", times, "--delay", 90, 1)

    def drag(self, start: Point, end: Point, steps: int = 12) -> None:
        """Press at `start`, move there in `steps` steps as a hand does, release."""
        self.xdo("mousemove", *start)
        time.sleep(0.15)
        self.xdo("mousedown", 1)
        time.sleep(0.12)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            self.xdo("mousemove", x, y)
            time.sleep(0.03)
        time.sleep(0.2)
        self.xdo("mouseup", 1)

    def focus_at(self, at: Point) -> None:
        """Move the pointer to `at` and give the window there the keyboard. With no window manager the pointer
        alone does not say where keys go: a window that activated itself (Qt's dialogs do when they open) holds
        the X input focus, and keys pressed with the pointer over another process's window went to it (the host
        window's Escape closed the joined window's end dialog when that one had opened last)."""
        self.xdo("mousemove", *at)
        time.sleep(0.15)
        where = dict(line.split("=", 1) for line in self.xdo("getmouselocation", "--shell").split() if "=" in line)
        if where.get("WINDOW", "").isdigit():
            self.xdo("windowfocus", where["WINDOW"])
            time.sleep(0.1)

    def keys(self, over: Point, *keys: str) -> None:
        """Press `keys` at the window under `over` (it is given the keyboard first: `focus_at`)."""
        self.focus_at(over)
        for key in keys:
            self.xdo("key", key)
            time.sleep(0.08)

    def type(self, over: Point, text: str) -> None:
        """Type `text` at the window under `over` (given the keyboard first: `focus_at`)."""
        self.focus_at(over)
        self.xdo("type", "--delay", 60, text)

    # ---- eyes -----------------------------------------------------------------------------------------------

    def grab(self) -> Image:
        data = subprocess.run(["import", "-window", "root", "png:-"], env=self.env, capture_output=True, check=True)
        return Image(QImage.fromData(data.stdout).convertToFormat(QImage.Format.Format_RGB32))

    def save(self, path: Path, window: Window | None = None) -> Path:
        """A PNG of the whole screen, or of one window."""
        path.parent.mkdir(parents=True, exist_ok=True)
        target = ["-window", str(window.wid)] if window is not None else ["-window", "root"]
        subprocess.run(["import", *target, str(path)], env=self.env, check=True)
        return path


class Image:
    """A screen's pixels, read as the bytes of a 32-bit QImage (B, G, R, A)."""

    def __init__(self, image: QImage) -> None:
        self.image = image
        self.width, self.height = image.width(), image.height()
        self.line = image.bytesPerLine()
        self.data = bytes(image.constBits())[: image.sizeInBytes()]

    def rgb(self, at: Point) -> tuple[int, int, int]:
        i = at[1] * self.line + 4 * at[0]
        return self.data[i + 2], self.data[i + 1], self.data[i]

    def find(self, rgb: tuple[int, int, int], box: Box, leave_out: tuple[Box, ...] = ()) -> list[Point]:
        """Every pixel of exactly colour `rgb` inside `box` and outside `leave_out`."""
        pattern = re.escape(bytes([rgb[2], rgb[1], rgb[0], 0xFF]))
        found = []
        for match in re.finditer(pattern, self.data):
            if match.start() % 4:
                continue
            y, rest = divmod(match.start(), self.line)
            point = (rest // 4, y)
            if inside(point, box) and not any(inside(point, out) for out in leave_out):
                found.append(point)
        return found

    def changed(self, other: Image, box: Box, leave_out: tuple[Box, ...] = (), threshold: int = 60) -> set[Point]:
        """The pixels inside `box` (and outside `leave_out`) whose colour differs from `other`'s by `threshold`."""
        x0, y0, x1, y1 = box
        points: set[Point] = set()
        for y in range(y0, y1):
            start, end = y * self.line + 4 * x0, y * self.line + 4 * x1
            mine, theirs = self.data[start:end], other.data[start:end]
            if mine == theirs:
                continue
            for i in range(0, end - start, 4):
                if mine[i : i + 3] != theirs[i : i + 3]:
                    change = sum(abs(mine[i + k] - theirs[i + k]) for k in range(3))
                    point = (x0 + i // 4, y)
                    if change >= threshold and not any(inside(point, out) for out in leave_out):
                        points.add(point)
        return points


def inside(point: Point, box: Box) -> bool:
    return box[0] <= point[0] < box[2] and box[1] <= point[1] < box[3]


def middle(points: list[Point] | set[Point]) -> Point:
    """The middle of the points' bounding box."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2


def deepest(points: set[Point]) -> Point:
    """A point of the set as far inside it as any (eroded step by step until nothing is left), near the middle of
    what remains last: a point a click lands on safely, away from the set's edges and its holes."""
    current, last = set(points), set(points)
    while current:
        last = current
        current = {
            (x, y)
            for (x, y) in current
            if (x + 1, y) in current and (x - 1, y) in current and (x, y + 1) in current and (x, y - 1) in current
        }
    mx, my = middle(last)
    return min(last, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
