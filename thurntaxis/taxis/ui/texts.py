"""Every game text the player reads, built from codes and translated with Qt (context "Game").

The rules return codes and parameters; this module turns them into sentences.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from thurntaxis.games import QT_TRANSLATE_NOOP
from thurntaxis.taxis.rules import GameState, Move, ScoreBreakdown, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    AFTER_PLAY,
    CARRIER_PLAY,
    CARTWRIGHT,
    CHOOSE_HOUSES,
    DRAW_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
)
from thurntaxis.taxis.ui.preview import CarriagePreview, OptionPreview


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a text of `context` (a literal call, so that pyside6-lupdate finds the text)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


class Counts(QObject):
    """Texts with a count (%n): Qt picks the plural form each language needs (Polish, Czech and Russian have
    three). They live in one class because pyside6-lupdate marks plural forms only in `self.tr` calls."""

    def text(self, key: str, n: int) -> str:
        """The text `key` for the count `n`, translated."""
        if key == "cards":
            return self.tr("%n card(s)", None, n)
        if key == "points":
            return self.tr("%n point(s)", None, n)
        if key == "points_short":  # on a carriage tile, where space is short
            return self.tr("%n pt(s)", None, n)
        if key == "winner":
            return self.tr("Winner: %1, with %n point(s)!", None, n)
        if key == "hand":
            return self.tr("Hand: %n card(s)", None, n)
        if key == "places_houses":
            return self.tr("places %n house(s)", None, n)
        if key == "carriage_needs":
            return self.tr("no carriage: it needs %n card(s)", None, n)
        if key == "last_round":
            return self.tr("Last round: %1 ends the game; %2 still play(s).", None, n)
        if key == "houses_left":
            return self.tr("%n house(s) left", None, n)
        if key == "deck":
            return self.tr("%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.", None, n)
        if key == "tiles_left":
            return self.tr("Top tile: %1; %n tile(s) left.", None, n)
        if key == "discard_down":
            return self.tr("Discard %n card(s) down to 3: click a card or drag it to the discard pile.", None, n)
        if key == "drag_house":
            return self.tr("Drag a house:\n%n left", None, n)
        if key == "too_short":
            return self.tr("A route needs at least 3 cards to be scored; yours has %n.", None, n)
        if key == "scored":
            return self.tr("%1 scored a route of %n card(s).", None, n)
        if key == "start_again":
            return self.tr("Your route of %n card(s) will be discarded without scoring. Start a new route?", None, n)
        if key == "scored_cartwright":
            return self.tr("%1 scored a route of %n card(s) with the Cartwright.", None, n)
        raise KeyError(key)


@cache
def _counts() -> Counts:
    return Counts()


def counted(key: str, n: int) -> str:
    """A text with a count, in the right plural form (see `Counts`)."""
    return _counts().text(key, n)


# The board's names, for lupdate (the board data is English/German; the translations give each language's names).
BOARD_NAMES = (
    QT_TRANSLATE_NOOP("Board", "Mannheim"),
    QT_TRANSLATE_NOOP("Board", "Carlsruhe"),
    QT_TRANSLATE_NOOP("Board", "Freiburg"),
    QT_TRANSLATE_NOOP("Board", "Stuttgart"),
    QT_TRANSLATE_NOOP("Board", "Ulm"),
    QT_TRANSLATE_NOOP("Board", "Sigmaringen"),
    QT_TRANSLATE_NOOP("Board", "Würzburg"),
    QT_TRANSLATE_NOOP("Board", "Nürnberg"),
    QT_TRANSLATE_NOOP("Board", "Regensburg"),
    QT_TRANSLATE_NOOP("Board", "Ingolstadt"),
    QT_TRANSLATE_NOOP("Board", "Augsburg"),
    QT_TRANSLATE_NOOP("Board", "München"),
    QT_TRANSLATE_NOOP("Board", "Passau"),
    QT_TRANSLATE_NOOP("Board", "Kempten"),
    QT_TRANSLATE_NOOP("Board", "Basel"),
    QT_TRANSLATE_NOOP("Board", "Zürich"),
    QT_TRANSLATE_NOOP("Board", "Innsbruck"),
    QT_TRANSLATE_NOOP("Board", "Salzburg"),
    QT_TRANSLATE_NOOP("Board", "Linz"),
    QT_TRANSLATE_NOOP("Board", "Pilsen"),
    QT_TRANSLATE_NOOP("Board", "Budweis"),
    QT_TRANSLATE_NOOP("Board", "Lodz"),
    QT_TRANSLATE_NOOP("Board", "Baden"),
    QT_TRANSLATE_NOOP("Board", "Württemberg"),
    QT_TRANSLATE_NOOP("Board", "Hohenzollern"),
    QT_TRANSLATE_NOOP("Board", "Baiern"),
    QT_TRANSLATE_NOOP("Board", "Schweiz"),
    QT_TRANSLATE_NOOP("Board", "Tyrol"),
    QT_TRANSLATE_NOOP("Board", "Böhmen"),
    QT_TRANSLATE_NOOP("Board", "Polen"),
)


def city_name(state_or_board: Any, city: int) -> str:
    """A city's name, translated (names of the board are translatable too)."""
    board = getattr(state_or_board, "board", state_or_board)
    return translate("Board", board.city_names[city])


