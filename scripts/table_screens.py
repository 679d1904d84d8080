"""PNGs of Thurn and Taxis's table in the real window, for looking at the scoring options, the bonus tiles, the
cards and the scores: one game played on until the human chooses where the houses go (the house options on the
table), and later with won bonus tiles beside the players. One file per phase and language.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/table_screens.py OUT_FOLDER [--langs en,pl,cs,ru] \
        [--size 1024x700]

Files: table-{houses,tiles,five-options}-LANG-WxH.png (five options: a route through four lands). Settings and
autosave go to a temporary folder.
"""

from __future__ import annotations

import sys

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1024x700", langs="en,pl,cs,ru")

    from PySide6.QtWidgets import QApplication

    from tests.ui.test_table import advance
    from tests.ui.test_table_small_window import _four_lands
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell.settings import Settings
    from thurntaxis.taxis.rules import moves as mv
    from thurntaxis.taxis.rules.state import CHOOSE_HOUSES

    app = QApplication([])
    fonts.register()
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings, show_end_dialog=False)
    seats = [
        Seat("Mira", HUMAN, colour="blue"),
        Seat("Anna", COMPUTER, "medium", colour="red"),
        Seat("Bruno", COMPUTER, "hard", colour="yellow"),
    ]

    def houses(s):  # type: ignore[no-untyped-def]
        return s.current == 0 and s.phase == CHOOSE_HOUSES

    def tiles(s):  # type: ignore[no-untyped-def]
        return s.current == 0 and sum(len(t) for t in s.tiles) >= 5 and not s.game_over

    for lang in args.langs.split(","):
        window.set_language(lang)
        for name, until in (("houses", houses), ("tiles", tiles)):
            window.start_game(seats, 5, start_player=0)
            advance(window, until)
            window.page._render()
            for _ in range(3):
                app.processEvents()
            window.grab().save(str(args.out / f"table-{name}-{lang}-{args.width}x{args.height}.png"))
        window.start_game(seats, 1, start_player=0)
        _four_lands(window)
        window.page.controller.play_now(mv.SCORE_ROUTE)
        for _ in range(3):
            app.processEvents()
        window.grab().save(str(args.out / f"table-five-options-{lang}-{args.width}x{args.height}.png"))
    for page in window.tables.values():
        page.stop()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
