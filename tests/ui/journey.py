"""A player's journey through the window, by the player's inputs only: Game → New game answered in its dialog,
Help → Learn to play from the menu, the balloon's buttons, keys on the table, and what the table painted last."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGraphicsItem

from thurntaxis.carcassonne.ui.tray import HEIGHT, WIDTH, TrayItem
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.window import MainWindow

LEFT = Qt.MouseButton.LeftButton


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


def start_new_game(window: MainWindow, game: str, seed: int, offered: list[str] | None = None) -> None:
    """Game → New game: in the dialog the player chooses `game`, types the seed and clicks Start (`offered`: the
    name of the game the dialog offered when it opened)."""
    answer_new_game(window, game, seed, offered)
    window._actions["new"].trigger()
    back_to(window)


def answer_new_game(window: MainWindow, game: str, seed: int, offered: list[str] | None = None) -> None:
    """Once the new-game dialog opens, the player chooses `game`, types the seed and clicks Start."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog) or QApplication.activeWindow() is not dialog:
            QTimer.singleShot(20, answer)  # (as a person: once it is shown and has the keys)
            return
        if offered is not None:
            offered.append(dialog.game_box.currentText())
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
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
    menu = window._actions["learn"].menu()
    next(a for a in menu.actions() if a.text() == game_name(entry)).trigger()


def click(widget: Any) -> None:
    QTest.mouseClick(widget, LEFT)
