"""A tiny third game for the tests, plugged in like the two real ones (a model module and a window plug): Take, a
pile of stones from which the players take one or two in turn; who takes the last stone wins. Its only purpose is
to show that a game plays through the window shell without any change to shared code: its table, its replay drawing
(the stones left at a move) and its statistics (the stones each player took)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from thurntaxis.errors import IllegalMoveError, RecordError
from thurntaxis.games import QT_TRANSLATE_NOOP, Figure, FinishedGame
from thurntaxis.records import is_save

GAME_ID = "take"
PILE = 7


@dataclass(frozen=True)
class State:
    stones: int
    player: int
    players: int
    last: int | None = None  # who took last


class Record(BaseModel):
    game: Literal["take"] = GAME_ID
    players: list[str]
    seed: int
    moves: list[str] = []


class TakeGame:
    """The model, as `thurntaxis.games.Game` (the parts the window uses)."""

    bot_levels = ("easy",)

    def new_game(self, players: int, seed: int) -> State:
        return State(PILE, 0, players)

    def legal_moves(self, state: State) -> list[int]:
        return [n for n in (1, 2) if n <= state.stones]

    def apply(self, state: State, move: int) -> State:
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"cannot take {move}", "take_too_many")
        return State(state.stones - move, (state.player + 1) % state.players, state.players, state.player)

    def parse_move(self, text: str) -> int:
        return int(text)

    def current_player(self, state: State) -> int:
        return state.player

    def game_over(self, state: State) -> bool:
        return state.stones == 0

    def scores(self, state: State) -> list[int]:
        return [int(state.stones == 0 and state.last == seat) for seat in range(state.players)]

    def winners(self, state: State) -> tuple[int, ...]:
        return (state.last,) if state.last is not None and state.stones == 0 else ()

    def make_bot(self, level: str, seed: int, **budget: Any) -> Any:
        return random.Random(seed)

    def read_record(self, raw: Any) -> Record:
        try:
            return Record.model_validate(raw["record"] if is_save(raw) else raw)
        except (ValidationError, TypeError, KeyError) as exc:
            raise RecordError("not a game of Take", "record_field", field="record", problem="invalid") from exc

    def replay(self, record: Record) -> State:
        return self.positions(record)[-1]

    def positions(self, record: Record) -> list[State]:
        """Every position of a record's game, the opening first; raises `RecordError` naming a move that does not
        replay."""
        states = [self.new_game(len(record.players), record.seed)]
        for number, text in enumerate(record.moves, start=1):
            try:
                states.append(self.apply(states[-1], self.parse_move(text)))
            except (ValueError, IllegalMoveError) as exc:
                raise RecordError(f"move {number}", "record_move", move_number=number, move=text) from exc
        return states

    # --- statistics (`thurntaxis.stats`), as `thurntaxis.games.Game`
    figures = (Figure("stones", QT_TRANSLATE_NOOP("Figures", "Stones taken (average per game):"), "average"),)

    def finished_game(self, record: Record) -> FinishedGame:
        """The scores, the winner and the stones each seat took; `ValueError` when the game has not ended."""
        states = self.positions(record)
        final = states[-1]
        if not self.game_over(final):
            raise ValueError("only a finished game is stored")
        taken = [0] * final.players
        for before, after in pairwise(states):
            taken[before.player] += before.stones - after.stones
        return FinishedGame(
            names=tuple(record.players),
            scores=tuple(self.scores(final)),
            winners=self.winners(final),
            figures=tuple({"stones": n} for n in taken),
            moves=len(record.moves),
            record_text=record.model_dump_json(),
        )


GAME = TakeGame()


class StonesView(QGraphicsView):
    """A view of the pile (the table's and the replay's): it fits and zooms as the View menu asks."""

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        self.scale(factor, factor)


class TakePage(QWidget):
    """Take's table page (`thurntaxis.gameui.TablePage`): a line of stones; its Play-menu command takes one."""

    status = Signal(str)
    problem = Signal(str)
    changed = Signal(int)
    game_over = Signal(bool)

    def __init__(self, speed: str) -> None:
        super().__init__()
        self.prompter: Any = None
        self.scene = QGraphicsScene(self)
        self.view = StonesView(self.scene, self)
        QVBoxLayout(self).addWidget(self.view)
        self.take_one = QAction("Take one stone", self)
        self.take_one.setShortcut(QKeySequence("T"))
        self.take_one.triggered.connect(lambda: self.play(1))
        self._record: Record | None = None
        self._seats: list[Any] = []
        self._guard: Callable[[Any], bool] | None = None

    @property
    def seats(self) -> list[Any]:
        return list(self._seats)

    def start(self, seats: list[Any], seed: int | None, options: Mapping[str, str] | None = None) -> None:
        self.load(Record(players=[s.name for s in seats], seed=seed or 0), seats)

    def load(self, record: Record, seats: list[Any]) -> None:
        GAME.replay(record)
        self._record, self._seats = record, list(seats)
        self._show(here=False)

    def record(self) -> Record:
        assert self._record is not None
        return self._record

    def state(self) -> State:
        return GAME.replay(self.record())

    def play(self, move: int) -> None:
        if self._guard is not None and not self._guard(move):
            return
        try:
            GAME.apply(self.state(), move)
        except IllegalMoveError:
            self.problem.emit("There are not so many stones.")
            return
        self._record = self.record().model_copy(update={"moves": [*self.record().moves, str(move)]})
        self._show(here=True)

    def _show(self, here: bool) -> None:
        state = self.state()
        self.scene.clear()
        self.scene.addText("● " * state.stones)
        self.status.emit(f"{state.stones} stones left" if state.stones else "The last stone is taken.")
        self.changed.emit(len(self.record().moves))
        if GAME.game_over(state):
            self.game_over.emit(here)

    def has_game(self) -> bool:
        return self._record is not None

    def humans_turn(self) -> bool:
        return self.running()

    def running(self) -> bool:
        return self.has_game() and not GAME.game_over(self.state())

    def stop(self) -> None:
        pass

    def clear(self) -> None:
        self._record = None

    def pause(self, paused: bool) -> None:
        pass

    def retranslate(self) -> None:
        pass

    def set_speed(self, speed: str) -> None:
        pass

    def set_scale(self, scale: float) -> None:
        pass

    def show_side(self, shown: bool | None) -> None:
        pass

    def undo(self) -> None:
        pass

    def hint(self) -> None:
        self.status.emit("Take one or two.")

    def play_actions(self) -> list[Any]:
        return [self.take_one]

    def end_dialog(self, parent: Any) -> Any:
        return None

    def play_guided(self, record: Any, seats: list[Any], computer: Callable[[int], str]) -> None:
        self.load(record, seats)

    def set_guard(self, allows: Callable[[Any], bool] | None) -> None:
        self._guard = allows


