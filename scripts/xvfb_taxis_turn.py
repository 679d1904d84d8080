"""Thurn and Taxis in `xvfb_network_game.py`: a person at each window who plays with the table's keys by a fixed
habit, the way the Play menu lists them (number keys pick the n-th display card, hand card, house option or city;
L and R play the chosen card at the left or right end of the route, N starts a new route with it, S scores the
route, E ends the turn). A refused key changes nothing (the table says why), so the habit is pressed in full at
whichever window may be on turn, again and again, until the join process says the game is over:

    1 1                      draw the first display card (twice: the Postmaster's second draw)
    n L R   for n = 1..8     choose hand card n, play it at the left or the right end
    1 N                      nothing fitted: start a new route with the first card (and Enter to the question
                             "Your route will be discarded without scoring. Start a new route?": Yes)
    S                        score the route once it is 3 cards or more
    1 (x9)                   the first house option, then the first lit city for each house
    E                        end the turn
    1 (x3)                   discard down to the hand's limit

It reads nothing from the screen but the screenshots it keeps."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xvfb_screen import Screen

HABIT = (
    ["1", "1"] + [key for n in range(1, 9) for key in (str(n), "l", "r")],
    ["1", "n"],
    ["s"] + ["1"] * 9 + ["e"] + ["1"] * 3,
)


def turn(screen: Screen, player: Any, over: Callable[[], bool]) -> None:
    """Press the habit at `player`'s window (the pointer on its status bar: the keys go there); a question the
    window asks in between (a message box) is answered with Enter (its default button). Not a key more once the
    game is `over` (the end dialog is to be seen)."""
    window = player.main
    for keys in HABIT:
        if over():
            return
        screen.click(window.at(300, -8))
        screen.focus_at(window.at(300, -8))  # (the keys go to this window, not to one that holds the focus)
        screen.xdo("key", "--delay", 110, *keys)
        time.sleep(0.3)
        for dialog in player.dialogs():
            if dialog.height < 200 and not over():
                screen.keys(dialog.at(30, 30), "Return")
                time.sleep(0.3)


def play_taxis(
    screen: Screen,
    players: list[Any],
    bot: subprocess.Popen[bytes],
    shots: Path,
    shots_at: list[int],
    log: Callable[[str], None],
    deadline: float,
) -> None:
    rounds = 0
    while bot.poll() is None and time.monotonic() < deadline:
        rounds += 1
        for player in players:
            player.show()
            turn(screen, player, lambda: bot.poll() is not None)
            player.moves += 1
        if rounds % 5 == 0:
            log(f"{rounds} rounds of the habit pressed at both windows")
        if shots_at and rounds >= shots_at[0]:
            shots_at.pop(0)
            for player in players:
                player.show()
                time.sleep(0.5)
                screen.save(shots / f"table-{player.lang}-round-{rounds}.png")
