"""Rendering a position on Thurn and Taxis's table: the display, the bonus stacks, the routes, the player's own
cards and houses, the lit cities and the buttons of the phase (a part of `thurntaxis.taxis.ui.scene.TableScene`)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from thurntaxis.kit import fonts, theme
from thurntaxis.taxis.rules import GameState, score
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    CARRIER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
    AllLandsRule,
)
from thurntaxis.taxis.ui.buttons import ButtonItem, StackTile
from thurntaxis.taxis.ui.items import CardItem, HouseToken
from thurntaxis.taxis.ui.mapgeometry import MAP_RECT
from thurntaxis.taxis.ui.preview import carriage_preview
from thurntaxis.taxis.ui.sidecards import RowCard, row_layout
from thurntaxis.taxis.ui.tablelayout import (
    DECK_POS,
    DISCARD_POS,
    DISPLAY_Y,
    HAND_Y,
    OFFICIAL_MOVES,
    OPTIONS_AREA,
    PLAY_RIGHT_END,
    PLAY_X,
    RIGHT_X,
    ROUTE_Y,
    ROUTES_Y,
    STACKS_X,
    STEP,
    house_option_button,
    stack_mark,
)
from thurntaxis.taxis.ui.texts import (
    carriage_note,
    city_name,
    counted,
    houses_figure,
    land_name,
    last_round,
    score_tip,
    stack_tip,
    translate,
    won_points,
)


def render_display(scene: Any, state: GameState) -> None:
    can_draw = any(m.kind == mv.DRAW for m in scene.legal)
    for i, city in enumerate(state.display):
        key = ("display", city, i)
        card = scene._card(city, key=key)
        scene._place(card, key, QPointF(RIGHT_X + i * STEP, DISPLAY_Y))
        card.draggable = card.clickable = scene.interactive  # a refused draw says why
        card.lit = can_draw
        card.setToolTip(translate("Game", "Drag onto your hand to draw it, or click it."))
    deck = scene._card(None, key=("deck",))
    deck.caption = str(len(state.deck))
    scene._place(deck, ("deck",), DECK_POS)
    deck.draggable = deck.clickable = scene.interactive
    deck.lit = mv.DRAW_DECK in scene.legal
    deck.setToolTip(counted("deck", len(state.deck)))
    if state.discard:
        top = scene._card(state.discard[-1], key=("discard",))
        scene._place(top, ("discard",), DISCARD_POS)
        top.setOpacity(0.85)
        top.setToolTip(card_tip(top))
    count = scene._add(QGraphicsSimpleTextItem(counted("cards", len(state.discard))))
    count.setFont(theme.font(theme.TEXT_FLOOR))
    count.setBrush(QColor("#efe4c8"))
    count.setPos(DISCARD_POS.x() + 4, DISCARD_POS.y() + theme.CARD_H + 4)


def render_stacks(scene: Any, state: GameState) -> None:
    board = scene.board
    if not scene._stack_buttons:
        for k, stack in enumerate(board.stack_ids):
            b = StackTile(("stack", k), stack_mark(board, stack), "#f0d78c")
            b.setPos(STACKS_X + (k % 5) * 76, DECK_POS.y() + (k // 5) * 58)
            scene.addItem(b)
            scene._report(b)
            scene._stack_buttons.append(b)
        for k, number in enumerate(range(3, 8)):
            b = ButtonItem(
                ("carriage", number),
                74,
                44,
                str(number),
                counted("points_short", board.carriage_points[number]),
                "#c9a27e",
            )  # type: ignore
            b.title_px = 16
            b.setPos(STACKS_X + k * 76, DECK_POS.y() + 134)
            scene.addItem(b)
            scene._report(b)
            scene._stack_buttons.append(b)
    copies = board.carriage_copies
    points = board.carriage_points
    for b in scene._stack_buttons:
        kind, n = b.key
        if kind == "stack":
            top = state.top_tile(n)
            left = state.stacks[n]
            title, badge, enabled = (str(top) if top is not None else "–"), str(left), top is not None
            tip = stack_tip(board.stack_ids[n], top, left, state.definition.all_lands == AllLandsRule.OUTSIDE_BAIERN)
        else:
            left = copies - sum(1 for c in state.carriages if c == n)
            title, badge, enabled = str(n), str(left), left > 0
            tip = (
                translate("Game", "Carriage %1: needs a route of %1 cards; worth %2. %3 left.")
                .replace("%1", str(n))
                .replace("%2", counted("points", points[n]))
                .replace("%3", str(left))
            )
        b.set_texts(title, badge=badge)
        b.set_enabled(enabled)
        b.setToolTip(tip)


CHIP_W = 112.0  # a player's chip in the routes panel: their name, figures and route length
ROW_X = RIGHT_X + CHIP_W + 8  # where their route's cards begin
ROW_END = RIGHT_X + 588


def render_routes(scene: Any, state: GameState) -> None:
    rows = len(scene.seats)
    height = min(86.0, 340.0 / max(rows, 1))
    for seat, s in enumerate(scene.seats):
        y = ROUTES_Y + seat * height
        colour = QColor(theme.PLAYER_COLOURS[s.colour])
        chip = scene._add(QGraphicsRectItem(QRectF(0, 0, CHIP_W, theme.SMALL_H)))
        chip.setBrush(QBrush(colour))
        current = seat == state.current and not state.game_over
        chip.setPen(QPen(theme.HIGHLIGHT if current else QColor("#1a2b24"), 3 if current else 1))
        chip.setPos(RIGHT_X, y)
        token = HouseToken(s.colour, theme.MARKS[s.colour], 20)
        token.setPos(RIGHT_X + 16, y + 18)
        scene._add(token)
        ink = theme.text_on(colour)
        breakdown = score(state, seat)
        # two figures: the points won (right, large) and, beside the player's house, what the houses still to
        # place take off at the end (the score's sum is in the tooltip)
        won = chip_text(scene, str(won_points(breakdown)), 20, True, ink)
        won.setPos(RIGHT_X + CHIP_W - 4 - won.boundingRect().width(), y + 2)
        won.setData(0, "won")
        owed = chip_text(scene, houses_figure(breakdown), 15, True, ink)
        owed.setPos(RIGHT_X + 29, y + 6)
        owed.setData(0, "owed")
        name = chip_text(scene, s.name, 14, True, ink)
        name.setPos(RIGHT_X + 4, y + 34)
        chip.setToolTip(score_tip(breakdown))
        for figure in (won, owed):
            figure.setToolTip(chip.toolTip())
            figure.setAcceptHoverEvents(True)
        name.setToolTip(s.name)  # (whole, should the chip cut it short)
        info = chip_text(scene, counted("cards", len(state.routes[seat])), 14, False, ink)
        info.setPos(RIGHT_X + 4, y + 54)
        route = state.routes[seat]
        for city, (x, dy, width, low) in zip(route, row_layout(len(route), ROW_END - ROW_X), strict=True):
            key = ("row", seat, city)
            card = row_card(scene, city, key)
            card.shape_as(width, low)
            scene._place(card, key, QPointF(ROW_X + x, y + dy))
            card.setToolTip(card_tip(card))  # a small card shows its land by colour only


def row_card(scene: Any, city: int, key: object) -> RowCard:
    """The card of `city` in a route of the routes panel: the one shown there before, else a new one."""
    spare = scene._spare.pop(key, None)
    if isinstance(spare, RowCard) and spare.city == city and not spare.dragging:
        scene._dynamic.append(spare)
        return spare
    if spare is not None:
        scene.removeItem(spare)
    land = scene.board.city_land[city]
    card = RowCard(city, city_name(scene.board, city), land_name(scene.board, land), theme.LAND_COLOURS[land])
    scene._add(card)
    scene._report(card)
    return card


def card_tip(card: CardItem) -> str:
    """A card's tooltip where it only lies (a route, the discard pile): its city and land, in full."""
    return f"{card.name} ({card.land})"


