"""The score track of the box, beside the Carcassonne table: the squares 0 to 49 in a row, and on it each player's
eighth follower (the one that, in the box, counts the points rather than going on the land) on the square of their
score. Past 49 the track starts again at 0, as on the board: a follower that has gone round lies down and shows the
fifties it has passed (the box's 50 tiles). Players on one square stand side by side, as followers stack there.

It is a glance at the race (who leads, by how much); the score panel's rows beside it give the exact numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from thurntaxis.carcassonne.ui.pieces import COLOURS, follower_rect, paint_follower
from thurntaxis.kit.tips import answer_tooltip

SQUARES = 50  # a lap of the track
HEIGHT = 37  # the track's height in pixels: the fifties, a follower on the strip, the numbers under it
FIGURE = 15.0  # a follower on the track, in pixels
BADGE = 8.5  # the row of the fifties' tiles, above the followers
STRIP_TOP, STRIP_BOTTOM = 19.0, 27.0
LEFT, RIGHT = 6.0, 6.0  # room beside the strip for the arms of a follower on 0 or 49
SIDE_BY_SIDE = 8.0  # followers on one square, or close, stand at least this far apart
SQUARE = QColor("#f3e9cf")
SQUARE_FIVE = QColor("#dcc89e")  # every other five squares, as a ruler reads
EDGE = QColor("#8a7a5a")
INK = QColor("#4a3f2e")


class ScoreTrack(QWidget):
    """Each player's follower on the square of their score (`markers`: the square and the laps, per player); resting
    the pointer on one says whose it is and the points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_track")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.names: list[str] = []
        self.colours: list[str] = []
        self.scores: list[int] = []
        self.retranslate()

    def retranslate(self) -> None:
        """The track's name for screen readers, in the language now installed."""
        self.setAccessibleName(self.tr("Score track"))

    def set_players(self, names: list[str], colours: list[str]) -> None:
        """The players in seat order, their followers' colours; every score at 0."""
        self.names, self.colours = list(names), list(colours)
        self.scores = [0] * len(names)
        self.update()

    def set_scores(self, scores: list[int]) -> None:
        """Each player's points as the track shows them now."""
        self.scores = [max(0, s) for s in scores]
        self.update()

    def markers(self) -> list[tuple[int, int]]:
        """Each player's square (0..49) and how many times their follower has gone round the track."""
        return [(score % SQUARES, score // SQUARES) for score in self.scores]

    def marker_rect(self, player: int) -> QRectF:
        """Where a player's follower stands (widget pixels)."""
        centre, lying = self._centre(player), self.scores[player] >= SQUARES
        return follower_rect(FIGURE, lying).translated(centre)

    def sizeHint(self) -> QSize:
        return QSize(200, HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, HEIGHT)

    # ---- drawing ------------------------------------------------------------------------------------------------

    def _square_width(self) -> float:
        return (self.width() - LEFT - RIGHT) / SQUARES

    def _xs(self) -> list[float]:
        """Where each player's follower stands across the track: over their square, and at least `SIDE_BY_SIDE`
        from its neighbours (followers on one square or next to each other stand side by side, each cluster
        centred on its squares and kept on the track at 0 and 49)."""
        w = self._square_width()
        half = follower_rect(FIGURE, True).width() / 2  # (the widest: lying)
        order = sorted(range(len(self.scores)), key=lambda p: (self.scores[p] % SQUARES, p))
        xs = [0.0] * len(self.scores)
        clusters: list[list[int]] = []
        for player in order:
            natural = LEFT + (self.scores[player] % SQUARES + 0.5) * w
            if clusters and natural - xs[clusters[-1][-1]] < SIDE_BY_SIDE:
                clusters[-1].append(player)
            else:
                clusters.append([player])
            xs[player] = natural
        for cluster in clusters:
            middle = sum(xs[p] for p in cluster) / len(cluster)
            spread = (len(cluster) - 1) * SIDE_BY_SIDE
            first = min(max(middle - spread / 2, half), self.width() - half - spread)
            for k, player in enumerate(cluster):
                xs[player] = first + k * SIDE_BY_SIDE
        return xs

    def _centre(self, player: int) -> QPointF:
        """Where a player's follower stands: its feet on the strip's lower edge."""
        figure = follower_rect(FIGURE, self.scores[player] >= SQUARES)
        return QPointF(self._xs()[player], STRIP_BOTTOM - 1 - figure.bottom())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_strip(painter)
        order = sorted(range(len(self.scores)), key=lambda p: (self.scores[p] % SQUARES, -p))
        for player in order:  # (the one further on in front)
            if self.colours[player] in COLOURS:
                laps = self.scores[player] // SQUARES
                paint_follower(painter, self._centre(player), FIGURE, self.colours[player], laps > 0, shadow=False)
        self._paint_laps(painter)
        painter.end()

    def _paint_strip(self, painter: QPainter) -> None:
        w = self._square_width()
        height = STRIP_BOTTOM - STRIP_TOP
        painter.setPen(Qt.PenStyle.NoPen)
        for five in range(SQUARES // 5):
            painter.setBrush(SQUARE_FIVE if five % 2 else SQUARE)
            painter.drawRect(QRectF(LEFT + five * 5 * w, STRIP_TOP, 5 * w, height))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(EDGE, 1.0))
        painter.drawRoundedRect(QRectF(LEFT, STRIP_TOP, SQUARES * w, height), 2, 2)
        for square in range(10, SQUARES, 10):
            x = LEFT + square * w
            painter.drawLine(QPointF(x, STRIP_TOP), QPointF(x, STRIP_BOTTOM + 2))
        font = QFont(self.font())
        font.setPixelSize(9)
        painter.setFont(font)
        painter.setPen(INK)
        for square in range(0, SQUARES, 10):
            x = LEFT + square * w
            painter.drawText(
                QRectF(x - 10, STRIP_BOTTOM + 1.5, 20, HEIGHT - STRIP_BOTTOM - 1.5),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(square),
            )

    def _paint_laps(self, painter: QPainter) -> None:
        """The fifties each follower that has gone round has passed, on a little tile above it (the box's 50
        tiles): one tile over followers side by side that have gone round alike, the tiles never over each other."""
        font = QFont(self.font())
        font.setPixelSize(7)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        lapped = sorted((self._centre(p).x(), s // SQUARES) for p, s in enumerate(self.scores) if s >= SQUARES)
        groups: list[tuple[list[float], int]] = []
        for x, laps in lapped:
            if groups and groups[-1][1] == laps and x - groups[-1][0][-1] < FIGURE:
                groups[-1][0].append(x)
            else:
                groups.append(([x], laps))
        right = 0.0
        for xs, laps in groups:
            text = f"+{laps * SQUARES}"
            width = metrics.horizontalAdvance(text) + 4
            left = max(sum(xs) / len(xs) - width / 2, right + 1, 0.0)
            left = min(left, self.width() - width)
            box = QRectF(left, 0, width, BADGE)
            right = box.right()
            painter.setPen(QPen(EDGE, 0.8))
            painter.setBrush(QColor("#fbf5e6"))
            painter.drawRoundedRect(box, 2, 2)
            painter.setPen(INK)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # ---- telling -------------------------------------------------------------------------------------------------

    def tip_at(self, pos: QPointF) -> str:
        """Whose follower is at `pos` and their points ("" where none is)."""
        lines = [
            self.tr("%1: %n point(s)", None, self.scores[p]).replace("%1", self.names[p])
            for p in range(len(self.scores))
            if self.marker_rect(p).adjusted(-2, -2, 2, 2).contains(pos)
        ]
        return "\n".join(lines)

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self.tip_at) or super().event(event)


__all__ = ["SQUARES", "ScoreTrack"]
