"""What the map lights up: the player's own route drawn as a path over its roads, and the roads of what the
player points at (a city: all its roads; a hand card: its city and the roads to the ends of the route)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from thurntaxis.kit import theme
from thurntaxis.taxis.rules import Board
from thurntaxis.taxis.ui.mapitems import CityItem, RoadOverlay


def _pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class MapLighting:
    """The two overlays on the map and what they show."""

    def __init__(
        self,
        scene: QGraphicsScene,
        board: Board,
        roads: dict[tuple[int, int], QPainterPath],
        cities: Sequence[CityItem],
    ) -> None:
        self.board = board
        self.roads = roads
        self.cities = cities
        self.route = RoadOverlay(_pen(QColor(0, 0, 0, 0), 9), -6)
        self.pointed = RoadOverlay(_pen(QColor(theme.HIGHLIGHT), 7), -5)
        scene.addItem(self.route)
        scene.addItem(self.pointed)
        self.route_cities: list[int] = []
        self.lit_cities: set[int] = set()  # plates lit by pointing (not by house options)

    def road(self, a: int, b: int) -> QPainterPath | None:
        """The road between two cities, if there is one."""
        return self.roads.get((min(a, b), max(a, b)))

    def show_route(self, route: Sequence[int], colour: str | None) -> None:
        """Draw `route` (cities in order) as a path in the player's colour over the roads it runs along."""
        self.route_cities = list(route)
        paths = [p for a, b in pairwise(route) if (p := self.road(a, b)) is not None]
        if colour is not None:
            ink = QColor(theme.PLAYER_COLOURS[colour])
            ink.setAlpha(170)
            self.route.pen = _pen(ink, 9)
        self.route.paths = paths

    def point_at_city(self, city: int | None) -> None:
        """Light every road of `city` (None: nothing)."""
        if city is None:
            self._light([], set())
            return
        paths = [p for (a, b), p in self.roads.items() if city in (a, b)]
        self._light(paths, {city})

    def point_at_card(self, city: int | None) -> None:
        """Light the city of a hand card and the roads from it to the ends of the route (None: nothing)."""
        if city is None:
            self._light([], set())
            return
        ends = {self.route_cities[0], self.route_cities[-1]} if self.route_cities else set()
        paths = [p for end in ends if (p := self.road(city, end)) is not None]
        self._light(paths, {city} | {end for end in ends if self.road(city, end) is not None})

    def _light(self, paths: list[QPainterPath], cities: set[int]) -> None:
        self.pointed.paths = paths
        for city in self.lit_cities - cities:
            self.cities[city].pointed = False
        for city in cities:
            self.cities[city].pointed = True
        self.lit_cities = cities
