"""The Expert as a teacher in Carcassonne's replay: its review of a turn (`CarcassonneReview`, the game's
`thurntaxis.gameui.MoveReview`), drawn on the position before the turn (`AdviceOverlay`: the tile the player laid,
faint and ringed yellow, and the tile Expert would have laid, as turned, with its follower, ringed red, each with
the worth Expert expects of it), and the words that say how the two turns differ (`review_words`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from thurntaxis.carcassonne.ai.review import review
from thurntaxis.carcassonne.rules import FOLLOWER, PLACE, GameState, Move, observation
from thurntaxis.carcassonne.rules.tiles import KIND_NAMES
from thurntaxis.carcassonne.ui.items import FollowerItem, TileItem, square_rect
from thurntaxis.carcassonne.ui.pieces import lies
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.carcassonne.ui.tilepaint import segment_anchor
from thurntaxis.gameui import Judgement
from thurntaxis.kit.advicelabel import EXPERT, PLAYED, AdviceLabel, signed
from thurntaxis.kit.levels import level_name

REPLAY_SAMPLES, QUICK_SAMPLES = 48, 32  # the playouts valuing both turns, in the replay and for the end dialog
QUICK_BUDGET = {"iterations": 96}  # Expert's own, for the end dialog's review of a whole game (seconds in all)
Z_ADVICE = 5  # over the tiles and followers, under the labels


class CarcassonneReview:
    """Carcassonne's review of recorded moves: a turn (the tile's placement and its follower move) is judged at
    its placement, from its player's observation (the tiles to come as counts, never their order)."""

    def judged_at(self, states: Sequence[Any], moves: Sequence[Any], index: int) -> int | None:
        """The placement that began the turn of move `index`."""
        if not 0 < index <= len(moves):
            return None
        if moves[index - 1].kind == PLACE:
            return index
        return index - 1 if index > 1 and moves[index - 2].kind == PLACE else None

    def judge(
        self,
        states: Sequence[Any],
        moves: Sequence[Any],
        index: int,
        budget: Mapping[str, Any] | None,
        quick: bool,
        stop: Callable[[], bool],
    ) -> Judgement:
        """Expert's turn in place of the turn begun by move `index`, and the worth it expects of both."""
        before: GameState = states[index - 1]
        seat = before.current
        played: Move = moves[index - 1]
        then = moves[index] if index < len(moves) and moves[index].kind != PLACE else None
        own = dict(QUICK_BUDGET if quick else {}) if budget is None else dict(budget)
        samples = QUICK_SAMPLES if quick else REPLAY_SAMPLES
        verdict = review(observation(before, seat), played, then, index, own, samples, stop)
        return Judgement(
            index,
            seat,
            played,
            verdict.advice,
            verdict.played_value,
            verdict.advice_value,
            (verdict.advice_then, verdict.played_then),
        )


def followers(judgement: Judgement) -> tuple[Move | None, Move | None]:
    """Expert's follower move and the player's, of a judged placement (None: not a placement's review)."""
    if len(judgement.detail) == 2:
        return judgement.detail[0], judgement.detail[1]
    return None, None


class AdviceOverlay:
    """The turn played and Expert's, drawn over the position before them on a replay's scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        """Take the drawing away."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []

    def _add(self, item: QGraphicsItem, z: float = Z_ADVICE) -> QGraphicsItem:
        item.setZValue(z)
        self.scene.addItem(item)
        self.items.append(item)
        return item

    def _turn(self, place: Move, follower: Move | None, colour: str, opacity: float) -> None:
        """A tile as laid (and its follower), `opacity` strong."""
        tile = self._add(TileItem(place.x, place.y, place.tile, place.rotation))
        tile.setOpacity(opacity)
        if follower is not None and follower.kind == FOLLOWER:
            name = str(follower)
            at = segment_anchor(place.tile, place.rotation, name, square_rect(place.x, place.y))
            self._add(FollowerItem(at, colour, lies(name), -1), Z_ADVICE + 0.5).setOpacity(min(1.0, opacity + 0.1))

    def show(self, judgement: Judgement | None, played: Move, colour: str, rings: tuple[Any, Any]) -> None:
        """Draw the move played (and, once Expert has judged it, its advice) on the position shown; `rings`:
        the scene's marks for the move played and the advice (`PlacedMark`s)."""
        self.clear()
        mine, theirs = rings
        if played.kind != PLACE:
            mine.mark(None)
            theirs.mark(None)
            return
        advice = judgement.advice if judgement is not None else None
        advice_then, played_then = followers(judgement) if judgement is not None else (None, None)
        apart = advice is None or advice.kind != PLACE or (advice.x, advice.y) != (played.x, played.y)
        if apart:
            self._turn(played, played_then, colour, 0.55)
        mine.mark((played.x, played.y))
        expert = level_name("expert")
        # The upper square's label above it, the other's below its own square: the two never cover each other.
        advice_below = advice is not None and advice.kind == PLACE and advice.y > played.y
        area = self.scene.sceneRect()  # a label never leaves the play area (the view shows no more)
        if advice is not None and advice.kind == PLACE:
            at_top = square_rect(advice.x, advice.y).top() - area.top() < UNIT * 0.6
            at_bottom = area.bottom() - square_rect(played.x, played.y).bottom() < UNIT * 0.6
            advice_below = advice_below or at_top or (at_bottom and advice.y <= played.y)
        if advice is not None and advice.kind == PLACE and judgement is not None and not judgement.same:
            self._turn(advice, advice_then, colour, 0.95)
            theirs.mark((advice.x, advice.y))
            text = expert if judgement.advice_value is None else f"{expert} {signed(judgement.advice_value)}"
            self._add(AdviceLabel(text, EXPERT, below=advice_below), 60).setPos(self._edge(advice, advice_below))
        else:
            theirs.mark(None)
        value = judgement.played_value if judgement is not None else None
        you = Carcassonne.tr("Played")
        text = you if value is None else f"{you} {signed(value)}"
        self._add(AdviceLabel(text, PLAYED, below=not advice_below), 60).setPos(self._edge(played, not advice_below))

    @staticmethod
    def _edge(place: Move, below: bool) -> QPointF:
        """The middle of the square's top edge (`below`: of its bottom edge), a little inside."""
        rect = square_rect(place.x, place.y)
        return QPointF(rect.center().x(), rect.bottom() - UNIT * 0.08 if below else rect.top() + UNIT * 0.08)


