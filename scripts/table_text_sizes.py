"""How tall the table's texts are on screen at the small window sizes:
`QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/table_text_sizes.py [lang]` prints, per size, every distinct
text drawn on the table below the readable floor (theme.READABLE_PX screen pixels: the font's pixel size × the
view's scale), smallest first, and the smallest of all; `lang` is a language code (default en)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp())
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from tests.ui.textsizes import SIZES, text_heights
from thurntaxis.kit import fonts, theme
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n
from thurntaxis.shell.window import MainWindow


def main() -> None:
    """Lay the window out at each size, paint the table, and list the texts under the floor."""
    app = QApplication.instance() or QApplication([])
    fonts.register()
    i18n.install(sys.argv[1] if len(sys.argv) > 1 else "en")
    window = MainWindow()
    window.start_game(
        [
            Seat("Mira", HUMAN, colour="blue"),
            Seat("Anna", COMPUTER, colour="red"),
            Seat("Bruno", COMPUTER, colour="yellow"),
        ],
        seed=1,
        start_player=0,
    )
    window.page.controller.paused = True
    window.show()
    for size in SIZES:
        scale, heights = text_heights(window, size)
        small = sorted((px, text) for text, px in heights.items() if px < theme.READABLE_PX)
        least = min(heights.values())
        print(
            f"{size[0]}x{size[1]} (scale {scale:.3f}): {len(small)} of {len(heights)} texts under "
            f"{theme.READABLE_PX:g} px; the smallest is {least:.2f} px"
        )
        for px, text in small:
            print(f"  {px:4.1f} px  {text[:40]!r}")
    window.page.controller.stop()
    app.processEvents()


if __name__ == "__main__":
    main()
