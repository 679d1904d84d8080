"""The game log: entries are codes with parameters (never finished sentences), rendered in the language of the
moment, so the whole log reads in the new language after a switch.

English entries use the simple past ("Mira drew a card"), which reads right for any name, "You" included.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.texts import city_name, counted, land_name, stack_name, translate


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: a code and its parameters (seats, city/land/stack indices, numbers, names)."""

    code: str
    args: tuple[Any, ...] = ()


def opening_entries(state: GameState, code: str = "begin") -> list[LogEntry]:
    """The entries that open a log at a game's first position `state`: the beginning (`code`), and the first
    player's Postmaster when that player starts without cards, as later seats' turns log it."""
    out = [LogEntry(code)]
    if state.forced_postmaster and not state.game_over:
        out.append(LogEntry("forced_postmaster", (state.current,)))
    return out


def move_entries(before: GameState, move: Move, after: GameState) -> list[LogEntry]:
    """The entries for one move: the move itself, then what happened automatically."""
    seat = before.current
    extra = 0
    if move.kind == mv.START:
        extra = 1 if before.routes[seat] else 0
    elif move.kind == mv.SCORE:
        extra = len(before.routes[seat])
    out = [LogEntry("move", (seat, move.kind, move.arg, extra))]
    for p in range(before.players):
        new_houses = after.houses[p] & ~before.houses[p]
        if move.kind == mv.HOUSE:
            new_houses &= ~(1 << move.arg)  # the move's own house is its line; the rest were placed for the player
        if new_houses:
            out.append(LogEntry("houses", (p, tuple(before.board.cities_of(new_houses)))))
        for stack, value in after.tiles[p][len(before.tiles[p]) :]:
            out.append(LogEntry("tile", (p, stack, value)))
        if after.carriages[p] != before.carriages[p]:
            out.append(LogEntry("carriage", (p, after.carriages[p])))
    if after.shuffles != before.shuffles:
        out.append(LogEntry("shuffle"))
    if after.turn != before.turn and not after.game_over and after.forced_postmaster:
        out.append(LogEntry("forced_postmaster", (after.current,)))
    return out


def render(entry: LogEntry, names: list[str], board: Any) -> str:
    """The entry as a sentence in the current language."""
    code, a = entry.code, entry.args

    def who(i: int = 0) -> str:
        return names[a[i]] if 0 <= a[i] < len(names) else "?"

    if code == "move":
        return _render_move(who(), a[1], a[2], a[3], board)
    if code == "houses":
        if len(a[1]) == 1:
            return _render_move(who(), mv.HOUSE, a[1][0], 0, board)
        cities = ", ".join(city_name(board, c) for c in a[1])
        return translate("Log", "%1 placed houses in %2.").replace("%1", who()).replace("%2", cities)
    if code == "tile":
        return (
            translate("Log", "%1 took the \u201c%2\u201d bonus tile (%3).")
            .replace("%1", who())
            .replace("%2", stack_name(board.stack_ids[a[1]]))
            .replace("%3", counted("points", a[2]))
        )
    if code == "carriage":
        return translate("Log", "%1 took carriage %2.").replace("%1", who()).replace("%2", str(a[1]))
    if code == "shuffle":
        return translate("Log", "The discard pile was shuffled into a new deck.")
    if code == "forced_postmaster":
        return translate("Log", "%1 had no cards: the Postmaster is called automatically.").replace("%1", who())
    if code == "undo":
        return translate("Log", "%1 took back a move.").replace("%1", who())
    if code == "game_over":
        return translate("Log", "The game is over.")
    if code == "bot_failed":
        return translate("Log", "A computer player failed; it plays a plain legal move instead.")
    if code == "begin":
        return translate("Log", "A new game begins: %1.").replace("%1", ", ".join(names))
    if code == "continued":
        return translate("Log", "A game of %1, continued:").replace("%1", ", ".join(names))
    return code


def _render_move(name: str, kind: int, arg: int, extra: int, board: Any) -> str:
    def with_city(text: str) -> str:
        return text.replace("%1", name).replace("%2", city_name(board, arg))

    if kind == mv.DRAW:
        if arg == mv.DECK:
            return translate("Log", "%1 drew a card from the deck.").replace("%1", name)
        return with_city(translate("Log", "%1 took %2 from the display."))
    if kind == mv.ADMINISTRATOR:
        return translate("Log", "%1 called the Administrator: a new display.").replace("%1", name)
    if kind == mv.POSTMASTER:
        return translate("Log", "%1 called the Postmaster to draw a second card.").replace("%1", name)
    if kind == mv.CARRIER:
        return translate("Log", "%1 called the Postal carrier to play a second card.").replace("%1", name)
    if kind == mv.PLAY_LEFT:
        return with_city(translate("Log", "%1 played %2 at the left end of the route."))
    if kind == mv.PLAY_RIGHT:
        return with_city(translate("Log", "%1 played %2 at the right end of the route."))
    if kind == mv.START:
        if extra:
            return with_city(translate("Log", "%1 discarded the route and started a new one with %2."))
        return with_city(translate("Log", "%1 started a route with %2."))
    if kind == mv.SCORE:
        if arg:
            return counted("scored_cartwright", extra).replace("%1", name)
        return counted("scored", extra).replace("%1", name)
    if kind == mv.END_TURN:
        return translate("Log", "%1 ended the turn.").replace("%1", name)
    if kind == mv.HOUSES_EACH_LAND:
        return translate("Log", "%1 chose one house in each land.").replace("%1", name)
    if kind == mv.HOUSES_ONE_LAND:
        return translate("Log", "%1 chose every city of %2.").replace("%1", name).replace("%2", land_name(board, arg))
    if kind == mv.HOUSE:
        return with_city(translate("Log", "%1 placed a house in %2."))
    if kind == mv.DISCARD:
        return with_city(translate("Log", "%1 discarded %2."))
    return str(Move(kind, arg))
