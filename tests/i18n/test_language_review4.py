"""The language review of turn 4 (../shared/reviews/language-turn4.md): the faults in how the code builds a sentence
(the Carcassonne log naming the mover as the holder of their own city, the replay's caption running the "Final
scoring" heading into the next line, Thurn and Taxis's prompt after a name's colon starting with a capital) and, per
language, one word for one thing (Czech "krok" and Russian "шаг" for a replay's move, Polish and Czech hosting
without "prowadzić" or "hostovat", Czech "Zobrazit", Russian "партия" in the statistics) and the texts it
corrected."""

from __future__ import annotations

import re

import pytest

from tests.i18n.test_language_review import offenders, table, translated
from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import PLACE, new_game, random_game
from thurntaxis.carcassonne.rules.engine import apply
from thurntaxis.carcassonne.ui.gamelog import joined_text, log_text, move_entries
from thurntaxis.taxis.ui import texts

NAMES = ["Mira", "Otto"]


# ---- S1: the mover's own city ----------------------------------------------------------------------------------


def _placements(seeds: range) -> list[tuple[str, tuple[str, ...], str]]:
    """(mover, entry's arguments, entry's key) of every placement in random two-player games."""
    found = []
    for seed in seeds:
        game = random_game(2, seed)
        state = new_game(2, seed=seed)
        for move in game.moves:
            after = apply(state, move)
            if move.kind == PLACE:
                ((key, args),) = move_entries(NAMES, move, state, after)
                found.append((NAMES[state.current], args, key))
            state = after
    return found


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
def test_the_log_never_names_the_mover_as_the_holder_of_their_own_city(qapp, english, lang: str) -> None:  # type: ignore[no-untyped-def]
    placements = _placements(range(6))
    own = [key for _mover, _args, key in placements if key.endswith("_own")]
    assert {"placed_city_own", "placed_road_own"} <= set(own), own
    speak(lang)
    for mover, args, key in placements:
        assert args[1:] != (mover,), (key, args)  # "…a city held by Mira", Mira placing
        text = log_text((key, args))
        assert text.count(mover) == 1, text
    own_city = log_text(("placed_city_own", ("Mira",)))
    expected = {
        "en": "Mira places a tile, extending their own city.",
        "pl": "Mira układa płytkę, powiększając własne miasto.",
        "cs": "Mira přikládá kartičku a rozšiřuje své město.",
        "ru": "Mira выкладывает квадрат, расширяя свой город.",
        "de": "Mira legt eine Karte an und erweitert die eigene Stadt.",
    }
    assert own_city == expected[lang]


# ---- S2: the replay's caption ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("en", "Final scoring: "),
        ("pl", "Punktacja końcowa: "),
        ("cs", "Závěrečné bodování: "),
        ("ru", "Финальный подсчёт очков: "),
    ],
)
def test_the_replay_caption_joins_the_final_scoring_heading_with_a_colon(
    qapp, english, lang: str, heading: str
) -> None:  # type: ignore[no-untyped-def]
    speak(lang)
    feature = ("feature", ("road", 15, 0, 15, ("Mira", "Otto")))
    caption = joined_text([("no_follower", ("Otto",)), ("final", ()), feature])
    assert caption == log_text(("no_follower", ("Otto",))) + " " + heading + log_text(feature)


# ---- S3: a prompt after a name --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "prompt"),
    [
        ("en", "Alex: draw a card from the display or the deck."),
        ("pl", "Alex: dobierz kartę spośród odkrytych kart miast lub z talii."),
        ("cs", "Alex: vezměte si kartu z nabídky nebo z balíčku."),
        ("ru", "Alex: возьмите открытую карту или карту из колоды."),
        ("de", "Alex: Ziehe eine Karte aus der Auslage oder vom Stapel."),  # German: a sentence keeps its capital
    ],
)
def test_after_a_name_and_a_colon_the_prompt_goes_on_in_lower_case(qapp, english, lang: str, prompt: str) -> None:  # type: ignore[no-untyped-def]
    speak(lang)
    task = texts.translate("Game", "Draw a card from the display or the deck.")
    assert texts.addressed("Alex", task) == prompt
    carrier = texts.translate("Game", "Postal carrier: play a second card at an end of your route.")
    assert texts.addressed("Alex", carrier) == "Alex: " + carrier  # an official's title keeps its capital


