"""Finished games to store: seeded games between Medium computer players as records, with the seats."""

from __future__ import annotations

from thurntaxis.taxis.ai import make_bot, observe_history
from thurntaxis.taxis.rules import GameDefinition, GameRecord, GameState, Move, apply, new_game
from thurntaxis.taxis.savefile import COLOURS, SeatData

NAMES = ("Mira", "Otto", "Ida", "Karl")


def finished(players: int, seed: int, names: tuple[str, ...] = NAMES) -> GameRecord:
    """A finished game of Medium players, as the record the window stores."""
    state = new_game(GameDefinition(players), seed=seed, start_player=0)
    states: list[GameState] = [state]
    moves: list[Move] = []
    bots = [make_bot("medium", seed=seed * 7 + seat) for seat in range(players)]
    while not state.game_over:
        move = bots[state.current].choose(observe_history(states, moves, state.current))
        state = apply(state, move)
        states.append(state)
        moves.append(move)
    return GameRecord(players=list(names[:players]), seed=seed, start_player=0, moves=[str(m) for m in moves])


def seats(*who: str) -> list[SeatData]:
    """Seats by level: "human", or a computer level ("easy", "medium", "hard")."""
    return [
        SeatData(kind="human", colour=COLOURS[i])
        if w == "human"
        else SeatData(kind="computer", level=w, colour=COLOURS[i])
        for i, w in enumerate(who)
    ]
