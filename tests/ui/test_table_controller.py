"""The shared table controller (`thurntaxis.kit.controller`) with the tests' tiny third game: the computer players'
turns on the worker thread, a move that comes while paused, undo down to the floor, and refusals as codes."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from thurntaxis.kit.computer import Think
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat

from .thirdgame import GAME, Record, State


class TakeController(TableController[State, int, Record]):
    """Take at a table: a computer takes one stone (once `go` is set); undo reaches back to the last computer move."""

    def __init__(self, max_moves: int = 100) -> None:
        super().__init__(GAME, max_moves)
        self.refusals: list[tuple[str, dict[str, Any]]] = []
        self.ended = 0
        self.go = threading.Event()
        self.go.set()

    def begin(self, *kinds: str) -> None:
        seats = [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)]
        self._install(Record(players=[s.name for s in seats], seed=1), seats, [GAME.new_game(len(seats), 1)], [])
        self._begin()

    def _may_undo(self) -> bool:
        return len(self.states) - 1 > self._floor

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        self.refusals.append((code, params))

    def _hint(self) -> int:
        return self.legal()[-1]

    def _floor_after(self, seat: int, before: State, after: State) -> int:
        return self._floor if self.seats[seat].is_human else len(self.states)

    def _finish(self) -> None:
        self.ended += 1

    def _question(self, seat: int) -> Think:
        go = self.go

        def think(stop: Any) -> int:
            go.wait(5)
            return 1

        return think


def test_computer_players_play_a_game_to_its_end(qtbot: QtBot) -> None:
    c = TakeController()
    busy: list[bool] = []
    c.thinking.connect(busy.append)
    c.begin(COMPUTER, COMPUTER)
    qtbot.waitUntil(lambda: c.ended == 1, timeout=5000)
    assert c.moves == [1] * 7 and c.state.stones == 0
    assert busy == [True, False] * 7  # each move thought about once, on the worker thread
    assert c.record().moves == ["1"] * 7
    assert not c.is_human_turn() and c.hint() is None


def test_a_computer_move_that_comes_while_paused_waits_for_resume(qtbot: QtBot) -> None:
    c = TakeController()
    c.go.clear()
    c.begin(COMPUTER, HUMAN)
    qtbot.waitUntil(lambda: c._computer.busy, timeout=2000)  # the computer is thinking
    c.paused = True
    c.go.set()
    qtbot.waitUntil(lambda: not c._computer.busy, timeout=2000)  # its answer came ...
    qtbot.wait(50)
    assert c.moves == [] and c.state.stones == 7  # ... and waits
    c.resume()
    assert c.moves == [1] and c.is_human_turn()
    assert c.hint() == 2


def test_undo_goes_down_to_the_last_computer_move_and_refusals_are_codes(qtbot: QtBot) -> None:
    c = TakeController(max_moves=4)
    c.paused = True  # the computer seat moves only when told to
    c.begin(HUMAN, COMPUTER, HUMAN)
    objection = c.objection(3)
    assert objection is not None and objection.code == "take_too_many" and c.objection(2) is None
    assert not c.submit(3) and c.refusals[-1][0] == "take_too_many"
    assert not c.undo() and c.refusals[-1] == ("nothing_to_undo", {})
    assert c.submit(2) and not c.submit(1) and c.refusals[-1] == ("not_your_turn", {})
    assert c.play_now(1)  # the computer's move: undo stops here
    assert c.submit(1) and c.submit(1)
    assert c.undo() and c.undo() and c.moves == [2, 1]
    assert not c.undo() and c.refusals[-1] == ("nothing_to_undo", {})
    assert c.submit(1) and c.submit(1) and c.moves == [2, 1, 1, 1]
    assert not c.play_now(1) and c.refusals[-1] == ("too_many_moves", {"limit": 4})
    assert len(c.refusals) == 5


def test_computers_decide_from_one_observer_told_each_move_once(qtbot: QtBot, monkeypatch: Any) -> None:
    # A decision at the table costs the same late in the game as early: the observer is built once per load or
    # undo and told each move once, never rebuilt from the history for a decision.
    from .thirdgame import TakeController as Table
    from .thirdrules import SeeAll

    built: list[int] = []
    told: list[int] = []
    seen: list[int] = []

    class Counted(SeeAll):
        def update(self, before: State, move: int) -> None:
            told.append(move)

        def observe(self, state: State, seat: int) -> State:
            seen.append(state.stones)
            return state

    def new_observer(players: int) -> Counted:
        built.append(players)
        return Counted()

    monkeypatch.setattr(GAME, "new_observer", new_observer)
    c = Table()
    seats = [Seat("A", COMPUTER, "easy"), Seat("B", COMPUTER, "easy")]
    built.clear()
    c.load(Record(players=["A", "B"], seed=1, moves=["2"]), seats)
    assert built == [2] and told == [2]  # a loaded game's moves, told once
    qtbot.waitUntil(c.is_over, timeout=5000)
    assert c.moves == [2, 1, 1, 1, 1, 1] and seen == [5, 4, 3, 2, 1]  # a decision per move ...
    assert built == [2] and told == c.moves  # ... from the one observer, told each move once
    c.stop()


def test_an_undo_tells_a_fresh_observer_the_game_again_once(qtbot: QtBot, monkeypatch: Any) -> None:
    built: list[int] = []
    real = GAME.new_observer
    monkeypatch.setattr(GAME, "new_observer", lambda players: built.append(players) or real(players))
    c = TakeController()
    c.paused = True
    c.begin(HUMAN, COMPUTER)
    assert c.submit(1) and c.play_now(1) and c.submit(2)
    built.clear()
    assert c.undo() and c.moves == [1, 1] and built == [2]
    c.stop()


def test_an_unknown_level_is_an_error_that_changes_nothing(qtbot: QtBot) -> None:
    c = TakeController()
    c.begin(HUMAN, HUMAN)
    before = (list(c.seats), list(c.states))
    seats = [Seat("A"), Seat("B", COMPUTER, "hardest")]  # (an old settings file's level, say)
    with pytest.raises(ValueError, match="hardest"):
        c._install(Record(players=["A", "B"], seed=2), seats, [GAME.new_game(2, 2)], [])
    assert (list(c.seats), list(c.states)) == before


def test_the_kit_page_says_the_end_of_a_game_once_and_where_it_ended(qtbot: QtBot) -> None:
    from .thirdgame import TakePage

    page = TakePage("instant")
    qtbot.addWidget(page)
    over: list[bool] = []
    counts: list[int] = []
    page.game_over.connect(over.append)
    page.changed.connect(counts.append)
    seats = [Seat("A"), Seat("B")]
    page.load(Record(players=["A", "B"], seed=1, moves=["2", "2", "2", "1"]), seats)  # a finished game
    assert over == [False] and counts == [4] and not page.running()
    page.start(seats, 3)
    for move in (2, 2, 2):
        page.play(move)
    page.set_guard(lambda move: move == 2)  # (a guided game's guard: this move is held back, nothing is said)
    page.play(1)
    assert over == [False] and page.running() and page.controller.moves == [2, 2, 2]
    page.set_guard(None)
    page.play(1)  # the last stone, taken here
    assert over == [False, True] and counts[-1] == 4
    final = page.controller.state
    page.follow([Seat("A"), Seat("B", REMOTE)], final, lambda move: None)  # a hosted game seen at its end
    assert over == [False, True, False]
    page.arrive(final, None, None)  # the host's position again (after coming back): the end is not said again
    assert over == [False, True, False]
    page.dispose()
