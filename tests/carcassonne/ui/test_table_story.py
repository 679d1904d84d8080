"""The table shows what happened: each player's latest tile framed in their colour until their next turn, a log
line a turn saying where (lighting its tile when pointed at, rewound by Undo), a computer's tile and follower
arriving animated with its next move waiting for them, and the final scoring feature by feature before the
summary with Rematch, Replay and New game."""

from __future__ import annotations

import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from thurntaxis.carcassonne.rules import (
    NONE,
    PLACE,
    Move,
    final_scorings,
    legal_moves,
    new_record,
    random_game,
)
from thurntaxis.carcassonne.rules.tiles import LETTERS, full_tile_set
from thurntaxis.carcassonne.ui.gamelog import feature_text, log_text
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.carcassonne.ui.panels import WINNER
from thurntaxis.carcassonne.ui.pieces import COLOURS
from thurntaxis.carcassonne.ui.story import ARRIVAL_STEPS
from thurntaxis.carcassonne.ui.tilegeometry import UNIT
from thurntaxis.gameui import END_REMATCH
from thurntaxis.kit.animation import SPEED_ANIMATION, SPEED_DELAY
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat

from .mouse import Hand

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def _tiles(first: str) -> str:
    rest = [LETTERS[t] for t in full_tile_set()[1:]]
    for letter in first:
        rest.remove(letter)
    return "D" + first + "".join(rest)


def _lines(page: CarcassonnePage) -> list[str]:
    """The log's lines, each without the line under it that says where its tile lies."""
    return [page.log_list.item(i).text().split("\n")[0] for i in range(page.log_list.count())]


def _pixel(page: CarcassonnePage, scene_point: QPointF) -> QColor:
    image = page.view.viewport().grab().toImage()
    at = page.view.mapFromScene(scene_point)
    return image.pixelColor(at.x(), at.y())


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90


def _winner_args(page: CarcassonnePage) -> tuple[int, str]:
    res = page.controller.result()
    return res.scores[res.winners[0]], ", ".join(page.names[w] for w in res.winners)


def test_each_players_latest_tile_stays_marked_in_their_colour_until_their_next_turn(page: CarcassonnePage) -> None:
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("UEVK")), SEATS)
    hand = Hand(page)
    first = next(m for m in legal_moves(page.controller.state) if m.y == 0)
    hand.play(first)
    hand.play(NONE)
    assert page.story.marks.marks == [(first.x, first.y, "red")]
    # The mark is drawn in Mira's red at the tile's corner, thick enough to see at this zoom.
    width = max(UNIT * 0.07, 3.0 / page.view.transform().m11())
    corner = QPointF(first.x * UNIT + width / 2, first.y * UNIT + width / 2)
    assert _near(_pixel(page, corner), QColor(COLOURS["red"]))
    hand.play(Move.parse("E2@0,-1"))
    hand.play(NONE)
    # Mira's turn again: her mark has gone, Otto's stays.
    assert page.story.marks.marks == [(0, -1, "blue")]
    assert not _near(_pixel(page, corner), QColor(COLOURS["red"]))
    second = legal_moves(page.controller.state)[0]
    hand.play(second)
    assert sorted(page.story.marks.marks) == sorted([(0, -1, "blue"), (second.x, second.y, "red")])


def test_a_log_line_says_where_and_lights_its_tile_when_pointed_at(page: CarcassonnePage, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("EUVK")), SEATS)
    hand = Hand(page)
    hand.play(Move.parse("E2@0,-1"))
    hand.click(page.scene.segment_centre("city:S"))
    placed = log_text(("placed_city", ("Mira",)))
    knight = log_text(("follower", ("city", "Mira")))
    assert _lines(page) == [placed + " " + knight, feature_text("city", 2, 0, 4, ("Mira",))]
    assert "extending a city" in placed
    log = page.log_list
    qtbot.wait(50)  # the list lays its lines out
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(0)).center())
    qtbot.waitUntil(lambda: page.story.marks.lit == [(0, -1)], timeout=2000)
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(1)).center())
    qtbot.waitUntil(lambda: sorted(page.story.marks.lit) == [(0, -1), (0, 0)], timeout=2000)
    # Clicking a line pans the table to its tile, never zooming.
    page.view.zoom(3.0)
    page.view.horizontalScrollBar().setValue(page.view.horizontalScrollBar().minimum())
    page.view.verticalScrollBar().setValue(page.view.verticalScrollBar().maximum())
    zoom = page.view.transform().m11()
    seen = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert not seen.contains(QPointF(0.5 * UNIT, -0.5 * UNIT))
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(0)).center())
    seen = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert seen.contains(QPointF(0.5 * UNIT, -0.5 * UNIT)) and page.view.transform().m11() == zoom


def test_undo_takes_the_log_line_back(page: CarcassonnePage) -> None:
    page.load(new_record([s.name for s in SEATS], tiles=_tiles("UEVK")), SEATS)
    hand = Hand(page)
    move = next(m for m in legal_moves(page.controller.state) if m.y == 0)
    hand.play(move)
    placed = _lines(page)
    assert len(placed) == 1 and placed[0].startswith("Mira places a tile")
    hand.play(NONE)
    assert _lines(page) == [placed[0] + " " + log_text(("no_follower", ("Mira",)))]
    hand.button(page.undo_button)
    assert _lines(page) == placed
    hand.button(page.undo_button)
    assert _lines(page) == []
    hand.play(move)
    assert _lines(page) == placed  # once, not twice


