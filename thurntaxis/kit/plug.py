"""What every game's window plug (`thurntaxis.gameui.GameUI`) does alike: its table page, its replay drawing, its
guided first game and its cover are named by where they live ("package.module:attribute") and imported only when
first asked for, so that the program's first screen loads no game's table. A game's plug subclasses `Plug` with
those names and its thinking budgets, and gives what only it knows: its colours, its set-up options and its
self-test. No Qt here: the plug is read before any table is built."""

from __future__ import annotations

from importlib import import_module
from typing import Any, ClassVar

from thurntaxis.gameui import GuidedGame, ReplayDrawing, RuleOption, RulePicture, TablePage
from thurntaxis.kit.budgets import NO_BUDGETS, Budgets


def named(where: str) -> Any:
    """What `where` names ("package.module:attribute"), its module imported now."""
    module, _, attribute = where.partition(":")
    return getattr(import_module(module), attribute)


class Plug:
    """The lazily imported parts of a game's window plug; a subclass names them (a game without a replay drawing
    or a guided first game leaves those None)."""

    page: ClassVar[str]  # its `thurntaxis.kit.page.TablePage` subclass, made with `speed=` and `budgets=`
    replay: ClassVar[str | None] = None  # its replay drawing's class (`thurntaxis.gameui.ReplayDrawing`)
    guide: ClassVar[str | None] = None  # its guided first game (`thurntaxis.gameui.GuidedGame`)
    cover: ClassVar[str]  # its cover's painter: `paint_cover(painter, rect)`
    budgets: ClassVar[Budgets] = NO_BUDGETS  # how long its computers think at the table
    rule_options: ClassVar[tuple[RuleOption, ...]] = ()  # the new-game dialog's set-up options (none by default)
    pictures: ClassVar[str | None] = None  # How to play's drawn examples: `rule_pictures() -> [RulePicture]`
    about: ClassVar[str | None] = None  # who made the board game: `credits() -> str`, translated

    def modules(self) -> tuple[str, ...]:
        """The modules its parts live in: imported only by name, they are named to the packaging's analysis too
        (`packaging/thurntaxis.spec`), which cannot see such imports."""
        named_parts = (self.page, self.replay, self.guide, self.cover, self.pictures, self.about)
        return tuple(where.partition(":")[0] for where in named_parts if where is not None)

    @property
    def has_replay(self) -> bool:
        """Whether `make_replay` gives a drawing."""
        return self.replay is not None

    @property
    def has_guided_game(self) -> bool:
        """Whether `guided_game` gives one."""
        return self.guide is not None

    def make_page(self, speed: str) -> TablePage:
        """A new table, with the animation speed of the settings and the game's budgets."""
        page: TablePage = named(self.page)(speed=speed, budgets=self.budgets)
        return page

    def make_replay(self) -> ReplayDrawing | None:
        """A new drawing of recorded positions (None: the game has none)."""
        drawing: ReplayDrawing | None = None if self.replay is None else named(self.replay)()
        return drawing

    def guided_game(self) -> GuidedGame | None:
        """The guided first game (None: the game has none)."""
        guided: GuidedGame | None = None if self.guide is None else named(self.guide)
        return guided

    def paint_cover(self, painter: Any, rect: Any) -> None:
        """The home page's cover, painted into `rect` with `painter`."""
        named(self.cover)(painter, rect)

    def rule_pictures(self) -> list[RulePicture]:
        """How to play's drawn examples, in the current language (none: the game has none)."""
        pictures: list[RulePicture] = [] if self.pictures is None else list(named(self.pictures)())
        return pictures

    def credits(self) -> str:
        """Who made the board game, and when, translated ("" when the plug does not say)."""
        return "" if self.about is None else str(named(self.about)())
