"""How tall the table's texts are on screen (font pixel height × the view's scale) at the small window sizes:
`QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/table_text_sizes.py [lang]` prints, per size, every distinct
text drawn on the table (items painted afresh, not from their caches) below the readable floor of 8 px
(the font's pixel size × the view's scale), smallest first; `lang` is a language code (default en)."""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp())

from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from thurntaxis.ui import fonts, i18n
from thurntaxis.ui.players import COMPUTER, HUMAN, Seat
from thurntaxis.ui.window import MainWindow

SIZES = ((1024, 700), (1280, 720), (1920, 1080))
FLOOR_PX = 8.0


def main() -> None:
    """Lay the window out at each size, paint the view, and list the texts under the floor."""
    app = QApplication.instance() or QApplication([])
    fonts.register()
    i18n.install(sys.argv[1] if len(sys.argv) > 1 else "en")
    window = MainWindow()
    window.controller.paused = True
    window.start_game([Seat("Mira", HUMAN, colour="blue"), Seat("Anna", COMPUTER, colour="red"),
                       Seat("Bruno", COMPUTER, colour="yellow")], seed=1, start_player=0)
    window.show()
    seen: dict[str, float] = {}
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        px = QFontInfo(painter.font()).pixelSize() * painter.deviceTransform().m22()
        seen[text] = min(px, seen.get(text, px))
        original(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = recording  # type: ignore[assignment, method-assign]
    for w, h in SIZES:
        window.resize(w, h)
        app.processEvents()
        seen.clear()
        for item in window.view.scene().items():  # paint every item now, not from its cache
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        window.view.viewport().grab()
        scale = window.view.transform().m22()
        for item in window.view.scene().items():
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
                text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                seen[text] = QFontInfo(item.font()).pixelSize() * scale * item.sceneTransform().m22()
        small = sorted((px, text) for text, px in seen.items() if text.strip() and px < FLOOR_PX)
        print(f"{w}x{h} (scale {scale:.2f}): {len(small)} of {len(seen)} texts under {FLOOR_PX:g} px")
        for px, text in small:
            print(f"  {px:4.1f} px  {text[:40]!r}")
    QPainter.drawText = original  # type: ignore[method-assign]
    window.controller.stop()


if __name__ == "__main__":
    main()