# ---- the replay's move has one name on its screen -------------------------------------------------------------------

REPLAY = ("ReplayPage", "StudyBar", "TakeOverDialog")


@pytest.mark.parametrize(
    ("lang", "move", "turn"), [("cs", r"\bkrok", r"\btah"), ("ru", r"\bшаг", r"\bход"), ("de", r"schritt", r"\bzug")]
)
def test_a_replays_move_has_one_name_on_the_replay_screen(lang: str, move: str, turn: str) -> None:
    moves = [(src, texts_) for ctx, src, texts_ in table(lang, REPLAY) if re.search(r"\bmoves?\b|from here", src)]
    assert len(moves) >= 9, moves
    for src, found in moves:
        for text in found:
            assert re.search(move, text, re.IGNORECASE), (src, text)
            assert not re.search(turn, text, re.IGNORECASE), (src, text)


# ---- Polish ------------------------------------------------------------------------------------------------------


def test_polish_hosting_is_never_prowadzic() -> None:
    network = ("MainWindow", "HostDialog", "Network", "NetworkTable")
    assert offenders("pl", r"prowadz|prowadź", network) == []
    assert translated("pl", "&Host a network game…", "MainWindow") == ["U&twórz grę sieciową…"]
    assert translated("pl", "Host the game again?") == ["Otworzyć grę ponownie dla znajomych?"]


def test_polish_texts_of_turn_4() -> None:
    assert translated("pl", "Nobody holds it.") == ["Nikt tu nie ma podwładnego."]  # under "Miasto…": no "go"
    assert translated("pl", "Watch this game again, move by move")[0].startswith("Obejrzyj ")
    assert translated("pl", "Choose the players of a new game") == ["Wybierz graczy do nowej gry"]
    assert offenders("pl", r"na leżąco jako") == []
    assert (
        "zachowa ją razem z twoim miejscem"
        in translated("pl", "You leave the network game. The host keeps it, and your seat in it. Leave it?")[0]
    )
    assert "„%1”" in translated("pl", "The network game of %1 is over")[0]
    assert (
        "„%1”"
        in translated("pl", "No game of %1 has been finished yet. Play one to its end, and these figures appear here.")[
            0
        ]
    )


# ---- Czech -------------------------------------------------------------------------------------------------------


def test_czech_hosting_is_never_hostovat() -> None:
    assert offenders("cs", r"hostov|hostuj") == []
    assert translated("cs", "&Host a network game…", "MainWindow") == ["&Založit síťovou hru…"]
    assert translated("cs", "Host the game again?") == ["Znovu otevřít hru přátelům?"]


def test_czech_shows_with_zobrazit() -> None:
    assert offenders("cs", r"ukáz") == []
    assert translated("cs", "Show the farms") == ["Zobrazit louky"]


def test_czech_texts_of_turn_4() -> None:
    assert translated("cs", "Over the network:") == ["Přes síť:"]
    assert set(translated("cs", "The join code is wrong.")) == {"Kód pro připojení je chybný."}
    assert set(translated("cs", "A monastery with %n neighbouring tile(s) of 8.")) == {
        "Klášter: %n z 8 sousedních kartiček."
    }
    assert offenders("cs", r"vleže|sdílet hranu") == []
    assert set(translated("cs", "Alex")) == {"Aleš"}  # one name for the guided game's player
    assert translated("cs", "Score if the game ended now: %1")[0].startswith("Body")


# ---- Russian ------------------------------------------------------------------------------------------------------


