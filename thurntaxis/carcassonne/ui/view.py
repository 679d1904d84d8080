"""The view on the Carcassonne table: the first game's zoomable view (fit, zoom, pan by dragging the background)
with room kept for the tray in its corner, zoom on Ctrl+wheel (the plain wheel turns the drawn tile when over it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget
from shiboken6 import isValid

from thurntaxis.carcassonne.ui.readable import rescale
from thurntaxis.carcassonne.ui.scene import CarcassonneScene
from thurntaxis.carcassonne.ui.tray import WIDTH as TRAY_WIDTH
from thurntaxis.kit.view import TableView

MARGIN = 8  # pixels between the tray and the edges of the view
MAX_FIT_SCALE = 1.6


class CarcassonneView(TableView):
    """Shows the play area beside the tray; `fit()` shows all of it."""

    def __init__(self, scene: CarcassonneScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scene.sceneRectChanged.connect(self._scene_rect_changed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def _room(self) -> float:
        return TRAY_WIDTH + 2 * MARGIN

    def _scene_rect_changed(self, rect: QRectF) -> None:
        if self._fitted:
            self.fit()
        else:
            self._widen(self.transform().m11())

    def _widen(self, scale: float) -> None:
        """The view's scroll area: the play area and, on its left, room for the tray at this scale."""
        rect = self.table.sceneRect()
        self.setSceneRect(rect.adjusted(-self._room() / scale, 0, 0, 0))

    def fit(self) -> None:
        """Show the whole play area right of the tray."""
        self._fitted = True
        rect = self.table.sceneRect()
        port = self.viewport().rect()
        if rect.isEmpty() or port.width() < 20 or port.height() < 20:
            return
        width = max(40.0, port.width() - self._room() - MARGIN)
        height = max(40.0, port.height() - 2 * MARGIN)
        scale = min(width / rect.width(), height / rect.height(), MAX_FIT_SCALE)
        self._widen(scale)
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(self.sceneRect().center())
        self.place_overlay()

    def zoom(self, factor: float) -> None:
        """Zoom by `factor` (within 1/4 and 4 times), keeping room for the tray."""
        super().zoom(factor)
        self._widen(self.transform().m11())
        self.place_overlay()

    def place_overlay(self) -> None:
        """Keep the tray in the top left corner at its size on the screen, whatever the zoom and scroll."""
        scale = self.transform().m11()
        if scale <= 0 or not isValid(self.table.tray):  # (the scene goes first when its page is deleted)
            return
        self.table.tray.setScale(1.0 / scale)
        rescale(self.table)  # followers and their places keep a least size on the screen
        self.table.tray.setPos(self.mapToScene(QPoint(MARGIN, MARGIN)))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.place_overlay()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place_overlay()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom(1.15**steps)
            event.accept()
            return
        QGraphicsView.wheelEvent(self, event)
