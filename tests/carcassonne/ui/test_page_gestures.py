"""The gestures of the Carcassonne table one by one: turning the tile, a refused drop, followers by drag and click,
no follower, undo, the hint, the farm toggle, hovering a feature, the breakdown and the page's API."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt

from thurntaxis.carcassonne.rules import (
    FOLLOWER_PHASE,
    NONE,
    PLACE_PHASE,
    Move,
    apply,
    legal_moves,
    new_game,
    new_record,
    random_game,
    result,
)
from thurntaxis.carcassonne.rules.tiles import LETTERS, full_tile_set
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.flights import Flyer, FlyingPoints
from thurntaxis.carcassonne.ui.gamelog import feature_text
from thurntaxis.carcassonne.ui.items import GLOW, GlowItem
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import seat_colours
from thurntaxis.errors import IllegalMoveError
from thurntaxis.kit.players import HUMAN, Seat

from .mouse import Hand, same

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def tile_order(first: str) -> str:
    """The 72 tiles of the game: the start tile D, then `first`, then the others in the box's order."""
    rest = [LETTERS[t] for t in full_tile_set()[1:]]
    for letter in first:
        rest.remove(letter)
    return "D" + first + "".join(rest)


# The first tile drawn is an E (a city on one edge): it closes the start tile's city when turned twice above it.
TILES = tile_order("EUVK")


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1280, 800)
    made.show()
    qtbot.waitExposed(made)
    made.load(new_record([s.name for s in SEATS], tiles=TILES), SEATS)
    yield made
    made.stop()


def test_the_drawn_tile_turns_by_wheel_r_and_button_and_while_dragged(page: CarcassonnePage) -> None:
    hand = Hand(page)
    scene = page.scene
    assert page.controller.state.drawn_letter == "E" and scene.rotation == 0
    hand.wheel(hand.at(scene.tray.tile_centre()))  # hovering the drawn tile
    assert scene.rotation == 1 and scene.tray.turns == 1
    hand.key(Qt.Key.Key_R)
    assert scene.rotation == 2
    hand.button(page.rotate_button)
    assert scene.rotation == 3
    hand.click(scene.tray.tile_centre())  # a click on the drawn tile turns it too
    assert scene.rotation == 0
    # While dragged over a square, the wheel turns the tile and the square says whether it fits now.
    start = hand.press(scene.tray.tile_centre())
    over = hand.at(scene.square_centre(0, -1))
    hand.move_to(start, over)
    square = scene._squares[(0, -1)]
    assert square.hot is False  # an E turned 0 shows its city north, away from the start tile's city
    hand.wheel(over, clicks=2, held=True)
    assert scene.rotation == 2 and square.hot is True
    hand.release(over)
    assert str(page.controller.moves[-1]) == "E2@0,-1"
    assert page.controller.state.phase == FOLLOWER_PHASE