def test_russian_statistics_say_partiya() -> None:
    statistics = [
        (src, found) for ctx, src, found in table("ru", ("StatisticsDialog",)) if re.search(r"\bgames?\b", src)
    ]
    assert len(statistics) >= 6
    wrong = [(src, text) for src, found in statistics for text in found if re.search(r"\bигр(ы|а|ах|ам)?\b", text)]
    assert wrong == []
    assert offenders("ru", r"новейш") == []


def test_russian_texts_of_turn_4() -> None:
    assert translated("ru", "Replay the last game") == ["Просмотреть последнюю партию"]
    assert translated("ru", "&Replay a game…") == ["&Просмотреть партию…"]
    assert translated("ru", "Replay the &last finished game") == ["Просмотреть последнюю &завершённую партию"]
    assert translated("ru", "Watch the game again, move by move?")[0].startswith("Просмотреть ")
    assert offenders("ru", r"\bведь\b") == []
    assert translated("ru", "The network game of %1 is over") == ["Сетевая партия в «%1» окончена"]
    assert all(
        "по этому адресу с этим кодом" in text
        for text in translated(
            "ru", "%1, after %n move(s): your friends come back to their seats with this address and code."
        )
    )
    assert set(translated("ru", "The join code is wrong.")) == {"Неверный код для входа."}


# ---- the help pages: network play and the replay's Expert ---------------------------------------------------------

LABELS = [  # what the help pages name, as the window writes it (accelerators and a label's colon left out)
    ("MainWindow", "&Host a network game…"),
    ("MainWindow", "&Join a network game…"),
    ("MainWindow", "Res&ume the hosted game…"),
    ("MainWindow", "Replay the &last finished game"),
    ("HostDialog", "&Computer takes a lost seat after:"),
    ("HostDialog", "&Open the game to friends"),
    ("HostDialog", "&Start the game"),
    ("HostDialog", "Co&mputer plays this seat"),
    ("StudyBar", "Expert reviews:"),
    ("StudyBar", "Play from here…"),
]


def _label(lang: str, context: str, source: str) -> str:
    text = source if lang == "en" else translated(lang, source, context)[0]
    return text.replace("&", "").removesuffix(":")


@pytest.mark.parametrize("page", ["howto", "carcassonne"])
@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
def test_the_help_pages_explain_network_play_and_the_replays_expert(page: str, lang: str) -> None:
    from tests.i18n.test_carcassonne_help import HELP, Page

    text = Page((HELP / f"{page}_{lang}.html").read_text(encoding="utf-8")).text
    missing = [source for context, source in LABELS if _label(lang, context, source) not in text]
    assert missing == [], missing
    assert re.search(r"(?<!\d)6(?!\d)", text)  # the join code's least length
    assert "192.168.1.20:7311" in text  # an address to tell, with its port


HOME_LABELS = [  # the home page's buttons and the menu entry that shows it, as the window writes them
    ("MainWindow", "&View"),
    ("MainWindow", "Ho&me page"),
    ("Home", "Continue"),
    ("MainWindow", "&Learn to play (a guided game)"),
    ("MainWindow", "&New game…"),
    ("MainWindow", "Stat&istics…"),
    ("MainWindow", "&Host a network game…"),
    ("MainWindow", "&Join a network game…"),
    ("MainWindow", "&Open saved game…"),
    ("MainWindow", "Se&ttings…"),
]


@pytest.mark.parametrize("page", ["howto", "carcassonne"])
@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
def test_the_help_pages_explain_the_home_page(page: str, lang: str) -> None:
    from tests.i18n.test_carcassonne_help import HELP, Page

    html = (HELP / f"{page}_{lang}.html").read_text(encoding="utf-8")
    text = Page(html).text
    home = _label(lang, "MainWindow", "Ho&me page")
    assert any(home.lower() in heading.lower() for heading in re.findall(r"<h2>(.*?)</h2>", html))  # its own section
    view = f"{_label(lang, 'MainWindow', '&View')} → {home}"
    assert f"{view} (Alt+Home)" in text
    missing = [source for context, source in HOME_LABELS if _label(lang, context, source) not in text]
    assert missing == [], missing
