"""Scoring shown as it happens: a completed feature's points fly from it to the scorer's score, its followers go
home to their owner's supply, the numbers change as they land, every follower goes home at the final scoring, and
at instant speed nothing flies."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel

from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, NONE, Move, legal_moves, new_record, random_game
from thurntaxis.carcassonne.rules.tiles import LETTERS, full_tile_set
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.flights import Flight, Flyer, FlyingFollower, FlyingPoints, rect_in
from thurntaxis.carcassonne.ui.items import FollowerItem
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.scene import feature_centre
from thurntaxis.kit.players import HUMAN, Seat

from .mouse import Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
FIVE = [
    Seat(n, HUMAN, colour=c)
    for n, c in zip(("Mira", "Otto", "Ida", "Karl", "Zofia"), ("red", "blue", "yellow", "green", "black"), strict=True)
]


def _tiles(first: str) -> str:
    rest = [LETTERS[t] for t in full_tile_set()[1:]]
    for letter in first:
        rest.remove(letter)
    return "D" + first + "".join(rest)


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.show_side(True)  # (at 1024 pixels it folds by itself)
    made.resize(1024, 700)
    made.show()
    qtbot.waitExposed(made)
    # The first tile drawn, an E turned twice above the start tile, closes the start tile's city (4 points).
    made.load(new_record([s.name for s in SEATS], tiles=_tiles("EUVK")), SEATS)
    yield made
    made.stop()


def _close_the_city(page: CarcassonnePage) -> None:
    """Mira places the E above the start tile and a knight in the city it closes."""
    hand = Hand(page)
    hand.play(Move.parse("E2@0,-1"))
    assert page.controller.state.phase == FOLLOWER_PHASE
    hand.click(page.scene.segment_centre("city:S"))


def _flights(page: CarcassonnePage, kind: type[Flyer]) -> list[Flight]:
    return [f for f in page.flights.under_way if isinstance(f.path.targetObject(), kind)]


def _lands_in(flight: Flight, label: QLabel, page: CarcassonnePage) -> bool:
    end = flight.path.endValue()
    assert isinstance(end, QPointF)
    return rect_in(label, page).contains(end)


def test_a_scored_city_flies_its_points_to_the_scorers_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.show_side(True)  # (at 1024 pixels it folds by itself)
    made.resize(1024, 700)
    made.show()
    qtbot.waitExposed(made)
    # Mira draws the U and lays it beside the start tile; Otto draws the E and closes the start tile's city.
    made.load(new_record([s.name for s in SEATS], tiles=_tiles("UEVK")), SEATS)
    hand = Hand(made)
    hand.play(next(m for m in legal_moves(made.controller.state) if m.y == 0))
    hand.play(NONE)
    made.view.zoom(1.6)  # zoomed in and scrolled: the points still start where the city is shown
    made.view.horizontalScrollBar().setValue(made.view.horizontalScrollBar().value() + 40)
    hand.play(Move.parse("E2@0,-1"))
    hand.click(made.scene.segment_centre("city:S"))
    state = made.controller.state
    assert state.scores == (0, 4)
    [points] = _flights(made, FlyingPoints)
    flyer = points.path.targetObject()
    assert isinstance(flyer, FlyingPoints)
    assert flyer.text == texts.counted("points", 4) and flyer.colour == "blue"
    assert _lands_in(points, made.scores.score_label(1), made)
    assert not _lands_in(points, made.scores.score_label(0), made)
    shown = made.view.viewport().mapTo(made, made.view.mapFromScene(feature_centre(state, state.last_scored[0])))
    start = points.group.animationAt(0).startValue()
    assert isinstance(start, QPointF) and (start - QPointF(shown)).manhattanLength() <= 2
    assert made.scores.score_label(1).text() == "0"  # counted when the points arrive, not before
    qtbot.waitUntil(lambda: not made.flights.under_way, timeout=5000)
    assert made.scores.score_label(1).text() == "4" and made.scores.score_label(0).text() == "0"
    made.stop()


def test_the_scored_citys_knight_goes_home_to_its_owners_supply(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    _close_the_city(page)
    assert page.controller.state.supply == (7, 7) and not page.scene._followers  # back in the supply at once
    [knight] = _flights(page, FlyingFollower)
    ghost = knight.path.targetObject()
    assert isinstance(ghost, FlyingFollower) and ghost.colour == "red" and not ghost.lying
    assert _lands_in(knight, page.scores.supply_label(0), page)
    assert page.scores.supply_label(0).text() == "× 6"
    qtbot.waitUntil(lambda: not page.flights.under_way, timeout=5000)
    assert page.scores.supply_label(0).text() == "× 7"
    assert not page.findChildren(Flyer) or all(not f.isVisible() for f in page.findChildren(Flyer))


def test_at_the_final_scoring_every_follower_left_goes_home_feature_by_feature(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = random_game(3, seed=4)
    seats = FIVE[:3]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.show_side(True)  # (at 1024 pixels it folds by itself)
    made.resize(1024, 700)
    made.show()
    made.load(new_record([s.name for s in seats], seed=4, moves=list(game.moves[:-1])), seats)
    left = dict(game.final.followers)
    assert left  # the game ends with followers on the board
    made.controller.submit(game.moves[-1])
    assert made.controller.state.game_over and not made.scene._followers
    # They stay on the board (drawn by the final scoring) and leave one feature at a time, not all at once.
    on_board = [i for i in made.scene.items() if isinstance(i, FollowerItem)]
    assert len(on_board) == len(left)
    assert len(_flights(made, FlyingFollower)) < len(left)
    homes: list[Flight] = []
    while made.story.finale.running:
        homes += [f for f in _flights(made, FlyingFollower) if f not in homes]
        qtbot.wait(20)
    homes += [f for f in _flights(made, FlyingFollower) if f not in homes]
    for player in set(left.values()):
        going = [f for f in homes if _lands_in(f, made.scores.supply_label(player), made)]
        assert len(going) >= list(left.values()).count(player)
    qtbot.waitUntil(lambda: not made.flights.under_way, timeout=5000)
    assert [made.scores.supply_label(p).text() for p in range(3)] == ["× 7"] * 3
    assert not [i for i in made.scene.items() if isinstance(i, FollowerItem)]
    made.stop()


def test_at_instant_speed_nothing_flies(page: CarcassonnePage) -> None:
    page.set_speed("instant")
    _close_the_city(page)
    assert not page.flights.under_way and not page.findChildren(Flyer)
    assert page.scores.score_label(0).text() == "4" and page.scores.supply_label(0).text() == "× 7"


def test_an_undo_lands_what_was_flying(page: CarcassonnePage) -> None:
    page.set_speed("slow")
    _close_the_city(page)
    assert page.flights.under_way
    page.undo()
    assert not page.flights.under_way
    assert page.scores.score_label(0).text() == "0" and page.scores.supply_label(0).text() == "× 7"
