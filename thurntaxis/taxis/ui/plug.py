"""Thurn and Taxis in the window (`thurntaxis.gameui.GameUI`): its colours, its all-lands option, its table page,
its replay drawing, its guided first game, its computers' thinking budgets at the table and its self-test. The
table's modules are imported only when asked for."""

from __future__ import annotations

from thurntaxis.games import QT_TRANSLATE_NOOP
from thurntaxis.gameui import Palette, RuleChoice, RuleOption
from thurntaxis.kit import theme
from thurntaxis.kit.budgets import Budgets
from thurntaxis.kit.plug import Plug

HARD_SECONDS = 1.5  # the most Hard and Expert think per move in the window, whatever the controller allows
# How long a computer player thinks per move at the table: during the pause before its move (the speed setting's),
# or this long when the pause is shorter; then it answers with the best move found so far. Expert's full budget
# takes longer with four players on a 2-core machine (docs/performance.md).
THINK_MS = 400
BUDGETS = Budgets(THINK_MS, {"hard": {"time_limit": HARD_SECONDS}, "expert": {"time_limit": HARD_SECONDS}})

ALL_LANDS = RuleOption(
    "all_lands",
    QT_TRANSLATE_NOOP("NewGameDialog", "All-lands tile:"),
    (
        RuleChoice(
            "all_nine",
            QT_TRANSLATE_NOOP("NewGameDialog", "All nine lands (rulebooks)"),
            QT_TRANSLATE_NOOP(
                "NewGameDialog", "The tile goes to the first player with a house in each of the nine lands."
            ),
        ),
        RuleChoice(
            "outside_baiern",
            QT_TRANSLATE_NOOP("NewGameDialog", "All lands outside Baiern (first edition)"),
            QT_TRANSLATE_NOOP(
                "NewGameDialog",
                "The tile goes to the first player with a house in every land but Baiern (eight lands).",
            ),
        ),
    ),
    "NewGameDialog",
)


class TaxisUI(Plug):
    """Thurn and Taxis's plug into the window: the table, the recorded positions with every hand, the players and
    the log for the replay, the guided first game against Anna, the cover."""

    page = "thurntaxis.taxis.ui.page:TaxisPage"
    replay = "thurntaxis.taxis.ui.replay:TaxisReplay"
    guide = "thurntaxis.taxis.ui.guide:GUIDE"
    cover = "thurntaxis.taxis.ui.cover:paint_cover"
    pictures = "thurntaxis.taxis.ui.rulepictures:rule_pictures"
    about = "thurntaxis.taxis.ui.rulepictures:credits"
    budgets = BUDGETS
    rule_options = (ALL_LANDS,)  # which lands the all-lands bonus tile asks for

    @property
    def palette(self) -> Palette:
        """The box's four player colours, each with its mark."""
        return theme

    def self_test(self) -> str:
        """The board's cities and lands."""
        from thurntaxis.paths import resources_dir
        from thurntaxis.taxis.rules import standard_board

        board = standard_board()
        if len(board.city_names) != 22 or len(board.land_names) != 9:
            raise ValueError(f"the board has {len(board.city_names)} cities and {len(board.land_names)} lands")
        return f"board data loaded from {resources_dir()} (22 cities, 9 lands)"


UI = TaxisUI()
