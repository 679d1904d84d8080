"""The Carcassonne page's notice: a refusal, an undo or a hint, said once, beside the scores. Its height is kept for
the longest notice the language has, so a notice coming or going moves nothing under the mouse."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from thurntaxis.carcassonne.rules import FOLLOWER, NO_FOLLOWER, PLACE
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.texts import Carcassonne

CODES = (
    "no_neighbour",
    "occupied",
    "no_followers",
    "not_your_turn",
    "nothing_to_undo",
    "undone",
    "bot_failed",
    "no_target",
    "game_over",
    "",
)


def hint_text(kind: int) -> str:
    """What the hint says for a move of `kind` (it names what the table draws for it)."""
    if kind == PLACE:
        return Carcassonne.tr("Hint: the marked square, with the tile turned as the tray shows it.")
    if kind == FOLLOWER:
        return Carcassonne.tr("Hint: the place filled in your colour on the tile just placed.")
    return Carcassonne.tr("Hint: place no follower this turn.")


def turn_instruction(name: str, placing: bool, lit: bool) -> str:
    """What the person `name` is to do now: lay the tile (`placing`), or put a follower on a `lit` place or none."""
    if placing:
        text = Carcassonne.tr("%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate.")
    elif lit:
        text = Carcassonne.tr("%1: drag a follower onto a lit place, or click one; or press No follower.")
    else:
        text = Carcassonne.tr("%1: no follower can go on this tile; press No follower.")
    return texts.fill(text, name)


def every_notice() -> list[str]:
    """Every text the notice can say, in the language installed."""
    said = [texts.explain(code, {}) for code in CODES]
    said += [texts.explain("feature_taken", {"segment": s}) for s in ("road", "city", "field")]
    said += [texts.explain("wrong_phase", {"phase": p}) for p in ("follower", "place")]
    said.append(texts.explain("too_many_moves", {"limit": 9999}))
    said += [
        texts.explain("edge_mismatch", {"side": side, "needs": needs, "has": has})
        for side in "NESW"
        for needs in ("city", "road", "field")
        for has in ("city", "road", "field")
    ]
    return said + [hint_text(kind) for kind in (PLACE, FOLLOWER, NO_FOLLOWER)]


class Notice(QLabel):
    """A word-wrapped red line that always takes the height of the tallest notice at its width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("notice")
        self.setStyleSheet("color: #9b1c12;")
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._kept_for = -1

    def reserve(self) -> None:
        """Keep the height of the tallest notice (again after a change of language, font or width)."""
        width = self.contentsRect().width()
        if width < 40:
            return
        metrics = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)
        tallest = max(metrics.boundingRect(QRect(0, 0, width, 10_000), flags, text).height() for text in every_notice())
        margins = self.contentsMargins()
        self.setFixedHeight(tallest + margins.top() + margins.bottom())
        self._kept_for = width

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.contentsRect().width() != self._kept_for:
            self.reserve()
