"""The Carcassonne "How to play" pages (resources/help/carcassonne_XX.html): one per language, simple HTML that
QTextBrowser shows, the same outline in every language, the terms of each language's edition (docs/carcassonne-terms.md,
../shared/GLOSSARY.md), no English game words outside English, and the numbers of the rules
(../shared/CARCASSONNE-RULES.md).

Each check is a function that returns the problems it finds; the last tests feed them deliberately broken copies of a
page, so a check that could never fail would show. $CARCASSONNE_HELP_DIR points the checks at another folder of pages
(to run them against a broken copy by hand)."""

from __future__ import annotations

import os
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELP = Path(os.environ.get("CARCASSONNE_HELP_DIR") or ROOT / "resources" / "help")
LANGUAGES = ("en", "pl", "cs", "ru", "de")
ALLOWED_TAGS = {"h1", "h2", "p", "ol", "ul", "li", "b", "i"}  # what the Thurn and Taxis pages use

# The words that must appear (case-insensitive, in the page's text without its tags); stems where the word declines.
TERMS = {
    "en": (
        "tile",
        "start tile",
        "follower",
        "robber",
        "knight",
        "monk",
        "farmer",
        "road",
        "city",
        "monastery",
        "field",
        "farm",
        "shield",
        "crossroads",
        "completed",
        "incomplete",
        "supply",
    ),
    "pl": (
        "płytk",
        "płytka startowa",
        "płytek terenu",
        "podwładn",
        "rezerw",
        "zbójc",
        "rycerz",
        "mnich",
        "chłop",
        "na leżąco",
        "trakt",
        "miast",
        "klasztor",
        "pole",
        "gospodarstw",
        "proporzec",
        "rozstaj",
        "torze punktacji",
        "ukończon",
        "nieukończon",
        "zaopatruje",
    ),
    "cs": (
        "kartičk",
        "startovní kartičk",
        "figurk",
        "lupič",
        "rytíř",
        "mnich",
        "sedlák",
        "vleže",
        "cest",
        "měst",
        "klášter",
        "louk",
        "erb",
        "křižovat",
        "počítadl",
        "dokončen",
        "nedokončen",
        "zásobuje",
    ),
    "ru": (
        "квадрат",
        "стартовый квадрат",
        "подданн",
        "разбойник",
        "рыцар",
        "монах",
        "крестьян",
        "лёжа",
        "дорог",
        "город",
        "монастыр",
        "поле",
        "герб",
        "перекрёст",
        "завершён",
        "незавершён",
        "снабжает",
    ),
    "de": (
        "Landschaftskarte",
        "Startkarte",
        "Gefolgsleute",
        "Gefolgsmann",
        "Vorrat",
        "Wegelagerer",
        "Ritter",
        "Mönch",
        "Bauer",
        "Straße",
        "Stadt",
        "Kloster",
        "Wiese",
        "Wappen",
        "Kreuzung",
        "Wertungstafel",
        "fertig",
        "versorgt",
    ),
}
# Words of other editions or of board-game slang that the page must not use (word starts, case-insensitive).
WRONG = {
    "en": ("meeple", "thief", "pennant", "worker"),
    "pl": ("poddan", "złodziej", "rolnik", "farmer", "kafel", "kafl", "tarcz", "herb", "drog", "skrzyżowa", "meepl"),
    "cs": ("dílek", "dílk", "destičk", "štít", "farmář", "rolník", "zloděj", "silnic", "meepl"),
    "ru": (
        "тайл",
        "плитк",
        "карточк",
        "мипл",
        "фишк",
        "щит",
        "воришк",
        "грабител",
        "фермер",
        "ферм",
        "последовател",
        "земледел",
        "бродяг",
    ),
    "de": ("Plättchen", "Meeple", "Räuber", "Dieb", "Farmer", "Schild", "Feld", "Gefolgsmänner", "Ctrl"),
}
# English concept and button words: none of them belongs in another language's page (whole words).
ENGLISH = (
    "meeple",
    "meeples",
    "follower",
    "followers",
    "robber",
    "robbers",
    "thief",
    "knight",
    "knights",
    "monk",
    "monks",
    "farmer",
    "farmers",
    "farm",
    "farms",
    "tile",
    "tiles",
    "road",
    "roads",
    "city",
    "cities",
    "monastery",
    "field",
    "fields",
    "shield",
    "shields",
    "score",
    "points",
    "turn",
    "Rotate",
    "Undo",
    "Hint",
    "Fit",
    "No follower",
    "wheel",
)
# The rules' numbers, each in the words of its language: 7 followers in play, 71 tiles face down, a road 1 per tile,
# a city 2 per tile (a 2-tile city: 4), a completed monastery 9, a farm 3 per completed city.
PHRASES = {
    "en": (
        "7 followers",
        "71",
        "1 point per tile",
        "2 points per tile",
        "2 more per",
        "4 points",
        "9 points",
        "1 point per tile and 1 per shield",
        "3 points",
    ),
    "pl": (
        "7 podwładnych",
        "71",
        "1 punkt za każdą płytkę",
        "2 punkty za każdą",
        "2 dodatkowe",
        "4 punkty",
        "9 punktów",
        "1 punkt za płytkę i 1 za każdy proporzec",
        "3 punkty",
    ),
    "cs": (
        "7 figurek",
        "71",
        "1 bod",
        "2 body",
        "další 2 body",
        "4 body",
        "9 bodů",
        "1 bod za kartičku a 1 za každý erb",
        "3 body",
    ),
    "ru": (
        "7 подданных",
        "71",
        "1 очко за каждый квадрат",
        "2 очка за каждый",
        "ещё 2",
        "4 очка",
        "9 очков",
        "1 очко за квадрат и 1 за каждый герб",
        "3 очка",
    ),
    "de": (
        "7 Gefolgsleute",
        "71",
        "1 Punkt pro Karte",
        "2 Punkte pro Karte",
        "2 weitere",
        "4 Punkte",
        "9 Punkte",
        "1 Punkt pro Karte und 1 pro Wappen",
        "3 Punkte",
    ),
}
NUMBERS = ("1", "2", "3", "4", "5", "7", "8", "9", "71")  # in every page, as numerals
KEYS = ("R", "Enter", "F9", "L")  # the keys the program section names, in every language (L: the edge marks)


