"""Thurn and Taxis's drawn examples for How to play (`thurntaxis.gameui.RulePicture`): a legal route and an
illegal play on a piece of the map with the route's cards, a scoring with its houses, and the four officials, made
by the table's own items (the map, the city cards, the officials' buttons), so the lands, the cities and the
officials' words follow the language."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from thurntaxis.gameui import RulePicture
from thurntaxis.kit import theme
from thurntaxis.taxis.rules import Board, standard_board
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.items import READABLE_TEXT_PX, CardItem
from thurntaxis.taxis.ui.mapgeometry import MAP_RECT, city_point, road_paths
from thurntaxis.taxis.ui.mapitems import RoadOverlay, build_map
from thurntaxis.taxis.ui.texts import city_name, land_name, official_help, official_name

ROUTE = ("Ulm", "Augsburg", "München")  # the How to play page's example: Mira's route
PLAYED = "Passau"  # ... and the card she plays at its right end
WRONG = "Kempten"  # a card that cannot go at the right end (no road from München), but can at the left (Ulm)
SCORED = ("Augsburg", "München", "Passau")  # the houses she places: every city of Baiern in her route
COLOUR = "blue"
CARDS_Y = MAP_RECT.bottom() + 200  # where the pictures' cards lie in the scene, clear of the map
SECTION_TURN, SECTION_OFFICIALS, SECTION_SCORING = 0, 1, 2  # the How to play page's sections (its <h2>s)
WIDTH, MAP_HEIGHT, CARD_ROW = 600, 280, 96  # a route picture's size, as designed


class _Table:
    """The map and the cards of a picture, in a scene of the table's own items."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.scene = QGraphicsScene()
        self.cities = {item.city: item for item in build_map(self.scene, board)}
        self.roads = road_paths(board)

    def city(self, name: str) -> int:
        return self.board.city_names.index(name)

    def road(self, one: str, other: str) -> QPainterPath:
        a, b = sorted((self.city(one), self.city(other)))
        return self.roads[(a, b)]

    def route(self, names: Sequence[str], colour: QColor, dashed: bool = False) -> None:
        """The roads between `names` drawn again in `colour` over the map; their cities marked as in a route."""
        pen = QPen(colour, 7, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        overlay = RoadOverlay(pen, 15)
        overlay.paths = [self.road(a, b) for a, b in itertools.pairwise(names)]
        self.scene.addItem(overlay)
        for name in names:
            self.cities[self.city(name)].in_route = True

    def cards(self, names: Sequence[str | None], lit: Sequence[str] = ()) -> list[CardItem]:
        """A row of the small city cards of `names` (None: a gap) under the map."""
        made = []
        for k, name in enumerate(names):
            if name is None:
                continue
            city = self.city(name)
            land = self.board.city_land[city]
            card = CardItem(
                city, city_name(self.board, city), land_name(self.board, land), theme.LAND_COLOURS[land], True
            )
            card.lit = name in lit
            card.setPos(k * (theme.SMALL_W + 10), CARDS_Y)
            self.scene.addItem(card)
            made.append(card)
        return made

    def around(self, names: Sequence[str], margin: float = 60) -> QRectF:
        """The piece of the map that shows the cities `names`."""
        box = QRectF()
        for name in names:
            point = city_point(self.board, self.city(name))
            box = box.united(QRectF(point.x() - margin * 1.4, point.y() - margin * 1.2, margin * 2.8, margin * 2.4))
        return box

    def paint(self, painter: QPainter, source: QRectF, target: QRectF) -> None:
        """The scene's `source` drawn into `target`, in its proportions, centred."""
        scale = min(target.width() / source.width(), target.height() / source.height())
        size = QRectF(0, 0, source.width() * scale, source.height() * scale)
        size.moveCenter(target.center())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.scene.render(painter, size, source)

    def card_row(self, count: int) -> QRectF:
        """The scene's rectangle of a row of `count` small cards."""
        return QRectF(-6, CARDS_Y - 6, count * (theme.SMALL_W + 10) + 2, theme.SMALL_H + 14)


def _cross(painter: QPainter, at: QPointF, size: float) -> None:
    """A red cross: this play is refused."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for colour, width in ((QColor("#ffffff"), size * 0.34), (QColor("#b03a2e"), size * 0.2)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        half = size / 2
        painter.drawLine(at + QPointF(-half, -half), at + QPointF(half, half))
        painter.drawLine(at + QPointF(-half, half), at + QPointF(half, -half))
    painter.restore()


def _paint_legal(painter: QPainter) -> None:
    table = _Table(standard_board())
    table.route([*ROUTE, PLAYED], QColor(theme.PLAYER_COLOURS[COLOUR]))
    table.cards([*ROUTE, PLAYED], lit=(PLAYED,))
    table.paint(painter, table.around([*ROUTE, PLAYED]), QRectF(0, 0, WIDTH, MAP_HEIGHT))
    table.paint(painter, table.card_row(4), QRectF(0, MAP_HEIGHT + 4, WIDTH, CARD_ROW))


def _paint_illegal(painter: QPainter) -> None:
    table = _Table(standard_board())
    table.route(ROUTE, QColor(theme.PLAYER_COLOURS[COLOUR]))
    table.route((WRONG, ROUTE[0]), theme.LEGAL, dashed=True)  # where it may go: Ulm, the left end
    table.cards([WRONG, *ROUTE, WRONG], lit=())
    source = table.around([*ROUTE, WRONG])
    target = QRectF(0, 0, WIDTH, MAP_HEIGHT)
    table.paint(painter, source, target)
    # the way that does not exist, München to Kempten, crossed out
    scale = min(target.width() / source.width(), target.height() / source.height())
    offset = target.center() - source.center() * scale

    def on_map(name: str) -> QPointF:
        return city_point(table.board, table.city(name)) * scale + offset

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#b03a2e"), 4, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(on_map(ROUTE[-1]), on_map(WRONG))
    painter.restore()
    _cross(painter, (on_map(ROUTE[-1]) + on_map(WRONG)) / 2, 22)
    row = QRectF(0, MAP_HEIGHT + 4, WIDTH, CARD_ROW)
    table.paint(painter, table.card_row(5), row)
    step = row.height() / (theme.SMALL_H + 14) * (theme.SMALL_W + 10)
    left = row.center().x() - 2.5 * step
    _cross(painter, QPointF(left + 4.78 * step, row.top() + row.height() * 0.24), 22)  # at the right end: refused
    painter.save()
    painter.setPen(QPen(theme.LEGAL, 4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(left + 0.04 * step, row.top() + 2, step * 0.92, row.height() - 4), 8, 8)
    painter.restore()


def _paint_scoring(painter: QPainter) -> None:
    table = _Table(standard_board())
    table.route([*ROUTE, PLAYED], QColor(theme.PLAYER_COLOURS[COLOUR]))
    for name in SCORED:
        table.cities[table.city(name)].houses = [(COLOUR, theme.MARKS[COLOUR])]
    table.cards([*ROUTE, PLAYED])
    table.paint(painter, table.around([*ROUTE, PLAYED]), QRectF(0, 0, WIDTH, MAP_HEIGHT))
    table.paint(painter, table.card_row(4), QRectF(0, MAP_HEIGHT + 4, WIDTH, CARD_ROW))


def _paint_officials(painter: QPainter) -> None:
    scene = QGraphicsScene()
    specs = ((POSTMASTER, "#e9d8a6"), (ADMINISTRATOR, "#d8c7e9"), (POSTAL_CARRIER, "#c7e2e9"), (CARTWRIGHT, "#e9cfc0"))
    for k, (official, colour) in enumerate(specs):  # as on the table (`thurntaxis.taxis.ui.scene`)
        button = ButtonItem(
            official, 196, 104, official_name(official), official_help(official).split(":", 1)[1].strip(), colour
        )
        button.title_px = button.subtitle_px = button.floor_px = READABLE_TEXT_PX
        button.setPos((k % 2) * 204, (k // 2) * 110)
        scene.addItem(button)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, 420, 230), QRectF(-4, -10, 420, 230))


def _filled(text: str, board: Board, *names: str) -> str:
    """A caption with the cities `names` (%1, %2...) in the current language; %9: the land of the last of them."""
    for k, name in enumerate(names, 1):
        text = text.replace(f"%{k}", city_name(board, board.city_names.index(name)))
    last = board.city_names.index(names[-1])
    return text.replace("%9", land_name(board, board.city_land[last]))


def rule_pictures() -> list[RulePicture]:
    """The drawn examples, in the current language."""
    board = standard_board()
    height = MAP_HEIGHT + 4 + CARD_ROW
    between = QCoreApplication.translate("RulePictures", " – ", "between the cities of a route")  # (a no-break space)

    def route_of(names: Sequence[str]) -> str:
        return between.join(city_name(board, board.city_names.index(name)) for name in names)

    route = route_of(ROUTE)
    legal = QCoreApplication.translate(
        "RulePictures", "A route: %R. %4 may go at the right end, because %3 has a road to %4."
    ).replace("%R", route)
    illegal = QCoreApplication.translate(
        "RulePictures",
        "%5 may not go at the right end: there is no road from %3 to %5. At the left end it may, because %1 has "
        "a road to %5.",
    )
    scoring = QCoreApplication.translate(
        "RulePictures",
        "Mira scores %R. She places a house in every city of %9 in the route (%2, %3, %4) and takes carriage 3.",
    ).replace("%R", route_of([*ROUTE, PLAYED]))
    return [
        RulePicture(SECTION_TURN, _filled(legal, board, *ROUTE, PLAYED), WIDTH, height, _paint_legal),
        RulePicture(SECTION_TURN, _filled(illegal, board, *ROUTE, PLAYED, WRONG), WIDTH, height, _paint_illegal),
        RulePicture(
            SECTION_OFFICIALS,
            QCoreApplication.translate(
                "RulePictures", "The four officials, as on the table: you may call one of them in each turn."
            ),
            420,
            230,
            _paint_officials,
        ),
        RulePicture(SECTION_SCORING, _filled(scoring, board, *ROUTE, PLAYED), WIDTH, height, _paint_scoring),
    ]


def credits() -> str:
    """The board game's authors and year, translated."""
    return QCoreApplication.translate(
        "RulePictures", "A board game by Karen and Andreas Seyfarth, published by Hans im Glück in 2006."
    )
