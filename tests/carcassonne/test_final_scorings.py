"""The final scoring feature by feature (`final_scorings`): what the table shows one by one at the end adds up to
the end categories of the points, in the order roads, cities, monasteries, farms."""

from __future__ import annotations

import pytest

from tests.carcassonne.helpers import game, random_moves
from thurntaxis.carcassonne.rules import final_scorings
from thurntaxis.carcassonne.rules.state import FARMS, FINAL_CITIES, FINAL_MONASTERIES, FINAL_ROADS

CATEGORY = {"road": FINAL_ROADS, "city": FINAL_CITIES, "monastery": FINAL_MONASTERIES, "farm": FARMS}
ORDER = ("road", "city", "monastery", "farm")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_final_scorings_add_up_to_the_end_categories(seed: int) -> None:
    _first, _moves, states = random_moves(3, seed)
    final = states[-1]
    assert final.game_over
    got = [[0] * 7 for _ in range(final.players)]
    for item in final_scorings(final):
        assert item.winners and item.returned and item.points > 0
        for winner in item.winners:
            got[winner][CATEGORY[item.kind]] += item.points
    for player in range(final.players):
        for category in CATEGORY.values():
            assert got[player][category] == final.points[player][category]
    kinds = [item.kind for item in final_scorings(final)]
    assert kinds == sorted(kinds, key=ORDER.index)
    assert "farm" in kinds or all(final.points[p][FARMS] == 0 for p in range(final.players))


def test_a_monastery_with_one_neighbour_scores_two_points_at_the_end() -> None:
    # A monastery south of the start tile, its monk on it: 1 for itself and 1 for the start tile.
    state = game(2, "A0@0,1 monastery")
    scored = final_scorings(state)
    assert [s.kind for s in scored] == ["monastery"]
    (monastery,) = scored
    assert monastery.winners == (0,) and monastery.points == 2 == len(monastery.squares)
