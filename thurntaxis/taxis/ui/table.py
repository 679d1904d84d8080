"""The table scene: the map and everything around it, rendered from a GameState. It only draws: clicks on its items
and pointing at them are passed on (`itemClicked`, `itemHovered`) to the interactions installed on it
(`thurntaxis.taxis.ui.tableplay`), which decide what they mean; the scene never changes the state."""

from __future__ import annotations

import math
from collections.abc import Collection

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from thurntaxis.kit import theme
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import GameState, Move, score
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    CARRIER_PLAY,
    CARTWRIGHT,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
)
from thurntaxis.taxis.ui.items import ButtonItem, CardItem, DropZone, HouseToken, StackTile
from thurntaxis.taxis.ui.lighting import MapLighting
from thurntaxis.taxis.ui.mapgeometry import MAP_RECT
from thurntaxis.taxis.ui.mapitems import CityItem, build_map
from thurntaxis.taxis.ui.preview import carriage_preview, option_preview
from thurntaxis.taxis.ui.texts import (
    carriage_note,
    city_name,
    counted,
    land_name,
    last_round,
    official_help,
    official_name,
    option_note,
    score_tip,
    stack_name,
    translate,
)

RIGHT_X = 1070.0
DISPLAY_Y = 26.0
DECK_POS = QPointF(RIGHT_X, 186.0)
DISCARD_POS = QPointF(RIGHT_X + 98, 186.0)
STACKS_X = RIGHT_X + 206
ROUTES_Y = 400.0
BOTTOM_Y = 762.0
ROUTE_Y = BOTTOM_Y + 24
HAND_Y = BOTTOM_Y + 172
PLAY_X = 430.0
PLAY_RIGHT_END = 1530.0
SCENE_RECT = QRectF(-16, -16, 1682, 1086)
STEP = theme.CARD_W + 8
# the move a hand card dropped on each place makes, and the move that calls each official (its button's key)
ZONE_MOVES = {"left": mv.PLAY_LEFT, "right": mv.PLAY_RIGHT, "new": mv.START, "discard": mv.DISCARD}
OFFICIAL_MOVES = {
    POSTMASTER: mv.USE_POSTMASTER,
    ADMINISTRATOR: mv.USE_ADMINISTRATOR,
    POSTAL_CARRIER: mv.USE_CARRIER,
    CARTWRIGHT: mv.SCORE_WITH_CARTWRIGHT,
}


def house_option_button(board: object, move: Move, state: GameState | None = None) -> ButtonItem:
    """The button of a house option: one house in each land of the route, or all route cities of one land; with
    `state` (choosing houses), it says what the option brings: houses placed and bonus tiles."""
    if move.kind == mv.HOUSES_EACH_LAND:
        text, meaning = translate("Game", "One in each land"), translate("Game", "one house per land of the route")
    else:
        text = translate("Game", "All of %1").replace("%1", land_name(board, move.arg))
        meaning = translate("Game", "every route city of this land")
    sub = option_note(board, option_preview(state, move)) if state is not None else meaning
    button = ButtonItem(move, 196, 76, text, sub, "#f2c14e")
    button.setToolTip(
        meaning + "\n" + translate("Game", "Point at an option to see the cities that get houses; click to choose it.")
    )
    return button


def stack_mark(board: object, stack_id: str) -> tuple[str, ...]:
    """What a bonus stack's tile shows besides its value: the colours of its lands, the route length, or the end."""
    lengths = {"route5": "5", "route6": "6", "route7": "7+"}
    if stack_id in lengths:
        return ("length", lengths[stack_id])
    if stack_id == "game_end":
        return ("end",)
    names = board.land_names  # type: ignore[attr-defined]
    lands = range(len(names)) if stack_id == "all_lands" else [names.index(n) for n in stack_id.split("/")]
    return ("lands", *(theme.LAND_COLOURS[land] for land in lands))


