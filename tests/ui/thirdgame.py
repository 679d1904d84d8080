"""A tiny third game for the tests, plugged in like the two real ones (its rules, `tests.ui.thirdrules`, and this
window plug): Take. It shows that a game plays through the window shell without any change to shared code: its
table (on the kit's page), its replay drawing (the stones left at a move) and its statistics (`thirdrules`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from thurntaxis.kit.controller import TableController
from thurntaxis.kit.page import TablePage
from thurntaxis.kit.players import Seat

from .thirdrules import GAME, PILE, Record, State


class StonesView(QGraphicsView):
    """A view of the pile (the table's and the replay's): it fits and zooms as the View menu asks."""

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        self.scale(factor, factor)


class TakeController(TableController[State, int, Record]):
    """Take at a table: nothing is taken back; a refusal is said in words (`problem`)."""

    problem = Signal(str)

    def __init__(self) -> None:
        super().__init__(GAME, max_moves=100)

    def _new_record(self, seats: list[Seat], seed: int, options: Mapping[str, Any]) -> Record:
        return Record(players=[s.name for s in seats], seed=seed)

    def _positions(self, record: Record) -> list[State]:
        return GAME.positions(record)

    def _refuse(self, code: str, params: dict[str, Any]) -> None:
        self.problem.emit("There are not so many stones." if code == "take_too_many" else "Not now.")


class TakePage(TablePage[State, int]):
    """Take's table page: a line of stones; its Play-menu command takes one."""

    controller: TakeController

    def __init__(self, speed: str) -> None:
        super().__init__(TakeController())
        self.controller.problem.connect(self.problem.emit)
        self.scene = QGraphicsScene(self)
        self.view = StonesView(self.scene, self)
        QVBoxLayout(self).addWidget(self.view)
        self.take_one = QAction("Take one stone", self)
        self.take_one.setShortcut(QKeySequence("T"))
        self.take_one.triggered.connect(lambda: self.play(1))
        self.play = self.submit

    def play_actions(self) -> list[Any]:
        return [self.take_one]

    def _draw(self, state: State) -> None:
        self.scene.clear()
        self.scene.addText("● " * state.stones)
        self.status.emit(f"{state.stones} stones left" if state.stones else "The last stone is taken.")

    def _show_hint(self, move: int) -> None:
        self.status.emit("Take one or two.")


class Stones:
    """Take's two colours (`thurntaxis.gameui.Palette`)."""

    COLOUR_ORDER = ("white", "black")
    COLOURS: ClassVar[dict[str, str]] = {"white": "#f0f0f0", "black": "#202020"}
    MARKS: ClassVar[dict[str, str]] = {"white": "circle", "black": "square"}

    def colour_label(self, colour: str) -> str:
        return colour

    def mark_path(self, mark: str, size: float) -> QPainterPath:
        (path := QPainterPath()).addEllipse(QPointF(0, 0), size / 2, size / 2)
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

    def set_speed(self, speed: str) -> None: ...

    def set_scale(self, scale: float) -> None: ...

    def set_side_shown(self, shown: bool, compact: bool) -> None: ...

    def retranslate(self) -> None: ...


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

    def paint_cover(self, painter: QPainter, rect: Any) -> None:
        painter.fillRect(rect, QColor("white"))

    def self_test(self) -> str:
        return "Take: nothing to load"

    def rule_pictures(self) -> list[Any]:
        return []

    def credits(self) -> str:
        return ""


UI = TakeUI()
