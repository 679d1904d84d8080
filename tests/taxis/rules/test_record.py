"""Game records: round trips, exact replays, and clear errors for malformed or tampered records."""

import json
from pathlib import Path

import pytest

from thurntaxis.errors import RecordError
from thurntaxis.records import LEGACY_GAME
from thurntaxis.taxis.rules import GameRecord, load_record, parse_record, replay, save_record
from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.record import GAME_ID, to_json


def record_of(seed: int, players: int = 3) -> GameRecord:
    game = random_game(players, seed)
    return GameRecord(
        players=[f"P{i}" for i in range(players)],
        seed=seed,
        start_player=game.initial.start_player,
        moves=[str(m) for m in game.moves],
    )


def test_replay_reproduces_the_game() -> None:
    game = random_game(3, 11)
    record = record_of(11)
    final = replay(record)[-1]
    assert final.game_over
    assert final.tiles == game.final.tiles and final.houses == game.final.houses
    assert final.carriages == game.final.carriages and final.turn == game.final.turn


def test_record_round_trips_through_json(tmp_path: Path) -> None:
    record = record_of(4, players=2)
    path = tmp_path / "game.json"
    save_record(record, path)
    assert load_record(path) == record
    assert parse_record(to_json(record)) == record
    assert not list(tmp_path.glob("*.tmp")), "the atomic write leaves no temporary file"


def test_explicit_deck_order_sets_up_the_display_and_the_deck() -> None:
    codes = list(standard_board().city_codes) * 3
    record = GameRecord(players=["A", "B"], deck=codes, start_player=1, moves=["+?", "+MAN"])
    start = replay(record)[0]
    assert [standard_board().city_codes[c] for c in start.display] == codes[:6]
    assert standard_board().city_codes[start.deck[-1]] == codes[6]
    assert start.current == 1


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda r: r.update(players=["only one"]), "players"),
        (lambda r: r.update(seed="abc"), "seed"),
        (lambda r: r.update(deck=["ULM"] * 66), "deck"),
        (lambda r: r.update(options={"all_lands": "most"}), "options.all_lands"),
        (lambda r: r.update(surprise=1), "surprise"),
        (lambda r: r.update(format="chess-pgn"), "format"),
    ],
)
def test_malformed_record_names_the_field(change, field: str) -> None:  # type: ignore[no-untyped-def]
    raw = json.loads(to_json(record_of(1, players=2)))
    change(raw)
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(raw))
    assert field in err.value.message


def test_broken_json_is_a_record_error() -> None:
    with pytest.raises(RecordError) as err:
        parse_record('{"players": ["a", "b"], "moves": [')
    assert "JSON" in err.value.message


def test_tampered_move_names_its_number() -> None:
    record = record_of(2, players=2)
    moves = list(record.moves)
    moves[5] = "<LOD" if moves[5] != "<LOD" else ">LOD"
    with pytest.raises(RecordError) as err:
        replay(record.model_copy(update={"moves": moves}))
    assert err.value.params["move_number"] == 6
    assert "move 6" in err.value.message
    moves[5] = "go north"
    with pytest.raises(RecordError) as err:
        replay(record.model_copy(update={"moves": moves}))
    assert "move 6" in err.value.message


def test_start_player_beyond_the_table_is_refused() -> None:
    with pytest.raises(RecordError) as err:
        GameRecord(players=["a", "b"], start_player=3).initial_state()
    assert "start_player" in err.value.message


def test_the_documented_example_replays() -> None:
    doc = Path(__file__).resolve().parents[3] / "docs" / "record-format.md"
    text = doc.read_text(encoding="utf-8")
    example = text.split("```json", 1)[1].split("```", 1)[0]
    states = replay(parse_record(example))
    assert len(states) == 13
    assert states[-1].routes[0] == (standard_board().city_index("FRE"),)


# A record as the program wrote it before it had a second game: no "game" field (issue 14).
OLD_RECORD = """{
 "format": "thurntaxis-record",
 "version": 1,
 "players": ["Anna", "Computer"],
 "options": {"all_lands": "all_nine"},
 "seed": 42,
 "start_player": 0,
 "moves": ["+REG", "+ZUR", "*REG", "E"]
}
"""


def test_a_record_names_its_game_and_one_without_the_field_is_thurn_and_taxis(tmp_path: Path) -> None:
    old = parse_record(OLD_RECORD)
    assert old.game == GAME_ID == LEGACY_GAME == "thurn-and-taxis"
    assert len(replay(old)) == 5
    assert json.loads(to_json(old))["game"] == "thurn-and-taxis", "written from now on with the field"
    path = tmp_path / "old.json"
    path.write_text(OLD_RECORD, encoding="utf-8")
    assert load_record(path) == old == parse_record(to_json(old))


@pytest.mark.parametrize("game", ["carcassonne", "chess", "Thurn-and-Taxis", "line\nbreak"])
def test_a_record_of_another_game_is_refused_in_one_line(game: str) -> None:
    raw = json.loads(OLD_RECORD) | {"game": game}
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(raw))
    assert err.value.code == "record_other_game"
    assert err.value.params["expected"] == "thurn-and-taxis"
    assert "\n" not in err.value.message and "not of 'thurn-and-taxis'" in err.value.message


@pytest.mark.parametrize("game", [3, None, ["thurn-and-taxis"], {"id": "thurn-and-taxis"}])
def test_a_game_that_is_not_named_by_a_text_is_a_field_error(game: object) -> None:
    raw = json.loads(OLD_RECORD) | {"game": game}
    with pytest.raises(RecordError) as err:
        parse_record(json.dumps(raw))
    assert err.value.code == "record_field" and err.value.params["field"] == "game"
