"""One save format and one reader for every game: the saves an older version wrote (tests/ui/data/old) load
through the window's reader and the command line's (`Game.read_record`), and a damaged save gets one clear error,
the same for both games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from thurntaxis.errors import RecordError
from thurntaxis.games import GAMES
from thurntaxis.records import read_saved
from thurntaxis.shell.savegame import read_file
from thurntaxis.taxis.rules.record import validate_record

OLD = Path(__file__).parent.parent / "ui" / "data" / "old"
SAVES = (("taxis-save.json", "thurn-and-taxis", 6), ("carcassonne-save.json", "carcassonne", 4))


def _old(name: str) -> dict[str, Any]:
    saved: dict[str, Any] = json.loads((OLD / name).read_text(encoding="utf-8"))
    return saved


@pytest.mark.parametrize(("name", "game", "moves"), SAVES)
def test_an_old_save_loads_through_both_readers(name: str, game: str, moves: int) -> None:
    record, seats, entry = read_file(OLD / name)
    assert entry is GAMES[game] and len(record.moves) == moves and [s.name for s in seats] == ["Mira", "Otto"]
    assert GAMES[game].load().read_record(_old(name)) == record  # the command line's reader reads it alike
    assert GAMES[game].load().read_record(_old(name)["record"]) == record  # and its bare record


def _damaged(saved: dict[str, Any]) -> list[tuple[dict[str, Any], str, str]]:
    """Ways a save can be wrong: (the save, the error's code, its problem or "")."""
    seats = saved["seats"]
    return [
        ({**saved, "version": 2}, "record_field", "invalid"),
        ({**saved, "format": "thurntaxis-saved"}, "record_field", "invalid"),
        ({k: v for k, v in saved.items() if k != "record"}, "record_field", "missing"),
        ({**saved, "seats": seats[:1]}, "record_field", "invalid"),
        ({**saved, "seats": [*seats, seats[0]]}, "record_field", "seats_players"),
        ({**saved, "seats": [seats[0], seats[0]]}, "record_field", "colours"),
        ({**saved, "record": {**saved["record"], "players": ["Mira", "Mira\n"]}}, "record_field", "name_characters"),
        ({**saved, "record": {**saved["record"], "moves": [*saved["record"]["moves"], "?!"]}}, "record_move", ""),
    ]


@pytest.mark.parametrize(("name", "game", "moves"), SAVES)
def test_a_damaged_save_gets_one_clear_error(tmp_path: Path, name: str, game: str, moves: int) -> None:
    rules = GAMES[game].load()
    for save, code, problem in _damaged(_old(name)):
        path = tmp_path / "damaged.json"
        path.write_text(json.dumps(save), encoding="utf-8")
        with pytest.raises(RecordError) as in_window:
            read_file(path)
        with pytest.raises(RecordError) as on_command_line:
            rules.replay(rules.read_record(save))
        for error in (in_window.value, on_command_line.value):
            assert (error.code, error.params.get("problem", "")) == (code, problem), (save, error.message)
            assert "\n" not in error.message and error.message.isprintable()
    path = tmp_path / "cut.json"
    path.write_text((OLD / name).read_text(encoding="utf-8")[:100], encoding="utf-8")
    with pytest.raises(RecordError) as cut:
        read_file(path)
    assert cut.value.code == "record_json"


def test_a_save_is_read_by_the_game_it_names() -> None:
    saved = _old("carcassonne-save.json")
    with pytest.raises(RecordError) as other:
        read_saved(saved, validate_record)
    assert other.value.code == "record_other_game"
