"""The view on the Carcassonne table: a camera that belongs to the player.

It zooms and pans only when the player asks: the wheel zooms about the pointer, a drag on the table pans, keys and
buttons fit and zoom, and what the player asks to see comes into sight by a pan (a hint, a tile carried by the
keyboard, a log line, a mark at the edge: `reveal`). Nothing else moves it: a tile laid out of sight is shown by a
mark at the view's edge (`thurntaxis.carcassonne.ui.edgemarks`), not by a pan. When the board grows the view's
area grows with it at the same zoom and place; the first sight of a game (`fit`) shows all of it. The tray lives
in the scene but keeps its size and corner on the screen (`place_overlay`), in a column of its own down the left
edge: the board is shown right of it (`board_window`), never under it; the wheel over it turns the drawn tile.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneWheelEvent, QGraphicsView, QWidget
from shiboken6 import isValid

from thurntaxis.carcassonne.ui.readable import rescale
from thurntaxis.carcassonne.ui.scene import CarcassonneScene
from thurntaxis.carcassonne.ui.tray import HEIGHT as TRAY_HEIGHT
from thurntaxis.carcassonne.ui.tray import MARGIN as TRAY_MARGIN
from thurntaxis.carcassonne.ui.tray import WIDTH as TRAY_WIDTH
from thurntaxis.kit.view import TableView

MARGIN = round(TRAY_MARGIN)  # pixels between the tray and the edges of the view
MAX_FIT_SCALE = 1.6
MIN_SCALE, MAX_SCALE = 0.25, 4.0
WHEEL_STEP = 1.15  # the zoom of one notch of the wheel
KEY_STEP = 1.25  # the zoom of one press of + or −
KEEP_SHOWN = 60  # pixels of the play area a pan always leaves in sight
ZOOM_IN_KEYS = (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
ZOOM_OUT_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Underscore)
FIT_KEYS = (Qt.Key.Key_F, Qt.Key.Key_0, Qt.Key.Key_Home)
PAN_KEYS = {Qt.Key.Key_Left: (1, 0), Qt.Key.Key_Right: (-1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
PAN_STEP = 0.125  # of the viewport's width or height, for one press of an arrow key


class CarcassonneView(TableView):
    """Shows the play area beside the tray. The camera is a scale and the scene point at the middle of the
    viewport; `fit()` shows all of the play area. `camera_moved` says that what is shown moved (a pan, a zoom, a
    resize)."""

    camera_moved = Signal()

    def __init__(self, scene: CarcassonneScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._area = QRectF()  # the play area the camera knows: it grows with the board, never shrinks
        self._scale = 1.0
        self._centre = QPointF()
        self._port = QSize()
        scene.sceneRectChanged.connect(self._scene_rect_changed)

    # ---- the camera --------------------------------------------------------------------------------------

    def _room(self) -> float:
        return TRAY_WIDTH + 2 * MARGIN

    def centre(self) -> QPointF:
        """The scene point at the middle of the viewport."""
        return QPointF(self._centre)

    def _apply(self, scale: float, centre: QPointF) -> None:
        """Show the scene at `scale` with `centre` in the middle of the viewport (kept near the play area)."""
        port = self.viewport().size()
        self._port = QSize(port)
        area = self._area if not self._area.isEmpty() else self.table.sceneRect()
        half_w, half_h = port.width() / (2 * scale), port.height() / (2 * scale)
        keep_w = max(0.0, half_w - KEEP_SHOWN / scale)
        keep_h = max(0.0, half_h - KEEP_SHOWN / scale)
        reach = area.adjusted(-keep_w - self._room() / scale, -keep_h, keep_w, keep_h)
        centre = QPointF(
            min(max(centre.x(), reach.left()), reach.right()), min(max(centre.y(), reach.top()), reach.bottom())
        )
        self._scale, self._centre = scale, centre
        # The scroll area is far wider than anything shown, so that no edge ever stops or shifts the camera.
        span = 2 * max(port.width(), port.height(), 1) / scale
        self.setSceneRect(reach.adjusted(-span, -span, span, span))
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(centre)
        self.place_overlay()
        self.camera_moved.emit()

    def _scene_rect_changed(self, rect: QRectF) -> None:
        """The board grew (or a new game began): the area grows, the zoom and the place stay."""
        if not self._area.isEmpty() and self._area.contains(rect):
            return
        self._area = self._area.united(rect) if not self._area.isEmpty() else QRectF(rect)
        self._fitted = False
        if self._port.isValid():
            self._apply(self._scale, self._centre)

    def fit(self) -> None:
        """Show the whole play area right of the tray (the area forgets where the board once reached)."""
        self._fitted = True
        rect = self.table.sceneRect()
        port = self.viewport().rect()
        self._area = QRectF(rect)
        if rect.isEmpty() or port.width() < 20 or port.height() < 20:
            return
        width = max(40.0, port.width() - self._room() - MARGIN)
        height = max(40.0, port.height() - 2 * MARGIN)
        scale = min(width / rect.width(), height / rect.height(), MAX_FIT_SCALE)
        shown = rect.adjusted(-self._room() / scale, 0, 0, 0)
        self._apply(scale, shown.center())

    def hold(self) -> None:
        """Keep the zoom and the top left corner when the view is resized next (it no longer follows a fit)."""
        self._fitted = False

    def zoom(self, factor: float, at: QPointF | None = None) -> None:
        """Zoom by `factor` (within 1/4 and 4 times) about the viewport point `at` (the middle when None)."""
        scale = min(max(self._scale * factor, MIN_SCALE), MAX_SCALE)
        if abs(scale - self._scale) < 1e-9:
            return
        middle = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        offset = (at if at is not None else middle) - middle
        fixed = self._centre + offset / self._scale  # the scene point under `at` stays there
        self._fitted = False
        self._apply(scale, fixed - offset / scale)

    def pan(self, dx: float, dy: float) -> None:
        """Move what is shown by (dx, dy) screen pixels (the scene follows the hand)."""
        self._fitted = False
        self._apply(self._scale, self._centre - QPointF(dx, dy) / self._scale)

    def to_port(self, point: QPointF) -> QPointF:
        """The viewport point (in pixels, not rounded) showing a scene point."""
        middle = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        return middle + (point - self._centre) * self._scale

    def tray_rect(self) -> QRectF | None:
        """The tray's place on the viewport, when it is shown."""
        if not isValid(self.table.tray) or not self.table.tray.isVisible():
            return None
        return QRectF(MARGIN, MARGIN, TRAY_WIDTH, TRAY_HEIGHT)

    def board_window(self) -> QRectF:
        """Where the board is shown on the viewport: right of the tray's column (all of it with no tray)."""
        port = QRectF(0, 0, self.viewport().width(), self.viewport().height())
        if self.tray_rect() is None:
            return port
        return port.adjusted(min(self._room(), port.width() / 2), 0, 0, 0)

    def reveal(self, rect: QRectF, pad: float = 10.0) -> None:
        """Pan (never zoom) as little as brings the scene rectangle `rect` into sight, clear of the tray (when
        the player asks to see it: a hint, a carried tile, a mark at the edge, a log line)."""
        if not self._port.isValid():
            return
        top_left, bottom_right = self.to_port(rect.topLeft()), self.to_port(rect.bottomRight())
        shown = QRectF(top_left, bottom_right).adjusted(-pad, -pad, pad, pad)
        free = self.board_window()
        dx, dy = (
            _into(shown.left(), shown.right(), free.left(), free.right()),
            _into(shown.top(), shown.bottom(), free.top(), free.bottom()),
        )
        if dx or dy:
            self.pan(dx, dy)

    def ensureVisible(self, *args: object, **kwargs: object) -> None:
        """Qt's ensureVisible of a scene rectangle, as a pan of this camera (`reveal`) clear of the tray."""
        if args and isinstance(args[0], QRectF):
            margin = args[1] if len(args) > 1 and isinstance(args[1], int | float) else 10.0
            self.reveal(args[0], float(margin))
            return
        super().ensureVisible(*args, **kwargs)  # type: ignore[call-overload]

    def look_at(self, point: QPointF) -> None:
        """Pan (never zoom) so that the scene point `point` lies in the middle of the board's window (the player
        clicked there on the overview)."""
        if not self._port.isValid():
            return
        window = self.board_window()
        middle = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        self._fitted = False
        self._apply(self._scale, point - (window.center() - middle) / self._scale)

    def reveal_square(self, x: int, y: int) -> None:
        """Bring square (x, y) into sight beside the tray."""
        centre = self.table.square_centre(x, y)
        half = self.table.square_centre(x + 1, y).x() - centre.x()
        self.reveal(QRectF(centre.x() - half / 2, centre.y() - half / 2, half, half))

    # ---- the tray ----------------------------------------------------------------------------------------

    def place_overlay(self) -> None:
        """Keep the tray in the top left corner at its size on the screen, whatever the zoom and scroll."""
        scale = self.transform().m11()
        if scale <= 0 or not isValid(self.table.tray):  # (the scene goes first when its page is deleted)
            return
        self.table.tray.setScale(1.0 / scale)
        self.table.tray.set_column(self.viewport().height() - MARGIN)
        rescale(self.table)  # followers and their places keep a least size on the screen
        self.table.tray.setPos(self.mapToScene(QPoint(MARGIN, MARGIN)))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.place_overlay()

    # ---- the player's hand -------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        QGraphicsView.resizeEvent(self, event)
        old = self._port
        if self._fitted or not old.isValid():
            self.fit()
        else:  # the top left corner stays where it is (a side folding away widens the view on the right)
            grown = QPointF(self.viewport().width() - old.width(), self.viewport().height() - old.height())
            self._apply(self._scale, self._centre + grown / (2 * self._scale))

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The scene's interactions first (a dragged tile turns); over the tray the wheel turns the drawn tile,
        elsewhere it zooms about the pointer."""
        event.accept()
        pos = event.position()
        delta = event.angleDelta().y()
        if not delta:
            return
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier and self._to_scene(event, pos):
            return
        tray = self.tray_rect()
        if tray is not None and tray.contains(pos):
            steps = -round(delta / 120) or (1 if delta < 0 else -1)  # a notch towards the player: clockwise
            self.table.turn(None, steps)
            return
        self.zoom(WHEEL_STEP ** (delta / 120), pos)

    def _to_scene(self, event: QWheelEvent, pos: QPointF) -> bool:
        """Offer the wheel to the scene (its interactions and items); whether it was taken."""
        wheel = QGraphicsSceneWheelEvent(QGraphicsSceneWheelEvent.Type.GraphicsSceneWheel)
        wheel.setScenePos(self.mapToScene(pos.toPoint()))
        wheel.setScreenPos(event.globalPosition().toPoint())
        wheel.setButtons(event.buttons())
        wheel.setModifiers(event.modifiers())
        wheel.setDelta(event.angleDelta().y())
        wheel.setOrientation(Qt.Orientation.Vertical)
        wheel.setAccepted(False)
        QApplication.sendEvent(self.table, wheel)
        return wheel.isAccepted()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None and event.buttons() & Qt.MouseButton.LeftButton:
            delta = event.position() - self._pan
            self._pan = event.position()
            self.pan(delta.x(), delta.y())
            return
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The scene's interactions first (placing by keyboard); then fit, zoom and the arrows that pan."""
        event.ignore()
        QApplication.sendEvent(self.table, event)
        if event.isAccepted():
            return
        key = event.key()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        if plain and key in ZOOM_IN_KEYS:
            self.zoom(KEY_STEP)
        elif plain and key in ZOOM_OUT_KEYS:
            self.zoom(1 / KEY_STEP)
        elif plain and key in FIT_KEYS:
            self.fit()
        elif plain and key in PAN_KEYS:  # (no tile to carry: the arrows move the view)
            dx, dy = PAN_KEYS[Qt.Key(key)]
            self.pan(dx * PAN_STEP * self.viewport().width(), dy * PAN_STEP * self.viewport().height())
        else:
            event.ignore()
            return
        event.accept()


def _into(low: float, high: float, first: float, last: float) -> float:
    """The shift that brings [low, high] within [first, last] (its start, when it is longer)."""
    if low < first or high - low > last - first:
        return first - low
    if high > last:
        return last - high
    return 0.0
