"""The four officials and the order of a turn: table-driven legal-move tests."""

import pytest

from tests.taxis.rules.helpers import cities, legal, play, position
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import GameDefinition, GameState, Move, apply, new_game
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    AFTER_PLAY,
    CARRIER_PLAY,
    DRAW_PHASE,
    PLAY_PHASE,
    POSTAL_CARRIER,
    POSTMASTER,
)

DISPLAY = "ULM STU AUG MUN ING NUR"
DECK = "BAS ZUR FRE CAR MAN WUR REG PAS KEM INN SAL LIN"


def start_of_turn(hand: str = "SIG", route: str = "") -> GameState:
    return position(display=DISPLAY, deck=DECK, hand=hand, route=route)


# (what happened so far this turn, moves that must be legal, moves that must not be)
TURN_TABLE = [
    ("start", {"+ULM", "+STU", "+?", "A"}, {"P", "C", "S", "E", "*SIG"}),
    ("after one draw", {"P", "*SIG", "*ULM"}, {"A", "+STU", "+?", "C"}),
    ("after the Administrator", {"+?"}, {"A", "P"}),
    ("after the Postmaster", {"+STU", "+?"}, {"A", "P", "*SIG"}),
    ("after two draws", {"*SIG", "*ULM", "*STU"}, {"P", "A", "+?"}),
    ("after a play", {"E", "C"}, {"P", "A", "+?", "S", "SW", "*SIG"}),
    ("after the Postal carrier", {"<SIG", ">SIG"}, {"*SIG", "E", "S"}),
]


def reach(step: str) -> GameState:
    state = start_of_turn()
    sequence = {
        "start": [],
        "after one draw": ["+ULM"],
        "after the Administrator": ["A"],
        "after the Postmaster": ["+ULM", "P"],
        "after two draws": ["+ULM", "P", "+STU"],
        "after a play": ["+ULM", "*ULM"],
        "after the Postal carrier": ["+ULM", "*ULM", "C"],
    }[step]
    return play(state, *sequence)


@pytest.mark.parametrize(("step", "allowed", "refused"), TURN_TABLE, ids=[row[0] for row in TURN_TABLE])
def test_turn_steps(step: str, allowed: set[str], refused: set[str]) -> None:
    state = reach(step)
    options = legal(state)
    assert allowed <= options, allowed - options
    assert not refused & options, refused & options


def test_postal_carrier_needs_an_extension() -> None:
    # Lodz alone in hand after playing Ulm: it cannot extend, so the carrier is not offered.
    state = play(start_of_turn(hand="LOD"), "+ULM", "*ULM")
    assert "C" not in legal(state)
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("C"))
    assert err.value.code == "no_extension"


def test_postal_carrier_card_must_extend_not_restart() -> None:
    state = play(start_of_turn(hand="STU SIG"), "+ULM", "*ULM", "C")
    assert state.phase == CARRIER_PLAY
    assert state.official == POSTAL_CARRIER
    assert legal(state) == {"<STU", ">STU", "<SIG", ">SIG"}
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("*STU"))
    assert err.value.code == "must_extend"
    state = play(state, ">STU")
    assert state.routes[0] == cities("ULM STU")
    assert state.phase == AFTER_PLAY
    assert "C" not in legal(state)


def test_administrator_replaces_the_display_before_drawing() -> None:
    state = play(start_of_turn(), "A")
    assert state.official == ADMINISTRATOR
    assert state.display == cities("BAS ZUR FRE CAR MAN WUR")
    assert sorted(state.discard) == sorted(cities(DISPLAY))
    assert state.phase == DRAW_PHASE
    after_draw = play(start_of_turn(), "+ULM")
    with pytest.raises(IllegalMoveError) as err:
        apply(after_draw, Move.parse("A"))
    assert err.value.code in {"not_now", "already_drawn"}


def test_postmaster_gives_a_second_draw_only() -> None:
    state = play(start_of_turn(), "+?", "P", "+ULM")
    assert state.official == POSTMASTER
    assert len(state.hands[0]) == 3
    assert state.phase == PLAY_PHASE


def test_only_one_official_per_turn() -> None:
    state = play(start_of_turn(hand="SIG STU"), "A", "+BAS", "*STU")
    assert "C" not in legal(state)
    with pytest.raises(IllegalMoveError) as err:
        apply(state, Move.parse("C"))
    assert err.value.code == "official_used"


def test_cartwright_only_while_scoring_and_only_without_another_official() -> None:
    state = play(start_of_turn(hand="STU", route="ULM AUG"), "+?", "<STU")
    assert {"S", "SW", "E"} <= legal(state)
    with_carrier = play(start_of_turn(hand="STU CAR", route="ULM AUG"), "+?", "<STU", "C", "<CAR")
    assert "S" in legal(with_carrier)
    assert "SW" not in legal(with_carrier)


def test_forced_postmaster_with_an_empty_hand_in_the_first_round() -> None:
    state = new_game(GameDefinition(3), seed=5, start_player=1)
    for _ in range(3):
        assert state.forced_postmaster
        assert state.official == POSTMASTER
        assert "A" not in legal(state)
        assert "P" not in legal(state)
        state = play(state, "+?")
        assert state.phase == DRAW_PHASE, "a second draw is required"
        state = play(state, "+?")
        assert state.phase == PLAY_PHASE
        assert len(state.hands[state.current]) == 2
        first = sorted(legal(state))[0]
        state = play(state, first, "E")
    assert not state.forced_postmaster
    assert state.draws_left == 1
