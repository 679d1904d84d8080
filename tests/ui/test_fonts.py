"""The bundled fonts: shipped with their licence, registered with Qt, and covering every language's letters."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QRawFont

from thurntaxis.kit import fonts
from thurntaxis.paths import resource

LETTERS = (
    "ĄąĆćĘęŁłŃńÓóŚśŹźŻż ČčĎďĚěŇňŘřŠšŤťŮůŽžÁáÍíÝý ÄäÖöÜüß —«»"
    "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
)


def test_the_fonts_and_their_licence_are_shipped() -> None:
    folder = resource("fonts")
    for name in fonts.FILES:
        assert (folder / name).stat().st_size > 100_000
    assert "Bitstream" in (folder / "LICENSE.txt").read_text(encoding="utf-8")


def test_every_letter_of_every_language_is_in_the_fonts(qapp) -> None:  # type: ignore[no-untyped-def]
    for name in fonts.FILES:
        raw = QRawFont(str(resource("fonts") / name), 12)
        assert raw.isValid(), name
        missing = [ch for ch in LETTERS if ch != " " and not raw.supportsCharacter(ord(ch))]
        assert not missing, (name, missing)


def test_the_fonts_are_registered_and_used(qapp) -> None:  # type: ignore[no-untyped-def]
    families = fonts.register()
    assert {fonts.SANS, fonts.SERIF, fonts.SERIF_CONDENSED} <= set(families)
    for family, weight in (
        (fonts.SANS, QFont.Weight.Normal),
        (fonts.SANS, QFont.Weight.Bold),
        (fonts.SERIF, QFont.Weight.Bold),
        (fonts.SERIF_CONDENSED, QFont.Weight.Bold),
    ):
        info = QFontInfo(QFont(family, 10, weight))
        assert info.family() == family