def chip_text(scene: Any, text: str, px: int, bold: bool, ink: QColor) -> QGraphicsSimpleTextItem:
    """A text on a player's chip in the routes panel: whole in the table's font, else in its condensed face, and
    shortened with an ellipsis only where even that cannot hold it (the chip's tooltip says it whole)."""
    room = CHIP_W - 8
    font = theme.font(px, bold)
    if QFontMetricsF(font).horizontalAdvance(text) > room:
        font = theme.font(px, bold, fonts.SANS_CONDENSED)
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room)
    item: QGraphicsSimpleTextItem = scene._add(QGraphicsSimpleTextItem(text))
    item.setFont(font)
    item.setBrush(ink)
    item.setZValue(6)
    return item


def render_own(scene: Any, state: GameState) -> None:
    viewer = scene.viewer
    who = viewer if viewer is not None else state.current
    seat = scene.seats[who] if scene.seats else None
    scene._route_title.setText(translate("Game", "Route: %1").replace("%1", seat.name) if seat else "")
    scene._hand_title.setText(translate("Game", "Hand: %1").replace("%1", seat.name) if seat else "")
    hidden = viewer is None
    scene.cover.setVisible(hidden)
    for button in (scene.undo_button, scene.hint_button):  # nothing of the table peeks out beside the cover
        button.setVisible(not hidden)
    if hidden and seat is not None:
        scene.cover.show_player(seat.name, seat.colour)
        if seat.is_human:
            scene.cover.set_texts(
                translate("Game", "%1, it is your turn").replace("%1", seat.name),
                translate("Game", "Click here (or press Space) when you are at the screen to see your hand."),
            )
        else:
            scene.cover.set_texts(
                translate("Game", "%1 is playing").replace("%1", seat.name),
                translate("Game", "Every hand stays hidden while the players change places."),
            )
    route = state.routes[who]
    playing = scene.interactive and state.phase in (PLAY_PHASE, CARRIER_PLAY)
    for zone in ("left", "right"):
        scene.zones[zone].setVisible(playing and bool(route))
    scene.zones["new"].setVisible(playing and state.phase == PLAY_PHASE)
    avail = PLAY_RIGHT_END - PLAY_X - 2 * 100
    step = min(STEP, (avail - theme.CARD_W) / max(len(route) - 1, 1))
    scene.zones["left"].setPos(PLAY_X, ROUTE_Y)
    for i, city in enumerate(route):
        key = ("route", who, city)
        card = scene._card(city, key=key)
        scene._place(card, key, QPointF(PLAY_X + 100 + i * step, ROUTE_Y))
        card.setToolTip(card_tip(card))
    end = PLAY_X + 100 + (len(route) - 1) * step + theme.CARD_W + 8 if route else PLAY_X + 100
    scene.zones["right"].setPos(end, ROUTE_Y)
    scene.zones["hand"].setVisible(not hidden)
    scene.zones["discard"].setVisible(scene.interactive and state.phase == DISCARD_PHASE)
    if hidden:
        return
    hand = state.hands[who]
    discard_now = any(m.kind == mv.DISCARD for m in scene.legal)
    plays = {m.arg for m in scene.legal if m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START)}
    avail = PLAY_RIGHT_END - PLAY_X
    step = min(STEP, (avail - theme.CARD_W) / max(len(hand) - 1, 1))
    for i, city in enumerate(hand):
        key = ("hand", city, i)
        card = scene._card(city, key=key)
        scene._place(card, key, QPointF(PLAY_X + i * step, HAND_Y))
        card.draggable = card.clickable = scene.interactive  # a refused play says why
        card.lit = city in plays or discard_now
        card.selected_card = scene.selected == city
        card.setToolTip(translate("Game", "Drag to an end of your route, or click and then click a lit place."))
    if state.phase == PLACE_HOUSES and scene.interactive:
        s = scene.seats[who]
        token = HouseToken(s.colour, theme.MARKS[s.colour], 46)
        token.key = "house"
        token.home = beside_lit_cities(scene)
        token.setPos(token.home)
        token.draggable = True
        token.setToolTip(translate("Game", "Drag a house onto a lit city, or click the city."))
        scene._add(token)
    scene.light_zones()


