"""The map, drawn from the board data: land regions, roads, land names and city plates with houses."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from thurntaxis.kit import theme
from thurntaxis.taxis.rules import Board
from thurntaxis.taxis.ui.items import Drawn, paint_house, rounded
from thurntaxis.taxis.ui.mapgeometry import (
    MAP_RECT,
    ROAD_WIDTH,
    LandLabel,
    city_point,
    map_layout,
    road_paths,
    road_shapes,
)
from thurntaxis.taxis.ui.texts import city_name, land_name


class CityItem(QGraphicsObject):
    """A city's plate on the map, with the houses on it; emits `clicked` and, pointed at, `hovered` (with itself), so
    its roads can light up. Its tooltip names it and its land."""

    clicked = Signal(object)
    hovered = Signal(object, bool)
    houses = Drawn[list[tuple[str, str]]]()  # (colour, mark) per player with a house here
    lit = Drawn[bool]()  # it can take a house now
    preview = Drawn[bool]()  # lit as part of a house option being looked at
    pointed = Drawn[bool]()  # lit because the player points at it, or at a card of it
    in_route = Drawn[bool]()  # in the player's route

    def __init__(self, board: Board, city: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.city = city
        self.name = city_name(board, city)
        self.colour = QColor(theme.LAND_COLOURS[board.city_land[city]])
        font = theme.font(14, True)
        self._font = font
        width = QFontMetricsF(font).horizontalAdvance(self.name) + 14
        self.rect = QRectF(-width / 2, -13, width, 26)
        self.houses = []
        self.lit = self.preview = self.pointed = self.in_route = False
        self.setPos(city_point(board, city))
        self.setZValue(20)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"{self.name} \u2014 {land_name(board, board.city_land[city])}")

    def hoverEnterEvent(self, event: object) -> None:
        self.hovered.emit(self, True)

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered.emit(self, False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 30)

    def set_state(self, houses: list[tuple[str, str]], lit: bool, in_route: bool) -> None:
        """Show the houses on the city, whether it can take a house now, and whether it is in the route."""
        self.houses, self.lit, self.in_route = houses, lit, in_route

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.lit or self.preview or self.pointed:
            glow = theme.LEGAL if self.lit else theme.HIGHLIGHT
            painter.setPen(Qt.PenStyle.NoPen)
            for k, alpha in ((9, 60), (6, 90), (3, 140)):
                c = QColor(glow)
                c.setAlpha(alpha)
                painter.setBrush(c)
                painter.drawPath(rounded(r.adjusted(-k, -k, k, k), 8 + k))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(rounded(r.translated(1.5, 2.5), 7))
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#ffffff") if self.in_route else QColor("#3b2f22"), 3 if self.in_route else 1.4))
        painter.drawPath(rounded(r, 7))
        painter.setPen(theme.text_on(self.colour))
        painter.setFont(self._font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.name)
        n = len(self.houses)
        for k, (colour, mark) in enumerate(self.houses):
            x = (k - (n - 1) / 2) * 19
            paint_house(painter, QColor(theme.PLAYER_COLOURS[colour]), mark, 17, QPointF(x, r.bottom() + 12))


class RoadOverlay(QGraphicsItem):
    """Some roads drawn again over the map in one pen: the player's own route, or the roads being pointed at."""

    pen = Drawn[QPen]()
    paths = Drawn[list[QPainterPath]]()  # the roads drawn (none: nothing)

    def __init__(self, pen: QPen, z: float) -> None:
        super().__init__()
        self.pen = pen
        self.paths = []
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return MAP_RECT.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path in self.paths:
            painter.drawPath(path)


