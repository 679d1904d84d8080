"""The side of the Carcassonne page: the score panel's followers are large enough to tell their marks apart, and a
second game's rows replace the first's at once, and the tray's supply says what it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsSceneHelpEvent, QLabel, QToolTip

from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.page import CarcassonnePage
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
