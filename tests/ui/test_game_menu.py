"""The Game menu: a running game is never thrown away without asking, the Open and Save dialogs start in the
saves folder and remember the last one, and the keyboard works again as soon as a file dialog closes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from thurntaxis.shell import gameplay as window_module
from thurntaxis.shell.window import Prompter
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv

from .conftest import seats


def _menu_action(window, key: QKeySequence.StandardKey) -> QAction:  # type: ignore[no-untyped-def]
    return next(a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(key))


class FakeNewGameDialog:
    """Stands in for the modal new-game dialog: counts how often it is shown and is cancelled."""

    shown = 0
    DialogCode = window_module.NewGameDialog.DialogCode

    def __init__(self, *args: object) -> None:
        pass

    def exec(self) -> int:
        FakeNewGameDialog.shown += 1
        return 0

    def deleteLater(self) -> None:  # (the window lets its new-game dialog go once answered)
        pass


def test_new_game_asks_before_leaving_a_running_game(qtbot, window, monkeypatch) -> None:  # type: ignore
    monkeypatch.setattr(window_module, "NewGameDialog", FakeNewGameDialog)
    FakeNewGameDialog.shown = 0
    window.start_game(seats("h", "c"), seed=4, start_player=0)
    c = window.page.controller
    c.submit(Move(mv.DRAW, c.state.display[0]))
    state = c.state
    window.prompter.answer = False
    _menu_action(window, QKeySequence.StandardKey.New).trigger()
    assert window.prompter.questions, "the running game was put away without asking"
    assert FakeNewGameDialog.shown == 0 and c.state is state
    window.prompter.answer = True
    _menu_action(window, QKeySequence.StandardKey.New).trigger()
    assert len(window.prompter.questions) == 2 and FakeNewGameDialog.shown == 1
    asked = len(window.prompter.questions)
    window.prompter.answer = False
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: pytest.fail("opened without asking"))
    _menu_action(window, QKeySequence.StandardKey.Open).trigger()  # opening a saved game asks too
    assert len(window.prompter.questions) == asked + 1 and c.state is state


def test_no_question_without_a_running_game(qtbot, window, monkeypatch) -> None:  # type: ignore
    monkeypatch.setattr(window_module, "NewGameDialog", FakeNewGameDialog)
    FakeNewGameDialog.shown = 0
    window.new_game_dialog()
    assert FakeNewGameDialog.shown == 1 and not window.prompter.questions


class FakeFileDialog:
    """A file dialog that takes the keyboard while it is open, as a real one does, and answers `answer`."""

    def __init__(self, qtbot, answer: str) -> None:  # type: ignore[no-untyped-def]
        self.qtbot, self.answer = qtbot, answer
        self.folders: list[str] = []

    def __call__(self, parent: QWidget, title: str, start: str, filters: str) -> tuple[str, str]:
        self.folders.append(start)
        dialog = QWidget()
        dialog.show()
        dialog.activateWindow()
        self.qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        dialog.close()
        dialog.deleteLater()
        return self.answer, ""


def test_files_dialogs_start_in_the_saves_folder_and_remember(
    qtbot,
    window,
    monkeypatch,  # type: ignore
    tmp_path: Path,
    home: Path,
) -> None:
    window.start_game(seats("h", "c"), seed=4, start_player=0)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    save = FakeFileDialog(qtbot, str(elsewhere / "mine.json"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    window.save_dialog()
    assert Path(save.folders[0]).parent == home / "saves"
    assert (elsewhere / "mine.json").exists()
    opened = FakeFileDialog(qtbot, "")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", opened)
    window.load_dialog()
    assert Path(opened.folders[0]) == elsewhere  # the folder used last
    window.save_dialog()
    assert Path(save.folders[1]).parent == elsewhere


def test_keys_reach_the_window_after_a_file_dialog(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c"), seed=12, start_player=0)
    c = window.page.controller
    monkeypatch.setattr(QFileDialog, "getSaveFileName", FakeFileDialog(qtbot, ""))
    window.save_dialog()  # cancelled
    qtbot.wait(100)  # the player looks back at the table, then presses a key
    second = c.state.display[1]
    QTest.keyClick(window, Qt.Key.Key_2)
    assert c.moves[-1:] == [Move(mv.DRAW, second)], "the key did not reach the window"


def test_no_question_right_after_saving_and_again_after_a_move(qtbot, window, monkeypatch, tmp_path: Path) -> None:  # type: ignore
    monkeypatch.setattr(window_module, "NewGameDialog", FakeNewGameDialog)
    FakeNewGameDialog.shown = 0
    window.start_game(seats("h", "c"), seed=4, start_player=0)
    c = window.page.controller
    c.submit(Move(mv.DRAW, c.state.display[0]))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", FakeFileDialog(qtbot, str(tmp_path / "kept.json")))
    _menu_action(window, QKeySequence.StandardKey.Save).trigger()
    assert (tmp_path / "kept.json").exists()
    _menu_action(window, QKeySequence.StandardKey.New).trigger()  # cancelled in the dialog: the game stays
    assert window.prompter.questions == [] and FakeNewGameDialog.shown == 1, "a saved game was called lost"
    c.submit(c.legal()[0])  # a move after the save: it would be lost
    window.prompter.answer = False
    _menu_action(window, QKeySequence.StandardKey.New).trigger()
    assert len(window.prompter.questions) == 1 and FakeNewGameDialog.shown == 1


def _close_the_modal_dialog() -> None:
    """Close the modal dialog as a person does: once it is shown and active. (Closed before the window system's
    activation of it arrives, offscreen Qt then activates no window at all: 2 runs in 25 failed so.)"""
    modal = QApplication.activeModalWidget()
    assert modal is not None
    if QApplication.activeWindow() is not modal:
        QTimer.singleShot(20, _close_the_modal_dialog)
        return
    modal.reject()


@pytest.mark.parametrize("dialog", ["settings", "new game", "how to play", "statistics", "question"])
def test_the_shortcuts_work_as_soon_as_a_dialog_closes(qtbot, window, monkeypatch, dialog: str) -> None:  # type: ignore
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=10000)
    window.start_game(seats("h", "c"), seed=15, start_player=0)
    c = window.page.controller
    if dialog in ("settings", "new game", "question"):
        QTimer.singleShot(200, _close_the_modal_dialog)
        if dialog == "settings":
            window.settings_dialog()
        elif dialog == "new game":
            window.prompter.answer = True
            window.new_game_dialog()
        else:
            Prompter(window).ask("?", "?")
    else:
        window.show_help() if dialog == "how to play" else window.show_statistics()
        shown = window.help_dialog if dialog == "how to play" else window.statistics_dialog
        qtbot.waitUntil(lambda: QApplication.activeWindow() is shown, timeout=10000)
        shown.close()
    qtbot.waitUntil(window.isActiveWindow, timeout=10000)  # no click on the table
    assert QApplication.focusWidget() is window.page.view
    QTest.keyClick(window, Qt.Key.Key_H)  # Hint
    assert window.status.text().startswith("Hint:"), window.status.text()
    second = c.state.display[1]
    QTest.keyClick(window, Qt.Key.Key_2)
    assert c.moves[-1:] == [Move(mv.DRAW, second)]
