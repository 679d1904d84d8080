"""The window plays both games alike: the new-game dialog chooses the game and remembers it, each game is played on
its own page in the window (neither is the window's own), saved, opened and autosaved with its game, a broken
Carcassonne save is one line, New asks before throwing a Carcassonne game away, and a language switch reaches the
page."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import legal_moves
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.settings import Settings, autosave_path
from thurntaxis.shell.window import MainWindow

from ..carcassonne.ui.mouse import Hand
from .conftest import FakePrompter, seats

CARC = GAMES["carcassonne"]
PLAYERS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", COMPUTER, "easy", colour="black")]


@pytest.fixture
def window(window: MainWindow) -> Iterator[MainWindow]:
    """The shared window, with the game pages' computer players stopped after the test."""
    yield window
    for page in window.tables.values():
        page.stop()  # type: ignore[attr-defined]


def _click_start(dialog: NewGameDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _choose_game(dialog: NewGameDialog, game: str) -> None:
    """Open the game list with the mouse and pick the game with the keyboard, as a player does."""
    box = dialog.game_box
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    box.setCurrentIndex(box.findData(game))
    box.hidePopup()


def _when_dialog(act) -> None:  # type: ignore[no-untyped-def]
    """Run `act` on the modal dialog the window is about to open."""

    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, later)
            return
        act(dialog)

    QTimer.singleShot(0, later)


