"""Menu accelerators (the underlined letters, Alt+letter) in every language: unique in the menu bar and within
each menu, as the window really builds them and as Qt reads them (`QKeySequence.mnemonic`)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from tests.ui.conftest import speak
from thurntaxis.shell import i18n
from thurntaxis.shell.window import MainWindow


def accelerator(text: str) -> str | None:
    """The Alt+letter Qt itself reads from a menu text ("&&" is a literal ampersand); None when there is none."""
    return QKeySequence.mnemonic(text).toString() or None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """Accelerators used by more than one of `texts`, with those texts."""
    by_key: dict[str, list[str]] = {}
    for text in texts:
        key = accelerator(text)
        if key is not None:
            by_key.setdefault(key, []).append(text)
    return {k: v for k, v in by_key.items() if len(v) > 1}


@pytest.mark.parametrize("lang", [code for code, _name in i18n.LANGUAGES])
def test_accelerators_are_unique_within_each_menu(window: MainWindow, qm_dir, english, lang: str) -> None:  # type: ignore
    speak(lang, window)
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
