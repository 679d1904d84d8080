"""How tall the table's texts are on screen: every text a table item paints (or a text item shows), with the font's
pixel size multiplied by the view's scale. Shared by the readability test and `scripts/table_text_sizes.py`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from thurntaxis.shell.window import MainWindow

SIZES = ((1024, 700), (1280, 720), (1920, 1080))


@contextmanager
def _recording(seen: dict[str, float]) -> Iterator[None]:
    """While open, every QPainter.drawText records its text and its height on the device, in pixels."""
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        px = QFontInfo(painter.font()).pixelSize() * painter.deviceTransform().m22()
        seen[text] = min(px, seen.get(text, px))
        original(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = recording  # type: ignore[assignment, method-assign]
    try:
        yield
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def text_heights(window: MainWindow, size: tuple[int, int]) -> tuple[float, dict[str, float]]:
    """Lay the window out at `size` and paint the whole table afresh (no item from its cache): the view's scale, and
    each distinct text shown on the table with its smallest height on screen in pixels."""
    window.resize(*size)
    QApplication.processEvents()
    scene = window.page.view.scene()
    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    seen: dict[str, float] = {}
    with _recording(seen):
        window.page.view.viewport().grab()
    scale = window.page.view.transform().m22()
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            px = QFontInfo(item.font()).pixelSize() * scale * item.sceneTransform().m22()
            seen[text] = min(px, seen.get(text, px))
    return scale, {text: px for text, px in seen.items() if text.strip()}
