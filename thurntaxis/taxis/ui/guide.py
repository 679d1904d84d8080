"""Thurn and Taxis's guided first game (`thurntaxis.gameui.GuidedGame`): the prepared deal and the stops of
`tourscript`, and the table items the stops name. The runner (`thurntaxis.kit.guide.TourGuide`) plays it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from thurntaxis.games import QT_TRANSLATE_NOOP
from thurntaxis.gameui import GuideEvents, GuideWords
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.taxis.rules import GameRecord, Move, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui import tourscript
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.texts import translate
from thurntaxis.taxis.ui.tourscript import JUST_MOVED, SCRIPT, Stop

OFFICIALS = {
    "postmaster": POSTMASTER,
    "administrator": ADMINISTRATOR,
    "carrier": POSTAL_CARRIER,
    "cartwright": CARTWRIGHT,
}


class TaxisGuide:
    """The guided game against Anna."""

    context = "Tour"
    script = SCRIPT
    words = GuideWords(
        leave=QT_TRANSLATE_NOOP("Tour", "Leave the tour"),
        next=QT_TRANSLATE_NOOP("Tour", "Next"),
        finish=QT_TRANSLATE_NOOP("Tour", "Finish"),
        problem=QT_TRANSLATE_NOOP("Tour", "Not quite: %1"),
        waits=QT_TRANSLATE_NOOP("Tour", "%1 waits while you read the balloon."),
    )
    whole_page = False  # the balloon lies over the table's view
    clear_of_rings = True

    def seats(self) -> list[Seat]:
        """Alex (the player) and Anna."""
        return [
            Seat(translate("Tour", "Alex"), HUMAN, colour="blue"),
            Seat(translate("Tour", "Anna"), COMPUTER, colour="red"),
        ]

    def record(self, seats: list[Seat]) -> GameRecord:
        """The prepared deal."""
        return tourscript.record(seats[0].name, seats[1].name)

    def prepare(self, page: Any) -> Callable[[], None]:
        """Nothing to make ready; afterwards, the page without the guard, its computer players free."""

        def put_back() -> None:
            page.set_guard(None)
            page.pause(False)

        return put_back

    def deal(self, page: Any, allows: Callable[[Any], bool], computer: Callable[[int], str]) -> None:
        """The prepared deal; Anna plays the script's moves."""
        seats = self.seats()
        page.set_guard(allows)
        page.play_guided(self.record(seats), seats, computer)

    def links(self, page: Any, guide: GuideEvents) -> Sequence[tuple[Any, Callable[..., None]]]:
        """The page's refusals."""
        return [(page.problem, guide.explain)]

    def reached(self, page: Any, stop: Any, event: str | None) -> bool:
        """No stop waits for an event of the page."""
        return False

    def refusal(self, stop: Any, move: Any) -> str | None:
        """The stop's move, or with `either_city` a house in the goal's city; nothing before Next."""
        assert isinstance(stop, Stop)
        if stop.move is None:
            return QCoreApplication.translate("Tour", "First read the balloon, then click \u201cNext\u201d.")
        if move == Move.parse(stop.move) or (stop.either_city and move == Move.parse(f"@{stop.goal[1]}")):
            return None
        return QCoreApplication.translate(
            "Tour", "In a game you may do that, but this lesson takes another step first. Nothing has changed."
        )

    def show(self, page: Any, stop: Any, held: bool) -> None:
        """Anna waits while the player reads."""
        page.pause(held)

    def item(self, page: Any, target: tuple[object, ...]) -> Any:
        """The table item a stop's target names (None when it is not on the table now)."""
        if not target:
            return None
        if target == JUST_MOVED:
            return just_moved(page)
        scene = page.scene
        kind = target[0]
        if kind in ("display", "hand", "route"):
            city = tourscript.city(str(target[1]))
            return next((c for c in scene.cards(str(kind)) if c.city == city), None)
        if kind == "row":  # a card of a player's route in the routes panel
            key = (kind, target[1], tourscript.city(str(target[2])))
            return next((c for c in scene.cards("row") if c.key == key), None)
        if kind == "discard":  # the discard pile's top card, or its place while it is empty
            return next(iter(scene.cards("discard")), scene.zones["discard"])
        if kind == "zone":
            return scene.zones[str(target[1])]
        if kind == "official":
            return scene.officials[OFFICIALS[str(target[1])]]
        if kind == "score":
            return scene.score_button
        if kind == "end":
            return scene.end_button
        if kind == "option":
            move = Move.parse(str(target[1]))
            return next((b for b in scene.buttons() if b.key == move), None)
        if kind in ("stack", "carriage"):
            n = standard_board().stack_ids.index(target[1]) if kind == "stack" else target[1]
            return next((b for b in scene.stack_buttons() if b.key == (kind, n)), None)
        if kind == "city":
            return scene.cities[tourscript.city(str(target[1]))]
        raise ValueError(f"no table item for {target!r}")

    def keep_clear(self, page: Any, stop: Any) -> Sequence[Sequence[Any]]:
        """The hand, the route and the places a card may go."""
        scene = page.scene
        return [
            [
                *scene.cards("hand"),
                *scene.cards("route"),
                *(z for k, z in scene.zones.items() if k in ("left", "right", "new") and z.isVisible()),
            ]
        ]

    def holding(self, page: Any) -> bool:
        """Escape always leaves the lesson."""
        return False

    def scale(self, page: Any) -> float:
        """The UI scale of the settings, as the table's."""
        return float(page.scale)


CARD_MOVES = (mv.DRAW, mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START)


def just_moved(page: Any) -> CardItem | None:
    """The card the game's last card move (a draw or a play, by either player) brought to where it lies now, as the
    player sees it: in their hand or route, or in the routes panel when the computer played it (None when no card
    moved yet, when it went on to the discard pile, or when it lies hidden in the computer's hand)."""
    c, scene = page.controller, page.scene
    i = next((i for i in reversed(range(len(c.moves))) if c.moves[i].kind in CARD_MOVES), None)
    if i is None:
        return None
    move, before, after = c.moves[i], c.states[i], c.states[i + 1]
    seat = before.current
    if move.kind == mv.DRAW:  # the card that came to the hand (from the deck, unknown to the move)
        came = list(after.hands[seat])
        for card in before.hands[seat]:
            came.remove(card)
        where, city = "hand", came[0]
    else:
        where, city = "route", move.arg
    if seat != scene.viewer:
        if where == "hand":
            return None
        where = "row"
    return next((card for card in scene.cards(where) if card.city == city and _whose(card) in (seat, None)), None)


def _whose(card: CardItem) -> object:
    """The seat a route card or a card of the routes panel belongs to (its key's second part); None for a hand card
    (whose key names its city there)."""
    key = card.key
    return key[1] if isinstance(key, tuple) and key[0] in ("route", "row") else None


GUIDE = TaxisGuide()
