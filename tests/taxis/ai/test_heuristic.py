"""The Medium heuristic's main rules, on hand-made positions."""

from __future__ import annotations

from thurntaxis.taxis.ai.heuristic import evaluate, medium_move
from thurntaxis.taxis.rules import GameDefinition, legal_moves, new_game, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import AFTER_PLAY, DISCARD_PHASE, DRAW_PHASE, PLAY_PHASE, GameState

B = standard_board()


def c(code: str) -> int:
    return B.city_index(code)


def position(
    phase: int, route: str, hand: str, display: str = "BAS LOD BUD LIN PAS SAL", carriage: int = 0
) -> GameState:
    """Seat 0 to move in a 2-player game, mid-turn, with the given route, hand and display."""
    s = new_game(GameDefinition(2), seed=1, start_player=0).copy()
    s.routes = (tuple(c(x) for x in route.split()), ())
    s.hands = (tuple(sorted(c(x) for x in hand.split())), ())
    s.display = tuple(c(x) for x in display.split())
    s.carriages = (carriage, 0)
    s.phase = phase
    s.drawn = 0 if phase == DRAW_PHASE else 1
    s.draws_left = 1 if phase == DRAW_PHASE else 0
    s.played = 1 if phase == AFTER_PLAY else 0
    s.official = 0
    s.forced_postmaster = False
    s._legal = None
    return s


def test_draws_the_display_card_that_extends_the_route() -> None:
    s = position(DRAW_PHASE, "STU ULM", "BAS", display="LOD BUD AUG LIN PAS SAL")
    assert medium_move(s) == mv.DRAW_CITY[c("AUG")]


def test_extends_the_route_rather_than_starting_a_new_one() -> None:
    s = position(PLAY_PHASE, "STU ULM", "BUD AUG")
    s.official = 1  # the Postmaster is spent
    move = medium_move(s)
    assert move == mv.PLAY_AT_RIGHT[c("AUG")]
    assert move in legal_moves(s)


def test_scores_when_the_route_earns_the_next_carriage() -> None:
    s = position(AFTER_PLAY, "CAR STU ULM", "LOD", carriage=0)
    s.official = 1
    assert medium_move(s) == mv.SCORE_ROUTE


def test_calls_the_cartwright_when_it_closes_the_gap() -> None:
    s = position(AFTER_PLAY, "CAR STU ULM", "LOD", carriage=4)  # carriage 5 needs 5 cards, 3 + 2
    assert medium_move(s) == mv.SCORE_WITH_CARTWRIGHT


def test_calls_the_postal_carrier_with_a_second_extension_in_hand() -> None:
    s = position(AFTER_PLAY, "STU ULM", "AUG", carriage=0)
    assert medium_move(s) == mv.USE_CARRIER


def test_discards_the_card_that_connects_to_nothing() -> None:
    s = position(DISCARD_PHASE, "", "STU ULM AUG LOD")
    assert medium_move(s) == mv.DISCARD_CARD[c("LOD")]


def test_evaluation_prefers_a_longer_route() -> None:
    short = position(AFTER_PLAY, "STU ULM", "")
    long = position(AFTER_PLAY, "STU ULM AUG MUN", "")
    assert evaluate(long, 0) > evaluate(short, 0)