def beside_lit_cities(scene: Any) -> QPointF:
    """Where the house to drag waits: on the map, as near to a city that may take it as it can lie clear of every
    city plate and land name."""
    lit = [
        c.sceneBoundingRect().center()
        for c in scene.cities
        if any(m.kind == mv.HOUSE and m.arg == c.city for m in scene.legal)
    ]
    half = min(scene.prompt_tag.width_for(counted("drag_house", 20)), 320) / 2
    plates = [c.sceneBoundingRect().adjusted(-4, -4, 4, 4) for c in scene.cities]
    keep_clear = plates + [label.outline().boundingRect() for label in scene.map_painting.labels]
    inner = MAP_RECT.adjusted(34, 34, -34, -34)
    for radius in range(48, 400, 10):
        for centre in lit:
            for k in range(24):
                turn = math.pi * 2 * k / 24
                spot: QPointF = centre + QPointF(radius * math.cos(turn), radius * 0.8 * math.sin(turn))
                area = QRectF(spot.x() - 32, spot.y() - 32, 64, 64)
                tag = QRectF(spot.x() - half, spot.y() + 30, 2 * half, 26)  # the tag under it: "Drag a house: 17 left"
                if (
                    inner.contains(spot)
                    and MAP_RECT.contains(tag)
                    and not any(area.intersects(r) for r in keep_clear)
                    and not any(tag.intersects(r) for r in plates)
                ):
                    return spot
    return QPointF(PLAY_RIGHT_END + 62, ROUTE_Y + 40)


