"""The Carcassonne replay in the window: a record played by computer players, opened from a file (Game → Replay a
game…), shows at every move the board as the rules replay it (tiles and followers), the rules' scores and the
move's log lines; keys, buttons and the slider move through it; a corrupt record is one line and changes nothing;
it is offered at the end of a game; leaving returns to the game on the table as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QStyle, QStyleOptionSlider

from tests.ui.conftest import speak
from thurntaxis.carcassonne.ai import make_bot
from thurntaxis.carcassonne.rules import (
    GameRecord,
    apply,
    new_record,
    observation,
    parse_move,
    replay,
    result,
    xy,
)
from thurntaxis.carcassonne.ui.gamelog import log_text, move_entries
from thurntaxis.carcassonne.ui.items import FollowerItem, TileItem
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell.replay import ReplayPage
from thurntaxis.shell.savegame import save_game
from thurntaxis.shell.window import MainWindow

from .conftest import seats

CARC = GAMES["carcassonne"]
TAXIS_RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # a whole game of Thurn and Taxis
PLAYERS = [
    Seat("Mira", COMPUTER, "medium", colour="red"),
    Seat("Otto", COMPUTER, "medium", colour="blue"),
    Seat("Ida", COMPUTER, "medium", colour="black"),
]


def bot_record(seed: int = 11, players: int = 3) -> GameRecord:
    """A whole game played by Medium computer players with the rules."""
    names = [s.name for s in PLAYERS[:players]]
    state = new_record(names, seed=seed).initial_state()
    bots = [make_bot("medium", seed=seed + i) for i in range(players)]
    moves = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(move)
        state = apply(state, move)
    return new_record(names, seed=seed, moves=moves)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return bot_record()


@pytest.fixture
def window(window: MainWindow) -> Iterator[MainWindow]:
    """The shared window, with the game pages' computer players stopped after the test."""
    yield window
    for page in window.tables.values():
        page.stop()  # type: ignore[attr-defined]


def _save(path: Path, record: GameRecord) -> Path:
    save_game(path, record, PLAYERS[: len(record.players)])
    return path


