"""Fixtures for the desktop game's tests: a window with settings and saves in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n
from thurntaxis.shell.window import MainWindow

from .shown import Painted


class FakePrompter:
    """Answers the window's questions without a modal dialog and remembers what it was told."""

    def __init__(self) -> None:
        self.answer = True
        self.questions: list[str] = []
        self.notices: list[str] = []

    def ask(self, title: str, text: str) -> bool:
        self.questions.append(text)
        return self.answer

    def inform(self, title: str, text: str) -> None:
        self.notices.append(text)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, home: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    from .journey import open_window  # (journey uses this module's FakePrompter)

    win = open_window(qtbot, home)
    yield win
    for page in win.tables.values():
        page.stop()


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> Painted:
    """Records what the table's items paint (see `tests.ui.shown.Painted`)."""
    return Painted(monkeypatch)


def speak(code: str, window: MainWindow | None = None) -> None:
    """Switch the program (the window, when given) to the language `code`; fail, saying why, when its translation did
    not load: a test of a language must not pass by checking English."""
    loaded = window.set_language(code) if window is not None else i18n.install(code)
    assert loaded == code, (
        f"the {code} translation did not load: its .qm is not compiled (make setup, or make translations, "
        "compiles i18n/*.ts into build/i18n)"
    )


def seats(*kinds: str) -> list[Seat]:
    names = ["Mira", "Otto", "Ida", "Karl"]
    colours = ["blue", "red", "yellow", "green"]
    return [Seat(names[i], HUMAN if k == "h" else COMPUTER, colour=colours[i]) for i, k in enumerate(kinds)]


def at(win: MainWindow, item: object) -> object:
    """The viewport position of an item's centre."""
    return win.page.view.mapFromScene(item.sceneBoundingRect().center())  # type: ignore[attr-defined]


def drag(win: MainWindow, item: object, target: QPointF) -> None:
    """Press on `item`, move in steps and release over the scene point `target`, on the view's viewport."""
    vp = win.page.view.viewport()
    start = win.page.view.mapFromScene(item.sceneBoundingRect().center())  # type: ignore[attr-defined]
    end = win.page.view.mapFromScene(target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        p = start + (end - start) * (k / 5)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(win: MainWindow, item: object) -> None:
    """A mouse click on `item`, on the view's viewport."""
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(win, item))
