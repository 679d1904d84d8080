"""The scores while the Carcassonne page's side is folded away: a compact strip in the tray's column, one row a
player (their colour and mark, name, points and followers left, the player to move marked), so that folding the side
never hides the scores."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from thurntaxis.carcassonne.rules import GameState
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.items import GLOW
from thurntaxis.carcassonne.ui.pieces import COLOURS, MARKS, mark_path, paint_follower
from thurntaxis.carcassonne.ui.texts import Carcassonne
from thurntaxis.kit import theme

ROW = 28  # a row's height in pixels
PAD = 6


class ScoreStrip(QWidget):
    """One row a player: `show_state` fills it; `rows()` says what each row shows (for tests and tooltips)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("score_strip")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.names: list[str] = []
        self.colours: list[str] = []
        self.points: list[int] = []
        self.supply: list[int] = []
        self.current = -1

    def show_state(
        self,
        state: GameState,
        names: list[str],
        colours: list[str],
        counted: tuple[list[int], list[int]] | None = None,
    ) -> None:
        """The players' points and followers left, and whose turn it is, in `state`; `counted`: the points and
        followers the score panel counts so far (less what still flies to it), else the state's."""
        self.names, self.colours = list(names), list(colours)
        self.points, self.supply = list(state.scores), list(state.supply)
        if state.game_over:  # every follower has come home
            self.supply = [s + sum(1 for p in state.followers.values() if p == i) for i, s in enumerate(state.supply)]
        if counted is not None and len(counted[0]) == len(names) == len(counted[1]):
            self.points, self.supply = list(counted[0]), list(counted[1])
        self.current = -1 if state.game_over else state.current
        self.setFixedHeight(ROW * len(self.names) + 2 * PAD)
        self.setToolTip(
            "\n".join(
                texts.fill(Carcassonne.tr("%1, points: %2"), n, p) + " · " + texts.counted("followers", s)
                for n, p, s in zip(self.names, self.points, self.supply, strict=False)
            )
        )
        self.update()

    def landing(self, player: int, what: str) -> QPointF:
        """Where a player's points ("points") or a follower going home ("followers") land on the strip."""
        row = QRectF(PAD, PAD + player * ROW, self.width() - 2 * PAD, ROW)
        x = row.right() - 9 if what == "followers" else row.right() - 18 - 17
        return QPointF(x, row.center().y())

    def rows(self) -> list[tuple[str, int, int, bool]]:
        """Each row: the name, points, followers left and whether that player is to move."""
        return [
            (n, p, s, i == self.current)
            for i, (n, p, s) in enumerate(zip(self.names, self.points, self.supply, strict=False))
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(0.5, 0.5, self.width() - 1, self.height() - 1)
        painter.fillRect(QRectF(0, 0, self.width(), self.height()), QColor(233, 223, 198))
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(QColor(246, 239, 221))
        painter.drawRoundedRect(box, 8, 8)
        name_font, score_font = theme.font(14), theme.font(16, bold=True)
        width = self.width() - 2 * PAD
        for i, (name, points, supply, to_move) in enumerate(self.rows()):
            row = QRectF(PAD, PAD + i * ROW, width, ROW)
            if to_move:
                painter.setPen(QPen(GLOW.darker(130), 2.0))
                painter.setBrush(QColor(255, 213, 74, 70))
                painter.drawRoundedRect(row.adjusted(-2, 1, 2, -1), 5, 5)
            colour = self.colours[i] if i < len(self.colours) else "red"
            fill = QColor(COLOURS[colour])
            centre = QPointF(row.left() + 10, row.center().y())
            painter.setPen(QPen(QColor("#141414"), 1.0))
            painter.setBrush(fill)
            painter.drawEllipse(centre, 9, 9)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.text_on(fill))
            painter.drawPath(mark_path(MARKS[colour], 9).translated(centre))
            # followers left: a small figure and the number, at the right
            count = QRectF(row.right() - 18, row.top(), 18, ROW)
            paint_follower(painter, QPointF(count.left() - 8, row.center().y()), 16, colour, shadow=False)
            painter.setFont(name_font)
            painter.setPen(theme.INK)
            painter.drawText(count, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(supply))
            score = QRectF(count.left() - 18 - 34, row.top(), 34, ROW)
            painter.setFont(score_font)
            painter.drawText(score, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(points))
            painter.setFont(name_font)
            room = QRectF(row.left() + 23, row.top(), score.left() - row.left() - 27, ROW)
            shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, room.width())
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)
        painter.end()


__all__ = ["ScoreStrip"]
