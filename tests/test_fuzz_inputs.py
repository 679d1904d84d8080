"""Seeded fuzzing of every reader of records and saves (issue 10): thousands of mutated files through the shared
reader, the game's loader and `thurntaxis replay`. Each one ends in a clean result or a `RecordError` whose
message is one printable line; nothing else may escape."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import pytest

from thurntaxis.cli import main
from thurntaxis.errors import RecordError
from thurntaxis.games import entry_of_record
from thurntaxis.records import decode_json
from thurntaxis.shell.savegame import load_game, read_game
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.record import final_position

SEED = 20261122
RUNS = 4000

NASTY_TOKENS = [
    "[" * 1000,
    "9" * 5000,
    '"\\ud800"',
    "true",
    "1.0",
    "\\n",
    "\ufeff",
    "{",
    "}",
    '"',
    ",",
    "null",
    "-",
    "1e999",
    "NaN",
    '"+ınn"',
    '"ſ"',
    '"' + "x" * 2000 + '"',
    "\x00",
    '"\n"',
    "[]",
    "{}",
    "-0",
    '"thurntaxis-save"',
    '"thurntaxis-record"',
    '"record"',
    '"seats"',
    "\\u0000",
    "\u2028",
]
NASTY_VALUES: list[Any] = [
    True,
    False,
    None,
    1.0,
    -1,
    0,
    2**63,
    -(2**63) - 1,
    "",
    "x" * 500,
    "\ud800",
    "a\nb",
    "+ınn",
    [],
    {},
    [[[[]]]],
    {"k": 1},
    "+?",
    "E",
    "ULM",
    ["+?"] * 3,
    "human",
    "blue",
]


def _corpus() -> list[str]:
    """Valid records and saves of short real games."""
    texts = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game = random_game(players, seed)
        record = {
            "format": "thurntaxis-record",
            "version": 1,
            "players": [f"P{i}" for i in range(players)],
            "seed": seed,
            "start_player": game.initial.start_player,
            "moves": [str(m) for m in game.moves[:120]],
        }
        texts.append(json.dumps(record, indent=1))
        seats = [
            {"kind": "human" if i == 0 else "computer", "level": "easy", "colour": c}
            for i, c in enumerate(("blue", "red", "yellow", "green")[:players])
        ]
        texts.append(json.dumps({"format": "thurntaxis-save", "version": 1, "seats": seats, "record": record}))
    return texts


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            found += _paths(item, (*prefix, index))
    return found


def _structural(rng: random.Random, text: str) -> str:
    """Replace, remove or add one value somewhere in the JSON tree."""
    data = json.loads(text)
    path = rng.choice(_paths(data)[1:])
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    key = path[-1]
    roll = rng.random()
    if roll < 0.6:
        parent[key] = rng.choice(NASTY_VALUES)
    elif roll < 0.8 and isinstance(parent, dict):
        del parent[key]
    elif isinstance(parent, dict):
        parent[rng.choice(["surprise", "se\neds", "", "\ud800", key])] = rng.choice(NASTY_VALUES)
    else:
        parent.insert(key, rng.choice(NASTY_VALUES))
    return json.dumps(data, ensure_ascii=rng.random() < 0.5)


def _textual(rng: random.Random, text: str) -> str:
    """Insert a nasty token, delete or duplicate a slice, or change one character."""
    at = rng.randrange(len(text) + 1)
    roll = rng.random()
    if roll < 0.5:
        return text[:at] + rng.choice(NASTY_TOKENS) + text[at:]
    if roll < 0.7:
        return text[:at] + text[at + rng.randrange(1, 40) :]
    if roll < 0.85:
        return text[:at] + text[at : at + rng.randrange(1, 200)] + text[at:]
    return text[:at] + chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x80, 0x3000)])) + text[at + 1 :]


def _one_line(message: str) -> None:
    assert message and message.isprintable() and len(message) < 600, repr(message[:300])
    message.encode("utf-8")


def test_mutated_records_and_saves_end_in_a_result_or_a_one_line_record_error(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(SEED)
    corpus = _corpus()
    outcomes = {"clean": 0, "refused": 0}
    started = time.perf_counter()
    for run in range(RUNS):
        text = rng.choice(corpus)
        for _ in range(rng.choice((1, 1, 2, 3))):
            text = _structural(rng, text) if rng.random() < 0.5 and _is_json(text) else _textual(rng, text)
        try:
            if run % 10 == 0:  # through a file: the game's loader and the command line
                path = tmp_path / f"case{run % 3}.json"
                data = text.encode("utf-8", "surrogatepass")
                path.write_bytes(b"\xef\xbb\xbf" + data if run % 20 == 0 else data)
                _through_the_command_line(path, capsys)
                load_game(path)
            else:
                raw = decode_json(text)
                record, _seats = read_game(raw, entry_of_record(raw))  # (checked to replay)
                final_position(record)
            outcomes["clean"] += 1
        except RecordError as exc:
            _one_line(exc.message)
            outcomes["refused"] += 1
    elapsed = time.perf_counter() - started
    print(f"\nfuzz: {RUNS} inputs in {elapsed:.1f} s: {outcomes}")
    assert outcomes["clean"] > RUNS // 100 and outcomes["refused"] > RUNS // 2  # the mutations reach both ends


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _through_the_command_line(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    if code == 0:
        assert out and not err
    else:
        assert code == 2 and err.endswith("\n") and err.count("\n") == 1, err[:300]
        _one_line(err.strip())
