"""The score track under the score panel's rows, and the followers left: played as a player plays (the mouse on the
table), each player's follower stands on the square of their score, goes round past 49 with the fifties shown,
says whose it is under the pointer; the supply shows the followers left filled and those on the land faint."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QToolTip

from thurntaxis.carcassonne.ai.greedy import best_follower, best_turn
from thurntaxis.carcassonne.rules import FOLLOWER, NONE, apply, legal_moves
from thurntaxis.carcassonne.rules.state import GameState
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.panels import SupplyLabel
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.scoretrack import SQUARES, ScoreTrack
from thurntaxis.kit.players import HUMAN, Seat

from .mouse import Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue"), Seat("Ida", HUMAN, colour="yellow")]


def _shown(page: CarcassonnePage, state: GameState) -> None:
    """The track and the supplies show `state` (points and followers that are still flying are not there yet)."""
    track = page.scores.track
    assert track.markers() == [(s % SQUARES, s // SQUARES) for s in state.scores]
    supplies = [row[3] for row in page.scores.rows]
    home = [0] * len(supplies)
    if state.game_over:
        for player in state.followers.values():
            home[player] += 1
    assert all(isinstance(label, SupplyLabel) for label in supplies)
    assert [label.count for label in supplies] == [state.supply[p] + home[p] for p in range(len(supplies))]
    assert [label.text() for label in supplies] == [f"× {label.count}" for label in supplies]
    # Further on the track is further to the right; every follower stands on the track.
    order = sorted(range(len(state.scores)), key=lambda p: state.scores[p] % SQUARES)
    xs = [track.marker_rect(p).center().x() for p in order]
    squares = [state.scores[p] % SQUARES for p in order]
    for k in range(1, len(order)):
        if squares[k] > squares[k - 1] + 1:
            assert xs[k] > xs[k - 1]
    for p in range(len(state.scores)):
        assert track.rect().adjusted(-2, -2, 2, 2).contains(track.marker_rect(p).toRect())


def test_the_track_follows_a_game_played_with_the_mouse(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = CarcassonnePage(speed="instant")
    qtbot.addWidget(page)
    page.resize(1280, 720)  # (below 1100 px wide the side folds, and the score strip stands for the track)
    page.show()
    qtbot.waitExposed(page)
    page.start(SEATS, 8)
    track = page.scores.track
    qtbot.waitUntil(lambda: track.width() > 180)  # (across the panel once laid out)
    assert track.isVisible()
    assert track.markers() == [(0, 0)] * 3
    hand = Hand(page)
    rng = random.Random(2)
    model = page.controller.state
    scored = False
    for _turn in range(36):  # with the mouse, until someone has scored
        options = legal_moves(model)
        followers = [m for m in options if m.kind == FOLLOWER]
        move = followers[rng.randrange(len(followers))] if followers and model.phase else options[0]
        if model.phase == 0:
            move = options[rng.randrange(len(options))]
        hand.play(move)
        model = apply(model, move)
        qtbot.waitUntil(lambda m=model: page.scores.track.markers()[0] == (m.scores[0] % 50, m.scores[0] // 50))
        _shown(page, model)
        scored = scored or any(model.scores)
    assert scored and any(count < 7 for count in (row[3].count for row in page.scores.rows))
    # The rest of the game at once, played well (the first computer level's choices): the followers go round.
    while not model.game_over:
        move = best_turn(model).place if model.phase == 0 else best_follower(model)
        assert page.controller.submit(move)
        model = apply(model, move)
        if not model.game_over and model.phase and model.supply[model.current] == 0:
            model = apply(model, NONE)  # no follower left: the table ends the turn itself
    qtbot.waitUntil(lambda: page.scores.track.markers() == [(s % 50, s // 50) for s in model.scores], timeout=5000)
    _shown(page, model)
    assert max(model.scores) >= SQUARES
    # Resting the pointer on a follower says whose it is and the points.
    leader = max(range(3), key=lambda p: model.scores[p])
    where = track.marker_rect(leader).center().toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, where, track.mapToGlobal(where))
    QApplication.sendEvent(track, event)
    said = f"{SEATS[leader].name}: {model.scores[leader]} point"  # (…points, or the language's form of it)
    assert any(line.startswith(said) for line in QToolTip.text().splitlines()), QToolTip.text()
    QToolTip.hideText()
    page.stop()


def _render(widget: ScoreTrack | SupplyLabel) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#f3ecda"))
    painter = QPainter(image)
    widget.render(painter, QPoint(0, 0))
    painter.end()
    return image


def _colour_near(image: QImage, centre: QPointF, colour: str, radius: int = 3) -> int:
    want = QColor(COLOURS[colour])
    found = 0
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            pixel = image.pixelColor(round(centre.x()) + dx, round(centre.y()) + dy)
            found += (
                abs(pixel.red() - want.red()) + abs(pixel.green() - want.green()) + abs(pixel.blue() - want.blue()) < 60
            )
    return found


@pytest.mark.parametrize("scores", [[0, 17, 49], [57, 3, 112], [20, 20, 20]])
def test_each_follower_stands_on_its_square(qapp, scores: list[int]) -> None:  # type: ignore[no-untyped-def]
    """Drawn, each player's follower is where the track says, in their colour; gone round, it lies down with the
    fifties above it."""
    track = ScoreTrack()
    track.resize(240, track.sizeHint().height())
    track.set_players(["Mira", "Otto", "Ida"], ["red", "blue", "yellow"])
    track.set_scores(scores)
    image = _render(track)
    for player, colour in enumerate(("red", "blue", "yellow")):
        rect = track.marker_rect(player)
        assert _colour_near(image, rect.center(), colour, 4) > 4, (scores, colour)
        assert (rect.width() > rect.height()) == (scores[player] >= SQUARES)  # lying once it has gone round
    if scores == [20, 20, 20]:  # on one square, side by side
        xs = [track.marker_rect(p).center().x() for p in range(3)]
        assert xs[0] < xs[1] < xs[2] and xs[2] - xs[0] < 20
    said = track.tip_at(track.marker_rect(1).center()).splitlines()  # (followers side by side: all of them)
    assert track.tr("%1: %n point(s)", None, scores[1]).replace("%1", "Otto") in said and all(
        line.split(":")[0] in ("Mira", "Otto", "Ida") for line in said
    )


def test_the_supply_shows_the_followers_left_and_those_on_the_land(qapp) -> None:  # type: ignore[no-untyped-def]
    label = SupplyLabel("blue")
    label.resize(label.sizeHint())
    label.set_count(3)
    image = _render(label)
    middle = label.height() / 2
    # Each figure's free side: a filled one's left (it lies over the one before), a faint one's right.
    slots = [QPointF(13 / 2 + 1 + k * 7.5 + (-2.5 if k < 3 else 2.5), middle) for k in range(7)]
    filled = [_colour_near(image, slot, "blue", 1) for slot in slots]
    assert all(filled[k] >= 2 for k in range(3)), filled
    assert all(filled[k] == 0 for k in range(3, 7)), filled  # the four on the land: faint
    faint = image.pixelColor(round(slots[5].x()), round(slots[5].y()))
    assert faint != QColor("#f3ecda")  # but there