class MapPainting(QGraphicsItem):
    """The static map in one item (regions, roads, land names), cached as one picture for fast repaints.

    `regions` (land, path), `roads` ((a, b) -> path) and `labels` are kept for the overlays and for tests."""

    def __init__(self) -> None:
        super().__init__()
        self.layers: list[tuple[QPainterPath, QPen, QBrush, QPainterPath | None]] = []  # path, pen, brush, clip
        self.labels: list[LandLabel] = []
        self.road_shapes: list[QPainterPath] = []
        self.regions: list[tuple[int, QPainterPath]] = []
        self.roads: dict[tuple[int, int], QPainterPath] = {}
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return MAP_RECT.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for path, pen, brush, clip in self.layers:
            painter.save()
            if clip is not None:
                painter.setClipPath(clip)
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)
            painter.restore()
        for label, (land, _region) in zip(self.labels, self.regions, strict=True):
            ink = QColor(theme.LAND_COLOURS[land]).darker(260)
            ink.setAlpha(210)
            painter.save()
            painter.translate(label.centre)
            painter.rotate(label.angle)
            w, h = label.size.width(), label.size.height()
            if label.banner:  # a ribbon over the roads, for a land too crowded for its name
                painter.setPen(QPen(QColor(theme.LAND_COLOURS[land]).darker(150), 1.2))
                painter.setBrush(PARCHMENT.lighter(104))
                painter.drawPath(rounded(QRectF(-w / 2 - 4, -h / 2 - 2, w + 8, h + 4), 3))
            painter.setFont(label.font)
            painter.setPen(ink)
            painter.drawText(QRectF(-w / 2 - 20, -h / 2 - 10, w + 40, h + 20), Qt.AlignmentFlag.AlignCenter, label.text)
            painter.restore()
        _paint_neatline(painter)


PARCHMENT = QColor("#efe2c0")
FRAME_INK = QColor("#4a3a26")


def _paint_neatline(painter: QPainter) -> None:
    """The map's frame as on an engraved map: a dark line, a band of alternating light and dark ticks, a fine line."""
    outer = MAP_RECT.adjusted(-6, -6, 6, 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(FRAME_INK, 2.5))
    painter.drawRect(outer)
    band = MAP_RECT.adjusted(-3, -3, 3, 3)
    painter.setPen(QPen(PARCHMENT, 4))
    painter.drawRect(band)
    ticks = QPen(FRAME_INK, 4, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    ticks.setDashPattern([6, 6])
    painter.setPen(ticks)
    painter.drawRect(band)
    painter.setPen(QPen(FRAME_INK, 1))
    painter.drawRect(MAP_RECT)


def _tint(colour: QColor, amount: float) -> QColor:
    """`colour` washed onto the parchment: `amount` 0 is bare parchment, 1 the full colour."""
    return QColor(
        round(PARCHMENT.red() + (colour.red() - PARCHMENT.red()) * amount),
        round(PARCHMENT.green() + (colour.green() - PARCHMENT.green()) * amount),
        round(PARCHMENT.blue() + (colour.blue() - PARCHMENT.blue()) * amount),
    )


def build_map(scene: QGraphicsScene, board: Board) -> list[CityItem]:
    """Add the static map (regions, roads, names) and the city plates to `scene`; return the plates."""
    painting = MapPainting()
    no_brush = QBrush(Qt.BrushStyle.NoBrush)
    painting.layers.append((rounded(MAP_RECT, 0), QPen(Qt.PenStyle.NoPen), QBrush(PARCHMENT), None))
    cities = [CityItem(board, c) for c in range(board.city_count)]
    layout = map_layout(
        board,
        [land_name(board, land) for land in range(len(board.land_mask))],
        [item.sceneBoundingRect().adjusted(-4, -4, 4, 4) for item in cities],
    )
    regions = layout.regions
    frame = QPainterPath()
    frame.addRect(MAP_RECT)
    for land, region in enumerate(regions):
        colour = QColor(theme.LAND_COLOURS[land])
        painting.regions.append((land, region))
        # a pale wash over the land, stroked in the same colour so neighbouring cells leave no seam
        wash = _tint(colour, 0.38)
        painting.layers.append((region, QPen(wash, 2), QBrush(wash), frame))
    for land, region in enumerate(regions):
        # the border coloured by hand, as on old maps: a band of the land's colour inside its border
        band = QColor(theme.LAND_COLOURS[land])
        band.setAlpha(150)
        painting.layers.append(
            (
                region,
                QPen(band, 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin),
                no_brush,
                region,
            )
        )
    for land, region in enumerate(regions):
        painting.layers.append(
            (region, QPen(QColor(theme.LAND_COLOURS[land]).darker(190), 1.6, Qt.PenStyle.DashDotLine), no_brush, frame)
        )

    painting.roads = road_paths(board)
    for pen in (
        QPen(theme.ROAD, ROAD_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
        QPen(QColor("#f3e6c8"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
        QPen(theme.ROAD, 2, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap),
    ):
        for path in painting.roads.values():
            painting.layers.append((path, pen, no_brush, None))

    painting.road_shapes = road_shapes(painting.roads)
    painting.labels = layout.labels
    scene.addItem(painting)
    scene.map_painting = painting  # type: ignore[attr-defined]
    for item in cities:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        scene.addItem(item)
    return cities
