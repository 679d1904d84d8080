"""What the player must do now, where the eye is: a bold line over the table (`PromptBar`, as Board Game Arena puts
its prompts over the board), and a tag on the table beside the place to act (`PromptTag`, placed by `tag_place`):
the display to draw from, the route to play at, the hand to discard from, the house options, the house to drag.
The status bar only repeats the line."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsItem, QLabel, QSizePolicy, QStyleOptionGraphicsItem, QWidget

from thurntaxis.kit import fonts, theme
from thurntaxis.taxis.rules import GameState
from thurntaxis.taxis.rules.state import (
    AFTER_PLAY,
    CARRIER_PLAY,
    CHOOSE_HOUSES,
    DISCARD_PHASE,
    DRAW_PHASE,
    PLACE_HOUSES,
    PLAY_PHASE,
)
from thurntaxis.taxis.ui.tablelayout import DISPLAY_Y, HAND_Y, OPTIONS_AREA, PLAY_RIGHT_END, RIGHT_X, ROUTE_Y
from thurntaxis.taxis.ui.texts import counted, phase_task, translate

TAG_PX = 16  # the tag's text, in pixels of the table
TAG_H = 21.0
TAG_LEAST_PX = 12  # the smallest a long task's tag shrinks to before it ends in "…"


class PromptBar(QLabel):
    """The line over the table: the player's task in bold on the highlight (`show_task`), or who plays now in the
    table's quieter colours (`show_waiting`). It takes as little of the table's height as it can: one line, in the
    largest of its sizes that holds the whole text at its width (smaller on a low window), and two lines only where
    none does: a text is never cut short."""

    SIZES = (12, 11, 10, 9)  # points, at UI scale 1.0 (a low page: from the third on)
    TALL = 820  # pixels of the page's height from which the line may take its largest size

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.asking = False  # the line asks the player to act (not: someone else plays)
        self.scale = 1.0
        self.room = 0  # the page's height (the largest size needs a tall one)
        self._fitted: tuple[str, int, int, bool] | None = None
        self._style()

    def set_scale(self, scale: float) -> None:
        """Size the line's text for the UI scale setting."""
        self.scale = scale
        self._fit()

    def set_room(self, height: int) -> None:
        """The page is `height` pixels high: on a low one, the line keeps to its smaller sizes."""
        if height != self.room:
            self.room = height
            self._fit()

    def show_task(self, text: str) -> None:
        """The player to move at this screen must do `text`."""
        self.asking = True
        self.setText(text)
        self._style()
        self._fit()

    def show_waiting(self, text: str) -> None:
        """Someone else plays (`text` says who), or the game is over."""
        self.asking = False
        self.setText(text)
        self._style()
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _style(self) -> None:
        look = "background: #ffd54a; color: #2b2118;" if self.asking else "background: #22382f; color: #efe4c8;"
        self.setStyleSheet(f"#promptBar {{ {look} padding: 1px 10px; border-bottom: 2px solid #1a2b24; }}")

    def _fit(self) -> None:
        """The largest size in which the text stands on one line; two lines in the smallest where none holds it."""
        width = self.width() - 22
        sizes = self.SIZES if self.room >= self.TALL * self.scale else self.SIZES[2:]
        wrap = True
        font = QFont(fonts.SANS, round(sizes[-1] * self.scale), QFont.Weight.Bold)
        for points in sizes:
            trial = QFont(fonts.SANS, round(points * self.scale), QFont.Weight.Bold)
            if QFontMetricsF(trial).horizontalAdvance(self.text()) <= width:
                font, wrap = trial, False
                break
        key = (self.text(), width, font.pointSize(), wrap)
        if key == self._fitted:
            return
        self._fitted = key
        self.setFont(font)
        self.setWordWrap(wrap)
        metrics = QFontMetricsF(font)
        lines = 2 if wrap else 1
        self.setFixedHeight(math.ceil(metrics.height() * lines + metrics.leading() * (lines - 1)) + 4)  # padding, rule


