"""The network dialogs' keyboard accelerators (Alt+letter) are unique within each dialog, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from tests.ui.conftest import speak
from thurntaxis.netui.hostdialog import HostDialog
from thurntaxis.netui.joindialog import JoinDialog
from thurntaxis.shell import i18n


def _letters(dialog: object) -> list[str]:
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]  # type: ignore[attr-defined]
    texts += [w.text() for w in dialog.findChildren(QAbstractButton)]  # type: ignore[attr-defined]
    letters = []
    for text in texts:
        at = text.replace("&&", "").find("&")
        if at >= 0:
            letters.append(text.replace("&&", "")[at + 1].lower())
    return letters


@pytest.mark.parametrize("lang", ["en", "pl", "cs", "ru", "de"])
def test_accelerators_are_unique_in_each_dialog(qtbot, window, lang: str) -> None:  # type: ignore[no-untyped-def]
    speak(lang)
    try:
        for dialog in (HostDialog(window), JoinDialog(window)):
            qtbot.addWidget(dialog)
            letters = _letters(dialog)
            assert len(letters) >= 4 and len(letters) == len(set(letters)), (lang, type(dialog).__name__, letters)
    finally:
        i18n.install("en")
