"""The Qt Linguist files: complete, in step with the code, placeholders kept, board names per the glossary."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import pytest

from tests.i18n.conftest import ENGLISH, LANGS, ROOT, TS, messages, tool
from thurntaxis.taxis.rules import standard_board

PLACEHOLDER = re.compile(r"%(?:\d|n)")
FORMS = {"pl": 3, "cs": 3, "ru": 3, "de": 2}


def translations(message) -> list[str]:  # type: ignore[no-untyped-def]
    t = message.find("translation")
    if message.get("numerus") == "yes":
        return [f.text or "" for f in t.findall("numerusform")]
    return [t.text or ""]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_finished(lang: str) -> None:
    found = messages(TS[lang])
    assert len(found) > 250
    for ctx, m in found:
        t = m.find("translation")
        assert t is not None and t.get("type") is None, (lang, ctx, m.findtext("source"), t.get("type"))
        texts = translations(m)
        assert all(texts), (lang, ctx, m.findtext("source"))
        if m.get("numerus") == "yes":
            assert len(texts) == FORMS[lang], (lang, m.findtext("source"))


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_are_kept(lang: str) -> None:
    for ctx, m in messages(TS[lang]):
        source = m.findtext("source") or ""
        for text in translations(m):
            assert sorted(set(PLACEHOLDER.findall(text))) == sorted(set(PLACEHOLDER.findall(source))), (
                lang,
                ctx,
                source,
                text,
            )
            assert text.count("&") == source.count("&"), (lang, source, text)  # menu accelerators


def _keys(path: Path) -> set[tuple[str, str, str, bool]]:
    return {
        (ctx, m.findtext("source") or "", m.findtext("comment") or "", m.get("numerus") == "yes")
        for ctx, m in messages(path)
    }


# as `make i18n-update` reads them: the window shell, the kit, each game's table, the registry's game names, the
# games' own figures of the statistics
SOURCES = sorted(
    [
        *(ROOT / "thurntaxis" / "shell").glob("*.py"),
        *(ROOT / "thurntaxis" / "netui").glob("*.py"),
        *(ROOT / "thurntaxis" / "kit").glob("*.py"),
        *(ROOT / "thurntaxis" / "taxis" / "ui").glob("*.py"),
        *(ROOT / "thurntaxis" / "carcassonne" / "ui").glob("*.py"),
        ROOT / "thurntaxis" / "games.py",
        *(ROOT / "thurntaxis").glob("*/stats.py"),
    ]
)


def test_ts_files_hold_exactly_the_texts_of_the_code(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh_pl.ts"
    subprocess.run(
        [tool("pyside6-lupdate"), *map(str, SOURCES), "-no-obsolete", "-silent", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    expected = _keys(fresh)
    for lang in LANGS:
        assert _keys(TS[lang]) == expected, (lang, _keys(TS[lang]) ^ expected)
    assert _keys(ENGLISH) == {k for k in expected if k[3]}  # English: every plural text, nothing else


def test_every_context_is_one_the_code_translates_in() -> None:
    """lupdate files a text under the class it is written in, or under the qualifier of a `Name.tr(...)` call, or
    under no context at all for a bare `tr(...)`; the program looks it up under its class or its translate()
    context. A context that is no class of the code and no translate() context is a text that never shows translated
    (the Carcassonne page's texts once were: lupdate filed them under "" and "texts", the page asked "Carcassonne")."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in SOURCES)
    classes = set(re.findall(r"^\s*class (\w+)\b", code, re.M))
    literal = {ctx for ctx, _text, _self in CALLS.findall(code) if ctx}
    contexts = {ctx for ctx, _m in messages(TS["pl"])}
    assert contexts - classes - literal == set()
    assert {"Carcassonne", "CarcassonneCounts", "MainWindow", "Game"} <= contexts


def test_english_plural_forms() -> None:
    found = messages(ENGLISH)
    assert found and all(m.get("numerus") == "yes" for _c, m in found)
    for _ctx, m in found:
        one, many = translations(m)
        assert m.find("translation").get("type") is None
        assert "(s)" not in one + many and PLACEHOLDER.findall(one) == PLACEHOLDER.findall(m.findtext("source"))


# Literal translation calls, read with a regular expression, as a check on lupdate's own parser (which skips
# some calls, e.g. translate() with a function call among its arguments).
CALLS = re.compile(
    r'(?:translate|QT_TRANSLATE_NOOP)\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"|self\.tr\(\s*"((?:[^"\\]|\\.)*)"'
)


def test_every_literal_text_of_the_code_is_in_the_ts_files() -> None:
    keys = {(ctx, src) for ctx, src, _c, _n in _keys(TS["pl"])}
    plain = {src for _ctx, src in keys}
    count = 0
    for path in SOURCES:
        for ctx, text, self_text in CALLS.findall(path.read_text(encoding="utf-8")):
            if "{" in text or "{" in self_text:
                continue
            source = ast.literal_eval('"' + (text or self_text) + '"')
            count += 1
            # a text continued on the next line (implicit concatenation) is matched by its start
            if ctx:
                assert any(c == ctx and s.startswith(source) for c, s in keys), (path.name, ctx, source)
            else:
                assert any(s.startswith(source) for s in plain), (path.name, source)
    assert count > 250


def _board_translations(lang: str) -> dict[str, str]:
    return {m.findtext("source") or "": translations(m)[0] for ctx, m in messages(TS[lang]) if ctx == "Board"}


def test_board_names_per_glossary() -> None:
    board = standard_board()
    names = set(board.city_names) | set(board.land_names)
    for lang in LANGS:
        assert set(_board_translations(lang)) == names, lang
    ru = _board_translations("ru")
    assert all(re.fullmatch(r"[А-Яа-яЁё \-]+", v) for v in ru.values()), ru
    assert ru["Carlsruhe"] == "Карлсруэ" and ru["Hohenzollern"] == "Гогенцоллерн" and ru["Böhmen"] == "Богемия"
    assert _board_translations("cs") == {n: n for n in names}  # the Czech edition keeps the German names
    assert _board_translations("de") == {n: n for n in names}
    # Polish: the board's German names, except the three cities the rulebook's prose writes in Polish
    polish = {"Nürnberg": "Norymberga", "Regensburg": "Ratyzbona", "Carlsruhe": "Karlsruhe"}
    assert _board_translations("pl") == {n: polish.get(n, n) for n in names}


GLOSSARY = {  # the officials as each rulebook names them
    "pl": ("Naczelnik", "Rządca", "Kurier", "Rzemieślnik"),
    "cs": ("Poštmistr", "Správce", "Pošťák", "Kolář"),
    "ru": ("Почтмейстер", "Администратор", "Гонец", "Каретник"),
    "de": ("Postmeister", "Amtmann", "Postillion", "Wagner"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_officials_use_the_rulebook_words(lang: str) -> None:
    found = {m.findtext("source"): translations(m)[0] for ctx, m in messages(TS[lang]) if ctx == "Game"}
    assert tuple(found[o] for o in ("Postmaster", "Administrator", "Postal carrier", "Cartwright")) == GLOSSARY[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_left_in_translations(lang: str) -> None:
    """Translations that equal the English source are only names, numbers or words spelled alike."""
    alike = {
        "%1: ",
        "%1: %2",
        "Start",
        "Anna",
        "Bruno",
        "Mira",
        "Hand: %1",
        "Route: %1",
        "Computer",
        "Name",
        "Normal",
        "Alex",
        "Clara",
        "Dora",
        "Emil",
        "Computer: %1",
        " s",
        "Carcassonne",
        "+%n",
        "Linz",
        "Kempten",
        "Ulm",
        "Stuttgart",
        "Innsbruck",
        "Salzburg",
        "Sigmaringen",
        "Mannheim",
        "Ingolstadt",
        "Augsburg",
        "Würzburg",
        "Hohenzollern",
        "Tyrol",
        "Baden",
        "Passau",
        " – ",  # between the cities of a route (after a no-break space)
        "Version %1 (Qt %2, Qt for Python %3, Python %4)",
    }
    for ctx, m in messages(TS[lang]):
        source = m.findtext("source") or ""
        if ctx == "Board" or source in alike:
            continue
        for text in translations(m):
            assert text != source, (lang, ctx, source)


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_list_names_the_first_game_by_its_editions_title(lang: str) -> None:
    """The new-game dialog's list and the program's name call the games alike: by their editions' titles (the
    first words of a long one, as the Russian), and the program's name names both."""
    found = {(ctx, m.findtext("source")): translations(m)[0] for ctx, m in messages(TS[lang])}
    program = found[("MainWindow", "Thurn and Taxis & Carcassonne")]
    taxis, carcassonne = found[("Games", "Thurn and Taxis")], found[("Games", "Carcassonne")]
    assert program == f"{taxis.split(':')[0]} & {carcassonne}", (lang, program)
