"""Thurn and Taxis shows what the player must do where the eye is (a bold line over the table, a tag beside the place
to act; the status bar repeats it), its panels never hide a name, a tile or a card of a route, and the hot-seat
cover hides the whole bottom of the table under a banner of the player to come (issue 41, items 1, 2 and 7)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QLabel, QWidget

from thurntaxis.kit import fonts, theme
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.taxis.rules import GameState, score
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES, DISCARD_PHASE, DRAW_PHASE, PLACE_HOUSES
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import CardItem
from thurntaxis.taxis.ui.sidecards import RowCard
from thurntaxis.taxis.ui.tablelayout import OPTIONS_AREA, RIGHT_X, ROUTES_Y
from thurntaxis.taxis.ui.tablerender import CHIP_W
from thurntaxis.taxis.ui.texts import counted, phase_task

from .conftest import click, drag, seats, speak
from .test_table import advance

LANGUAGES = ("en", "pl", "cs", "ru")
SIZES = ((1024, 700), (1920, 1080))
# Each language at the small laptop's size, where words are tightest; the longest (Russian) and English large too.
CASES = (("en", (1920, 1080)), ("pl", (1024, 700)), ("cs", (1024, 700)), ("ru", (1024, 700)), ("ru", (1920, 1080)))
NAMES = {
    "en": ("Alexandra", "Bartholomew", "Clementine", "Dora"),
    "pl": ("Małgorzata", "Bartłomiej", "Krzysztof", "Ewa"),
    "cs": ("Květoslava", "Bartoloměj", "Přemysl", "Eva"),
    "ru": ("Александра", "Варфоломей", "Клементина", "Даша"),
}


@pytest.fixture(autouse=True)
def _english_after(window) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The next test starts in English again, whatever language this one spoke."""
    yield
    window.set_language("en")


def _shown(qtbot, window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: window.page.width() > 0 and abs(window.width() - size[0]) < 40)
    QApplication.processEvents()


def _put(window, state: GameState) -> None:  # type: ignore[no-untyped-def]
    """Make `state` the position on the table, as the controller would after a move."""
    window.page.controller.states[-1] = state
    window.page._draw(state)
    QApplication.processEvents()


def _seen(window) -> QRectF:  # type: ignore[no-untyped-def]
    """The part of the table the view shows."""
    view = window.page.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _at_hand_limit(window) -> GameState:  # type: ignore[no-untyped-def]
    state = advance(window, lambda s: s.current == 0 and s.phase == DRAW_PHASE and s.turn > 4).copy()
    extra = tuple(state.deck[: 5 - len(state.hands[0])])
    state.hands = (tuple(sorted(state.hands[0] + extra)), *state.hands[1:])
    state.deck = state.deck[len(extra) :]
    state.phase, state._legal = DISCARD_PHASE, None
    return state