def _open_by_menu(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> ReplayPage:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.menus.actions["replay"].trigger()
    viewer = window.pages.currentWidget()
    assert isinstance(viewer, ReplayPage) and window.in_replay()
    return viewer


def _key(viewer: ReplayPage, key: Qt.Key) -> None:
    QTest.keyClick(viewer.view, key)


def _problems(viewer: ReplayPage, states: list, record: GameRecord) -> list[str]:  # type: ignore[type-arg]
    """What the replay shows that differs from the rules' position at its index."""
    index = viewer.index
    state = states[index]
    items = viewer.drawing.scene.items()
    out = []
    tiles = sorted((i.square, i.tile, i.turns) for i in items if isinstance(i, TileItem))
    placed = sorted((xy(p), o.tile, o.rotation) for p, o in state.board.items())
    if tiles != placed:
        out.append(f"{len(tiles)} tiles drawn, {len(placed)} placed: {set(tiles) ^ set(placed)}")
    followers = sorted(i.key for i in items if isinstance(i, FollowerItem))
    if followers != ([] if state.game_over else sorted(state.followers)):
        out.append(f"followers {followers}, the rules have {sorted(state.followers)}")
    expected = list(result(state).scores)
    if viewer.drawing.shown_scores() != expected:
        out.append(f"scores shown {viewer.drawing.shown_scores()}, the rules' {expected}")
    plot = viewer.drawing.plot
    if plot.shown_values() != expected or plot.marked != index:
        out.append(f"the plot marks {plot.marked} at {plot.shown_values()}")
    if viewer.slider.value() != index:
        out.append(f"slider at {viewer.slider.value()}")
    ringed = viewer.drawing.scene.placed.square if viewer.drawing.scene.placed.isVisible() else None
    if ringed != (xy(state.last) if index else None):
        out.append(f"the ring is on {ringed}, the tile was placed on {xy(state.last)}")
    if index:
        names = record.players
        lines = [
            log_text(e)
            for e in move_entries(names, parse_move(record.moves[index - 1]), states[index - 1], state, quiet=False)
        ]
        if viewer.drawing.highlighted_lines()[: len(lines)] != lines:
            out.append(f"log {viewer.drawing.highlighted_lines()}, the move wrote {lines}")
    return out


def test_every_position_of_a_bot_game(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    states = replay(record)
    assert states[-1].game_over and len(record.moves) > 100
    viewer = _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    assert viewer.index == 0 and viewer.slider.maximum() == len(record.moves)
    assert sum(isinstance(i, TileItem) for i in viewer.drawing.scene.items()) == 1  # the start tile
    for number in range(len(states)):
        if number:
            _key(viewer, Qt.Key.Key_Right)
        assert viewer.index == number
        assert _problems(viewer, states, record) == [], f"at move {number}"
        if number and viewer.drawing.highlighted_lines():
            assert viewer.drawing.highlighted_lines()[0] in window.status.text()
    assert viewer.drawing.highlighted_lines()[-1].startswith(("Mira", "Otto", "Ida", "A shared"))  # who won
    _key(viewer, Qt.Key.Key_Right)  # nothing after the last move
    assert viewer.index == len(states) - 1
    for _ in range(3):
        _key(viewer, Qt.Key.Key_Left)
    assert viewer.index == len(states) - 4 and _problems(viewer, states, record) == []
    _key(viewer, Qt.Key.Key_Home)
    assert viewer.index == 0 and _problems(viewer, states, record) == []
    assert sum(isinstance(i, TileItem) for i in viewer.drawing.scene.items()) == 1
    _key(viewer, Qt.Key.Key_End)
    assert viewer.index == len(states) - 1 and _problems(viewer, states, record) == []
    assert sum(isinstance(i, TileItem) for i in viewer.drawing.scene.items()) == len(states[-1].board)


def test_buttons_and_slider_jump(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    states = replay(record)
    viewer = _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    bar = viewer  # the frame's controls
    assert not bar.back.isEnabled() and bar.forward.isEnabled()
    QTest.mouseClick(bar.last, Qt.MouseButton.LeftButton)
    assert viewer.index == len(states) - 1 and not bar.forward.isEnabled()
    QTest.mouseClick(bar.back, Qt.MouseButton.LeftButton)
    assert viewer.index == len(states) - 2 and _problems(viewer, states, record) == []
    QTest.mouseClick(bar.first, Qt.MouseButton.LeftButton)
    assert viewer.index == 0
    slider = bar.slider
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    groove = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, slider
    )
    slider.setPageStep(len(states))  # a click on the groove jumps there (or a page: the whole game)
    QTest.mouseClick(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(groove.right() - 2, 5))
    assert viewer.index > len(states) // 2 and _problems(viewer, states, record) == []
    assert str(viewer.index) in bar.position.text()
    plot = viewer.drawing.plot  # a click on the scores' plot goes to the move under it
    assert plot.isVisible()
    x = plot.x_at(len(states) // 4)
    QTest.mouseClick(
        plot, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(round(x), plot.height() // 2)
    )
    assert viewer.index == plot.place_at(round(x)) and abs(viewer.index - len(states) // 4) <= 1
    assert plot.marked == viewer.index and _problems(viewer, states, record) == []


def test_play_and_pause(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    viewer = _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    viewer.speed.setCurrentIndex(3)
    _key(viewer, Qt.Key.Key_Space)
    assert viewer.playing
    qtbot.waitUntil(lambda: viewer.index >= 3, timeout=5000)
    _key(viewer, Qt.Key.Key_Space)
    assert not viewer.playing
    reached = viewer.index
    qtbot.wait(450)
    assert viewer.index == reached


def test_a_corrupt_carcassonne_record_is_one_line_and_changes_nothing(  # type: ignore[no-untyped-def]
    qtbot, window, monkeypatch, home: Path, record
) -> None:
    window.start_game([Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")], 7, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    before = page.record()
    good = json.loads(_save(home / "good.json", record).read_text(encoding="utf-8"))
    moves = good["record"]["moves"]
    broken = {
        "illegal": {**good, "record": {**good["record"], "moves": [moves[0], moves[0], *moves[2:]]}},
        "notation": {**good, "record": {**good["record"], "moves": ["Z9@0,0", *moves[1:]]}},
        "field": {**good, "record": {**good["record"], "players": ["Mira"]}},
        "json": "{",
    }
    for name, content in broken.items():
        path = home / f"{name}.json"
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
        window.prompter.notices.clear()
        assert not window.replay_file(path), name
        assert len(window.prompter.notices) == 1, name
        reason = window.prompter.notices[0].split("\n\n")[-1]
        assert "\n" not in reason and reason.startswith("Reason: ") and "It is not a saved game" not in reason, name
        assert not window.in_replay() and window.pages.currentWidget() is page and page.record() == before, name
    window.prompter.notices.clear()
    assert not window.replay_file(home / "illegal.json")
    assert "Move 2" in window.prompter.notices[0]


def test_leaving_returns_to_the_carcassonne_game(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    window.start_game([Seat("Mira", HUMAN, colour="red"), Seat("Otto", COMPUTER, "easy", colour="blue")], 7, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    assert window.menus.actions["replay"].isEnabled()
    before = page.record()
    viewer = _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    assert not window.menus.actions["new"].isEnabled() and window.active_view() is viewer.view
    _key(viewer, Qt.Key.Key_End)
    _key(viewer, Qt.Key.Key_Escape)
    assert not window.in_replay() and window.pages.currentWidget() is page and window.page is page
    assert page.record() == before and window.menus.actions["new"].isEnabled()
    assert window.menus.menus["play"].actions() == [window.menus.actions["undo"], window.menus.actions["hint"]]
    assert window.active_view() is page.view


def test_the_end_of_a_carcassonne_game_offers_its_replay(qtbot, window, record) -> None:  # type: ignore[no-untyped-def]
    short = record.model_copy(update={"moves": record.moves[:-1]})  # the computer player makes the last move
    window.continue_game(CARC, short, PLAYERS)
    # The summary opens once the final scoring has been shown; its Replay opens the game just finished.
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=20000)
    qtbot.mouseClick(window.end_dialog.replay, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.in_replay, timeout=10000)
    viewer = window.pages.currentWidget()
    assert isinstance(viewer, ReplayPage)
    assert viewer.drawing.game is not None and viewer.drawing.game.record.moves == record.moves
    assert window.menus.actions["replay_last"].isEnabled()
    viewer.leave.emit()
    assert window.pages.currentWidget() is window.page


def test_the_computer_players_wait_while_the_replay_is_shown(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    bots = [Seat("Anna", COMPUTER, "easy", colour="red"), Seat("Bruno", COMPUTER, "easy", colour="blue")]
    window.start_game(bots, 9, CARC)
    page = window.page
    assert isinstance(page, CarcassonnePage)
    _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    played = len(page.record().moves)
    qtbot.wait(400)
    assert len(page.record().moves) == played  # nobody moved behind the replay
    window.leave_replay()
    qtbot.waitUntil(lambda: len(page.record().moves) > played + 2, timeout=5000)


def test_a_language_switch_keeps_the_move_shown(qtbot, window, monkeypatch, home: Path, record) -> None:  # type: ignore[no-untyped-def]
    viewer = _open_by_menu(window, monkeypatch, _save(home / "carc.json", record))
    viewer.go(9)
    try:
        speak("pl", window)
        assert viewer.index == 9 and viewer.slider.value() == 9
        assert (
            viewer.drawing.plot_title.text() == "Punkty w trakcie gry" and viewer.back_to_game.text() == "Wróć do gry"
        )
        assert "układa płytkę" in viewer.drawing.log_list.item(0).text()
        assert window.status.text().startswith("Odtwarzanie, ruch 9")
    finally:
        window.set_language("en")
    assert viewer.drawing.plot_title.text() == "The scores as they grew" and viewer.index == 9


def test_a_thurn_and_taxis_replay_during_a_carcassonne_game_returns_to_it(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.start_game([Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")], 7, CARC)
    page = window.page
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(TAXIS_RECORD), ""))
    window.menus.actions["replay"].trigger()
    assert window.in_replay() and window.pages.currentWidget() is window.replay_page
    QTest.keyClick(window.replay_page.view, Qt.Key.Key_End)
    assert window.replay_page.index == window.replay_page.moves
    QTest.keyClick(window.replay_page.view, Qt.Key.Key_Escape)
    assert not window.in_replay() and window.pages.currentWidget() is page and window.page is page
    assert window.menus.menus["play"].actions() == [window.menus.actions["undo"], window.menus.actions["hint"]]
    assert window.active_view() is page.view
