"""How the table turns a player's gestures into intents: drags and drops, clicks, the chosen hand card and
house-option previews. Mixed into `TableScene`, whose state (`legal`, `zones`, `cities`, ...) it reads."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip

from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    CARTWRIGHT,
    DISCARD_PHASE,
    PLACE_HOUSES,
    POSTAL_CARRIER,
    POSTMASTER,
)
from thurntaxis.ui.items import ButtonItem, CardItem, DraggableItem, DropZone
from thurntaxis.ui.texts import translate


class GesturesMixin:
    """Gesture handling of the table scene (see `thurntaxis.ui.table.TableScene`)."""

    legal: list[Move]
    zones: dict[str, DropZone]
    cities: list[Any]
    selected: int | None
    interactive: bool
    animation_ms: int
    state: Any
    viewer: int | None
    board: Any
    intent: Any
    refused: Any
    why: Any
    _dynamic: list[Any]
    lighting: Any

    def _wire(self, item: DraggableItem) -> None:
        if getattr(item, "wired", False):
            return
        item.wired = True  # type: ignore[attr-defined]
        item.dragStarted.connect(self._drag_started)
        item.dragMoved.connect(self._drag_moved)
        item.dropped.connect(self._dropped)
        item.clicked.connect(self._clicked)
        if isinstance(item, CardItem):
            item.hovered.connect(self._card_hovered)

    def _card_hovered(self, card: CardItem, on: bool) -> None:
        """Pointing at a hand card lights its city and the roads to the ends of the route; leaving it, the chosen
        card's (if any)."""
        if isinstance(card.key, tuple) and card.key[0] == "hand":
            self.lighting.point_at_card(card.city if on else self.selected)

    def _moves_for(self, item: DraggableItem) -> dict[str, Move]:
        """The legal moves a drop of `item` on each zone would make."""
        out: dict[str, Move] = {}
        key = item.key
        if key == "house":
            return out
        if isinstance(item, CardItem) and isinstance(key, tuple):
            if key[0] == "display" and Move(mv.DRAW, key[1]) in self.legal:
                out["hand"] = Move(mv.DRAW, key[1])
            elif key[0] == "deck" and mv.DRAW_DECK in self.legal:
                out["hand"] = mv.DRAW_DECK
            elif key[0] == "hand":
                city = key[1]
                for zone, kind in (("left", mv.PLAY_LEFT), ("right", mv.PLAY_RIGHT), ("new", mv.START),
                                   ("discard", mv.DISCARD)):
                    if Move(kind, city) in self.legal:
                        out[zone] = Move(kind, city)
        return out

    def _zone_move(self, item: DraggableItem, zone: str) -> Move | None:
        """The move a drop on `zone` stands for, legal or not (None when the zone means nothing here)."""
        key = item.key
        if not isinstance(key, tuple):
            return None
        if key[0] == "display" and zone == "hand":
            return Move(mv.DRAW, key[1])
        if key[0] == "deck" and zone == "hand":
            return mv.DRAW_DECK
        if key[0] == "hand":
            kind = {"left": mv.PLAY_LEFT, "right": mv.PLAY_RIGHT, "new": mv.START, "discard": mv.DISCARD}.get(zone)
            return Move(kind, key[1]) if kind is not None else None
        return None

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """No tooltip while a card or house is dragged: it would stay over the place where it is dropped."""
        grabber = self.mouseGrabberItem()  # type: ignore[attr-defined]
        if isinstance(grabber, DraggableItem) and grabber.dragging:
            event.ignore()
            return
        super().helpEvent(event)  # type: ignore[misc]

    def _drag_started(self, item: DraggableItem) -> None:
        QToolTip.hideText()
        targets = self._moves_for(item)
        for name, zone in self.zones.items():
            zone.set_lit(name in targets)
        if item.key == "house":
            for city in self.cities:
                city.set_preview(False)

    def _drag_moved(self, item: DraggableItem) -> None:
        """The lit place under the dragged item glows brighter: that is where it would land."""
        centre = item.sceneBoundingRect().center()
        for zone in self.zones.values():
            zone.set_hot(zone.lit and zone.sceneBoundingRect().contains(centre))
        if item.key == "house":
            for city in self.cities:
                city.set_preview(city.lit and city.sceneBoundingRect().contains(centre))

    def _refresh_zones(self) -> None:
        selected = self.selected
        for name, zone in self.zones.items():
            lit = False
            if selected is not None and name in ("left", "right", "new", "discard"):
                kind = {"left": mv.PLAY_LEFT, "right": mv.PLAY_RIGHT, "new": mv.START, "discard": mv.DISCARD}[name]
                lit = Move(kind, selected) in self.legal
            zone.set_lit(lit)

    def _dropped(self, item: DraggableItem, point: QPointF) -> None:
        self._refresh_zones()
        if item.key == "house":
            city = next((c.city for c in self.cities if c.sceneBoundingRect().contains(point)), None)
            if city is None:
                self._refuse(item, translate("Game", "Drop the house on one of the lit cities."))
            else:
                self._try(item, Move(mv.HOUSE, city))
            return
        if not self._moves_for(item):  # nothing this card may do now: the rules say why
            self._refuse(item, self._why_not(item))
            return
        zone = next((name for name, z in self.zones.items() if z.isVisible()
                     and z.sceneBoundingRect().contains(point) and self._zone_move(item, name) is not None), None)
        if zone is None:
            key = item.key
            if isinstance(key, tuple) and key[0] in ("display", "deck"):
                self._refuse(item, translate("Game", "Drop the card on your hand to draw it."))
            elif self.state is not None and self.state.phase == DISCARD_PHASE:
                self._refuse(item, translate("Game", "Drop the card on the discard pile to discard it."))
            else:
                self._refuse(item, translate(
                    "Game", "Drop the card on a lit end of your route, or on \u201cStart a new route\u201d."))
            return
        move = self._zone_move(item, zone)
        assert move is not None
        self._try(item, move)

    def _why_not(self, item: DraggableItem) -> str:
        """Why a card that no move may use now cannot be drawn or played."""
        key = item.key
        zone = "hand" if isinstance(key, tuple) and key[0] in ("display", "deck") else "right"
        move = self._zone_move(item, zone)
        reason = self.why(move) if move is not None else None
        return reason or translate("Game", "That move is not allowed now.")

    def _try(self, item: DraggableItem, move: Move) -> None:
        if move in self.legal:
            item.go_home(0)
            self.selected = None
            self.intent.emit(move)
        else:
            self._refuse(item, self.why(move) or translate("Game", "That move is not allowed now."))

    def _refuse(self, item: DraggableItem, reason: str) -> None:
        item.go_home(max(self.animation_ms, 120) if self.animation_ms else 0)
        self.refused.emit(reason)

    def _clicked(self, item: DraggableItem) -> None:
        key = item.key
        if not isinstance(key, tuple):
            return
        if key[0] == "display":
            self._ask(Move(mv.DRAW, key[1]))
        elif key[0] == "deck":
            self._ask(mv.DRAW_DECK)
        elif key[0] == "hand":
            if not self._moves_for(item):
                self.refused.emit(self._why_not(item))
                return
            if Move(mv.DISCARD, key[1]) in self.legal:
                self._ask(Move(mv.DISCARD, key[1]))
                return
            self.select(None if self.selected == key[1] else key[1])

    def select(self, city: int | None) -> None:
        """Choose a hand card for keyboard or click play; the places it may go light up."""
        self.selected = city
        self.lighting.point_at_card(city)
        for item in self._dynamic:
            if isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[0] == "hand":
                item.set_selected(item.key[1] == city)
        self._refresh_zones()

    def point_at(self, move: Move) -> None:
        """Highlight what a hinted move uses: the hand card to play, or the display card or deck to draw."""
        if move.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
            self.select(move.arg)
        elif move.kind == mv.DRAW:
            for card in self.cards("display") + self.cards("deck"):
                card.set_selected(card.city == move.arg if move.arg != mv.DECK else card.city is None)
        elif move.kind == mv.HOUSE:
            self.cities[move.arg].set_preview(True)

    def select_next(self, step: int = 1) -> None:
        """Choose the next (or previous) different card of the hand."""
        if self.state is None or self.viewer is None:
            return
        hand = sorted(set(self.state.hands[self.viewer]))
        if not hand:
            return
        i = hand.index(self.selected) + step if self.selected in hand else 0
        self.select(hand[i % len(hand)])

    def play_selected(self, zone: str) -> None:
        """Play the selected hand card at `zone` ("left", "right", "new")."""
        if self.selected is None:
            self.refused.emit(translate("Game", "First choose a card of your hand (click it, or press Tab)."))
            return
        kind = {"left": mv.PLAY_LEFT, "right": mv.PLAY_RIGHT, "new": mv.START}[zone]
        self._ask(Move(kind, self.selected))

    def _zone_clicked(self, zone: DropZone) -> None:
        if zone.key in ("left", "right", "new") and self.selected is not None:
            self.play_selected(zone.key)

    def _official_clicked(self, button: ButtonItem) -> None:
        moves = {POSTMASTER: mv.USE_POSTMASTER, ADMINISTRATOR: mv.USE_ADMINISTRATOR, POSTAL_CARRIER: mv.USE_CARRIER,
                 CARTWRIGHT: mv.SCORE_WITH_CARTWRIGHT}
        self._ask(moves[button.key])  # type: ignore[index]

    def _city_clicked(self, city: int) -> None:
        if self.state is not None and self.state.phase == PLACE_HOUSES and self.interactive:
            self._ask(Move(mv.HOUSE, city))

    def _ask(self, move: Move) -> None:
        if not self.interactive:
            self.refused.emit(translate("Game", "Please wait: it is not your turn."))
        elif move in self.legal:
            self.intent.emit(move)
        else:
            self.refused.emit(self.why(move) or translate("Game", "That move is not allowed now."))

    def _preview_option(self, button: ButtonItem, on: bool) -> None:
        cities = self.option_cities(button.key) if on else set()  # type: ignore[arg-type]
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
