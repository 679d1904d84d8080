"""A game's window and dialogs carry that game's name, never the other's, in every language: the window system adds
the application's display name to every title, and it is the name of the game shown (the program's on the home
page). With a Carcassonne game on, the window is "Carcassonne" and its end dialog "Game over — Carcassonne"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from tests.i18n.test_no_english import window_title
from tests.stats.games import carcassonne_finished
from tests.ui.conftest import FakePrompter, speak
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow

# The editions' titles (../shared/GLOSSARY.md), Carcassonne's as the languages write it, and the program's name.
TAXIS = {
    "en": "Thurn and Taxis",
    "pl": "Cesarski Kurier",
    "cs": "Poštovní kurýr",
    "ru": "Турн-и-Таксис: Королевская почта",
}
CARCASSONNE = {"en": "Carcassonne", "pl": "Carcassonne", "cs": "Carcassonne", "ru": "Каркассон"}
PROGRAM = {
    "en": "Thurn and Taxis & Carcassonne",
    "pl": "Cesarski Kurier & Carcassonne",
    "cs": "Poštovní kurýr & Carcassonne",
    "ru": "Турн-и-Таксис & Каркассон",
}
GAME_OVER = {"en": "Game over", "pl": "Koniec gry", "cs": "Konec hry", "ru": "Конец игры"}


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru"])
def test_a_carcassonne_window_and_its_end_dialog_name_carcassonne(
    qtbot, home: Path, qm_dir, english, lang: str
) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    window = MainWindow(settings)
    window.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    speak(lang, window)
    assert window_title(window) == PROGRAM[lang]  # the home page: the program, which names both games
    record = carcassonne_finished(2, 21, "easy")
    seats = [Seat(record.players[0], HUMAN, colour="red"), Seat(record.players[1], COMPUTER, "easy", colour="blue")]
    window.continue_game(GAMES["carcassonne"], record, seats)  # a finished game: its end dialog opens
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=10_000)
    dialog = window.end_dialog
    assert window_title(window) == CARCASSONNE[lang] == QGuiApplication.applicationDisplayName()
    assert window_title(dialog) == f"{GAME_OVER[lang]} \u2014 {CARCASSONNE[lang]}"
    for shown in (window_title(window), window_title(dialog)):
        assert TAXIS[lang] not in shown and "Taxis" not in shown and "Таксис" not in shown
    window.close_end_dialog()
    window.go_home()
    assert window_title(window) == PROGRAM[lang] == QCoreApplication.translate("MainWindow", PROGRAM["en"])
    window.start_game([Seat("Mira", HUMAN, colour="blue"), Seat("Otto", HUMAN, colour="red")], seed=3)
    assert window_title(window) == TAXIS[lang]  # and Thurn and Taxis's window its own edition's title
    for page in window.tables.values():
        page.stop()
