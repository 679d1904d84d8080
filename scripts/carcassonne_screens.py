"""PNGs of Carcassonne's first-class screens, made offscreen in the real window, for looking at them: the replay
viewer (at a move and at the end), the statistics (after a few stored games) and the guided first game (its first
stops).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/carcassonne_screens.py OUT_FOLDER [--lang en] \
        [--size 1280x720]

Files: carcassonne-{replay-40,replay-end,statistics,lesson-1,lesson-2}-LANG-WxH.png. Settings, autosave and the
statistics go to a temporary folder.
"""

from __future__ import annotations

import sys

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1280x720")
    width, height = args.width, args.height

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.stats.games import carcassonne_finished, carcassonne_seats
    from thurntaxis import stats
    from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, Seat
    from thurntaxis.shell import i18n, statistics
    from thurntaxis.shell.settings import Settings, statistics_path

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    carc = GAMES["carcassonne"]
    with stats.open_store(statistics_path()) as store:
        for n in range(6):
            record = carcassonne_finished(3, 20 + n)
            store.add_game(record, carcassonne_seats("human", "medium", "hard"), game=carc.id)
    settings = Settings()
    settings.speed = "instant"

    window = open_window(args, settings, show_end_dialog=False)
    suffix = f"{args.lang}-{width}x{height}.png"

    def shot(name: str, widget: object = None) -> None:
        for _ in range(3):
            app.processEvents()
        (widget or window).grab().save(str(args.out / f"carcassonne-{name}-{suffix}"))  # type: ignore[attr-defined]

    record = carcassonne_finished(3, 11)
    seats = [Seat(n, COMPUTER, "medium", c) for n, c in zip(record.players, COLOUR_ORDER, strict=False)]
    if not window.open_replay(record, seats, carc):
        print("cannot replay", file=sys.stderr)
        return 1
    viewer = window.replay_page
    assert viewer is not None
    viewer.go(40)
    shot("replay-40")
    viewer.go(viewer.moves)
    shot("replay-end")
    window.leave_replay()

    dialog = statistics.open_dialog(statistics_path(), window, carc.id)
    dialog.resize(min(width, 900), min(height, 640))
    shot("statistics", dialog)
    dialog.close()

    window.learn_to_play(carc)
    shot("lesson-1")
    tour = window.tour
    button = getattr(getattr(tour, "balloon", None), "next_button", None)
    if button is not None and button.isVisible():
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    shot("lesson-2")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
