"""Carcassonne in the window (`thurntaxis.gameui.GameUI`): its colours, its table page, its replay drawing, its
guided first game, its computers' thinking budgets at the table and its self-test. The table's modules are imported
only when asked for."""

from __future__ import annotations

from typing import Any

from thurntaxis.gameui import GuidedGame, GuideRunner, Palette, ReplayDrawing, RuleOption, TablePage
from thurntaxis.kit.budgets import Budgets

HARD_SECONDS = 1.5  # Hard's thinking time per move at the table
EXPERT_SECONDS = 0.9  # Expert's: the window never waits much more than a second
BUDGETS = Budgets(None, {"hard": {"time_limit": HARD_SECONDS}, "expert": {"time_limit": EXPERT_SECONDS}})


class CarcassonneUI:
    """Carcassonne's plug into the window."""

    has_replay = True  # `make_replay` gives a drawing
    has_guided_game = True  # `make_guide`, a lesson that runs itself
    budgets = BUDGETS  # how long its computers think at the table

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

        return CarcassonnePage(speed=speed, budgets=self.budgets)

    def make_replay(self) -> ReplayDrawing | None:
        """The board as the record's moves built it, the placed tile ringed, the scores and their plot, the log."""
        from thurntaxis.carcassonne.ui.replay import CarcassonneDrawing

        drawing: Any = CarcassonneDrawing()
        return drawing  # type: ignore[no-any-return]

    def guided_game(self) -> GuidedGame | None:
        """None: Carcassonne's lesson runs itself (`make_guide`)."""
        return None

    def make_guide(self, page: Any, keep: bool) -> GuideRunner | None:
        """The lesson: a prepared deal against a scripted Anna, the balloon at each step (`carcassonne.ui.tour`)."""
        from thurntaxis.carcassonne.ui.tour import CarcassonneGuide

        guide: Any = CarcassonneGuide(page, keep)
        return guide  # type: ignore[no-any-return]

    def paint_cover(self, painter: Any, rect: Any) -> None:
        """The home page's cover (`thurntaxis.carcassonne.ui.cover`)."""
        from thurntaxis.carcassonne.ui.cover import paint_cover

        paint_cover(painter, rect)

    def self_test(self) -> str:
        """The tile set: 72 land tiles."""
        from thurntaxis.carcassonne.rules.tiles import TILE_COUNT

        if TILE_COUNT != 72:
            raise ValueError(f"the tile set has {TILE_COUNT} tiles, not 72")
        return "Carcassonne's tile set loaded (72 land tiles)"


UI = CarcassonneUI()
