"""A whole Carcassonne game played through the page with the mouse, and a game against a computer player."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from thurntaxis.carcassonne.rules import FOLLOWER, NO_FOLLOWER, NONE, PLACE, apply, legal_moves, new_game, result
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

from .mouse import Hand, same


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1400, 1000)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.stop()


def test_a_whole_two_player_game_played_with_the_mouse(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
    page.start(seats, 11)
    model = new_game(2, seed=11)
    assert same(page.controller.state, model)
    hand = Hand(page)
    rng = random.Random(5)
    ended: list[bool] = []
    page.game_over.connect(lambda: ended.append(True))
    kinds = set()
    turn = 0
    while not model.game_over:
        options = legal_moves(model)
        if model.phase == 0:
            move = options[rng.randrange(len(options))]
        else:
            # Followers often, "none" sometimes; every other follower by a click instead of a drag.
            placed = [m for m in options if m.kind == FOLLOWER]
            move = placed[rng.randrange(len(placed))] if placed and rng.random() < 0.6 else options[0]
        turn += 1
        hand.play(move, click_followers=turn % 4 == 0)
        kinds.add(move.kind)
        model = apply(model, move)
        if model.phase == 1 and not model.supply[model.current]:  # no follower left: the page skips the step
            model = apply(model, NONE)
        assert same(page.controller.state, model), f"after {move!r}"
    assert kinds == {PLACE, FOLLOWER, NO_FOLLOWER}
    assert ended == [True]
    assert page.controller.state.game_over
    assert [str(m) for m in page.controller.moves] == page.record().moves
    res = result(model)
    assert page.breakdown.isVisible()
    for player, part in enumerate(res.breakdown):
        values = [*part.as_dict().values(), part.total]
        assert [page.breakdown.value(player, row) for row in range(len(values))] == values


def test_against_a_computer_player_at_instant_speed(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Mira", HUMAN, colour="green"), Seat("Karl", COMPUTER, level="random", colour="black")]
    page.start(seats, 4)
    hand = Hand(page)
    for _ in range(4):
        qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
        state = page.controller.state
        assert state.current == 0
        hand.play(legal_moves(state)[0])
        hand.play(legal_moves(page.controller.state)[-1])
    qtbot.waitUntil(page.controller.is_human_turn, timeout=5000)
    moves = page.controller.moves
    assert len(moves) == 16
    # The computer's moves (every other turn) were made for it, not by the mouse.
    assert page.record().moves == [str(m) for m in moves]
    assert page.scene.tray.name == "Mira"
