"""Every game text the player reads, built from codes and translated with Qt (context "Game").

The rules return codes and parameters; this module turns them into sentences.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from thurntaxis.rules import GameState, Move
from thurntaxis.rules import moves as mv
from thurntaxis.rules.state import (
    ADMINISTRATOR,
    AFTER_PLAY,
    CARRIER_PLAY,
    CARTWRIGHT,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a game text (context "Game")."""
    return QCoreApplication.translate("Game", text, disambiguation, n)


def city_name(state_or_board: Any, city: int) -> str:
    """A city's name, translated (names of the board are translatable too)."""
    board = getattr(state_or_board, "board", state_or_board)
    return QCoreApplication.translate("Board", board.city_names[city])


def land_name(board: Any, land: int) -> str:
    """A land's name, translated."""
    return QCoreApplication.translate("Board", board.land_names[land])


def official_name(official: int) -> str:
    """The title of an official (one of rules.state POSTMASTER ... CARTWRIGHT)."""
    return {
        POSTMASTER: tr("Postmaster"),
        ADMINISTRATOR: tr("Administrator"),
        POSTAL_CARRIER: tr("Postal carrier"),
        CARTWRIGHT: tr("Cartwright"),
    }.get(official, "")


def official_help(official: int) -> str:
    """What an official does, for tooltips."""
    return {
        POSTMASTER: tr("Postmaster: after your first draw, draw a second card."),
        ADMINISTRATOR: tr("Administrator: before drawing, replace all six display cards with new ones."),
        POSTAL_CARRIER: tr("Postal carrier: after playing a card, play a second one at an end of your route."),
        CARTWRIGHT: tr("Cartwright: score your route as if it were two cards longer, for the carriage only."),
    }.get(official, "")


def stack_name(stack_id: str) -> str:
    """A bonus stack's name."""
    named = {
        "route5": tr("Route of 5"),
        "route6": tr("Route of 6"),
        "route7": tr("Route of 7+"),
        "all_lands": tr("All lands"),
        "game_end": tr("Game end"),
    }
    if stack_id in named:
        return named[stack_id]
    return " / ".join(QCoreApplication.translate("Board", part) for part in stack_id.split("/"))


def phase_task(state: GameState) -> str:
    """What the player to move has to do now, in words."""
    phase = state.phase
    if phase == DRAW_PHASE:
        if state.forced_postmaster and state.drawn == 0:
            return tr("Your hand is empty: the Postmaster lets you draw two cards. Draw a card.")
        if state.drawn:
            return tr("Draw your second card.")
        return tr("Draw a card from the display or the deck.")
    if phase == PLAY_PHASE:
        return tr("Play a card at an end of your route (or start a new route).")
    if phase == AFTER_PLAY:
        return tr("Score your route, call an official, or end your turn.")
    if phase == CARRIER_PLAY:
        return tr("Postal carrier: play a second card at an end of your route.")
    if phase == CHOOSE_HOUSES:
        return tr("Choose where your houses go: one in each land, or every city of one land.")
    if phase == PLACE_HOUSES:
        return tr("Place your houses on the highlighted cities.")
    if phase == DISCARD_PHASE:
        n = len(state.hands[state.current]) - 3
        return tr("Discard %n card(s) down to 3: click a card or drag it to the discard pile.", None, n)
    return tr("The game is over.")


