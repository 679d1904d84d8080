"""Refusals on the table are true and name what was aimed at, for every kind of drop the player makes with the mouse
(and the keys of the officials): a card on either end of the route, on no place, a card of the display or the deck
out of turn, the Postal carrier's second card, the officials, the house on a city. The issue's case first: with the
route Freiburg–Carlsruhe, Mannheim dropped on the left end was refused with "no road to Freiburg or Carlsruhe, the
ends of your route", though Mannheim–Carlsruhe is a road."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import GameRecord, Move
from thurntaxis.taxis.rules.state import CARRIER_PLAY, PLACE_HOUSES, PLAY_PHASE
from thurntaxis.taxis.ui import tourscript

from .conftest import click, drag, seats

# The display, then the cards as they are drawn; the rest of the deck after them.
TOP = "FRE CAR MAN BAS LOD INN STU CAR AUG ING MUN SIG NUR WUR"  # a second Carlsruhe stays on show
# Alex: Freiburg, Carlsruhe, a route of Freiburg; Anna starts hers; Alex: Lodz, the Postmaster, Mannheim, Carlsruhe
# at the right end; Anna again; Alex draws Basel: route Freiburg–Carlsruhe, hand Basel, Lodz, Mannheim.
OPENING = [
    "+FRE",
    "+CAR",
    "*FRE",
    "E",
    "+?",
    "+?",
    "*AUG",
    "E",
    "+LOD",
    "P",
    "+MAN",
    ">CAR",
    "E",
    "+?",
    "*NUR",
    "E",
    "+BAS",
]


def deck() -> list[str]:
    rest = tourscript.DECK.split()
    for code in TOP.split():
        rest.remove(code)
    return [*TOP.split(), *rest]


def table(window: MainWindow, *more: str) -> None:
    """Alex's table after the opening and the moves `more`, the hand shown."""
    window.start_game(seats("h", "c"), seed=1, start_player=0)
    record = GameRecord(players=["Mira", "Otto"], seed=1, start_player=0, deck=deck(), moves=[*OPENING, *more])
    window.page.load(record, window.page.controller.seats)
    assert window.page.controller.is_human_turn()
    window.show_message("")


def card(window: MainWindow, where: str, code: str):  # type: ignore[no-untyped-def]
    city = tourscript.city(code)
    return next(c for c in window.page.scene.cards(where) if c.city == city)


def zone(window: MainWindow, name: str) -> QPointF:
    return window.page.scene.zones[name].sceneBoundingRect().center()


def refused(window: MainWindow, moves: int) -> str:
    """The status line's refusal, once sure that nothing was played."""
    assert len(window.page.controller.moves) == moves
    return window.status.text()


@pytest.mark.parametrize(
    ("code", "end", "said"),
    [
        (
            "MAN",
            "left",
            "Mannheim has no road to Freiburg, the left end of your route; it could go at the right end, after "
            "Carlsruhe.",
        ),
        (
            "BAS",
            "right",
            "Basel has no road to Carlsruhe, the right end of your route; it could go at the left end, before "
            "Freiburg.",
        ),
        ("LOD", "left", "Lodz has no road to Freiburg, the left end of your route, nor to Carlsruhe, its right end."),
        ("LOD", "right", "Lodz has no road to Carlsruhe, the right end of your route, nor to Freiburg, its left end."),
    ],
)
def test_a_card_dropped_on_an_end_it_does_not_fit_is_told_which_end(qtbot, window, code, end, said) -> None:  # type: ignore[no-untyped-def]
    table(window)
    moves = len(window.page.controller.moves)
    assert window.page.controller.state.phase == PLAY_PHASE
    drag(window, card(window, "hand", code), zone(window, end))
    assert refused(window, moves) == said
    other = {"left": "right", "right": "left"}[end]
    if code != "LOD":  # it fits the other end, as it was told: there it goes
        drag(window, card(window, "hand", code), zone(window, other))
        assert window.page.controller.moves[-1] == Move.parse(f"{'<' if other == 'left' else '>'}{code}")


