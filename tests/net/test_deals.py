"""Deals nobody can search for: a game nobody gave a seed to, local or hosted, from the window or from `serve`, is
dealt from at least 128 bits of the operating system's randomness (a 31-bit seed let a seat find the seed from the
first tiles it saw, offline, and with it every hidden card and tile); a given seed still replays exactly, and records
of old, small seeds and of new, large ones load and replay."""

from __future__ import annotations

import argparse
import json
from typing import Any

from thurntaxis.games import entry
from thurntaxis.net import commands
from thurntaxis.records import SEED_BITS, new_seed

DRAWS = 12  # all twelve below 2**100 by chance: about 2**-336


def _large(seeds: list[int]) -> bool:
    return max(seed.bit_length() for seed in seeds) > 100 and len(set(seeds)) == len(seeds)


def test_a_new_seed_has_the_bits_it_promises() -> None:
    assert SEED_BITS >= 128
    assert _large([new_seed() for _ in range(DRAWS)])


def test_serve_deals_from_a_large_seed_and_keeps_a_given_one() -> None:
    def room(seed: int | None) -> int:
        args = argparse.Namespace(game="carcassonne", players=2, bots="easy", code=None, seed=seed)
        made = commands._new_room(args)
        assert not isinstance(made, int)
        return made.seed

    assert _large([room(None) for _ in range(DRAWS)])
    assert room(42) == 42


def test_a_large_seed_deals_records_and_replays_in_both_games() -> None:
    for game_id in ("carcassonne", "thurn-and-taxis"):
        game = entry(game_id).load()
        seed = (1 << 127) + 12345

        def opening(seed: int, game: Any = game) -> dict[str, object]:
            return game.observation_json(game.new_observer(2).observe(game.new_game(2, seed), 0))

        assert opening(seed) == opening(seed)  # the same seed deals the same game
        assert any(opening(seed) != opening(seed + (k << 100)) for k in range(1, 6))  # and its high bits count
        played = game.random_game(2, seed)
        record = game.read_record(json.loads(game.record_text(["Ada", "Bo"], seed, [str(m) for m in played.moves])))
        assert record.seed == seed
        assert game.scores(game.replay(record)) == game.scores(played.final)
        old = game.record_text(["Ada", "Bo"], 7, [])  # a record of the old, small seeds still reads
        assert game.read_record(json.loads(old)).seed == 7


def test_the_tables_deal_a_new_game_from_a_large_seed(qtbot) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.carcassonne.ui.controller import CarcassonneController
    from thurntaxis.kit.players import Seat
    from thurntaxis.taxis.ui.controller import GameController

    seats = [Seat("Ada"), Seat("Bo")]
    taxis, carcassonne = GameController(), CarcassonneController()
    seeds = []
    for _ in range(DRAWS // 2):
        taxis.start(seats)
        carcassonne.start(seats)
        seeds += [taxis.record().seed, carcassonne.record().seed]
    carcassonne.stop()
    assert _large(seeds)
    taxis.start(seats, seed=5)
    assert taxis.record().seed == 5
