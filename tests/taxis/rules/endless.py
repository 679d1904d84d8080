"""A legal game that never ends: nobody ever scores (each turn starts a new route or ends at once)."""

from __future__ import annotations

from thurntaxis.taxis.rules import GameDefinition, GameRecord, apply, legal_moves, new_game
from thurntaxis.taxis.rules import moves as mv


def endless_record(moves: int) -> GameRecord:
    """A legal two-player record of `moves` moves in which no one scores."""
    state = new_game(GameDefinition(2), seed=1, start_player=0)
    played: list[str] = []
    while len(played) < moves:
        legal = [m for m in legal_moves(state) if m.kind != mv.SCORE]
        move = next((m for m in legal if m.kind == mv.END_TURN), None) or legal[0]
        played.append(str(move))
        state = apply(state, move)
    return GameRecord.model_construct(players=["A", "B"], seed=1, start_player=0, moves=played)
