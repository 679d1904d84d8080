"""Every example of CARCASSONNE-RULES.md ("Examples from the rulebook"), built from explicit tile orders and moves.

The start tile is a D at (0, 0): city north, road from west to east, field south; x grows east, y grows south.
"""

from __future__ import annotations

import pytest

from tests.carcassonne.helpers import game
from thurntaxis.carcassonne.rules import result
from thurntaxis.carcassonne.rules.state import (
    CITIES,
    FARMS,
    FINAL_CITIES,
    FINAL_MONASTERIES,
    FINAL_ROADS,
    MONASTERIES,
    ROADS,
)

RED, BLUE, YELLOW = 0, 1, 2


@pytest.mark.parametrize(
    ("turns", "points"),
    [
        # A monastery ends the road on each side: (-1,0), the start tile, (1,0), (2,0).
        (("A3@-1,0 road:E", "U1@1,0", "A1@2,0"), 4),
        (("A3@-1,0 road:E", "A1@1,0"), 3),
    ],
    ids=["road_of_4_tiles", "road_of_3_tiles"],
)
def test_completed_road(turns: tuple[str, ...], points: int) -> None:
    """„Gracz posiadający swojego zbójcę na ukończonym trakcie zdobywa jeden punkt za każdą płytkę stanowiącą
    część ukończonego traktu” — "Czerwony zdobywa 4 punkty", "Czerwony zdobywa 3 punkty"."""
    state = game(2, *turns)
    assert state.points[RED][ROADS] == points
    assert state.supply[RED] == 7  # the robber came back


def test_completed_city_of_4_tiles_without_shield() -> None:
    """„Czerwony zdobywa 8 punktów (4 płytki miasta bez proporców)”."""
    state = game(2, "N2@0,-1 city:ES", "N3@1,-1", "D0@1,0")
    assert state.last_scored[0].kind == "city"
    assert len(state.last_scored[0].squares) == 4
    assert state.points[RED][CITIES] == 8


def test_completed_city_of_3_tiles_with_a_shield() -> None:
    """„każdy proporzec na segmentach miasta przynosi graczowi 2 dodatkowe punkty”: 3 tiles and a shield, 8."""
    state = game(2, "F1@0,-1 city:NS", "E2@0,-2")
    assert state.points[RED][CITIES] == 8


def test_completed_monastery() -> None:
    """„zdobywa 9 punktów (1 punkt za płytkę klasztoru i 8 za wszystkie przyległe płytki)”."""
    turns = ("B0@0,1 monastery", "U1@-1,0", "U1@1,0", "B0@-1,1", "B0@1,1", "B0@-1,2", "B0@0,2")
    before = game(2, *turns)
    assert before.points[RED][MONASTERIES] == 0
    state = game(2, *turns, "B0@1,2")
    assert state.points[RED][MONASTERIES] == 9
    assert state.last_scored[-1].kind == "monastery"
    assert state.supply[RED] == 7


def test_city_of_5_tiles_with_a_knight_each_of_red_and_blue() -> None:
    """„Czerwony i niebieski zdobywają pełne 10 punktów za pokazane miasto”: two parts, each with a knight,
    joined later; both score in full and both knights return."""
    state = game(2, "N2@0,-1 city:ES", "D0@1,0 city:N", "R2@1,-1", "E3@2,-1")
    assert state.points[RED][CITIES] == 10
    assert state.points[BLUE][CITIES] == 10
    assert state.supply == (7, 7)
    assert state.last_scored[0].winners == (RED, BLUE)


def test_final_incomplete_road_of_3_tiles() -> None:
    """„Nieukończone trakty … 1 punkt za każdy segment traktu”: 3."""
    state = game(2, "U1@1,0 road:EW", "U1@2,0")
    assert state.game_over
    assert state.points[RED][FINAL_ROADS] == 3


def test_final_incomplete_monastery_with_4_neighbours() -> None:
    """„Nieukończony klasztor przynosi graczowi 1 punkt za” itself and each neighbour: 5."""
    state = game(2, "B0@0,1 monastery", "U1@-1,0", "U1@1,0", "B0@-1,1")
    assert state.points[RED][FINAL_MONASTERIES] == 5


def test_final_incomplete_cities_and_majority() -> None:
    """„Niebieski zdobywa 3 punkty za nieukończone” city; „8 punktów za większe nieukończone miasto” held two
    knights to one: 8 for red, 0 for blue."""
    state = game(
        2,
        "D0@1,0 city:N",
        "D0@2,0 city:N",
        "D0@3,0 city:N",
        "D0@-1,0 city:N",
        "F1@-1,-1",
        "Q2@1,-1",
        "R2@2,-1",
        "R2@3,-1",
        "E3@4,-1",
    )
    assert state.points[RED][FINAL_CITIES] == 8
    assert state.points[BLUE][FINAL_CITIES] == 3
    assert result(state).scores == (8, 3)


def test_farms_joined_later_share_two_completed_cities_and_ignore_an_incomplete_one() -> None:
    """Two farms, each with one farmer, join when a monastery ends the road between them; the farm touches
    completed cities A (south) and B (west) and an incomplete one (east): each farmer's player scores 3 + 3."""
    state = game(
        2,
        "U1@1,0 field:e2s1s2w1",  # red: the start tile's south field, extended east
        "U1@0,1 field:e2s1s2w1",  # blue: the field south of the road below the start tile
        "E2@0,2",
        "E0@0,3",  # city A, completed (it touches blue's farm)
        "D0@-1,1",
        "D2@-1,0",  # city B, completed (it touches red's farm)
        "A1@1,1",  # a monastery ends the road: its field joins both farms
        "E1@2,1",  # an incomplete city beside the joined farm
    )
    assert state.points[RED][FARMS] == 6
    assert state.points[BLUE][FARMS] == 6


