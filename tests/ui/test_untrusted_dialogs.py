"""Input the player types or the settings file holds (issue 10): the seed, remembered seats, long names; and load
errors shown from their codes, in the player's language, not as the rules' English message (issue 12)."""

from __future__ import annotations

import json
from pathlib import Path

from thurntaxis.errors import RecordError
from thurntaxis.records import MAX_NAME_LENGTH
from thurntaxis.shell.dialogs import NewGameDialog
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.settings import Settings

from .conftest import seats


def _dialog(qtbot, home: Path) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings(home / "settings.ini"))
    qtbot.addWidget(dialog)
    return dialog


def test_a_seed_that_is_not_a_whole_number_in_range_is_refused_and_not_remembered(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    for text in ("²", "--1", "1" * 5000, "٣", "1e5", "-", "9" * 19):
        dialog = _dialog(qtbot, home)
        dialog.seed.setText(text)
        dialog._check()
        assert dialog.result() != NewGameDialog.DialogCode.Accepted, text
        assert "seed" in dialog.error.text()
        assert Settings(home / "settings.ini").last_setup().get("seed") is None, text
    dialog = _dialog(qtbot, home)
    dialog.seed.setText(" -" + "9" * 18)
    dialog._check()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted and dialog.seed_value() == -int("9" * 18)


def test_remembered_seats_that_leave_one_player_still_give_a_game(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    last = {
        "seats": [
            {"on": False, "name": "A\nB", "kind": "robot", "level": 3, "colour": "blue"},
            {"on": False, "name": "x" * 100_000, "kind": "human", "colour": "pink"},
            "junk",
            None,
        ],
        "all_lands": "most",
        "seed": "²",
    }
    Settings(home / "settings.ini").set_value("newgame/last", json.dumps(last))
    dialog = _dialog(qtbot, home)
    assert dialog.rows[0][0].isChecked() and dialog.rows[1][0].isChecked()
    assert dialog.seed.text() == ""
    dialog._check()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    chosen = dialog.seats()
    assert len(chosen) >= 2 and len({s.colour for s in chosen}) == len(chosen)
    assert all("\n" not in s.name and len(s.name) <= MAX_NAME_LENGTH for s in chosen)
    assert chosen[1].kind == "human"  # the field that was right is kept
    Settings(home / "settings.ini").set_value("newgame/last", "[" * 100_000)
    assert Settings(home / "settings.ini").last_setup() == {}


def test_typed_names_are_limited_and_kept_on_one_line(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, home)
    dialog.rows[0][1].setText("N" * 100_000)
    dialog.rows[1][1].setText("Zo\te\u2028")
    names = [s.name for s in dialog.seats()]
    assert len(names[0]) <= MAX_NAME_LENGTH and names[1] == "Zoe"


def test_load_errors_are_shown_from_their_codes(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    cases = {
        "{not json": "not valid JSON (line 1, column 2)",
        json.dumps({"format": "thurntaxis-save", "version": 1.0}): "“version” has a value this program cannot use",
        json.dumps({"players": ["a", "b"], "moves": ["+?", "fly\naway"]}): "Move 2 (fly\\naway) is not written",
        json.dumps({"players": ["a", "b"], "moves": ["<LOD"]}): "Move 1 (<LOD) is not allowed",
        json.dumps({"players": ["a", "b"], "surprise": 1}): "“surprise” does not belong",
    }
    for text, expected in cases.items():
        path = tmp_path / "broken.json"
        path.write_text(text)
        assert not window.load_file(path)
        reason = window.prompter.notices[-1].split("Reason: ")[1]
        assert expected in reason, reason
        assert "field '" not in reason and "not a game record" not in reason  # not the command line's English


def test_every_code_the_readers_raise_has_its_own_sentence() -> None:
    import inspect

    from thurntaxis import records
    from thurntaxis.shell import savegame
    from thurntaxis.taxis.rules import record

    source = inspect.getsource(records) + inspect.getsource(record) + inspect.getsource(savegame)
    fallback = record_problem(RecordError("?", "no_such_code"))
    for code in (
        "record_unreadable",
        "record_not_file",
        "record_too_large",
        "record_not_text",
        "record_json",
        "record_too_deep",
        "record_number",
    ):
        assert f'"{code}"' in source
        assert record_problem(RecordError("?", code)) != fallback
    for problem in (
        "missing",
        "unknown",
        "invalid",
        "name_empty",
        "name_too_long",
        "name_characters",
        "too_many_moves",
        "deck",
        "start_player",
        "seats_players",
        "colours",
    ):
        assert f'"{problem}"' in source
        text = record_problem(RecordError("?", "record_field", field="f", problem=problem, seat=0, limit=9))
        assert text != fallback and "?" not in text, problem
