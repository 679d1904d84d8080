"""Carcassonne's guided first game (`thurntaxis.gameui.GuidedGame`): the prepared deal and the stops of
`tourscript`, and what the stops name on the page: the tray, squares, tiles and follower places of the table, and
the buttons, scores and final scoring's panel beside it. The runner (`thurntaxis.kit.guide.TourGuide`) plays it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRectF

from thurntaxis.carcassonne.rules import FOLLOWER_PHASE, PLACE_PHASE, parse_move, result, xy
from thurntaxis.carcassonne.rules.scoring import final_points
from thurntaxis.carcassonne.ui import texts, tourscript
from thurntaxis.carcassonne.ui.items import square_rect
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE
from thurntaxis.carcassonne.ui.tourscript import (
    FARMS,
    QT_TRANSLATE_NOOP,
    SCRIPT,
    TURNED,
    CarcassonneTour,
)
from thurntaxis.carcassonne.ui.tray import FOLLOWER, TILE
from thurntaxis.gameui import GuideEvents, GuideWords
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat


class CarcassonneGuide:
    """The guided game against Anna."""

    context = "CarcassonneTour"
    script = SCRIPT
    words = GuideWords(
        leave=QT_TRANSLATE_NOOP("CarcassonneTour", "Leave the lesson"),
        next=QT_TRANSLATE_NOOP("CarcassonneTour", "Next"),
        finish=QT_TRANSLATE_NOOP("CarcassonneTour", "Finish"),
        problem=QT_TRANSLATE_NOOP("CarcassonneTour", "%1 Nothing has changed."),
        waits=QT_TRANSLATE_NOOP("CarcassonneTour", "Anna waits while you read the balloon."),
    )
    whole_page = True  # the balloon points at the buttons and scores beside the table too
    clear_of_rings = False

    def prepare(self, page: Any) -> Callable[[], None]:
        """The farms hidden (the lesson shows them at its stop); afterwards as they were, the page without the
        guard and the final scoring's preview, its computer players free."""
        assert isinstance(page, CarcassonnePage)
        shown = page.farms_box.isChecked()

        def put_back() -> None:
            page.set_guard(None)
            page.pause(False)
            page.final.hide()
            page.farms_box.setChecked(shown)

        return put_back

    def deal(self, page: Any, allows: Callable[[Any], bool], computer: Callable[[int], str]) -> None:
        """The prepared tiles; Anna plays the script's moves."""
        page.farms_box.setChecked(False)
        seats = [
            Seat(CarcassonneTour.tr("Alex"), HUMAN, colour="blue"),
            Seat(CarcassonneTour.tr("Anna"), COMPUTER, colour="red"),
        ]
        page.set_guard(allows)
        page.play_guided(tourscript.record([s.name for s in seats]), seats, computer)
        page.view.setFocus()

    def links(self, page: Any, guide: GuideEvents) -> Sequence[tuple[Any, Callable[..., None]]]:
        """The rules' refusals of a drop, the drawn tile turned, the farms shown."""
        return [
            (page.drag.refused, lambda code, params: guide.explain(texts.explain(code, dict(params)))),
            # (never the scene's `changed`: anything connected to it puts the scene for good into Qt's old way of
            # updating its views, in which the tray, kept in the view's corner, is left half painted)
            (page.scene.turned, lambda: guide.happened(TURNED)),
            (page.farms_box.toggled, lambda _shown: guide.happened(FARMS)),
        ]

    def reached(self, page: Any, stop: Any, event: str | None) -> bool:
        """The drawn tile turned as the stop's move places it; the farms shown (once the player shows them)."""
        if stop.wait == FARMS:
            return event == FARMS and bool(page.farms_box.isChecked())
        state = page.controller.state
        if stop.wait != TURNED or stop.move is None or state.phase != PLACE_PHASE:
            return False
        wanted = parse_move(stop.move)
        return bool(page.scene.placement(wanted.x, wanted.y) == wanted)

    def refusal(self, stop: Any, move: Any) -> str | None:
        """The lesson's reason (`tourscript.refusal`), translated."""
        why = tourscript.refusal(stop, move)
        return None if why is None else CarcassonneTour.tr(why)

    def show(self, page: Any, stop: Any, held: bool) -> None:
        """Anna waits while the player reads; the balloon is the hint; some stops preview the final scoring."""
        c = page.controller
        if held:
            c.pause(True)
        elif c.paused:
            c.pause(False)
        page.hint_button.setEnabled(False)  # the balloon is the hint (another move would be refused)
        if stop is None or not stop.preview:
            page.final.hide()
            return
        state = c.state
        ahead = state.copy()
        ahead.points = final_points(state)
        page.breakdown.show_result(result(ahead), page.names, page.colours)
        page.breakdown_title.setText(CarcassonneTour.tr("If the game ended now"))
        page.final.adjustSize()
        page.final.move(8, 8)
        page.final.show()
        page.final.raise_()

    def item(self, page: Any, target: tuple[object, ...]) -> Any:
        """What `target` names (`tourscript`'s list): a rectangle of the table's scene, or a widget beside it."""
        if not target:
            return None
        scene, kind = page.scene, target[0]
        if kind == "tray":  # the ring inside the tray's frame, clear of its caption
            return scene.tray.mapRectToScene(TILE.adjusted(5, 5, -5, -5))
        if kind == "supply":
            return scene.tray.mapRectToScene(FOLLOWER)
        if kind in ("square", "tile"):
            return square_rect(int(str(target[1])), int(str(target[2])))
        if kind == "segment":
            state = scene.state
            if state is None or state.phase != FOLLOWER_PHASE:
                return None
            centre = scene.segment_centre(str(target[1]))
            half = FOLLOWER_SIZE * 0.7
            return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
        if kind == "button":
            buttons = {"rotate": page.rotate_button, "no_follower": page.no_follower_button, "farms": page.farms_box}
            return buttons[str(target[1])]
        if kind == "score":
            return page.scores.score_label(int(str(target[1])))
        if kind == "final":
            return page.final
        return None

    def keep_clear(self, page: Any, stop: Any) -> Sequence[Sequence[Any]]:
        """The pieces to drag; where that keeps the balloon near its target, the tile just placed, the board and
        the side too."""
        must = [self.item(page, ("tray",)), self.item(page, ("supply",))]
        state = page.controller.state
        rather = [self.item(page, ("tile", *xy(state.last)))] if state.phase == FOLLOWER_PHASE else []
        squares = [xy(pos) for pos in state.board]
        board = square_rect(min(x for x, _ in squares), min(y for _, y in squares)).united(
            square_rect(max(x for x, _ in squares), max(y for _, y in squares))
        )
        return [[*must, *rather, board, page.side], [*must, *rather], must]

    def holding(self, page: Any) -> bool:
        """Whether a piece is being dragged."""
        return bool(page.drag.dragging)

    def scale(self, page: Any) -> float:
        """As designed: the page draws its table at its own size."""
        return 1.0


GUIDE = CarcassonneGuide()
