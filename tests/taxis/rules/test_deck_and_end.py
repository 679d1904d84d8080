"""The deck (reshuffles, the empty deck-and-discard ruling) and the end of the game (round, tie-break)."""

from tests.taxis.rules.helpers import after_play, cities, legal, play, position, stack
from thurntaxis.taxis.rules import GameDefinition, new_game, result, scores
from thurntaxis.taxis.rules.state import AFTER_PLAY, DRAW_PHASE, GAME_OVER, PLAY_PHASE


def test_display_gap_is_refilled_from_the_deck() -> None:
    state = play(position(display="ULM STU AUG MUN ING NUR", deck="BAS ZUR", hand="SIG"), "+STU")
    assert state.display == cities("ULM BAS AUG MUN ING NUR")
    assert state.deck == cities("ZUR")


def test_empty_deck_reshuffles_the_discard_pile() -> None:
    state = position(display="ULM STU AUG MUN ING NUR", deck="", discard="BAS ZUR FRE", hand="SIG")
    state = play(state, "+?")
    assert state.shuffles == 1
    assert state.discard == ()
    assert len(state.deck) == 2
    drawn = [c for c in state.hands[0] if c != cities("SIG")[0]]
    assert sorted(drawn + list(state.deck)) == sorted(cities("BAS ZUR FRE"))


def test_reshuffle_is_deterministic_given_the_seed() -> None:
    a = play(position(deck="", discard="BAS ZUR FRE CAR MAN", hand="SIG", seed=3), "+?")
    b = play(position(deck="", discard="BAS ZUR FRE CAR MAN", hand="SIG", seed=3), "+?")
    assert a.deck == b.deck and a.hands == b.hands


def test_empty_deck_and_discard_display_not_refilled_and_deck_not_drawable() -> None:
    state = position(display="ULM STU", deck="", discard="", hand="SIG")
    assert "+?" not in legal(state)
    state = play(state, "+ULM")
    assert state.display == cities("STU")
    assert state.phase == PLAY_PHASE


def test_nothing_at_all_to_draw_skips_the_draw_step() -> None:
    state = position(display="", deck="", discard="", hand="", phase=AFTER_PLAY, played=1, route="STU ULM")
    state = play(state, "E")
    assert state.current == 1
    assert state.phase == AFTER_PLAY, "no card to draw and none to play: only scoring or ending is left"
    assert legal(state) == {"E"}


def test_nothing_to_draw_but_cards_in_hand_goes_to_playing() -> None:
    state = position(display="", deck="", discard="", hands=["", "ULM"], phase=AFTER_PLAY, played=1, route="STU ULM")
    state = play(state, "E")
    assert state.current == 1 and state.phase == PLAY_PHASE


def test_game_ends_after_the_round_is_finished() -> None:
    # 3 players, seat 0 starts; seat 1 triggers the end; seat 2 still plays, then the game ends.
    state = new_game(GameDefinition(3), seed=2, start_player=0)
    trigger = state.copy()
    trigger.current = 1
    trigger.hands = ((), (), cities("ULM"))
    trigger.routes = ((), cities("CAR STU ULM AUG MUN"), ())
    trigger.carriages = (0, 6, 0)
    trigger.phase = AFTER_PLAY
    trigger.official = 0
    trigger.played = 1
    trigger.forced_postmaster = False
    after = play(trigger, "SW", "H=BAI")
    assert after.end_triggered and not after.game_over
    assert after.current == 2 and after.phase == DRAW_PHASE
    after = play(after, "+?")
    after = play(after, sorted(m for m in legal(after) if m.startswith("*"))[0], "E")
    assert after.game_over and after.phase == GAME_OVER
    assert legal(after) == set()


def test_trigger_by_the_last_seat_ends_the_game_at_once() -> None:
    state = after_play(route="CAR STU ULM AUG MUN", carriages=(0, 6), players=2)
    state = state.copy()
    state.current = 1
    state.routes = ((), cities("CAR STU ULM AUG MUN"))
    state = play(state, "SW", "H=BAI")
    assert state.game_over


def test_tie_break_game_end_tile_holder_wins() -> None:
    tiles = (((stack("game_end"), 1), (stack("route5"), 1)), ((stack("route5"), 2),))
    state = position(tiles=tiles, carriages=(3, 3), houses=(0, 0), phase=GAME_OVER)
    assert [s.total for s in scores(state)] == [2 + 2 - 20, 2 + 2 - 20]
    outcome = result(state)
    assert outcome.winner == 0 and outcome.tie_break == "game_end_tile"


def test_tie_break_soonest_after_the_holder() -> None:
    # Seat 1 holds the game-end tile but is not tied; seats 0 and 3 tie: seat 3 comes first after seat 1.
    tiles = ((), ((stack("game_end"), 1),), (), ())
    state = position(players=4, tiles=tiles, carriages=(4, 0, 0, 4), houses=(0, 0, 0, 0), phase=GAME_OVER)
    outcome = result(state)
    assert outcome.tied == (0, 3)
    assert outcome.winner == 3 and outcome.tie_break == "after_game_end_holder"
