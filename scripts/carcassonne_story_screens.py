"""PNGs of what the Carcassonne table shows of what happened, made offscreen in the real window: a computer's move
just made (its tile marked, the log line), the final scoring half-way, and the summary after it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/carcassonne_story_screens.py OUT_FOLDER [--lang en] \
        [--size 1280x720]

Files: carcassonne-{computer-move,final-scoring,summary}-LANG-WxH.png. Settings and autosave go to a temporary
folder.
"""

from __future__ import annotations

import sys
import time

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1280x720")
    width, height = args.width, args.height

    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from tests.stats.games import carcassonne_finished
    from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    carc = GAMES["carcassonne"]
    settings = Settings()
    settings.speed = "normal"

    window = open_window(args, settings)
    suffix = f"{args.lang}-{width}x{height}.png"

    def wait(seconds: float, until: object = None) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)
            if until is not None and until():  # type: ignore[operator]
                return

    def shot(name: str) -> None:
        wait(0.05)
        image = window.grab()
        dialog = window.end_dialog
        if dialog is not None and dialog.isVisible():
            painter = QPainter(image)
            at = dialog.mapToGlobal(dialog.rect().topLeft()) - window.mapToGlobal(window.rect().topLeft())
            painter.drawPixmap(at, dialog.grab())
            painter.end()
        image.save(str(args.out / f"carcassonne-{name}-{suffix}"))

    record = carcassonne_finished(3, 11)
    names = record.players
    seats = [
        Seat(names[0], HUMAN, colour=COLOUR_ORDER[0]),
        Seat(names[1], COMPUTER, "medium", COLOUR_ORDER[1]),
        Seat(names[2], COMPUTER, "medium", COLOUR_ORDER[2]),
    ]
    # Mid-game, the first computer to move: both computers play, then it is the person's turn.
    start = next(n for n in range(60, 90) if n % 6 == 2)
    window.continue_game(carc, record.model_copy(update={"moves": record.moves[:start]}), seats)
    page = window.page
    wait(30, lambda: page.controller.is_human_turn() and not page.story.arrivals and len(page.controller.moves) > start)
    wait(0.8)
    shot("computer-move")
    page.stop()
    # The last move, by a computer: the final scoring feature by feature, then the summary.
    window.continue_game(carc, record.model_copy(update={"moves": record.moves[:-1]}), [*seats[1:], seats[0]])
    page = window.page
    wait(30, lambda: page.story.finale.running)
    wait(30, lambda: len(page.story.finale._queue) <= 3)
    wait(0.45)
    shot("final-scoring")
    wait(60, lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    wait(0.5)
    shot("summary")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
