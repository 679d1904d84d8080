"""No English on screen in a translated game: every text the window and its dialogs show (window titles as the
window system writes them, menus, table, panels, log, status line, tooltips) is searched for the English source
texts of the .ts files. Only proper names (the board's, the players') may read the same in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from tests.i18n.conftest import TS, messages
from tests.ui.conftest import speak
from tests.ui.policy import SimpleBot
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import GameDefinition, apply, legal_moves, new_game
from thurntaxis.taxis.ui.enddialog import EndGameDialog
from thurntaxis.taxis.ui.texts import translate

EDITION = {
    "pl": "Cesarski Kurier",
    "cs": "Poštovní kurýr",
    "ru": "Турн-и-Таксис: Королевская почта",
    "de": "Thurn und Taxis",
    "en": "Thurn and Taxis",
}
PROGRAM = {  # the program's name, on the home page: both games by their editions' titles
    "pl": "Cesarski Kurier & Carcassonne",
    "cs": "Poštovní kurýr & Carcassonne",
    "ru": "Турн-и-Таксис & Каркассон",
    "de": "Thurn und Taxis & Carcassonne",
    "en": "Thurn and Taxis & Carcassonne",
}
ITEM_TEXTS = ("name", "land", "caption", "label", "title", "subtitle", "badge")
NAMES = {"Alex", "Anna", "Bruno", "Clara", "Dora", "Mira", "Carcassonne"}  # the default players' names, a game's
ALIKE = {  # words the language spells alike
    "de": {"Computer", "Name", "Hand", "Route", "Normal", "Port"},
    "pl": {"Start"},
    "cs": {"Expert"},  # the computer player the replay names ("Expert posuzuje:")
}


def english_texts(lang: str) -> list[tuple[str, re.Pattern[str]]]:
    """The pieces of every English source text between its placeholders, each with a pattern that finds it as
    whole words; proper names and the words the language spells alike are left out."""
    found: dict[str, re.Pattern[str]] = {}
    for ctx, m in messages(TS[lang]):
        if ctx == "Board":
            continue
        for piece in re.split(r"%\d|%n|<br>|\n", (m.findtext("source") or "").replace("&", "")):
            piece = piece.strip(" .,:;!?…–·()")
            if re.search(r"[A-Za-z]{3,}", piece) and piece not in NAMES | ALIKE.get(lang, set()):
                # (whole words: no letter of any alphabet either side, so Polish "nową" does not hold "now")
                found[piece] = re.compile(r"(?<![^\W\d_])" + re.escape(piece) + r"(?![^\W\d_])")
    return sorted(found.items())


def window_title(widget: QWidget) -> str:
    """The title as the window system shows it: Qt adds the application's display name."""
    title, name = widget.windowTitle(), QGuiApplication.applicationDisplayName()
    return title if not name or title == name else f"{title} \u2014 {name}"


def widget_texts(top: QWidget, visible_only: bool) -> list[str]:
    """Every text of `top` and its children: titles, labels, buttons, lists, fields, tables, tooltips, menus."""
    out = [window_title(top)]
    for w in [top, *top.findChildren(QWidget)]:
        if visible_only and not w.isVisibleTo(top) and w is not top:
            continue
        out.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())] + [w.toolTip()]
        elif isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        elif isinstance(w, QPlainTextEdit | QTextEdit):  # the log, the How-to-play page
            out.append(w.toPlainText())
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                out.append(w.verticalHeaderItem(r).text())
                out += [w.item(r, c).text() for c in range(w.columnCount()) if w.item(r, c)]
        elif isinstance(w, QMenu):
            out += [a.text() + " " + a.toolTip() + " " + a.statusTip() for a in w.actions()]
    return out


def screen_texts(window: MainWindow) -> list[str]:
    """What the main window shows now, the scene's items included."""
    out = widget_texts(window, visible_only=True)
    out += [a.text() for a in window.menuBar().actions()]
    for item in window.page.scene.items():
        out.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        out += [str(getattr(item, a)) for a in ITEM_TEXTS if isinstance(getattr(item, a, None), str)]
        out += [label[0] for label in getattr(item, "labels", ())]
    return out


def english_on(texts: list[str], lang: str) -> set[str]:
    """The English pieces found in `texts`. A piece holds no line break, so it is found in the texts joined line by
    line exactly when it is found in one of them: each text is searched once however often it was seen, and only
    for the pieces it holds as plain text (the pattern then asks for whole words)."""
    screen = "\n".join(dict.fromkeys(t.replace("&", "") for t in texts))
    return {piece for piece, pattern in english_texts(lang) if piece in screen and pattern.search(screen)}


