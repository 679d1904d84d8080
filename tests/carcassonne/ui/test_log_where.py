"""Following every move: each log line shows the tile as laid (turned as on the table, its follower on it, framed in
the mover's colour) and where it lies in words; pointing at a line lights its tile and follower plainly until the
pointer leaves; every player's latest tile stays marked at once; a computer's tile pulses where it landed and its
line is the newest, in sight."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis.carcassonne.rules import NONE, PLACE, Move, legal_moves, new_record, pos_of
from thurntaxis.carcassonne.rules.tiles import LETTERS, full_tile_set
from thurntaxis.carcassonne.ui.items import GLOW, FollowerItem
from thurntaxis.carcassonne.ui.loglist import LAID, NEWEST
from thurntaxis.carcassonne.ui.logpicture import PICTURE, Laid
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.carcassonne.ui.whereabouts import where_text
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

from .mouse import Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def _tiles(first: str) -> str:
    rest = [LETTERS[t] for t in full_tile_set()[1:]]
    for letter in first:
        rest.remove(letter)
    return "D" + first + "".join(rest)


def _near(a: QColor, b: QColor, within: int = 90) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < within


def _pixel(page: CarcassonnePage, scene_point: QPointF) -> QColor:
    image = page.view.viewport().grab().toImage()
    at = page.view.mapFromScene(scene_point)
    return image.pixelColor(at.x(), at.y())


def test_the_words_say_where_from_the_start_tile(qapp) -> None:  # type: ignore[no-untyped-def]
    speak("en")
    assert where_text(0, -1) == "Directly north of the start tile"
    assert where_text(-1, 1) == "Directly south-west of the start tile"
    assert where_text(-3, 0) == "3 tiles west of the start tile"
    assert where_text(2, -2) == "2 tiles north-east of the start tile"
    assert where_text(2, 1) == "1 tile south and 2 east of the start tile"
    assert where_text(-1, -4) == "4 tiles north and 1 west of the start tile"
    speak("pl")
    assert where_text(0, 5) == "5 płytek na południe od płytki startowej"
    assert where_text(3, -2) == "2 płytki na północ i 3 na wschód od płytki startowej"
    speak("ru")
    assert where_text(0, 2) == "На 2 квадрата к югу от стартового квадрата"
    assert where_text(-1, 0) == "Сразу к западу от стартового квадрата"
    speak("en")


def test_a_line_shows_the_tile_as_laid_with_its_follower_and_where(page: CarcassonnePage) -> None:
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("EUVK")), SEATS)
    hand = Hand(page)
    hand.play(Move.parse("E2@0,-1"))  # a city cap turned twice: its city faces south, onto the start tile's
    log = page.log_list
    item = log.item(0)
    assert item.text().split("\n")[1] == where_text(0, -1) == "Directly north of the start tile"
    assert item.data(LAID) == Laid(pos_of(0, -1), LETTERS.index("E"), 2, "red")
    assert not item.icon().isNull() and log.iconSize().width() == PICTURE
    empty = item.icon().pixmap(PICTURE, PICTURE).toImage()
    hand.click(page.scene.segment_centre("city:S"))
    laid = log.item(0).data(LAID)
    assert (laid.follower, laid.key) == (
        "city:S",
        pos_of(0, -1) * 16 + page.controller.state.board[pos_of(0, -1)].names.index("city:S"),
    )
    # The picture now shows Mira's knight: more of her red than before, where the city lies (the lower half).
    with_knight = log.item(0).icon().pixmap(PICTURE, PICTURE).toImage()
    assert _reds(with_knight) > _reds(empty) + 10
    assert _reds(with_knight, lower=True) > _reds(empty, lower=True) + 10


def _reds(image: QImage, lower: bool = False) -> int:
    red = QColor(COLOURS["red"])
    w, h = image.width(), image.height()
    margin = w // 6  # inside the frame
    ys = range(h // 2, h - margin) if lower else range(margin, h - margin)
    return sum(_near(image.pixelColor(x, y), red, 60) for x in range(margin, w - margin) for y in ys)


def test_pointing_at_a_line_lights_its_tile_and_follower_plainly_and_leaving_restores(
    page: CarcassonnePage, qtbot
) -> None:  # type: ignore[no-untyped-def]
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("UEVK")), SEATS)
    hand = Hand(page)
    move = next(m for m in legal_moves(page.controller.state) if m.kind == PLACE and m.y == 0)
    hand.play(move)
    follower = next(m for m in legal_moves(page.controller.state) if str(m).startswith("road"))
    hand.play(follower)
    hand.play(Move.parse("E2@0,-1"))
    hand.play(NONE)
    log, marks = page.log_list, page.story.marks
    (figure,) = [i for i in page.scene.items() if isinstance(i, FollowerItem)]
    edge = QPointF(move.x * UNIT + UNIT * 0.02, (move.y + 0.5) * UNIT)  # just inside the tile's west edge
    before = _pixel(page, edge)
    inside = QPointF((move.x + 0.3) * UNIT, (move.y + 0.2) * UNIT)
    tile = _pixel(page, inside)
    assert not _near(before, GLOW)
    qtbot.wait(50)  # the list lays its lines out
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(0)).center())
    qtbot.waitUntil(lambda: marks.lit == [(move.x, move.y)], timeout=2000)
    assert log.look.pointed == 0  # the line pointed at is framed, as its tile
    (halo,) = marks.lit_followers
    assert halo.contains(figure.sceneBoundingRect().center())
    assert _near(_pixel(page, edge), GLOW)  # a bright frame, not a faint tint:
    assert _near(_pixel(page, inside), tile, 12)  # the tile itself reads as it was
    body = figure.mapRectToScene(figure.figure_rect())
    behind = QPointF(body.left() - body.height() * 0.2, body.center().y())  # beside the figure's outline
    assert _near(_pixel(page, behind), GLOW)  # the halo round the robber
    # Pointing at Otto's line lights his tile only (he put no follower); below the lines, nothing is lit.
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(1)).center())
    qtbot.waitUntil(lambda: marks.lit == [(0, -1)], timeout=2000)
    assert marks.lit_followers == []
    below = log.visualItemRect(log.item(log.count() - 1)).bottomLeft() + QPoint(10, 30)
    QTest.mouseMove(log.viewport(), below)
    qtbot.waitUntil(lambda: marks.lit == [], timeout=2000)
    assert log.look.pointed == -1
    assert _near(_pixel(page, edge), before, 30)  # as it was


def test_every_players_latest_tile_is_marked_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    seats = [
        Seat("Mira", HUMAN, colour="red"),
        Seat("Karl", COMPUTER, level="random", colour="blue"),
        Seat("Ida", COMPUTER, level="random", colour="yellow"),
        Seat("Otto", COMPUTER, level="random", colour="green"),
    ]
    made.load(new_record([s.name for s in seats], seed=5), seats)
    hand = Hand(made)
    hand.play(next(m for m in legal_moves(made.controller.state) if m.kind == PLACE))
    hand.play(NONE)
    qtbot.waitUntil(lambda: len(made.controller.moves) >= 8 and made.controller.is_human_turn(), timeout=10000)
    state = made.controller.state
    laid = {c: (m.x, m.y) for m, c in zip(made.controller.moves[2::2], ("blue", "yellow", "green"), strict=True)}
    # Mira is to place: the three others' tiles are marked, each in its player's colour, all at once.
    assert sorted(made.story.marks.marks) == sorted((*xy, c) for c, xy in laid.items())
    made.view.fit()
    for colour, (x, y) in laid.items():
        width = max(UNIT * 0.07, 3.0 / made.view.transform().m11())
        corner = QPointF(x * UNIT + width / 2, y * UNIT + width / 2)
        assert _near(_pixel(made, corner), QColor(COLOURS[colour])), colour
    hand.play(next(m for m in legal_moves(state) if m.kind == PLACE))
    assert len(made.story.marks.marks) == 4  # hers too, with the others' still
    made.stop()


def test_a_computers_tile_pulses_and_its_line_is_the_newest_in_sight(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    seats = [Seat("Mira", HUMAN, colour="red"), Seat("Karl", COMPUTER, level="random", colour="black")]
    made.load(new_record([s.name for s in seats], tiles=_tiles("UEVKAB")), seats)
    pulses: list[tuple[tuple[int, int, str] | None, float]] = []
    made.story.pulse.valueChanged.connect(
        lambda _v: pulses.append((made.story.marks.pulse, made.story.marks.pulse_level))
    )
    for _number in range(12):  # a long log: the newest line must be scrolled into sight
        made.log_list.add(0, (("removed", ()), ()))
    hand = Hand(made)
    hand.play(next(m for m in legal_moves(made.controller.state) if m.kind == PLACE and m.y == 0))
    hand.play(NONE)
    qtbot.waitUntil(lambda: len(made.controller.moves) >= 3, timeout=10000)
    place = made.controller.moves[2]
    assert place.kind == PLACE
    qtbot.waitUntil(lambda: any(p == (place.x, place.y, "black") and level > 0.5 for p, level in pulses), timeout=3000)
    assert (place.x, place.y, "black") in made.story.marks.marks
    log = made.log_list
    qtbot.waitUntil(
        lambda: (
            log.count()
            and log.item(log.count() - 1).data(LAID) is not None
            and log.item(log.count() - 1).data(LAID).square == pos_of(place.x, place.y)
        ),
        timeout=3000,
    )
    newest = log.item(log.count() - 1)
    assert newest.text().startswith("Karl places a tile") and where_text(place.x, place.y) in newest.text()
    assert newest.background().color() == NEWEST
    assert log.item(log.count() - 2).background().color() != NEWEST
    qtbot.waitUntil(lambda: QRectF(log.viewport().rect()).contains(QRectF(log.visualItemRect(newest))), timeout=2000)
    qtbot.waitUntil(lambda: made.story.marks.pulse is None, timeout=5000)  # the pulse ends; the mark stays
    assert (place.x, place.y, "black") in made.story.marks.marks
    made.stop()


def test_an_undo_under_the_pointer_leaves_nothing_lit(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("EUVK")), SEATS)
    Hand(page).play(Move.parse("E2@0,-1"))
    log = page.log_list
    qtbot.wait(50)
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(0)).center())
    qtbot.waitUntil(lambda: page.story.marks.lit == [(0, -1)], timeout=2000)
    page.undo()  # (as the menu's shortcut: the pointer stays on the log)
    assert log.count() == 0 and page.story.marks.lit == []
