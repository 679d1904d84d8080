"""The program's dialogs over the window, as a player sees them: the new game (each game), the settings, How to play,
the resume question, a question, the statistics and both games' end dialogs; one PNG each, the dialog centred on
the window.

    .venv/bin/python scripts/dialog_screens.py OUT [--lang pl] [--size 1024x700]

Each PNG is OUT/dialog-NAME-LANG-WxH.png; it prints the dialogs larger than the window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screens import arguments, window  # sets Qt and the data folder up first

RECORD = Path(__file__).resolve().parents[1] / "tests" / "ui" / "data" / "replay-4p.json"  # a finished game


def main() -> None:
    args = arguments(__doc__ or "")
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QApplication, QDialog

    from tests.ui.conftest import seats
    from thurntaxis.games import GAMES
    from thurntaxis.shell import i18n, statistics
    from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
    from thurntaxis.shell.savegame import load_game, save_game
    from thurntaxis.shell.settings import Settings, home_dir, statistics_path
    from thurntaxis.shell.window import message_box

    app = QApplication.instance() or QApplication([])
    i18n.install(args.lang)
    settings = Settings(home_dir() / "dialogs.ini")
    settings.speed = "instant"
    win = window(args, settings)
    win.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    for _ in range(6):  # a few moves, so the resume question has something to say
        win.page.controller.submit(win.page.controller.legal()[0])
    kept = home_dir() / "kept.json"
    save_game(kept, win.page.controller.record(), win.page.controller.seats)

    def new_game(game: str) -> QDialog:
        dialog = NewGameDialog(settings, win)
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        return dialog

    made = {
        "new-game-taxis": lambda: new_game("thurn-and-taxis"),
        "new-game-carcassonne": lambda: new_game("carcassonne"),
        "settings": lambda: SettingsDialog(settings, win),
        "how-to-play": lambda: HowToPlayDialog(win),
        "resume": lambda: message_box(
            win, app.translate("MainWindow", "Resume game"), win._resume_question(kept), question=True
        ),
        "leave": lambda: message_box(
            win,
            app.translate("MainWindow", "Leave this game?"),
            app.translate("MainWindow", "The game in progress will be lost unless you save it first. Leave it?"),
            question=True,
        ),
        "statistics": lambda: statistics.open_dialog(statistics_path(), win, "thurn-and-taxis"),
        "end-taxis": lambda: end_of(win.page_of(GAMES["thurn-and-taxis"]), load_game(RECORD)),
        "end-carcassonne": lambda: end_of(win.page_of(GAMES["carcassonne"]), carcassonne_game()),
    }

    def end_of(page: Any, game: tuple[Any, Any]) -> QDialog:
        """The end dialog of a finished game shown on `page` (a dialog of the page's own, styled by nothing else)."""
        page.load(*game)
        dialog: QDialog = page.end_dialog(win)
        return dialog

    def carcassonne_game() -> tuple[Any, Any]:
        from thurntaxis.carcassonne.rules import new_record, random_game
        from thurntaxis.kit.players import HUMAN, Seat

        played = random_game(3, seed=4)
        seated = [Seat(n, HUMAN, colour=c) for n, c in (("Mira", "red"), ("Otto", "blue"), ("Ida", "yellow"))]
        return new_record([s.name for s in seated], seed=4, moves=list(played.moves)), seated

    for name, make in made.items():
        dialog = make()
        dialog.show()
        app.processEvents()
        shot = win.grab()
        size = dialog.size()
        if size.width() > args.width or size.height() > args.height:
            print(f"{name}: {size.width()}x{size.height()} is larger than the window")
        painter = QPainter(shot)
        painter.fillRect(shot.rect(), QColor(0, 0, 0, 90))  # the window behind a modal dialog
        painter.drawPixmap(
            QPoint((shot.width() - size.width()) // 2, max((shot.height() - size.height()) // 2, 0)), dialog.grab()
        )
        painter.end()
        shot.save(str(args.out / f"dialog-{name}-{args.suffix}"))
        dialog.close()
        dialog.deleteLater()
    win.close()


if __name__ == "__main__":
    main()