@pytest.mark.parametrize("end", ["left", "right"])
def test_a_city_already_in_the_route_is_told_so_at_either_end(qtbot, window, end) -> None:  # type: ignore[no-untyped-def]
    table(window, "P", "+CAR")  # the Postmaster's second card: the display's other Carlsruhe
    moves = len(window.page.controller.moves)
    drag(window, card(window, "hand", "CAR"), zone(window, end))
    assert refused(window, moves) == "Carlsruhe is already in your route."


def test_drops_on_no_place_and_cards_out_of_turn_say_what_was_aimed_at(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    table(window)
    page = window.page
    moves = len(page.controller.moves)
    drag(window, card(window, "hand", "MAN"), QPointF(zone(window, "new").x(), 40))  # over the map
    assert refused(window, moves) == "Drop the card on a lit end of your route, or on \u201cStart a new route\u201d."
    shown = page.scene.cards("display")[0]
    drag(window, shown, zone(window, "hand"))
    task = "Play a card at an end of your route (or start a new route)."
    assert refused(window, moves) == f"You cannot draw {shown.name} now. {task}"
    drag(window, page.scene.cards("deck")[0], zone(window, "hand"))
    assert refused(window, moves) == f"You cannot draw from the deck now. {task}"
    for key, said in (
        (Qt.Key.Key_A, "The Administrator must be called before you draw."),
        (Qt.Key.Key_E, f"You cannot end your turn now. {task}"),
        (Qt.Key.Key_S, f"You cannot score your route now. {task}"),
    ):
        QTest.keyClick(window, key)
        assert refused(window, moves) == said


def test_the_postal_carriers_card_and_the_officials_name_the_end_and_the_official(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    table(window, ">MAN", "C")  # the route Freiburg–Carlsruhe–Mannheim; Basel and Lodz in the hand
    page = window.page
    moves = len(page.controller.moves)
    assert page.controller.state.phase == CARRIER_PLAY
    drag(window, card(window, "hand", "LOD"), zone(window, "left"))
    assert refused(window, moves) == (
        "Lodz has no road to Freiburg, the left end of your route, nor to Mannheim, its right end."
    )
    drag(window, card(window, "hand", "LOD"), zone(window, "right"))
    assert refused(window, moves) == (
        "Lodz has no road to Mannheim, the right end of your route, nor to Freiburg, its left end."
    )
    click(window, card(window, "hand", "LOD"))
    assert refused(window, moves) == (
        "The Postal carrier's card must go at an end of your route, and Lodz has no road to either end "
        "(Freiburg, Mannheim)."
    )
    drag(window, card(window, "hand", "BAS"), zone(window, "right"))
    assert refused(window, moves) == (
        "Basel has no road to Mannheim, the right end of your route; it could go at the left end, before Freiburg."
    )
    QTest.keyClick(window, Qt.Key.Key_A)
    assert refused(window, moves) == (
        "Administrator: you have already called another official this turn (Postal carrier); one official a turn."
    )
    QTest.keyClick(window, Qt.Key.Key_C)
    assert refused(window, moves) == (
        "Postal carrier: you have already called this official this turn; one official a turn."
    )


def test_a_house_dropped_on_a_city_it_cannot_go_to_is_told_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    table(window, ">MAN", "C", "<BAS", "S", "H*")  # a house in Schweiz (Basel) and one in Baden, to choose
    page = window.page
    c = page.controller
    assert c.state.phase == PLACE_HOUSES

    def drop_house(code: str) -> str:
        moves = len(c.moves)
        drag(window, page.scene.house_token(), page.scene.cities[tourscript.city(code)].sceneBoundingRect().center())
        return refused(window, moves)

    assert drop_house("MUN") == "München is not on the route you scored: your houses go only to its cities."
    drag(window, page.scene.house_token(), page.scene.cities[tourscript.city("BAS")].sceneBoundingRect().center())
    assert c.moves[-1] == Move.parse("@BAS") and c.state.phase == PLACE_HOUSES  # Baden's house is still to place
    assert drop_house("BAS") == "You already have a house in Basel."
