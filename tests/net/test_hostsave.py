"""Seeded fuzzing of the host's save (`serve --resume FILE`): mutated saves end in a resumed room or a
`RecordError` whose message is one printable line; nothing else escapes."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from thurntaxis.errors import RecordError
from thurntaxis.net import hostsave
from thurntaxis.net.room import COMPUTER, REMOTE, Room, Seat

NASTY: list[Any] = ["", "x" * 70, -1, 2**70, 1.5, True, None, [], {}, "\ud800", "ULM", "easy", "remote", [None] * 20]


def mutate(data: Any, rng: random.Random) -> Any:
    """`data` with one value somewhere replaced, dropped or added."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        out = dict(data)
        roll = rng.random()
        if roll < 0.15:
            del out[key]
        elif roll < 0.25:
            out["extra"] = rng.choice(NASTY)
        else:
            out[key] = mutate(out[key], rng) if rng.random() < 0.5 else rng.choice(NASTY)
        return out
    if isinstance(data, list) and data and rng.random() < 0.8:
        out_list = list(data)
        i = rng.randrange(len(out_list))
        out_list[i] = mutate(out_list[i], rng) if rng.random() < 0.5 else rng.choice(NASTY)
        return out_list
    return rng.choice(NASTY)


def test_mutated_host_saves_resume_or_are_refused_in_one_line(tmp_path: Path) -> None:
    room = Room("carcassonne", [Seat(REMOTE), Seat(COMPUTER, level="easy")], "K3Y", 4)
    room.seats[0].token, room.seats[0].name = "t" * 24, "Ada"
    room.start()
    for _ in range(6):
        assert room.play(room.to_move(), len(room.moves), str(room.game.legal_moves(room.state)[0])) is None
    good = json.loads(room.save().model_dump_json())
    rng = random.Random(29)
    path = tmp_path / "host.json"
    outcomes = {"resumed": 0, "refused": 0}
    for _ in range(600):
        path.write_text(json.dumps(mutate(good, rng)), encoding="utf-8")
        try:
            Room.resumed(hostsave.read(path))
            outcomes["resumed"] += 1
        except RecordError as exc:
            assert exc.message.isprintable() and "\n" not in exc.message, exc.message
            outcomes["refused"] += 1
    assert outcomes["resumed"] > 20 and outcomes["refused"] > 300, outcomes
