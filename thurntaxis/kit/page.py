"""The table page every game's table is: a QWidget the window shows in its middle (`thurntaxis.gameui.TablePage`),
owning its game's controller (`thurntaxis.kit.controller`). It does what every table does: start, load, record and
clear a game; pause, speed and scale; undo and hints; network play (following a host, the connected seats); the
guided game's deal and guard; the end of a game (`game_over`, said once); and being thrown away (`dispose`).

A game's page subclasses it and gives only what is its own: its scene and view, what lies beside the table, how to
draw a position (`_draw`), its texts, its Play-menu commands and its end dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from thurntaxis.kit.animation import SPEED_ANIMATION, SPEED_DELAY, SPEED_STEP
from thurntaxis.kit.controller import TableController
from thurntaxis.kit.players import Seat

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")


class Prompter(Protocol):
    """Asks the player a yes-or-no question (the window sets its own; tests answer)."""

    def ask(self, title: str, text: str) -> bool: ...


class Yes:
    """A prompter that answers every question yes (a page on its own, before the window sets its own)."""

    def ask(self, title: str, text: str) -> bool:
        return True


class TablePage(QWidget, Generic[StateT, MoveT]):
    """A game at the table. Signals: `status(str)` (the status bar's line), `problem(str)` (why the last try was
    refused), `changed(int)` (after every move, undo or load: the moves made so far), `game_over(bool)` (the game
    has ended: True when a move made on the page ended it, False when a finished game was loaded; said once)."""

    status = Signal(str)
    problem = Signal(str)
    changed = Signal(int)
    game_over = Signal(bool)

    step_pause = False  # two moves of one player's turn get the speed's shorter step pause between them

    def __init__(self, controller: TableController[StateT, MoveT, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        controller.setParent(self)
        self.network: Any = None  # the network game the page follows (`thurntaxis.netui`), or None
        self.prompter: Prompter = Yes()
        self.scale = 1.0
        self.guard: Callable[[MoveT], bool] | None = None
        self._here = False  # a move made on the page since the game was started or loaded
        self._ended_said = False
        controller.gameStarted.connect(self._game_started)
        controller.moveMade.connect(self._move_recorded)
        controller.changed.connect(self._controller_changed)
        controller.gameEnded.connect(self._game_ended)

    # --- the game on the page -------------------------------------------------------------------------------

    @property
    def seats(self) -> list[Seat]:
        """The seats of the game on the page."""
        return list(self.controller.seats)

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        return self.controller.names

    def start(self, seats: list[Seat], seed: int | None, options: Mapping[str, str] | None = None) -> None:
        """A new game for these seats, dealt from `seed` (None: a random one), with the game's set-up options by
        key (absent: the first choice); an unknown computer level raises `ValueError`, changing nothing."""
        self.controller.paused = False
        self.controller.start(seats, seed, options or {})
        self._shown_new()

    def load(self, record: Any, seats: list[Seat]) -> None:
        """Continue a recorded game; raises the game's `RecordError` (changing nothing) when it does not replay."""
        self.controller.paused = False
        self.controller.load(record, seats)
        self._shown_new()

    def play_guided(self, record: Any, seats: list[Seat], computer: Callable[[int], str]) -> None:
        """Play the prepared deal `record`; its computer seats make the move `computer(moves so far)` gives
        (notation), a legal one should the game have strayed."""
        self.controller.paused = False
        self.controller.load(record, seats, {i: computer for i, s in enumerate(seats) if not s.is_human})
        self._shown_new()

    def record(self) -> Any:
        """The game's record so far."""
        return self.controller.record()

    def has_game(self) -> bool:
        """Whether a game is on the page."""
        return self.controller.has_game

    def running(self) -> bool:
        """Whether the game on the page is unfinished."""
        return self.controller.has_game and not self.controller.is_over()

    def humans_turn(self) -> bool:
        """Whether a person is to move now, in a game that is not over."""
        return self.controller.is_human_turn()

    def stop(self) -> None:
        """Stop the computer players and the animations (before another game, a replay, or closing)."""
        self.controller.stop()
        self._still()

    def clear(self) -> None:
        """Forget the game: none is on the page until the next one starts or loads."""
        self.stop()
        self.controller.clear()

    def dispose(self) -> None:
        """Throw the page away: its game stops, nothing it started runs on, and Qt deletes it (its scene,
        controller, log and dialogs with it) once the event loop is back."""
        self.clear()
        self.network = None
        self.guard = None
        self.prompter = Yes()
        self.deleteLater()

    def pause(self, paused: bool) -> None:
        """Hold the computer players (True) or let them go on (a paused page makes no move by itself)."""
        self.controller.pause(paused)
        if paused:
            self._still()

    def set_speed(self, speed: str) -> None:
        """Use an animation speed of the settings ("slow", "normal", "fast", "instant")."""
        speed = speed if speed in SPEED_DELAY else "normal"
        self.controller.delay_ms = SPEED_DELAY[speed]
        self.controller.step_ms = SPEED_STEP[speed] if self.step_pause else None
        self._animate(SPEED_ANIMATION[speed])

    def set_scale(self, scale: float) -> None:
        """Use the UI scale of the settings (1.0: as designed)."""
        self.scale = scale
        self._fit()

    def show_side(self, shown: bool | None) -> None:
        """Show or fold what lies beside the table (the View menu); None: as the page's width allows."""

    def retranslate(self) -> None:
        """Every text again in the language installed now."""

    def play_actions(self) -> list[Any]:
        """The game's own commands for the window's Play menu (QActions; None: a separator)."""
        return []

    def end_dialog(self, parent: Any) -> Any:
        """A dialog about the game just finished (None: the page shows the scoring itself)."""
        return None

    # --- the player's commands ------------------------------------------------------------------------------

    def submit(self, move: MoveT) -> bool:
        """A person's move from the table: asked of the guard first (a guided game), then given to the game."""
        if self.guard is not None and not self.guard(move):
            self._redraw()
            return False
        return self.controller.submit(move)

    def undo(self) -> None:
        """Take back the player's last move, where the rules allow it."""
        self.controller.undo()

    def hint(self) -> None:
        """Show a legal move of the player to move (as a Medium computer player would choose it)."""
        move = self.controller.hint()
        if move is None:
            self._no_hint()
        else:
            self._show_hint(move)

    def set_guard(self, allows: Callable[[Any], bool] | None) -> None:
        """Ask `allows(move)` before submitting a person's move: False refuses it (the guard has said why), and
        the page shows the position again; None removes the guard."""
        self.guard = allows

    # --- a game hosted elsewhere (network play) -------------------------------------------------------------

    def follow(self, seats: list[Seat], view: StateT, send: Callable[[MoveT], None]) -> None:
        """Show a game another machine hosts, from the seat of the only person among `seats`
        (`TableController.follow`)."""
        self.controller.paused = False
        self.controller.follow(seats, view, send)
        self._shown_new()

    def arrive(self, view: StateT, seat: int | None, move: MoveT | None) -> None:
        """The host's next position, reached by `seat`'s `move` (None: the position again)."""
        self.controller.arrive(view, seat, move)

    def answered(self) -> None:
        """The host refused the move sent: the position again."""
        self.controller.answered()

    def show_connected(self, connected: list[bool]) -> None:
        """Whether each seat's player is connected now (the remote seats say it at the table)."""

    # --- what a game's page gives ---------------------------------------------------------------------------

    def _draw(self, state: StateT) -> None:
        """Show the position (after every move, undo or load)."""

    def _redraw(self) -> None:
        """Show the position again, as it is (a refused move goes back)."""
        if self.controller.has_game:
            self._draw(self.controller.state)

    def _started(self) -> None:
        """A game was started, loaded or followed (before its position is drawn)."""

    def _shown_new(self) -> None:
        """The new game's position is drawn (the view may fit it now)."""

    def _moved(self, seat: int, move: MoveT, before: StateT, after: StateT) -> None:
        """A move was made (before its position is drawn)."""

    def _ended(self) -> None:
        """The game has ended (before the window hears it)."""

    def _show_hint(self, move: MoveT) -> None:
        """Show the hinted move."""

    def _no_hint(self) -> None:
        """A hint was asked for when none is given (not the person's turn)."""

    def _still(self) -> None:
        """Stop what moves on the table (animations, a piece carried)."""

    def _animate(self, ms: int) -> None:
        """Animate at this speed (milliseconds a move's animation takes)."""

    def _fit(self) -> None:
        """Fit what lies beside the table to the page's size and scale."""

    # --- the controller's signals ---------------------------------------------------------------------------

    def _game_started(self) -> None:
        self._here, self._ended_said = False, False
        self._started()

    def _move_recorded(self, seat: int, move: MoveT, before: StateT, after: StateT) -> None:
        self._here = True
        self._moved(seat, move, before, after)

    def _controller_changed(self, state: StateT) -> None:
        self._draw(state)
        self.changed.emit(len(self.controller.moves))

    def _game_ended(self) -> None:
        if self._ended_said:
            return
        self._ended_said = True
        self._ended()
        self.game_over.emit(self._here)