def _face(item: ButtonItem | CardItem) -> QRectF:
    """Where a button or a card is drawn on the table, without its shadow and glow."""
    return QRectF(item.scenePos(), QSizeF(item.w, item.h))


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_tag_stays_on_one_line_clear_of_the_display(qtbot, window, lang) -> None:  # type: ignore[no-untyped-def]
    """The first draw's task is the longest ("no cards in hand: the postmaster lets you take two..."): its tag keeps
    to one line beside the display's title and covers no card (in Russian it took three lines over the display's
    land names); cut short, it says the whole task when the pointer rests on it, as the line over the table does."""
    speak(lang, window)
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    _shown(qtbot, window, (1024, 700))
    state = window.page.controller.state
    assert state.phase == DRAW_PHASE and state.current == 0
    tag = window.page.scene.prompt_tag
    where = tag.sceneBoundingRect()
    assert tag.isVisible() and tag.text == phase_task(state) and _seen(window).contains(where)
    assert where.height() < 30, "the tag breaks over two lines"
    cards = [c for c in window.page.scene.items() if isinstance(c, CardItem) and c.isVisible()]
    assert cards and not any(where.intersects(c.sceneBoundingRect().adjusted(3, 3, -3, -3)) for c in cards)
    assert tag.toolTip() in ("", tag.text)


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_the_discard_prompt_stands_over_the_table_and_beside_the_hand(qtbot, window, lang, size) -> None:  # type: ignore[no-untyped-def]
    speak(lang, window)
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    _shown(qtbot, window, size)
    state = _at_hand_limit(window)
    _put(window, state)
    page, scene = window.page, window.page.scene
    task = phase_task(state)
    assert task == counted("discard_down", 2)
    # the line over the table: bold, the whole task, above the view (so it covers nothing of the table)
    bar = page.prompt
    assert bar.isVisible() and bar.asking and task[1:] in bar.text() and bar.font().bold()
    assert bar.heightForWidth(bar.width()) <= bar.height(), "the line is cut"
    assert _rect_in(bar, page).bottom() < _rect_in(page.view, page).top()
    assert window.status.text() == bar.text()  # the status bar repeats it
    # the tag beside the hand: seen, clear of every card, right over the hand
    tag = scene.prompt_tag
    where = tag.sceneBoundingRect()
    assert tag.isVisible() and tag.text == task and _seen(window).contains(where)
    hand = scene.cards("hand")
    assert len(hand) == 5
    cards = [c for c in scene.items() if isinstance(c, CardItem) and c.isVisible()]
    assert not any(where.intersects(c.sceneBoundingRect().adjusted(3, 3, -3, -3)) for c in cards)
    top = min(c.sceneBoundingRect().top() + 3 for c in hand)  # (the card's face, inside its drawn shadow)
    assert 0 <= top - where.bottom() < 20 and where.left() < max(c.sceneBoundingRect().right() for c in hand)
    # the player does as it says: the line then says what comes next
    click(window, hand[0])
    assert len(page.controller.state.hands[0]) == 4
    assert counted("discard_down", 1)[1:] in bar.text() and tag.text == counted("discard_down", 1)


@pytest.mark.parametrize("size", SIZES)
def test_the_house_step_says_how_many_under_the_house_to_drag(qtbot, window, size) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    _shown(qtbot, window, size)
    state = advance(window, lambda s: s.current == 0 and s.phase == PLACE_HOUSES)
    _put(window, state)
    scene = window.page.scene
    tag, token = scene.prompt_tag, scene.house_token()
    assert token is not None and tag.isVisible()
    assert tag.text == counted("drag_house", state.houses_left(0))
    where = tag.sceneBoundingRect()
    assert _seen(window).contains(where) and _seen(window).contains(token.sceneBoundingRect())
    assert -4 <= where.top() - token.sceneBoundingRect().bottom() < 12  # right under the house (its glow's edge)
    assert where.height() < 30, "the tag breaks over two lines"
    assert not any(where.intersects(c.sceneBoundingRect()) for c in scene.cities)
    assert phase_task(state)[1:] in window.page.prompt.text()
    lit = next(c for c in scene.cities if c.lit)
    drag(window, token, lit.sceneBoundingRect().center())
    after = window.page.controller.state
    assert after.houses[0] >> lit.city & 1
    if after.phase == PLACE_HOUSES:
        assert scene.prompt_tag.text == counted("drag_house", after.houses_left(0))


