"""PNGs of the window at a game hosted elsewhere, made offscreen in the real window, for looking at them: for each
game a `thurntaxis serve` on loopback with a computer seat, the window joined to the other seat, some moves
played (the person's through the page's controller), then the table; and the same table once the host has gone.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/network_table_screens.py OUT_FOLDER [--lang en] [--size 1024x700]

Files: joined-{thurn-and-taxis,carcassonne}-{table,host-gone}-LANG-WxH.png. Every process stops by itself.
"""

from __future__ import annotations

import subprocess
import sys
import time

from screens import ROOT, arguments  # first: offscreen Qt, a throw-away data folder
from screens import window as open_window

MOVES = {"thurn-and-taxis": 9, "carcassonne": 24}  # moves made before the picture
LIMIT = 60.0  # seconds any wait may take


def main() -> int:
    args = arguments(__doc__)
    from PySide6.QtWidgets import QApplication

    from thurntaxis.games import GAMES
    from thurntaxis.kit import fonts
    from thurntaxis.netui.netclient import NetClient
    from thurntaxis.netui.remotetable import open_remote_game
    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings

    app = QApplication([])
    fonts.register()
    i18n.install(args.lang)
    settings = Settings()
    settings.speed = "instant"
    window = open_window(args, settings, show_end_dialog=False)

    def until(condition: object) -> None:
        deadline = time.monotonic() + LIMIT
        while not condition():  # type: ignore[operator]
            if time.monotonic() > deadline:
                raise SystemExit("waited too long")
            app.processEvents()
            time.sleep(0.005)

    def shot(name: str) -> None:
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(args.out / f"joined-{name}-{args.suffix}"))

    for game_id, moves in MOVES.items():
        serve = [sys.executable, "-m", "thurntaxis", "serve", "--game", game_id, "--players", "2"]
        serve += ["--bots", "medium", "--port", "0", "--code", "K3YQ7X", "--seed", "20261127"]
        host = subprocess.Popen(serve, stdout=subprocess.PIPE, text=True, cwd=ROOT)
        try:
            assert host.stdout is not None
            port = int(host.stdout.readline().split("127.0.0.1:")[1].split()[0])
            client = NetClient(window, retry=1.0)
            client.connect_to("127.0.0.1", port, "K3YQ7X", "Ada")
            until(lambda c=client: c.welcome is not None and c.seats is not None)  # type: ignore[misc]
            open_remote_game(window, client, client.welcome)
            page = window.page
            until(page.has_game)
            game = GAMES[game_id].load()
            bot = game.make_bot("medium", seed=3)
            while page.network.number < moves:
                until(lambda p=page, m=moves: p.humans_turn() or p.network.number >= m)  # type: ignore[misc]
                if page.network.number >= moves:
                    break
                number = page.network.number
                page.controller.submit(bot.choose(game.observation_from_json(client.state.observation)))
                until(lambda p=page, n=number: p.network.number > n)  # type: ignore[misc]
            until(page.humans_turn)
            shot(f"{game_id}-table")
            host.kill()
            until(lambda p=page: p.network.gone)  # type: ignore[misc]
            shot(f"{game_id}-host-gone")
        finally:
            if host.poll() is None:
                host.kill()
            host.communicate(timeout=10)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