def render_cities(scene: Any, state: GameState) -> None:
    who = scene.viewer if scene.viewer is not None else state.current
    scene.lighting.show_route(state.routes[who], scene.seats[who].colour if scene.seats else None)
    if scene.selected is None:
        scene.lighting.point_at_card(None)
    pending = {m.arg for m in scene.legal if m.kind == mv.HOUSE}
    route = set(state.routes[who])
    for item in scene.cities:
        houses = [
            (s.colour, theme.MARKS[s.colour])
            for seat, s in enumerate(scene.seats)
            if state.houses[seat] >> item.city & 1
        ]
        item.set_state(houses, item.city in pending, item.city in route)
        item.preview = False


def render_last_round(scene: Any, state: GameState) -> None:
    """From the moment the game-end tile is taken to the end: who ended the game and who still plays."""
    text = last_round(state, [s.name for s in scene.seats])
    scene.last_round.setVisible(bool(text))
    if text != scene.last_round.title:
        scene.last_round.title = text
        scene.last_round.update()


def render_buttons(scene: Any, state: GameState) -> None:
    legal = set(scene.legal)
    choosing = scene.interactive and state.phase == CHOOSE_HOUSES
    for official, button in scene.officials.items():
        button.setVisible(not choosing)
        button.set_enabled(OFFICIAL_MOVES[official] in legal)
        button.used = not state.game_over and state.official == official
    scene.score_button.setVisible(not choosing)
    scene.end_button.setVisible(not choosing)
    scene.score_button.set_enabled(mv.SCORE_ROUTE in legal)
    note = carriage_note(carriage_preview(state)) if mv.SCORE_ROUTE in legal else ""
    if note != scene.score_button.subtitle:
        scene.score_button.subtitle = note
        scene.score_button.update()
    scene.end_button.set_enabled(mv.END in legal)
    scene.undo_button.set_enabled(scene.interactive)
    scene.hint_button.set_enabled(scene.interactive)
    if choosing:
        options = [m for m in scene.legal if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
        # (over them, the prompt's tag asks "Where do your houses go?": `thurntaxis.taxis.ui.prompt`)
        for m, place in zip(options, option_places(len(options)), strict=True):
            b = house_option_button(scene.board, m, state, place.width(), place.height())
            b.setPos(place.topLeft())
            scene._add(b)
            scene._report(b)


def option_places(count: int) -> list[QRectF]:
    """Where `count` house options lie: two to a row in the officials' place, the rows as tall as the place allows
    (92 at most), so that any number of them stays clear of the buttons around."""
    rows = max(1, math.ceil(count / 2))
    gap = 4.0
    height = min(92.0, (OPTIONS_AREA.height() - gap * (rows - 1)) / rows)
    width = (OPTIONS_AREA.width() - gap) / 2
    return [
        QRectF(
            OPTIONS_AREA.left() + (k % 2) * (width + gap), OPTIONS_AREA.top() + (k // 2) * (height + gap), width, height
        )
        for k in range(count)
    ]
