"""The program's dialogs over the window, as a player sees them: the new game (each game), the settings, How to play,
the resume question, a question and a notice, and the statistics; one PNG each, the dialog centred on the window.

    .venv/bin/python scripts/dialog_screens.py OUT [--lang pl] [--size 1024x700]

Each PNG is OUT/dialog-NAME-LANG-WxH.png; it prints the dialogs larger than the window.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screens import arguments, window  # sets Qt and the data folder up first


def main() -> None:
    args = arguments(__doc__ or "")
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QApplication, QDialog

    from tests.ui.conftest import seats
    from thurntaxis.shell import i18n, statistics
    from thurntaxis.shell.dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog
    from thurntaxis.shell.savegame import save_game
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
    }
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