class TableScene(QGraphicsScene):
    """Everything on the table. Call `render` with each new state; install interactions to play on it."""

    itemClicked = Signal(object)  # a button, a city or a place to play on was clicked (the item)
    itemHovered = Signal(object, bool)  # the mouse came onto (True) or left a card, a button or a city

    def __init__(self, board: object) -> None:
        super().__init__()
        self.board = board
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(theme.TABLE)
        self.animation_ms = 0
        self.cities: list[CityItem] = build_map(self, board)  # type: ignore[arg-type]
        self.lighting = MapLighting(self, board, self.map_painting.roads, self.cities)  # type: ignore[arg-type]
        for item in self.cities:
            self._report(item)
        self.state: GameState | None = None
        self.seats: list[Seat] = []
        self.legal: list[Move] = []
        self.viewer: int | None = None
        self.interactive = False
        self.read_only = False  # True: only shows positions (the replay viewer), never takes a move
        self.selected: int | None = None  # the hand card chosen by click or keyboard
        self._dynamic: list[QGraphicsItem] = []
        self._spare: dict[object, CardItem] = {}
        self._stack_buttons: list[ButtonItem] = []
        self._previous: GameState | None = None
        self._flying: list[ButtonItem] = []
        self._positions: dict[object, QPointF] = {}
        self._static_panels()
        self.zones = {
            "left": DropZone("left", QRectF(0, 0, 92, theme.CARD_H), translate("Game", "Play at the left end")),
            "right": DropZone("right", QRectF(0, 0, 92, theme.CARD_H), translate("Game", "Play at the right end")),
            "new": DropZone("new", QRectF(0, 0, 110, theme.CARD_H), translate("Game", "Start a new route")),
            "hand": DropZone("hand", QRectF(0, 0, PLAY_RIGHT_END - PLAY_X, theme.CARD_H + 8), ""),
            "discard": DropZone("discard", QRectF(-4, -4, theme.CARD_W + 8, theme.CARD_H + 8), ""),
        }
        for zone in self.zones.values():
            self.addItem(zone)
            self._report(zone)
        self.zones["new"].setPos(PLAY_RIGHT_END + 10, ROUTE_Y)
        self.zones["hand"].setPos(PLAY_X - 4, HAND_Y - 4)
        self.zones["hand"].setZValue(1)
        self.zones["discard"].setPos(DISCARD_POS)
        self._buttons()
        for zone in self.zones.values():  # nothing to play before a game begins
            zone.hide()
        for button in [
            *self.officials.values(),
            self.score_button,
            self.end_button,
            self.undo_button,
            self.hint_button,
        ]:
            button.set_enabled(False)

    def _report(self, item: ButtonItem | CardItem | CityItem | DropZone) -> None:
        """Pass the player's clicks on `item` and pointing at it on as the scene's `itemClicked` and `itemHovered`."""
        if not isinstance(item, CardItem):
            item.clicked.connect(self.itemClicked)
        if not isinstance(item, DropZone):
            item.hovered.connect(self.itemHovered)

    # --- fixed parts ----------------------------------------------------------------------------------------

    def _label(self, text: str, x: float, y: float, px: int = 15) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(theme.font(px, True))
        item.setBrush(QColor("#efe4c8"))
        item.setPos(x, y)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        return item

    def _static_panels(self) -> None:
        for rect in (
            QRectF(RIGHT_X - 12, -8, 604, 360),
            QRectF(RIGHT_X - 12, ROUTES_Y - 32, 604, 370),
            QRectF(-8, BOTTOM_Y - 10, 1672, 312),
        ):
            panel = QGraphicsRectItem(rect)
            panel.setBrush(theme.TABLE_DARK)
            panel.setPen(QPen(QColor("#1a2b24"), 2))
            panel.setZValue(-20)
            panel.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(panel)
        self._label(translate("Game", "Display"), RIGHT_X, 0)
        self._label(translate("Game", "Deck"), DECK_POS.x(), DECK_POS.y() - 22, 14)
        self._label(translate("Game", "Discard"), DISCARD_POS.x(), DISCARD_POS.y() - 22, 14)
        self._label(translate("Game", "Bonus tiles"), STACKS_X, DECK_POS.y() - 22, 14)
        self._label(translate("Game", "Carriages"), STACKS_X, DECK_POS.y() + 112, 14)
        self._label(translate("Game", "Routes"), RIGHT_X, ROUTES_Y - 26)
        self._route_title = self._label(translate("Game", "Your route"), PLAY_X, BOTTOM_Y - 2, 14)
        self._hand_title = self._label(translate("Game", "Your hand"), PLAY_X, HAND_Y - 24, 14)

    def _buttons(self) -> None:
        self.officials: dict[int, ButtonItem] = {}
        specs = (
            (POSTMASTER, "#e9d8a6"),
            (ADMINISTRATOR, "#d8c7e9"),
            (POSTAL_CARRIER, "#c7e2e9"),
            (CARTWRIGHT, "#e9cfc0"),
        )
        for k, (official, colour) in enumerate(specs):
            b = ButtonItem(
                official, 196, 92, official_name(official), official_help(official).split(":", 1)[1].strip(), colour
            )
            b.title_px = 15
            b.setToolTip(official_help(official))
            b.setPos(8 + (k % 2) * 204, BOTTOM_Y + 8 + (k // 2) * 98)
            self.addItem(b)
            self._report(b)
            self.officials[official] = b
        self.score_button = ButtonItem("score", 196, 46, translate("Game", "Score route"), "", "#f2c14e")
        self.score_button.setToolTip(translate("Game", "Close your route (3 or more cards) and score it. Shortcut: S"))
        self.end_button = ButtonItem("end", 196, 46, translate("Game", "End turn"), "", "#a9d18e")
        self.end_button.setToolTip(translate("Game", "End your turn without scoring. Shortcut: E"))
        self.undo_button = ButtonItem("undo", 96, 36, translate("Game", "Undo"), "", "#cfd8dc")
        self.undo_button.setToolTip(translate("Game", "Take back your last move of this turn. Shortcut: Ctrl+Z"))
        self.hint_button = ButtonItem("hint", 96, 36, translate("Game", "Hint"), "", "#cfd8dc")
        self.hint_button.setToolTip(translate("Game", "Show a legal move. Shortcut: H"))
        self.score_button.setPos(8, BOTTOM_Y + 204)
        self.end_button.setPos(212, BOTTOM_Y + 204)
        self.undo_button.setPos(8, BOTTOM_Y + 256)
        self.hint_button.setPos(112, BOTTOM_Y + 256)
        for b in (self.score_button, self.end_button, self.undo_button, self.hint_button):
            self.addItem(b)
            self._report(b)
        self.cover = ButtonItem("cover", PLAY_RIGHT_END - PLAY_X + 120, 2 * theme.CARD_H + 36, "", "", "#3c5a4d")
        self.cover.setPos(PLAY_X - 6, ROUTE_Y - 6)
        self.cover.setZValue(200)
        self.addItem(self.cover)
        self._report(self.cover)
        self.cover.hide()
        self.house_count = QGraphicsTextItem()  # wraps: "Drag a house: 12 left" is long in some languages
        self.house_count.setFont(theme.font(14, True))
        self.house_count.setDefaultTextColor(QColor("#efe4c8"))
        self.house_count.setTextWidth(SCENE_RECT.right() - PLAY_RIGHT_END - 20)
        self.house_count.setPos(PLAY_RIGHT_END + 8, ROUTE_Y + 60)
        self.house_count.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self.house_count)
        self.last_round = ButtonItem("last_round", 640, 30, "", "", "#b03a2e")
        self.last_round.title_px = 16
        self.last_round.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.last_round.setPos(MAP_RECT.center().x() - 320, 6)
        self.last_round.setZValue(150)
        self.addItem(self.last_round)
        self.last_round.hide()

    # --- rendering ------------------------------------------------------------------------------------------

    def render(
        self,
        state: GameState,
        seats: list[Seat],
        legal: list[Move],
        viewer: int | None,
        move: Move | None = None,
        mover: int | None = None,
    ) -> None:
        """Show `state`; `viewer` is the seat whose hand is shown (None: hidden); `move` was just made."""
        self.state, self.seats, self.viewer = state, seats, viewer
        self.interactive = (
            not self.read_only
            and viewer is not None
            and viewer == state.current
            and seats[viewer].is_human
            and not state.game_over
        )
        self.legal = legal if self.interactive else []
        if self.selected is not None and (viewer is None or self.selected not in state.hands[viewer]):
            self.selected = None
        old = dict(self._positions)
        self._spare = {item.key: item for item in self._dynamic if isinstance(item, CardItem) and item.key is not None}
        for item in self._dynamic:
            if not (isinstance(item, CardItem) and item.key is not None):
                self.removeItem(item)
        self._dynamic = []
        self._positions = {}
        self._render_display(state)
        self._render_stacks(state)
        self._render_routes(state)
        self._render_own(state)
        self._render_cities(state)
        self._render_buttons(state)
        self._render_last_round(state)
        for item in self._spare.values():
            self.removeItem(item)
        self._spare = {}
        self._animate(old, move, mover, state)
        previous, self._previous = self._previous, state
        if previous is not None and previous.players == state.players and self.animation_ms > 0 and move is not None:
            self._award(previous, state)

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsRectItem)):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._dynamic.append(item)
        return item

    def _card(self, city: int | None, small: bool = False, key: object = None) -> CardItem:
        """A card item for `key`: the one shown there before when it still fits, else a new one."""
        spare = self._spare.pop(key, None) if key is not None else None
        if spare is not None and spare.city == city and spare.small == small and not spare.dragging:
            spare.draggable = spare.clickable = False
            self._dynamic.append(spare)
            return spare
        if spare is not None:
            self.removeItem(spare)
        board = self.board
        if city is None:
            card = CardItem(None, "", "", "#000000", small)
        else:
            land = board.city_land[city]  # type: ignore[attr-defined]
            card = CardItem(city, city_name(board, city), land_name(board, land), theme.LAND_COLOURS[land], small)
        self._add(card)
        self._report(card)
        return card

    def _place(self, card: CardItem, key: object, pos: QPointF) -> None:
        card.key = key
        card.home = pos
        card.setPos(pos)
        self._positions[key] = pos

    def _render_display(self, state: GameState) -> None:
        can_draw = any(m.kind == mv.DRAW for m in self.legal)
        for i, city in enumerate(state.display):
            key = ("display", city, i)
            card = self._card(city, key=key)
            self._place(card, key, QPointF(RIGHT_X + i * STEP, DISPLAY_Y))
            card.draggable = card.clickable = self.interactive  # a refused draw says why
            card.set_lit(can_draw)
            card.setToolTip(translate("Game", "Drag onto your hand to draw it, or click it."))
        deck = self._card(None, key=("deck",))
        deck.set_caption(str(len(state.deck)))
        self._place(deck, ("deck",), DECK_POS)
        deck.draggable = deck.clickable = self.interactive
        deck.set_lit(mv.DRAW_DECK in self.legal)
        deck.setToolTip(counted("deck", len(state.deck)))
        if state.discard:
            top = self._card(state.discard[-1], key=("discard",))
            self._place(top, ("discard",), DISCARD_POS)
            top.setOpacity(0.85)
        count = self._add(QGraphicsSimpleTextItem(counted("cards", len(state.discard))))
        count.setFont(theme.font(theme.TEXT_FLOOR))  # type: ignore[attr-defined]
        count.setBrush(QColor("#efe4c8"))  # type: ignore[attr-defined]
        count.setPos(DISCARD_POS.x() + 4, DISCARD_POS.y() + theme.CARD_H + 4)

    def _render_stacks(self, state: GameState) -> None:
        board = self.board
        if not self._stack_buttons:
            for k, stack in enumerate(board.stack_ids):  # type: ignore[attr-defined]
                b = StackTile(("stack", k), stack_mark(board, stack), "#f0d78c")
                b.setPos(STACKS_X + (k % 5) * 76, DECK_POS.y() + (k // 5) * 58)
                self.addItem(b)
                self._report(b)
                self._stack_buttons.append(b)
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
                self.addItem(b)
                self._report(b)
                self._stack_buttons.append(b)
        copies = board.carriage_copies  # type: ignore[attr-defined]
        points = board.carriage_points  # type: ignore[attr-defined]
        for b in self._stack_buttons:
            kind, n = b.key  # type: ignore[misc]
            if kind == "stack":
                top = state.top_tile(n)
                left = state.stacks[n]
                title, badge, enabled = (str(top) if top is not None else "–"), str(left), top is not None
                tip = (
                    stack_name(board.stack_ids[n])
                    + "\n"
                    + counted(  # type: ignore[attr-defined]
                        "tiles_left", left
                    ).replace("%1", counted("points", top or 0))
                )
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

    def _render_routes(self, state: GameState) -> None:
        rows = len(self.seats)
        height = min(86.0, 340.0 / max(rows, 1))
        for seat, s in enumerate(self.seats):
            y = ROUTES_Y + seat * height
            colour = QColor(theme.PLAYER_COLOURS[s.colour])
            chip = self._add(QGraphicsRectItem(QRectF(0, 0, 96, theme.SMALL_H)))
            chip.setBrush(QBrush(colour))  # type: ignore[attr-defined]
            current = seat == state.current and not state.game_over
            chip.setPen(QPen(theme.HIGHLIGHT if current else QColor("#1a2b24"), 3 if current else 1))  # type: ignore
            chip.setPos(RIGHT_X, y)
            token = HouseToken(s.colour, theme.MARKS[s.colour], 20)
            token.setPos(RIGHT_X + 16, y + 18)
            self._add(token)
            ink = theme.text_on(colour)
            breakdown = score(state, seat)
            chip.setToolTip(score_tip(breakdown))  # type: ignore[attr-defined]
            total = self._chip_text(str(breakdown.total), 20, True, ink)
            total.setPos(RIGHT_X + 92 - total.boundingRect().width(), y + 2)
            name = self._chip_text(s.name, 14, True, ink)
            name.setPos(RIGHT_X + 4, y + 34)
            info = self._chip_text(counted("cards", len(state.routes[seat])), 14, False, ink)
            info.setPos(RIGHT_X + 4, y + 54)
            route = state.routes[seat]
            avail = 600 - 112.0
            step = min(theme.SMALL_W + 4, (avail - theme.SMALL_W) / max(len(route) - 1, 1))
            for i, city in enumerate(route):
                key = ("row", seat, city)
                card = self._card(city, small=True, key=key)
                self._place(card, key, QPointF(RIGHT_X + 104 + i * step, y))

    def _chip_text(self, text: str, px: int, bold: bool, ink: QColor) -> QGraphicsSimpleTextItem:
        """A text on a player's chip in the routes panel, shortened with an ellipsis to the chip's width."""
        font = theme.font(px, bold)
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, 88)
        item = self._add(QGraphicsSimpleTextItem(text))
        item.setFont(font)  # type: ignore[attr-defined]
        item.setBrush(ink)  # type: ignore[attr-defined]
        item.setZValue(6)
        return item  # type: ignore[return-value]

    def _render_own(self, state: GameState) -> None:
        viewer = self.viewer
        who = viewer if viewer is not None else state.current
        seat = self.seats[who] if self.seats else None
        self._route_title.setText(translate("Game", "Route: %1").replace("%1", seat.name) if seat else "")
        self._hand_title.setText(translate("Game", "Hand: %1").replace("%1", seat.name) if seat else "")
        hidden = viewer is None
        self.cover.setVisible(hidden)
        if hidden and seat is not None:
            if seat.is_human:
                self.cover.set_texts(
                    translate("Game", "%1, it is your turn").replace("%1", seat.name),
                    translate("Game", "Click here (or press Space) when you are at the screen to see your hand."),
                )
            else:
                self.cover.set_texts(
                    translate("Game", "%1 is playing").replace("%1", seat.name),
                    translate("Game", "Every hand stays hidden while the players change places."),
                )
        route = state.routes[who]
        playing = self.interactive and state.phase in (PLAY_PHASE, CARRIER_PLAY)
        for key in ("left", "right"):
            self.zones[key].setVisible(playing and bool(route))
        self.zones["new"].setVisible(playing and state.phase == PLAY_PHASE)
        avail = PLAY_RIGHT_END - PLAY_X - 2 * 100
        step = min(STEP, (avail - theme.CARD_W) / max(len(route) - 1, 1))
        self.zones["left"].setPos(PLAY_X, ROUTE_Y)
        for i, city in enumerate(route):
            key = ("route", who, city)
            card = self._card(city, key=key)
            self._place(card, key, QPointF(PLAY_X + 100 + i * step, ROUTE_Y))
        end = PLAY_X + 100 + (len(route) - 1) * step + theme.CARD_W + 8 if route else PLAY_X + 100
        self.zones["right"].setPos(end, ROUTE_Y)
        self.zones["hand"].setVisible(not hidden)
        self.zones["discard"].setVisible(self.interactive and state.phase == DISCARD_PHASE)
        if hidden:
            return
        hand = state.hands[who]
        discard_now = any(m.kind == mv.DISCARD for m in self.legal)
        plays = {m.arg for m in self.legal if m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START)}
        avail = PLAY_RIGHT_END - PLAY_X
        step = min(STEP, (avail - theme.CARD_W) / max(len(hand) - 1, 1))
        for i, city in enumerate(hand):
            key = ("hand", city, i)
            card = self._card(city, key=key)
            self._place(card, key, QPointF(PLAY_X + i * step, HAND_Y))
            card.draggable = card.clickable = self.interactive  # a refused play says why
            card.set_lit(city in plays or discard_now)
            card.set_selected(self.selected == city)
            card.setToolTip(translate("Game", "Drag to an end of your route, or click and then click a lit place."))
        if state.phase == PLACE_HOUSES and self.interactive:
            s = self.seats[who]
            token = HouseToken(s.colour, theme.MARKS[s.colour], 46)
            token.key = "house"
            token.home = self._beside_lit_cities()
            token.setPos(token.home)
            token.draggable = True
            token.setToolTip(translate("Game", "Drag a house onto a lit city, or click the city."))
            self._add(token)
            self.house_count.setPlainText(counted("drag_house", state.houses_left(who)))
        else:
            self.house_count.setPlainText("")
        self.light_zones()

    def _beside_lit_cities(self) -> QPointF:
        """Where the house to drag waits: on the map, as near to a city that may take it as it can lie clear of every
        city plate and land name."""
        lit = [
            c.sceneBoundingRect().center()
            for c in self.cities
            if any(m.kind == mv.HOUSE and m.arg == c.city for m in self.legal)
        ]
        keep_clear = [c.sceneBoundingRect().adjusted(-4, -4, 4, 4) for c in self.cities]
        keep_clear += [label.outline().boundingRect() for label in self.map_painting.labels]
        inner = MAP_RECT.adjusted(34, 34, -34, -34)
        for radius in range(48, 400, 10):
            for centre in lit:
                for k in range(24):
                    turn = math.pi * 2 * k / 24
                    spot = centre + QPointF(radius * math.cos(turn), radius * 0.8 * math.sin(turn))
                    area = QRectF(spot.x() - 32, spot.y() - 32, 64, 64)
                    if inner.contains(spot) and not any(area.intersects(r) for r in keep_clear):
                        return spot
        return QPointF(PLAY_RIGHT_END + 62, ROUTE_Y + 40)

    def _render_cities(self, state: GameState) -> None:
        who = self.viewer if self.viewer is not None else state.current
        self.lighting.show_route(state.routes[who], self.seats[who].colour if self.seats else None)
        if self.selected is None:
            self.lighting.point_at_card(None)
        pending = {m.arg for m in self.legal if m.kind == mv.HOUSE}
        route = set(state.routes[who])
        for item in self.cities:
            houses = [
                (s.colour, theme.MARKS[s.colour])
                for seat, s in enumerate(self.seats)
                if state.houses[seat] >> item.city & 1
            ]
            item.set_state(houses, item.city in pending, item.city in route)
            item.set_preview(False)

    def _render_last_round(self, state: GameState) -> None:
        """From the moment the game-end tile is taken to the end: who ended the game and who still plays."""
        text = last_round(state, [s.name for s in self.seats])
        self.last_round.setVisible(bool(text))
        if text != self.last_round.title:
            self.last_round.title = text
            self.last_round.update()

    def _render_buttons(self, state: GameState) -> None:
        legal = set(self.legal)
        choosing = self.interactive and state.phase == CHOOSE_HOUSES
        for official, button in self.officials.items():
            button.setVisible(not choosing)
            button.set_enabled(OFFICIAL_MOVES[official] in legal)
            button.set_used(not state.game_over and state.official == official)
        self.score_button.setVisible(not choosing)
        self.end_button.setVisible(not choosing)
        self.score_button.set_enabled(mv.SCORE_ROUTE in legal)
        note = carriage_note(carriage_preview(state)) if mv.SCORE_ROUTE in legal else ""
        if note != self.score_button.subtitle:
            self.score_button.subtitle = note
            self.score_button.update()
        self.end_button.set_enabled(mv.END in legal)
        self.undo_button.set_enabled(self.interactive)
        self.hint_button.set_enabled(self.interactive)
        if choosing:
            options = [m for m in self.legal if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
            title = self._add(QGraphicsSimpleTextItem(translate("Game", "Where do your houses go?")))
            title.setFont(theme.font(14, True))  # type: ignore[attr-defined]
            title.setBrush(QColor("#efe4c8"))  # type: ignore[attr-defined]
            title.setPos(8, BOTTOM_Y - 4)
            for k, m in enumerate(options):
                b = house_option_button(self.board, m, state)
                b.setPos(8 + (k % 2) * 204, BOTTOM_Y + 18 + (k // 2) * 82)
                self._add(b)
                self._report(b)

    def _animate(self, old: dict[object, QPointF], move: Move | None, mover: int | None, state: GameState) -> None:
        if self.animation_ms <= 0 or move is None:
            return
        for item in self._dynamic:
            if not isinstance(item, CardItem) or item.key in old or item.key is None:
                continue
            key = item.key
            source: QPointF | None = None
            if isinstance(key, tuple) and key[0] == "display":
                source = DECK_POS
            elif isinstance(key, tuple) and key[0] == "hand" and move.kind == mv.DRAW:
                source = next(
                    (p for k, p in old.items() if isinstance(k, tuple) and k[0] == "display" and k[1] == key[1]),
                    DECK_POS,
                )
            elif (
                isinstance(key, tuple)
                and key[0] in ("route", "row")
                and move.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START)
            ):
                source = next(
                    (p for k, p in old.items() if isinstance(k, tuple) and k[0] == "hand" and k[1] == key[2]),
                    QPointF(RIGHT_X, ROUTES_Y),
                )
            if source is not None:
                item.setPos(source)
                item.move_to(item.home, self.animation_ms)

    def _award(self, before: GameState, after: GameState) -> None:
        """Tiles and carriages just taken fly from their stacks to the player's row."""
        height = min(86.0, 340.0 / max(len(self.seats), 1))
        for seat in range(after.players):
            target = QPointF(RIGHT_X + 14, ROUTES_Y + seat * height + 14)
            awards = [(("stack", stack), str(value)) for stack, value in after.tiles[seat][len(before.tiles[seat]) :]]
            if after.carriages[seat] != before.carriages[seat]:
                awards.append((("carriage", after.carriages[seat]), str(after.carriages[seat])))
            for k, (key, title) in enumerate(awards):
                source = next((b for b in self._stack_buttons if b.key == key), None)
                if source is None:
                    continue
                token = ButtonItem(("flying", key), 68, 44, title, "", source.colour.name())
                token.title_px = 16
                token.setZValue(500)
                token.setPos(source.pos())
                self.addItem(token)
                self._flying.append(token)
                token.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                anim = QPropertyAnimation(token, b"pos", token)
                anim.setDuration(self.animation_ms * 2 + k * 120)
                anim.setStartValue(source.pos())
                anim.setEndValue(target)
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                anim.finished.connect(lambda t=token: self._landed(t))
                anim.start()

    def _landed(self, token: ButtonItem) -> None:
        if token in self._flying:
            self._flying.remove(token)
            self.removeItem(token)

    # --- what the interactions show -------------------------------------------------------------------------

    def select(self, city: int | None) -> None:
        """Show `city` as the chosen hand card (None: none), with the places it may go lit."""
        self.selected = city
        self.lighting.point_at_card(city)
        for item in self._dynamic:
            if isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[0] == "hand":
                item.set_selected(item.key[1] == city)
        self.light_zones()

    def point_at(self, move: Move) -> None:
        """Highlight what a hinted move uses: the hand card to play, or the display card or deck to draw."""
        if move.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
            self.select(move.arg)
        elif move.kind == mv.DRAW:
            for card in self.cards("display") + self.cards("deck"):
                card.set_selected(card.city == move.arg if move.arg != mv.DECK else card.city is None)
        elif move.kind == mv.HOUSE:
            self.cities[move.arg].set_preview(True)

    def light_zones(self, names: Collection[str] | None = None) -> None:
        """Light the places `names` (where a dragged item may go), or with None those where the chosen hand card may
        go."""
        if names is None:
            chosen = self.selected
            names = {
                name for name, kind in ZONE_MOVES.items() if chosen is not None and Move(kind, chosen) in self.legal
            }
        for name, zone in self.zones.items():
            zone.set_lit(name in names)

    def glow_under(self, point: QPointF, cities: bool = False) -> None:
        """The lit place under `point` (a dragged item's centre) glows brighter: there the item would land; with
        `cities`, a lit city too (the item is a house)."""
        for zone in self.zones.values():
            zone.set_hot(zone.lit and zone.sceneBoundingRect().contains(point))
        if cities:
            for city in self.cities:
                city.set_preview(city.lit and city.sceneBoundingRect().contains(point))

    def preview_cities(self, cities: Collection[int]) -> None:
        """Light `cities` as those a house option would fill (empty: no preview)."""
        for item in self.cities:
            item.set_preview(item.city in cities)

    def option_cities(self, move: Move) -> set[int]:
        """The cities that may get a house under a house option (lit while the player looks at it)."""
        state = self.state
        if state is None:
            return set()
        p = state.current
        eligible = [c for c in set(state.routes[p]) if not state.houses[p] >> c & 1]
        if move.kind == mv.HOUSES_ONE_LAND:
            return {c for c in eligible if self.board.city_land[c] == move.arg}  # type: ignore[attr-defined]
        return set(eligible)

    # --- lookups for tests and keyboard ---------------------------------------------------------------------

    def cards(self, where: str) -> list[CardItem]:
        """The card items lying in `where`: "display", "deck", "hand", "route", "row"."""
        return [i for i in self._dynamic if isinstance(i, CardItem) and isinstance(i.key, tuple) and i.key[0] == where]

    def stack_buttons(self) -> list[ButtonItem]:
        """The bonus-tile stacks and the carriages."""
        return list(self._stack_buttons)

    def buttons(self) -> list[ButtonItem]:
        """The buttons currently on the table that change with the position."""
        return [i for i in self._dynamic if isinstance(i, ButtonItem)]

    def house_token(self) -> HouseToken | None:
        """The draggable house of the player placing houses, if any."""
        return next((i for i in self._dynamic if isinstance(i, HouseToken) and i.key == "house"), None)
