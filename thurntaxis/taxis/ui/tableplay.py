"""How the player's input on the Thurn and Taxis table becomes moves. The `TableScene` only draws; installed on it:

- `DragPieces` (shared with Carcassonne) drags the cards and the house, asking `CardDrag` what they are and what a
  drop means;
- `TablePlay` tells what clicks (on cards, lit places, cities, buttons) and play keys mean, and speaks for the drag
  too: `intent(Move)` for a move the player asks for, `refused(str)` for why one was not taken;
- `PointAt` lights what the player points at (the replay viewer installs only this one).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QPointF, Qt, Signal

from thurntaxis.kit.interaction import DragPieces, Interaction, Refusal
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import DISCARD_PHASE, PLACE_HOUSES
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import CardItem, DraggableItem, DropZone
from thurntaxis.taxis.ui.mapitems import CityItem
from thurntaxis.taxis.ui.scene import TableScene
from thurntaxis.taxis.ui.tablelayout import OFFICIAL_MOVES, ZONE_MOVES
from thurntaxis.taxis.ui.texts import translate


def moves_for(item: DraggableItem, legal: Collection[Move]) -> dict[str, Move]:
    """The legal moves a drop of `item` on each place would make (none for the house: it goes on a city)."""
    key = item.key
    if not isinstance(key, tuple):
        return {}
    if key[0] == "display" and Move(mv.DRAW, key[1]) in legal:
        return {"hand": Move(mv.DRAW, key[1])}
    if key[0] == "deck" and mv.DRAW_DECK in legal:
        return {"hand": mv.DRAW_DECK}
    if key[0] == "hand":
        return {zone: Move(kind, key[1]) for zone, kind in ZONE_MOVES.items() if Move(kind, key[1]) in legal}
    return {}


def zone_move(item: DraggableItem, zone: str) -> Move | None:
    """The move a drop of `item` on `zone` stands for, legal or not (None when the place means nothing for it)."""
    key = item.key
    if not isinstance(key, tuple):
        return None
    if key[0] == "display" and zone == "hand":
        return Move(mv.DRAW, key[1])
    if key[0] == "deck" and zone == "hand":
        return mv.DRAW_DECK
    if key[0] == "hand" and zone in ZONE_MOVES:
        return Move(ZONE_MOVES[zone], key[1])
    return None


def blocked(item: DraggableItem, zone: str | None = None) -> Refusal:
    """Why a card that no move may use now can do nothing: the rules' reason against the move a drop on `zone`
    would make (the end of the route it was dropped on), else against drawing it, or against playing it at all (a
    new route with it: the rules then say what the step of the turn asks, or why it fits neither end)."""
    key = item.key
    move = zone_move(item, zone) if zone is not None else None
    if move is None and isinstance(key, tuple):
        move = zone_move(item, "hand") if key[0] in ("display", "deck") else Move(mv.START, key[1])
    return Refusal("illegal", {"move": move})


class CardDrag:
    """Answers `DragPieces`' questions on the table (`thurntaxis.kit.interaction.DragDelegate`): the pieces are the
    cards and the house the player may move, the targets the lit places, and for the house the lit cities."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def animation_ms(self) -> int:
        """A refused card slides back slowly enough to be seen at every speed but "instant"."""
        ms = self.table.animation_ms
        return max(ms, 120) if ms else 0

    def piece_at(self, pos: QPointF) -> object | None:
        """The card or house at `pos` that takes part in play, when it is what a press there would reach."""
        for item in self.table.items(pos):  # topmost first
            if not item.acceptedMouseButtons() & Qt.MouseButton.LeftButton:
                continue
            if isinstance(item, DraggableItem):
                if item.draggable or item.clickable:
                    return item
                continue  # a card out of play lets the press through to what lies under it
            return None  # a button, a city or a place takes the press itself
        return None

    def lift(self, piece: object) -> DraggableItem:
        """Lift the card or house where it lies and light where it may go."""
        item = _item(piece)
        item.lift()
        self.table.light_zones(moves_for(item, self.table.legal))
        if item.key == "house":
            self.table.preview_cities(())
        return item

    def hover(self, piece: object, pos: QPointF) -> QPointF | None:
        """The lit place under the dragged item glows brighter (it never snaps: it stays where the mouse holds it)."""
        item = _item(piece)
        self.table.glow_under(item.sceneBoundingRect().center(), cities=item.key == "house")
        return None

    def drop(self, piece: object, pos: QPointF) -> Move | Refusal:
        """The move a release at `pos` makes, or why it is refused."""
        item, table = _item(piece), self.table
        item.dragging = False
        table.light_zones()
        if item.key == "house":
            city = next((c.city for c in table.cities if c.sceneBoundingRect().contains(pos)), None)
            return Refusal("drop_house") if city is None else self._legal(Move(mv.HOUSE, city))
        zone = next(
            (
                name
                for name, z in table.zones.items()
                if z.isVisible() and z.sceneBoundingRect().contains(pos) and zone_move(item, name) is not None
            ),
            None,
        )
        if not moves_for(item, table.legal):
            return blocked(item, zone)
        if zone is None:
            key = item.key
            if isinstance(key, tuple) and key[0] in ("display", "deck"):
                return Refusal("drop_draw")
            if table.state is not None and table.state.phase == DISCARD_PHASE:
                return Refusal("drop_discard")
            return Refusal("drop_play")
        move = zone_move(item, zone)
        assert move is not None
        return self._legal(move)

    def _legal(self, move: Move) -> Move | Refusal:
        return move if move in self.table.legal else Refusal("illegal", {"move": move})

    def home(self, piece: object) -> QPointF:
        """Where a refused card's centre slides back to: its place on the table."""
        item = _item(piece)
        return item.home + item.boundingRect().center()

    def settle(self, piece: object) -> None:
        """The card or house lies in its place again, with the places lit for the chosen card."""
        _item(piece).put_down()
        self.table.light_zones()

    def turn(self, piece: object | None, steps: int) -> bool:
        """Cards and houses never turn."""
        return False