def land_name(board: Any, land: int) -> str:
    """A land's name, translated."""
    return translate("Board", board.land_names[land])


def official_name(official: int) -> str:
    """The title of an official (one of rules.state POSTMASTER ... CARTWRIGHT)."""
    return {
        POSTMASTER: translate("Game", "Postmaster"),
        ADMINISTRATOR: translate("Game", "Administrator"),
        POSTAL_CARRIER: translate("Game", "Postal carrier"),
        CARTWRIGHT: translate("Game", "Cartwright"),
    }.get(official, "")


def addressed(name: str, task: str) -> str:
    """`task` (a `phase_task`) told to the player `name` on the status line: "Alex: draw a card from the display.".
    After the name's colon the task goes on in lower case, as Carcassonne's prompts do and as Polish, Czech and
    Russian write after a colon; an official's title keeps its capital ("Aleks: Kurier: dołóż…"), and German, which
    starts a whole sentence after a colon with a capital, keeps it."""
    officials = [official_name(o) for o in (POSTMASTER, ADMINISTRATOR, POSTAL_CARRIER, CARTWRIGHT)]
    if task and QLocale().language() != QLocale.Language.German and not any(map(task.startswith, officials)):
        task = task[0].lower() + task[1:]
    return translate("MainWindow", "%1: ").replace("%1", name) + task


def official_help(official: int) -> str:
    """What an official does, for tooltips."""
    return {
        POSTMASTER: translate("Game", "Postmaster: after your first draw, draw a second card."),
        ADMINISTRATOR: translate("Game", "Administrator: before drawing, replace all six display cards with new ones."),
        POSTAL_CARRIER: translate(
            "Game", "Postal carrier: after playing a card, play a second one at an end of your route."
        ),
        CARTWRIGHT: translate(
            "Game", "Cartwright: score your route as if it were two cards longer, for the carriage only."
        ),
    }.get(official, "")


def stack_name(stack_id: str) -> str:
    """A bonus stack's name."""
    named = {
        "route5": translate("Game", "Route of 5"),
        "route6": translate("Game", "Route of 6"),
        "route7": translate("Game", "Route of 7+"),
        "all_lands": translate("Game", "All lands"),
        "game_end": translate("Game", "Game end"),
    }
    if stack_id in named:
        return named[stack_id]
    return " / ".join(translate("Board", part) for part in stack_id.split("/"))


