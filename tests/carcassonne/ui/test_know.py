"""What a player wants to know, on the page: what a follower's place is worth while pointing at it, the tiles left
by kind, each computer's level by its name and the followers left as pictures."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS
from thurntaxis.carcassonne.rules.worth import Worth, worth
from thurntaxis.carcassonne.ui.items import SegmentsItem
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.worthshow import worth_text
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n

from .test_readable import full_board as full_board  # the fixture

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def test_pointing_at_a_place_says_what_its_feature_would_score(full_board: CarcassonnePage) -> None:
    page = full_board
    said: list[str] = []
    page.status.connect(said.append)
    state = page.controller.state
    (segments,) = [i for i in page.scene.items() if isinstance(i, SegmentsItem)]
    viewport = page.view.viewport()
    for name in segments.names:
        where = page.view.mapFromScene(segments.mapToScene(segments.target_rect(name).center()))
        QTest.mouseMove(viewport, where)
        value = worth(state, state.last * 16 + state.board[state.last].names.index(name))
        assert said[-1] == worth_text(value)
        assert str(value.now) in said[-1]
        assert segments.hot == name  # the place pointed at lights up
    QTest.mouseMove(viewport, page.view.mapFromScene(page.scene.sceneRect().topLeft()))
    assert said[-1] == page.instructions.text()  # leaving the places says what to do again


def test_a_city_says_its_tiles_shields_and_points(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")  # English's plural forms
    text = worth_text(Worth("city", 3, 1, 4, 8, False))
    assert text == (
        "A city of 3 tiles. It has 1 shield. If the game ended now, it would score 4 points. "
        "Once completed, it will score at least 8 points."
    )
    assert worth_text(Worth("field", 2, 0, 6, None, False)).endswith("score 6 points at the end of the game.")
    speak("ru")
    assert worth_text(Worth("road", 5, 0, 5, 5, True)).endswith("В конце этого хода: 5 очков.")
    i18n.install("en")


def test_the_tiles_left_by_kind(full_board: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page = full_board
    label = page.tiles_left
    QTest.mouseClick(label, Qt.MouseButton.LeftButton)
    assert label.grid.isVisible()
    assert [c.text() for c in label.grid.counts] == ["× 0"] * len(LETTERS)  # the last tile is down
    assert not any(p.isEnabled() for p in label.grid.pictures)
    QTest.mouseClick(label, Qt.MouseButton.LeftButton)
    assert not label.grid.isVisible()


def test_the_pile_by_kind_in_a_game_under_way(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = CarcassonnePage(speed="instant")
    qtbot.addWidget(page)
    page.resize(1024, 650)
    page.show()
    page.start([Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")], 5)
    QTest.mouseClick(page.tiles_left, Qt.MouseButton.LeftButton)
    state = page.controller.state
    expected = list(COUNTS)
    expected[LETTERS.index("D")] -= 1  # the start tile is down
    shown = [int(c.text().removeprefix("× ")) for c in page.tiles_left.grid.counts]
    assert shown == expected and sum(shown) == len(state.deck) + 1  # the pile and the tile to place
    hidden = sorted([*state.deck, state.drawn])
    assert sorted(t for t, n in enumerate(shown) for _ in range(n)) == hidden
    page.stop()


def _pixels_of(colour: str, image) -> int:  # type: ignore[no-untyped-def]
    want = QColor(COLOURS[colour])
    return sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if abs(QColor(image.pixel(x, y)).hue() - want.hue()) < 12 and QColor(image.pixel(x, y)).saturation() > 120
    )


def test_the_score_column_shows_levels_and_followers_left(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = CarcassonnePage(speed="instant")
    qtbot.addWidget(page)
    page.show_side(True)  # (at 1024 pixels it folds by itself)
    page.resize(1024, 650)
    page.show()
    page.start([Seat("Mira", HUMAN, colour="red"), Seat("Anna", COMPUTER, "hard", colour="blue")], 5)
    page.pause(True)
    names, notes = [row[1].text() for row in page.scores.rows], page.scores.notes  # (the level under the name)
    assert names[1].endswith("Anna") and notes[1].text() == "Hard" and notes[1].isVisible()
    assert "Mira" in names[0] and not notes[0].text() and not notes[0].isVisible()
    supply = page.scores.supply_label(0)
    assert supply.text() == "× 7"
    assert _pixels_of("red", supply.grab().toImage()) > 7 * 20  # seven little red followers
    assert page.side.sizeHint().height() <= 640
    page.stop()
