"""The replays' worths are written as the language writes decimals: a point in English, a comma in Polish, Czech,
Russian and German (the labels read "Zagrano −10.3" in Polish), with a true minus sign."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from thurntaxis.kit.advicelabel import signed


@pytest.fixture(autouse=True)
def _default_locale() -> Iterator[None]:
    before = QLocale()
    yield
    QLocale.setDefault(before)


@pytest.mark.parametrize(
    ("lang", "minus", "plus"),
    [
        ("en", "\u221210.3", "+5.3"),
        ("pl", "\u221210,3", "+5,3"),
        ("cs", "\u221210,3", "+5,3"),
        ("ru", "\u221210,3", "+5,3"),
    ],
)
def test_worths_take_the_languages_decimal_mark_and_a_true_minus(lang: str, minus: str, plus: str) -> None:
    QLocale.setDefault(QLocale(lang))
    assert signed(-10.3) == minus and signed(5.25) == plus
    assert signed(0.04) == signed(-0.04) == QLocale().toString(0.0, "f", 1)  # no sign on a worth of nothing
