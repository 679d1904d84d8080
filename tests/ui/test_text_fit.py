"""Every city and land name on a card, a button and the map fits at the smallest size the layout uses, in every
language, and so do both games' status lines and Carcassonne's side at 1024x700; no text is shrunk below the table's
floor (theme.TEXT_FLOOR pixels of the table), measured with the fonts' metrics (the translations come from build/i18n,
which `make setup` compiles)."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QLabel, QPushButton, QWidget

from tests.ui.conftest import speak
from thurntaxis.kit import theme
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat
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
            speak(code, window)
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


def _text_width(widget: QWidget, text: str) -> float:
    """The width a widget's text needs: laid out as rich text where the label shows it so, else as plain text."""
    if isinstance(widget, QLabel) and QtGui.Qt.mightBeRichText(text) and widget.textFormat() != Qt.TextFormat.PlainText:
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(widget.font())
        document.setHtml(text)
        return document.idealWidth()
    return widget.fontMetrics().horizontalAdvance(text)


def _widget_problems(root: QWidget, where: str) -> list[str]:
    """The buttons, check boxes and one-line labels shown under `root` whose text needs more width than they have."""
    problems = []
    for widget in root.findChildren(QAbstractButton) + root.findChildren(QLabel):
        text = widget.text().replace("&", "")
        if not widget.isVisible() or not text or (isinstance(widget, QLabel) and widget.wordWrap()):
            continue
        room = widget.contentsRect().width() - {QPushButton: 8, QCheckBox: 22}.get(type(widget), 0)
        if _text_width(widget, text) > room:
            problems.append(f"{where}: {text!r} in {room} px")
    return problems


def _status_problem(window, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The status line says its whole text (a text longer than the window would end in "…")."""
    status = window.status
    whole = status.text()
    fits = status.fontMetrics().horizontalAdvance(whole) <= status.contentsRect().width()
    return [] if fits and status.shown() == whole else [f"{where} status line: {whole!r}"]


def test_the_status_line_and_carcassonnes_side_fit_at_1024x700_in_every_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Both games' status lines with a human to move and after a hint, and every button and line of Carcassonne's
    side, at the smallest window size the games are played at."""
    window.resize(1024, 700)
    problems: list[str] = []
    try:
        for code in LANGUAGES:
            speak(code, window)
            for game, options in (("carcassonne", {}), ("thurn-and-taxis", {"start_player": 0})):
                window.start_game(seats("h", "c", "c"), seed=7, game=game, **options)
                qtbot.waitUntil(lambda: window.page.humans_turn())
                where = f"{code} {game}"
                problems += _status_problem(window, where)
                problems += _widget_problems(window.page, where)
                window.hint()
                problems += _status_problem(window, where + " after a hint")
                if game == "carcassonne":
                    page = window.page
                    page.controller.submit(page.controller.hint())  # the follower step says what to do next
                    qtbot.waitUntil(page.has_follower_choice)
                    problems += _status_problem(window, where + " (a follower)")
                    problems += _widget_problems(page.side, where + " (a follower)")
    finally:
        window.set_language("en")
    assert not problems, "\n".join(problems)


def test_a_status_line_too_long_for_the_window_ends_in_an_ellipsis_and_says_all_in_its_tooltip(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 700)
    long_line = "A line of words that goes on " * 12 + "and ends here."
    window.show_message(long_line)
    status = window.status
    assert status.text() == long_line and status.toolTip() == long_line
    shown = status.shown()
    assert shown.endswith("…") and long_line.startswith(shown[:-1])
    assert status.fontMetrics().horizontalAdvance(shown) <= status.contentsRect().width()
    assert window.width() == 1024  # the line does not widen the window
    window.show_message("Short.")
    assert status.shown() == "Short." and status.toolTip() == ""


def test_carcassonnes_score_panel_says_each_seats_kind_whole_at_every_size_in_every_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Under each name: a computer's level, "over the network" or "not connected" for a friend on another machine;
    each whole beside the score and the followers (it was cut to "over the netwo"), five players, three sizes."""
    kinds = [HUMAN, REMOTE, REMOTE, COMPUTER, COMPUTER]
    players = [
        Seat(name, kind, level=level, colour=colour)
        for name, kind, level, colour in zip(
            ["Alex", "Anna", "Bruno", "Clara", "Dora"],
            kinds,
            ["medium", "medium", "medium", "expert", "medium"],
            ["red", "blue", "yellow", "green", "black"],
            strict=True,
        )
    ]
    problems: list[str] = []
    try:
        for code in LANGUAGES:
            speak(code, window)
            window.start_game(players, seed=3, game="carcassonne")
            page = window.page
            page.show_connected([True, True, False, True, True])
            for width, height in ((1024, 700), (1280, 720), (1920, 1080)):
                window.resize(width, height)
                qtbot.waitUntil(lambda w=width: window.width() == w)
                QApplication.processEvents()
                problems += _widget_problems(page.scores, f"{code} {width}x{height}")
    finally:
        window.set_language("en")
    assert not problems, "\n".join(problems)


def _differing_pixels(a: QtGui.QImage, b: QtGui.QImage) -> int:
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(a.width()) for y in range(a.height()))


def _written(font: QtGui.QFont, text: str) -> QtGui.QImage:
    """`text` in `font` on a page with room all round."""
    image = QtGui.QImage(80, 40, QtGui.QImage.Format.Format_RGB32)
    image.fill(QtGui.QColor("white"))
    painter = QtGui.QPainter(image)
    painter.setFont(font)
    painter.drawText(10, 28, text)
    painter.end()
    return image


def test_the_accent_of_a_capital_in_carcassonnes_seat_notes_is_drawn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Polish "Średni" under a computer's name: the note's line was as tall as its small font, and the accent of "Ś"
    rises above that font's ascent, so it was cut to a pixel ("Sredni" on the screen). The note must show as much
    of the accent as the same font shows with room all round."""
    window.resize(1280, 720)  # (at 1024 pixels the side folds by itself)
    window.start_game(seats("h", "c"), seed=3, game="carcassonne")
    note = next(n for n in window.page.scores.notes if n.isVisible())
    accent = _differing_pixels(_written(note.font(), "Ś"), _written(note.font(), "S"))
    shown = []
    for text in ("Ś", "S"):
        note.setText(text)
        QApplication.processEvents()
        shown.append(note.grab().toImage())
    assert accent >= 3 and _differing_pixels(*shown) >= 0.8 * accent, (_differing_pixels(*shown), accent)
