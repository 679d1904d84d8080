"""The language review of turn 3 (../shared/reviews/language-turn3.md), where its points are mechanical: one word for
one thing (Polish "miejsce" for a board square, "pole" only for the field; Czech "Rada" for Hint), one verb for placing
a tile (Polish "układać/ułożyć", Czech "přikládat/přiložit"), Russian "колёсико", and every tooltip of a control in
the infinitive in Czech and Russian (the tooltips are read from the code: every `setToolTip` with a literal text)."""

from __future__ import annotations

import ast
import re

import pytest

from tests.i18n.conftest import ROOT, TS, messages
from tests.i18n.test_carcassonne_help import HELP
from tests.i18n.test_ts_files import SOURCES, translations

CARCASSONNE = ("Carcassonne", "CarcassonneCounts", "CarcassonneTour")


def table(lang: str, contexts: tuple[str, ...] | None = None) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message, or of those in `contexts`."""
    return [
        (ctx, m.findtext("source") or "", translations(m))
        for ctx, m in messages(TS[lang])
        if contexts is None or ctx in contexts
    ]


def translated(lang: str, source: str, context: str | None = None) -> list[str]:
    found = [texts for ctx, src, texts in table(lang) if src == source and context in (None, ctx)]
    assert found, (lang, source)
    return [text for texts in found for text in texts]


def offenders(lang: str, pattern: str, contexts: tuple[str, ...] | None = None) -> list[tuple[str, str]]:
    word = re.compile(pattern, re.IGNORECASE)
    return [(src, text) for _ctx, src, texts in table(lang, contexts) for text in texts if word.search(text)]


# ---- Polish ------------------------------------------------------------------------------------------------------


def test_polish_board_square_is_miejsce_never_the_fields_pole() -> None:
    messages_ = table("pl", CARCASSONNE)
    squares = [(src, texts) for _ctx, src, texts in messages_ if "square" in src and "field" not in src.lower()]
    assert len(squares) >= 5
    for src, texts in squares:
        for text in texts:
            assert not re.search(r"\bpol(e|a|u|em)\b", text, re.IGNORECASE), (src, text)
    lit = "%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate."
    assert "miejsce" in translated("pl", lit)[0]


def test_polish_tiles_are_laid_with_the_rulebooks_verb() -> None:
    assert offenders("pl", r"wykład|wyłoż|wyłóż", CARCASSONNE) == []
    assert translated("pl", "%1 places a tile.") == ["%1 układa płytkę."]
    assert translated("pl", "Place the tile first.") == ["Najpierw ułóż płytkę."]


def test_polish_winner_lines_do_not_read_as_winning_against() -> None:
    for source in ("%1 wins with %n point(s)!", "A shared victory: %1, with %n point(s) each!"):
        for text in translated("pl", source):
            assert not re.search(r"\bz %n punkt", text), text
            assert "zdoby" in text, text
    one, few, many = translated("pl", "%1 wins with %n point(s)!")
    assert (one.endswith("%n punkt!"), few.endswith("%n punkty!"), many.endswith("%n punktów!")) == (True,) * 3


def test_polish_says_please_wait_alike_in_both_games() -> None:
    assert offenders("pl", r"\bPoczekaj\b") == []


# ---- Czech -------------------------------------------------------------------------------------------------------


def test_czech_hint_is_rada_in_both_games_never_the_help_menus_napoveda() -> None:
    assert translated("cs", "Hint", "Carcassonne") == translated("cs", "Hint", "Game") == ["Rada"]
    hints = [(src, texts[0]) for _ctx, src, texts in table("cs") if src.startswith("Hint:")]
    assert hints and all(text.startswith("Rada:") for _src, text in hints), hints
    assert offenders("cs", r"Nápověd", CARCASSONNE) == []
    assert "<i>Rada</i>" in (HELP / "carcassonne_cs.html").read_text(encoding="utf-8")


def test_czech_tiles_are_laid_with_prikladat() -> None:
    assert offenders("cs", r"vyklád|vylož|položíte|položil|položen", CARCASSONNE) == []
    assert translated("cs", "%1 places a tile.") == ["%1 přikládá kartičku."]


def test_czech_player_counts_and_genders() -> None:
    assert translated("cs", "%1 to %2 players: tick the seats that play, and choose who plays each one.")[0].startswith(
        "Pro %1 až %2 hráčů"
    )
    # under "Cesta z 3 kartiček." or "Louka, která…": no pronoun with a gender
    assert not re.search(r"\b(ho|ji|je)\b", translated("cs", "Nobody holds it.")[0])
    assert not re.search(r"\bего\b|\bеё\b", translated("ru", "Nobody holds it.")[0])
    assert offenders("cs", r"k braní|podnos") == []


def test_czech_how_to_play_page_fixes() -> None:
    page = (ROOT / "resources" / "help" / "howto_cs.html").read_text(encoding="utf-8")
    assert "přiloží ho" not in page and "přiloží ji" in page
    assert "žeton <b>„Všechny země“</b>" in page


# ---- Russian ------------------------------------------------------------------------------------------------------


def test_russian_words() -> None:
    assert offenders("ru", r"колес") == []  # the mouse wheel is "колёсико", as in the help
    assert "колёсико" in translated("ru", "R or wheel: turn it")[0]
    assert "поле" not in translated("ru", "Show the whole play area (F).")[0]  # "поле" is the field
    assert offenders("ru", r"\b(слева|справа) от линии") == []  # "beside the route", not "at its end"
    assert offenders("ru", r"наград") == []  # scoring is not a reward
    assert offenders("ru", r"походил") == []
    assert offenders("ru", r"урок сейчас просит") == []


# ---- tooltips -----------------------------------------------------------------------------------------------------


def _literal(node: ast.expr) -> str | None:
    """The text of `tr("…")`, `Carcassonne.tr("…")` or `translate("Context", "…")`."""
    if not isinstance(node, ast.Call):
        return None
    name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
    if name not in ("tr", "translate"):
        return None
    args = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return args[-1] if args else None


def control_tooltips() -> list[str]:
    """The literal texts that the code gives as tooltips and that say what a control does (starting with a verb)."""
    found = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "setToolTip" and node.args:
                for arg in ast.walk(node.args[0]):
                    text = _literal(arg) if isinstance(arg, ast.expr) else None
                    if text is not None and text.split()[0] in VERBS:
                        found.append(text)
    return found


VERBS = {"Show", "Turn", "End", "Take", "Close", "Colour", "Zoom", "Leave", "Drag", "Play", "Pause"}
INFINITIVE = {"cs": re.compile(r"^\w+(t|ct)\b"), "ru": re.compile(r"^\w+(ть|ти|чь)(ся)?\b")}


@pytest.mark.parametrize("lang", ["cs", "ru"])
def test_tooltips_of_controls_are_in_the_infinitive(lang: str) -> None:
    tips = control_tooltips()
    assert len(tips) >= 15, tips
    wrong = [(tip, text) for tip in tips for text in translated(lang, tip) if not INFINITIVE[lang].match(text)]
    assert wrong == []


@pytest.mark.parametrize("lang", ["cs", "ru"])
def test_the_officials_tooltips_are_in_the_infinitive_too(lang: str) -> None:
    officials = re.compile(r"^(Postmaster|Administrator|Postal carrier|Cartwright): (after|before|score)")
    sources = [src for _ctx, src, _texts in table(lang, ("Game",)) if officials.match(src)]
    assert len(sources) == 4
    for source in sources:
        text = translated(lang, source, "Game")[0]
        assert not re.search(r"\w{2,}(te|те)\b", text), text  # no "vezměte", "возьмите"
        assert re.search(r"\w+(t|ть)\b", text.split(": ", 1)[1]), text
