"""The home page in every language fits a low window: the covers give way, and no button needs scrolling to."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.journey import open_window


@pytest.mark.parametrize("game", ["thurn-and-taxis", "carcassonne", None])
@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
@pytest.mark.parametrize("size", [(1024, 560), (1024, 680), (1280, 690), (1920, 1010)])
def test_the_home_page_fits_a_low_window_without_scrolling(
    qtbot, home: Path, qm_dir, english, lang: str, size, game: str | None
) -> None:  # type: ignore[no-untyped-def]
    """The first start (the greeting) or a game to continue (its card has Continue and a long line above it), with
    the longest titles (Russian's Thurn and Taxis is two lines on a narrow card): the covers give way (to none on
    a very low window) and every button is in view."""
    win = open_window(qtbot, home, offers_tour=True)
    assert win.set_language(lang) == lang
    win.resize(*size)
    page = win.home.page
    if game is None:
        page.greet(True)
    else:
        page.greet(False)
        page.offer_continue(
            game, "Players: Mira, Otto, Ida, Lena, Karl. Moves played: 171. Saved: 1 December 2026 23:59."
        )
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not page.fitting(), timeout=2000)  # (each step of fitting is laid out before the next)
    assert page.verticalScrollBar().maximum() == 0
    view = page.viewport().rect()
    for card in page.cards.values():
        assert not card.cover.isVisible() or card.cover.height() >= 100
    covers = [card.cover for card in page.cards.values()]
    slack = page.viewport().height() - page.content_bottom()
    if covers[0].isVisible() and covers[0].height() < covers[0].heightForWidth(covers[0].width()):
        assert slack <= 24  # as large as the page leaves room for: no empty band below (at 1920: 300 px once)
    if size[1] >= 680:  # a window maximised on a screen of 1024×700 or more: room for the covers
        assert all(card.cover.isVisible() for card in page.cards.values())
        for button in (b for b in card.buttons.values() if b.isVisible()):
            corner = button.mapTo(page.viewport(), button.rect().bottomRight())
            assert view.contains(corner), (card.entry.id, button.text())
    for button in page.buttons.values():
        assert view.contains(button.mapTo(page.viewport(), button.rect().bottomRight())), button.text()
    win.close()