def test_a_drop_where_the_tile_does_not_fit_slides_back_and_says_why(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.set_speed("fast")
    hand = Hand(page)
    scene = page.scene
    before = page.controller.state
    lines: list[str] = []
    page.status.connect(lines.append)
    hand.drag(scene.tray.tile_centre(), scene.square_centre(0, -1))  # an E turned 0 north of the start tile
    assert page.controller.state is before
    assert page.notice.text() == "The city on the south edge meets a field."
    assert page.notice.text() == texts.explain("edge_mismatch", {"side": "S", "needs": "city", "has": "field"})
    assert page.notice.text() not in lines  # said once: beside the scores, not again on the status line
    # The tile slides back to the tray, then the tray holds it again.
    assert scene._ghost is not None
    qtbot.waitUntil(lambda: scene._ghost is None, timeout=3000)
    assert scene.tray.tile_state == "ready"
    with pytest.raises(IllegalMoveError) as why:
        apply(before, Move.parse("E0@0,-1"))
    assert why.value.code == "edge_mismatch"
    # Far from every tile: a reason too; on a tile: another.
    hand.drag(scene.tray.tile_centre(), scene.square_centre(3, 2))
    qtbot.waitUntil(lambda: scene._ghost is None, timeout=3000)
    assert page.notice.text() == texts.explain("no_neighbour", {})
    hand.drag(scene.tray.tile_centre(), scene.square_centre(0, 0))
    qtbot.waitUntil(lambda: scene._ghost is None, timeout=3000)
    assert page.notice.text() == texts.explain("occupied", {})
    assert page.controller.state is before
    # Then a drop that fits clears the notice.
    hand.play(Move.parse("E2@0,-1"))
    assert page.notice.text() == "" and page.controller.state.phase == FOLLOWER_PHASE


def _place_first_tile(page: CarcassonnePage) -> None:
    Hand(page).play(Move.parse("E2@0,-1"))
    assert page.controller.state.phase == FOLLOWER_PHASE


def test_a_follower_by_drag_lies_down_on_a_field(page: CarcassonnePage) -> None:
    _place_first_tile(page)
    scene = page.scene
    names = scene.lit_segments()
    assert set(names) == {str(m) for m in legal_moves(page.controller.state)} - {"none"}
    farmer = next(n for n in names if n.startswith("field"))
    Hand(page).drag(scene.tray.follower_centre(), scene.segment_centre(farmer))
    state = page.controller.state
    assert state.phase == PLACE_PHASE and state.current == 1
    assert state.follower_list() == [(0, -1, farmer, 0)]
    assert state.supply == (6, 7)
    assert [item.lying for item in scene._followers] == [True]


def test_a_follower_by_click_stands_in_the_city_and_scores(page: CarcassonnePage) -> None:
    _place_first_tile(page)
    scene = page.scene
    Hand(page).click(scene.segment_centre("city:S"))
    state = page.controller.state
    # E2 above the start tile closes a two-tile city: 4 points, and the knight comes straight back.
    assert state.scores == (4, 0) and state.supply == (7, 7)
    assert state.follower_list() == []
    lines = [page.log_list.item(i).text() for i in range(page.log_list.count())]
    assert feature_text("city", 2, 0, 4, ("Mira",)) in lines


def test_a_follower_dropped_off_the_lit_places_goes_back(page: CarcassonnePage) -> None:
    _place_first_tile(page)
    scene = page.scene
    before = page.controller.state
    Hand(page).drag(scene.tray.follower_centre(), scene.square_centre(0, 0))
    assert page.controller.state is before
    assert page.notice.text() == texts.explain("no_target", {})
    assert not scene.tray.follower_away


def test_no_follower_by_button_and_by_enter(page: CarcassonnePage) -> None:
    hand = Hand(page)
    assert not page.no_follower_button.isEnabled()
    _place_first_tile(page)
    assert page.no_follower_button.isEnabled() and not page.rotate_button.isEnabled()
    hand.button(page.no_follower_button)
    assert page.controller.moves[-1] == NONE
    state = page.controller.state
    move = legal_moves(state)[0]
    hand.play(move)
    hand.key(Qt.Key.Key_Return)
    assert page.controller.moves[-1] == NONE and page.controller.state.current == 0


def test_undo_takes_back_a_placement_and_a_follower_before_the_next_player_moves(page: CarcassonnePage) -> None:
    hand = Hand(page)
    start = page.controller.state
    assert not page.undo_button.isEnabled()
    _place_first_tile(page)
    assert page.undo_button.isEnabled()
    hand.button(page.undo_button)
    assert page.controller.state is start and page.controller.moves == []
    assert page.notice.text() == texts.explain("undone", {})
    assert page.scene.lit_squares() == {(m.x, m.y) for m in legal_moves(start)}
    _place_first_tile(page)
    hand.button(page.no_follower_button)
    after_turn = page.controller.state
    hand.button(page.undo_button)  # the follower choice, before Otto moved
    assert page.controller.state.phase == FOLLOWER_PHASE and page.controller.state.current == 0
    hand.button(page.no_follower_button)
    assert same(page.controller.state, after_turn)
    hand.play(legal_moves(page.controller.state)[0])  # Otto places: Mira's turn can no longer be undone
    hand.button(page.undo_button)
    hand.button(page.undo_button)
    assert page.controller.state is after_turn or same(page.controller.state, after_turn)
    assert not page.controller.can_undo()


def test_the_hint_marks_a_legal_move(page: CarcassonnePage) -> None:
    hand = Hand(page)
    hand.button(page.hint_button)
    hinted = [s for s in page.scene._squares.values() if s.hint]
    assert len(hinted) == 1
    x, y = hinted[0].square
    move = Move.parse(f"E{page.scene.rotation}@{x},{y}")
    assert move in legal_moves(page.controller.state)
    assert page.notice.text()


def test_the_farm_toggle_shows_every_farm(page: CarcassonnePage) -> None:
    hand = Hand(page)
    _place_first_tile(page)
    hand.drag(
        page.scene.tray.follower_centre(),
        page.scene.segment_centre(next(n for n in page.scene.lit_segments() if n.startswith("field"))),
    )
    assert page.scene.farm_count() == 0
    page.farms_box.click()
    farms = page.scene.extents().farms()
    assert page.scene.farm_count() == len(farms) >= 2
    hand.play(legal_moves(page.controller.state)[0])  # the farms follow the play
    assert page.scene.farm_count() == len(page.scene.extents().farms())
    page.farms_box.click()
    assert page.scene.farm_count() == 0


def test_hovering_a_feature_lights_it_and_names_its_holder(page: CarcassonnePage) -> None:
    _place_first_tile(page)
    farmer = next(n for n in page.scene.lit_segments() if n.startswith("field"))
    Hand(page).drag(page.scene.tray.follower_centre(), page.scene.segment_centre(farmer))
    at = page.scene._followers[0].pos()
    text = page.scene.describe_at(at)
    assert text is not None and "Held by: Mira" in text
    page.scene.hover_at(at)
    assert page.scene._hover is not None
    assert page.scene.describe_at(page.scene.square_centre(0, 0) + QPointF(0, -40)) is not None  # the city


def test_the_breakdown_at_the_end_matches_the_rules(page: CarcassonnePage) -> None:
    played = random_game(3, seed=8)
    seats = [*SEATS, Seat("Ida", HUMAN, colour="yellow")]
    record = new_record([s.name for s in seats], seed=8, moves=list(played.moves))
    ended: list[bool] = []
    page.game_over.connect(lambda: ended.append(True))
    page.load(record, seats)
    assert ended == [True] and page.breakdown.isVisible()
    res = result(played.final)
    for player, part in enumerate(res.breakdown):
        values = [*part.as_dict().values(), part.total]
        assert [page.breakdown.value(player, row) for row in range(len(values))] == values
    assert page.breakdown.rowCount() == len(texts.category_labels()) + 1
    assert not page.scene.lit_squares() and not page.scene.piece_at(page.scene.tray.tile_centre())
    Hand(page).key(Qt.Key.Key_Escape)  # Escape closes it, as its Hide button does
    assert not page.final.isVisible()


def test_the_page_api_for_the_window_shell(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.start(SEATS, 21)
    assert same(page.controller.state, new_game(2, seed=21))
    Hand(page).play(legal_moves(page.controller.state)[0])
    record = page.record()
    assert record.seed == 21 and len(record.moves) == 1 and record.players == ["Mira", "Otto"]
    other = CarcassonnePage(speed="instant")
    qtbot.addWidget(other)
    other.load(record, SEATS)
    assert same(other.controller.state, page.controller.state)
    other.retranslate()
    assert other.rotate_button.text() == QCoreApplication.translate("Carcassonne", "Rotate")
    other.stop()
    assert seat_colours([Seat("a", colour="blue"), Seat("b", colour="blue"), Seat("c", colour="purple")]) == [
        "blue",
        "red",
        "yellow",
    ]


def test_a_scored_feature_glows_and_its_points_fly_then_fade(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.set_speed("fast")
    _place_first_tile(page)
    Hand(page).click(page.scene.segment_centre("city:S"))
    floats = [f for f in page.findChildren(FlyingPoints) if f.isVisible()]
    glows = [i for i in page.scene.items() if isinstance(i, GlowItem) and i.colour == GLOW]
    assert [f.text for f in floats] == [texts.counted("points", 4)] and floats[0].colour == "red"
    # The glow covers the city on both tiles: the start tile's north cap and the E's south cap.
    assert len(glows) == 1
    assert glows[0].path.contains(QPointF(50, 10)) and glows[0].path.contains(QPointF(50, -10))
    assert not glows[0].path.contains(QPointF(50, 60))
    qtbot.waitUntil(
        lambda: (
            not any(isinstance(i, GlowItem) and i.colour == GLOW for i in page.scene.items())
            and not page.flights.under_way
        ),
        timeout=5000,
    )


def test_at_instant_speed_nothing_lingers_after_a_scoring(page: CarcassonnePage) -> None:
    _place_first_tile(page)
    Hand(page).click(page.scene.segment_centre("city:S"))
    assert not any(isinstance(i, GlowItem) for i in page.scene.items()) and not page.findChildren(Flyer)
