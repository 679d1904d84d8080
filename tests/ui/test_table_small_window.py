"""The table in a 1024x700 window: every card's and official's text is drawn at 9 screen pixels or more in every
language (long land and city names break over two lines instead of shrinking), and the house options of a route
through four lands leave Undo and Hint clear, each button showing its whole text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from tests.ui.conftest import speak
from thurntaxis.kit import theme
from thurntaxis.taxis.rules import GameState, Move, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import AFTER_PLAY, CHOOSE_HOUSES
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.tablerender import option_places
from thurntaxis.taxis.ui.texts import city_name, land_name

from .conftest import click, seats
from .test_table import advance

LANGUAGES = ("en", "pl", "cs", "ru")
LEAST_PX = 9.0


@contextmanager
def _drawn(seen: list[tuple[str, float]]) -> Iterator[None]:
    """While open, each QPainter.drawText records its text and its height on the device in pixels."""
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        seen.append((text, QFontInfo(painter.font()).pixelSize() * painter.deviceTransform().m22()))
        original(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = recording  # type: ignore[assignment, method-assign]
    try:
        yield
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def _painted_sizes(item: QGraphicsItem, scale: float) -> list[tuple[str, float]]:
    """Paint `item` as the view does at `scale`: each text it draws with its height in screen pixels."""
    rect = item.boundingRect()
    image = QImage(int(rect.width() * scale) + 4, int(rect.height() * scale) + 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    seen: list[tuple[str, float]] = []
    with _drawn(seen):
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return [(text, px) for text, px in seen if text.strip()]


def test_card_and_official_texts_are_9_px_or_more_at_1024x700_in_every_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=2, start_player=0)
    window.page.controller.paused = True
    too_small: list[str] = []
    try:
        for code in LANGUAGES:
            speak(code, window)
            window.resize(1024, 700)
            QApplication.processEvents()
            scene, scale = window.page.scene, window.page.view.transform().m22()
            assert 0.55 < scale < 0.65, f"the table is not shown whole at 1024x700 (scale {scale:.3f})"
            board = scene.board
            cards = [
                CardItem(city, city_name(board, city), land_name(board, board.city_land[city]), "#ffffff", small)
                for city in range(board.city_count)
                for small in (False, True)
            ]  # every card the table can show, made as the table makes them
            items: list[QGraphicsItem] = [*cards, *scene.cards("display"), *scene.cards("hand"), *scene.cards("deck")]
            items += [*scene.officials.values(), scene.undo_button, scene.hint_button]
            painted = 0
            for item in items:
                for text, px in _painted_sizes(item, scale):
                    painted += 1
                    if px < LEAST_PX:
                        too_small.append(f"{code}: {text!r} at {px:.2f} px")
            assert painted > 2 * board.city_count * 2, "the cards were not painted"
            lands = {text for card in cards for text, _ in _painted_sizes(card, scale)}
            assert any(name.replace("-\n", "") == land_name(board, 1) for name in lands), "no land name was painted"
    finally:
        window.set_language("en")
    assert not too_small, "\n".join(sorted(set(too_small)))


def _four_lands(window) -> GameState:  # type: ignore[no-untyped-def]
    """Seat 0 chooses where the houses of a route through four lands go: five options."""
    board = window.page.controller.state.board

    def lands(s: GameState) -> int:
        return len({board.city_land[c] for c in s.routes[0]})

    def keep_building(s: GameState) -> Move | None:
        if s.current == 0 and s.phase == AFTER_PLAY:
            return mv.SCORE_ROUTE if lands(s) >= 4 and mv.SCORE_ROUTE in legal_moves(s) else mv.END
        return None

    return advance(window, lambda s: s.current == 0 and s.phase == AFTER_PLAY and lands(s) >= 4, prefer=keep_building)


def _shown_rect(window, button: ButtonItem) -> QRectF:  # type: ignore[no-untyped-def]
    """Where a button's face lies in the view, in pixels."""
    return window.page.view.mapFromScene(button.mapToScene(QRectF(0, 0, button.w, button.h))).boundingRect()


def test_five_house_options_leave_undo_and_hint_clear_at_1024x700(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=1, start_player=0)
    _four_lands(window)
    window.resize(1024, 700)
    QApplication.processEvents()
    click(window, window.page.scene.score_button)
    assert window.page.controller.state.phase == CHOOSE_HOUSES
    problems: list[str] = []
    try:
        for code in LANGUAGES:
            speak(code, window)
            QApplication.processEvents()
            problems += _crowding(window, code)
    finally:
        window.set_language("en")
    assert not problems, "\n".join(problems)


def _crowding(window, code: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The five options, Undo and Hint: where two overlap, lie outside the window or cut their text."""
    scene = window.page.scene
    options = [b for b in scene.buttons() if isinstance(b.key, Move) and b.isVisible()]
    assert len(options) == 5
    shown = [*options, scene.undo_button, scene.hint_button]
    assert all(b.isVisible() for b in shown)
    rects = [(b.title, _shown_rect(window, b)) for b in shown]
    problems = [
        f"{code}: {a!r} and {b!r} overlap"
        for k, (a, ra) in enumerate(rects)
        for b, rb in rects[k + 1 :]
        if ra.intersects(rb)
    ]
    viewport = QRectF(window.page.view.viewport().rect())
    problems += [f"{code}: {a!r} outside the window" for a, r in rects if not viewport.contains(r)]
    for button in shown:
        for rect, font, flags, text in button.text_layout():
            used = QFontMetricsF(font).boundingRect(rect, flags, text)
            if used.width() > rect.width() + 0.5 or used.height() > rect.height() + 0.5:
                need, room = f"{used.width():.0f}x{used.height():.0f}", f"{rect.width():.0f}x{rect.height():.0f}"
                problems.append(f"{code}: {text!r} needs {need} in {room}")
            if font.pixelSize() < theme.TEXT_FLOOR:
                problems.append(f"{code}: {text!r} at {font.pixelSize()} px")
    return problems


def test_any_number_of_house_options_stays_clear_of_the_other_buttons(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A route through every land has ten options: they shrink to fit the place, never onto Undo, Hint or the
    route."""
    window.start_game(seats("h", "c"), seed=1, start_player=0)
    scene = window.page.scene
    others = [b.sceneBoundingRect() for b in (scene.undo_button, scene.hint_button)]
    others.append(scene.zones["left"].sceneBoundingRect())
    for count in range(1, 11):
        places = option_places(count)
        assert len(places) == count
        for k, place in enumerate(places):
            assert place.height() >= 40, f"{count} options: too low to read"
            assert not any(place.intersects(r) for r in others), f"{count} options: #{k} on another button"
            assert not any(place.intersects(p) for p in places[k + 1 :]), f"{count} options overlap"
