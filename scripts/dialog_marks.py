"""Render the dialogs' two small marks (the combo box's arrow, the check box's tick) from their SVG sources in
resources/ to PNG at 1x and 2x (name@2x.png), which Qt reads without its SVG image plugin: the frozen bundles
leave that plugin out. Run it after changing an SVG: `python scripts/dialog_marks.py`."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
MARKS = ("down-arrow", "check-mark")


def render(name: str, scale: int) -> Path:
    renderer = QSvgRenderer(str(RESOURCES / f"{name}.svg"))
    size = renderer.defaultSize() * scale
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    out = RESOURCES / (f"{name}.png" if scale == 1 else f"{name}@{scale}x.png")
    image.save(str(out))
    return out


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for name in MARKS:
        for scale in (1, 2):
            print(render(name, scale))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
