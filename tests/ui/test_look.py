"""How the table looks: the card back's emblem, the map's lands and labels, what hovering lights up."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis.kit import theme
from thurntaxis.shell import i18n
from thurntaxis.taxis.rules import GameState, Move, legal_moves, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, PLACE_HOUSES, PLAY_PHASE
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.mapgeometry import LABEL_SIZES, MAP_RECT, cities_inside, land_regions
from thurntaxis.taxis.ui.scene import TableScene

from .conftest import at, click, drag, seats
from .test_table import advance


class _TextRecorder(QPainter):
    """A painter that remembers every text drawn with it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.texts.append(str(next(a for a in args if isinstance(a, str))))
        super().drawText(*args)  # type: ignore[call-overload]


def test_the_card_back_shows_a_drawn_post_horn_and_no_letters(qapp) -> None:  # type: ignore[no-untyped-def]
    for small in (False, True):
        card = CardItem(None, "", "", "#000000", small)
        card.caption = "23"
        image = QImage(int(card.w) + 8, int(card.h) + 8, QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = _TextRecorder(image)
        card.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        assert painter.texts == ["23"]  # the deck's count, and no "T&T"
        cream = sum(
            1
            for x in range(int(card.w * 0.15), int(card.w * 0.85))
            for y in range(int(card.h * 0.15), int(card.h * 0.55))
            if image.pixelColor(x, y).red() > 200 and image.pixelColor(x, y).green() > 190
        )
        assert cream > card.w * card.h * 0.03  # the horn is drawn where the letters were


LANGUAGES = ("en", "pl", "cs", "ru", "de")


@pytest.fixture
def each_language(qapp) -> Iterator[Callable[[str], None]]:  # type: ignore[no-untyped-def]
    """Installs a language's translation from build/i18n (made by `make setup`); English again afterwards."""

    def install(code: str) -> None:
        assert i18n.qm_file(code) is not None, f"no compiled translation for {code}: run make setup"
        speak(code)

    yield install
    i18n.install("en")


def test_the_lands_tile_the_map_without_gaps_or_overlaps(qapp) -> None:  # type: ignore[no-untyped-def]
    board = standard_board()
    regions = land_regions(board)
    outside, doubled, samples = [], 0, 0
    for i in range(1, 104):
        for j in range(1, 73):
            p = QPointF(MAP_RECT.left() + i * MAP_RECT.width() / 104, MAP_RECT.top() + j * MAP_RECT.height() / 73)
            inside = sum(1 for region in regions if region.contains(p))
            samples += 1
            if inside == 0:
                outside.append(p)
            doubled += inside > 1
    assert not outside, outside[:5]  # no pale gap anywhere on the map
    assert doubled <= samples * 0.002  # only points lying exactly on a border count twice
    assert cities_inside(board, regions)  # and every city lies well inside its own land


def test_land_names_are_clear_of_roads_borders_plates_and_frame_in_every_language(each_language) -> None:  # type: ignore[no-untyped-def]
    board = standard_board()
    for code in LANGUAGES:
        each_language(code)
        scene = TableScene(board)
        painting = scene.map_painting
        plates = [city.sceneBoundingRect() for city in scene.cities]
        shapes: list[QPainterPath] = []
        for (land, region), label in zip(painting.regions, painting.labels, strict=True):
            shape = label.outline()
            where = f"{code}: {label.text}"
            assert label.text == texts.land_name(board, land).upper()
            assert MAP_RECT.adjusted(6, 6, -6, -6).contains(shape.boundingRect()), where  # inside the frame
            assert region.contains(shape), where  # crossed by no border
            assert not any(shape.intersects(QRectF(p)) for p in plates), where
            assert not any(shape.intersects(other) for other in shapes), where
            crossed = [road for road in painting.road_shapes if road.intersects(shape)]
            if label.banner:  # on a ribbon laid over the roads
                assert len(crossed) <= 2, where
            else:
                assert not crossed, where
            assert label.font.pixelSize() >= LABEL_SIZES[-1], where
            shapes.append(shape)
        assert sum(label.banner for label in painting.labels) <= 2, code  # Württemberg and Hohenzollern are narrow
        plates = [c.mapRectToScene(c.rect) for c in scene.cities]  # and no two city plates overlap
        assert not [(a, b) for i, a in enumerate(plates) for b in plates[i + 1 :] if a.intersects(b)], code
        scene.deleteLater()


def test_the_map_draws_the_route_and_lights_what_the_player_points_at(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    board = window.page.scene.board

    def ready(s: GameState) -> bool:
        route = s.routes[0]
        return (
            s.current == 0
            and s.phase == PLAY_PHASE
            and len(route) >= 2
            and any(board.adjacent(c, route[0]) or board.adjacent(c, route[-1]) for c in s.hands[0])
        )

    state = advance(window, ready)
    window.page._render()
    scene, lighting = window.page.scene, window.page.scene.lighting
    route = state.routes[0]
    # the player's own route, as a path over its roads in the player's colour
    assert len(lighting.route.paths) == len(route) - 1
    assert lighting.route.pen.color().rgb() == QColor(theme.PLAYER_COLOURS["blue"]).rgb()
    vp = window.page.view.viewport()
    # pointing at a city lights all its roads and names it
    city = scene.cities[route[0]]
    QTest.mouseMove(vp, at(window, city))
    assert len(lighting.pointed.paths) == len(list(board.graph.neighbors(route[0])))
    assert city.pointed and city.name in city.toolTip()
    QTest.mouseMove(vp, window.page.view.mapFromScene(QPointF(-10, -10)))
    assert lighting.pointed.paths == [] and not city.pointed
    # pointing at a hand card lights its city and the roads to the ends of the route it would join
    card = next(c for c in scene.cards("hand") if board.adjacent(c.city, route[0]) or board.adjacent(c.city, route[-1]))
    ends = {e for e in (route[0], route[-1]) if board.adjacent(card.city, e)}
    QTest.mouseMove(vp, at(window, card))
    assert len(lighting.pointed.paths) == len(ends)
    assert scene.cities[card.city].pointed and all(scene.cities[e].pointed for e in ends)
    QTest.mouseMove(vp, window.page.view.mapFromScene(QPointF(-10, -10)))
    assert lighting.pointed.paths == []
    # a chosen card keeps them lit
    click(window, card)
    assert scene.selected == card.city and len(lighting.pointed.paths) == len(ends)


def test_the_last_round_is_announced_at_once_and_stays(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=6, start_player=0)
    names = [s.name for s in window.page.controller.seats]
    state = advance(window, lambda s: not s.end_triggered and s.current == 0)
    window.page._render()
    assert not window.page.scene.last_round.isVisible()
    state = advance(window, lambda s: s.end_triggered)
    assert not state.game_over  # (the seed is one where the game goes on after the game-end tile is taken)
    window.page._render()
    banner = window.page.scene.last_round
    holder = state.game_end_holder()
    assert banner.isVisible() and banner.title.startswith(f"Last round: {names[holder]} ends the game")
    later = [seat for seat in range(holder + 1, 3)]  # the seats after the holder, before the start player again
    if later:
        assert all(names[seat] in banner.title for seat in later)
        assert "still play" in banner.title
    else:
        assert "this is the last turn" in banner.title
    while not state.game_over:  # kept visible to the end
        assert banner.isVisible()
        state = advance(window, lambda s, turn=state.turn: s.turn != turn or s.game_over)
        window.page._render()
    assert not banner.isVisible()


def test_scoring_is_previewed_and_the_preview_comes_true(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=4, start_player=0)
    board = window.page.scene.board
    state = advance(window, lambda s: s.current == 0 and mv.SCORE_ROUTE in legal_moves(s))
    window.page._render()
    route = state.routes[0]
    have = state.carriages[0]
    needed = 3 if have == 0 else have + 1
    expected = f"carriage {needed}" if len(route) >= needed else "no carriage: it needs"
    assert window.page.scene.score_button.subtitle.startswith(expected)
    click(window, window.page.scene.score_button)
    choosing = window.page.controller.state
    assert choosing.phase == CHOOSE_HOUSES
    options = [b for b in window.page.scene.buttons() if isinstance(b.key, Move)]
    assert options and all("places" in b.subtitle for b in options)
    button = next(b for b in options if "you choose" not in b.subtitle)  # (this seed has an option without choice)
    note = button.subtitle
    houses_before, tiles_before = choosing.houses[0].bit_count(), len(choosing.tiles[0])
    click(window, button)
    after = window.page.controller.state
    placed = after.houses[0].bit_count() - houses_before
    assert f"places {placed} house" in note
    gained = after.tiles[0][tiles_before:]
    for stack, value in gained:
        assert f"{texts.stack_name(board.stack_ids[stack])} ({texts.counted('points_short', value)})" in note
    assert ("no tile" in note) == (not gained)
    assert after.carriages[0] == (needed if len(route) >= needed else have)


def test_the_house_to_drag_waits_beside_the_lit_cities(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    state = advance(window, lambda s: s.current == 0 and s.phase == PLACE_HOUSES)
    window.page._render()
    scene = window.page.scene
    token = scene.house_token()
    assert token is not None
    lit = [c for c in scene.cities if c.lit]
    assert lit
    where = token.sceneBoundingRect()
    assert MAP_RECT.contains(where)  # on the map, not at the far side of the table
    assert not any(where.intersects(c.sceneBoundingRect()) for c in scene.cities)
    nearest = min(
        math.dist(
            (where.center().x(), where.center().y()),
            (c.sceneBoundingRect().center().x(), c.sceneBoundingRect().center().y()),
        )
        for c in lit
    )
    assert nearest < 120
    tag = scene.prompt_tag  # and how many are left, under it
    assert tag.isVisible() and tag.sceneBoundingRect().top() > where.bottom() - 4
    assert abs(tag.sceneBoundingRect().center().x() - where.center().x()) < 2
    assert not state.houses[0] >> lit[0].city & 1
    drag(window, token, lit[0].sceneBoundingRect().center())  # and it still goes where it is dragged
    assert window.page.controller.state.houses[0] >> lit[0].city & 1
