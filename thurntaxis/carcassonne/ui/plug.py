"""Carcassonne in the window (`thurntaxis.gameui.GameUI`): its colours, its table page, its replay drawing, its
guided first game, its computers' thinking budgets at the table and its self-test. The table's modules are imported
only when asked for."""

from __future__ import annotations

from thurntaxis.gameui import Palette
from thurntaxis.kit.budgets import Budgets
from thurntaxis.kit.plug import Plug

HARD_SECONDS = 1.5  # Hard's thinking time per move at the table
EXPERT_SECONDS = 0.9  # Expert's: the window never waits much more than a second
BUDGETS = Budgets(None, {"hard": {"time_limit": HARD_SECONDS}, "expert": {"time_limit": EXPERT_SECONDS}})


class CarcassonneUI(Plug):
    """Carcassonne's plug into the window: the table, the board as the record's moves built it (with the scores,
    their plot and the log) for the replay, the lesson against a scripted Anna, the cover."""

    page = "thurntaxis.carcassonne.ui.page:CarcassonnePage"
    replay = "thurntaxis.carcassonne.ui.replay:CarcassonneDrawing"
    guide = "thurntaxis.carcassonne.ui.guide:GUIDE"
    cover = "thurntaxis.carcassonne.ui.cover:paint_cover"
    pictures = "thurntaxis.carcassonne.ui.rulepictures:rule_pictures"
    about = "thurntaxis.carcassonne.ui.rulepictures:credits"
    budgets = BUDGETS  # (the base game is played as the rulebook has it: no set-up option)

    @property
    def palette(self) -> Palette:
        """The five follower colours, each with its mark."""
        from thurntaxis.carcassonne.ui import pieces

        return pieces

    def self_test(self) -> str:
        """The tile set: 72 land tiles."""
        from thurntaxis.carcassonne.rules.tiles import TILE_COUNT

        if TILE_COUNT != 72:
            raise ValueError(f"the tile set has {TILE_COUNT} tiles, not 72")
        return "Carcassonne's tile set loaded (72 land tiles)"


UI = CarcassonneUI()
