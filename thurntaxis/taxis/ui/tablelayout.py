"""Where things lie on Thurn and Taxis's table (scene coordinates), which move each place and official button
stands for, and the buttons of the house options and bonus stacks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from thurntaxis.kit import theme
from thurntaxis.taxis.rules import GameState, Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import (
    ADMINISTRATOR,
    CARTWRIGHT,
    POSTAL_CARRIER,
    POSTMASTER,
)
from thurntaxis.taxis.ui.buttons import ButtonItem
from thurntaxis.taxis.ui.preview import option_preview
from thurntaxis.taxis.ui.texts import (
    land_name,
    option_note,
    translate,
)

RIGHT_X = 1070.0
DISPLAY_Y = 26.0
DECK_POS = QPointF(RIGHT_X, 186.0)
DISCARD_POS = QPointF(RIGHT_X + 98, 186.0)
STACKS_X = RIGHT_X + 206
ROUTES_Y = 400.0
BOTTOM_Y = 762.0
ROUTE_Y = BOTTOM_Y + 24
HAND_Y = BOTTOM_Y + 172
PLAY_X = 430.0
PLAY_RIGHT_END = 1530.0
UNDO_W = 112.0  # Undo and Hint, one above the other right of the hand
OPTIONS_AREA = QRectF(8, BOTTOM_Y + 16, 412, 284)  # where the house options lie (the officials' place, hidden)
SCENE_RECT = QRectF(-16, -16, 1682, 1086)
STEP = theme.CARD_W + 8
# the move a hand card dropped on each place makes, and the move that calls each official (its button's key)
ZONE_MOVES = {"left": mv.PLAY_LEFT, "right": mv.PLAY_RIGHT, "new": mv.START, "discard": mv.DISCARD}
OFFICIAL_MOVES = {
    POSTMASTER: mv.USE_POSTMASTER,
    ADMINISTRATOR: mv.USE_ADMINISTRATOR,
    POSTAL_CARRIER: mv.USE_CARRIER,
    CARTWRIGHT: mv.SCORE_WITH_CARTWRIGHT,
}


def house_option_button(
    board: object, move: Move, state: GameState | None = None, w: float = 197, h: float = 76
) -> ButtonItem:
    """The button of a house option (`w` by `h`): one house in each land of the route, or all route cities of one
    land; with `state` (choosing houses), it says what the option brings: houses placed and bonus tiles."""
    if move.kind == mv.HOUSES_EACH_LAND:
        text, meaning = translate("Game", "One in each land"), translate("Game", "one house per land of the route")
    else:
        text = translate("Game", "%1: all route cities").replace("%1", land_name(board, move.arg))
        meaning = translate("Game", "every route city of this land")
    sub = option_note(board, option_preview(state, move)) if state is not None else meaning
    button = ButtonItem(move, w, h, text, sub, "#f2c14e")
    button.margin = 8.0  # the tiles it would win listed, the text keeps clear of the card's edges
    if move.kind == mv.HOUSES_ONE_LAND:
        button.swatches = (theme.LAND_COLOURS[move.arg],)
    elif state is not None:  # one house in each land: the route's lands, in the order of the route
        lands = dict.fromkeys(board.city_land[c] for c in state.routes[state.current])  # type: ignore[attr-defined]
        button.swatches = tuple(theme.LAND_COLOURS[land] for land in lands)
    button.setToolTip(
        meaning + "\n" + translate("Game", "Point at an option to see the cities that get houses; click to choose it.")
    )
    return button


def stack_mark(board: object, stack_id: str) -> tuple[str, ...]:
    """What a bonus stack's tile shows besides its value: the colours of its lands, the route length, or the end."""
    lengths = {"route5": "5", "route6": "6", "route7": "7+"}
    if stack_id in lengths:
        return ("length", lengths[stack_id])
    if stack_id == "game_end":
        return ("end",)
    names = board.land_names  # type: ignore[attr-defined]
    lands = range(len(names)) if stack_id == "all_lands" else [names.index(n) for n in stack_id.split("/")]
    return ("lands", *(theme.LAND_COLOURS[land] for land in lands))