def describe_move(state: GameState, move: Move, name: str) -> str:
    """One move as a sentence for the game log (`state` is the position before the move)."""
    board = state.board
    k, a = move.kind, move.arg

    def c() -> str:
        return city_name(board, a)

    if k == mv.DRAW:
        if a == mv.DECK:
            return tr("%1 draws a card from the deck.").replace("%1", name)
        return tr("%1 takes %2 from the display.").replace("%1", name).replace("%2", c())
    if k == mv.ADMINISTRATOR:
        return tr("%1 calls the Administrator: a new display.").replace("%1", name)
    if k == mv.POSTMASTER:
        return tr("%1 calls the Postmaster to draw a second card.").replace("%1", name)
    if k == mv.CARRIER:
        return tr("%1 calls the Postal carrier to play a second card.").replace("%1", name)
    if k == mv.PLAY_LEFT:
        return tr("%1 plays %2 at the left end of the route.").replace("%1", name).replace("%2", c())
    if k == mv.PLAY_RIGHT:
        return tr("%1 plays %2 at the right end of the route.").replace("%1", name).replace("%2", c())
    if k == mv.START:
        if state.routes[state.current]:
            return tr("%1 discards the route and starts a new one with %2.").replace("%1", name).replace("%2", c())
        return tr("%1 starts a route with %2.").replace("%1", name).replace("%2", c())
    if k == mv.SCORE:
        n = len(state.routes[state.current])
        if a:
            return tr("%1 scores a route of %n card(s) with the Cartwright.", None, n).replace("%1", name)
        return tr("%1 scores a route of %n card(s).", None, n).replace("%1", name)
    if k == mv.END_TURN:
        return tr("%1 ends the turn.").replace("%1", name)
    if k == mv.HOUSES_EACH_LAND:
        return tr("%1 chooses one house in each land.").replace("%1", name)
    if k == mv.HOUSES_ONE_LAND:
        return tr("%1 chooses every city of %2.").replace("%1", name).replace("%2", land_name(board, a))
    if k == mv.HOUSE:
        return tr("%1 places a house in %2.").replace("%1", name).replace("%2", c())
    if k == mv.DISCARD:
        return tr("%1 discards %2.").replace("%1", name).replace("%2", c())
    return str(move)


def describe_consequences(before: GameState, after: GameState, names: list[str]) -> list[str]:
    """What happened automatically after a move: houses placed, tiles and carriages taken, reshuffles."""
    board = before.board
    out: list[str] = []
    for seat in range(before.players):
        who = names[seat]
        new_houses = after.houses[seat] & ~before.houses[seat]
        if new_houses and before.phase != PLACE_HOUSES:
            cities = ", ".join(city_name(board, c) for c in board.cities_of(new_houses))
            out.append(tr("%1 places houses in %2.").replace("%1", who).replace("%2", cities))
        for stack, value in after.tiles[seat][len(before.tiles[seat]) :]:
            out.append(
                tr("%1 takes the bonus tile %2 (%3 points).")
                .replace("%1", who)
                .replace("%2", stack_name(board.stack_ids[stack]))
                .replace("%3", str(value))
            )
        if after.carriages[seat] != before.carriages[seat]:
            out.append(tr("%1 takes carriage %2.").replace("%1", who).replace("%2", str(after.carriages[seat])))
    if after.shuffles != before.shuffles:
        out.append(tr("The discard pile is shuffled into a new deck."))
    return out


_REASONS = {
    "game_over": "The game is over.",
    "not_on_display": "%city is not on the display.",
    "nothing_to_draw": "There is no card left to draw.",
    "official_used": "You have already called an official this turn; one official per turn.",
    "already_drawn": "The Administrator must be called before you draw.",
    "draw_first": "The Postmaster gives a second card: draw your first card before calling him.",
    "already_played": "The Postmaster can only be called before you play a card.",
    "not_in_hand": "%city is not in your hand.",
    "no_route": "You have no route yet: start one with any card.",
    "already_in_route": "%city is already in your route.",
    "no_road": "%city has no road to %left or %right, the ends of your route.",
    "no_road_one": "%city has no road to %left, the city of your route.",
    "must_extend": "The Postal carrier's card must extend your route at one of its ends.",
    "no_extension": "None of your cards can extend your route, so the Postal carrier cannot help.",
    "route_too_short": "A route needs at least 3 cards to be scored; yours has %length.",
    "no_city_in_land": "Your route has no city in %land that can take a house of yours.",
    "house_not_allowed": "A house cannot go to %city under the option you chose.",
    "same_as_each_land": "That option places the same house as one house in each land.",
    "unknown_move": "That is not a move of this game.",
}


def explain(state: GameState, code: str, params: dict[str, Any]) -> str:
    """An illegal move's reason (an IllegalMoveError code and its parameters) as a translated sentence."""
    if code == "not_now":
        return tr("You cannot do that now.") + " " + phase_task(state)
    template = _REASONS.get(code)
    text = QCoreApplication.translate("Reasons", template) if template else tr("That move is not allowed now.")
    board = state.board
    for key in ("city", "left", "right"):
        if key in params and isinstance(params[key], str) and params[key] in board.city_names:
            text = text.replace("%" + key, city_name(board, board.city_names.index(params[key])))
    if "land" in params and params["land"] in board.land_names:
        text = text.replace("%land", land_name(board, board.land_names.index(params["land"])))
    if "length" in params:
        text = text.replace("%length", str(params["length"]))
    return text

