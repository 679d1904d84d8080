"""Finished games to store: seeded games between computer players of both games as records, with the seats."""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.carcassonne.rules import record as carcassonne_record
from thurntaxis.carcassonne.rules.record import new_record
from thurntaxis.games import GAMES
from thurntaxis.taxis.ai import make_bot, observe_history
from thurntaxis.taxis.rules import GameDefinition, GameRecord, GameState, Move, apply, new_game

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


COLOURS = ("blue", "red", "yellow", "green")  # Thurn and Taxis's seats, in their order


def seats(*who: str) -> list[Sat]:
    """Seats by level: "human", or a computer level ("easy", "medium", "hard")."""
    return [
        Sat("human", "medium", COLOURS[i]) if w == "human" else Sat("computer", w, COLOURS[i])
        for i, w in enumerate(who)
    ]


@dataclass(frozen=True)
class Sat:
    """Who sat at a seat of a Carcassonne game (kind, level, colour), as the statistics read a seat."""

    kind: str
    level: str
    colour: str


CARCASSONNE_COLOURS = ("red", "blue", "green", "yellow", "black")


def carcassonne_finished(players: int, seed: int, level: str = "medium") -> carcassonne_record.GameRecord:
    """A finished game of Carcassonne between computer players of `level`, as the record the window stores."""
    game = GAMES["carcassonne"].load()
    record = new_record(list(NAMES[:players]) + ["Yann"] * (players - len(NAMES)), seed=seed)
    state = game.replay(record)
    bots = [game.make_bot(level, seed=seed * 7 + seat) for seat in range(players)]
    observer = game.new_observer(players)
    moves: list[str] = []
    while not game.game_over(state):
        seat = game.current_player(state)
        move = bots[seat].choose(observer.observe(state, seat))
        state = game.apply(state, move)
        moves.append(str(move))
    return record.model_copy(update={"moves": moves})


def carcassonne_seats(*who: str) -> list[Sat]:
    """Seats by level: "human", or a computer level ("easy", "medium", "hard")."""
    return [Sat("human" if w == "human" else "computer", w, CARCASSONNE_COLOURS[i]) for i, w in enumerate(who)]
