"""The view on the table: fits the window, zooms with the wheel and pans by dragging the background."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    """Shows the whole table until the player zooms; `fit()` goes back to the whole table."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._fitted = True
        self._pan: QPointF | None = None

    def fit(self) -> None:
        """Show the whole table."""
        self._fitted = True
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def replace_scene(self, scene: QGraphicsScene) -> None:
        """Show `scene` in place of the one shown (written again in another language), fitted if that one was;
        Qt deletes the old one once back in its event loop."""
        old = self.scene()
        self.setScene(scene)
        old.deleteLater()
        if self._fitted:
            self.fit()

    def zoom(self, factor: float) -> None:
        """Zoom by `factor` (within 1/4 and 4 times)."""
        scale = self.transform().m11() * factor
        if 0.25 <= scale <= 4.0:
            self._fitted = False
            self.scale(factor, factor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(1.15**steps)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and (item is None or not item.acceptedMouseButtons()):
            self._pan = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None and event.buttons() & Qt.MouseButton.LeftButton:
            delta = event.position() - self._pan
            self._pan = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None:
            self._pan = None
            self.viewport().unsetCursor()
        super().mouseReleaseEvent(event)


def fit_splitter(splitter: Any, scene: Any, width: int, height: int, scale: float) -> None:
    """Share `width` between a table and its panel: the table keeps its shape, the panel takes the width the table
    cannot use, within its limits."""
    table = scene.sceneRect()
    side_width = width - round(height * table.width() / table.height())
    side_width = min(max(side_width, round(210 * scale)), round(420 * scale), width // 2)
    splitter.setSizes([max(width - side_width, 200), side_width])
