"""The replay viewer: the table shows, at every move of a whole recorded game, the position `replay` computes;
its controls by mouse and keys; a broken record's message; leaving returns to the game in progress untouched."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QStyle, QStyleOptionSlider

from tests.ui.conftest import speak
from thurntaxis.errors import RecordError
from thurntaxis.shell.filetexts import record_problem
from thurntaxis.shell.savegame import load_game
from thurntaxis.shell.settings import autosave_path
from thurntaxis.taxis.rules import Move, legal_moves, load_record, replay
from thurntaxis.taxis.ui.enddialog import EndGameDialog
from thurntaxis.taxis.ui.gamelog import move_entries, render

from .conftest import seats
from .shown import shown_mismatches

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, 321 moves


def _open_by_menu(window, monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.menus.actions["replay"].trigger()


def _key(window, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    QTest.keyClick(window.replay_page.view, key)


def _click(widget) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def _shown_problems(window, painted, states) -> list[str]:  # type: ignore[no-untyped-def]
    """What the replay shows that differs from the replayed position: table, panels, every hand, slider."""
    page = window.replay_page
    state = states[page.index]
    seats_ = page.drawing.game.seats
    out = shown_mismatches(painted, page.view, page.drawing.scene, page.side.panels, state, seats_, state.current)
    page.drawing.hands.grab()
    expected = [(s.name, state.hands[p], p == state.current and not state.game_over) for p, s in enumerate(seats_)]
    if page.drawing.hands.painted != expected:
        out.append(f"hands strip: shows {page.drawing.hands.painted}, the state has {expected}")
    if page.slider.value() != page.index:
        out.append(f"slider at {page.slider.value()}")
    return out


def test_every_position_of_a_whole_game(qtbot, window, painted, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    record = load_record(RECORD)
    states = replay(record)
    moves = record.moves
    assert states[-1].game_over and len(moves) > 300
    _open_by_menu(window, monkeypatch, RECORD)
    page = window.replay_page
    assert window.in_replay() and page.index == 0 and page.slider.maximum() == len(moves)
    names = record.players
    board = states[0].board
    for number in range(len(states)):
        if number:
            _key(window, Qt.Key.Key_Right)
        assert page.index == number
        problems = _shown_problems(window, painted, states)
        assert problems == [], f"at move {number} ({moves[number - 1] if number else 'opening'})"
        if number:
            entries = move_entries(states[number - 1], Move.parse(moves[number - 1]), states[number])
            expected = [render(e, names, board) for e in entries]
            assert page.side.highlighted_lines()[: len(expected)] == expected
            assert expected[0] in window.status.text()
    assert page.side.highlighted_lines()[-1] == render(
        page.drawing.game.entries[-1], names, board
    )  # "The game is over."
    _key(window, Qt.Key.Key_Right)  # nothing after the last move
    assert page.index == len(moves)


def test_the_log_scrolls_to_the_current_move(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    _open_by_menu(window, monkeypatch, RECORD)
    page = window.replay_page
    log = page.side.log
    lines = len(page.drawing.game.entries)
    assert log.document().blockCount() == lines  # the whole game's log, up to its end
    for index in (0, page.drawing.game.last // 2, page.drawing.game.last):
        page.go(index)
        qtbot.wait(10)
        cursor = log.cursorRect()
        assert log.viewport().rect().contains(cursor.center()), f"move {index}: its line is out of view"
        assert log.textCursor().block().blockNumber() == page.drawing.game.lines[index].start
        marked = [
            n
            for n in range(lines)
            if log.document().findBlockByNumber(n).blockFormat().background().style() != Qt.BrushStyle.NoBrush
        ]  # a line marked whole, also where it wraps
        assert marked == list(page.drawing.game.lines[index])


def test_controls_by_mouse(qtbot, window, painted, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    _open_by_menu(window, monkeypatch, RECORD)
    page = window.replay_page
    states = page.drawing.game.states
    last = page.drawing.game.last
    assert not page.first.isEnabled() and not page.back.isEnabled()
    _click(page.forward)
    assert page.index == 1
    _click(page.last)
    assert page.index == last and not page.forward.isEnabled() and not page.last.isEnabled()
    _click(page.back)
    assert page.index == last - 1
    assert _shown_problems(window, painted, states) == []
    _click(page.first)
    assert page.index == 0
    # drag the slider's handle to the middle
    option = QStyleOptionSlider()
    page.slider.initStyleOption(option)
    handle = page.slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, page.slider
    )
    middle = QPoint(page.slider.width() // 2, handle.center().y())
    QTest.mousePress(page.slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, handle.center())
    QTest.mouseMove(page.slider, middle)
    QTest.mouseRelease(page.slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    assert abs(page.index - last / 2) < last / 10 and page.slider.value() == page.index
    assert _shown_problems(window, painted, states) == []
    plot = page.drawing.plot  # a click on the scores' plot goes to the move under it
    x = round(plot.x_at(last // 4))
    QTest.mouseClick(plot, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, plot.height() // 2))
    assert page.index == plot.place_at(x) and abs(page.index - last // 4) <= 1 and plot.marked == page.index
    assert page.slider.value() == page.index and _shown_problems(window, painted, states) == []
    page.speed.setCurrentIndex(3)  # very fast
    start = page.index
    _click(page.play)
    assert page.playing
    qtbot.waitUntil(lambda: page.index >= start + 2, timeout=3000)
    _click(page.play)
    assert not page.playing
    stopped = page.index
    qtbot.wait(500)
    assert page.index == stopped
    assert _shown_problems(window, painted, states) == []
    page.go(last - 1)
    _click(page.play)
    qtbot.waitUntil(lambda: page.index == last and not page.playing, timeout=3000)  # stops at the end
    page.go(1)
    card = page.drawing.scene.cards("display")[0]
    vp = page.view.viewport()
    start = page.view.mapFromScene(card.sceneBoundingRect().center())
    end = page.view.mapFromScene(page.drawing.scene.cards("hand")[0].sceneBoundingRect().center())
    moved = []
    with qtbot.assertNotEmitted(window.page.play.intent), qtbot.assertNotEmitted(window.page.play.refused, wait=50):
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)  # no drag at all
        for k in range(1, 6):
            QTest.mouseMove(vp, start + (end - start) * (k / 5))
            moved.append(card.pos() != card.home)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert not any(moved) and page.index == 1
    assert _shown_problems(window, painted, states) == []


def test_controls_by_keys(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    c = window.page.controller
    before = c.record()
    _open_by_menu(window, monkeypatch, RECORD)
    page = window.replay_page
    last = page.drawing.game.last
    _key(window, Qt.Key.Key_Right)
    _key(window, Qt.Key.Key_Right)
    assert page.index == 2
    _key(window, Qt.Key.Key_Left)
    assert page.index == 1
    _key(window, Qt.Key.Key_End)
    assert page.index == last
    _key(window, Qt.Key.Key_Home)
    assert page.index == 0
    window.menus.actions["zoom_in"].trigger()  # the View menu works on the replay's table
    assert not page.view._fitted and window.page.view._fitted
    _key(window, Qt.Key.Key_F)
    assert page.view._fitted
    _key(window, Qt.Key.Key_D)  # the game's keys do nothing to either game meanwhile
    _key(window, Qt.Key.Key_1)
    assert c.record() == before and page.index == 0
    _key(window, Qt.Key.Key_Space)
    assert page.playing
    _key(window, Qt.Key.Key_Space)
    assert not page.playing
    _key(window, Qt.Key.Key_Escape)
    assert not window.in_replay() and window.pages.currentWidget() is window.page
    QTest.keyClick(window, Qt.Key.Key_1)  # the game's keys work again
    assert len(c.moves) == 1


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("damage", ["illegal_move", "notation", "json"])
def test_a_broken_record_is_said_and_changes_nothing(qtbot, window, monkeypatch, tmp_path, damage) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    c = window.page.controller
    before = c.record()
    raw = json.loads(RECORD.read_text(encoding="utf-8"))
    if damage == "illegal_move":
        raw["moves"][5] = "E"  # ending the turn before playing a card
    elif damage == "notation":
        raw["moves"][5] = "+QQQ"
    path = _write(tmp_path / "broken.json", json.dumps(raw) if damage != "json" else '{"players": [')
    with pytest.raises(RecordError) as caught:  # what Game → Open says about the same file
        load_game(path)
    _open_by_menu(window, monkeypatch, path)
    assert len(window.prompter.notices) == 1
    notice = window.prompter.notices[0]
    assert record_problem(caught.value) in notice and "broken.json" in notice
    if damage != "json":
        assert "6" in record_problem(caught.value)  # the move's number
    assert not window.in_replay() and c.record() == before
    # a parsed record given straight to the viewer (as the statistics' last game will be) is checked the same way
    if damage == "illegal_move":
        assert not window.open_replay(load_record(RECORD).model_copy(update={"moves": raw["moves"]}))
        assert len(window.prompter.notices) == 2 and not window.in_replay()


def test_leaving_returns_to_the_running_game_untouched(qtbot, window, painted, monkeypatch, home) -> None:  # type: ignore
    from .shown import mismatches

    window.start_game(seats("c", "h"), seed=8, start_player=0)
    c = window.page.controller

    class Slow:
        level = "easy"

        def choose(self, seen, should_stop=None):  # type: ignore[no-untyped-def]
            time.sleep(0.3)
            return legal_moves(seen.state)[0]

    c.use_bot(0, Slow())
    c.resume()
    qtbot.waitUntil(lambda: c._computer.busy, timeout=2000)  # the computer is thinking
    before_states, before_moves = list(c.states), list(c.moves)
    record_bytes = RECORD.read_bytes()
    _open_by_menu(window, monkeypatch, RECORD)
    assert window.in_replay()
    qtbot.waitUntil(lambda: not c._computer.busy, timeout=3000)  # its move came while the replay was shown: held
    qtbot.wait(200)
    window.replay_page.go(window.replay_page.drawing.game.last)
    assert c.states == before_states and c.moves == before_moves
    assert mismatches(window, painted) == []  # the game's own table still shows its position
    assert not autosave_path().exists() and RECORD.read_bytes() == record_bytes
    assert not list(home.rglob("*.json"))  # the viewer wrote no save
    _click(window.replay_page.back_to_game)
    assert not window.in_replay()
    qtbot.waitUntil(lambda: len(c.moves) == len(before_moves) + 1, timeout=2000)  # the held move, played now
    assert c.states[: len(before_states)] == before_states
    assert mismatches(window, painted) == []


def test_the_end_dialog_offers_the_game_just_finished(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    assert not window.menus.actions["replay_last"].isEnabled()
    assert window.load_file(RECORD)  # a finished game: the end dialog opens
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    dialog = window.end_dialog
    assert isinstance(dialog, EndGameDialog)
    _click(dialog.replay)
    qtbot.waitUntil(window.in_replay, timeout=2000)
    page = window.replay_page
    assert page.drawing.game.record.moves == load_record(RECORD).moves and page.index == 0
    assert [s.colour for s in page.drawing.game.seats] == [s.colour for s in window.page.controller.seats]
    page.leave.emit()
    assert not window.in_replay() and window.page.controller.state.game_over
    assert window.menus.actions["replay_last"].isEnabled()  # this session's last finished game
    window.menus.actions["replay_last"].trigger()
    assert window.in_replay() and page.drawing.game.last == len(load_record(RECORD).moves)


def test_a_language_switch_keeps_the_replay(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    _open_by_menu(window, monkeypatch, RECORD)
    page = window.replay_page
    page.go(40)
    english = page.side.highlighted_lines()
    try:
        speak("pl", window)
        assert window.in_replay() and page.index == 40
        assert page.back_to_game.text() != "Back to the game"
        assert page.side.highlighted_lines() != english and len(page.side.highlighted_lines()) == len(english)
        assert page.drawing.scene.read_only and not page.drawing.scene.interactive
    finally:
        window.set_language("en")


def test_a_game_without_moves(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    record = load_record(RECORD).model_copy(update={"moves": []})
    assert window.open_replay(record)
    page = window.replay_page
    assert page.drawing.game.last == 0 and page.index == 0
    assert not any(b.isEnabled() for b in (page.first, page.back, page.forward, page.last))
    _click(page.play)
    assert not page.playing  # nothing to play
    assert (
        page.side.highlighted_lines()
        == [  # the beginning, and the first player's opening Postmaster
            render(entry, record.players, page.drawing.game.states[0].board) for entry in page.drawing.game.entries[:2]
        ]
    )
    assert page.drawing.game.entries[1].code == "forced_postmaster"


def test_the_last_game_of_an_earlier_session_comes_from_the_statistics(qtbot, home, monkeypatch) -> None:  # type: ignore
    from thurntaxis import stats
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell.settings import Settings, statistics_path
    from thurntaxis.shell.window import MainWindow

    from .conftest import FakePrompter

    record = load_record(RECORD)
    stored = [
        Seat(name, HUMAN if i == 0 else COMPUTER, "medium" if i == 0 else "hard", colour)
        for i, (name, colour) in enumerate(zip(record.players, ("green", "red", "yellow", "blue"), strict=True))
    ]
    with stats.open_store(statistics_path()) as store:
        store.add_game(record, stored)
    window = MainWindow(Settings(home / "settings.ini"))
    window.prompter = FakePrompter()  # type: ignore[assignment]
    qtbot.addWidget(window)
    try:
        assert window.menus.actions["replay_last"].isEnabled()
        window.menus.actions["replay_last"].trigger()
        assert window.in_replay()
        page = window.replay_page
        assert page.drawing.game.record.moves == record.moves and page.drawing.game.seats == stored
    finally:
        for table in window.tables.values():
            table.stop()


def test_replay_last_without_any_finished_game_says_so(qtbot, window, home) -> None:  # type: ignore
    from thurntaxis import stats
    from thurntaxis.shell.settings import statistics_path

    stats.open_store(statistics_path()).close()  # a database without games
    window.menus.actions["replay_last"].setEnabled(True)
    window.menus.actions["replay_last"].trigger()
    assert window.status.text() == "No game has been finished yet."
    assert not window.in_replay() and not window.menus.actions["replay_last"].isEnabled()
