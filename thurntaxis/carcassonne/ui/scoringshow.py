"""Carcassonne's scoring shown as it happens on its page: the completed features glow, their points fly to the
scorers' rows and their followers go home to their owners' supply."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF

from thurntaxis.carcassonne.rules import GameState, Scored
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.flights import Flight, FlyingFollower, FlyingPoints, row_point
from thurntaxis.carcassonne.ui.panels import ICON
from thurntaxis.carcassonne.ui.scene import feature_centre, follower_place
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE

POINTS_PX = (18.0, 30.0)  # the flying points' size in pixels at the start (within these) and...
LANDING_PX = 15.0  # ...where they land, about the score's size


def show_scoring(page: Any, after: GameState) -> list[Flight]:
    """The features the last turn completed glow, their points fly to the scorers' rows and their followers
    go home to their owners' supply (the final scoring, feature by feature, is `finale`'s). The rows count the
    points and followers as they land. Nothing at instant speed."""
    if page.scene.animation_ms <= 0:
        return []
    page.scene.show_scoring(after, after.last_scored)
    made: list[Flight] = []
    for item in after.last_scored:
        made += fly_scored(page, after, item)
    return made


def fly_scored(page: Any, state: GameState, item: Scored, held: bool = False) -> list[Flight]:
    """One scored feature's points fly to its scorers' rows and its followers to their owners' supply (`held`:
    the rows already wait for them)."""
    scale = page.view.transform().m11()
    made: list[Flight] = []
    start = _page_point(page, feature_centre(state, item))
    size = min(max(30.0 * scale, POINTS_PX[0]), POINTS_PX[1])
    for i, winner in enumerate(item.winners):
        label = FlyingPoints(page, texts.counted("points", item.points), page.colours[winner], size)
        if not held:
            page.scores.hold(winner, points=item.points)
        made.append(
            page.flights.launch(
                label,
                start + QPointF(0, size * 1.3 * i),
                _landing(page, winner, "points"),
                page.scene.animation_ms,
                2 * page.scene.animation_ms,
                LANDING_PX,
                partial(page.scores.land, winner, points=item.points),
                rise=size,
            )
        )
    made += [send_home(page, state, key, player, held) for key, player in item.returned]
    return made


def send_home(page: Any, state: GameState, key: int, player: int, held: bool = False) -> Flight:
    """A follower leaves the board for its owner's supply (a moment after the points, so that each reads on
    its own; `held`: the row already waits for it)."""
    at, lying = follower_place(state, key)
    size = FOLLOWER_SIZE * page.view.transform().m11()
    ghost = FlyingFollower(page, page.colours[player], lying, size, max(size, ICON) * 1.3)
    if not held:
        page.scores.hold(player, followers=1)
    flight: Flight = page.flights.launch(
        ghost,
        _page_point(page, at),
        _landing(page, player, "followers"),
        page.scene.animation_ms * 3 // 2,
        2 * page.scene.animation_ms,
        ICON * 0.9,
        partial(page.scores.land, player, followers=1),
    )
    return flight


def _landing(page: Any, player: int, what: str) -> QPointF:
    """Where a player's points or followers land: their row beside the table, or the folded side's strip."""
    folded = page.aids.landing(player, what) if hasattr(page, "aids") else None
    if folded is not None:
        return QPointF(folded)
    label = page.scores.score_label(player) if what == "points" else page.scores.supply_label(player)
    return row_point(label, page)


def _page_point(page: Any, scene_point: QPointF) -> QPointF:
    """Where the view shows a scene point now, in the page's coordinates."""
    return QPointF(page.view.viewport().mapTo(page, page.view.mapFromScene(scene_point)))
