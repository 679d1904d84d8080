"""The side of the Carcassonne page: the score panel's followers are large enough to tell their marks apart, and a
second game's rows replace the first's at once; the tray's supply says what it is, and its lines keep to their
places in every language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSceneHelpEvent,
    QLabel,
    QStyleOptionGraphicsItem,
    QToolTip,
)

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import legal_moves
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.tray import FOLLOWER, TILE
from thurntaxis.kit import theme
from thurntaxis.kit.players import HUMAN, Seat

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]
FIVE = [
    Seat(n, HUMAN, colour=c)
    for n, c in zip(("Mira", "Otto", "Ida", "Karl", "Zofia"), ("red", "blue", "yellow", "green", "black"), strict=True)
]


def test_the_score_panels_followers_read_at_five_players(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    made.start(FIVE, 3)
    for icon, *_rest in made.scores.rows:
        size = icon.pixmap().deviceIndependentSize()
        assert size.height() >= 32 and size.width() >= 32  # a mark of about 10 pixels: triangle, star... tell apart
    # every row and the panel's controls fit the window's 1024×700 (less its menu and status bars)
    assert made.side.sizeHint().height() <= 640
    made.stop()


def test_a_new_game_replaces_the_rows_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The rows of the game before went only when the event loop deleted them: until then they lay over the
    headings (the window's screenshot showed "Mira 0" across "Points")."""
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    made.start(FIVE, 3)
    made.start(SEATS, 3)
    QApplication.processEvents()  # as the window's screenshot does: it deletes nothing "later"
    shown = [w for w in made.scores.findChildren(QLabel) if w.isVisibleTo(made.scores)]
    assert len(shown) == 2 + 4 * len(SEATS)
    made.stop()


def test_the_trays_supply_says_what_it_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tray's "× 7" beside the follower had no word: resting the pointer there now says it."""
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    made.start(SEATS, 3)
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(made.scene.tray.follower_centre() + QPointF(40, 0))  # on the "× 7"
    event.setScreenPos(QPoint(100, 100))
    assert made.hover.help(event)
    assert QToolTip.text() == texts.counted("followers", 7)
    QToolTip.hideText()
    made.stop()


class Recording(QPainter):
    """A painter that also keeps every text drawn: its place, flags, font and words."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[QRectF, int, QFont, str]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        if len(args) == 3 and isinstance(args[0], QRectF):
            self.texts.append((QRectF(args[0]), int(args[1]), QFont(self.font()), str(args[2])))
        super().drawText(*args)


@pytest.mark.parametrize("language", ["en", "pl", "ru", "cs", "de"])
def test_the_trays_lines_keep_to_their_places_in_every_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Russian and Polish (and German) tray lines wrapped into a place of one line: cut off at the top and bottom,
    they ran into the follower below. Every line now lies wholly in its place, clear of the follower and the tile,
    and the follower stands where it stands in English."""
    speak(language)
    try:
        made = CarcassonnePage(speed="instant")
        qtbot.addWidget(made)
        made.resize(1024, 700)
        made.show()
        made.start(SEATS, 3)
        tray = made.scene.tray
        for step in ("tile", "follower"):
            if step == "follower":
                made.submit(legal_moves(made.controller.state)[0])
            image = QImage(220, 320, QImage.Format.Format_ARGB32)
            painter = Recording(image)
            tray.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
            said = {text for _rect, _flags, _font, text in painter.texts}
            assert tray.hint in said and tray.caption in said
            for rect, flags, font, text in painter.texts:
                needed = QFontMetricsF(font).boundingRect(rect, flags, text)
                assert needed.height() <= rect.height() + 0.5 and needed.width() <= rect.width() + 0.5, (text, needed)
                assert not rect.intersects(FOLLOWER) or text.startswith("×"), text
                assert not rect.intersects(TILE), text
                assert font.pixelSize() >= theme.TEXT_FLOOR  # never smaller than the table's least text
    finally:
        made.stop()
        speak("en")
