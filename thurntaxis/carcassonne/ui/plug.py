"""Carcassonne in the window (`thurntaxis.gameui.GameUI`): its colours, its table page, its replay drawing, its
guided first game and its self-test. The table's modules are imported only when asked for."""

from __future__ import annotations

from typing import Any

from thurntaxis.gameui import GuidedGame, Palette, ReplayDrawing, RuleOption, TablePage


class CarcassonneUI:
    """Carcassonne's plug into the window."""

    @property
    def palette(self) -> Palette:
        """The five follower colours, each with its mark."""
        from thurntaxis.carcassonne.ui import pieces

        return pieces

    @property
    def rule_options(self) -> tuple[RuleOption, ...]:
        """None: the base game is played as the rulebook has it."""
        return ()

    def make_page(self, speed: str) -> TablePage:
        """A new table."""
        from thurntaxis.carcassonne.ui.page import CarcassonnePage

        page: Any = CarcassonnePage(speed=speed)
        return page  # type: ignore[no-any-return]

    def make_replay(self) -> ReplayDrawing | None:
        """None yet: Carcassonne's replay drawing is being written (the window offers no Carcassonne replay)."""
        return None

    def guided_game(self) -> GuidedGame | None:
        """None yet: Carcassonne's guided game is being written."""
        return None

    def self_test(self) -> str:
        """The tile set: 72 land tiles."""
        from thurntaxis.carcassonne.rules.tiles import TILE_COUNT

        if TILE_COUNT != 72:
            raise ValueError(f"the tile set has {TILE_COUNT} tiles, not 72")
        return "Carcassonne's tile set loaded (72 land tiles)"


UI = CarcassonneUI()