def test_the_tag_goes_with_the_player_at_the_screen_only(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    _shown(qtbot, window, (1280, 800))
    state = advance(window, lambda s: s.current == 1)
    _put(window, state)
    assert not window.page.scene.prompt_tag.isVisible() and not window.page.prompt.asking
    assert "Otto" in window.page.prompt.text()


def _big_scores(state: GameState, tiles: int = 6, route: int = 0) -> GameState:
    """`state` with three-digit scores: `tiles` bonus tiles of 100 points and more for each player, and routes of
    `route` cards (0: as they are)."""
    state = state.copy()
    state.tiles = tuple(tuple((k % 10, 100 + k) for k in range(tiles)) for _ in range(state.players))
    if route:
        state.routes = tuple(tuple(range(p * 2, p * 2 + route)) for p in range(state.players))
    state._legal = None
    return state


def _four(lang: str) -> list[Seat]:
    colours = ("blue", "red", "yellow", "green")
    levels = ("medium", "easy", "hard", "expert")
    return [
        Seat(name, HUMAN if i == 0 else COMPUTER, level=levels[i], colour=colours[i])
        for i, name in enumerate(NAMES[lang])
    ]


def _fits(label: QLabel, text: str) -> bool:
    return label.fontMetrics().horizontalAdvance(text) <= label.contentsRect().width()


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_names_stand_whole_beside_three_digit_scores(qtbot, window, lang, size) -> None:  # type: ignore[no-untyped-def]
    speak(lang, window)
    window.start_game(_four(lang), seed=3, start_player=0)
    window.toggle_side(True)  # (at 1024x700 it folds away unless asked for (View menu): the chips must hold too)
    _shown(qtbot, window, size)
    state = _big_scores(advance(window, lambda s: s.current == 0 and s.turn > 6))
    _put(window, state)
    assert (window.width(), window.height()) == size and window.page.side.isVisible()
    for seat, panel in enumerate(window.page.side.panels):
        name = panel.name
        assert name.shown() == NAMES[lang][seat] and _fits(name, name.shown()), name.shown()
        s = score(state, seat)
        assert panel.total.text() == str(s.carriage_points + s.tile_points) and len(panel.total.text()) == 3
        parts = [_rect_in(w, panel) for w in (panel.total, panel.owed, panel.sum)]
        assert all(panel.rect().contains(r) for r in parts)
        assert not any(a.intersects(b) for a, b in itertools.combinations(parts, 2))
        assert _fits(panel.total, panel.total.text()) and _fits(panel.sum, panel.sum.text())
        assert panel.sum.text().endswith(str(abs(s.total)))  # what the end counts, the houses taken off
        if not panel.seat.is_human:  # in the details, or under the name where they fold away (a low window)
            shown = panel.kind if panel.details.isHidden() else panel.details
            assert shown.isVisible() and level_name(panel.seat.level) in shown.text()
    chips = {
        item.text()
        for item in window.page.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
    }
    assert set(NAMES[lang]) <= chips, "a name cut on the routes panel's chips"
    height = min(86.0, 340.0 / 4)
    for seat in range(4):  # the chip's two figures apart, however many digits
        top = ROUTES_Y + seat * height
        won, owed = (
            next(
                i
                for i in window.page.scene.items()
                if isinstance(i, QGraphicsSimpleTextItem) and i.data(0) == kind and top <= i.scenePos().y() < top + 30
            )
            for kind in ("won", "owed")
        )
        assert owed.sceneBoundingRect().right() < won.sceneBoundingRect().left()
        assert won.sceneBoundingRect().right() <= RIGHT_X + CHIP_W


def test_six_bonus_tiles_lie_side_by_side_and_say_each_its_own(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c", "c"), seed=3, start_player=0)
    _shown(qtbot, window, (1600, 1000))
    _put(window, _big_scores(advance(window, lambda s: s.current == 0), tiles=6))
    row = window.page.side.panels[0].tile_row
    rects = row.tile_rects()
    assert len(rects) == 6
    assert not any(a.intersects(b) for a, b in itertools.combinations(rects, 2))
    assert all(QRectF(row.rect()).contains(r) for r in rects)
    tips = [row.tip_at(r.center()) for r in rects]
    assert len(set(tips)) == 6 and all(str(100 + k) in tip for k, tip in enumerate(tips))


@pytest.mark.parametrize("length", [3, 6, 8, 9])
def test_a_long_route_keeps_every_name_on_its_own_card(qtbot, window, length) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c", "c"), seed=3, start_player=0)
    _shown(qtbot, window, (1024, 700))
    _put(window, _big_scores(advance(window, lambda s: s.current == 0), tiles=0, route=length))
    scene = window.page.scene
    for seat in range(4):
        row = [c for c in scene.cards("row") if c.key[1] == seat]
        assert len(row) == length and all(isinstance(c, RowCard) for c in row)
        faces = [QRectF(c.scenePos(), QRectF(0, 0, c.w, c.h).size()) for c in row]
        assert not any(a.intersects(b) for a, b in itertools.combinations(faces, 2))
        assert all(_seen(window).contains(f) for f in faces)
        for card in row:
            if card.low:  # the name whole, or cut only where no face of the table's floor holds it
                font, text = card.name_font()
                room = card.w - 4
                floor = theme.font(theme.TEXT_FLOOR, True, fonts.SANS_CONDENSED)
                assert text == card.name or QFontMetricsF(floor).horizontalAdvance(card.name) > room, text
                assert QFontMetricsF(font).horizontalAdvance(text) <= room and card.name in card.toolTip()
            if length <= 8:
                assert not card.low or card.name_font()[1] == card.name


def test_five_house_options_each_keep_a_margin_and_a_readable_size(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    _shown(qtbot, window, (1024, 700))
    state = advance(window, lambda s: s.current == 0 and s.phase == CHOOSE_HOUSES).copy()
    board = state.board
    lands = {}
    for city in range(len(board.city_names)):  # a route through five lands, two cities in four of them
        lands.setdefault(board.city_land[city], []).append(city)
    route = tuple(c for land in list(lands)[:5] for c in lands[land][:2])
    state.routes = (route, *state.routes[1:])
    state.houses = (0, *state.houses[1:])
    state._legal = None
    _put(window, state)
    options = [b for b in window.page.scene.buttons() if b.key is not None and hasattr(b.key, "kind")]
    assert len(options) >= 5
    for button in options:
        area = _face(button)
        assert OPTIONS_AREA.adjusted(-2, -2, 2, 60).contains(area)
        for rect, font, _flags, _text in button.text_layout():
            assert rect.left() >= 6 and rect.right() <= button.w - 6, "the text runs to the card's edge"
            assert font.pixelSize() >= theme.TEXT_FLOOR
    assert not any(_face(a).intersects(_face(b)) for a, b in itertools.combinations(options, 2))


def test_the_hot_seat_cover_wears_the_banner_of_the_player_to_come(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "h"), seed=3, start_player=0)
    _shown(qtbot, window, (1280, 800))
    advance(window, lambda s: s.current == 1)
    window.page._render()
    scene = window.page.scene
    cover = scene.cover
    assert cover.isVisible() and cover.banner == "Otto"
    assert cover.banner_colour == QColor(theme.PLAYER_COLOURS["red"])
    covered = _face(cover).adjusted(-12, 0, 12, 0)  # beside it too
    peeking = [
        i
        for i in scene.items()
        if isinstance(i, (ButtonItem, CardItem)) and i is not cover and i.isVisible() and _face(i).intersects(covered)
    ]
    assert not peeking, peeking
    assert not scene.undo_button.isVisible() and not scene.hint_button.isVisible()
    click(window, cover)
    assert not cover.isVisible() and scene.undo_button.isVisible() and scene.hint_button.isVisible()


def test_negative_figures_on_the_table_take_the_minus_sign(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=2, start_player=0)
    window.toggle_side(True)
    _shown(qtbot, window, (1600, 1000))
    window.page._draw(window.page.controller.state)
    scene, side = window.page.scene, window.page.side
    texts = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    texts += [i.toolTip() for i in scene.items()]
    texts += [w.text() for w in side.findChildren(QLabel)] + [w.toolTip() for w in side.findChildren(QWidget)]
    hyphened = [t for t in texts if re.search(r"(^|[\s(=:])-\d", t)]
    assert not hyphened, hyphened
    assert any("\u221220" in t for t in texts)
