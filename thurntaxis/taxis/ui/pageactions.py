"""The Play menu's moves of Thurn and Taxis's table, with their keys, and the number keys that pick the n-th choice
(texts of the context "MainWindow", where they were written when the table was the window's own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, DISCARD_PHASE, DRAW_PHASE, PLACE_HOUSES


def _names() -> dict[str, str]:

    return {
        "deck": QCoreApplication.translate("MainWindow", "Draw from the &deck"),
        "postmaster": QCoreApplication.translate("MainWindow", "Call the &Postmaster"),
        "administrator": QCoreApplication.translate("MainWindow", "Call the &Administrator"),
        "carrier": QCoreApplication.translate("MainWindow", "Call the Postal &carrier"),
        "next": QCoreApplication.translate("MainWindow", "Next card of the hand"),
        "previous": QCoreApplication.translate("MainWindow", "Previous card of the hand"),
        "left": QCoreApplication.translate("MainWindow", "Play the chosen card at the &left end"),
        "right": QCoreApplication.translate("MainWindow", "Play the chosen card at the &right end"),
        "start": QCoreApplication.translate("MainWindow", "Start a &new route with the chosen card"),
        "pick": QCoreApplication.translate(
            "MainWindow", "Pick the n-th choice (display card, house option, city, card)"
        ),
        "score": QCoreApplication.translate("MainWindow", "&Score route"),
        "cartwright": QCoreApplication.translate("MainWindow", "Score with the Cart&wright"),
        "end": QCoreApplication.translate("MainWindow", "&End turn"),
        "show": QCoreApplication.translate("MainWindow", "Show my hand"),
    }


class PlayActions:
    """The table's commands on `page` (a `TaxisPage`): the Play menu's moves (`actions`) and the number keys (on
    the page itself)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        specs: list[tuple[str, str | tuple[str, ...] | None, Callable[[], object]]] = [
            ("deck", "D", lambda: page.play.ask(mv.DRAW_DECK)),
            ("postmaster", "P", lambda: page.play.ask(mv.USE_POSTMASTER)),
            ("administrator", "A", lambda: page.play.ask(mv.USE_ADMINISTRATOR)),
            ("carrier", "C", lambda: page.play.ask(mv.USE_CARRIER)),
            ("", None, lambda: None),
            ("next", ("Tab", "."), lambda: page.play.select_next(1)),  # Tab: as the status line says
            ("previous", ("Shift+Tab", ","), lambda: page.play.select_next(-1)),
            ("left", "L", lambda: page.play.play_selected("left")),
            ("right", "R", lambda: page.play.play_selected("right")),
            ("start", "N", lambda: page.play.play_selected("new")),
            ("pick", None, lambda: None),
            ("", None, lambda: None),
            ("score", "S", lambda: page.play.ask(mv.SCORE_ROUTE)),
            ("cartwright", "W", lambda: page.play.ask(mv.SCORE_WITH_CARTWRIGHT)),
            ("end", "E", lambda: page.play.ask(mv.END)),
            ("show", "Space", page.confirm_viewer),
        ]
        self.by_key: dict[str, QAction] = {}
        self._order: list[QAction | None] = []
        for key, shortcut, slot in specs:
            if not key:
                self._order.append(None)
                continue
            action = QAction(page)
            if shortcut is not None:
                keys = (shortcut,) if isinstance(shortcut, str) else shortcut
                action.setShortcuts([QKeySequence(k) for k in keys])  # the first is the one the menu shows
            action.triggered.connect(slot)
            self.by_key[key] = action
            self._order.append(action)
        self.picks: list[QAction] = []
        for n in range(1, 10):
            pick = QAction(page)
            pick.setShortcut(QKeySequence(str(n)))
            pick.triggered.connect(lambda _c=False, n=n: self.pick(n))
            page.addAction(pick)
            self.picks.append(pick)
        self.name()

    def actions(self) -> list[QAction | None]:
        """The Play menu's moves in order (None: a separator)."""
        return list(self._order)

    def name(self) -> None:
        """Write the actions' texts in the current language."""
        names = _names()
        for key, action in self.by_key.items():
            action.setText(names[key])

    def set_enabled(self, enabled: bool) -> None:
        """The moves and the number keys on or off (off while a replay is shown)."""
        for action in [*self.by_key.values(), *self.picks]:
            action.setEnabled(enabled)

    def pick(self, n: int) -> None:
        """Number keys: the n-th display card, house option, lit city or hand card, depending on the phase."""
        page = self.page
        c = page.controller
        if not c.is_human_turn():
            return
        state = c.state
        choices: list[Move] = []
        if state.phase == DRAW_PHASE:
            choices = [Move(mv.DRAW, city) for city in state.display]
        elif state.phase == CHOOSE_HOUSES:
            choices = [m for m in c.legal() if m.kind in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND)]
        elif state.phase == PLACE_HOUSES:
            choices = [m for m in c.legal() if m.kind == mv.HOUSE]
        elif state.phase == DISCARD_PHASE:
            choices = [Move(mv.DISCARD, city) for city in state.hands[state.current]]
        else:
            hand = state.hands[state.current]
            if n <= len(hand):
                page.scene.select(hand[n - 1])
            return
        if n <= len(choices):
            page.play.ask(choices[n - 1])
