"""The computer players the window uses: every offered level plays legal moves, built by the game's `make_bot`
with the budgets of its plug, deciding from one observer kept with the game; an unknown level is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

import pytest

from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.savegame import read_game, save_text
from thurntaxis.taxis.game import GAME
from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game
from thurntaxis.taxis.ui.plug import UI

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
    levels = GAMES["thurn-and-taxis"].levels
    assert levels and all(isinstance(level, str) for level in levels)
    for level in levels:
        bots = [GAME.make_bot(level, seat, **UI.budgets.of(level)) for seat in range(3)]
        state = new_game(GameDefinition(3), seed=2)
        observer = GAME.new_observer(3)
        for _ in range(60):
            assert len(legal_moves(state)) * 3 <= ITERATIONS
            seen = observer.observe(state, state.current)
            move = bots[state.current].choose(seen, should_stop=_stop_after(ITERATIONS))
            assert move in legal_moves(state), f"{level} chose an illegal {move!r}"
            observer.update(state, move)
            state = apply(state, move)


def test_an_unknown_level_is_refused_when_the_seat_is_made(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = UI.make_page("instant")
    qtbot.addWidget(page)
    page.start([Seat("Mira", HUMAN), Seat("Anna", COMPUTER, "medium")], 1)
    before = page.record()
    with pytest.raises(ValueError, match="no-such-level"):
        page.start([Seat("Mira", HUMAN), Seat("Otto", COMPUTER, "no-such-level")], 2)
    assert page.record() == before and [s.name for s in page.seats] == ["Mira", "Anna"]  # nothing changed
    page.stop()


@pytest.mark.parametrize("game", ["thurn-and-taxis", "carcassonne"])
def test_a_save_with_a_level_the_game_no_longer_has_plays_it_as_medium(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    entry = GAMES[game]
    page = entry.load_ui().make_page("instant")
    qtbot.addWidget(page)
    page.start([Seat("Mira", HUMAN, colour="blue"), Seat("Anna", COMPUTER, "medium", colour="red")], 3)
    old = json.loads(save_text(page.record(), [page.seats[0], replace(page.seats[1], level="grandmaster")]))
    record, seats = read_game(old, entry)  # (where saves are read: the table then refuses no level)
    assert [s.level for s in seats][1] == "medium"
    page.load(record, seats)
    assert page.seats[1].level == "medium" and page.running()
    page.stop()
