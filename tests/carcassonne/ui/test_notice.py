"""The page's notice (refusals, undo, hints): said once, beside the scores and not again on the status line; its room
is kept, so a notice coming or going moves nothing under the mouse, in every language; the hint's words name what the
table draws."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import FOLLOWER, FOLLOWER_PHASE, PLACE, Move, legal_moves, new_record
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.notice import every_notice, hint_text
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.tilepaint import segment_area
from thurntaxis.shell import i18n

from .mouse import Hand
from .test_page_gestures import SEATS, TILES

LANGUAGES = ("en", "pl", "cs", "ru", "de")


@pytest.fixture
def page(page: CarcassonnePage) -> Iterator[CarcassonnePage]:
    """The shown page (conftest), with a game of two on a known pile; English again afterwards."""
    page.load(new_record([s.name for s in SEATS], tiles=TILES), SEATS)
    yield page
    i18n.install("en")


def places(page: CarcassonnePage) -> dict[str, QRect]:
    """Where each widget of the side lies, in the page's pixels."""
    side: list[QWidget] = [
        page.scores,
        page.tiles_left,
        page.rotate_button,
        page.no_follower_button,
        page.undo_button,
        page.hint_button,
        page.fit_button,
        page.farms_box,
        page.log_list,
        page.notice,
    ]
    QApplication.processEvents()
    return {
        w.objectName() or type(w).__name__ + str(i): QRect(w.mapTo(page, QPoint(0, 0)), w.size())
        for i, w in enumerate(side)
    }


def test_a_hint_an_undo_and_a_refusal_move_nothing_on_the_side_in_any_language(page: CarcassonnePage) -> None:
    hand = Hand(page)
    for lang in LANGUAGES:
        speak(lang)
        QApplication.processEvents()
        quiet = places(page)
        hand.button(page.hint_button)
        assert page.notice.text() == hint_text(PLACE)
        assert places(page) == quiet, lang
        hand.play(Move.parse("E2@0,-1"))
        assert not page.notice.text()
        hand.button(page.undo_button)
        assert page.notice.text() == texts.explain("undone", {})
        assert places(page) == quiet, lang
        hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(2, 0))  # beside no tile
        assert page.notice.text() == texts.explain("no_neighbour", {})
        assert places(page) == quiet, lang


def test_the_notice_has_room_for_every_notice_in_every_language(page: CarcassonnePage) -> None:
    for lang in LANGUAGES:
        speak(lang)
        QApplication.processEvents()
        room = page.notice.contentsRect()
        metrics = page.notice.fontMetrics()
        for text in every_notice():
            used = metrics.boundingRect(QRect(0, 0, room.width(), 10_000), int(Qt.TextFlag.TextWordWrap), text)
            assert used.height() <= room.height() and used.width() <= room.width(), (lang, text)


def test_a_refusal_and_a_hint_are_said_once(page: CarcassonnePage) -> None:
    hand = Hand(page)
    lines: list[str] = []
    page.status.connect(lines.append)
    hand.drag(page.scene.tray.tile_centre(), page.scene.square_centre(0, -1))  # the E turned 0: a city meets a field
    assert page.notice.text() == "The city on the south edge meets a field."
    hand.button(page.hint_button)
    assert page.notice.text() == hint_text(PLACE)
    assert lines == []  # the status line still says what to do; the notice says what went wrong, once


def test_the_follower_hint_is_drawn_as_its_words_say_in_the_players_colour(page: CarcassonnePage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    hand = Hand(page)
    hand.play(Move.parse("E2@0,-1"))
    assert page.controller.state.phase == FOLLOWER_PHASE
    farmer = next(m for m in legal_moves(page.controller.state) if m.kind == FOLLOWER and str(m).startswith("field"))
    monkeypatch.setattr(page.controller, "hint", lambda: farmer)
    hand.button(page.hint_button)
    assert page.notice.text() == hint_text(FOLLOWER) == "Hint: the place filled in your colour on the tile just placed."
    segments = page.scene._segments
    assert segments is not None and segments.hot == str(farmer)
    # Drawn alone, the hinted place is washed in the player's colour (the other places in the light of lit places).
    image = QImage(segments.boundingRect().size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    segments.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    area = segment_area(segments.tile, segments.turns, str(farmer), segments.boundingRect())
    inside = [
        QPointF(x, y)
        for x in range(4, image.width() - 4, 3)
        for y in range(4, image.height() - 4, 3)
        if all(area.contains(QPointF(x + dx, y + dy)) for dx in (-4, 4) for dy in (-4, 4))
    ]
    assert inside
    mine = QColor(COLOURS[SEATS[0].colour])
    seen = [image.pixelColor(p.toPoint()) for p in inside]
    near = [
        c
        for c in seen
        if max(abs(c.red() - mine.red()), abs(c.green() - mine.green()), abs(c.blue() - mine.blue())) < 12
    ]
    assert len(near) > 0.8 * len(seen)


def test_with_the_side_folded_away_the_status_line_says_the_notice_instead(page: CarcassonnePage) -> None:
    hand = Hand(page)
    said: list[str] = []
    page.problem.connect(said.append)
    hand.button(page.hint_button)
    assert said == []  # the side shows it
    page.side.hide()
    page.hint()
    assert said == [hint_text(PLACE)]
