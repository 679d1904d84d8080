"""Thurn and Taxis's guided first game (`thurntaxis.gameui.GuidedGame`): the prepared deal and the stops of
`tourscript`, and the table items the stops name. The shell's runner (`thurntaxis.shell.tour`) plays it."""

from __future__ import annotations

from typing import Any

from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.taxis.rules import GameRecord, Move, standard_board
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui import tourscript
from thurntaxis.taxis.ui.texts import translate
from thurntaxis.taxis.ui.tourscript import SCRIPT, Stop

OFFICIALS = {
    "postmaster": POSTMASTER,
    "administrator": ADMINISTRATOR,
    "carrier": POSTAL_CARRIER,
    "cartwright": CARTWRIGHT,
}


class TaxisTour:
    """The guided game against Anna."""

    context = "Tour"
    script = SCRIPT

    def seats(self) -> list[Seat]:
        """Alex (the player) and Anna."""
        return [
            Seat(translate("Tour", "Alex"), HUMAN, colour="blue"),
            Seat(translate("Tour", "Anna"), COMPUTER, colour="red"),
        ]

    def record(self, seats: list[Seat]) -> GameRecord:
        """The prepared deal."""
        return tourscript.record(seats[0].name, seats[1].name)

    def item(self, page: Any, target: tuple[object, ...]) -> Any:
        """The table item a stop's target names (None when it is not on the table now)."""
        if not target:
            return None
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

    def allows(self, stop: Any, move: Any) -> bool:
        """The stop's move, or with `either_city` a house in the goal's city."""
        assert isinstance(stop, Stop) and stop.move is not None
        return bool(move == Move.parse(stop.move) or (stop.either_city and move == Move.parse(f"@{stop.goal[1]}")))

    def keep_clear(self, page: Any) -> list[Any]:
        """The hand, the route and the places a card may go."""
        scene = page.scene
        return [
            *scene.cards("hand"),
            *scene.cards("route"),
            *(z for k, z in scene.zones.items() if k in ("left", "right", "new") and z.isVisible()),
        ]


TOUR = TaxisTour()
