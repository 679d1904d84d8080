"""Help → How to play shows each game's rules with drawn examples (a legal and an illegal route, a scoring and the
officials; a city, a road, a cloister and a farm), painted by the game's own painters in the current language, at
the end of the sections they illustrate and never wider than the page; Help → About names the version, the games'
authors and the licences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication

from thurntaxis import __version__
from thurntaxis.shell.about import AboutDialog
from thurntaxis.shell.howtoplay import HowToPlayDialog
from thurntaxis.shell.window import MainWindow

from .conftest import speak

PAGES = {"thurn-and-taxis": 4, "carcassonne": 4}  # each game's drawn examples


def opened_help(window: MainWindow, game: str) -> HowToPlayDialog:
    """How to play, opened from the Help menu with `game` chosen."""
    window.settings.game = game
    window.menus.actions["how"].trigger()
    QApplication.processEvents()
    dialog = window.help_dialog
    assert isinstance(dialog, HowToPlayDialog) and dialog.isVisible()
    return dialog


def images(dialog: HowToPlayDialog) -> list[tuple[str, int]]:
    """The pictures in the page as laid out: (name, width in pixels)."""
    found = []
    block = dialog.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isImageFormat():
                image = fragment.charFormat().toImageFormat()
                found.append((image.name(), round(image.width())))
            it += 1
        block = block.next()
    return found


def painted(dialog: HowToPlayDialog, name: str) -> QImage:
    resource = dialog.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
    assert isinstance(resource, QImage) and not resource.isNull(), name
    return resource


def colours(image: QImage) -> int:
    """How many different colours a picture shows (sampled): a drawing, not an empty frame."""
    seen = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    return len(seen)


@pytest.mark.parametrize("game", list(PAGES))
def test_how_to_play_shows_the_games_drawn_examples_in_their_sections(qtbot, window, game: str) -> None:  # type: ignore
    dialog = opened_help(window, game)
    shown = images(dialog)
    assert len(shown) == PAGES[game], shown
    for name, _width in shown:
        assert colours(painted(dialog, name)) > 40, f"{name} is not a drawing"
    text = dialog.browser.toPlainText()
    sections = dialog.browser.document().toHtml()
    assert sections.count("rulepicture:") == PAGES[game]
    if game == "thurn-and-taxis":
        officials = text.index("Postmaster", text.index("The officials"))
        scoring_heading = text.index("Scoring a route")
        caption = next(p.caption for p in dialog.pictures if "officials" in p.caption)
        assert officials < text.index(caption) < scoring_heading, "the officials' picture is not in their section"
    else:
        final = text.index("End of the game and final scoring")
        farm = next(p.caption for p in dialog.pictures if "farmer" in p.caption)
        city = next(p.caption for p in dialog.pictures if "city" in p.caption)
        assert text.index("Scoring during the game") < text.index(city) < final < text.index(farm)


def test_the_pictures_follow_the_language(qtbot, window) -> None:  # type: ignore
    dialog = opened_help(window, "thurn-and-taxis")
    english = [p.caption for p in dialog.pictures]
    before = painted(dialog, "rulepicture:0").copy()
    try:
        speak("ru", window)
        QApplication.processEvents()
        russian = [p.caption for p in dialog.pictures]
        assert all(one != other for one, other in zip(english, russian, strict=True)), russian
        assert "Мюнхен" in russian[0], "the city names in the captions are not the map's, translated"
        assert painted(dialog, "rulepicture:0") != before, "the map and the cards were not drawn again in Russian"
        assert russian[0].replace("\u00a0", " ") in dialog.browser.toPlainText()
    finally:
        speak("en", window)


def test_how_to_play_opened_again_shows_the_game_chosen_now(qtbot, window) -> None:  # type: ignore
    first = opened_help(window, "thurn-and-taxis")
    first.close()
    again = opened_help(window, "carcassonne")
    assert again.page == "carcassonne" and "Carcassonne" in again.browser.toPlainText().splitlines()[0]
    assert any("monastery" in p.caption for p in again.pictures)


def test_the_pictures_fit_a_narrow_dialog(qtbot, window) -> None:  # type: ignore
    dialog = opened_help(window, "carcassonne")
    wide = dict(images(dialog))
    dialog.resize(420, 600)
    QApplication.processEvents()
    room = dialog.browser.viewport().width()
    narrow = dict(images(dialog))
    assert max(narrow.values()) <= room - 20, (narrow, room)
    assert max(narrow.values()) < max(wide.values())


def test_help_about_names_the_version_the_authors_and_the_licences(qtbot, window) -> None:  # type: ignore
    assert window.menus.actions["about"] in window.menus.menus["help"].actions()
    window.menus.actions["about"].trigger()
    QApplication.processEvents()
    dialog = window.menus.about_dialog
    assert isinstance(dialog, AboutDialog) and dialog.isVisible()
    assert __version__ in dialog.version.text()
    credits = " ".join(words.text() for _entry, _picture, words in dialog.games)
    for fact in ("Karen and Andreas Seyfarth", "2006", "Klaus-Jürgen Wrede", "2000"):
        assert fact in credits, fact
    for licence in ("MIT", "LGPL", "DejaVu", "THIRD-PARTY-NOTICES.md"):
        assert licence in dialog.licences.text(), licence
    assert all(not picture.pixmap().isNull() for _entry, picture, _words in dialog.games)
    english = dialog.licences.text()
    try:
        speak("ru", window)
        QApplication.processEvents()
        assert dialog.licences.text() != english
        assert "Вреде" in " ".join(words.text() for _entry, _picture, words in dialog.games)
    finally:
        speak("en", window)
    dialog.close()
    QApplication.processEvents()
    assert window.menus.about_dialog is None
