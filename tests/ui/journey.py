"""A player's journey through the window, by the player's inputs only: a window on a settings folder of its own,
Game → New game answered in its dialog, the home page's buttons, Help → Learn to play from the menu, a lesson's
steps as its balloons ask and Escape to leave it, keys on the table, and what the table painted last."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGraphicsItem

from thurntaxis.carcassonne.ui.tray import HEIGHT, WIDTH, TrayItem
from thurntaxis.kit.players import COMPUTER
from thurntaxis.netui.play import NetworkPlay
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.ui.guide import GUIDE as TAXIS_GUIDE

from ..carcassonne.ui.mouse import Hand
from .conftest import FakePrompter
from .test_tour import follow

LEFT = Qt.MouseButton.LeftButton
READ_MS = 100  # a player's moment between two steps, in which the window goes on painting


class TrayPaints:
    """What Carcassonne's tray shows on the screen (its caption, whose it is, the tile it shows, the follower count):
    read from its paintings, not its attributes, and only once they have covered all of it, so that a tray never
    repainted, or repainted in part, is caught (`watch` the tray first)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self._painted: tuple[Any, ...] | None = None
        self._covered = QRectF()
        original = TrayItem.paint

        def paint(item: TrayItem, painter: Any, option: Any, widget: Any = None) -> None:
            now = TrayPaints.showing(item)
            exposed = QRectF(option.exposedRect)
            self._covered = self._covered.united(exposed) if now == self._painted else exposed
            self._painted = now
            original(item, painter, option, widget)

        monkeypatch.setattr(TrayItem, "paint", paint)

    @staticmethod
    def watch(item: TrayItem) -> None:
        """Let the tray's paintings say which part of it they paint (Qt's exposed rectangle)."""
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    @property
    def last(self) -> tuple[Any, ...] | None:
        """What the whole tray shows (None while parts of it show something else)."""
        whole = QRectF(0, 0, WIDTH, HEIGHT).adjusted(1, 1, -1, -1)
        return self._painted if self._covered.contains(whole) else None

    def shown(self) -> str:
        """What the tray's paintings show, for a test's message."""
        return f"{self._painted} over {self._covered} of {WIDTH}x{HEIGHT}"

    @staticmethod
    def showing(item: TrayItem) -> tuple[Any, ...]:
        """What a tray paints now."""
        tile = item.tile if item.tile_state in ("ready", "waiting") else None
        return item.caption, item.name, tile, item.supply


def open_window(  # type: ignore[no-untyped-def]
    qtbot, home: Path, offers_tour: bool = False, name: str = "settings.ini", size: tuple[int, int] = (1600, 1000)
) -> MainWindow:
    """The window on the settings `name` of the folder `home` (a fresh folder: the first start), animations
    instant, its questions answered by a `FakePrompter`, shown at `size` (the designed one; `offers_tour`: as the
    program's own window, which greets a first start)."""
    settings = Settings(home / name)
    settings.speed = "instant"
    win = MainWindow(settings, offers_tour=offers_tour, network=NetworkPlay)  # as the program's start makes it
    win.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def stop(*windows: MainWindow) -> None:
    """End what the windows still run: a lesson, the computer players."""
    for win in windows:
        if win.tour is not None:
            win.tour.leave()
        for page in win.tables.values():
            page.stop()


def press(win: MainWindow, game: str, action: str) -> None:
    """A mouse click on a button of a game's card on the home page."""
    button = win.home.page.cards[game].buttons[action]
    assert button.isVisible(), (game, action)
    QTest.mouseClick(button, LEFT)


def start_new_game(window: MainWindow, game: str, seed: int, offered: list[str] | None = None) -> None:
    """Game → New game: in the dialog the player chooses `game`, types the seed and clicks Start (`offered`: the
    name of the game the dialog offered when it opened)."""
    answer_new_game(window, game, seed, offered)
    window.menus.actions["new"].trigger()
    back_to(window)


def answer_new_game(
    window: MainWindow,
    game: str,
    seed: int,
    offered: list[str] | None = None,
    computers: tuple[str, ...] | None = None,
) -> None:
    """Once the new-game dialog opens, the player chooses `game`, types the seed and clicks Start (`computers`:
    the seats after the first one are computer players of these levels, and the seats after them sit out)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog) or QApplication.activeWindow() is not dialog:
            QTimer.singleShot(20, answer)  # (as a person: once it is shown and has the keys)
            return
        if offered is not None:
            offered.append(dialog.game_box.currentText())
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        if computers is not None:
            for i, (on, _name, kind, level, _colour) in enumerate(dialog.rows[1:], 1):
                on.setChecked(i <= len(computers))
                if i <= len(computers):
                    kind.setCurrentIndex(kind.findData(COMPUTER))
                    level.setCurrentIndex(level.findData(computers[i - 1]))
        dialog.seed.setText(str(seed))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)

    QTimer.singleShot(20, answer)


def back_to(window: MainWindow) -> None:
    """Wait until the window has the keys again (a dialog has closed)."""
    for _ in range(250):
        if QApplication.activeWindow() is window:
            return
        QTest.qWait(20)
    raise AssertionError(f"the keys are with {QApplication.activeWindow()}, not the window")


def learn(window: MainWindow, entry: Any) -> None:
    """Help → Learn to play → the game of `entry`."""
    menu = window.menus.actions["learn"].menu()
    next(a for a in menu.actions() if a.text() == game_name(entry)).trigger()


def click(widget: Any) -> None:
    QTest.mouseClick(widget, LEFT)


def lesson_steps(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Three steps of the lesson, as its balloons ask (Next, or the move by mouse), each after a moment."""
    tour = window.tour
    assert tour is not None
    qtbot.wait(READ_MS)
    if tour.guided is TAXIS_GUIDE:  # Thurn and Taxis's lesson
        c = window.page.controller
        for _ in range(3):
            qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()))
            follow(qtbot, window)
            qtbot.wait(READ_MS)
        return
    page = window.page
    click(tour.balloon.next_button)
    qtbot.wait(READ_MS)
    hand = Hand(page)
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(1, 0))
    qtbot.wait(READ_MS)
    hand.drag(page.scene.tray.follower_centre(), page.scene.segment_centre("road:SW"))
    qtbot.wait(READ_MS)


def leave_lesson(window: MainWindow) -> None:
    """Escape, where the keys are (the table's view): the lesson ends, and asks nothing (nothing was at stake)."""
    asked = list(window.prompter.questions)
    QTest.keyClick(window.page.view, Qt.Key.Key_Escape)
    assert window.tour is None and window.prompter.questions == asked
