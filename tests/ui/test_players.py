"""The computer players the window uses: every offered level plays legal moves."""

from __future__ import annotations

from collections.abc import Callable

from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game
from thurntaxis.taxis.ui.bots import available_levels, make_bot

# The searching levels stop when the table's `stop` says so (as at the table after its thinking time): after this
# many of their iterations, three times the most moves a position of this game offers, so every move is searched
# and the search, not its fallback, answers. Legality, not strength, is checked here (docs/ai.md measures strength).
ITERATIONS = 24


def _stop_after(iterations: int) -> Callable[[], bool]:
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > iterations

    return stop


def test_every_offered_level_plays_legal_moves() -> None:
    levels = available_levels()
    assert levels and all(isinstance(level, str) for level in levels)
    for level in levels:
        bots = [make_bot(level, seat) for seat in range(3)]
        state = new_game(GameDefinition(3), seed=2)
        states, moves = [state], []
        for _ in range(60):
            assert len(legal_moves(state)) * 3 <= ITERATIONS
            move = bots[state.current](states, moves, state.current, _stop_after(ITERATIONS))
            assert move in legal_moves(state), f"{level} chose an illegal {move!r}"
            state = apply(state, move)
            states.append(state)
            moves.append(move)


def test_unknown_level_falls_back_to_an_offered_one() -> None:
    bot = make_bot("no-such-level", 1)
    state = new_game(GameDefinition(2), seed=1)
    assert bot([state], [], state.current, lambda: False) in legal_moves(state)