def tile_meaning(stack_id: str, outside_baiern: bool = False) -> str:
    """What a bonus stack's tiles are given for, in a sentence (land names translated)."""
    if stack_id == "route5":
        return translate("Game", "For scoring a route of 5 cards.")
    if stack_id == "route6":
        return translate("Game", "For scoring a route of 6 cards.")
    if stack_id == "route7":
        return translate("Game", "For scoring a route of 7 or more cards.")
    if stack_id == "all_lands":
        if outside_baiern:
            baiern = translate("Board", "Baiern")
            return translate("Game", "For a house in every land (%1 does not count).").replace("%1", baiern)
        return translate("Game", "For a house in every land.")
    if stack_id == "game_end":
        return translate(
            "Game", "For the first player to place every house or take carriage 7: the game ends after that round."
        )
    if "/" in stack_id:
        return translate("Game", "For a house in every city of both these lands.")
    return translate("Game", "For a house in every city of this land.")


def stack_tip(stack_id: str, top: int | None, left: int, outside_baiern: bool = False) -> str:
    """A bonus stack's tooltip on the table: its name, what its tiles are for, and what is left of it."""
    if top is None:
        rest = translate("Game", "No tiles left.")
    else:
        rest = counted("tiles_left", left).replace("%1", counted("points", top))
    head = translate("Game", "Bonus tile: %1").replace("%1", stack_name(stack_id))
    return "\n".join((head, tile_meaning(stack_id, outside_baiern), rest))


def won_tile_tip(stack_id: str, value: int, outside_baiern: bool = False) -> str:
    """A won bonus tile's tooltip: its name, its points, and what it was given for."""
    head = translate("Game", "Bonus tile: %1").replace("%1", stack_name(stack_id))
    return "\n".join((head + " \u2014 " + counted("points", value), tile_meaning(stack_id, outside_baiern)))


def phase_task(state: GameState) -> str:
    """What the player to move has to do now, in words. It is read from the legal moves, so it never offers a
    move that the rules would refuse."""
    if state.game_over:
        return translate("Game", "The game is over.")
    legal = legal_moves(state)
    kinds = {m.kind for m in legal}
    phase = state.phase
    if phase == DRAW_PHASE:
        if state.forced_postmaster and state.drawn == 0:
            return translate("Game", "Your hand is empty: the Postmaster lets you draw two cards. Draw a card.")
        if state.drawn:
            return translate("Game", "Draw your second card.")
        if mv.DRAW_DECK not in legal:
            return translate("Game", "Draw a card from the display.")
        if any(m.kind == mv.DRAW and m.arg != mv.DECK for m in legal):
            return translate("Game", "Draw a card from the display or the deck.")
        return translate("Game", "Draw a card from the deck.")
    if phase == CARRIER_PLAY:
        return translate("Game", "Postal carrier: play a second card at an end of your route.")
    if phase == PLAY_PHASE:
        if kinds & {mv.PLAY_LEFT, mv.PLAY_RIGHT}:
            return translate("Game", "Play a card at an end of your route (or start a new route).")
        if state.routes[state.current]:
            return translate("Game", "No card of your hand fits your route: start a new route.")
        return translate("Game", "Start your route with a card of your hand.")
    if phase == AFTER_PLAY:
        score, carrier = mv.SCORE in kinds, mv.USE_CARRIER in legal
        if score and carrier:
            return translate("Game", "Score your route, call an official, or end your turn.")
        if score:
            return translate("Game", "Score your route or end your turn.")
        if carrier:
            return translate("Game", "Call the Postal carrier or end your turn.")
        return translate("Game", "End your turn.")
    if phase == CHOOSE_HOUSES:
        return translate("Game", "Choose where your houses go: one in each land, or every city of one land.")
    if phase == PLACE_HOUSES:
        return translate("Game", "Place your houses on the highlighted cities.")
    n = len(state.hands[state.current]) - 3  # DISCARD_PHASE
    return counted("discard_down", n)


