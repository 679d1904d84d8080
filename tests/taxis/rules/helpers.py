"""Building positions for rule tests: any situation, by city codes."""

from __future__ import annotations

from typing import Any

from thurntaxis.taxis.rules import GameDefinition, GameState, Move, apply, legal_moves, new_game, parse_move
from thurntaxis.taxis.rules.board import standard_board
from thurntaxis.taxis.rules.state import AllLandsRule

BOARD = standard_board()


def city(code: str) -> int:
    return BOARD.city_index(code)


def cities(codes: str) -> tuple[int, ...]:
    """'SIG STU NUR' -> city indices, in order."""
    return tuple(city(c) for c in codes.split())


def mask(codes: str) -> int:
    return sum(1 << c for c in set(cities(codes)))


def stack(stack_id: str) -> int:
    return BOARD.stack_ids.index(stack_id)


def position(
    players: int = 2, seed: int = 1, all_lands: AllLandsRule = AllLandsRule.ALL_NINE, **fields: Any
) -> GameState:
    """A position of a fresh game with some fields replaced. Hands and routes may be given as code strings
    for seat 0 (`hand="ULM STU"`, `route="SIG STU"`), or per seat as `hands=[...]`, `routes=[...]`."""
    state = new_game(GameDefinition(players, all_lands), seed=seed, start_player=0)
    s = state.copy()
    s.official = 0
    s.forced_postmaster = False
    s.draws_left = 1
    n = players
    if "hand" in fields:
        fields["hands"] = [fields.pop("hand")] + [""] * (n - 1)
    if "route" in fields:
        fields["routes"] = [fields.pop("route")] + [""] * (n - 1)
    for key in ("hands",):
        if key in fields:
            fields[key] = tuple(
                tuple(sorted(cities(h))) if isinstance(h, str) else tuple(sorted(h)) for h in fields[key]
            )
    if "routes" in fields:
        fields["routes"] = tuple(cities(r) if isinstance(r, str) else tuple(r) for r in fields["routes"])
    if "houses" in fields:
        fields["houses"] = tuple(mask(h) if isinstance(h, str) else h for h in fields["houses"])
    if "display" in fields and isinstance(fields["display"], str):
        fields["display"] = cities(fields["display"])
    if "deck" in fields and isinstance(fields["deck"], str):
        # given top card first, stored top card last
        fields["deck"] = tuple(reversed(cities(fields["deck"])))
    if "discard" in fields and isinstance(fields["discard"], str):
        fields["discard"] = cities(fields["discard"])
    for key, value in fields.items():
        if not hasattr(s, key):
            raise AttributeError(key)
        setattr(s, key, value)
    return s


def play(state: GameState, *notations: str) -> GameState:
    """Apply moves given in notation, each checked for legality."""
    for text in notations:
        state = apply(state, parse_move(text))
    return state


def legal(state: GameState) -> set[str]:
    return {str(m) for m in legal_moves(state)}


def after_play(**fields: Any) -> GameState:
    """Seat 0 has drawn and played this turn; it may now score or end the turn."""
    from thurntaxis.taxis.rules.state import AFTER_PLAY

    base: dict[str, Any] = {"phase": AFTER_PLAY, "drawn": 1, "played": 1, "draws_left": 0}
    base.update(fields)
    return position(**base)


__all__ = ["BOARD", "Move", "after_play", "cities", "city", "legal", "mask", "play", "position", "stack"]
