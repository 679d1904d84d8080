"""What a feature is worth: how many points the road, city, monastery or farm a segment belongs to would give its
holders now (as the final scoring would count it, or, completed, as it scores at the end of this turn) and at least
once completed: an open road or city takes at least one more tile on every empty square its open edges face, so a
city cap of one tile is worth at least 4 once completed, never 2; a feature that needs more tiles than are still to
come cannot be completed, and is worth what it is now. The player weighing where to put a follower reads it; it uses
only what every player may see."""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.carcassonne.rules.engine import find
from thurntaxis.carcassonne.rules.state import AROUND, DELTAS, PLACE_PHASE, GameState, Observation
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_MONASTERY, K_ROAD, KIND_NAMES


@dataclass(frozen=True, slots=True)
class Worth:
    """A feature's size and points. `size`: a road's or city's tiles, a monastery's tiles with its own (1 to 9), a
    farm's completed cities. `completed`: the least it scores once completed, with a tile on each empty square its
    open edges face (None for a farm, scored only at the end, and for a feature the tiles still to come cannot
    complete). `complete`: completed already (it scores when this turn ends)."""

    kind: str  # road, city, monastery, field
    size: int
    pennants: int
    now: int
    completed: int | None
    complete: bool


def worth(state: GameState | Observation, key: int) -> Worth:
    """What the feature of segment `key` (square * 16 + segment index) is worth in `state`."""
    pos, index = divmod(key, 16)
    kind = state.board[pos].segments[index].kind
    if kind == K_MONASTERY:
        size = 1 + sum(pos + d in state.board for d in AROUND)
        return Worth("monastery", size, 0, 9 if size == 9 else size, _if_room(state, 9 - size, 9), size == 9)
    root = find(state.parent, key)
    if kind in (K_ROAD, K_CITY):
        open_edges, squares, pennants, _holders = state.features[root]
        tiles, done = len(squares), open_edges == 0
        more = 0 if done else len(_faced(state, root, squares))  # the tiles it takes at least to be completed
        if kind == K_ROAD:
            return Worth("road", tiles, 0, tiles, _if_room(state, more, tiles + more), done)
        now = 2 * tiles + 2 * pennants if done else tiles + pennants
        return Worth("city", tiles, pennants, now, _if_room(state, more, 2 * (tiles + more) + 2 * pennants), done)
    cities, _holders = state.farms[root]
    supplied = {r for r in (find(state.parent, c) for c in cities) if state.features[r][0] == 0}
    return Worth(KIND_NAMES[kind], len(supplied), 0, 3 * len(supplied), None, False)


def _if_room(state: GameState | Observation, more: int, points: int) -> int | None:
    """`points`, if the `more` tiles a feature needs can still come (the drawn tile and those to draw)."""
    left = len(state.deck) if isinstance(state, GameState) else sum(state.remaining)
    return points if more <= left + (state.phase == PLACE_PHASE) else None


def _faced(state: GameState | Observation, root: int, squares: frozenset[int]) -> set[int]:
    """The empty squares the open edges of the road or city `root` face: each must take a tile of it."""
    faced: set[int] = set()
    for pos in squares:
        for index, segment in enumerate(state.board[pos].segments):
            if find(state.parent, pos * 16 + index) != root:
                continue
            sides = [pos + DELTAS[d] for d in range(4) if segment.mask >> d & 1]
            faced.update(q for q in sides if q not in state.board)
    return faced


__all__ = ["Worth", "worth"]