def test_a_computers_tile_and_follower_arrive_and_its_next_move_waits_for_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    made = CarcassonnePage(speed="fast")
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    seats = [Seat("Mira", HUMAN, colour="red"), Seat("Karl", COMPUTER, level="random", colour="black")]
    made.load(new_record([s.name for s in seats], tiles=_tiles("UEVKAB")), seats)
    moved: list[tuple[float, Move, int]] = []
    made.controller.moveMade.connect(lambda seat, move, _b, _a: moved.append((time.monotonic(), move, seat)))
    arriving: list[int] = []
    made.controller.changed.connect(lambda _state: arriving.append(len(made.story.arrivals)))
    hand = Hand(made)
    hand.play(next(m for m in legal_moves(made.controller.state) if m.y == 0))
    hand.play(NONE)
    qtbot.waitUntil(lambda: len(moved) >= 4 and made.controller.is_human_turn(), timeout=10000)
    (placed_at, place, seat), (followed_at, _follow, _seat) = moved[2], moved[3]
    assert place.kind == PLACE and seat == 1
    assert arriving[2] == 1  # the computer's tile came flying in from the tray
    # Its follower step waited for the tile to arrive, then for the delay of the speed setting.
    assert followed_at - placed_at >= (ARRIVAL_STEPS * SPEED_ANIMATION["fast"] + SPEED_DELAY["fast"] - 40) / 1000
    assert (place.x, place.y, "black") in made.story.marks.marks
    assert _lines(made)[-1].startswith("Karl places a tile")
    made.stop()


def _one_move_from_the_end(qtbot, speed: str, animation_ms: int | None = None):  # type: ignore[no-untyped-def]
    """A shown page at `speed` with deal 4 of three players loaded one move before its end, and that game."""
    game = random_game(3, seed=4)
    seats = [Seat(n, HUMAN, colour=c) for n, c in (("Mira", "red"), ("Otto", "blue"), ("Ida", "yellow"))]
    made = CarcassonnePage(speed=speed)
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    if animation_ms is not None:
        made.scene.animation_ms = animation_ms
    made.load(new_record([s.name for s in seats], seed=4, moves=list(game.moves[:-1])), seats)
    return made, game


def _last_move_and_summary(qtbot, made: CarcassonnePage, game):  # type: ignore[no-untyped-def]
    """Plays the game's last move and opens its summary (which waits for the final scoring); the summary."""
    made.controller.submit(game.moves[-1])
    summary = made.end_dialog(None)
    qtbot.addWidget(summary)
    summary.open()
    return summary


def test_the_final_scoring_goes_feature_by_feature_then_the_summary_opens(qtbot) -> None:  # type: ignore[no-untyped-def]
    made, game = _one_move_from_the_end(qtbot, "fast", animation_ms=25)  # quick, but shown one by one all the same
    expected = final_scorings(game.final)
    assert len(expected) >= 3
    summary = _last_move_and_summary(qtbot, made, game)
    heading = log_text(("final", ()))
    start = _lines(made).index(heading)
    counts = []
    while made.story.finale.running:
        counts.append(len(_lines(made)) - start - 1)
        assert not summary.isVisible()  # not before the scoring has been shown
        qtbot.wait(10)
    assert counts[0] == 0 and sorted(set(counts)) == list(range(max(counts) + 1))  # one at a time
    records = [e for _n, e, _s, _laid in made.log_list.records if e[0] == "feature"][-len(expected) :]
    assert [r[1][0] for r in records] == [s.kind for s in expected]
    lines = _lines(made)
    res = made.controller.result()
    assert lines[start + 1 : start + 1 + len(expected)] == [log_text(r) for r in records]
    assert lines[-1] == log_text(("winner" if len(res.winners) == 1 else "winners", _winner_args(made)))
    qtbot.waitUntil(summary.isVisible, timeout=2000)
    table = summary.breakdown
    for player, part in enumerate(res.breakdown):
        values = [*part.as_dict().values(), part.total]
        assert [table.value(player, row) for row in range(len(values))] == values
        head = table.horizontalHeaderItem(player)
        assert head.text() == made.names[player] and not head.icon().isNull()  # the follower in their colour
        total = table.item(len(values) - 1, player)
        assert (total.background().color() == WINNER) == (player in res.winners) and total.font().bold()
    QTest.keyClick(summary, Qt.Key.Key_Return)  # a stray Enter presses nothing
    assert summary.isVisible() and summary.result() == 0
    codes: list[int] = []
    summary.finished.connect(codes.append)
    QTest.mouseClick(summary.rematch, Qt.MouseButton.LeftButton)
    assert codes == [END_REMATCH]
    made.stop()


def test_the_summary_is_the_only_breakdown_shown_and_closing_it_leaves_the_tables_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    made, game = _one_move_from_the_end(qtbot, "instant")
    summary = _last_move_and_summary(qtbot, made, game)
    qtbot.waitUntil(summary.isVisible, timeout=2000)
    assert not made.final.isVisible()  # one breakdown at a time
    QTest.mouseClick(summary.buttons[-1], Qt.MouseButton.LeftButton)  # Close
    assert not summary.isVisible() and made.final.isVisible()
    made.stop()


def test_a_new_game_during_the_final_scoring_ends_it_quietly(qtbot) -> None:  # type: ignore[no-untyped-def]
    made, game = _one_move_from_the_end(qtbot, "fast")
    summary = _last_move_and_summary(qtbot, made, game)
    assert made.story.finale.running
    made.start(SEATS, 3)  # two players now: nothing of the game before is said or shown
    assert not made.story.finale.running and _lines(made) == []
    qtbot.wait(100)
    assert not summary.isVisible() and _lines(made) == [] and not made.final.isVisible()
    made.stop()
