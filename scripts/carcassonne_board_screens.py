"""PNGs of a full Carcassonne board in the real window, made offscreen for looking at it: all 72 tiles down and the
last follower to place (board fitted), the tiles left by kind, a follower's place pointed at (what it is worth, on
the status line), a zoomed-in corner, and the new-game dialog with Carcassonne's followers.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/carcassonne_board_screens.py OUT_FOLDER [--lang en] \
        [--size 1024x700]

Files: carcassonne-{board,pile-middle,pile,worth,zoomed,new-game}-LANG-WxH.png. Settings go to a temporary folder.
"""

from __future__ import annotations

import sys

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1024x700")
    width, height = args.width, args.height

    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.stats.games import carcassonne_finished
    from thurntaxis.carcassonne.rules import replay
    from thurntaxis.carcassonne.ui.items import SegmentsItem
    from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.dialogs import NewGameDialog
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    settings.game = "carcassonne"
    window = open_window(args, settings, show_end_dialog=False)
    suffix = f"{args.lang}-{width}x{height}.png"

    def settle() -> None:
        for _ in range(3):
            app.processEvents()

    def shot(name: str, extra: object = None) -> None:
        settle()
        picture = window.grab()
        if extra is not None:  # a popup window of its own, drawn where it lies over the window
            painter = QPainter(picture)
            where = window.mapFromGlobal(extra.mapToGlobal(QPoint(0, 0)))  # type: ignore[attr-defined]
            painter.drawPixmap(where, extra.grab())  # type: ignore[attr-defined]
            painter.end()
        picture.save(str(args.out / f"carcassonne-{name}-{suffix}"))

    record = carcassonne_finished(5, 3)
    last = record.model_copy(update={"moves": record.moves[:-1]})
    state = replay(last)[-1]
    levels = ("medium", "hard", "easy", "hard", "medium")
    seats = [
        Seat(name, HUMAN if seat == state.current else COMPUTER, levels[seat], COLOUR_ORDER[seat])
        for seat, name in enumerate(record.players)
    ]
    carc = GAMES["carcassonne"]
    middle = record.model_copy(update={"moves": record.moves[:70]})
    window.continue_game(carc, middle, [Seat(s.name, COMPUTER, s.level, s.colour) for s in seats])
    window.page.pause(True)
    window.page.tiles_left.open_grid()
    shot("pile-middle", window.page.tiles_left.grid)
    window.page.tiles_left.grid.hide()
    window.page.stop()
    window.continue_game(carc, last, seats)
    page = window.page
    page.view.fit()
    shot("board")

    label = page.tiles_left
    page.tiles_left.open_grid()
    shot("pile", label.grid)
    label.grid.hide()

    (segments,) = [i for i in page.scene.items() if isinstance(i, SegmentsItem)]
    viewport = page.view.viewport()
    name = segments.names[0]
    where = page.view.mapFromScene(segments.mapToScene(segments.target_rect(name).center()))
    QTest.mouseMove(viewport, where)
    shot("worth")

    page.view.zoom(2.5)
    page.view.centerOn(segments.mapToScene(segments.anchor(name)))
    shot("zoomed")

    dialog = NewGameDialog(settings, window)
    dialog.show()
    settle()
    QPixmap(dialog.grab()).save(str(args.out / f"carcassonne-new-game-{suffix}"))
    dialog.close()
    page.stop()
    window.close()
    _ = Qt
    return 0


if __name__ == "__main__":
    sys.exit(main())
