"""A game's course replayed through the rules: each seat's score after every move ends at the final scores, starts
at minus the houses, changes only when a move scores, and each seat's longest route is the longest it scored."""

from __future__ import annotations

import pytest

from thurntaxis.errors import RecordError
from thurntaxis.taxis.rules import GameRecord, replay, scores
from thurntaxis.taxis.rules.moves import SCORE
from thurntaxis.taxis.rules.playout import random_game
from thurntaxis.taxis.rules.progress import record_progress, round_of, score_progress

from .test_record import record_of


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 11), (4, 7)])
def test_the_course_ends_at_the_final_scores(players: int, seed: int) -> None:
    game = random_game(players, seed)
    states = replay(record_of(seed, players))
    progress = score_progress(states, game.moves)
    assert [series[-1] for series in progress.totals] == [b.total for b in scores(game.final)]
    houses = game.final.board.houses_per_player
    assert [series[0] for series in progress.totals] == [-houses] * players  # no house placed yet
    assert all(len(series) == len(game.moves) + 1 for series in progress.totals)
    for i, state in enumerate(states):
        assert [series[i] for series in progress.totals] == [b.total for b in scores(state)]
    assert progress.rounds[0] == 1 and progress.rounds[-1] == round_of(game.final)
    assert list(progress.rounds) == sorted(progress.rounds)  # rounds never go back
    assert progress.final.game_over


def test_the_longest_route_is_the_longest_scored() -> None:
    game = random_game(3, 5)
    states = replay(record_of(5))
    scored: list[list[tuple[int, ...]]] = [[], [], []]
    for before, move in zip(states, game.moves, strict=False):
        if move.kind == SCORE:
            scored[before.current].append(before.routes[before.current])
    progress = score_progress(states, game.moves)
    assert progress.longest_lengths == [max((len(r) for r in routes), default=0) for routes in scored]
    assert all(route in scored[seat] or not route for seat, route in enumerate(progress.longest))
    assert max(progress.longest_lengths) >= 3  # somebody scored in a whole game


def test_a_record_replays_to_the_same_course() -> None:
    record = record_of(11)
    game = random_game(3, 11)
    replayed, played = record_progress(record), score_progress(replay(record), game.moves)
    assert (replayed.totals, replayed.rounds, replayed.longest) == (played.totals, played.rounds, played.longest)
    assert replayed.final.houses == game.final.houses and replayed.final.tiles == game.final.tiles


def test_a_record_with_a_bad_move_is_a_record_error() -> None:
    record = record_of(11)
    broken = GameRecord.model_validate({**record.model_dump(), "moves": [*record.moves[:5], "+ZZZ"]})
    with pytest.raises(RecordError):
        record_progress(broken)
