"""Carcassonne's city forms, in tile units of the canonical rotation: each with its walls, the knight's place, the
shield's place and where little houses may stand (`thurntaxis.carcassonne.ui.tilegeometry` turns them into place)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CityForm:
    """A canonical city form: its sides, outline, walls, the knight's and the shield's places, and its houses."""

    sides: int  # the canonical sides (bit d for side d)
    outline: tuple[tuple[float, ...], ...]  # moveTo point, then lineTo (2 numbers) or cubicTo (6 numbers)
    walls: tuple[tuple[tuple[float, ...], ...], ...]  # open paths along the city's inner boundary
    anchor: tuple[float, float]
    shield: tuple[float, float]
    houses: tuple[tuple[float, float], ...]  # where little houses may stand (kept only where they fit)


_CAP_WALL = ((100, 0), (85, 14, 70, 28, 50, 28), (30, 28, 15, 14, 0, 0))
_CORNER_WALL = ((100, 0), (68, 28, 28, 68, 0, 100))
_BAND_TOP = ((0, 0), (30, 40, 70, 40, 100, 0))
_BAND_BOTTOM = ((100, 100), (70, 60, 30, 60, 0, 100))
_THREE_WALL = ((100, 100), (72, 56, 28, 56, 0, 100))

_CITY_FORMS = {
    1: CityForm(
        1, ((0, 0), (100, 0), *_CAP_WALL[1:]), (_CAP_WALL,), (50, 12), (74, 10), ((35, 12), (50, 14), (65, 12))
    ),
    2: CityForm(
        9,
        ((0, 0), (100, 0), *_CORNER_WALL[1:]),
        (_CORNER_WALL,),
        (29, 30),
        (12, 13),
        ((31, 12), (48, 12), (64, 12), (12, 31), (12, 48), (12, 64), (44, 26), (26, 44)),
    ),
    -2: CityForm(
        10,
        (*_BAND_TOP, (100, 100), *_BAND_BOTTOM[1:]),
        (_BAND_TOP, _BAND_BOTTOM),
        (35, 50),
        (66, 50),
        ((12, 33), (11, 50), (12, 67), (88, 33), (89, 50), (88, 67), (50, 40), (50, 60)),
    ),
    3: CityForm(
        11,
        ((0, 0), (100, 0), *_THREE_WALL),
        (_THREE_WALL,),
        (50, 32),
        (78, 44),
        ((16, 11), (33, 11), (50, 12), (67, 11), (84, 11), (12, 29), (88, 27), (12, 48), (29, 44), (70, 30), (12, 67)),
    ),
    4: CityForm(
        15,
        ((0, 0), (100, 0), (100, 100), (0, 100)),
        (),
        (50, 62),
        (50, 28),
        (
            (16, 12),
            (32, 13),
            (68, 13),
            (84, 12),
            (14, 32),
            (86, 32),
            (13, 52),
            (87, 52),
            (14, 72),
            (86, 72),
            (25, 88),
            (42, 89),
            (58, 89),
            (75, 88),
            (30, 36),
            (70, 40),
        ),
    ),
}


def city_form(mask: int) -> CityForm:
    """The canonical form of a city of these sides (turned into place by the caller)."""
    count = bin(mask).count("1")
    if count == 2 and mask in (5, 10):
        return _CITY_FORMS[-2]
    return _CITY_FORMS[count]