class Page(HTMLParser):
    """A page parsed: its tags in order, its text, and what is wrong with its markup for QTextBrowser."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.texts: list[str] = []
        self.problems: list[str] = []
        self._open: list[str] = []
        self.feed(html)
        self.close()
        if self._open:
            self.problems.append(f"unclosed: {self._open}")

    @property
    def text(self) -> str:
        return re.sub(r"\s+", " ", "".join(self.texts)).strip()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self.problems.append(f"tag <{tag}> is not allowed")
        for name, value in attrs:
            self.problems.append(f"attribute {name}={value!r} on <{tag}>")  # no links, images, styles or scripts
        self.tags.append(tag)
        self._open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.problems.append(f"empty tag <{tag}/>")

    def handle_endtag(self, tag: str) -> None:
        if not self._open or self._open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self._open[-1:] or 'nothing'}")
            if tag in self._open:
                del self._open[len(self._open) - 1 - self._open[::-1].index(tag) :]
            return
        self._open.pop()

    def handle_data(self, data: str) -> None:
        if self._open and self._open[-1] not in ALLOWED_TAGS:
            return  # a script's or style's content is not text (and is reported as a tag already)
        self.texts.append(data)

    def handle_comment(self, data: str) -> None:
        self.problems.append("comment")

    def handle_decl(self, decl: str) -> None:
        self.problems.append(f"declaration <!{decl}>")

    def handle_pi(self, data: str) -> None:
        self.problems.append("processing instruction")


def outline(page: Page) -> list[str]:
    """The page's block structure: its tags in order, without the inline b and i."""
    return [tag for tag in page.tags if tag not in ("b", "i")]


def markup_problems(html: str) -> list[str]:
    page = Page(html)
    problems = list(page.problems)
    if re.search(r"<\s*script|javascript:|https?://|www\.|<\s*img|\bsrc\s*=", html, re.IGNORECASE):
        problems.append("a script, an external link or an image")
    if page.tags.count("h1") != 1 or page.tags[:1] != ["h1"]:
        problems.append("the page must start with its one <h1>")
    return problems


def term_problems(lang: str, html: str) -> list[str]:
    text = Page(html).text.lower()
    missing = [f"missing {w!r}" for w in TERMS[lang] if w.lower() not in text]
    wrong = [f"wrong word {w!r}" for w in WRONG[lang] if re.search(r"(?<!\w)" + re.escape(w.lower()), text)]
    return missing + wrong