def hint_text(state: GameState, move: Move) -> str:
    """A legal move as advice to the player to move (imperative, no name)."""
    board = state.board
    k, a = move.kind, move.arg
    if k == mv.DRAW:
        if a == mv.DECK:
            return translate("Game", "Draw a card from the deck.")
        return translate("Game", "Take %1 from the display.").replace("%1", city_name(board, a))
    if k == mv.ADMINISTRATOR:
        return translate("Game", "Call the Administrator for a new display.")
    if k == mv.POSTMASTER:
        return translate("Game", "Call the Postmaster and draw a second card.")
    if k == mv.CARRIER:
        return translate("Game", "Call the Postal carrier and play a second card.")
    if k in (mv.PLAY_LEFT, mv.PLAY_RIGHT):
        if k == mv.PLAY_LEFT:
            return translate("Game", "Play %1 at the left end of your route.").replace("%1", city_name(board, a))
        return translate("Game", "Play %1 at the right end of your route.").replace("%1", city_name(board, a))
    if k == mv.START:
        return translate("Game", "Start a new route with %1.").replace("%1", city_name(board, a))
    if k == mv.SCORE:
        if a:
            return translate("Game", "Score your route with the Cartwright.")
        return translate("Game", "Score your route.")
    if k == mv.END_TURN:
        return translate("Game", "End your turn.")
    if k == mv.HOUSES_EACH_LAND:
        return translate("Game", "Place one house in each land of your route.")
    if k == mv.HOUSES_ONE_LAND:
        return translate("Game", "Place houses in every city of %1 on your route.").replace("%1", land_name(board, a))
    if k == mv.HOUSE:
        return translate("Game", "Place a house in %1.").replace("%1", city_name(board, a))
    if k == mv.DISCARD:
        return translate("Game", "Discard %1.").replace("%1", city_name(board, a))
    return str(move)


# Illegal-move reasons (codes of thurntaxis.taxis.rules.explain) with the parameters that fill %1, %2, %3.
_REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "game_over": (QT_TRANSLATE_NOOP("Reasons", "The game is over."), ()),
    "not_on_display": (QT_TRANSLATE_NOOP("Reasons", "%1 is not on the display."), ("city",)),
    "nothing_to_draw": (QT_TRANSLATE_NOOP("Reasons", "There is no card left to draw."), ()),
    "official_used": (
        QT_TRANSLATE_NOOP("Reasons", "You have already called an official this turn; one official per turn."),
        (),
    ),
    "already_drawn": (QT_TRANSLATE_NOOP("Reasons", "The Administrator must be called before you draw."), ()),
    "draw_first": (
        QT_TRANSLATE_NOOP("Reasons", "The Postmaster gives a second card: draw your first card before calling him."),
        (),
    ),
    "already_played": (QT_TRANSLATE_NOOP("Reasons", "The Postmaster can only be called before you play a card."), ()),
    "not_in_hand": (QT_TRANSLATE_NOOP("Reasons", "%1 is not in your hand."), ("city",)),
    "no_route": (QT_TRANSLATE_NOOP("Reasons", "You have no route yet: start one with any card."), ()),
    "already_in_route": (QT_TRANSLATE_NOOP("Reasons", "%1 is already in your route."), ("city",)),
    "no_extension": (
        QT_TRANSLATE_NOOP("Reasons", "None of your cards can extend your route, so the Postal carrier cannot help."),
        (),
    ),
    "no_city_in_land": (
        QT_TRANSLATE_NOOP("Reasons", "Your route has no city in %1 that can take a house of yours."),
        ("land",),
    ),
    "house_not_allowed": (
        QT_TRANSLATE_NOOP("Reasons", "A house cannot go to %1 under the option you chose."),
        ("city",),
    ),
    "same_as_each_land": (
        QT_TRANSLATE_NOOP("Reasons", "That option places the same house as one house in each land."),
        (),
    ),
    "unknown_move": (QT_TRANSLATE_NOOP("Reasons", "That is not a move of this game."), ()),
}


def explain(state: GameState, code: str, params: dict[str, Any]) -> str:
    """An illegal move's reason (an IllegalMoveError code and its parameters) as a translated sentence."""
    if code == "not_now":
        return translate("Reasons", "You cannot do that now.") + " " + phase_task(state)
    if code == "route_too_short":
        return counted("too_short", int(params.get("length", 0)))
    if code not in _REASONS:
        return translate("Game", "That move is not allowed now.")
    template, keys = _REASONS[code]
    text = translate("Reasons", template)
    board = state.board
    for number, key in enumerate(keys, start=1):
        value = str(params.get(key, "?"))
        if key == "land" and value in board.land_names:
            value = land_name(board, board.land_names.index(value))
        elif value in board.city_names:
            value = city_name(board, board.city_names.index(value))
        text = text.replace(f"%{number}", value)
    return text


