"""PNGs of Carcassonne's table played by keyboard, made offscreen in the real window: the drawn tile carried by the
arrow keys onto a lit square (its ghost says whether it fits), a follower's place chosen by Tab, the side folded by
its handle, and the view after the computers' moves (the same zoom as before).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/carcassonne_camera_screens.py OUT_FOLDER [--lang en] \
        [--size 1024x700]

Files: carcassonne-{keys-tile,keys-follower,folded,after-computers}-LANG-WxH.png. Settings and the autosave go to
a temporary folder.
"""

from __future__ import annotations

import sys

from screens import arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__, size="1024x700")
    width, height = args.width, args.height

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tests.stats.games import carcassonne_finished
    from thurntaxis.carcassonne.rules import PLACE_PHASE, legal_moves, replay
    from thurntaxis.carcassonne.ui.page import CarcassonnePage
    from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER
    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings, show_end_dialog=False)
    suffix = f"{args.lang}-{width}x{height}.png"

    def shot(name: str) -> None:
        for _ in range(3):
            app.processEvents()
        window.grab().save(str(args.out / f"carcassonne-{name}-{suffix}"))

    record = carcassonne_finished(3, 11)
    states = replay(record)
    # The position after 30 tiles, with the first player (a person) to lay the next one.
    cut = next(i for i, s in enumerate(states) if len(s.board) >= 30 and s.phase == PLACE_PHASE and s.current == 0)
    seats = [
        Seat(name, HUMAN if i == 0 else COMPUTER, "medium", colour)
        for i, (name, colour) in enumerate(zip(record.players, COLOUR_ORDER, strict=False))
    ]
    window.continue_game(GAMES["carcassonne"], record.model_copy(update={"moves": record.moves[:cut]}), seats)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    view = page.view
    view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        QTest.keyClick(view, key)
    shot("keys-tile")
    move = legal_moves(page.controller.state)[0]
    page.keys.cancel()
    page.controller.submit(move)
    if page.scene.lit_segments():
        QTest.keyClick(view, Qt.Key.Key_Tab)
        QTest.keyClick(view, Qt.Key.Key_Tab)
    shot("keys-follower")
    QTest.mouseClick(page.fold.handle, Qt.MouseButton.LeftButton)
    shot("folded")
    QTest.keyClick(view, Qt.Key.Key_N)
    deadline = 200
    while not page.controller.is_human_turn() and deadline:
        QTest.qWait(50)
        deadline -= 1
    shot("after-computers")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
