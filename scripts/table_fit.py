"""How much of the window the table fills, and at what scale it is drawn, at the common window sizes:
`QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/table_fit.py` prints one line per size."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THURNTAXIS_HOME", tempfile.mkdtemp())

from PySide6.QtWidgets import QApplication

from thurntaxis.kit import fonts
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.window import MainWindow

SIZES = ((1024, 700), (1280, 720), (1366, 768), (1600, 1000), (1920, 1080), (2560, 1440))


def main() -> None:
    """Print the table's scale and the share of the view it fills, per window size."""
    app = QApplication.instance() or QApplication([])
    fonts.register()
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
    window.page.pause(True)  # the computers wait: only the table's size matters
    window.show()
    for w, h in SIZES:
        window.resize(w, h)
        app.processEvents()
        view = window.page.view
        drawn = view.mapFromScene(view.sceneRect()).boundingRect()
        vp = view.viewport()
        print(
            f"{w}x{h}: table scale {view.transform().m11():.2f}, fills {drawn.width() / vp.width():.0%} of the "
            f"view's width and {drawn.height() / vp.height():.0%} of its height; side panel "
            f"{window.page.side.width() if window.page.side.isVisible() else 0} px"
        )
    window.page.controller.stop()


if __name__ == "__main__":
    main()
