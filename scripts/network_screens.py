"""PNGs of network play in the window, made offscreen, for looking at them: the host dialog, its lobby once a
`thurntaxis join --bot` process and a second window (through its Join dialog) have joined on the loopback, the
Join dialog filled in and in its lobby, and after a few moves the host's table with the remote players (the seats
bar in the status bar) and the second window's table.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/network_screens.py OUT_FOLDER [--lang en] [--size 1024x700]

Files: network-{host,lobby,join,join-lobby,table,joined}-LANG-WxH.png. Settings go to a temporary folder; the
game is hosted on 127.0.0.1 only and the join process is ended at the end.
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
    from thurntaxis.netui.play import NetworkPlay

    window = open_window(args, settings, show_end_dialog=False, network=NetworkPlay)

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
    dialog = window.network.dialog
    dialog.bind = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    dialog.players.setValue(3)
    for box, kind in zip(dialog.seat_boxes, ["you", "friend", "friend"], strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.port.setValue(0)
    dialog.code.setText("K3YQ7X")
    shot("host", dialog)
    if not dialog.open_room():
        print(dialog.setup_problem.text(), file=sys.stderr)
        return 1
    port = dialog.host.port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "thurntaxis", "join", f"127.0.0.1:{port}", "--code", "K3YQ7X"]
    client = subprocess.Popen([*command, "--name", "Ida", "--bot", "easy"], env=env, stdout=subprocess.DEVNULL)
    # The second window: a friend's machine.
    friend = open_window(args, Settings(), show_end_dialog=False, network=NetworkPlay)
    friend._actions["join"].trigger()
    joining = friend.network.dialog
    joining.address.setText(f"127.0.0.1:{port}")
    joining.code.setText("K3YQ7X")
    joining.name.setText("Mira")
    shot("join", joining)
    joining.join()
    try:
        if not wait(lambda: joining.lobby.count() > 0 and joining.welcome is not None, 30):
            print("the second window did not join:", joining.line.text(), file=sys.stderr)
            return 1
        if not wait(lambda: dialog.start_button.isEnabled(), 30):
            print("nobody joined", file=sys.stderr)
            return 1
        wait(lambda: all("…" not in joining.lobby.item(i).text() for i in range(joining.lobby.count())), 10)
        shot("lobby", dialog)
        shot("join-lobby", joining)
        dialog.start_game()
        sent = [-1]

        def friend_moves() -> None:  # the second window's person plays the computer's hints (at its own table
            joined = friend.page  # once the game's first position has come)
            net = getattr(joined, "network", None)
            if net is not None and joined.has_game() and joined.humans_turn() and net.number != sent[0]:
                sent[0] = net.number
                joined.controller.submit(joined.controller.hint())

        page = window.page
        controller = page.controller
        # the host's and the friend's people play the computer's hints
        wait(lambda: (friend_moves(), len(controller.moves) >= 12 and page.humans_turn())[1], 60)
        for _ in range(40):
            if len(controller.moves) >= 12 and page.humans_turn():
                break
            if page.humans_turn():
                controller.submit(controller.hint())
            wait(lambda: (friend_moves(), page.humans_turn())[1] or controller.state is None, 5)
        wait(lambda: (friend_moves(), page.humans_turn())[1], 20)
        shot("table", window)
        shot("joined", friend)
    finally:
        window.end_hosting()
        client.terminate()
        client.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
