"""The table scene: the map and everything around it, rendered from a GameState. It only draws: clicks on its items
and pointing at them are passed on (`itemClicked`, `itemHovered`) to the interactions installed on it
(`thurntaxis.taxis.ui.tableplay`), which decide what they mean; the scene never changes the state."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from thurntaxis.kit import theme
from thurntaxis.kit.players import Seat
from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    CARTWRIGHT,
    POSTAL_CARRIER,
    POSTMASTER,
)
from thurntaxis.taxis.ui import tablerender
from thurntaxis.taxis.ui.buttons import ButtonItem, StackTile
from thurntaxis.taxis.ui.handcover import HandCover
from thurntaxis.taxis.ui.items import OFFICIAL_MARGIN, READABLE_TEXT_PX, CardItem, DropZone, HouseToken
from thurntaxis.taxis.ui.lighting import MapLighting
from thurntaxis.taxis.ui.mapgeometry import MAP_RECT
from thurntaxis.taxis.ui.mapitems import CityItem, build_map
from thurntaxis.taxis.ui.prompt import PromptTag, render_prompt
from thurntaxis.taxis.ui.tablelayout import (
    BOTTOM_Y,
    DECK_POS,
    DISCARD_POS,
    HAND_Y,
    PLAY_RIGHT_END,
    PLAY_X,
    RIGHT_X,
    ROUTE_Y,
    ROUTES_Y,
    SCENE_RECT,
    STACKS_X,
    UNDO_W,
    ZONE_MOVES,
)
from thurntaxis.taxis.ui.texts import (
    city_name,
    land_name,
    official_help,
    official_name,
    translate,
)


class TableScene(QGraphicsScene):
    """Everything on the table. Call `render` with each new state; install interactions to play on it."""

    itemClicked = Signal(object)  # a button, a city or a place to play on was clicked (the item)
    itemHovered = Signal(object, bool)  # the mouse came onto (True) or left a card, a button or a city
    map_painting: Any  # the map's painting (its roads and labels), set by `build_map`

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
        self.display_title = self._label(translate("Game", "Display"), RIGHT_X, 0)
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
                official, 196, 104, official_name(official), official_help(official).split(":", 1)[1].strip(), colour
            )
            b.title_px = b.subtitle_px = b.floor_px = READABLE_TEXT_PX
            b.margin = OFFICIAL_MARGIN
            b.setToolTip(official_help(official))
            b.setPos(8 + (k % 2) * 204, BOTTOM_Y + 6 + (k // 2) * 110)
            self.addItem(b)
            self._report(b)
            self.officials[official] = b
        self.score_button = ButtonItem("score", 196, 50, translate("Game", "Score route"), "", "#f2c14e")
        self.score_button.setToolTip(translate("Game", "Close your route (3 or more cards) and score it. Shortcut: S"))
        self.end_button = ButtonItem("end", 196, 50, translate("Game", "End turn"), "", "#a9d18e")
        self.end_button.setToolTip(translate("Game", "End your turn without scoring. Shortcut: E"))
        # Undo and Hint stand apart from the turn's buttons, at the right end of the hand, where the house options
        # (as many as the route has lands, and one more) never reach them
        self.undo_button = ButtonItem("undo", UNDO_W, 54, translate("Game", "Undo"), "", "#cfd8dc")
        self.undo_button.setToolTip(translate("Game", "Take back your last move of this turn. Shortcut: Ctrl+Z"))
        self.hint_button = ButtonItem("hint", UNDO_W, 54, translate("Game", "Hint"), "", "#cfd8dc")
        self.hint_button.setToolTip(translate("Game", "Show a legal move. Shortcut: H"))
        self.score_button.setPos(8, BOTTOM_Y + 226)
        self.end_button.setPos(212, BOTTOM_Y + 226)
        self.undo_button.setPos(PLAY_RIGHT_END + 10, HAND_Y)
        self.hint_button.setPos(PLAY_RIGHT_END + 10, HAND_Y + 66)
        for b in (self.undo_button, self.hint_button, self.score_button, self.end_button):
            b.title_px = READABLE_TEXT_PX
        for b in (self.score_button, self.end_button, self.undo_button, self.hint_button):
            self.addItem(b)
            self._report(b)
        self.cover = HandCover(PLAY_RIGHT_END - PLAY_X + 120, 2 * theme.CARD_H + 36)
        self.cover.setPos(PLAY_X - 6, ROUTE_Y - 6)
        self.cover.setZValue(200)
        self.addItem(self.cover)
        self._report(self.cover)
        self.cover.hide()
        self.prompt_tag = PromptTag()  # the task beside the place to act (the page's line says it over the table)
        self.addItem(self.prompt_tag)
        self.last_round = ButtonItem("last_round", 640, 30, "", "", "#b03a2e")
        self.last_round.title_px = 16
        self.last_round.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.last_round.setPos(MAP_RECT.center().x() - 320, 6)
        self.last_round.setZValue(150)
        self.addItem(self.last_round)
        self.last_round.hide()

    # --- rendering ------------------------------------------------------------------------------------------

    def render(  # type: ignore[override]  # the table's own render: a position, not a painter
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
        tablerender.render_display(self, state)
        tablerender.render_stacks(self, state)
        tablerender.render_routes(self, state)
        tablerender.render_own(self, state)
        tablerender.render_cities(self, state)
        tablerender.render_buttons(self, state)
        tablerender.render_last_round(self, state)
        render_prompt(self, state)
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
                if isinstance(source, StackTile):  # a bonus tile flies as it lies on its stack
                    token: ButtonItem = StackTile(("flying", key), source.mark, source.colour.name())
                    token.set_texts(title)
                else:
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
                item.selected_card = item.key[1] == city
        self.light_zones()

    def point_at(self, move: Move) -> None:
        """Highlight what a hinted move uses: the hand card to play, or the display card or deck to draw."""
        if move.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
            self.select(move.arg)
        elif move.kind == mv.DRAW:
            for card in self.cards("display") + self.cards("deck"):
                card.selected_card = card.city == move.arg if move.arg != mv.DECK else card.city is None
        elif move.kind == mv.HOUSE:
            self.cities[move.arg].preview = True

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
            zone.hot = zone.lit and zone.sceneBoundingRect().contains(point)
        if cities:
            for city in self.cities:
                city.preview = city.lit and city.sceneBoundingRect().contains(point)

    def preview_cities(self, cities: Collection[int]) -> None:
        """Light `cities` as those a house option would fill (empty: no preview)."""
        for item in self.cities:
            item.preview = item.city in cities

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
