"""The Expert as a teacher in Thurn and Taxis's replay: its review of a move (`TaxisReview`, the game's
`thurntaxis.gameui.MoveReview`), drawn on the table before the move (`AdviceOverlay`: what Expert's move uses lit,
as the table's Hint lights it, the card, city, official or button of the move played and of the advice each
labelled with the final lead Expert expects), and the words that set the two side by side (`review_words`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from thurntaxis.gameui import Judgement
from thurntaxis.kit.advicelabel import EXPERT, PLAYED, AdviceLabel, AdviceRing, signed
from thurntaxis.kit.levels import level_name
from thurntaxis.taxis.ai.review import review
from thurntaxis.taxis.rules import GameState, Move, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.observation import observe_history
from thurntaxis.taxis.rules.state import ADMINISTRATOR, CARTWRIGHT, POSTAL_CARRIER, POSTMASTER
from thurntaxis.taxis.ui.scene import TableScene
from thurntaxis.taxis.ui.texts import hint_text, translate

REPLAY_BUDGET = {"time_limit": 3.0}  # Expert's own in the replay (its iterations as at the table, at most 3 s)
QUICK_BUDGET = {"iterations": 100}  # ... for the end dialog's review of a whole game (seconds in all)
REPLAY_SAMPLES, QUICK_SAMPLES = 40, 24  # the dealt worlds valuing both moves
OFFICIALS = {mv.ADMINISTRATOR: ADMINISTRATOR, mv.POSTMASTER: POSTMASTER, mv.CARRIER: POSTAL_CARRIER}


class TaxisReview:
    """Thurn and Taxis's review of recorded moves: every move where its player had a choice, from what that player
    knew (`observe_history`: no deck order, no unseen cards)."""

    def judged_at(self, states: Sequence[Any], moves: Sequence[Any], index: int) -> int | None:
        """Move `index` itself where there was a choice, else None."""
        if not 0 < index <= len(moves):
            return None
        return index if len(legal_moves(states[index - 1])) > 1 else None

    def judge(
        self,
        states: Sequence[Any],
        moves: Sequence[Any],
        index: int,
        budget: Mapping[str, Any] | None,
        quick: bool,
        stop: Callable[[], bool],
    ) -> Judgement:
        """Expert's move in place of move `index`, and the final lead it expects of both."""
        before: GameState = states[index - 1]
        seat = before.current
        played: Move = moves[index - 1]
        own = dict(QUICK_BUDGET if quick else REPLAY_BUDGET) if budget is None else dict(budget)
        samples = QUICK_SAMPLES if quick else REPLAY_SAMPLES
        observation = observe_history(list(states[:index]), list(moves[: index - 1]), seat)
        verdict = review(observation, played, index, own, samples, stop)
        return Judgement(index, seat, played, verdict.advice, verdict.played_value, verdict.advice_value)


def move_place(scene: TableScene, move: Move) -> QGraphicsItem | None:
    """The item on the table a move uses: the hand card played, the display card or deck drawn from, the city of
    a house, the official called, the Score or End turn button (None: none drawn there)."""
    k, a = move.kind, move.arg
    if k in (mv.PLAY_LEFT, mv.PLAY_RIGHT, mv.START, mv.DISCARD):
        return next((c for c in scene.cards("hand") if c.city == a), None)
    if k == mv.DRAW:
        if a == mv.DECK:
            return next(iter(scene.cards("deck")), None)
        return next((c for c in scene.cards("display") if c.city == a), None)
    if k == mv.HOUSE:
        return scene.cities[a]
    if k in OFFICIALS:
        return scene.officials.get(OFFICIALS[k])
    if k == mv.SCORE:
        return scene.officials.get(CARTWRIGHT) if a else scene.score_button
    if k == mv.END_TURN:
        return scene.end_button
    return None


class AdviceOverlay:
    """The move played and Expert's, labelled over the position before them on a replay's table."""

    def __init__(self) -> None:
        self.items: list[QGraphicsItem] = []
        self.scene: TableScene | None = None

    def clear(self) -> None:
        """Take the labels and rings away, and what the advice lit."""
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []
        scene = self.scene
        if scene is not None:
            scene.select(None)
            for card in scene.cards("display") + scene.cards("deck"):
                card.selected_card = False
            for city in scene.cities:
                city.preview = False
            scene.lighting.point_at_city(None)

    def _label(self, scene: TableScene, text: str, colour: Any, move: Move, shift: float) -> None:
        place = move_place(scene, move)
        if place is None:
            return
        box = place.sceneBoundingRect()
        ring = AdviceRing(box.adjusted(2, 2, -2, -2) if shift > 0 else box, colour)
        views = scene.views()
        zoom = views[0].transform().m11() if views else 1.0
        label = AdviceLabel(text, colour, max(10, min(13, round(13 * zoom + 3))))  # smaller on a small table
        label.setPos(QPointF(box.center().x() + shift * box.width(), box.top() + 4))
        for item in (ring, label):
            scene.addItem(item)
            self.items.append(item)

    def show(self, scene: TableScene, judgement: Judgement | None, played: Move) -> None:
        """Label the move played (and, once Expert has judged it, light and label its advice)."""
        self.scene = scene
        self.clear()
        advice = judgement.advice if judgement is not None else None
        differs = judgement is not None and advice is not None and not judgement.same
        together = advice is not None and differs and move_place(scene, played) is move_place(scene, advice)
        value = judgement.played_value if judgement is not None else None
        you = translate("Game", "Played")
        self._label(scene, you if value is None else f"{you} {signed(value)}", PLAYED, played, -0.25 if together else 0)
        if differs and judgement is not None and advice is not None:
            scene.point_at(advice)
            if advice.kind == mv.HOUSE or (advice.kind == mv.DRAW and advice.arg != mv.DECK):
                scene.lighting.point_at_city(advice.arg)
            expert = level_name("expert")
            worth = judgement.advice_value
            said = expert if worth is None else f"{expert} {signed(worth)}"
            self._label(scene, said, EXPERT, advice, 0.25 * together)


def review_words(state: GameState, judgement: Judgement, name: str) -> str:
    """The move `name` played and Expert's, each as the table's Hint says a move (never the same words)."""
    played = hint_text(state, judgement.played)
    advice = hint_text(state, judgement.advice) if judgement.advice is not None else ""
    if advice == played:
        advice = str(judgement.advice)
    return (
        translate("Game", "%1 played: %2 Expert's advice: %3")
        .replace("%1", name)
        .replace("%2", played)
        .replace("%3", advice)
    )