def _item(piece: object) -> DraggableItem:
    assert isinstance(piece, DraggableItem)
    return piece


class TablePlay(Interaction):
    """What clicks and play keys mean: a click on a display card or the deck draws it, on a hand card chooses it
    (or discards it), on a lit place plays the chosen card, on a city places a house, on a button calls an official,
    takes a house option, scores, ends the turn, undoes, gives a hint or shows the hand. The drag's drops and
    refusals come out of it as well: `intent(Move)`, `refused(str)` (translated)."""

    intent = Signal(object)
    refused = Signal(str)
    showHand = Signal()  # the hot-seat player confirms they are at the screen
    hintRequested = Signal()
    undoRequested = Signal()

    def __init__(self, table: TableScene, drag: DragPieces, why: Callable[[Move], str | None]) -> None:
        super().__init__(table)
        self.table = table
        self.why = why  # the rules' reason against an illegal move, translated
        self.listen(table.itemClicked, self._item_clicked)
        self.listen(drag.clicked, self._card_clicked)
        self.listen(drag.intent, self._dropped)
        self.listen(drag.refused, self._refuse)

    def reason(self, code: str, params: dict[str, Any]) -> str:
        """The words for a refusal's code."""
        if code == "illegal":
            move = params.get("move")
            return (self.why(move) if move is not None else None) or translate("Game", "That move is not allowed now.")
        return {
            "wait": translate("Game", "Please wait: it is not your turn."),
            "choose_first": translate("Game", "First choose a card of your hand (click it, or press Tab)."),
            "drop_house": translate("Game", "Drop the house on one of the lit cities."),
            "drop_draw": translate("Game", "Drop the card on your hand to draw it."),
            "drop_discard": translate("Game", "Drop the card on the discard pile to discard it."),
            "drop_play": translate(
                "Game", "Drop the card on a lit end of your route, or on \u201cStart a new route\u201d."
            ),
        }[code]

    def _refuse(self, code: str, params: dict[str, Any] | None = None) -> None:
        self.refused.emit(self.reason(code, params or {}))

    def ask(self, move: Move) -> None:
        """Ask for `move`: the intent when it is legal now, else the reason why not."""
        if not self.table.interactive:
            self._refuse("wait")
        elif move in self.table.legal:
            self.intent.emit(move)
        else:
            self._refuse("illegal", {"move": move})

    def select_next(self, step: int = 1) -> None:
        """Choose the next (or previous) different card of the hand."""
        table = self.table
        if table.state is None or table.viewer is None:
            return
        hand = sorted(set(table.state.hands[table.viewer]))
        if not hand:
            return
        i = hand.index(table.selected) + step if table.selected in hand else 0
        table.select(hand[i % len(hand)])

    def play_selected(self, zone: str) -> None:
        """Play the chosen hand card at `zone` ("left", "right", "new")."""
        if self.table.selected is None:
            self._refuse("choose_first")
            return
        self.ask(Move(ZONE_MOVES[zone], self.table.selected))

    def _dropped(self, move: Move) -> None:
        self.table.select(None)
        self.intent.emit(move)

    def _card_clicked(self, piece: object) -> None:
        item = _item(piece)
        key, legal = item.key, self.table.legal
        if not isinstance(key, tuple):
            return
        if key[0] == "display":
            self.ask(Move(mv.DRAW, key[1]))
        elif key[0] == "deck":
            self.ask(mv.DRAW_DECK)
        elif key[0] == "hand":
            if not moves_for(item, legal):
                refusal = blocked(item)
                self._refuse(refusal.code, refusal.params)
            elif Move(mv.DISCARD, key[1]) in legal:
                self.ask(Move(mv.DISCARD, key[1]))
            else:
                self.table.select(None if self.table.selected == key[1] else key[1])

    def _item_clicked(self, item: object) -> None:
        table = self.table
        if isinstance(item, CityItem):
            if table.state is not None and table.state.phase == PLACE_HOUSES and table.interactive:
                self.ask(Move(mv.HOUSE, item.city))
        elif isinstance(item, DropZone):
            if item.key in ("left", "right", "new") and table.selected is not None:
                self.play_selected(item.key)
        elif isinstance(item, ButtonItem):
            self._button_clicked(item.key)

    def _button_clicked(self, key: object) -> None:
        if isinstance(key, Move):  # a house option
            self.ask(key)
        elif key in OFFICIAL_MOVES:
            self.ask(OFFICIAL_MOVES[key])
        elif key == "score":
            self.ask(mv.SCORE_ROUTE)
        elif key == "end":
            self.ask(mv.END)
        elif key == "undo":
            self.undoRequested.emit()
        elif key == "hint":
            self.hintRequested.emit()
        elif key == "cover":
            self.showHand.emit()


class PointAt(Interaction):
    """Pointing lights the map: at a city, its roads; at a hand card, its city and the roads to the ends of the
    route (leaving it, the chosen card's again); at a house option, the cities it would fill."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.table = table
        self.listen(table.itemHovered, self._pointed)

    def _pointed(self, item: object, on: bool) -> None:
        table = self.table
        if isinstance(item, CityItem):
            table.lighting.point_at_city(item.city if on else None)
        elif isinstance(item, CardItem):
            if isinstance(item.key, tuple) and item.key[0] == "hand":
                table.lighting.point_at_card(item.city if on else table.selected)
        elif isinstance(item, ButtonItem) and isinstance(item.key, Move):
            table.preview_cities(table.option_cities(item.key) if on else ())
