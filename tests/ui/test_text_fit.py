"""Every city and land name on a card, a button and the map fits at the smallest size the layout uses, in every
language, and no text is shrunk below the table's floor (theme.TEXT_FLOOR pixels of the table), measured with the
fonts' metrics (the translations come from build/i18n, which `make setup` compiles)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from thurntaxis.kit import theme
from thurntaxis.shell import i18n
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import CardItem, land_layout, name_layout
from thurntaxis.taxis.ui.tablelayout import house_option_button
from thurntaxis.taxis.ui.texts import city_name, land_name

from .conftest import seats

LANGUAGES = ("en", "pl", "cs", "ru", "de")


def _button_problems(button: ButtonItem, where: str) -> list[str]:
    problems = []
    for rect, font, flags, text in button.text_layout():
        used = QFontMetricsF(font).boundingRect(rect, flags, text)
        if font.pixelSize() < theme.TEXT_FLOOR:
            problems.append(f"{where}: {text!r} at {font.pixelSize()} px")
        if used.width() > rect.width() + 0.5 or used.height() > rect.height() + 0.5:
            problems.append(
                f"{where}: {text!r} needs {used.width():.0f}x{used.height():.0f} in "
                f"{rect.width():.0f}x{rect.height():.0f}"
            )
        if not QRectF(0, 0, button.w, button.h).adjusted(2, 2, -2, -3).contains(rect):
            problems.append(f"{where}: {text!r} touches the button's edge")
    return problems


def test_every_name_fits_on_cards_buttons_and_map_in_every_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c", "c"), seed=2, start_player=0)
    board = window.page.scene.board
    problems: list[str] = []
    try:
        for code in LANGUAGES:
            assert i18n.qm_file(code) is not None, f"no compiled translation for {code}: run make setup"
            assert window.set_language(code) == code
            scene = window.page.scene
            for city in range(board.city_count):
                name, land = city_name(board, city), land_name(board, board.city_land[city])
                for small in (False, True):
                    card = CardItem(city, name, land, "#ffffff", small)
                    rect = card.name_rect()
                    font, flags, text = name_layout(name, rect, small)
                    used = QFontMetricsF(font).boundingRect(rect, flags, text)
                    if (
                        font.pixelSize() < theme.TEXT_FLOOR
                        or used.width() > rect.width() + 0.5
                        or used.height() > rect.height() + 0.5
                    ):
                        problems.append(f"{code} {'small' if small else 'big'} card: {name!r}")
                band = CardItem(city, name, land, "#ffffff").land_rect()
                font, text = land_layout(land, band)
                used = QFontMetricsF(font).boundingRect(band, int(Qt.AlignmentFlag.AlignCenter), text)
                if (
                    font.pixelSize() < theme.TEXT_FLOOR
                    or used.width() > band.width() + 0.5
                    or used.height() > band.height() + 0.5
                ):
                    problems.append(f"{code} card band: {land!r}")
            for plate in scene.cities:  # the map's plates are as wide as their names
                font = plate._font
                if (
                    font.pixelSize() < theme.TEXT_FLOOR
                    or QFontMetricsF(font).horizontalAdvance(plate.name) > plate.rect.width()
                ):
                    problems.append(f"{code} map: {plate.name!r}")
            buttons = [
                *scene.officials.values(),
                scene.score_button,
                scene.end_button,
                scene.undo_button,
                scene.hint_button,
                *scene._stack_buttons,
            ]
            options = [Move(mv.HOUSES_ONE_LAND, land) for land in range(len(board.land_mask))]
            buttons += [house_option_button(board, m) for m in [*options, Move(mv.HOUSES_EACH_LAND)]]
            for button in buttons:
                problems += _button_problems(button, f"{code} button {button.key}")
    finally:
        window.set_language("en")
    assert not problems, "\n".join(problems)