def won_points(breakdown: ScoreBreakdown) -> int:
    """The points a player has won so far: the carriage's and the bonus tiles' (the houses not placed aside)."""
    return breakdown.carriage_points + breakdown.tile_points


def houses_figure(breakdown: ScoreBreakdown) -> str:
    """What the houses still to place take off the score, as it is shown beside the points won: "−8", or "0"."""
    return f"\u2212{breakdown.houses_left}" if breakdown.houses_left else "0"


def signed(figure: int) -> str:
    """A figure as the table writes it: a negative one with the minus sign (U+2212), never a hyphen."""
    return f"\u2212{-figure}" if figure < 0 else str(figure)


def score_tip(breakdown: ScoreBreakdown) -> str:
    """How a score so far adds up, for a tooltip: the points won (carriage + bonus tiles), the houses still to place
    (one point off each at the end), and the score if the game ended now."""
    carriage = (
        translate("Game", "Carriage %1: %2")
        .replace("%1", str(breakdown.carriage))
        .replace("%2", counted("points", breakdown.carriage_points))
        if breakdown.carriage
        else translate("Game", "No carriage yet: 0")
    )
    tiles = (  # each tile by name: at 1024x700 the panels with the tiles' pictures are folded away
        ", ".join(f"{stack_name(stack)}: {counted('points_short', value)}" for stack, value in breakdown.tiles) or "–"
    )
    return "\n".join(
        (
            translate("Game", "Points won: %1").replace("%1", str(won_points(breakdown))),
            "  " + carriage,
            "  + "
            + translate("Game", "Bonus tiles: %1 (%2)").replace("%1", str(breakdown.tile_points)).replace("%2", tiles),
            translate("Game", "Houses still to place: %1 (each counts \u22121 at the end)").replace(
                "%1", str(breakdown.houses_left)
            ),
            translate("Game", "Score if the game ended now: %1").replace("%1", signed(breakdown.total)),
        )
    )


def last_round(state: GameState, names: list[str]) -> str:
    """Who ended the game and who still plays in this last round ("" when the game is not in its last round)."""
    holder = state.game_end_holder()
    if not state.end_triggered or state.game_over or holder is None:
        return ""
    still = [state.current] if state.current != holder else []
    seat = (state.current + 1) % state.players
    while seat != state.start_player:
        still.append(seat)
        seat = (seat + 1) % state.players
    if not still:
        return translate("Game", "Last round: %1 ends the game; this is the last turn.").replace("%1", names[holder])
    who = (
        names[still[0]]
        if len(still) == 1
        else translate("Game", "%1 and %2")
        .replace("%1", ", ".join(names[s] for s in still[:-1]))
        .replace("%2", names[still[-1]])
    )
    return counted("last_round", len(still)).replace("%1", names[holder]).replace("%2", who)


def carriage_note(preview: CarriagePreview) -> str:
    """What scoring now brings in carriages, in a few words."""
    if preview.number:
        return translate("Game", "carriage %1").replace("%1", str(preview.number))
    if not preview.needs:
        return translate("Game", "no carriage: you have the last one")
    return counted("carriage_needs", preview.needs)


def option_note(board: Any, preview: OptionPreview) -> str:
    """What a house option brings, in a few words: houses placed (chosen or not) and bonus tiles."""
    parts = [counted("places_houses", preview.houses)]
    if preview.choice:
        parts.append(translate("Game", "you choose where"))
    tiles = ", ".join(  # "Route of 5 (2 pts)": the stack's name never runs into the tile's value
        f"{stack_name(board.stack_ids[stack])} ({counted('points_short', value)})" for stack, value in preview.tiles
    )
    parts.append(translate("Game", "tiles: %1").replace("%1", tiles) if tiles else translate("Game", "no tile"))
    return " · ".join(parts)
