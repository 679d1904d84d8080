"""Every text on the table reads at the small window sizes: painted afresh at 1024x700 and 1280x720, in every
language, in a position with the house options on the table, no text is smaller than theme.READABLE_PX pixels on
screen (the font's pixel size times the view's scale)."""

from __future__ import annotations

from tests.ui.conftest import speak
from thurntaxis.kit import theme
from thurntaxis.taxis.rules.state import CHOOSE_HOUSES

from .conftest import seats
from .test_table import advance
from .textsizes import SIZES, text_heights

LANGUAGES = ("en", "pl", "cs", "ru", "de")


def test_no_text_on_the_table_is_below_the_readable_size_on_a_small_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c", "c"), seed=5, start_player=0)
    advance(window, lambda s: s.current == 0 and s.phase == CHOOSE_HOUSES)
    window.page._render()
    too_small: list[str] = []
    try:
        for code in LANGUAGES:
            speak(code, window)
            for size in SIZES[:2]:
                scale, heights = text_heights(window, size)
                assert len(heights) > 40, "the table was not painted"
                assert any(b.isVisible() for b in window.page.scene.buttons()), "no house options on the table"
                too_small += [
                    f"{code} {size[0]}x{size[1]} (scale {scale:.3f}): {text!r} {px:.2f} px"
                    for text, px in heights.items()
                    if px < theme.READABLE_PX
                ]
    finally:
        window.set_language("en")
    assert not too_small, "\n".join(too_small)
