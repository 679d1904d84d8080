"""Readable at any size: the followers on the board and the places where a follower may go keep a least size on
the screen however far the view is zoomed out, and are moved apart just enough that none covers another.

The view tells the scene its scale (`rescale`, called whenever it zooms or fits); the scene lays its pieces out
again after every position it shows (`lay_out`). At ordinary zooms nothing moves: a follower stands on its place
at its tile size, and the places of one tile are spaced for that size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from thurntaxis.carcassonne.ui.items import (
    PLACE_FIGURE,
    FollowerItem,
    SegmentsItem,
    follower_size,
    target_size,
    view_scale,
)

ROUNDS = 300  # at most this many rounds of pushing apart


Disc = tuple[QPointF, float]  # a middle and a radius


def spread(discs: Sequence[Disc], fixed: Sequence[Disc] = ()) -> list[QPointF]:
    """The middles of `discs` moved apart so that no two overlap and none overlaps a `fixed` disc, each moved as
    little as a few rounds of pushing pairs apart allow (deterministic: the same discs give the same places)."""
    points = [QPointF(p) for p, _r in discs]
    radii = [r for _p, r in discs]
    for _ in range(ROUNDS):
        moved = False
        for i in range(len(points)):
            for j in range(i + 1, len(points)):
                moved |= _push(points, i, j, radii[i] + radii[j])
            for at, radius in fixed:
                moved |= _push_off(points, i, at, radii[i] + radius)
        if not moved:
            break
    return points


def _direction(dx: float, dy: float, salt: int) -> tuple[float, float, float]:
    distance = math.hypot(dx, dy)
    if distance < 1e-6:  # on the same spot: apart along a direction of their own
        angle = salt * 2.399963  # the golden angle, so that several such pairs part different ways
        return math.cos(angle), math.sin(angle), 0.0
    return dx / distance, dy / distance, distance


def _push(points: list[QPointF], i: int, j: int, least: float) -> bool:
    ux, uy, distance = _direction(points[j].x() - points[i].x(), points[j].y() - points[i].y(), i * 31 + j)
    if distance >= least - 1e-3:
        return False
    half = (least - distance) / 2 + least * 0.01
    points[i] -= QPointF(ux * half, uy * half)
    points[j] += QPointF(ux * half, uy * half)
    return True


def _push_off(points: list[QPointF], i: int, at: QPointF, least: float) -> bool:
    ux, uy, distance = _direction(points[i].x() - at.x(), points[i].y() - at.y(), i)
    if distance >= least - 1e-3:
        return False
    step = least - distance + least * 0.01
    points[i] += QPointF(ux * step, uy * step)
    return True


def rescale(scene: QGraphicsScene) -> None:
    """The view may have zoomed: lay the followers and the places out again if its scale changed."""
    if scene.property("laid_scale") != view_scale(scene):
        lay_out(scene)


def lay_out(scene: QGraphicsScene) -> None:
    """Size the followers and the places for the view's scale and move them apart where they would overlap."""
    scale = view_scale(scene)
    scene.setProperty("laid_scale", scale)
    size = follower_size(scale)
    followers = sorted((i for i in scene.items() if isinstance(i, FollowerItem)), key=lambda i: i.key)
    # A follower takes a disc a little narrower than its figure: arms may touch, bodies never cover each other.
    radius = size * 0.46
    for item, at in zip(followers, spread([(f.anchor, radius) for f in followers]), strict=True):
        item.set_size(size)
        item.setPos(at)
    for segments in (i for i in scene.items() if isinstance(i, SegmentsItem)):
        places = target_size(scale)
        fixed = [(segments.mapFromScene(f.pos()), radius) for f in followers]
        anchors = [(segments.anchor(name), places / 2) for name in segments.names]
        segments.set_places(spread(anchors, fixed), places, places * PLACE_FIGURE)


__all__ = ["lay_out", "rescale", "spread"]
