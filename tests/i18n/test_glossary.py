"""The words of the Polish, Czech and Russian editions (../shared/GLOSSARY.md): in the translations and the
How-to-play pages, the rulebooks' terms are there and the wrong ones are not; names in sentences stay in the
nominative (no preposition right before a city's or land's slot)."""

from __future__ import annotations

import re

import pytest

from tests.i18n.conftest import LANGS, TS, messages
from tests.i18n.test_ts_files import translations
from thurntaxis.shell.dialogs import help_html

REQUIRED = {
    "pl": (
        "Cesarski Kurier",
        "Naczelnik",
        "Rządca",
        "Kurier",
        "Rzemieślnik",
        "talii dociągu",
        "stos kart zużytych",
        "Karty zużyte",
        "Odkryte karty miast",
        "Żetony premii",
        "Powóz",
        "domek",
        "prowincj",
        "na ręce",
        "Otwórz nową trasę",
        "otwiera nową trasę",
        "Długość 5",
        "Długość 7+",
        "Wszystkich dziewięć",
        "Udział",
        "Wygrywa %1",
        "Gdy zechcesz",
        "Karty wszystkich graczy",
        "Baiern",
        "Württemberg",
        "Schweiz",
        "Böhmen",
        "Norymberga",
        "Ratyzbona",
        "Karlsruhe",
        "München",
        "Passau",
    ),
    "cs": (
        "Poštovní kurýr",
        "Poštmistr",
        "Správce",
        "Pošťák",
        "Kolář",
        "nabídk",
        "balíčk",
        "odhazovací balíček",
        "Žetony bonusů",
        "Kočár",
        "domeč",
        "v ruce",
        "do ruky",
        "Založit novou cestu",
        "zakládá novou cestu",
        "ruší cestu",
        "Délka cesty 5",
        "Délka cesty 7+",
        "o %n kartách",
        "alespoň o %1 kartách",
        "Snadná",
        "Těžká",
        "Vítězí %1",
        "Bez remízy",
        "Shodný počet bodů",
        "Nürnberg",
        "Baiern",
    ),
    "ru": (
        "Турн-и-Таксис: Королевская почта",
        "Почтмейстер",
        "Администратор",
        "Гонец",
        "Каретник",
        "колод",
        "сброс",
        "Призовые жетоны",
        "Экипаж",
        "домик",
        "на руке",
        "на руку",
        "линию",
        "Выложить слева",
        "Выложить справа",
        "Перетащите",
        "Сброс перетасован и стал новой колодой",
        "Файл %1 не является",
        "Начальное число",
        "За 5 городов",
        "За 7+ городов",
        "Карлсруэ",
        "Нюрнберг",
        "Бавария",
        "Вюртемберг",
    ),
    "de": (
        "Thurn und Taxis",
        "Postmeister",
        "Amtmann",
        "Postillion",
        "Wagner",
        "Nachziehstapel",
        "Ablagestapel",
        "Auslage",
        "Bonusplättchen",
        "Kutsche",
        "Routenlänge 7+",
        "Carlsruhe",
        "Baiern",
    ),
}
FORBIDDEN = {
    "pl": (
        "Bawari",
        "Wirtembergi",
        "Szwajcari",
        "Czechy",
        "Badenia",
        "Polska",
        "Monachium",
        "Pasaw",
        "Bazyle",
        "Zurych",
        "Fryburg",
        "Pilzn",
        "Budziejowic",
        "Łódź",
        "Zacznij nową trasę",
        "Zacznij tu",
        "nowa trasa od",
        "Trasa z 5",
        "Zwycięzca",
        "gotów",
        "Wszystkie dziewięć",
        "wszystkie sześć",
        "Zużyte",
        "Myśli:",
        "Gra: %1",
        "Wszystkie ręce",
        "w: %2",
        "od: %2",
        ": %1:",
    ),
    "cs": (
        "Žetony bonusu",
        "žetony bonusu",
        "žetonů bonusu",
        "Začít novou cestu",
        "zahozena",
        "Cesta z 5",
        "z %n karet",
        "Lehký",
        "Těžký",
        "Vítěz:",
        "Bez shody",
        "Shoda:",
        "na ruku",
        "poštovník",
        "Přemýšlí:",
        "Hraje:",
        "v: %2",
        "cesta od: %2",
        ": %1:",
    ),
    "ru": (
        "в руке",
        "в руку",
        "из руки",
        "Бросьте",
        "Сыграть",
        "Зерно",
        "перемешан",
        " – ",
        "— не сохранённая игра",
        "Думает:",
        "Ходит:",
        "Победитель:",
        "в: %2",
        ": %1:",
    ),
    "de": ("Sieger:", "Am Zug: %1", "%1: Route"),
}
# a preposition right before a slot that a city's or land's name fills would need the name declined
PREPOSITION_BEFORE_NAME = re.compile(
    r"(?<!\w)(do|od|z|ze|w|we|na|v|ve|k|ke|o|u|от|до|в|во|из|к|ко|с|со|у|о)\s+%[1-3]", re.IGNORECASE
)
NUMBER_SLOTS = {
    "Carriage %1: needs a route of %1 cards; worth %2. %3 left.",  # %1 is a number there
    "%1 to %2 players: tick the seats that play, and choose who plays each one.",
}


