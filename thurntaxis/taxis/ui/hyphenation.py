"""Where the long city and land names may break over two lines on a card, in every language of the game: each entry
is the name with its break points marked by "-" (a name keeps its own hyphens nowhere: none of them has one). A name
that fits on one line is never broken; one that does not is broken at the mark nearest its middle that fits, with a
hyphen at the end of the first line."""

from __future__ import annotations

_MARKED = (
    # German names (English, German, Czech and most Polish names are the German ones)
    "Augs-burg",
    "Bud-weis",
    "Carls-ruhe",
    "Frei-burg",
    "Ingol-stadt",
    "Inns-bruck",
    "Karls-ruhe",
    "Kemp-ten",
    "Mann-heim",
    "Mün-chen",
    "Nürn-berg",
    "Re-gens-burg",
    "Salz-burg",
    "Sig-ma-rin-gen",
    "Stutt-gart",
    "Würz-burg",
    "Pas-sau",
    "Pil-sen",
    "Zü-rich",
    "Würt-tem-berg",
    "Ho-hen-zol-lern",
    "Schweiz",
    "Böh-men",
    "Bai-ern",
    # Polish
    "No-rym-berga",
    "Ra-ty-zbo-na",
    # Russian
    "Аугс-бург",
    "Буд-вайс",
    "Ин-голь-штадт",
    "Инс-брук",
    "Карлс-руэ",
    "Кемп-тен",
    "Ман-гейм",
    "Мюн-хен",
    "Нюрн-берг",
    "Ре-генс-бург",
    "Зальц-бург",
    "Зиг-ма-рин-ген",
    "Штут-гарт",
    "Вюрц-бург",
    "Фрай-бург",
    "Пль-зень",
    "Го-ген-цол-лерн",
    "Вюр-тем-берг",
    "Швей-ца-рия",
    "Бо-ге-мия",
    "Ба-ва-рия",
)

BREAKS: dict[str, tuple[int, ...]] = {}
for _marked in _MARKED:
    _parts = _marked.split("-")
    BREAKS["".join(_parts)] = tuple(sum(len(p) for p in _parts[:k]) for k in range(1, len(_parts)))


def two_lines(name: str) -> list[str]:
    """The ways `name` may be written on two lines ("Regens-\nburg"), the most even first; none for a name without
    marked breaks."""
    middle = len(name) / 2
    points = sorted(BREAKS.get(name, ()), key=lambda at: abs(at - middle))
    return [f"{name[:at]}-\n{name[at:]}" for at in points]
