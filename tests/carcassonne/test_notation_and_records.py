"""Notation round trips, records (round trips, replay, untrusted input) and the Qt-free layering."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.carcassonne.helpers import random_moves
from thurntaxis import errors as base_errors
from thurntaxis.carcassonne.rules import (
    Move,
    apply,
    determinize,
    final_position,
    legal_moves,
    load_record,
    new_game,
    new_record,
    observation,
    parse_record,
    result,
    save_record,
    to_json,
)
from thurntaxis.carcassonne.rules.moves import FOLLOWER, NO_FOLLOWER, PLACE
from thurntaxis.carcassonne.rules.tiles import K_FIELD, K_MONASTERY, ORIENTED, full_tile_set
from thurntaxis.errors import IllegalMoveError, NotationError, RecordError
from thurntaxis.records import clean_name


@pytest.mark.parametrize(
    "text",
    [
        "V1@2,-1",
        "D0@0,0",
        "X3@-99,99",
        "road:ES",
        "city:NESW",
        "monastery",
        "field:e2s1",
        "field:n1n2e1e2s1s2w1w2",
        "none",
    ],
)
def test_notation_round_trips(text: str) -> None:
    move = Move.parse(text)
    assert str(move) == text
    assert eval(repr(move)) == move  # the repr pastes into a test


@pytest.mark.parametrize(
    "text",
    [
        "",
        "V4@0,0",
        "Y0@0,0",
        "V1@2",
        "V1@100,0",
        "V1@2,-1 ",
        "road:",
        "road:NN",
        "road:X",
        "city:ne",
        "field:e3",
        "field:e1e1",
        "monastery:N",
        "forest:N",
        "NONE",
        "\n",
        "V1@\u0662,0",
        "x" * 10_000,
    ],
)
def test_malformed_notation(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Move.parse(text)
    assert "\n" not in info.value.message
    assert len(info.value.message) < 300
    assert type(info.value) is base_errors.NotationError  # the program's one class, as Thurn and Taxis raises


def _any_move() -> st.SearchStrategy[Move]:
    place = st.builds(
        lambda t, r, x, y: Move(PLACE, t, r, x, y),
        st.integers(0, 23),
        st.integers(0, 3),
        st.integers(-99, 99),
        st.integers(-99, 99),
    )
    side = st.builds(lambda k, m: Move(FOLLOWER, segment=k, mask=m), st.integers(0, 1), st.integers(1, 15))
    field = st.builds(lambda m: Move(FOLLOWER, segment=K_FIELD, mask=m), st.integers(1, 255))
    return st.one_of(place, side, field, st.just(Move(FOLLOWER, segment=K_MONASTERY)), st.just(Move(NO_FOLLOWER)))


@given(_any_move())
def test_notation_round_trips_for_any_move(move: Move) -> None:
    assert Move.parse(str(move)) == move


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5))
def test_placed_tiles_match_all_neighbours(seed: int, players: int) -> None:
    _first, _moves, states = random_moves(players, seed)
    board = states[-1].board
    steps = (-1, 256, 1, -256)
    for pos, tile in board.items():
        for d in range(4):
            other = board.get(pos + steps[d])
            if other is not None:
                assert tile.edges[d] == other.edges[(d + 2) % 4]


@settings(max_examples=25, deadline=None)
@given(
    st.integers(-(2**63), 2**63 - 1),
    st.lists(st.text(min_size=1, max_size=40).filter(clean_name), min_size=2, max_size=5),
)
def test_record_json_round_trips(seed: int, names: list[str]) -> None:
    state = new_game(len(names), seed=seed)
    moves = []
    rng = random.Random(seed)
    for _ in range(10):
        move = rng.choice(legal_moves(state))
        state = apply(state, move)
        moves.append(move)
    record = new_record(names, seed=seed, moves=moves)
    again = parse_record(to_json(record))
    assert again == record
    assert final_position(again).scores == state.scores


def test_replay_reproduces_random_games(tmp_path: Path) -> None:
    for seed in range(40):
        first, moves, states = random_moves(4, seed)
        tiles = "".join("ABCDEFGHIJKLMNOPQRSTUVWX"[t] for t in (3, first.drawn, *first.deck))
        for record in (
            new_record(["A", "B", "C", "D"], seed=seed, moves=moves),
            new_record(["A", "B", "C", "D"], tiles=tiles, moves=moves),
        ):
            path = tmp_path / "game.json"
            save_record(record, path)
            final = final_position(load_record(path))
            assert final.game_over
            assert result(final) == result(states[-1])


def test_observation_hides_the_order_and_determinize_plays_on() -> None:
    state = new_game(3, seed=5)
    for _ in range(20):
        state = apply(state, legal_moves(state)[0])
    seen = observation(state, 1)
    assert not hasattr(seen, "deck")
    assert sum(seen.remaining) == len(state.deck)
    sampled = determinize(seen, random.Random(1))
    assert sorted(sampled.deck) == sorted(state.deck)
    assert legal_moves(sampled) == legal_moves(state)
    while not sampled.game_over:
        sampled = apply(sampled, legal_moves(sampled)[-1])
    assert sampled.tiles_accounted() == 72
    assert state.tiles_accounted() == 72  # the original is untouched


GOOD = {"game": "carcassonne", "players": ["Ann", "Bob"], "seed": 3, "moves": []}


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"players": "Ann"}, "players"),
        ({"players": ["Ann"]}, "players"),
        ({"players": ["Ann", ""]}, "players"),
        ({"players": ["Ann", "B\nob"]}, "players"),
        ({"seed": "3"}, "seed"),
        ({"seed": 1.0}, "seed"),
        ({"seed": 2**300}, "seed"),  # (over 256 bits)
        ({"game": "thurntaxis"}, "game"),
        ({"game": None}, "game"),
        ({"extra": 1}, "extra"),
        ({"tiles": "D" * 72}, "tiles"),
        ({"tiles": "Z" + "".join("ABCDEFGHIJKLMNOPQRSTUVWX"[t] for t in full_tile_set()[1:])}, "tiles"),
        ({"tiles": "".join("ABCDEFGHIJKLMNOPQRSTUVWX"[t] for t in full_tile_set()[1:])}, "tiles"),
        ({"tiles": "".join("ABCDEFGHIJKLMNOPQRSTUVWX"[t] for t in reversed(full_tile_set()))}, "tiles"),
        ({"moves": ["none"] * 1001}, "moves"),
        ({"moves": [1]}, "moves.0"),
        ({"start_player": 7}, "start_player"),
    ],
)
def test_malformed_records_name_the_field(change: dict[str, object], field: str) -> None:
    raw = {**GOOD, **change}
    if change.get("game") is None and "game" in change:
        del raw["game"]
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps(raw))
    assert info.value.params["field"] == field
    assert "\n" not in info.value.message


def test_record_without_game_field_is_refused() -> None:
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps({"players": ["A", "B"]}))
    assert info.value.params == {"field": "game", "problem": "missing"}


@pytest.mark.parametrize(
    ("moves", "number", "reason"),
    [(["V9@0,0"], 1, "notation"), (["none"], 1, "wrong_phase"), (["monastery"], 1, "wrong_phase")],
)
def test_bad_moves_in_a_record_name_the_move(moves: list[str], number: int, reason: str) -> None:
    record = parse_record(json.dumps({**GOOD, "moves": moves}))
    with pytest.raises(RecordError) as info:
        final_position(record)
    assert info.value.params["move_number"] == number
    assert info.value.params["reason"] == reason


def test_illegal_placement_in_a_record() -> None:
    state = new_game(2, seed=3)
    letter = "ABCDEFGHIJKLMNOPQRSTUVWX"[state.drawn]
    record = parse_record(json.dumps({**GOOD, "moves": [f"{letter}0@5,5"]}))
    with pytest.raises(RecordError) as info:
        final_position(record)
    assert info.value.params["reason"] == "no_neighbour"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[",
        "[" * 100_000 + "]" * 100_000,
        "1" * 5000,
        '{"a": NaN}',
        "null",
        "[]",
        '"x"',
        "\ufeff{}",
        "x" * (2 << 20),
    ],
)
def test_broken_json_is_a_record_error(text: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert "\n" not in info.value.message
    assert type(info.value) is base_errors.RecordError


def test_unreadable_files_are_record_errors(tmp_path: Path) -> None:
    with pytest.raises(RecordError):
        load_record(tmp_path)
    with pytest.raises(RecordError):
        load_record(tmp_path / "missing.json")
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError):
        load_record(tmp_path / "bin.json")


def test_errors_are_the_programs_error_classes() -> None:
    with pytest.raises(base_errors.IllegalMoveError):
        apply(new_game(2, seed=1), Move.parse("none"))
    assert issubclass(IllegalMoveError, base_errors.GameError)
    assert issubclass(RecordError, base_errors.RecordError)


def test_distinct_rotations_only_in_legal_moves() -> None:
    state = new_game(2, tiles="U")
    moves = legal_moves(state)
    assert len(moves) == len(set(moves))
    assert all(m.rotation in (0, 1) for m in moves)  # a U turned twice is the same U
    assert len(ORIENTED) == 24


def test_carcassonne_does_not_load_qt() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "import thurntaxis.carcassonne\n"
        "for info in pkgutil.walk_packages(thurntaxis.carcassonne.__path__, 'thurntaxis.carcassonne.'):\n"
        "    if not info.name.startswith('thurntaxis.carcassonne.ui'):  # the table page is Qt's, the rest not\n"
        "        importlib.import_module(info.name)\n"
        "from thurntaxis.carcassonne.rules import random_game\n"
        "random_game(2, 1)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]"
