"""Settings persist in the settings folder (a temporary one in tests); the new-game dialog remembers its choices."""

from __future__ import annotations

from pathlib import Path

from thurntaxis.kit.animation import SPEED_DELAY
from thurntaxis.kit.players import COMPUTER, HUMAN
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.settings import Settings, home_dir

from .conftest import seats


def test_settings_live_in_the_overridden_folder(home: Path) -> None:
    assert home_dir() == home
    settings = Settings()
    settings.speed = "slow"
    settings.speed = "warp"  # not a speed: ignored
    assert Settings().speed == "slow"
    assert (home / "settings.ini").exists()


def test_speed_setting_drives_the_computer_pause(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "h"), seed=1)
    window.settings.speed = "fast"
    window.apply_settings()
    assert window.page.controller.delay_ms == SPEED_DELAY["fast"] and window.page.scene.animation_ms > 0


def test_new_game_dialog_remembers_the_last_choices(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(home / "settings.ini")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    _on, name, kind, _level, colour = dialog.rows[1]
    name.setText("Zoe")
    kind.setCurrentIndex(kind.findData(HUMAN))
    colour.setCurrentIndex(colour.findData("green"))
    dialog.rows[3][4].setCurrentIndex(dialog.rows[3][4].findData("red"))
    dialog.rows[3][0].setChecked(True)
    dialog.seed.setText("42")
    dialog._check()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    seats = dialog.seats()
    assert [s.name for s in seats][:2] == ["Alex", "Zoe"] and len(seats) == 4
    again = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(again)
    assert again.rows[1][1].text() == "Zoe" and again.rows[1][2].currentData() == HUMAN
    assert again.rows[1][4].currentData() == "green" and again.seed.text() == "42"
    assert again.rows[3][0].isChecked() and again.rows[2][2].currentData() == COMPUTER


def test_new_game_dialog_refuses_a_shared_colour(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    dialog.rows[1][4].setCurrentIndex(dialog.rows[1][4].findData("blue"))  # the same as seat 1
    dialog._check()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "colour" in dialog.error.text()
    dialog.rows[1][4].setCurrentIndex(dialog.rows[1][4].findData("red"))
    dialog.seed.setText("abc")
    dialog._check()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted and "seed" in dialog.error.text()


def test_new_game_dialog_greys_unticked_seats_shows_marks_and_explains_the_rule(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    on, name, kind, level, colour = dialog.rows[3]
    on.setChecked(False)
    assert not any(w.isEnabled() for w in (name, kind, level, colour))
    on.setChecked(True)
    assert name.isEnabled() and kind.isEnabled() and colour.isEnabled()
    kind.setCurrentIndex(kind.findData(HUMAN))
    assert not level.isEnabled()  # a level only for a computer
    assert all(not colour.itemIcon(k).isNull() for k in range(colour.count()))  # a swatch with its mark each
    nine = dialog.options["thurn-and-taxis/all_lands"][3].text()
    assert "nine" in nine
    dialog.options["thurn-and-taxis/all_lands"][2].setCurrentIndex(1)
    assert (
        "Baiern" in dialog.options["thurn-and-taxis/all_lands"][3].text()
        and dialog.options["thurn-and-taxis/all_lands"][3].text() != nine
    )


def test_the_statistics_file_is_the_one_the_statistics_use(home: Path) -> None:
    """The window names the statistics' file without loading their module (which loads the games' rules)."""
    from thurntaxis import stats
    from thurntaxis.shell.settings import statistics_path

    assert statistics_path() == home / stats.FILE_NAME