def _follower_words(move: Move | None) -> str:
    """What Expert would have done with its follower."""
    if move is None or move.kind != FOLLOWER:
        return Carcassonne.tr("Expert would have kept its follower in the supply.")
    kind = KIND_NAMES[move.segment]
    if kind == "road":
        return Carcassonne.tr("Expert would have put a robber on the road.")
    if kind == "city":
        return Carcassonne.tr("Expert would have put a knight in the city.")
    if kind == "monastery":
        return Carcassonne.tr("Expert would have put a monk in the monastery.")
    return Carcassonne.tr("Expert would have put a farmer on the field.")


def review_words(judgement: Judgement, name: str) -> str:
    """How Expert's turn differs from the one `name` played: where the tile goes, then the follower."""
    played, advice = judgement.played, judgement.advice
    if advice is None or played.kind != PLACE or advice.kind != PLACE:
        return Carcassonne.tr("Expert would have placed the follower otherwise.")
    advice_then, played_then = followers(judgement)
    if (advice.x, advice.y) != (played.x, played.y):
        where = Carcassonne.tr(
            "Expert would have laid the tile on the square ringed red, not where %1 laid it (ringed yellow)."
        )
    elif advice.rotation != played.rotation:
        where = Carcassonne.tr("Expert would have laid the tile on the same square as %1, turned another way.")
    else:
        where = Carcassonne.tr("Expert would have laid the tile just as %1 did.")
    return (where + " " + _follower_beside(advice, advice_then, played, played_then)).replace("%1", name)


def _follower_beside(advice: Move, advice_then: Move | None, played: Move, played_then: Move | None) -> str:
    """What Expert would have done with its follower, beside what the player (%1) did."""
    mine = played_then is not None and played_then.kind == FOLLOWER
    theirs = advice_then is not None and advice_then.kind == FOLLOWER
    if not mine and not theirs:
        return Carcassonne.tr("Like %1, Expert would have kept its follower in the supply.")
    alike = mine and theirs and advice_then is not None and played_then is not None
    if not alike or advice_then is None or played_then is None or advice_then.segment != played_then.segment:
        return _follower_words(advice_then)
    if advice == played:
        return Carcassonne.tr("Expert would have put the follower on another part of the tile of the same kind.")
    kind = KIND_NAMES[advice_then.segment]
    if kind == "road":
        return Carcassonne.tr("Like %1, Expert would have put a robber on the road.")
    if kind == "city":
        return Carcassonne.tr("Like %1, Expert would have put a knight in the city.")
    if kind == "monastery":
        return Carcassonne.tr("Like %1, Expert would have put a monk in the monastery.")
    return Carcassonne.tr("Like %1, Expert would have put a farmer on the field.")


def summary(judgement: Judgement) -> str:
    """Expert's turn in a few words, for the end dialog's costly moves (no rings there)."""
    played, advice = judgement.played, judgement.advice
    if advice is None or played.kind != PLACE or advice.kind != PLACE:
        return Carcassonne.tr("Expert would have placed the follower otherwise.")
    advice_then, played_then = followers(judgement)
    if (advice.x, advice.y) != (played.x, played.y):
        where = Carcassonne.tr("Expert would have laid the tile on another square.")
    elif advice.rotation != played.rotation:
        where = Carcassonne.tr("Expert would have turned the tile another way.")
    else:
        return _follower_words(advice_then)
    return where if advice_then == played_then else where + " " + _follower_words(advice_then)
