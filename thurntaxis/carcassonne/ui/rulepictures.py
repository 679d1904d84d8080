"""Carcassonne's drawn examples for How to play (`thurntaxis.gameui.RulePicture`): a city, a road, a cloister and
a farm as they score, laid with the table's own tile and follower painters, each with the points it earns."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from thurntaxis.carcassonne.ui.pieces import COLOURS, lies, paint_follower
from thurntaxis.carcassonne.ui.tilepaint import paint_segments, paint_tile, segment_anchor
from thurntaxis.gameui import RulePicture
from thurntaxis.kit import fonts

TILE = 100.0  # a tile's side in a picture, in pixels
SECTION_SCORING, SECTION_FINAL = 2, 3  # the How to play page's sections (its <h2>s)

# (x, y, tile letter, rotation) of each example, and its follower: (x, y, segment, colour)
Laid = tuple[tuple[int, int, str, int], ...]
CITY: Laid = ((0, 0, "E", 2), (0, 1, "F", 1), (0, 2, "E", 0))
CITY_FOLLOWER = (0, 1, "city:NS", "red")
CITY_LIT = ((0, 0, "city:S"), (0, 1, "city:NS"), (0, 2, "city:N"))  # the feature that scores, on each tile
ROAD: Laid = ((0, 0, "W", 0), (1, 0, "U", 1), (2, 0, "W", 2))
ROAD_FOLLOWER = (1, 0, "road:EW", "blue")
ROAD_LIT = ((0, 0, "road:E"), (1, 0, "road:EW"), (2, 0, "road:W"))
CLOISTER: Laid = (
    (0, 0, "E", 0),
    (1, 0, "E", 0),
    (2, 0, "E", 0),
    (0, 1, "E", 3),
    (1, 1, "A", 0),
    (2, 1, "E", 1),
    (0, 2, "E", 2),
    (1, 2, "U", 0),
    (2, 2, "E", 2),
)
CLOISTER_FOLLOWER = (1, 1, "monastery", "green")
CLOISTER_LIT = ((1, 1, "monastery"),)
FARM: Laid = ((0, 0, "E", 1), (1, 0, "H", 0), (2, 0, "E", 3), (0, 1, "U", 1), (1, 1, "U", 1), (2, 1, "U", 1))
FARM_FOLLOWER = (1, 0, "field:n1n2s1s2", "yellow")
FARM_LIT = ((0, 0, "city:E"), (1, 0, "city:W"), (1, 0, "city:E"), (2, 0, "city:W"))  # the cities it touches


def _size(laid: Laid) -> tuple[int, int]:
    """A picture's width and height: its tiles, and room for the points beside them."""
    columns = max(x for x, _y, _t, _r in laid) + 1
    rows = max(y for _x, y, _t, _r in laid) + 1
    return round(columns * TILE + 2 * TILE * 0.9), round(rows * TILE + 8)


def _painter(
    laid: Laid, follower: tuple[int, int, str, str], lit: tuple[tuple[int, int, str], ...], points: int
) -> tuple[int, int, Callable[[QPainter], None]]:
    width, height = _size(laid)
    left = TILE * 0.9  # the tiles in the middle, the points on the right

    def paint(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fx, fy, segment, colour = follower
        for x, y, tile, rotation in laid:
            rect = QRectF(left + x * TILE, 4 + y * TILE, TILE, TILE)
            paint_tile(painter, rect, tile, rotation)
        # the feature that scores, lit in its owner's colour on every tile it covers
        for x, y, tile, rotation in laid:
            rect = QRectF(left + x * TILE, 4 + y * TILE, TILE, TILE)
            names = [name for lx, ly, name in lit if (lx, ly) == (x, y)]
            if names:
                paint_segments(painter, rect, tile, rotation, names, QColor(COLOURS[colour]))
        rect = QRectF(left + fx * TILE, 4 + fy * TILE, TILE, TILE)
        tile, rotation = next((t, r) for x, y, t, r in laid if (x, y) == (fx, fy))
        paint_follower(painter, segment_anchor(tile, rotation, segment, rect), TILE * 0.34, colour, lies(segment))
        _paint_points(painter, QRectF(left + (width - 2 * left) + 8, 4, left - 12, height - 8), points, colour)

    return width, height, paint


def _paint_points(painter: QPainter, area: QRectF, points: int, colour: str) -> None:
    """The points the example scores, "+8", on a disc of the follower's colour."""
    fill = QColor(COLOURS[colour])
    side = min(area.width(), 64.0)
    disc = QRectF(0, 0, side, side)
    disc.moveCenter(area.center())
    painter.save()
    painter.setPen(QPen(QColor("#141414"), 2))
    painter.setBrush(fill)
    painter.drawEllipse(disc)
    font = QFont(fonts.SANS)
    font.setPixelSize(round(side * 0.4))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#141414") if fill.lightness() > 140 else QColor("#ffffff"))
    painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), f"+{points}")
    painter.restore()


def rule_pictures() -> list[RulePicture]:
    """The drawn examples, in the current language."""
    made = []
    for section, laid, follower, lit, points, caption in (
        (
            SECTION_SCORING,
            CITY,
            CITY_FOLLOWER,
            CITY_LIT,
            8,
            QCoreApplication.translate(
                "RulePictures",
                "A completed city of 3 tiles with 1 shield: 2 points per tile and 2 per shield, 8 points.",
            ),
        ),
        (
            SECTION_SCORING,
            ROAD,
            ROAD_FOLLOWER,
            ROAD_LIT,
            3,
            QCoreApplication.translate(
                "RulePictures",
                "A completed road of 3 tiles, from crossroads to crossroads: 1 point per tile, 3 points.",
            ),
        ),
        (
            SECTION_SCORING,
            CLOISTER,
            CLOISTER_FOLLOWER,
            CLOISTER_LIT,
            9,
            QCoreApplication.translate(
                "RulePictures",
                "A monastery surrounded by 8 tiles: 1 point for its own tile and 1 for each around it, 9 points.",
            ),
        ),
        (
            SECTION_FINAL,
            FARM,
            FARM_FOLLOWER,
            FARM_LIT,
            6,
            QCoreApplication.translate(
                "RulePictures", "At the end, a farmer's field touches 2 completed cities: 3 points for each, 6 points."
            ),
        ),
    ):
        width, height, paint = _painter(laid, follower, lit, points)
        made.append(RulePicture(section, caption, width, height, paint))
    return made


def credits() -> str:
    """The board game's author and year, translated."""
    return QCoreApplication.translate(
        "RulePictures", "A board game by Klaus-Jürgen Wrede, published by Hans im Glück in 2000."
    )
