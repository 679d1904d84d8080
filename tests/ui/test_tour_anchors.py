"""The guided game's balloons point true with the animations on: at every stop, played by the player's own drags and
clicks, the ring and the balloon's tail are at the place the stop names as it lies once its card has landed (not
where it took off: "drag Sigmaringen there" pointed at the display slot Sigmaringen came from), from the moment the
stop is shown; and the balloon covers neither that place nor the card just played or drawn."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtTest import QTest

from thurntaxis.kit.balloon import Ring
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui import tourscript
from thurntaxis.taxis.ui.items import DraggableItem

from .conftest import click, drag

CARD_MOVES = (mv.DRAW, mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START)


def flying(window: MainWindow) -> bool:
    """Whether a card of the table is still on its way."""
    return any(
        animation.state() == QAbstractAnimation.State.Running
        for item in window.page.scene.items()
        if isinstance(item, DraggableItem)
        for animation in item.findChildren(QPropertyAnimation)
    )


def on_view(window: MainWindow, scene_rect: QRectF) -> QRectF:
    """A rectangle of the table where the player sees it, in the coordinates the balloon lies in (the view's)."""
    view = window.page.view
    shown = view.mapFromScene(scene_rect).boundingRect()
    return QRectF(shown.translated(view.viewport().mapTo(window.tour.host, QPoint(0, 0))))


def last_card(tour: Any) -> tuple[object, ...] | None:
    """The name of the card the last card move of the lesson so far played or drew, where it lies now, read from the
    script: the player's cards in their hand or route, the computer's plays in the routes panel (its draws are
    hidden)."""
    for entry in reversed(tourscript.SCRIPT[: tour.at]):
        notation = entry if isinstance(entry, str) else entry.move
        if notation is None or Move.parse(notation).kind not in CARD_MOVES:
            continue
        move = Move.parse(notation)
        code = tourscript.standard_board().city_codes[move.arg] if move.arg >= 0 else "?"
        if isinstance(entry, str):
            return None if move.kind == mv.DRAW else ("row", 1, code)
        return ("hand", code) if move.kind == mv.DRAW else ("route", code)
    return None


def act(window: MainWindow, tour: Any) -> None:
    """Do what the stop asks, with the mouse, where the player now sees its card."""
    stop = tour.stop
    if stop.move is None:
        QTest.mouseClick(tour.balloon.next_button, Qt.MouseButton.LeftButton)
        return
    target = tour.item(stop.target)
    if Move.parse(stop.move).kind in CARD_MOVES:
        drag(window, target, tour.item(stop.goal).sceneBoundingRect().center())
    else:
        click(window, target)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_every_balloon_points_at_where_its_card_lands_and_covers_neither_it_nor_the_card_just_moved(  # type: ignore[no-untyped-def]
    qtbot, window, size
) -> None:
    window.resize(*size)
    window.learn_to_play()
    tour, page = window.tour, window.page
    page.set_speed("fast")  # the cards fly as a player sees them
    c = page.controller
    c.delay_ms, c.step_ms = 0, None  # (Anna's moves follow each other at once: the test stays short)
    faults: list[tuple[str, str]] = []
    stops = 0
    while True:
        qtbot.waitUntil(lambda: tour.stop is not None and (tour.stop.move is None or c.is_human_turn()), timeout=5000)
        qtbot.wait(1)  # (the placement after the page's layout)
        stop, balloon = tour.stop, tour.balloon
        target = tour.item(stop.target)
        early = (QPointF(balloon.body.topLeft()), balloon.tip + QPointF(balloon.pos()))
        ring_early = QRectF(tour.rings[0].boundingRect())
        qtbot.waitUntil(lambda: not flying(window), timeout=3000)
        qtbot.wait(5)
        stops += 1
        said = f"{stop.say[:48]} ({size[0]}x{size[1]})"
        body = QRectF(balloon.body)
        assert QRectF(tour.area()).contains(QRectF(balloon.geometry())), said
        if target is not None:
            landed = target.sceneBoundingRect()
            where = on_view(window, Ring.framing(landed))
            tip = balloon.tip + QPointF(balloon.pos())
            if not where.adjusted(-4, -4, 4, 4).contains(tip):
                faults.append((said, f"the tail ends at {tip}, not at the target at {where}"))
            if early[1] != tip or early[0] != body.topLeft():
                faults.append((said, "the balloon moved once the cards had landed: it pointed elsewhere before"))
            for ring in (ring_early, tour.rings[0].boundingRect()):
                if not (tour.rings[0].isVisible() and ring.contains(landed)):
                    faults.append((said, f"the ring at {ring} is not around the target at {landed}"))
            if body.intersects(where):
                faults.append((said, f"the balloon {body} covers its target {where}"))
        moved = last_card(tour)
        card = tour.item(moved) if moved is not None else None
        if card is not None and body.intersects(on_view(window, card.sceneBoundingRect())):
            faults.append((said, f"the balloon {body} covers {moved}, the card just played or drawn"))
        if tour.finished:
            break
        act(window, tour)
    assert stops == sum(isinstance(e, tourscript.Stop) for e in tourscript.SCRIPT)
    assert faults == [], "\n".join(map(str, faults))
