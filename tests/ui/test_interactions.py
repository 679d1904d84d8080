"""The table's shape: the Thurn and Taxis scene only draws, and what the player's mouse means is decided by
interactions installed on it, as on the Carcassonne table; the gestures mixin of old is gone."""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene

from thurntaxis.kit.interaction import DragPieces, Interaction
from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import DRAW_PHASE
from thurntaxis.taxis.ui.scene import TableScene

from .conftest import at, click, drag, seats
from .test_table import advance


def _drawing(s: GameState) -> bool:
    return s.current == 0 and s.phase == DRAW_PHASE and not s.forced_postmaster


def _held_positions(window, card, target: QPointF) -> list[QPointF]:  # type: ignore[no-untyped-def]
    """Drag `card` towards the scene point `target` on the viewport; where the card was after each step."""
    vp = window.page.view.viewport()
    start, end = at(window, card), window.page.view.mapFromScene(target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    seen = []
    for k in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * (k / 5))
        seen.append(QPointF(card.pos()))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return seen


def test_the_gestures_mixin_is_gone_and_the_scene_only_draws() -> None:
    assert importlib.util.find_spec("thurntaxis.taxis.ui.gestures") is None
    assert TableScene.__bases__ == (QGraphicsScene,)
    assert not any(hasattr(TableScene, name) for name in ("intent", "refused", "_ask", "_dropped", "play_selected"))


def test_dragging_is_an_interaction_installed_on_the_scene(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=14, start_player=0)
    c = window.page.controller
    scene = window.page.scene
    assert isinstance(window.page.drag, DragPieces)
    assert all(
        isinstance(i, Interaction) and i.scene is scene
        for i in (window.page.drag, window.page.play, window.page.pointing)
    )
    advance(window, _drawing)
    window.page._render()
    card = scene.cards("display")[0]
    hand = scene.zones["hand"].sceneBoundingRect().center()
    played = len(c.moves)

    window.page.drag.uninstall()  # the cards stay where they lie, and nothing is asked for
    assert window.page.drag.scene is None
    home = QPointF(card.pos())
    with qtbot.assertNotEmitted(window.page.play.intent), qtbot.assertNotEmitted(window.page.play.refused, wait=50):
        assert _held_positions(window, card, hand) == [home] * 5
        click(window, card)
    assert card.pos() == home and len(c.moves) == played

    window.page.drag.install(scene)  # and they follow the mouse again
    held = _held_positions(window, card, QPointF(hand.x(), hand.y() - 400))
    assert all(p != home for p in held[1:])
    assert card.pos() == home and len(c.moves) == played  # dropped off the hand: back home
    drag(window, card, hand)
    assert len(c.moves) == played + 1 and c.moves[-1] == Move(mv.DRAW, card.city)


def test_clicks_mean_moves_only_while_the_play_interaction_is_installed(qtbot, window) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=14, start_player=0)
    c = window.page.controller
    advance(window, _drawing)
    window.page._render()
    played = len(c.moves)
    window.page.play.uninstall()
    with qtbot.assertNotEmitted(window.page.play.intent, wait=50):
        click(window, window.page.scene.cards("deck")[0])
    assert len(c.moves) == played
    window.page.play.install(window.page.scene)
    click(window, window.page.scene.cards("deck")[0])
    assert c.moves[-1] == mv.DRAW_DECK
