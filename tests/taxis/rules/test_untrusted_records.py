"""Records as untrusted input: every bad file ends in a RecordError with a code and a one-line message
(issue 10: deep nesting, long numbers, lone surrogates, long names, endless records, strict types, look-alikes)."""

from __future__ import annotations

import json
import os
import tracemalloc
from pathlib import Path

import pytest

from thurntaxis.errors import NotationError, RecordError
from thurntaxis.games import entry
from thurntaxis.kit.players import Seat
from thurntaxis.records import MAX_FILE_BYTES, MAX_NAME_LENGTH, SEED_MAX, decode_json
from thurntaxis.shell.savegame import read_game
from thurntaxis.taxis.rules import GameRecord, parse_move
from thurntaxis.taxis.rules.record import (
    MAX_MOVES,
    final_position,
    load_record,
    parse_record,
    replay,
    to_json,
)

from .endless import endless_record


def parse_game(text: str) -> tuple[GameRecord, list[Seat]]:
    """A saved game (or a bare record) from its text, as the window reads one (the one reader of saves)."""
    record, seats = read_game(decode_json(text), entry("thurn-and-taxis"))
    return record, seats


GOOD = {"format": "thurntaxis-record", "version": 1, "players": ["Anna", "Ben"], "seed": 3, "moves": ["+?"]}


def refused(text: str) -> RecordError:
    """The error a record text gets from the record parser and from the save-file reader, which must agree."""
    with pytest.raises(RecordError) as as_record:
        parse_record(text)
    with pytest.raises(RecordError) as as_save:
        parse_game(text)
    assert as_record.value.code == as_save.value.code
    message = as_record.value.message
    assert "\n" not in message and "\r" not in message and message.isprintable(), repr(message)
    message.encode("utf-8")  # no lone surrogate left in it
    return as_record.value


def with_(**changes: object) -> str:
    return json.dumps({**GOOD, **changes})


def test_deeply_nested_json_is_refused() -> None:
    assert refused("[" * 1000).code == "record_too_deep"
    assert refused('{"players": ' + "[" * 5000 + "]" * 5000 + "}").code == "record_too_deep"


def test_a_number_of_thousands_of_digits_is_refused() -> None:
    assert refused(with_(seed=0).replace('"seed": 0', '"seed": ' + "9" * 5000)).code == "record_number"
    error = refused(with_(seed=SEED_MAX + 1))
    assert error.params["field"] == "seed"


def test_names_with_lone_surrogates_or_line_breaks_are_refused() -> None:
    error = refused(with_(players=["\ud800", "Ben"]))
    assert error.params["problem"] == "name_characters" and error.params["seat"] == 0
    assert refused(with_(players=["Anna", "Be\nn"])).params["problem"] == "name_characters"


def test_names_are_limited() -> None:
    assert parse_record(with_(players=["A" * MAX_NAME_LENGTH, "Ben"])).players[0] == "A" * MAX_NAME_LENGTH
    error = refused(with_(players=["Anna", "B" * 100_000]))
    assert error.params["problem"] == "name_too_long" and error.params["limit"] == MAX_NAME_LENGTH
    assert len(error.message) < 200


def test_strict_types_at_the_boundary() -> None:
    for field, value in (("seed", True), ("start_player", True), ("version", 1.0), ("seed", "3"), ("seed", 3.0)):
        assert refused(with_(**{field: value})).params["field"] == field, (field, value)


def test_a_line_break_in_a_field_name_or_a_move_keeps_the_message_on_one_line() -> None:
    assert refused(json.dumps({**GOOD, "sur\nprise": 1})).params["problem"] == "unknown"
    with pytest.raises(RecordError) as err:
        replay(parse_record(with_(moves=["+?", "fly\naway"])))
    assert "\n" not in err.value.message and err.value.params["move_number"] == 2


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + with_().encode("utf-8"))
    assert load_record(path).players == ["Anna", "Ben"]


def test_look_alike_letters_are_not_moves() -> None:
    for text in ("+ınn", "ſ", "+\u0130NN", "\uff25"):
        with pytest.raises(NotationError) as err:
            parse_move(text)
        assert err.value.code == "not_ascii"
    assert refused(with_(deck=["ınn"] * 66)).params["field"] == "deck"


def test_an_endless_record_replays_in_constant_memory_and_a_longer_one_is_refused() -> None:
    record = endless_record(MAX_MOVES)
    tracemalloc.start()
    final = final_position(record)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert not final.game_over and peak < 2_000_000, peak  # every position kept would take hundreds of MB
    text = to_json(record)
    assert len(text.encode()) < MAX_FILE_BYTES / 4
    longer = json.loads(text)
    longer["moves"].append("E")
    error = refused(json.dumps(longer))
    assert error.params["problem"] == "too_many_moves" and error.params["limit"] == MAX_MOVES


def test_files_that_are_not_records_are_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text(with_(moves=["+?"] * (MAX_FILE_BYTES // 4)))
    with pytest.raises(RecordError) as err:
        load_record(big)
    assert err.value.code == "record_too_large"
    with pytest.raises(RecordError) as err:
        load_record(tmp_path)
    assert err.value.code == "record_not_file"
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError) as err:
        load_record(fifo)  # opening it would wait for a writer for ever
    assert err.value.code == "record_not_file"
    latin = tmp_path / "latin.json"
    latin.write_bytes(with_(players=["Zoë", "Ben"]).replace("\\u00eb", "\u00eb").encode("latin-1"))
    with pytest.raises(RecordError) as err:
        load_record(latin)
    assert err.value.code == "record_not_text"


def test_a_save_is_checked_like_the_game_checks_it() -> None:
    record = json.loads(to_json(GameRecord(players=["Anna", "Ben"], seed=3)))
    save = {
        "format": "thurntaxis-save",
        "version": 1,
        "record": record,
        "seats": [{"kind": "human", "colour": "blue"}, {"kind": "computer", "colour": "red"}],
    }
    assert parse_game(json.dumps(save))[0].players == ["Anna", "Ben"]
    for change, problem in (
        (dict(version=2), "invalid"),
        (dict(seats=save["seats"][:1]), "invalid"),
        (dict(seats=save["seats"] * 2), "seats_players"),
        (dict(seats=[save["seats"][0], {"colour": "blue"}]), "colours"),
    ):
        with pytest.raises(RecordError) as err:
            parse_game(json.dumps({**save, **change}))
        assert err.value.params["problem"] == problem, change


def test_a_save_written_before_records_named_their_game_still_loads_and_another_games_is_refused() -> None:
    record = json.loads(to_json(GameRecord(players=["Anna", "Ben"], seed=3)))
    assert record.pop("game") == "thurn-and-taxis"
    save = {
        "format": "thurntaxis-save",
        "version": 1,
        "record": record,
        "seats": [{"kind": "human", "colour": "blue"}, {"kind": "computer", "colour": "red"}],
    }
    loaded, seats = parse_game(json.dumps(save))
    assert loaded.game == "thurn-and-taxis" and loaded.players == ["Anna", "Ben"] and seats[1].kind == "computer"
    with pytest.raises(RecordError) as err:
        parse_game(json.dumps({**save, "record": {**record, "game": "carcassonne"}}))
    assert (err.value.code, err.value.params["game"]) == ("record_other_game", "carcassonne")
