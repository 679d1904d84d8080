"""Bonus tiles say in words what they are and give: the stacks on the table and the tiles won beside a player,
each with its own tooltip, in the language of the moment."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from tests.ui.conftest import speak
from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.tablelayout import house_option_button
from thurntaxis.taxis.ui.texts import land_name, stack_name
from thurntaxis.taxis.ui.tourscript import SCRIPT, Stop

from .conftest import at, seats
from .test_table import advance


def _hover(widget: QWidget, pos: QPoint) -> str:
    """The tooltip the widget shows when the mouse rests at `pos`."""
    QToolTip.hideText()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos)))
    for _ in range(20):  # the tip window may need a few turns of the event loop to come up
        QApplication.processEvents()
        if QToolTip.isVisible():
            break
    return QToolTip.text() if QToolTip.isVisible() else ""


def _stack_tips(window) -> dict[str, str]:  # type: ignore[no-untyped-def]
    board = window.page.scene.board
    tips = {}
    for button in window.page.scene.stack_buttons():
        kind, n = button.key
        if kind == "stack":
            tips[board.stack_ids[n]] = _hover(window.page.view.viewport(), at(window, button))
    return tips


def test_every_bonus_stack_says_what_it_is_and_gives(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    tips = _stack_tips(window)
    assert len(tips) == 10
    assert tips["Baden"].startswith("Bonus tile: Baden\nFor a house in every city of this land.")
    assert tips["Württemberg/Hohenzollern"].startswith("Bonus tile: Württemberg / Hohenzollern\n")
    assert "every city of both these lands" in tips["Württemberg/Hohenzollern"]
    assert "a route of 5 cards" in tips["route5"] and "a route of 7 or more cards" in tips["route7"]
    assert "a house in every land" in tips["all_lands"] and "the game ends" in tips["game_end"]
    for tip in tips.values():
        assert tip.startswith("Bonus tile: ") and "left" in tip and "Top tile" in tip
    try:
        speak("pl", window)
        qtbot.wait(50)  # the table lays itself out again in the new language
        polish = _stack_tips(window)
        assert polish["Baden"].startswith("Żeton premii: Baden") and "w każdym mieście tej prowincji" in polish["Baden"]
        assert all(tip and "every" not in tip and "Bonus tile" not in tip for tip in polish.values()), polish
    finally:
        window.set_language("en")


def test_each_won_tile_has_its_own_tooltip(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)

    def two_tiles(state: GameState) -> bool:
        return any(len(state.tiles[p]) >= 2 for p in range(state.players))

    state = advance(window, two_tiles, limit=4000)
    seat = next(p for p in range(state.players) if len(state.tiles[p]) >= 2)
    QApplication.processEvents()  # the panels show between moves, as in a game
    if not window.page.side.isVisible():
        window.side_action.trigger()  # the players' panels beside the table (View menu)
    row = window.page.side.panels[seat].tile_row
    board = state.board
    assert row.isVisible()
    tips = [_hover(row, rect.center().toPoint()) for rect in row.tile_rects()]
    for tip, (stack, value) in zip(tips, state.tiles[seat], strict=True):
        name = stack_name(board.stack_ids[stack])
        assert tip.startswith(f"Bonus tile: {name}") and f"{value} point" in tip, tip
        assert "For " in tip  # what it was given for
    assert len(set(tips)) == len(tips)  # each tile speaks of itself
    gap = row.tile_rects()[-1].right() + 6
    if gap < row.width():
        assert row.tip_at(QPointF(gap, 5)) == ""  # beside the tiles: no tooltip


def test_the_land_option_says_it_means_the_routes_cities(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The scoring option of one land names the land and says it takes this route's cities there; the guided
    game quotes the button's very words, in every language."""
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    board = window.page.scene.board
    stop = next(s for s in SCRIPT if isinstance(s, Stop) and s.move == "H=BAD")
    try:
        for lang in ("en", "pl", "cs", "ru", "de"):
            speak(lang, window)
            button = house_option_button(board, Move(mv.HOUSES_ONE_LAND, board.land_index("BAD")))
            if lang == "en":
                assert button.title == "Baden: all route cities"
            assert button.title.startswith(land_name(board, board.land_index("BAD")) + ":")
            said = QCoreApplication.translate("Tour", stop.say)
            assert button.title in said, (lang, button.title, said)
    finally:
        window.set_language("en")
