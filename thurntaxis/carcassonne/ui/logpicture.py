"""A log line's picture: the tile of its turn as it was laid (turned as on the table), with the follower put on it
at its place, framed in the mover's colour, as the table shows that player's latest tile. Painted by the table's
own painters (`tilepaint`, `pieces`), so the picture is the tile a player finds on the table."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from thurntaxis.carcassonne.rules import FOLLOWER, PLACE, GameState, Move
from thurntaxis.carcassonne.ui.pieces import COLOURS, lies, paint_follower
from thurntaxis.carcassonne.ui.tilepaint import paint_tile, segment_anchor
from thurntaxis.kit.picture import sharp_picture

PICTURE = 40  # pixels: the tile's roads and cities read, and a line of two rows of text stands beside it


class Laid(NamedTuple):
    """What a turn laid: its tile (index, rotation) on `square`, by the player in `colour`, and the follower put on
    it (its segment's name and key on the board; "" and -1 before one is put, or with none)."""

    square: int
    tile: int
    rotation: int
    colour: str
    follower: str = ""
    key: int = -1


def laid_by(move: Move, before: GameState, after: GameState, colours: list[str]) -> Laid | None:
    """What `move` laid: a tile (a placement) or the follower put on the tile just placed (`follower` set,
    `tile` that tile's); None for any other move."""
    colour = colours[before.current] if before.current < len(colours) else "black"
    if move.kind == PLACE:
        return Laid(after.last, move.tile, move.rotation, colour)
    if move.kind == FOLLOWER and before.last in before.board:
        oriented = before.board[before.last]
        name = str(move)
        index = oriented.names.index(name) if name in oriented.names else -1
        key = before.last * 16 + index if index >= 0 else -1
        return Laid(before.last, oriented.tile, oriented.rotation, colour, name, key)
    return None


def with_follower(tile: Laid, follower: Laid) -> Laid:
    """The tile's picture with the follower put on it afterwards."""
    return tile._replace(follower=follower.follower, key=follower.key)


def paint_laid(painter: QPainter, rect: QRectF, laid: Laid) -> None:
    """Paint `laid` into `rect`: the tile, its follower, and a frame in the mover's colour."""
    frame = max(2.0, rect.width() * 0.07)
    inner = rect.adjusted(frame, frame, -frame, -frame)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("#141414"))
    painter.fillRect(rect.adjusted(1, 1, -1, -1), QColor(COLOURS.get(laid.colour, "#26262b")))
    paint_tile(painter, inner, laid.tile, laid.rotation)
    if laid.follower:
        at = segment_anchor(laid.tile, laid.rotation, laid.follower, inner)
        paint_follower(painter, at, inner.width() * 0.42, laid.colour, lies(laid.follower), shadow=False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(20, 16, 12, 160), 0.8))
    painter.drawRect(inner)
    painter.restore()


def laid_picture(laid: Laid, size: int = PICTURE) -> QPixmap:
    """`laid` as a picture `size` pixels wide."""
    return sharp_picture(size, lambda p: paint_laid(p, QRectF(0, 0, size, size), laid))


def laid_icon(laid: Laid, size: int = PICTURE) -> QIcon:
    """`laid` as a list line's icon."""
    return QIcon(laid_picture(laid, size))
