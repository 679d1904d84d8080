"""PNGs of both games' tables with a hint shown, in the real window, for looking at the messages: where they stand,
whether anything is cut. One file per game and language.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/hint_screens.py OUT_FOLDER [--langs en,pl,cs,ru,de] \
        [--size 1024x700]

Files: {carcassonne,thurn-and-taxis}-hint-LANG-WxH.png and carcassonne-follower-hint-LANG-WxH.png (the
follower step). Settings and autosave go to a temporary folder.
"""

from __future__ import annotations

import sys

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1024x700", langs="en,pl,cs,ru,de")
    width, height = args.width, args.height

    from PySide6.QtWidgets import QApplication

    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings, show_end_dialog=False)
    for game in ("carcassonne", "thurn-and-taxis"):
        entry = GAMES[game]
        seats = [Seat("Mira", HUMAN), Seat("Anna", COMPUTER, "medium"), Seat("Bruno", COMPUTER, "hard")]
        for lang in args.langs.split(","):
            window.set_language(lang)
            window.start_game(seats, 7, entry, **({"start_player": 0} if game != "carcassonne" else {}))
            for _ in range(3):
                app.processEvents()
            window.hint()
            for _ in range(3):
                app.processEvents()
            window.grab().save(str(args.out / f"{game}-hint-{lang}-{width}x{height}.png"))
            if game == "carcassonne":  # the tile as hinted, then the hint for the follower
                page = window.page
                page.controller.submit(page.controller.hint())
                window.hint()
                for _ in range(3):
                    app.processEvents()
                window.grab().save(str(args.out / f"{game}-follower-hint-{lang}-{width}x{height}.png"))
    for page in window.tables.values():
        page.stop()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
