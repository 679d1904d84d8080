"""A player can seat Carcassonne's Expert: the new-game dialog offers it after Hard under its translated name, a
seat chosen with the mouse starts as Expert, and at the table it thinks at most 0.9 s a move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from tests.ui.conftest import speak
from thurntaxis.carcassonne.ai.expert import ExpertBot
from thurntaxis.carcassonne.ui.plug import UI
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.settings import Settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _carcassonne_dialog(qtbot, home: Path) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.game_box
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    box.setCurrentIndex(box.findData("carcassonne"))
    box.hidePopup()
    return dialog


@pytest.mark.parametrize(("language", "name"), [("en", "Expert"), ("pl", "Ekspert"), ("ru", "Эксперт")])
def test_the_dialog_offers_expert_after_hard_and_seats_it(qtbot, home: Path, language: str, name: str) -> None:  # type: ignore[no-untyped-def]
    speak(language)
    try:
        dialog = _carcassonne_dialog(qtbot, home)
        level = dialog.rows[1][3]
        levels = [level.itemData(k) for k in range(level.count())]
        assert levels[-2:] == ["hard", "expert"]
        assert level.itemText(levels.index("expert")) == name
        level.setFocus()
        QTest.keyClick(level, Qt.Key.Key_End)  # the last level, as a player reaches it from the keyboard
        box = dialog.findChild(QDialogButtonBox)
        QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        assert dialog.result() == NewGameDialog.DialogCode.Accepted
        assert dialog.seats()[1].level == "expert"
    finally:
        i18n.install("en")


def test_an_expert_seat_thinks_under_a_second_a_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = UI.make_page("instant")  # (the plug's page: its budgets)
    qtbot.addWidget(page)
    page.start([Seat("Mira", HUMAN, colour="red"), Seat("Anna", COMPUTER, "expert", colour="blue")], 5)
    assert page.humans_turn()  # (Mira moves first: nobody thinks yet)
    bot = page.controller.bots.bot(1)
    page.stop()
    assert isinstance(bot, ExpertBot) and bot.time_limit is not None and bot.time_limit <= 1.0
