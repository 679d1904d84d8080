"""A game's thinking budgets at the table, as data of its window plug (`*/ui/plug.py`): how long a computer player
thinks per move at the table, and the budget keywords its levels get from `Game.make_bot` (Hard's `time_limit`).
No Qt: the plug is read before any table is built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Budgets:
    """`think_ms`: how long a computer thinks at least, when the pause before its move is shorter (None: no bound
    but the pause and its own); `levels`: each level's budget keywords for `Game.make_bot` (absent: none)."""

    think_ms: int | None = None
    levels: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def of(self, level: str) -> dict[str, Any]:
        """The budget keywords of `level`."""
        return dict(self.levels.get(level, {}))


NO_BUDGETS = Budgets()
