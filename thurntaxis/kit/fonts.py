"""The game's own typefaces: DejaVu Sans and Sans Condensed (each also bold), Serif Bold and Serif Condensed Bold
are shipped in resources/fonts and registered with Qt, so every system shows the same letters (Polish, Czech and
Cyrillic included) whatever fonts it has."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from thurntaxis.paths import resource

SANS = "DejaVu Sans"
SANS_CONDENSED = "DejaVu Sans Condensed"  # for lands' names and descriptions in narrow places
SERIF = "DejaVu Serif"
SERIF_CONDENSED = "DejaVu Serif Condensed"  # for long names on narrow cards
FILES = (
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSansCondensed.ttf",
    "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSerif-Bold.ttf",
    "DejaVuSerifCondensed-Bold.ttf",
)

_registered: list[str] = []


def register() -> list[str]:
    """Register the bundled fonts once (needs a QGuiApplication); the families registered. A missing or broken file
    is skipped: Qt then falls back to a system font and the game still runs."""
    if not _registered:
        for name in FILES:
            font_id = QFontDatabase.addApplicationFont(str(resource("fonts") / name))
            if font_id >= 0:
                _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    return list(_registered)
