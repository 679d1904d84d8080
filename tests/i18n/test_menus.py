"""Menu accelerators (the underlined letters, Alt+letter) in every language: unique in the menu bar and within
each menu, as the window really builds them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu

from thurntaxis.shell import i18n
from thurntaxis.shell.window import MainWindow


def accelerator(text: str) -> str | None:
    """The letter after a single '&' ("&&" is a literal ampersand), lower-cased; None when there is none."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """Accelerator letters used by more than one of `texts`, with those texts."""
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        letter = accelerator(text)
        if letter is not None:
            by_letter.setdefault(letter, []).append(text)
    return {k: v for k, v in by_letter.items() if len(v) > 1}


def test_accelerator_parsing() -> None:
    assert accelerator("Zamknij z pomocą Rze&mieślnika") == "m"
    assert accelerator("Save && &quit") == "q"
    assert accelerator("Show my hand") is None
    assert clashes(["&Nowa gra", "Zacznij &nową trasę", "&Zapisz"]) == {"n": ["&Nowa gra", "Zacznij &nową trasę"]}


@pytest.mark.parametrize("lang", [code for code, _name in i18n.LANGUAGES])
def test_accelerators_are_unique_within_each_menu(window: MainWindow, qm_dir, english, lang: str) -> None:  # type: ignore
    assert window.set_language(lang) == lang
    bar = window.menuBar().actions()
    assert len(bar) >= 4
    problems = {"menu bar": clashes([a.text() for a in bar])} if clashes([a.text() for a in bar]) else {}
    for top in bar:
        menu = top.menu()
        assert isinstance(menu, QMenu)
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert all(accelerator(t) for t in texts if "&" in t)
        found = clashes(texts)
        if found:
            problems[top.text()] = found
    assert not problems, (lang, problems)
