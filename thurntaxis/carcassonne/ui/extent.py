"""Where a feature lies on the table and who holds it: the segments of a road, city, monastery or farm across
tiles, as one scene path, and a sentence about it for the tooltip. Read from a position; draws nothing."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QPainterPath

from thurntaxis.carcassonne.rules import GameState, find, xy
from thurntaxis.carcassonne.rules.state import AROUND
from thurntaxis.carcassonne.rules.tiles import K_FIELD, K_MONASTERY, KIND_NAMES
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilepaint import segment_area


@dataclass(frozen=True)
class Feature:
    """A road, city, monastery or farm of a position: its kind, its root segment key and its segments."""

    kind: str
    root: int
    segments: tuple[tuple[int, int], ...]  # (square, segment index)


class Extents:
    """The features of one position, indexed by segment (built once per position)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        members: dict[int, list[tuple[int, int]]] = {}
        self._root: dict[int, int] = {}
        for pos, o in state.board.items():
            for index, seg in enumerate(o.segments):
                key = pos * 16 + index
                root = key if seg.kind == K_MONASTERY else find(state.parent, key)
                self._root[key] = root
                members.setdefault(root, []).append((pos, index))
        self._members = {root: tuple(m) for root, m in members.items()}

    def feature(self, pos: int, index: int) -> Feature:
        """The feature the segment `index` of the tile on square `pos` belongs to."""
        root = self._root[pos * 16 + index]
        kind = KIND_NAMES[self.state.board[pos].segments[index].kind]
        return Feature(kind, root, self._members[root])

    def by_root(self, root: int) -> Feature:
        """The feature whose root segment key is `root`."""
        pos, index = self._members[root][0]
        return self.feature(pos, index)

    def farms(self) -> list[Feature]:
        """Every farm of the position."""
        out = []
        for root, segments in self._members.items():
            pos, index = segments[0]
            if self.state.board[pos].segments[index].kind == K_FIELD:
                out.append(Feature("field", root, segments))
        return out

    def path(self, feature: Feature) -> QPainterPath:
        """The feature's extent as one scene path."""
        path = QPainterPath()
        path.setFillRule(path.fillRule().WindingFill)
        board = self.state.board
        for pos, index in feature.segments:
            o = board[pos]
            x, y = xy(pos)
            path.addPath(segment_area(o.tile, o.rotation, o.names[index], square_rect(x, y)))
        return path.simplified()

    def holders(self, feature: Feature) -> list[int]:
        """The players with followers on the feature (one entry per follower)."""
        state = self.state
        if feature.kind == "monastery":
            owner = state.monasteries.get(feature.root // 16, -1)
            key = feature.root
            return [state.followers[key]] if key in state.followers else ([owner] if owner >= 0 else [])
        if feature.kind == "field":
            return [p for _k, p in state.farms[feature.root][1]]
        return [p for _k, p in state.features[feature.root][3]]

    def describe(self, feature: Feature, names: list[str]) -> str:
        """What the feature is and who holds it, for a tooltip."""
        state = self.state
        if feature.kind == "monastery":
            pos = feature.root // 16
            first = texts.counted("monastery_neighbours", sum(pos + d in state.board for d in AROUND))
        elif feature.kind == "field":
            cities = {find(state.parent, c) for c in state.farms[feature.root][0]}
            first = texts.counted("farm_cities", sum(1 for c in cities if state.features[c][0] == 0))
        else:
            open_edges, squares, _shields, _holders = state.features[feature.root]
            key = ("completed_" if open_edges == 0 else "") + ("city" if feature.kind == "city" else "road")
            first = texts.counted(key + "_tiles", len(squares))
        holders = sorted(set(self.holders(feature)))
        if not holders:
            second = Carcassonne.tr("Nobody holds it.")
        else:
            second = texts.fill(Carcassonne.tr("Held by: %1"), ", ".join(names[p] for p in holders))
        return f"{first}\n{second}"


__all__ = ["Extents", "Feature"]
