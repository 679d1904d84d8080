"""The guided first game: a prepared deal against one computer player, and the tour's stops through it.

The deal is a record with a fixed deck, so every card lies where the tour says. The script lists, in order, the
tour's stops (`Stop`: what the balloon says, what it points at, the move it waits for) and the computer player's
moves (plain notation). Texts are source texts of the context "Tour", translated when they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.games import QT_TRANSLATE_NOOP
from thurntaxis.taxis.rules import GameRecord, standard_board

# The deck, top card first: the display (the player's six cards), then the cards as they are drawn (the display's
# new cards and Anna's draws), then the rest.
DECK = (
    "MAN CAR FRE STU ULM SIG NUR PIL PAS LIN KEM SAL AUG REG MUN INN WUR "
    "ZUR MUN WUR BUD REG CAR KEM ING INN ZUR LOD AUG STU FRE SIG BAS NUR STU LIN MUN PAS INN LIN BAS CAR "
    "SAL BAS MAN ING AUG PAS SAL KEM MAN LOD WUR ZUR FRE ULM BUD PIL ULM NUR PIL SIG LOD BUD ING REG"
)
SEED = 13  # used by no shuffle in the tour; the record needs one
JUST_MOVED: tuple[object, ...] = ("moved",)  # the name of the card the last move played or drew (`TaxisGuide.item`)


@dataclass(frozen=True)
class Stop:
    """One stop of the tour. `target` names the table item the balloon points at (`TaxisGuide.item`); `move` is the
    move it waits for (None: the player reads, then clicks Next); `goal` is where a dragged card goes; with
    `either_city`, a house in the goal's city will do as well as in the target's; `speaks_of` names the other items
    the text speaks of, which the balloon must leave in sight, as it must the card just played or drawn
    (`mentions`)."""

    say: str
    target: tuple[object, ...] = ()
    move: str | None = None
    goal: tuple[object, ...] = ()
    either_city: bool = False
    speaks_of: tuple[tuple[object, ...], ...] = ()
    wait: str | None = None  # (no stop of this lesson waits for an event of the page)

    @property
    def mentions(self) -> tuple[tuple[object, ...], ...]:
        """What the balloon leaves in sight besides its target: the items the text speaks of, and the card the
        last move played or drew (`JUST_MOVED`), which the player's eye has just followed."""
        return (*self.speaks_of, JUST_MOVED)