def english_problems(lang: str, html: str) -> list[str]:
    if lang == "en":
        return []
    text = Page(html).text
    return [f"English {w!r}" for w in ENGLISH if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE)]


def number_problems(lang: str, html: str) -> list[str]:
    text = Page(html).text
    problems = [f"missing {p!r}" for p in PHRASES[lang] if p not in text]
    problems += [f"missing the number {n}" for n in NUMBERS if not re.search(rf"(?<![\d.]){n}(?![\d.])", text)]
    problems += [f"missing the key {k}" for k in KEYS if not re.search(rf"(?<!\w){k}(?!\w)", text)]
    return problems


def structure_problems(html: str, english: str) -> list[str]:
    mine, theirs = outline(Page(html)), outline(Page(english))
    return [] if mine == theirs else [f"outline {mine} differs from English {theirs}"]


def read(lang: str) -> str:
    return (HELP / f"carcassonne_{lang}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_page(lang: str) -> None:
    assert (HELP / f"carcassonne_{lang}.html").is_file()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_is_simple_well_formed_html(lang: str) -> None:
    assert markup_problems(read(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_has_the_english_outline(lang: str) -> None:
    assert structure_problems(read(lang), read("en")) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_uses_its_editions_words(lang: str) -> None:
    assert term_problems(lang, read(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_game_words_outside_english(lang: str) -> None:
    assert english_problems(lang, read(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_states_the_rules_numbers(lang: str) -> None:
    assert number_problems(lang, read(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_is_about_as_long_as_the_first_games(lang: str) -> None:
    mine = len(Page(read(lang)).text)
    first = len(Page((ROOT / "resources" / "help" / f"howto_{lang}.html").read_text(encoding="utf-8")).text)
    assert 0.8 * first <= mine <= 1.4 * first, (mine, first)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_qtextbrowser_shows_the_whole_text(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTextBrowser

    browser = QTextBrowser()
    browser.setHtml(read(lang))
    shown = re.sub(r"\s+", " ", browser.toPlainText()).strip()
    assert shown.split(" ") == Page(read(lang)).text.split(" ")


# Each check fed a broken copy of a page: every one of them must complain.
BREAKAGES = {
    "a script": ("pl", markup_problems, lambda h: h.replace("</p>", "</p><script>alert(1)</script>", 1)),
    "an external link": (
        "cs",
        markup_problems,
        lambda h: h.replace("<b>", '<a href="https://example.org"><b>', 1).replace("</b>", "</b></a>", 1),
    ),
    "an image": ("ru", markup_problems, lambda h: h.replace("<p>", '<p><img src="tile.png">', 1)),
    "an unclosed tag": ("de", markup_problems, lambda h: h.replace("</li>", "", 1)),
    "crossed tags": ("en", markup_problems, lambda h: h.replace("<b>", "<i><b>", 1).replace("</b>", "</i></b>", 1)),
    "a missing term": ("pl", lambda h: term_problems("pl", h), lambda h: h.replace("zbójc", "złoczyńc")),
    "another edition's word": ("ru", lambda h: term_problems("ru", h), lambda h: h.replace("квадрат", "тайл", 1)),
    "an English word": ("de", lambda h: english_problems("de", h), lambda h: h.replace("Wegelagerer", "robber", 1)),
    "a missing number": ("cs", lambda h: number_problems("cs", h), lambda h: h.replace("9 bodů", "devět bodů")),
    "8 followers in play": (
        "en",
        lambda h: number_problems("en", h),
        lambda h: h.replace("7 followers", "8 followers"),
    ),
    "a missing section": (
        "pl",
        lambda h: structure_problems(h, read("en")),
        lambda h: re.sub(r"<h2>Obsługa programu</h2>\s*<p>.*?</p>", "", h, flags=re.DOTALL),
    ),
}


@pytest.mark.parametrize("name", BREAKAGES)
def test_each_check_catches_a_broken_page(name: str) -> None:
    lang, check, breaking = BREAKAGES[name]
    page = read(lang)
    assert check(page) == []
    broken = breaking(page)
    assert broken != page, "the breakage changed nothing"
    assert check(broken) != []