class PromptTag(QGraphicsItem):
    """The task again, on the table beside the place to act: bold text on a pill of the highlight colour, on one
    line never wider than `max_width`: a long task shrinks to `TAG_LEAST_PX`, then ends in "…" (the line over the
    table says it whole). Two lines would cover what lies below it (the display's cards, in Russian)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.max_width = 600.0
        self._lines: list[str] = []
        self._px = TAG_PX
        self._size = QRectF()
        self.setZValue(160)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def font(self) -> QFont:
        """The tag's font, at the size its text has now."""
        return theme.font(self._px, True)

    def width_for(self, text: str) -> float:
        """How wide the tag of `text` is on one line, at its full size."""
        return QFontMetricsF(theme.font(TAG_PX, True)).horizontalAdvance(" ".join(text.split())) + 16

    def set_text(self, text: str, max_width: float) -> None:
        """Show `text` (empty: hide the tag) in at most `max_width` pixels of the table."""
        self.prepareGeometryChange()
        self.text, self.max_width = text, max_width
        line, inner = " ".join(text.split()), max_width - 16
        self._px = TAG_PX
        while self._px > TAG_LEAST_PX and QFontMetricsF(self.font()).horizontalAdvance(line) > inner:
            self._px -= 1
        metrics = QFontMetricsF(self.font())
        lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, inner)] if line else []
        self._lines = lines
        self.setToolTip(text if lines and lines[0] != line else "")
        width = max((metrics.horizontalAdvance(t) for t in lines), default=0.0) + 16
        self._size = QRectF(0, 0, min(width, max_width), TAG_H)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5b4a32"), 1.5))
        painter.setBrush(theme.HIGHLIGHT)
        painter.drawRoundedRect(self._size, 8, 8)
        painter.setPen(QColor("#2b2118"))
        painter.setFont(self.font())
        spacing = QFontMetricsF(self.font()).lineSpacing()
        for k, line in enumerate(self._lines):
            rect = QRectF(8, 2 + k * spacing, self._size.width() - 16, TAG_H - 4)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), line)


def tag_place(state: GameState, titles: dict[str, float], house: QPointF | None) -> QRectF:
    """Where the tag of `state`'s task goes (its top left, and its width at most), beside the place to act: beside
    the display's title while drawing; on the route's title line while playing or scoring; on the hand's title line
    at the hand limit; over the house options; under the house to drag (centred there by the caller). `titles`:
    where the display's, the route's and the hand's titles end ("display", "route", "hand"); `house`: the house
    token's centre while houses are placed."""
    right_end = PLAY_RIGHT_END + 120
    phase = state.phase
    if phase == DRAW_PHASE:
        left = titles["display"] + 14
        return QRectF(left, DISPLAY_Y - 25, RIGHT_X + 590 - left, TAG_H)
    if phase == DISCARD_PHASE:
        left = titles["hand"] + 14
        return QRectF(left, HAND_Y - 23, right_end - left, TAG_H)  # between the route's cards and the hand
    if phase == CHOOSE_HOUSES:
        return QRectF(OPTIONS_AREA.left(), OPTIONS_AREA.top() - 25, OPTIONS_AREA.width(), TAG_H)
    if phase == PLACE_HOUSES and house is not None:
        return QRectF(house.x(), house.y() + 32, 320, TAG_H)
    if phase in (PLAY_PHASE, CARRIER_PLAY, AFTER_PLAY):
        left = titles["route"] + 14
        return QRectF(left, ROUTE_Y - 26, right_end - left, TAG_H)
    return QRectF()


def tag_text(state: GameState) -> str:
    """The tag's words: the task (a shorter one for the house steps, whose place says the rest)."""
    if state.phase == CHOOSE_HOUSES:
        return translate("Game", "Where do your houses go?")
    if state.phase == PLACE_HOUSES:
        return counted("drag_house", state.houses_left(state.current))
    return phase_task(state)


def render_prompt(scene: Any, state: GameState) -> None:
    """Put the tag of the task beside the place to act, while the player at the screen is to move (hidden else)."""
    tag: PromptTag = scene.prompt_tag
    if not scene.interactive or state.game_over:
        tag.set_text("", 0)
        return
    token = scene.house_token()
    titles = {
        name: item.sceneBoundingRect().right()
        for name, item in (
            ("display", scene.display_title),
            ("route", scene._route_title),
            ("hand", scene._hand_title),
        )
    }
    place = tag_place(state, titles, token.home if token is not None else None)
    if place.isEmpty():
        tag.set_text("", 0)
        return
    tag.set_text(tag_text(state), place.width())
    x = place.x() - tag.boundingRect().width() / 2 if state.phase == PLACE_HOUSES else place.x()
    tag.setPos(x, place.y())
