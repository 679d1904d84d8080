"""Small pictures drawn by the program's own painters (a follower, a tile, a house, a dialog's mark), sharp on
high-density screens."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap

RATIO = 2.0  # device pixels per pixel: sharp up to twice the density, scaled down smoothly below it


def sharp_picture(size: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """A transparent square picture `size` pixels wide, which `draw` paints (in pixels, antialiased)."""
    pixmap = QPixmap(round(size * RATIO), round(size * RATIO))
    pixmap.setDevicePixelRatio(RATIO)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter)
    painter.end()
    return pixmap
