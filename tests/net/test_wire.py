"""Each game's observation as JSON (`Game.observation_json`): it comes back as the same observation, a bot decides
the same from either, and it is the same whatever the hidden cards and the pile order are."""

from __future__ import annotations

import json
import random

import pytest

from thurntaxis.games import entry


@pytest.mark.parametrize(("game_id", "players"), [("thurn-and-taxis", 3), ("carcassonne", 4)])
def test_an_observation_comes_back_from_its_json(game_id: str, players: int) -> None:
    game = entry(game_id).load()
    playout = game.random_game(players, 11)
    state, observer = game.new_game(players, 11), game.new_observer(players)
    for number, move in enumerate(playout.moves[:300]):
        seat = number % players
        observation = observer.observe(state, seat)
        text = json.dumps(game.observation_json(observation))
        back = game.observation_from_json(json.loads(text))
        assert json.dumps(game.observation_json(back)) == text
        if seat == game.current_player(state):
            assert game.make_bot("medium", seed=number).choose(back) == game.make_bot("medium", seed=number).choose(
                observation
            )
        observer.update(state, move)
        state = game.apply(state, move)


def test_a_thurn_and_taxis_observation_does_not_depend_on_hidden_cards() -> None:
    game = entry("thurn-and-taxis").load()
    playout = game.random_game(3, 5)
    state, observer = game.new_game(3, 5), game.new_observer(3)
    rng = random.Random(1)
    checked = 0
    for move in playout.moves[:400]:
        seen = [list(k) for k in observer.known]
        for seat in range(3):
            other = (seat + 1) % 3
            unseen = [c for c in state.hands[other] if c not in seen[other]]
            if not unseen or not state.deck:
                continue
            twin = state.copy()  # the same table, another hidden card in the other hand, the deck shuffled
            hand = list(state.hands[other])
            deck = list(state.deck)
            i, j = hand.index(unseen[0]), rng.randrange(len(deck))
            hand[i], deck[j] = deck[j], hand[i]
            rng.shuffle(deck)
            twin.hands = tuple(tuple(sorted(hand)) if q == other else h for q, h in enumerate(state.hands))
            twin.deck, twin.seed = tuple(deck), state.seed + 1
            assert game.observation_json(observer.observe(twin, seat)) == game.observation_json(
                observer.observe(state, seat)
            )
            checked += 1
        observer.update(state, move)
        state = game.apply(state, move)
    assert checked > 100


def test_a_carcassonne_observation_does_not_depend_on_the_pile_order() -> None:
    game = entry("carcassonne").load()
    playout = game.random_game(2, 5)
    state, observer = game.new_game(2, 5), game.new_observer(2)
    for move in playout.moves[:100]:
        twin = state.copy()
        twin.deck = tuple(reversed(state.deck))
        assert game.observation_json(observer.observe(twin, 0)) == game.observation_json(observer.observe(state, 0))
        state = game.apply(state, move)
