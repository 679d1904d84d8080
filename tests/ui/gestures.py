"""Playing a move through the GUI the way a player does: drags and clicks on the table view."""

from __future__ import annotations

from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import ADMINISTRATOR, POSTAL_CARRIER, POSTMASTER

from .conftest import click, drag


def perform(win: MainWindow, move: Move) -> None:
    """Make `move` for the human to move with the mouse only."""
    scene = win.page.scene
    k = move.kind
    if k == mv.DRAW:
        if move.arg == mv.DECK:
            card = scene.cards("deck")[0]
        else:
            card = next(c for c in scene.cards("display") if c.city == move.arg)
        drag(win, card, scene.zones["hand"].sceneBoundingRect().center())
    elif k in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
        card = next(c for c in scene.cards("hand") if c.city == move.arg)
        zone = {mv.PLAY_LEFT: "left", mv.PLAY_RIGHT: "right", mv.START: "new", mv.DISCARD: "discard"}[k]
        drag(win, card, scene.zones[zone].sceneBoundingRect().center())
    elif k in (mv.POSTMASTER, mv.ADMINISTRATOR, mv.CARRIER):
        official = {mv.POSTMASTER: POSTMASTER, mv.ADMINISTRATOR: ADMINISTRATOR, mv.CARRIER: POSTAL_CARRIER}[k]
        click(win, scene.officials[official])
    elif k == mv.SCORE:
        click(win, scene.officials[4] if move.arg else scene.score_button)
    elif k == mv.END_TURN:
        click(win, scene.end_button)
    elif k in (mv.HOUSES_EACH_LAND, mv.HOUSES_ONE_LAND):
        click(win, next(b for b in scene.buttons() if b.key == move))
    elif k == mv.HOUSE:
        token = scene.house_token()
        assert token is not None
        drag(win, token, scene.cities[move.arg].sceneBoundingRect().center())
    else:
        raise AssertionError(f"no gesture for {move!r}")
