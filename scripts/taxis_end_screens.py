"""PNGs of Thurn and Taxis's end screen (over the finished table), the replay viewer with its score plot at a move,
and the statistics (empty, and after a few stored games), made offscreen in the real window, for looking at them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/taxis_end_screens.py OUT_FOLDER [--lang en] \
        [--size 1024x700] [--at 150]

Files: taxis-{end,replay,statistics-empty,statistics}-LANG-WxH.png. Settings, autosave and the statistics go to a
temporary folder.
"""

from __future__ import annotations

import sys

from screens import ROOT, arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__)

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication, QWidget

    from tests.stats.games import finished
    from tests.stats.games import seats as stored_seats
    from thurntaxis import stats
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings, statistics_path
    from thurntaxis.shell.statistics import open_dialog

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings)
    record = ROOT / "tests" / "ui" / "data" / "replay-4p.json"

    def settle() -> None:
        for _ in range(4):
            app.processEvents()

    def shot(name: str, dialog: QWidget | None = None) -> None:
        """The window, with `dialog` over it where it opened."""
        settle()
        picture = window.grab()
        if dialog is not None:
            painter = QPainter(picture)
            at = QPoint((window.width() - dialog.width()) // 2, (window.height() - dialog.height()) // 2)
            painter.drawPixmap(at, dialog.grab())
            painter.end()
        picture.save(str(args.out / f"taxis-{name}-{args.suffix}"))

    window.start_game([Seat("Mira", HUMAN, colour="blue"), Seat("Otto", COMPUTER, colour="red")], seed=5)
    if not window.load_file(record):
        print(f"cannot load {record}", file=sys.stderr)
        return 1
    settle()
    shot("end", window.end_dialog)
    window.close_end_dialog()
    if not window.replay_file(record):
        print(f"cannot replay {record}", file=sys.stderr)
        return 1
    window.replay_page.go(150)
    shot("replay")
    window.leave_replay()
    dialog = open_dialog(statistics_path(), window)
    shot("statistics-empty", dialog)
    dialog.close()
    with stats.open_store(statistics_path()) as store:
        for n in range(7):
            players = 2 + n % 3
            level = ("easy", "medium", "hard", "expert")[n % 4]
            store.add_game(finished(players, 100 + n), stored_seats("human", *[level] * (players - 1)))
    dialog = open_dialog(statistics_path(), window)
    shot("statistics", dialog)
    for page in window.tables.values():
        page.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