class Stones:
    """Take's two colours (`thurntaxis.gameui.Palette`)."""

    COLOUR_ORDER = ("white", "black")
    COLOURS: ClassVar[dict[str, str]] = {"white": "#f0f0f0", "black": "#202020"}
    MARKS: ClassVar[dict[str, str]] = {"white": "circle", "black": "square"}

    def colour_label(self, colour: str) -> str:
        return colour

    def mark_path(self, mark: str, size: float) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), size / 2, size / 2)
        return path

    def paint_piece(self, painter: QPainter, colour: str, size: float) -> None:
        painter.setBrush(QColor(self.COLOURS[colour]))
        painter.drawPath(self.mark_path("circle", size))


class TakeDrawing(QObject):
    """Take's replay drawing (`thurntaxis.gameui.ReplayDrawing`): the stones left at a move, one disc each."""

    STONE = 40.0

    def __init__(self) -> None:
        super().__init__()
        self.scene = QGraphicsScene(self)
        self.scene.setSceneRect(QRectF(0, 0, PILE * self.STONE * 1.25, self.STONE * 1.5))
        self.view = StonesView(self.scene)
        self.table = QWidget()
        QVBoxLayout(self.table).addWidget(self.view)
        self.side: Any = None
        self.plot: Any = None  # (no plot of the scores)
        self.states: list[State] = []
        self.names: list[str] = []

    def show_game(self, record: Record, seats: list[Any]) -> int:
        states = GAME.positions(record)  # first: a record that does not replay changes nothing shown
        self.states, self.names = states, [seat.name for seat in seats]
        self.go(0, False)
        return len(states) - 1

    def go(self, index: int, animate: bool) -> None:
        self.scene.clear()
        for n in range(self.states[index].stones):
            stone = self.scene.addEllipse(n * self.STONE * 1.25, self.STONE / 4, self.STONE, self.STONE)
            stone.setBrush(QBrush(QColor("#808080")))

    def caption(self, index: int) -> str:
        before, after = self.states[index - 1], self.states[index]
        return f"{self.names[before.player]} took {before.stones - after.stones}"

    def set_speed(self, speed: str) -> None:
        pass

    def set_scale(self, scale: float) -> None:
        pass

    def set_side_shown(self, shown: bool, compact: bool) -> None:
        pass

    def retranslate(self) -> None:
        pass


class TakeUI:
    """Take's window plug (`thurntaxis.gameui.GameUI`)."""

    has_replay = True
    has_guided_game = False

    palette = Stones()
    rule_options = ()

    def make_page(self, speed: str) -> TakePage:
        return TakePage(speed)

    def make_replay(self) -> TakeDrawing:
        return TakeDrawing()

    def guided_game(self) -> None:
        return None

    def make_guide(self, page: Any, keep: bool) -> None:
        return None

    def paint_cover(self, painter: QPainter, rect: Any) -> None:
        painter.fillRect(rect, QColor("white"))

    def self_test(self) -> str:
        return "Take: nothing to load"


UI = TakeUI()