def _start_carcassonne(window: MainWindow, seed: int = 7) -> CarcassonnePage:
    window.start_game(PLAYERS, seed, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    return page


def test_the_dialog_chooses_carcassonne_and_remembers_it(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.entry().id == "thurn-and-taxis" and not dialog.rows[4][0].isVisible()
    _choose_game(dialog, "carcassonne")
    assert dialog.rows[4][0].isVisible() and dialog.options["thurn-and-taxis/all_lands"][2].isHidden()
    colour = dialog.rows[4][4]
    assert [colour.itemData(k) for k in range(colour.count())] == ["red", "blue", "yellow", "green", "black"]
    assert all(not colour.itemIcon(k).isNull() for k in range(colour.count()))
    level = dialog.rows[1][3]
    assert [level.itemData(k) for k in range(level.count())] == ["easy", "medium", "hard", "expert"]
    assert "Carcassonne" in dialog.heading.text() and "5" in dialog.intro.text()
    tick = dialog.rows[4][0]
    QTest.mouseClick(
        tick, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, tick.height() // 2)
    )  # the fifth seat plays
    dialog.rows[4][1].setText("Yann")
    _click_start(dialog)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert [s.colour for s in dialog.seats()] == ["red", "blue", "yellow", "black"]
    assert len(dialog.seats()) == 4 and dialog.seats()[-1].name == "Yann"
    again = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(again)
    assert again.entry().id == "carcassonne" and again.rows[4][0].isChecked() and again.rows[4][1].text() == "Yann"
    _choose_game(again, "thurn-and-taxis")  # the first game's seats as they were
    assert not again.rows[4][0].isChecked() and again.options["thurn-and-taxis/all_lands"][2].isVisibleTo(again)
    assert [again.rows[0][4].itemData(k) for k in range(again.rows[0][4].count())] == ["blue", "red", "yellow", "green"]


def test_a_carcassonne_game_from_the_dialog_is_played_on_its_page(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    def fill(dialog: NewGameDialog) -> None:
        _choose_game(dialog, "carcassonne")
        for row in dialog.rows[1:]:
            row[2].setCurrentIndex(row[2].findData(HUMAN))  # hot seat: nobody moves but the test
        dialog.seed.setText("5")
        _click_start(dialog)

    _when_dialog(fill)
    assert window.new_game_dialog()
    page = window.page
    assert isinstance(page, CarcassonnePage) and window.pages.currentWidget() is page
    assert window.windowTitle() == "Carcassonne" and "thurn-and-taxis" not in window.tables  # no other game's table
    assert window.menus.menus["play"].actions() == [window.menus.actions["undo"], window.menus.actions["hint"]]
    assert window.menus.actions["statistics"].isEnabled() and window.menus.actions["replay"].isEnabled()
    assert window.menus.actions["undo"].isVisible() and window.menus.actions["hint"].isEnabled()
    assert page.record().seed == 5 and len(page.record().players) == 3
    assert window.status.text() == page.instructions.text() != ""
    move = legal_moves(page.controller.state)[0]
    Hand(page).play(move)
    assert page.record().moves == [str(move)]
    window.menus.actions["undo"].trigger()  # Play → Undo reaches the page
    assert page.record().moves == []


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def test_the_carcassonne_side_reads_in_the_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The side once showed the window's dark green through it, under dark text: the score panel's headings
    ("Points", "Followers" over the "× 7" column) could not be read."""
    page = _start_carcassonne(window)
    window.resize(1280, 720)  # (at 1024 pixels the side folds by itself)
    qtbot.wait(20)
    picture = window.grab().toImage()
    for heading in (page.scores.points_heading, page.scores.supply_heading):
        assert heading.isVisible() and heading.text()
        corner = heading.mapTo(window, QPoint(1, 1))
        ground = picture.pixelColor(corner)
        ink = heading.palette().color(QPalette.ColorRole.WindowText)
        light, dark = sorted((_luminance(ground), _luminance(ink)), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 4.5, (ground.name(), ink.name())
    assert page.scores.supply_heading.toolTip()


def test_the_instruction_line_is_shown_once_in_the_window(window) -> None:  # type: ignore[no-untyped-def]
    """As on the first game's table, the status bar says what to do; the page's own line is left out."""
    page = _start_carcassonne(window)
    assert window.status.text() == page.instructions.text() != ""
    assert window.status.isVisible() and not page.instructions.isVisibleTo(window)
    loose = CarcassonnePage(speed="instant")  # a page on its own (the screenshots' script) keeps its line
    loose.start(PLAYERS, 3)
    assert loose.instructions.isVisibleTo(loose)
    loose.stop()
    loose.deleteLater()


def test_switching_to_thurn_and_taxis_and_back(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    taxis = window.page
    assert taxis is not page and window.pages.currentWidget() is taxis and window.page_entry.id == "thurn-and-taxis"
    assert (
        taxis.play_actions()[0] in window.menus.menus["play"].actions()
        and window.menus.actions["statistics"].isEnabled()
    )
    assert taxis.side.isVisible()
    assert not taxis.controller.paused
    again = _start_carcassonne(window, seed=8)
    assert again is page and window.pages.currentWidget() is page and page.record().seed == 8


def test_save_then_open_restores_the_carcassonne_game(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    hand = Hand(page)
    for _ in range(2):
        hand.play(legal_moves(page.controller.state)[0])
    qtbot.waitUntil(lambda: len(page.record().moves) >= 4 and page.controller.is_human_turn(), timeout=10000)
    record = page.record()
    path = home / "carc.json"
    assert window.save_file(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == "thurntaxis-save" and saved["record"]["game"] == "carcassonne"
    assert [s["colour"] for s in saved["seats"]] == ["red", "black"]
    window.start_game(seats("h", "c"), seed=3, start_player=0)  # another game in between
    assert window.load_file(path)
    assert window.page is page and window.pages.currentWidget() is page
    assert page.record() == record and [s.colour for s in window.page.seats] == ["red", "black"]
    assert window.page.seats[1].level == "easy" and not window.page.seats[1].is_human


def test_the_autosave_restores_the_carcassonne_game_at_the_next_start(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    Hand(page).play(legal_moves(page.controller.state)[0])
    record = page.record()
    window.close()
    assert autosave_path().is_file()
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    later = MainWindow(settings)
    later.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(later)
    later.start()
    later.continue_saved()  # the home page's Continue
    assert isinstance(later.page, CarcassonnePage) and later.page.record() == record
    later.page.stop()


def test_a_broken_carcassonne_save_is_one_line_and_changes_nothing(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    Hand(page).play(legal_moves(page.controller.state)[0])
    good = home / "good.json"
    assert window.save_file(good)
    before = page.record()
    data = json.loads(good.read_text(encoding="utf-8"))
    broken = {
        "move": {**data, "record": {**data["record"], "moves": ["Z9,9:0"]}},
        "colour": {**data, "seats": [{**data["seats"][0], "colour": "purple"}, data["seats"][1]]},
        "seats": {**data, "seats": data["seats"][:1] + data["seats"][:1] + data["seats"][1:]},
        "json": "{",
    }
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    state = window.page.controller.state
    for name, content in broken.items():
        path = home / f"{name}.json"
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
        window.prompter.notices.clear()
        assert not window.load_file(path), name
        reason = window.prompter.notices[0].split("\n\n")[-1]
        assert "\n" not in reason and reason.startswith("Reason: ") and "It is not a saved game" not in reason, name
        assert window.page is not page and window.page.controller.state is state
    assert page.record() == before


def test_new_asks_before_discarding_a_running_carcassonne_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    Hand(page).play(legal_moves(page.controller.state)[0])
    window.prompter.answer = False
    assert not window.new_game_dialog()
    assert window.prompter.questions and window.page is page


def test_a_language_switch_retranslates_the_page(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    english = page.tiles_left.text()
    try:
        speak("pl", window)
        assert page.tiles_left.text().startswith("Zostało") and page.tiles_left.text() != english
        assert window.status.text() == page.instructions.text()
        assert window.menuBar().actions()[0].text() == "&Gra"
    finally:
        window.set_language("en")
    assert page.tiles_left.text().endswith("tiles left")


def test_speed_and_help_follow_the_game_on_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = _start_carcassonne(window)
    window.settings.speed = "slow"
    window.apply_settings()
    assert page.controller.delay_ms > 0
    window.show_help()
    assert window.help_dialog is not None and window.help_dialog.page == "carcassonne"
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    assert window.help_dialog.page == "howto"
    window.help_dialog.close()
    assert QCoreApplication.translate("Games", "Carcassonne")
    i18n.install("en")


def test_screenshot_of_a_carcassonne_game(tmp_path: Path) -> None:
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    out = tmp_path / "carcassonne.png"
    env = {**__import__("os").environ, "THURNTAXIS_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "thurntaxis",
            "--screenshot",
            str(out),
            "--game",
            "carcassonne",
            "--seed",
            "3",
            "--moves",
            "12",
            "--players",
            "5",
            "--size",
            "1024x700",
            "--lang",
            "en",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    colours = {image.pixelColor(x, y).name() for x in range(0, 1024, 37) for y in range(0, 700, 41)}
    assert len(colours) > 20
    too_many = subprocess.run(
        [sys.executable, "-m", "thurntaxis", "--screenshot", str(out), "--players", "5"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert too_many.returncode == 2 and "2 to 4 players" in too_many.stderr  # Thurn and Taxis seats four
