"""A score reads at a glance: the points won (carriage and bonus tiles) and what the houses still to place take off
are two figures, beside each other, on the routes panel's chips and in the player panels, and pointing at either
says how they add up; the bonus tiles a player has won are drawn as the tiles on the table are."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from thurntaxis.kit import theme
from thurntaxis.taxis.rules import score
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, DRAW_PHASE
from thurntaxis.taxis.ui.buttons import ButtonItem, StackTile
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.tablelayout import RIGHT_X, ROUTES_Y
from thurntaxis.taxis.ui.tablerender import CHIP_W
from thurntaxis.taxis.ui.texts import counted, stack_name

from .conftest import seats
from .test_table import advance
from .test_tile_tips import _hover


def _chip_figures(window, seat: int) -> dict[str, QGraphicsSimpleTextItem]:  # type: ignore[no-untyped-def]
    """The two figures on a seat's chip in the routes panel, by what they stand for."""
    height = min(86.0, 340.0 / len(window.page.controller.seats))
    top = ROUTES_Y + seat * height
    return {
        item.data(0): item
        for item in window.page.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.data(0) in ("won", "owed")
        and RIGHT_X <= item.scenePos().x() < RIGHT_X + CHIP_W
        and top <= item.scenePos().y() < top + 30
    }


def test_a_new_games_score_shows_no_points_won_and_twenty_houses_to_place(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=2, start_player=0)
    window.resize(1024, 700)
    QApplication.processEvents()
    figures = _chip_figures(window, 0)
    assert set(figures) == {"won", "owed"}, "the chip shows one figure"
    assert figures["won"].text() == "0" and figures["owed"].text() == "\u221220"
    assert figures["owed"].sceneBoundingRect().right() < figures["won"].sceneBoundingRect().left()
    view = window.page.view
    tip = _hover(view.viewport(), view.mapFromScene(figures["owed"].sceneBoundingRect().center()))
    assert tip.splitlines() == [
        "Points won: 0",
        "  No carriage yet: 0",
        "  + Bonus tiles: 0 (–)",
        "Houses still to place: 20 (each counts \u22121 at the end)",
        "Score if the game ended now: \u221220",
    ]
    window.resize(1600, 1000)
    QApplication.processEvents()
    panel = window.page.side.panels[0]
    assert panel.total.text() == "0" and panel.owed.text == "\u221220" and panel.owed.isVisible()
    assert "Houses still to place: 20" in _hover(panel.owed, panel.owed.rect().center())


def test_later_the_two_figures_are_the_points_won_and_the_houses_left(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    state = advance(window, lambda s: len(s.tiles[0]) >= 2 and s.carriages[0] > 0)
    window.page._render()
    window.page.side.update_from(state)
    breakdown = score(state, 0)
    figures = _chip_figures(window, 0)
    won = breakdown.carriage_points + breakdown.tile_points
    assert figures["won"].text() == str(won) and figures["owed"].text() == f"\u2212{breakdown.houses_left}"
    panel = window.page.side.panels[0]
    assert panel.total.text() == str(won) and panel.owed.text == f"\u2212{breakdown.houses_left}"
    assert f"Score if the game ended now: {breakdown.total}" in panel.total.toolTip()
    for stack, value in breakdown.tiles:  # each tile by name, where the panels with their pictures are folded
        assert f"{stack_name(stack)}: {counted('points_short', value)}" in figures["won"].toolTip()


def _has_colour(image: QImage, colour: str) -> bool:
    want = QColor(colour)
    for y in range(image.height()):
        for x in range(image.width()):
            got = image.pixelColor(x, y)
            if abs(got.red() - want.red()) + abs(got.green() - want.green()) + abs(got.blue() - want.blue()) < 12:
                return True
    return False


def test_won_tiles_are_drawn_as_the_tiles_on_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    board = window.page.controller.state.board

    def won_land_tile(s) -> bool:  # type: ignore[no-untyped-def]
        return any("/" in board.stack_ids[stack] for stack, _ in s.tiles[0])

    state = advance(window, won_land_tile)
    window.page.side.update_from(state)
    row = window.page.side.panels[0].tile_row
    rects = row.tile_rects()
    assert rects and all(r.width() > r.height() * 1.3 for r in rects), "the tiles are not the table's shape"
    stack = next(board.stack_ids[stack] for stack, _ in state.tiles[0] if "/" in board.stack_ids[stack])
    image = row.grab().toImage()
    for land in stack.split("/"):
        colour = theme.LAND_COLOURS[board.land_names.index(land)]
        assert _has_colour(image, colour), f"the tile of {stack} does not show {land}'s colour"


def test_every_card_and_button_on_the_table_has_a_tooltip(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=2, start_player=0)
    state = advance(window, lambda s: s.current == 0 and s.discard and all(s.routes) and s.phase == DRAW_PHASE)
    window.page._render()
    scene = window.page.scene
    silent = [
        f"{type(item).__name__} {getattr(item, 'key', '')}"
        for item in scene.items()
        if isinstance(item, (CardItem, ButtonItem))
        and item.isVisible()
        and item not in (scene.cover, scene.last_round)
        and not item.toolTip()
    ]
    assert len(scene.cards("row")) >= len(state.routes[1]) > 0
    assert not silent, "no tooltip: " + ", ".join(silent)
    small = scene.cards("row")[0]
    assert small.land in small.toolTip() and small.name in small.toolTip()


def test_a_won_tile_flies_from_its_stack_as_the_tile_it_is(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    window.page.scene.animation_ms = 400
    before = advance(window, lambda s: len(s.tiles[0]) == 0 and s.current == 0 and s.phase == CHOOSE_HOUSES)
    state = advance(window, lambda s: len(s.tiles[0]) > len(before.tiles[0]))
    scene = window.page.scene
    won = state.tiles[0][0]
    flying = [t for t in scene._flying if t.key == ("flying", ("stack", won[0]))]
    assert flying, "no tile flew"
    stack = next(b for b in scene.stack_buttons() if b.key == ("stack", won[0]))
    assert isinstance(flying[0], StackTile) and flying[0].mark == stack.mark and flying[0].title == str(won[1])
