"""Translations at run time: plural forms, switching language while a game runs, the log re-rendered, the
pseudo-localization mode, the How-to-play pages, and English log lines that read right for any name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import FakePrompter, seats, speak
from thurntaxis.shell import i18n
from thurntaxis.shell.dialogs import help_html
from thurntaxis.shell.settings import Settings
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move, standard_board
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui import texts
from thurntaxis.taxis.ui.gamelog import LogEntry, render
from thurntaxis.taxis.ui.texts import counted

NUMBERS = (1, 2, 5, 11, 12, 21, 22, 101, 111)
PLURALS = {
    "cards": {
        "en": ("card", "cards", "cards", "cards", "cards", "cards", "cards", "cards", "cards"),
        "pl": ("karta", "karty", "kart", "kart", "kart", "kart", "karty", "kart", "kart"),
        "cs": ("karta", "karty", "karet", "karet", "karet", "karet", "karet", "karet", "karet"),
        "ru": ("карта", "карты", "карт", "карт", "карт", "карта", "карты", "карта", "карт"),
        "de": ("Karte", "Karten", "Karten", "Karten", "Karten", "Karten", "Karten", "Karten", "Karten"),
    },
    "points": {
        "pl": ("punkt", "punkty", "punktów", "punktów", "punktów", "punktów", "punkty", "punktów", "punktów"),
        "cs": ("bod", "body", "bodů", "bodů", "bodů", "bodů", "bodů", "bodů", "bodů"),
        "ru": ("очко", "очка", "очков", "очков", "очков", "очко", "очка", "очко", "очков"),
        "de": ("Punkt", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte", "Punkte"),
    },
    "houses_left": {
        "pl": ("domek", "domki", "domków", "domków", "domków", "domków", "domki", "domków", "domków"),
        "cs": ("domeček", "domečky", "domečků", "domečků", "domečků", "domečků", "domečků", "domečků", "domečků"),
        "ru": ("домик", "домика", "домиков", "домиков", "домиков", "домик", "домика", "домик", "домиков"),
        "de": ("Haus", "Häuser", "Häuser", "Häuser", "Häuser", "Häuser", "Häuser", "Häuser", "Häuser"),
    },
}


@pytest.mark.parametrize("key", sorted(PLURALS))
def test_plural_forms(qapp, english, key: str) -> None:  # type: ignore[no-untyped-def]
    for lang, words in PLURALS[key].items():
        speak(lang)
        for n, word in zip(NUMBERS, words, strict=True):
            text = counted(key, n)
            assert str(n) in text.split() and word in text.split(), (lang, n, text, word)


EXPECT = {  # language: (window title, first menu, log title, a word of the log, the Display label, Postmaster)
    "pl": ("Cesarski Kurier", "Gra", "Dziennik gry", "Nowa gra", "Odkryte karty miast", "Naczelnik"),
    "cs": ("Poštovní kurýr", "Hra", "Záznam hry", "Nová hra", "Nabídka", "Poštmistr"),
    "ru": ("Турн-и-Таксис: Королевская почта", "Игра", "Журнал игры", "Новая игра", "Открытые карты", "Почтмейстер"),
    "de": ("Thurn und Taxis", "Spiel", "Spielprotokoll", "Ein neues Spiel", "Auslage", "Postmeister"),
    "en": ("Thurn and Taxis", "Game", "Game log", "A new game begins", "Display", "Postmaster"),
}


def _scene_texts(window: MainWindow) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [i.text() for i in window.page.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_switching_language_while_a_game_runs(qtbot, qm_dir: Path, home: Path, english) -> None:  # type: ignore
    settings = Settings(home / "settings.ini")
    settings.speed = "instant"
    window = MainWindow(settings)
    window.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    window.page.controller.submit(mv.DRAW_DECK)
    window.page.controller.submit(mv.DRAW_DECK)
    board = standard_board()
    nuremberg = board.city_names.index("Nürnberg")
    for lang in ("pl", "cs", "ru", "de", "en"):
        speak(lang, window)
        title, menu, log_title, log_word, display, postmaster = EXPECT[lang]
        assert window.windowTitle() == title
        assert window.menuBar().actions()[0].text().replace("&", "") == menu
        assert window.page.side.title.text() == log_title
        lines = window.page.side.lines()
        assert log_word in lines[0] and len(lines) >= 3
        assert display in _scene_texts(window)
        assert window.page.scene.officials[1].title == postmaster or postmaster in [
            b.title for b in window.page.scene.officials.values()
        ]
        city = next(c for c in window.page.scene.cities if c.city == nuremberg)
        assert city.name == {"pl": "Norymberga", "ru": "Нюрнберг"}.get(lang, "Nürnberg")
        assert window.status.text().startswith("Mira: ")
        assert window.status.text() != "Mira: "
    assert window.page.controller.state.turn == 0 or window.page.controller.has_game  # the game went on untouched
    for table in window.tables.values():
        table.stop()


def test_illegal_move_reason_is_translated_with_city_names(qtbot, window, qm_dir, english) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=3, start_player=0)
    board = standard_board()
    off_display = next(c for c in range(board.city_count) if c not in window.page.controller.state.display)
    speak("pl", window)
    reason = window.page.controller.why_illegal(Move(mv.DRAW, off_display))
    assert reason == f"Karty {texts.city_name(board, off_display)} nie ma wśród odkrytych kart miast."
    speak("ru", window)
    reason = window.page.controller.why_illegal(Move(mv.DRAW, board.city_names.index("Nürnberg")))
    if board.city_names.index("Nürnberg") not in window.page.controller.state.display:
        assert reason == "Карты города Нюрнберг нет среди открытых карт."


def test_pseudo_localization_marks_every_text(qtbot, home, qm_dir, monkeypatch, english) -> None:  # type: ignore
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    i18n.install("en")
    settings = Settings(home / "settings.ini")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.windowTitle().startswith("[") and window.windowTitle().endswith("]")
    assert all(a.text().startswith("[") for a in window.menuBar().actions())
    assert counted("cards", 5).startswith("[5 ")  # placeholders survive the stretching
    speak("pl")
    assert (
        window.windowTitle().startswith("[Çéšåřšķí")
        or "Ķüřïéř" in window.windowTitle()
        or window.windowTitle().startswith("[")
    )
    monkeypatch.delenv(i18n.PSEUDO_ENV)
    for table in window.tables.values():
        table.stop()


@pytest.mark.parametrize(
    "lang,words",
    [
        ("en", ("Postmaster", "Administrator", "Postal carrier", "Cartwright", "Example")),
        ("pl", ("Naczelnik", "Rządca", "Kurier", "Rzemieślnik", "Przykład", "domek", "powóz")),
        ("cs", ("poštmistr", "správce", "pošťák", "kolář", "Příklad", "domeček", "kočár")),
        ("ru", ("почтмейстер", "администратор", "гонец", "каретник", "Пример", "домик", "экипаж")),
        ("de", ("Postmeister", "Amtmann", "Postillion", "Wagner", "Beispiel", "Haus", "Kutsche")),
    ],
)
def test_how_to_play_page_in_each_language(lang: str, words: tuple[str, ...]) -> None:
    page = help_html(lang)
    assert len(page) > 3000
    for word in words:
        assert word.lower() in page.lower(), (lang, word)


def test_english_log_reads_right_for_any_name(qapp, english) -> None:  # type: ignore[no-untyped-def]
    board = standard_board()
    names = ["You", "Anna"]
    lines = [
        render(LogEntry("move", (0, kind, arg, 4)), names, board)
        for kind, arg in ((mv.DRAW, mv.DECK), (mv.PLAY_LEFT, 3), (mv.END_TURN, 0), (mv.SCORE, 0), (mv.DISCARD, 2))
    ]
    assert lines[0] == "You drew a card from the deck."
    assert lines[2] == "You ended the turn."
    assert lines[3] == "You scored a route of 4 cards."
    for line in lines:
        assert not any(w in line.split() for w in ("plays", "ends", "draws", "scores", "discards")), line


def test_a_translation_that_does_not_load_falls_back_to_english_in_one_line(  # type: ignore[no-untyped-def]
    qapp, english, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`install` says which language loaded: English when the asked one's file is missing ("pl" here) or is no
    translation ("cs"), and the player reads one line about it."""
    (tmp_path / "thurntaxis_cs.qm").write_bytes(b"not a translation")
    monkeypatch.setattr(i18n, "translation_dirs", lambda: [tmp_path])
    for code in ("pl", "cs"):
        assert i18n.install(code) == "en"
        assert i18n.current() == "en"
        assert i18n.title() == "Thurn and Taxis & Carcassonne"
        said = capsys.readouterr().err.splitlines()
        assert len(said) == 1 and code in said[0] and "English" in said[0], said
    monkeypatch.undo()
    assert i18n.install("pl") == "pl" and i18n.title() != "Thurn and Taxis & Carcassonne"
