"""Playing on the table: illegal drops, the forced Postmaster, scoring with each house option, undo limits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QHelpEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from thurntaxis.kit import theme
from thurntaxis.taxis.rules import GameState, Move, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    AFTER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTMASTER,
)

from .conftest import at, click, drag, seats
from .gestures import perform
from .policy import SimpleBot


def advance(
    window,
    until: Callable[[GameState], bool],
    limit: int = 2000,  # type: ignore[no-untyped-def]
    prefer: Callable[[GameState], Move | None] | None = None,
) -> GameState:
    """Play scripted moves for every seat (computers paused) until `until(state)` holds."""
    c = window.page.controller
    c.paused = True
    bot = SimpleBot(5)
    for _ in range(limit):
        state = c.state
        if until(state):
            return state
        assert not state.game_over, "position not reached before the end of the game"
        move = prefer(state) if prefer else None
        c.play_now(move or bot.choose_move(state, state.current))
    raise AssertionError("position not reached")


def test_illegal_drop_returns_the_card_and_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    c = window.page.controller

    def blocked(s: GameState) -> bool:
        if s.current != 0 or s.phase != PLAY_PHASE or not s.routes[0]:
            return False
        return any(Move(mv.PLAY_RIGHT, city) not in legal_moves(s) for city in s.hands[0])

    state = advance(window, blocked)
    window.page._render()
    city = next(x for x in state.hands[0] if Move(mv.PLAY_RIGHT, x) not in legal_moves(state))
    card = next(item for item in window.page.scene.cards("hand") if item.city == city)
    home = QPointF(card.pos())
    moves_before = len(c.moves)
    drag(window, card, window.page.scene.zones["right"].sceneBoundingRect().center())
    assert len(c.moves) == moves_before
    assert c.state is state
    assert card.pos() == home
    text = window.status.text()
    assert window.page.scene.board.city_names[city] in text and ("road" in text or "already" in text)
    # a drop on empty table also returns the card, with a hint where to drop it
    drag(window, card, QPointF(500, 300))
    assert card.pos() == home and len(c.moves) == moves_before
    assert "route" in window.status.text()


def test_forced_postmaster(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=4, start_player=0)
    c = window.page.controller
    state = c.state
    assert state.forced_postmaster and state.official == POSTMASTER
    assert "Postmaster" in window.status.text()
    assert window.page.scene.officials[POSTMASTER].used
    perform(window, Move(mv.DRAW, state.display[0]))
    assert c.state.phase == DRAW_PHASE and len(c.state.hands[0]) == 1  # the second draw of the Postmaster
    perform(window, mv.DRAW_DECK)
    assert c.state.phase == PLAY_PHASE and len(c.state.hands[0]) == 2
    perform(window, Move(mv.START, c.state.hands[0][0]))
    perform(window, mv.END)
    log = window.page.side.lines()
    assert any("Otto" in line and "Postmaster" in line for line in log)


def _scoring_position(window) -> GameState:  # type: ignore[no-untyped-def]
    """Seat 0 to score a route of 3+ cards through two or more lands, of which one has 2+ route cities."""
    board = window.page.controller.state.board

    def ready(s: GameState) -> bool:
        if s.current != 0 or s.phase != AFTER_PLAY or len(s.routes[0]) < 3 or s.houses[0]:
            return False
        lands = [board.city_land[x] for x in s.routes[0]]
        return len(set(lands)) >= 2 and len(set(lands)) < len(lands)

    def keep_building(s: GameState) -> Move | None:
        if s.current == 0 and s.phase == AFTER_PLAY:
            return mv.END
        return None

    return advance(window, ready, prefer=keep_building)


def test_scoring_with_each_house_option(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=8, start_player=0)
    c = window.page.controller
    start = _scoring_position(window)
    board = start.board
    record = c.record()
    route = start.routes[0]
    click(window, window.page.scene.score_button)
    assert c.state.phase == CHOOSE_HOUSES
    options = [m for m in legal_moves(c.state) if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
    assert len(options) >= 2
    for option in options:
        c.load(record, c.seats)
        c.paused = True
        click(window, window.page.scene.score_button)
        button = next(b for b in window.page.scene.buttons() if b.key == option)
        lit = window.page.scene.option_cities(option)
        click(window, button)
        while c.state.current == 0 and c.state.phase == PLACE_HOUSES:
            pending = [city.city for city in window.page.scene.cities if city.lit]
            assert pending and set(pending) <= lit
            perform(window, Move(mv.HOUSE, pending[0]))
        placed = set(board.cities_of(c.state.houses[0]))
        assert placed and placed <= set(route) and placed <= lit
        if option.kind == mv.HOUSES_EACH_LAND:
            lands = [board.city_land[x] for x in placed]
            assert len(lands) == len(set(lands)) == len({board.city_land[x] for x in route})
        else:
            assert placed == {x for x in route if board.city_land[x] == option.arg}
        assert c.state.carriages[0] >= 3  # a route of 3+ cards takes the first carriage


def test_undo_limits(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=6, start_player=0)
    c = window.page.controller
    state = advance(
        window, lambda s: s.current == 0 and s.phase == DRAW_PHASE and not s.forced_postmaster and len(s.hands[0]) >= 1
    )
    perform(window, mv.DRAW_DECK)  # a blind draw: it can never be taken back
    assert not c.can_undo()
    assert not window.page.scene.undo_button.enabled
    click(window, window.page.scene.undo_button)
    assert c.state.phase == PLAY_PHASE and len(c.states) - 1 == len(c.moves)
    undo = next(a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo))
    undo.trigger()  # Ctrl+Z
    assert c.state.phase == PLAY_PHASE
    assert "undo" in window.status.text().lower()
    after_draw = c.state
    play = next(m for m in legal_moves(after_draw) if m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START))
    perform(window, play)
    assert c.can_undo() and window.page.scene.undo_button.enabled
    click(window, window.page.scene.undo_button)
    assert c.state is after_draw  # back to just after the draw, not before it
    assert not c.can_undo()
    perform(window, play)
    perform(window, mv.END)
    assert c.state.current == 1 and not c.can_undo()
    assert state.turn < c.state.turn


def test_new_route_over_an_old_one_asks_first(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=7, start_player=0)
    c = window.page.controller
    state = advance(window, lambda s: s.current == 0 and s.phase == PLAY_PHASE and len(s.routes[0]) >= 2)
    window.page._render()
    city = state.hands[0][0]
    card = next(item for item in window.page.scene.cards("hand") if item.city == city)
    window.prompter.answer = False
    drag(window, card, window.page.scene.zones["new"].sceneBoundingRect().center())
    assert c.state is state and window.prompter.questions
    assert "discarded" in window.prompter.questions[-1]
    window.prompter.answer = True
    card = next(item for item in window.page.scene.cards("hand") if item.city == city)
    drag(window, card, window.page.scene.zones["new"].sceneBoundingRect().center())
    assert c.moves[-1] == Move(mv.START, city)
    assert c.state.routes[0] == (city,)
    assert c.state.discard[-len(state.routes[0]) :] == state.routes[0]


def test_discard_down_to_three_by_click_and_drag(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=10, start_player=0)
    c = window.page.controller

    def hoard(s: GameState) -> Move | None:
        if s.current != 0:
            return None
        options = legal_moves(s)
        if mv.USE_POSTMASTER in options:
            return mv.USE_POSTMASTER
        if s.phase == AFTER_PLAY:
            return mv.SCORE_ROUTE if mv.SCORE_ROUTE in options and len(s.hands[0]) > 3 else mv.END
        return None

    advance(window, lambda s: s.current == 0 and s.phase == DISCARD_PHASE, prefer=hoard)
    window.page._render()
    assert ": discard" in window.status.text()  # (the name, then the prompt in lower case)
    hand = list(c.state.hands[0])
    assert len(hand) > 3
    first = window.page.scene.cards("hand")[0]
    click(window, first)
    assert c.moves[-1] == Move(mv.DISCARD, first.city)
    while c.state.current == 0 and c.state.phase == DISCARD_PHASE:
        card = window.page.scene.cards("hand")[-1]
        assert window.page.scene.zones["discard"].isVisible()
        drag(window, card, window.page.scene.zones["discard"].sceneBoundingRect().center())
        assert c.moves[-1] == Move(mv.DISCARD, card.city)
    assert len(c.state.hands[0]) == 3


def test_a_second_card_after_playing_is_refused_with_a_reason(qtbot, window) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    c = window.page.controller
    state = advance(
        window,
        lambda s: (
            s.current == 0 and s.phase == AFTER_PLAY and len(s.hands[0]) >= 1 and mv.USE_CARRIER not in legal_moves(s)
        ),
    )
    window.page._render()
    window.show_message("")
    card = window.page.scene.cards("hand")[0]
    home = QPointF(card.pos())
    route_end = window.page.scene.cards("route")[-1].sceneBoundingRect().center() + QPointF(theme.CARD_W, 0)
    drag(window, card, route_end)
    assert c.state is state and card.pos() == home
    assert window.status.text().startswith(f"You cannot play {card.name} now."), window.status.text()
    window.show_message("")
    click(window, card)
    assert c.state is state and window.status.text().startswith(f"You cannot play {card.name} now.")
    window.show_message("")
    shown = window.page.scene.cards("display")[0]
    drag(window, shown, window.page.scene.zones["hand"].sceneBoundingRect().center())
    assert c.state is state and window.status.text().startswith(f"You cannot draw {shown.name} now.")


def test_no_tooltip_over_a_dragged_card_or_after_the_position_changes(qtbot, window) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=8, start_player=0)
    c = window.page.controller
    state = _scoring_position(window)
    window.page._render()
    button = window.page.scene.score_button
    QToolTip.showText(window.page.view.mapToGlobal(at(window, button)), button.toolTip(), window.page.view.viewport())
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    c.play_now(mv.SCORE_ROUTE)  # the position changes under a tooltip that spoke of the old one
    assert c.state.phase == CHOOSE_HOUSES
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=1000)  # Qt hides a tip in 300 ms
    c.load(c.record().model_copy(update={"moves": c.record().moves[:-1]}), c.seats)
    c.paused = True
    assert c.state.routes == state.routes
    state = advance(window, lambda s: s.current == 0 and s.phase == PLAY_PHASE and bool(s.routes[0]))
    window.page._render()
    card = window.page.scene.cards("hand")[0]
    vp = window.page.view.viewport()
    start = at(window, card)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    held = start + QPoint(0, -120)
    QTest.mouseMove(vp, start + QPoint(0, -60))
    QTest.mouseMove(vp, held)  # the card is dragged, and the pointer rests on it
    assert card.dragging
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, held, vp.mapToGlobal(held)))
    qtbot.wait(400)
    assert not QToolTip.isVisible()  # the card's "drag me" tooltip would hang over the route
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, held)
