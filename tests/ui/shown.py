"""What the table shows a player, read from the items' last painting rather than from their attributes.

Most table items cache their painting; one that changes its content without asking for a repaint keeps showing
the old picture. `Painted` records, each time an item paints, what it paints from; `refresh()` repaints the view (a
cached item paints only when it asked to) and returns those records, so a test compares them with the game state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

from thurntaxis.kit import theme
from thurntaxis.kit.players import Seat
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import GameState, score
from thurntaxis.taxis.rules.state import PLACE_HOUSES
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.mapitems import CityItem
from thurntaxis.taxis.ui.panels import PlayerPanel
from thurntaxis.taxis.ui.scene import TableScene
from thurntaxis.taxis.ui.texts import counted, houses_figure, won_points


def _card(item: CardItem) -> tuple[Any, ...]:
    return item.city, item.caption


def _button(item: ButtonItem) -> tuple[Any, ...]:
    return item.title, item.subtitle, item.badge, item.enabled, item.used


def _city(item: CityItem) -> tuple[Any, ...]:
    return tuple(item.houses)


class Painted:
    """Records what each card, button and city plate showed when it last painted."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.last: dict[int, tuple[Any, ...]] = {}
        for cls, what in ((CardItem, _card), (ButtonItem, _button), (CityItem, _city)):
            self._spy(monkeypatch, cls, what)

    def _spy(self, monkeypatch: pytest.MonkeyPatch, cls: type, what: Any) -> None:
        original = cls.paint

        def paint(item: Any, painter: Any, option: Any, widget: Any = None) -> None:
            self.last[id(item)] = what(item)
            original(item, painter, option, widget)

        monkeypatch.setattr(cls, "paint", paint)

    def refresh(self, view: QGraphicsView) -> None:
        """Repaint the view once, so that `at` reads every item's current picture."""
        view.viewport().grab()

    def at(self, item: QGraphicsItem) -> tuple[Any, ...]:
        """What `item` showed at the last repaint."""
        assert id(item) in self.last, f"{item} was never painted"
        return self.last[id(item)]


def _painted_row(painted: Painted, cards: list[CardItem]) -> list[Any]:
    """The cities `cards` showed at the last repaint, from left to right."""
    return [painted.at(c)[0] for c in sorted(cards, key=lambda c: c.home.x())]


def mismatches(window: MainWindow, painted: Painted) -> list[str]:
    """Everything on screen that disagrees with the game state: stacks, carriages, display, deck, discard pile,
    hand, routes, houses on the map, officials, the counters on the table and the side panel's figures."""
    c = window.page.controller
    return shown_mismatches(
        painted,
        window.page.view,
        window.page.scene,
        window.page.side.panels,
        c.state,
        c.seats,
        window.page.viewer(c.state),
    )


def shown_mismatches(
    painted: Painted,
    view: QGraphicsView,
    scene: TableScene,
    panels: list[PlayerPanel],
    state: GameState,
    seats: list[Seat],
    viewer: int | None,
) -> list[str]:
    """What `view` (showing `scene`) and the player `panels` show that disagrees with `state`, where `viewer`'s
    hand is the one open on the table (see `mismatches`)."""
    painted.refresh(view)
    board = state.board
    out: list[str] = []

    def check(what: str, shown: object, expected: object) -> None:
        if shown != expected:
            out.append(f"{what}: shows {shown!r}, the state has {expected!r}")

    for b in scene.stack_buttons():
        kind, n = b.key  # type: ignore[misc]
        title, _sub, badge, enabled, _used = painted.at(b)
        if kind == "stack":
            top = state.top_tile(n)
            check(
                f"bonus stack {board.stack_ids[n]}",
                (title, badge, enabled),
                ("–" if top is None else str(top), str(state.stacks[n]), top is not None),
            )
        else:
            left = board.carriage_copies - sum(1 for c in state.carriages if c == n)
            check(f"carriage {n}", (title, badge, enabled), (str(n), str(left), left > 0))
    check("display", _painted_row(painted, scene.cards("display")), list(state.display))
    deck = scene.cards("deck")
    check("deck count", painted.at(deck[0])[1] if deck else None, str(len(state.deck)))
    top = scene.cards("discard")
    check("discard pile's top", painted.at(top[0])[0] if top else None, state.discard[-1] if state.discard else None)
    who = viewer if viewer is not None else state.current
    check("hand", _painted_row(painted, scene.cards("hand")), list(state.hands[who]) if viewer is not None else [])
    check("own route", _painted_row(painted, scene.cards("route")), list(state.routes[who]))
    for seat in range(state.players):
        row = [c for c in scene.cards("row") if c.key[1] == seat]
        check(f"route row of seat {seat}", _painted_row(painted, row), list(state.routes[seat]))
    for city in scene.cities:
        expected = [(s.colour, theme.MARKS[s.colour]) for p, s in enumerate(seats) if state.houses[p] >> city.city & 1]
        check(f"houses in {board.city_names[city.city]}", list(painted.at(city)), expected)
    for official, button in scene.officials.items():
        if button.isVisible():
            check(
                f"official {official} crossed out",
                painted.at(button)[4],
                not state.game_over and state.official == official,
            )
    counters = Counter(i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible())
    counters += Counter(i.toPlainText() for i in scene.items() if isinstance(i, QGraphicsTextItem) and i.isVisible())
    if scene.prompt_tag.isVisible():  # (the houses left are counted under the house to drag)
        counters[scene.prompt_tag.text] += 1
    expected = Counter([counted("cards", len(state.discard))] + [counted("cards", len(r)) for r in state.routes])
    if state.phase == PLACE_HOUSES and scene.interactive:
        expected[counted("drag_house", state.houses_left(state.current))] += 1
    missing = expected - counters
    if missing:
        out.append(f"counters on the table: {sorted(missing)} missing")
    for p, panel in enumerate(panels):
        check(f"points won by seat {p}", panel.total.text(), str(won_points(score(state, p))))
        check(f"houses seat {p} still has to place", panel.owed.text, houses_figure(score(state, p)))
        details = panel.details.text()
        for text in (counted("hand", len(state.hands[p])), counted("houses_left", state.houses_left(p))):
            if text not in details:
                out.append(f"panel of seat {p}: {text!r} missing from {details!r}")
    return out