SCRIPT: tuple[Stop | str, ...] = (
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Welcome! You build postal routes of city cards and score them to place your houses. This short "
            "game against Anna shows every step: follow the balloons (Escape leaves at any time).",
        )
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Each turn starts with a draw. Your hand is empty, so you take two cards: drag Mannheim from the "
            "display onto your hand.",
        ),
        ("display", "MAN"),
        "+MAN",
        ("zone", "hand"),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Mannheim is in your hand. Now drag Carlsruhe onto your hand as your second card."),
        ("display", "CAR"),
        "+CAR",
        ("zone", "hand"),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Then you play exactly one card. Drag Mannheim onto \u201cStart a new route\u201d."),
        ("hand", "MAN"),
        "*MAN",
        ("zone", "new"),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour", "Your route has begun. A route needs 3 cards before it can be scored: click \u201cEnd turn\u201d."
        ),
        ("end",),
        "E",
    ),
    "+?",
    "+?",
    "*PAS",
    "E",
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Anna drew two cards and began her own route (see the routes panel). Your turn: drag Freiburg "
            "from the display onto your hand.",
        ),
        ("display", "FRE"),
        "+FRE",
        ("zone", "hand"),
        speaks_of=(("row", 1, "PAS"),),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "A card goes at either end of your route, and a road must join it to that end. Drag Carlsruhe "
            "to the right end, next to Mannheim.",
        ),
        ("hand", "CAR"),
        ">CAR",
        ("zone", "right"),
        speaks_of=(("route", "MAN"),),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour", "Once a turn you may call an official. The Postal carrier lets you play a second card: click him."
        ),
        ("official", "carrier"),
        "C",
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Drag Freiburg to the right end too: Mannheim, Carlsruhe, Freiburg."),
        ("hand", "FRE"),
        ">FRE",
        ("zone", "right"),
        speaks_of=(("route", "MAN"), ("route", "CAR")),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "A route of 3 or more cards can be scored. Click \u201cScore route\u201d."),
        ("score",),
        "S",
        speaks_of=(("route", "MAN"), ("route", "CAR"), ("route", "FRE")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Scoring places houses: one in each land of the route, or one in every route city of a single "
            "land. Choose \u201cBaden: all route cities\u201d.",
        ),
        ("option", "H=BAD"),
        "H=BAD",
        speaks_of=(("route", "MAN"), ("route", "CAR"), ("route", "FRE")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Your houses now stand in every city of Baden, which earned you the top tile of this stack. The "
            "earlier you are, the more a bonus tile is worth.",
        ),
        ("stack", "Baden"),
        speaks_of=(("city", "MAN"), ("city", "CAR"), ("city", "FRE")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Your first scored route also earned carriage 3; each next carriage needs a route one card "
            "longer. The cards of a scored route go to the discard pile.",
        ),
        ("carriage", 3),
        speaks_of=(("discard",),),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "After a scoring comes the hand limit: with more than 3 cards in your hand, you discard cards of your "
            "choice until 3 are left. That is the only time your hand is limited; yours is empty now, so nothing "
            "goes.",
        ),
        ("zone", "hand"),
        speaks_of=(("discard",),),
    ),
    "+?",
    ">LIN",
    "C",
    ">SAL",
    "S",
    "H*",
    "@LIN",
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Anna scored a route too. Your hand is empty again: drag Stuttgart onto your hand."),
        ("display", "STU"),
        "+STU",
        ("zone", "hand"),
    ),
    Stop(QT_TRANSLATE_NOOP("Tour", "And Ulm as your second card."), ("display", "ULM"), "+ULM", ("zone", "hand")),
    Stop(QT_TRANSLATE_NOOP("Tour", "Start a new route with Stuttgart."), ("hand", "STU"), "*STU", ("zone", "new")),
    Stop(QT_TRANSLATE_NOOP("Tour", "Keep Ulm for your next turn: click \u201cEnd turn\u201d."), ("end",), "E"),
    "+?",
    "+?",
    "*MUN",
    "E",
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Drag Sigmaringen from the display onto your hand."),
        ("display", "SIG"),
        "+SIG",
        ("zone", "hand"),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "This time play at the left end: drag Sigmaringen there, before Stuttgart."),
        ("hand", "SIG"),
        "<SIG",
        ("zone", "left"),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Call the Postal carrier again to play a second card."), ("official", "carrier"), "C"
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Drag Ulm to the right end of your route."),
        ("hand", "ULM"),
        ">ULM",
        ("zone", "right"),
    ),
    Stop(
        QT_TRANSLATE_NOOP("Tour", "Sigmaringen, Stuttgart, Ulm: 3 cards. Score the route."),
        ("score",),
        "S",
        speaks_of=(("route", "SIG"), ("route", "STU"), ("route", "ULM")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour", "Choose \u201cOne in each land\u201d: a house in Hohenzollern and one in Württemberg."
        ),
        ("option", "H*"),
        "H*",
        speaks_of=(("route", "SIG"), ("route", "STU"), ("route", "ULM")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Sigmaringen is the only Hohenzollern city on your route, so it gets its house anyway. "
            "Württemberg has two: click the lit city that gets the house, Stuttgart or Ulm.",
        ),
        ("city", "ULM"),
        "@ULM",
        ("city", "STU"),
        either_city=True,
        speaks_of=(("city", "SIG"),),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Your houses are placed. This route earned no carriage: carriage 4 needs a route of 4 cards (the "
            "Cartwright counts two more).",
        ),
        ("carriage", 4),
        speaks_of=(("city", "SIG"), ("city", "ULM")),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "Tour",
            "Well done: you know every step of a turn! The game ends after the round in which someone takes "
            "carriage 7 or places their last house; with equal scores, the holder of the game-end tile wins, "
            "else the tied player who comes soonest after them.",
        )
    ),
)


def moves() -> list[str]:
    """Every move of the guided game, the player's and the computer's, in order."""
    return [
        entry if isinstance(entry, str) else str(entry.move)
        for entry in SCRIPT
        if isinstance(entry, str) or entry.move is not None
    ]


def record(player: str, computer: str) -> GameRecord:
    """The guided game's opening: the player (seat 0, who starts) and the computer player, with the prepared deck."""
    return GameRecord(players=[player, computer], seed=SEED, start_player=0, deck=DECK.split())


def city(code: str) -> int:
    """The index of a city by its code."""
    return standard_board().city_codes.index(code)