def test_farm_majority_two_farmers_to_one() -> None:
    """„W razie remisu liczby chłopów wszyscy remisujący uczestnicy zdobywają taką samą ilość punktów”, else only
    the player with the most farmers scores (the rulebook's yellow 2 to black 1). Three farms, red, blue and red,
    are joined by two monasteries ending roads; the farm touches two completed cities: red 6, blue 0."""
    state = game(
        2,
        "U1@1,0 field:e2s1s2w1",  # red: south of the start road
        "U1@0,1 field:e2s1s2w1",  # blue: south of the road below the start tile
        "U1@-1,0 field:w2n1n2e1",  # red: north of the start road (by the start city)
        "E2@0,2",
        "E0@0,3",  # city A, completed, beside blue's farm
        "A1@2,0",  # joins red's north and south farms
        "A1@1,1",  # joins them with blue's
        "E2@0,-1",  # completes the start city
    )
    assert state.points[RED][FARMS] == 6
    assert state.points[BLUE][FARMS] == 0


def test_city_touched_by_two_farms_is_scored_by_each() -> None:
    """„Gospodarstwo może zaopatrywać kilka miast”, and a city beside two farms supplies both: 3 each."""
    state = game(2, "G1@0,-1 field:e1e2", "E2@0,-2", "B0@0,1", "B0@-1,-1 field:n1n2e1e2s1s2w1w2")
    assert state.points[RED][FARMS] == 3
    assert state.points[BLUE][FARMS] == 3


def test_knights_of_two_players_in_a_city_joined_later() -> None:
    """Knights placed in two separate cities that a later tile joins: both count for the majority."""
    state = game(2, "N2@0,-1 city:ES", "D0@1,0 city:N", "R2@1,-1")
    assert state.points[RED][FINAL_CITIES] == state.points[BLUE][FINAL_CITIES] == 4  # 4 tiles, open to the east


# The rulebook's farm example, one test per farm. The cities are pairs of E tiles (a 2-tile city, completed when
# the second is placed); the start city is completed by an E above it. Farms separated at first (by a city or by
# the start road) are joined by a later tile, since no farmer may be placed in a farm that already holds one.


def test_rulebook_farm_1_one_farmer_two_completed_cities() -> None:
    """Farm 1: „niebieski” has the only farmer of a farm touching completed cities A and B: blue 6. The farm also
    touches an incomplete city C, which supplies no one: red's farmer, beyond C, scores 0."""
    state = game(
        2,
        "E2@0,-1",  # red: completes city A, the start city (the farm north of A joins later)
        "U1@1,0 field:n1n2e1w2",  # blue: the start tile's field between city A and the road
        "E0@1,-1",  # red: city B starts; its field joins blue's farm with the field north of A
        "E1@2,-1",  # blue: city C starts, beside the same farm
        "N0@3,-1 field:e1e2s1s2",  # red: C goes on north, so it stays incomplete; a farm beyond C
        "E2@1,-2",  # blue: completes city B
    )
    assert state.game_over
    assert state.points[BLUE][FARMS] == 6
    assert state.points[RED][FARMS] == 0


def test_rulebook_farm_2_one_red_one_blue_farmer_three_completed_cities() -> None:
    """Farm 2: one farmer each of red and blue, placed in two farms that a later tile joins, the farm touching
    completed cities A, B and C: „każdy” scores 9."""
    state = game(
        2,
        "E2@0,-1 field:n1n2e1e2w1w2",  # red: completes city A; a farmer in the field north of A
        "U1@1,0 field:n1n2e1w2",  # blue: a farmer in the field south of A (north of the road), a separate farm
        "E0@1,-1",  # red: city B starts; its field joins red's and blue's farms
        "E2@1,-2",  # blue: completes city B
        "E1@2,-1",  # red: city C starts, beside the joined farm
        "E3@3,-1",  # blue: completes city C
    )
    assert state.game_over
    assert state.points[RED][FARMS] == 9
    assert state.points[BLUE][FARMS] == 9


def test_rulebook_farm_3_two_yellow_farmers_to_one_black_four_completed_cities() -> None:
    """Farm 3: yellow 2 farmers to black 1 in a farm touching 4 completed cities: yellow 12, black 0.

    The rules know seats, not colours; in the rulebook's colour order (red, blue, yellow, green, black:
    `COLOUR_ORDER` of thurntaxis/carcassonne/ui/pieces.py) yellow is seat 2 and black seat 4, so 5 players. Three
    farms, yellow's two and black's, are joined at the end by a monastery ending the start road."""
    yellow, black = 2, 4
    state = game(
        5,
        "E2@0,-1",  # red: completes city A, the start city
        "E0@1,-1",  # blue: city B starts; its field extends the farm north of A
        "U1@-1,0 field:n1n2e1w2",  # yellow: farmer 1, in the field south of A and north of the road
        "E2@1,-2",  # green: completes city B
        "E2@0,1 field:n1n2e1e2w1w2",  # black: a farmer south of the road; city C starts
        "E0@0,2",  # red: completes city C
        "U1@-2,0",  # blue: the road goes on west
        "E1@2,-1 field:n1n2s1s2w1w2",  # yellow: farmer 2, in the farm north of A (beside city D, which starts)
        "E3@3,-1",  # green: completes city D
        "A1@1,0",  # black: a monastery ends the road; its field joins the three farms
    )
    assert state.game_over
    assert state.points[yellow][FARMS] == 12
    assert state.points[black][FARMS] == 0
    assert [state.points[seat][FARMS] for seat in (RED, BLUE, 3)] == [0, 0, 0]
