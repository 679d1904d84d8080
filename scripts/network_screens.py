"""PNGs of network play in the window, made offscreen, for looking at them: the host dialog, its lobby once a
`thurntaxis join --bot` process has joined on the loopback, and the host's table with the remote player (the seats
bar in the status bar) after a few moves.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/network_screens.py OUT_FOLDER [--lang en] [--size 1024x700]

Files: network-{host,lobby,table}-LANG-WxH.png. Settings go to a temporary folder; the game is hosted on 127.0.0.1
only and the join process is ended at the end.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

from screens import ROOT, arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window


def main() -> int:
    args = arguments(__doc__)
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from thurntaxis.kit import fonts
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings, show_end_dialog=False)

    def shot(name: str, widget: object) -> None:
        for _ in range(3):
            app.processEvents()
        widget.grab().save(str(args.out / f"network-{name}-{args.suffix}"))  # type: ignore[attr-defined]

    def wait(until: object, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            app.processEvents()
            if until():  # type: ignore[operator]
                return True
            time.sleep(0.01)
        return False

    window._actions["host"].trigger()
    dialog = window.network_dialog
    dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    dialog.players.setValue(3)
    for box, kind in zip(dialog.seat_boxes, ["you", "friend", "medium"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.port.setValue(0)
    dialog.code.setText("K3YQ7")
    shot("host", dialog)
    if not dialog.open_room():
        print(dialog.setup_problem.text(), file=sys.stderr)
        return 1
    port = dialog.host.port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{port}", "--code", "K3YQ7"]
    client = subprocess.Popen([*command, "--name", "Ida", "--bot", "easy"], env=env, stdout=subprocess.DEVNULL)
    try:
        if not wait(lambda: dialog.start_button.isEnabled(), 30):
            print("nobody joined", file=sys.stderr)
            return 1
        shot("lobby", dialog)
        dialog.start_game()
        page = window.page
        controller = page.controller
        wait(lambda: len(controller.moves) >= 12 and page.humans_turn(), 60)  # the host plays the computer's hints
        for _ in range(40):
            if len(controller.moves) >= 12 and page.humans_turn():
                break
            if page.humans_turn():
                controller.submit(controller.hint())
            wait(lambda: page.humans_turn() or controller.state is None, 5)
        wait(lambda: page.humans_turn(), 20)
        shot("table", window)
    finally:
        window.end_hosting()
        client.terminate()
        client.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
