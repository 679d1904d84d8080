"""The end of a game played over the network, at the host's window: its end dialog offers no Rematch (a rematch
there would start a local game with the friends' seats played by the computer) but keeps Replay (the host holds
the whole record), in both games; a local game's end dialog still offers both."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat

SEED = 11


def finished_record(game_id: str, names: list[str]) -> object:
    """A whole game of `game_id` played with the first legal move each turn, as its record."""
    game = GAMES[game_id].load()
    state, moves = game.new_game(len(names), SEED), []
    while not game.game_over(state):
        move = game.legal_moves(state)[0]
        moves.append(str(move))
        state = game.apply(state, move)
    return game.read_record(json.loads(game.record_text(names, SEED, moves)))


@pytest.mark.parametrize("game_id", ["carcassonne", "thurn-and-taxis"])
@pytest.mark.parametrize("friend", [REMOTE, COMPUTER])
def test_the_hosts_end_dialog_offers_replay_and_no_rematch(qtbot, window, game_id: str, friend: str) -> None:  # type: ignore[no-untyped-def]
    seats = [
        Seat("Alex", HUMAN, colour="blue"),
        Seat("Anna", friend, colour="red"),
        Seat("Bruno", COMPUTER, colour="yellow"),
    ]
    window.continue_game(GAMES[game_id], finished_record(game_id, [s.name for s in seats]), seats)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000)
    dialog = window.end_dialog
    over_the_network = friend == REMOTE
    assert dialog.rematch.isVisible() is not over_the_network
    assert dialog.replay.isVisible() and dialog.new_game.isVisible()
    QTest.mouseClick(dialog.replay, Qt.MouseButton.LeftButton)  # the host's Replay shows the whole game
    qtbot.waitUntil(lambda: window.in_replay(), timeout=5000)
