"""The Carcassonne table: a scene that draws a position (tiles, followers, the squares where the drawn tile fits,
the places where a follower may go, the tray with the drawn tile) and answers the drag interaction's questions
(`thurntaxis.kit.interaction.DragDelegate`). It never changes the game: drops become intents, which the page hands
to the controller, and the controller hands back the next position."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
)

from thurntaxis.carcassonne.rules import (
    FOLLOWER_PHASE,
    PLACE,
    PLACE_PHASE,
    GameState,
    Move,
    Scored,
    apply,
    legal_moves,
    parse_move,
    pos_of,
    xy,
)
from thurntaxis.carcassonne.rules.tiles import CANONICAL, FITS
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.extent import Extents, Feature
from thurntaxis.carcassonne.ui.followerplaces import place_targets
from thurntaxis.carcassonne.ui.items import (
    GLOW,
    Z_FLOAT,
    FollowerItem,
    GhostFollower,
    GhostTile,
    GlowItem,
    SegmentsItem,
    SquareItem,
    TileItem,
    square_rect,
)
from thurntaxis.carcassonne.ui.pieces import COLOURS, lies
from thurntaxis.carcassonne.ui.places import FeatureHover as FeatureHover  # (where it was first)
from thurntaxis.carcassonne.ui.places import feature_centre as feature_centre
from thurntaxis.carcassonne.ui.places import follower_place as follower_place
from thurntaxis.carcassonne.ui.places import scored_path, square_of
from thurntaxis.carcassonne.ui.readable import lay_out
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.carcassonne.ui.tilepaint import segment_anchor, segment_at
from thurntaxis.carcassonne.ui.tray import TrayItem
from thurntaxis.errors import IllegalMoveError
from thurntaxis.kit import theme
from thurntaxis.kit.interaction import Refusal

MIN_COLUMNS, MIN_ROWS = 7, 5  # the play area shown at the start: room around the start tile
GLOW_STEPS = 4  # a scored feature glows for this many steps of the animation speed


class CarcassonneScene(QGraphicsScene):
    """The play area. `show_state` draws a position; `interactive` says whether the player at the screen is to
    move (only then do pieces lift and targets light). `turned` says that the drawn tile was turned."""

    turned = Signal()

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.setBackgroundBrush(theme.TABLE)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.animation_ms = 0
        self.state: GameState | None = None
        self.names: list[str] = []
        self.colours: list[str] = []
        self.interactive = False
        self.remote: frozenset[int] = frozenset()  # the seats of friends on other machines (the tray says so)
        self.rotation = 0
        self.farms_shown = False
        self.tray = TrayItem()
        self.addItem(self.tray)
        self._tiles: dict[int, TileItem] = {}
        self._followers: list[FollowerItem] = []
        self._squares: dict[tuple[int, int], SquareItem] = {}
        self._segments: SegmentsItem | None = None
        self._follower_moves: dict[str, Move] = {}
        self._ghost: GhostTile | GhostFollower | None = None
        self._extents: Extents | None = None
        self._farm_items: list[GlowItem] = []
        self._hover: GlowItem | None = None
        self._hover_root: int | None = None
        self._turn_key: tuple[int, int] = (-1, -1)
        self._effects: list[QPropertyAnimation] = []

    # ---- drawing a position ------------------------------------------------------------------------------

    def show_state(self, state: GameState, names: list[str], colours: list[str], interactive: bool) -> None:
        """Draw `state`; the seat to move plays at this screen when `interactive`."""
        self.state, self.names, self.colours, self.interactive = state, names, colours, interactive
        self._extents = None
        key = (len(state.placed_order), len(state.removed))
        if state.phase == PLACE_PHASE and key != self._turn_key:
            self._turn_key = key
            self.rotation = 0
        self._sync_tiles(state)
        self._sync_followers(state)
        self._sync_targets(state)
        self._sync_farms()
        self._set_hover(None)
        self._update_tray()
        self._update_rect(state)
        lay_out(self)

    def _sync_tiles(self, state: GameState) -> None:
        for pos in [p for p in self._tiles if p not in state.board]:
            self.removeItem(self._tiles.pop(pos))
        for pos, o in state.board.items():
            item = self._tiles.get(pos)
            if item is None or (item.tile, item.turns) != (o.tile, o.rotation):
                if item is not None:
                    self.removeItem(item)
                x, y = xy(pos)
                item = TileItem(x, y, o.tile, o.rotation)
                self.addItem(item)
                self._tiles[pos] = item

    def _sync_followers(self, state: GameState) -> None:
        """The followers on the board; none once the game is over (the final scoring sent them all home)."""
        for item in self._followers:
            self.removeItem(item)
        self._followers = []
        if state.game_over:
            return
        for key, player in state.followers.items():
            at, lying = follower_place(state, key)
            item = FollowerItem(at, self.colours[player], lying, key)
            self.addItem(item)
            self._followers.append(item)

    def _sync_targets(self, state: GameState) -> None:
        for item in self._squares.values():
            self.removeItem(item)
        self._squares = {}
        if self._segments is not None:
            self.removeItem(self._segments)
            self._segments = None
        self._follower_moves = {}
        if not self.interactive:
            return
        if state.phase == PLACE_PHASE:
            for move in legal_moves(state):
                if (move.x, move.y) not in self._squares:
                    square = SquareItem(move.x, move.y)
                    self.addItem(square)
                    self._squares[(move.x, move.y)] = square
        elif state.phase == FOLLOWER_PHASE:
            self._follower_moves = {str(m): m for m in legal_moves(state) if m.kind != 2}
            self._segments = place_targets(state, list(self._follower_moves), self.colours[state.current])
            self.addItem(self._segments)

    def _update_tray(self) -> None:
        tray, state = self.tray, self.state
        assert state is not None
        tray.setVisible(not state.game_over)
        if state.game_over:
            tray.name, tray.tile, tray.tile_state, tray.caption, tray.hint = "", -1, "none", "", ""
            tray.follower_ready = False
            tray.update()
            return
        player = state.current
        tray.name, tray.colour, tray.supply = self.names[player], self.colours[player], state.supply[player]
        tray.tile, tray.turns = state.drawn, self.rotation if state.phase == PLACE_PHASE else 0
        placing = state.phase == PLACE_PHASE
        if not self.interactive:
            tray.tile_state = "waiting" if placing else "away"
            tray.caption, tray.hint = texts.elsewhere(player in self.remote)[1], ""
        elif placing:
            tray.tile_state = "ready"
            tray.caption = Carcassonne.tr("Your tile")
            tray.hint = Carcassonne.tr("R or wheel: turn it")
        else:
            tray.tile_state = "away"
            tray.caption = Carcassonne.tr("Your follower")
            tray.hint = Carcassonne.tr("Enter: no follower")
        tray.follower_ready = self.interactive and not placing and bool(self._follower_moves)
        tray.follower_away = False
        tray.update()

    def _update_rect(self, state: GameState) -> None:
        xs = [xy(p)[0] for p in state.board]
        ys = [xy(p)[1] for p in state.board]
        left, right = min(xs) - 1, max(xs) + 1
        top, bottom = min(ys) - 1, max(ys) + 1
        if right - left + 1 < MIN_COLUMNS:
            extra = MIN_COLUMNS - (right - left + 1)
            left, right = left - extra // 2, right + extra - extra // 2
        if bottom - top + 1 < MIN_ROWS:
            extra = MIN_ROWS - (bottom - top + 1)
            top, bottom = top - extra // 2, bottom + extra - extra // 2
        # Always set: sceneRect() is Qt's rectangle of the items until one is set, and where the lit squares made
        # exactly this one, a comparison with it left the table following its items (the tray grew it at each fit).
        # Qt itself does nothing for the rectangle already set.
        self.setSceneRect(QRectF(left * UNIT, top * UNIT, (right - left + 1) * UNIT, (bottom - top + 1) * UNIT))

    def extents(self) -> Extents:
        """The features of the position shown (built when first asked)."""
        assert self.state is not None
        if self._extents is None:
            self._extents = Extents(self.state)
        return self._extents

    # ---- what lies where ---------------------------------------------------------------------------------

    def square_centre(self, x: int, y: int) -> QPointF:
        """The scene point at the middle of square (x, y)."""
        return square_rect(x, y).center()

    def segment_centre(self, name: str) -> QPointF:
        """Where a follower on segment `name` of the tile just placed would stand (scene point)."""
        assert self.state is not None
        o = self.state.board[self.state.last]
        x, y = xy(self.state.last)
        return segment_anchor(o.tile, o.rotation, name, square_rect(x, y))

    def lit_squares(self) -> set[tuple[int, int]]:
        """The squares lit now (where the drawn tile fits in some rotation)."""
        return set(self._squares)

    def lit_segments(self) -> list[str]:
        """The segments of the tile just placed lit now (where a follower may go)."""
        return list(self._follower_moves)

    def _segment_under(self, pos: QPointF) -> str | None:
        """The segment of the tile just placed under `pos`, if the pointer is on that tile."""
        state = self.state
        if state is None or state.phase != FOLLOWER_PHASE:
            return None
        x, y = xy(state.last)
        target = self._segments.target_at(self._segments.mapFromScene(pos)) if self._segments is not None else None
        if target is not None or square_of(pos) != (x, y):
            return target
        o = state.board[state.last]
        seg = segment_at(o.tile, o.rotation, pos, square_rect(x, y))
        return seg.name if seg is not None else None

    def _fits(self, x: int, y: int) -> bool:
        assert self.state is not None
        code = self.state.frontier.get(pos_of(x, y))
        drawn = self.state.drawn
        return code is not None and CANONICAL[drawn][self.rotation] in FITS[drawn][code]

    def placement(self, x: int, y: int) -> Move:
        """The placement of the drawn tile, as turned now, on square (x, y)."""
        assert self.state is not None
        drawn = self.state.drawn
        return Move(PLACE, drawn, CANONICAL[drawn][self.rotation], x, y)

    # ---- the drag delegate -------------------------------------------------------------------------------

    def piece_at(self, pos: QPointF) -> object | None:
        """ "tile" or "follower" when the player may lift that piece from the tray at `pos`."""
        state = self.state
        if state is None or not self.interactive or state.game_over:
            return None
        part = self.tray.part_at(pos)
        if part == "tile" and state.phase == PLACE_PHASE:
            return "tile"
        if part == "follower" and state.phase == FOLLOWER_PHASE and self._follower_moves:
            return "follower"
        return None

    def lift(self, piece: object) -> QGraphicsObject:
        """Start dragging the drawn tile or a follower from the supply."""
        assert self.state is not None
        self._set_hover(None)
        ghost: GhostTile | GhostFollower
        if piece == "tile":
            ghost = GhostTile(self.state.drawn, self.rotation)
            self.tray.tile_state = "away"
        else:
            ghost = GhostFollower(self.colours[self.state.current])
            self.tray.follower_away = True
        self.tray.update()
        ghost.setPos(self.tray.tile_centre() if piece == "tile" else self.tray.follower_centre())
        self.addItem(ghost)
        self._ghost = ghost
        return ghost

    def hover(self, piece: object, pos: QPointF) -> QPointF | None:
        """Snap the dragged piece to a target under `pos` and show whether it would be taken there."""
        assert self.state is not None
        if piece == "tile":
            x, y = square_of(pos)
            for square in self._squares.values():
                square.set_hot(None)
            ghost = self._ghost
            assert isinstance(ghost, GhostTile)
            if pos_of(x, y) in self.state.frontier and not self.tray.contains(self.tray.mapFromScene(pos)):
                fit = self._fits(x, y)
                square_item = self._squares.get((x, y))
                if square_item is not None:
                    square_item.set_hot(fit)
                ghost.set_look(self.rotation, fit)
                return self.square_centre(x, y)
            ghost.set_look(self.rotation, None)
            return None
        name = self._segment_under(pos)
        assert self._segments is not None
        if name is not None and name in self._follower_moves:
            self._segments.set_hot(name)
            if isinstance(self._ghost, GhostFollower):
                self._ghost.set_lying(lies(name))
            return self.segment_centre(name)
        self._segments.set_hot(None)
        if isinstance(self._ghost, GhostFollower):
            self._ghost.set_lying(False)
        return None

    def drop(self, piece: object, pos: QPointF) -> object | Refusal | None:
        """The move a release at `pos` makes, or why it is refused."""
        state = self.state
        assert state is not None
        if self.tray.contains(self.tray.mapFromScene(pos)):
            return None
        if piece == "tile":
            x, y = square_of(pos)
            move = self.placement(x, y)
            try:
                apply(state, move)
            except IllegalMoveError as exc:
                return Refusal(exc.code, dict(exc.params))
            return move
        name = self._segment_under(pos)
        if name is None:
            return Refusal("no_target")
        if name in self._follower_moves:
            return self._follower_moves[name]
        try:
            apply(state, parse_move(name))
        except IllegalMoveError as exc:
            return Refusal(exc.code, dict(exc.params))
        return Refusal("no_target")

    def home(self, piece: object) -> QPointF:
        """Where a refused piece goes back to: its place in the tray."""
        return self.tray.tile_centre() if piece == "tile" else self.tray.follower_centre()

    def settle(self, piece: object) -> None:
        """Put the dragged piece away and the tray and targets back as they were."""
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
        for square in self._squares.values():
            square.set_hot(None)
        if self._segments is not None:
            self._segments.set_hot(None)
        if self.state is not None and not self.state.game_over:
            self._update_tray()

    def turn(self, piece: object | None, steps: int) -> bool:
        """Turn the drawn tile (the only piece that turns) by `steps` quarter turns clockwise."""
        state = self.state
        if state is None or not self.interactive or state.phase != PLACE_PHASE or piece not in (None, "tile"):
            return False
        self.rotation = (self.rotation + steps) % 4
        self.tray.turns = self.rotation
        self.tray.update()
        self.turned.emit()
        ghost = self._ghost
        if isinstance(ghost, GhostTile):  # (on a square: whether it fits there as it is turned now)
            x, y = square_of(ghost.sceneBoundingRect().center())
            fit = None if ghost.fit is None else self._fits(x, y)
            ghost.set_look(self.rotation, fit)
            if (x, y) in self._squares and fit is not None:
                self._squares[(x, y)].set_hot(fit)
        for square in self._squares.values():
            square.hint = False
            square.update()
        return True

    def click_intent(self, pos: QPointF) -> Move | None:
        """The follower move a click at `pos` chooses (a lit place on the tile just placed), if any."""
        if not self.interactive:
            return None
        name = self._segment_under(pos)
        return self._follower_moves.get(name) if name is not None else None

    # ---- hints, hover, farms, scoring --------------------------------------------------------------------

    def show_hint(self, move: Move) -> None:
        """Mark the hinted move: the tile turned as hinted and its square ringed, or the follower's place lit."""
        if move.kind == PLACE:
            self.rotation = move.rotation
            self.tray.turns = move.rotation
            self.tray.update()
            for square in self._squares.values():
                square.hint = square.square == (move.x, move.y)
                square.update()
        elif self._segments is not None and str(move) in self._follower_moves:
            self._segments.set_hot(str(move))

    def feature_at(self, pos: QPointF) -> Feature | None:
        """The road, city, monastery or farm under a scene point."""
        state = self.state
        if state is None:
            return None
        x, y = square_of(pos)
        square = pos_of(x, y)
        o = state.board.get(square)
        if o is None:
            return None
        seg = segment_at(o.tile, o.rotation, pos, square_rect(x, y))
        if seg is None:
            return None
        return self.extents().feature(square, o.names.index(seg.name))

    def hover_at(self, pos: QPointF) -> None:
        """Light the extent of the feature under the pointer (roads, cities, monasteries and held farms)."""
        if self._ghost is not None:
            return
        feature = self.feature_at(pos)
        if feature is not None and feature.kind == "field" and not self.extents().holders(feature):
            feature = None
        self._set_hover(feature)

    def _set_hover(self, feature: Feature | None) -> None:
        root = feature.root if feature is not None else None
        if root == self._hover_root:
            return
        if self._hover is not None:
            self.removeItem(self._hover)
            self._hover = None
        self._hover_root = root
        if feature is not None:
            holders = self.extents().holders(feature)
            colour = QColor(COLOURS[self.colours[holders[0]]]) if holders else QColor("#ffffff")
            self._hover = GlowItem(self.extents().path(feature), colour, alpha=70, width=3.0)
            self.addItem(self._hover)

    def describe_at(self, pos: QPointF) -> str | None:
        """The tooltip for the feature under a scene point."""
        feature = self.feature_at(pos)
        return self.extents().describe(feature, self.names) if feature is not None else None

    def set_farms_shown(self, shown: bool) -> None:
        """Show every farm in its holder's colour with its farmers (or hide them)."""
        self.farms_shown = shown
        self._sync_farms()

    def _sync_farms(self) -> None:
        for item in self._farm_items:
            self.removeItem(item)
        self._farm_items = []
        if not self.farms_shown or self.state is None:
            return
        extents = self.extents()
        for farm in extents.farms():
            holders = extents.holders(farm)
            if holders:
                counts = [holders.count(p) for p in range(self.state.players)]
                colour = QColor(COLOURS[self.colours[counts.index(max(counts))]])
                item = GlowItem(extents.path(farm), colour, alpha=95, width=2.5)
            else:
                item = GlowItem(extents.path(farm), QColor("#ffffff"), alpha=35, width=1.5)
            self.addItem(item)
            self._farm_items.append(item)

    def farm_count(self) -> int:
        """How many farms are drawn now (0 while farms are hidden)."""
        return len(self._farm_items)

    def show_scoring(self, after: GameState, scored: tuple[Scored, ...]) -> None:
        """Completed features glow a moment (their points and followers fly from there: the page's `Flights`)."""
        if self.animation_ms <= 0 or not scored:
            return
        for item in scored:
            glow = GlowItem(scored_path(after, item), GLOW, alpha=110, width=6.0, z=Z_FLOAT - 0.5)
            self.addItem(glow)
            self._fade(glow)

    def _fade(self, item: QGraphicsObject) -> None:
        animation = QPropertyAnimation(item, b"opacity", self)
        animation.setDuration(self.animation_ms * GLOW_STEPS)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setEasingCurve(QEasingCurve.Type.InQuad)

        def done() -> None:
            if item.scene() is self:
                self.removeItem(item)
            if animation in self._effects:
                self._effects.remove(animation)

        animation.finished.connect(done)
        self._effects.append(animation)
        animation.start()
