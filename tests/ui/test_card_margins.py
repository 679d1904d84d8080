"""Every text on a card keeps a margin from the card's edges, in every language: each city's name on a big and a small
card, each land's name in a card's band, and the title and the words of each official's card on the table (in
Russian the Administrator's words ran to the card's edge, and "Карлсруэ" touched its card), measured with the fonts'
metrics as the cards lay them out."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from tests.ui.conftest import speak
from thurntaxis.taxis.ui.items import (
    CARD_MARGIN,
    OFFICIAL_MARGIN,
    SMALL_CARD_MARGIN,
    CardItem,
    land_layout,
    name_layout,
)
from thurntaxis.taxis.ui.texts import city_name, land_name

from .conftest import seats

LANGUAGES = ("en", "pl", "cs", "ru", "de")
TOLERANCE = 0.5  # as a text's fit is measured (items._fits)
ROOM_ABOVE_AND_BELOW = 2.0


def cramped(card: QRectF, used: QRectF, side: float) -> bool:
    """Whether a text laid out in `used` comes nearer than `side` to the left or right edge of `card`, or nearer
    than ROOM_ABOVE_AND_BELOW to its top or bottom."""
    return (
        used.left() - card.left() < side - TOLERANCE
        or card.right() - used.right() < side - TOLERANCE
        or used.top() - card.top() < ROOM_ABOVE_AND_BELOW - TOLERANCE
        or card.bottom() - used.bottom() < ROOM_ABOVE_AND_BELOW - TOLERANCE
    )


def test_every_card_text_keeps_a_margin_in_every_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    board = window.page.scene.board
    faults: list[str] = []
    centre = int(Qt.AlignmentFlag.AlignCenter)
    try:
        for code in LANGUAGES:
            speak(code, window)
            for city in range(board.city_count):
                name, land = city_name(board, city), land_name(board, board.city_land[city])
                for small in (False, True):
                    card = CardItem(city, name, land, "#ffffff", small)
                    edge = QRectF(0, 0, card.w, card.h)
                    rect = card.name_rect()
                    font, flags, text = name_layout(name, rect, small)
                    used = QFontMetricsF(font).boundingRect(rect, flags, text)
                    if cramped(edge, used, SMALL_CARD_MARGIN if small else CARD_MARGIN):
                        faults.append(f"{code} {'small' if small else 'big'} card {name!r}: {used} on {edge}")
                    if not small:
                        band = card.land_rect()
                        font, text = land_layout(land, band)
                        used = QFontMetricsF(font).boundingRect(band, centre, text)
                        if cramped(edge, used, CARD_MARGIN):
                            faults.append(f"{code} band {land!r}: {used} on {edge}")
            for official in window.page.scene.officials.values():
                edge = QRectF(0, 0, official.w, official.h)
                for rect, font, flags, text in official.text_layout():
                    used = QFontMetricsF(font).boundingRect(rect, flags, text)
                    if cramped(edge, used, OFFICIAL_MARGIN):
                        faults.append(f"{code} official {text!r}: {used} on {edge}")
    finally:
        speak("en", window)
    assert faults == []
