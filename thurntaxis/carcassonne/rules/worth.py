"""What a feature is worth: how many points the road, city, monastery or farm a segment belongs to would give its
holders now (as the final scoring would count it, or, completed, as it scores at the end of this turn) and once
completed. The player weighing where to put a follower reads it; it uses only what every player may see."""

from __future__ import annotations

from dataclasses import dataclass

from thurntaxis.carcassonne.rules.engine import find
from thurntaxis.carcassonne.rules.state import AROUND, GameState, Observation
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_MONASTERY, K_ROAD, KIND_NAMES


@dataclass(frozen=True, slots=True)
class Worth:
    """A feature's size and points. `size`: a road's or city's tiles, a monastery's tiles with its own (1 to 9), a
    farm's completed cities. `completed`: what it scores once completed (None for a farm, scored only at the end).
    `complete`: completed already (it scores when this turn ends)."""

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
        return Worth("monastery", size, 0, 9 if size == 9 else size, 9, size == 9)
    root = find(state.parent, key)
    if kind in (K_ROAD, K_CITY):
        open_edges, squares, pennants, _holders = state.features[root]
        tiles, done = len(squares), open_edges == 0
        if kind == K_ROAD:
            return Worth("road", tiles, 0, tiles, tiles, done)
        whole = 2 * tiles + 2 * pennants
        return Worth("city", tiles, pennants, whole if done else tiles + pennants, whole, done)
    cities, _holders = state.farms[root]
    supplied = {r for r in (find(state.parent, c) for c in cities) if state.features[r][0] == 0}
    return Worth(KIND_NAMES[kind], len(supplied), 0, 3 * len(supplied), None, False)


__all__ = ["Worth", "worth"]
