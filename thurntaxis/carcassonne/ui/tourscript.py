"""Carcassonne's guided first game: a prepared deal against one computer player, and the tour's stops through it.

The deal is a record with a fixed tile order, so every tile comes when the tour says. The script lists, in order,
the tour's stops (`Stop`: what the balloon says, what it points at, what it waits for) and the computer player's
moves (plain notation). Texts are source texts of the context "CarcassonneTour", translated when they are shown.
A runner (`thurntaxis.carcassonne.ui.tour`) reads only this data.

What the targets name (`Stop.target`, `Stop.goal`):
    ("tray",)            the drawn tile in the tray          ("supply",)        the follower in the tray
    ("square", x, y)     an empty square of the board        ("tile", x, y)     a placed tile
    ("segment", name)    a follower's place on the tile just placed (its notation: "road:SW")
    ("button", key)      a button of the side: "rotate", "no_follower", "farms" (the farm toggle)
    ("score", seat)      a player's score                    ("final",)         the final scoring's panel
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from thurntaxis.carcassonne.rules import (
    FOLLOWER_PHASE,
    NO_FOLLOWER,
    PLACE,
    GameRecord,
    Move,
    Observation,
    legal_moves,
    new_record,
    parse_move,
)
from thurntaxis.carcassonne.rules.tiles import LETTERS, full_tile_set

# The tiles drawn in the guided game, in order (the player draws first, then the two take turns); the other tiles
# of the game follow in the box's order.
FIRST_TILES = "VWWUFVEKBUEJ"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name Qt's lupdate looks for
    """Mark a text of the tour for translation (the runner translates it when it shows it)."""
    return text


class CarcassonneTour:
    """The translation context of the tour's texts: pyside6-lupdate files a `CarcassonneTour.tr("...")` call under
    the context named by its qualifier, so call it with exactly this name and a literal text."""

    @classmethod
    def tr(cls, text: str) -> str:
        """`text` translated in the context named as the class is."""
        return QCoreApplication.translate(cls.__name__, text)


TURNED = "turned"  # a stop that waits until the drawn tile is turned as its `move` places it
FARMS = "farms"  # a stop that waits until the farms are shown


@dataclass(frozen=True)
class Stop:
    """One stop of the tour: the balloon says `say` and points at `target`, and rings `goal` (where the piece
    goes, or a second place to look at), keeping clear of both. It waits for the move `move` (notation), or, with
    `wait`, for the tile to be turned as `move` places it (`TURNED`) or for the farms to be shown (`FARMS`); with
    neither, the player reads and clicks Next. With `preview`, the final scoring's panel shows what the game would
    score if it ended now."""

    say: str
    target: tuple[object, ...] = ()
    move: str | None = None
    goal: tuple[object, ...] = ()
    wait: str | None = None
    preview: bool = False


SCRIPT: tuple[Stop | str, ...] = (
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Welcome to Carcassonne! You and Anna build a landscape of tiles together; your followers on its "
            "roads, cities, monasteries and fields score points. Follow the balloons (Escape leaves at any time).",
        ),
        ("tray",),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Each turn you draw a tile: this one. It must continue what it touches, road to road, city to city, "
            "field to field; the lit squares are where it fits. Drag it onto the ringed square.",
        ),
        ("tray",),
        "V0@1,0",
        ("square", 1, 0),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Then you may place one follower on the tile you just placed. Drag a follower from your supply onto "
            "the road (or click the road): it stands there as a robber.",
        ),
        ("supply",),
        "road:SW",
        ("segment", "road:SW"),
    ),
    "W0@-1,0",
    "none",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Anna placed a crossroads on the left. A road ends at a crossroads, so your robber's road now has "
            "one finished end.",
        ),
        ("tile", -1, 0),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "You drew a crossroads too. Below your first tile it ends your road, but only with a road at its "
            "top: turn it a quarter turn. Press R, turn the mouse wheel over the tile, or click Rotate.",
        ),
        ("button", "rotate"),
        "W1@1,1",
        ("tray",),
        wait=TURNED,
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Now its road meets the end of your road. Drag the tile onto the ringed square.",
        ),
        ("tray",),
        "W1@1,1",
        ("square", 1, 1),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "A follower is never a must. Keep your followers this time: click \u201cNo follower\u201d (or press "
            "Enter).",
        ),
        ("button", "no_follower"),
        "none",
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Your road is completed: it ends at a crossroads at both ends. A completed road scores 1 point per "
            "tile: 4 tiles, 4 points for you. Your robber goes back to your supply.",
        ),
        ("score", 0),
    ),
    "U0@-1,1",
    "road:NS",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Anna put a robber on her road. Your tile has a city with a shield. Turn it so that its city meets "
            "the start tile's city, and drag it onto the ringed square.",
        ),
        ("tray",),
        "F1@0,-1",
        ("square", 0, -1),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Put a follower into the city: there it is a knight. The city is still open at the top.",
        ),
        ("supply",),
        "city:NS",
        ("segment", "city:NS"),
    ),
    "V2@-1,2",
    "none",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "This tile closes your city. Turn it so that its city faces down, and drag it onto the ringed square.",
        ),
        ("tray",),
        "E2@0,-2",
        ("square", 0, -2),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Your knight already holds this city, so no other follower may go into it. Click \u201cNo follower\u201d.",
        ),
        ("button", "no_follower"),
        "none",
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Your city is completed. A completed city scores 2 points per tile and 2 per shield: 3 tiles and "
            "1 shield make 8 points. Your knight goes back to your supply.",
        ),
        ("score", 0),
    ),
    "K2@-2,0",
    "city:S",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Anna put a knight into a city of her own. You drew a monastery: drag it onto the ringed square.",
        ),
        ("tray",),
        "B0@1,-1",
        ("square", 1, -1),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Put a follower into the monastery: it is a monk. The monastery is completed when all 8 squares "
            "around it hold tiles; then it scores 9 points.",
        ),
        ("supply",),
        "monastery",
        ("segment", "monastery"),
    ),
    "U0@-2,-1",
    "none",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Fields score only at the end of the game. Drag this tile onto the ringed square, beside your "
            "completed city.",
        ),
        ("tray",),
        "E0@-1,-1",
        ("square", -1, -1),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Drag a follower onto the field (the green land) of this tile: it lies down there as a farmer and "
            "stays until the end of the game.",
        ),
        ("supply",),
        "field:e1e2s1s2w1w2",
        ("segment", "field:e1e2s1s2w1w2"),
    ),
    "J2@-1,-2",
    "none",
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Anna closed the small city above your farmer. Nobody had a knight in it, so nobody scored it; "
            "but it is a completed city beside your farm.",
        ),
        ("tile", -1, -2),
        goal=("tile", -1, -1),
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Connected fields make a farm. Tick \u201cShow the farms\u201d to see each farm in the colour of the "
            "player whose farmers hold it.",
        ),
        ("button", "farms"),
        wait=FARMS,
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "The game ends after the last tile. Then every farm scores 3 points for each completed city it "
            "touches; incomplete roads and cities score 1 point per tile (and per shield), a monastery 1 point "
            "plus 1 per tile around it. If the game ended now: your farm touches 2 completed cities (6 points), "
            "your monastery has 4 tiles around it (5 points).",
        ),
        ("final",),
        preview=True,
    ),
    Stop(
        QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "Well done: you know every step of a turn! The player with the most points after the final scoring "
            "wins. Click \u201cFinish\u201d, then start a game of your own with Game \u2192 New game.",
        ),
        ("score", 0),
        preview=True,
    ),
)


def tile_order() -> str:
    """The 72 tiles of the guided game: the start tile D, the tiles of the script, then the rest."""
    rest = [LETTERS[t] for t in full_tile_set()[1:]]
    for letter in FIRST_TILES:
        rest.remove(letter)
    return "D" + FIRST_TILES + "".join(rest)


def moves() -> list[str]:
    """Every move of the guided game, the player's and the computer's, in order."""
    out: list[str] = []
    for entry in SCRIPT:
        if isinstance(entry, str):
            out.append(entry)
        elif entry.move is not None and entry.wait is None:
            out.append(entry.move)
    return out


def record(names: list[str]) -> GameRecord:
    """The guided game's opening for the player (seat 0, who starts) and the computer player, named `names`, with
    the prepared tiles."""
    return new_record(names, tiles=tile_order())


def refusal(stop: Stop, move: Move) -> str | None:
    """Why the player's legal `move` is not the one `stop` waits for (a source text of the tour's context), or None
    when it is."""
    if stop.wait == TURNED:
        return QT_TRANSLATE_NOOP("CarcassonneTour", "First turn the tile as the balloon says.")
    if stop.wait == FARMS:
        return QT_TRANSLATE_NOOP("CarcassonneTour", "First tick \u201cShow the farms\u201d.")
    if stop.move is None:
        return QT_TRANSLATE_NOOP("CarcassonneTour", "First read the balloon, then click \u201cNext\u201d.")
    wanted = parse_move(stop.move)
    if move == wanted:
        return None
    if wanted.kind == PLACE and (move.x, move.y) != (wanted.x, wanted.y):
        return QT_TRANSLATE_NOOP(
            "CarcassonneTour", "The tile fits there, but this lesson puts it on the ringed square."
        )
    if wanted.kind == PLACE:
        return QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "The tile fits there turned this way too, but this lesson turns it as the balloon says.",
        )
    if wanted.kind == NO_FOLLOWER:
        return QT_TRANSLATE_NOOP(
            "CarcassonneTour",
            "A follower may stand there, but this lesson keeps it: click \u201cNo follower\u201d.",
        )
    if move.kind == NO_FOLLOWER:
        return QT_TRANSLATE_NOOP("CarcassonneTour", "This lesson places a follower now: drag it onto the ringed place.")
    return QT_TRANSLATE_NOOP(
        "CarcassonneTour", "A follower may stand there, but this lesson puts it on the ringed place."
    )


def move_number(entry: int) -> int:
    """How many moves of the game come before the script's entry number `entry`."""
    return sum(1 for e in SCRIPT[:entry] if isinstance(e, str) or (e.move is not None and e.wait is None))


def computer_move(number: int) -> Move | None:
    """The move number `number` (from 0) of the guided game, or None past the script."""
    script = moves()
    return parse_move(script[number]) if number < len(script) else None


class ScriptedPlayer:
    """The guided game's computer player: the script's move (a legal one, should the game have strayed)."""

    level = "script"

    def choose(self, observation: Observation, should_stop: Callable[[], bool] | None = None) -> Move:
        """The script's move at this point of the game (counted from the tiles placed)."""
        placed = len(observation.placed_order) - 1
        number = 2 * placed - (1 if observation.phase == FOLLOWER_PHASE else 0)
        move = computer_move(number)
        legal = legal_moves(observation)
        return move if move in legal else legal[0]