def corpus(lang: str) -> list[str]:
    """Every translation of the language's .ts file, and its How-to-play page."""
    return [t for _ctx, m in messages(TS[lang]) for t in translations(m)] + [help_html(lang)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_editions_words_are_used(lang: str) -> None:
    text = "\n".join(corpus(lang))
    assert [w for w in REQUIRED[lang] if w not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_wrong_words(lang: str) -> None:
    found = {w: [t for t in corpus(lang) if w in t][:2] for w in FORBIDDEN[lang]}
    assert {w: where for w, where in found.items() if where} == {}


@pytest.mark.parametrize("lang", ["pl", "cs", "ru"])
def test_names_stay_in_the_nominative(lang: str) -> None:
    wrong = [
        (m.findtext("source"), t)
        for _ctx, m in messages(TS[lang])
        for t in translations(m)
        if m.findtext("source") not in NUMBER_SLOTS and PREPOSITION_BEFORE_NAME.search(t)
    ]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_drop_refusal_quotes_the_new_route_zone_as_it_reads(lang: str) -> None:
    found = {m.findtext("source"): translations(m)[0] for ctx, m in messages(TS[lang]) if ctx == "Game"}
    zone = found["Start a new route"]
    refusal = found["Drop the card on a lit end of your route, or on \u201cStart a new route\u201d."]
    assert re.search("[\u201e\u201c\u00ab]" + re.escape(zone) + "[\u201d\u201c\u00bb]", refusal), (zone, refusal)


@pytest.mark.parametrize("lang", LANGS)
def test_the_guided_games_balloons_are_not_called_by_the_hint_buttons_word(lang: str) -> None:
    """One word for one thing: the balloon that guides a first game and the Hint button that shows a move are
    two things (Russian said "подсказка" for both, so "read the hint" pointed at the button)."""
    found = messages(TS[lang])
    hint = {t for _, m in found if m.findtext("source") == "Hint" for t in translations(m)}
    assert hint
    stems = {word.lower()[:6] for word in hint}
    balloons = [t for _, m in found if "balloon" in (m.findtext("source") or "") for t in translations(m)]
    assert len(balloons) >= 6
    wrong = [t for t in balloons if any(stem in t.lower() for stem in stems)]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGS)
def test_a_dash_never_starts_a_line(lang: str) -> None:
    """A dash between words is tied to the word before it (a no-break space), so a wrapped line never begins
    with "— тренировочная"."""
    loose = [t for _, m in messages(TS[lang]) for t in translations(m) if re.search(" [–—] ", t)]
    assert not loose, loose