def play(window: MainWindow, moves: int, seed: int) -> list[str]:
    """Let a quick policy play `moves` moves for everyone; the texts seen after every move."""
    bot, seen = SimpleBot(seed), []
    c = window.page.controller
    for _ in range(moves):
        if c.state.game_over:
            break
        c.play_now(bot(c.state, c.state.current))
        seen += screen_texts(window)
    return seen


def finished_game(seed: int):  # type: ignore[no-untyped-def]
    """A whole game played by the quick policy, for the end-of-game dialog."""
    state, bot = new_game(GameDefinition(3), seed=seed), SimpleBot(seed)
    while not state.game_over:
        move = bot(state, state.current)
        assert move in legal_moves(state)
        state = apply(state, move)
    return state


def test_the_check_finds_english(qapp, qm_dir, english) -> None:  # type: ignore[no-untyped-def]
    speak("pl")
    assert english_on(["Karty na ręce: Mira", "Twoja trasa"], "pl") == set()
    assert english_on(["Your route", "Powóz: 3 · Official this turn: –"], "pl") == {"Your route", "Official this turn"}
    assert english_on(["Nowa gra \u2014 Thurn and Taxis"], "pl") == {"Thurn and Taxis", "and"}
    assert english_on(["Route: Mira"], "de") == set()  # German says "Route" too
    assert english_on(["Zacznij nową grę"], "pl") == set()  # "now" (of "You cannot play %1 now.") is no word here


@pytest.mark.parametrize("lang", ["pl", "cs", "ru", "de"])
def test_no_english_on_screen(window: MainWindow, qm_dir, english, lang: str) -> None:  # type: ignore[no-untyped-def]
    speak(lang, window)
    assert QGuiApplication.applicationDisplayName() == PROGRAM[lang] == window_title(window)
    home = widget_texts(window, visible_only=True)  # the home page, its cards and buttons
    names = [translate("Names", n) for n in ("Mira", "Anna", "Bruno")]
    window.start_game(
        [
            Seat(names[0], HUMAN, colour="blue"),
            Seat(names[1], COMPUTER, colour="red"),
            Seat(names[2], COMPUTER, colour="yellow"),
        ],
        seed=11,
        start_player=0,
    )
    window.page.controller.paused = True
    assert QGuiApplication.applicationDisplayName() == EDITION[lang] == window_title(window)
    seen = home + screen_texts(window) + play(window, 90, seed=11)
    assert len(window.page.side.lines()) > 60
    window.hint()
    seen += screen_texts(window)
    window.start_game([Seat(names[0], HUMAN, colour="blue"), Seat(names[1], HUMAN, colour="red")], seed=4)
    seen += screen_texts(window)  # the covered hand of the hot seat
    state = finished_game(seed=11)
    seats = [Seat(n, COMPUTER, colour=c) for n, c in zip(names, ("blue", "red", "yellow"), strict=True)]
    for dialog in (
        NewGameDialog(window.settings, window),
        SettingsDialog(window.settings, window),
        EndGameDialog(state, seats, window),
        HowToPlayDialog(window),
    ):
        seen += widget_texts(dialog, visible_only=False)
        assert window_title(dialog).endswith(" \u2014 " + EDITION[lang])
    assert english_on(seen, lang) == set(), lang
    window.page.controller.stop()


@pytest.mark.parametrize("lang", ["pl", "cs", "ru", "de"])
def test_no_english_on_the_carcassonne_page(window: MainWindow, qm_dir, english, lang: str) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.carcassonne.ui.page import CarcassonnePage
    from thurntaxis.games import GAMES

    speak(lang, window)
    window.start_game([Seat("Mira", HUMAN, colour="red"), Seat("Anna", HUMAN, colour="blue")], 11, GAMES["carcassonne"])
    page = window.page
    assert isinstance(page, CarcassonnePage)

    def shown() -> list[str]:
        out = widget_texts(page, visible_only=False) + [window.status.text()]
        for item in page.scene.items():
            out.append(item.toolTip())
            out += [str(getattr(item, a)) for a in ("caption", "hint") if isinstance(getattr(item, a, None), str)]
        return out

    seen = shown()
    page.hint()
    seen += shown()
    moves = 0
    while not page.controller.state.game_over:
        assert page.controller.play_now(page.controller.legal()[-1])
        moves += 1
        if moves % 10 == 0:
            seen += shown()
    seen += shown()  # the final scoring
    summary = window.end_dialog  # the summary, where the window offers it (the table's own breakdown steps aside)
    if summary is not None:
        seen += widget_texts(summary, visible_only=False)
    assert moves > 72 and (page.final.isVisibleTo(page) or summary is not None)
    assert english_on(seen, lang) == set(), lang
    page.stop()
