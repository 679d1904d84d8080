"""What the window shell needs of a game beyond its rules: the protocols a game's window plug implements.

A game's entry in the registry (`thurntaxis.games.GameEntry.ui`) names, as text, its plug module, which defines
`UI: GameUI`. The shell imports it when the game is offered or chosen; the plug imports the game's table only when
`make_page` or `make_replay` is called, so the program's first screen needs no game's table.

This module imports no Qt: Qt's types (QWidget, QGraphicsView, QGraphicsItem, Signal, QAction, QDialog,
QPainterPath) appear here as `Any`, with what they are in the docstrings. The seats are
`thurntaxis.kit.players.Seat`s. Every visible text a game hands the shell is translated already, except the source
texts of `RuleOption`s and `GuideStop`s, which name their translation context.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Palette(Protocol):
    """The players' colours of a game (a module satisfies it): ids in the order the new-game dialog offers them."""

    @property
    def COLOUR_ORDER(self) -> Sequence[str]:
        """The colour ids, in the order the new-game dialog offers them."""
        ...

    @property
    def COLOURS(self) -> Mapping[str, str]:
        """Each colour id's "#rrggbb"."""
        ...

    @property
    def MARKS(self) -> Mapping[str, str]:
        """Each colour id's mark, drawn on the colour for players who cannot tell the colours apart."""
        ...

    def colour_label(self, colour: str) -> str:
        """The colour's name, translated."""
        ...

    def mark_path(self, mark: str, size: float) -> Any:
        """The mark's outline (a QPainterPath centred on (0, 0))."""
        ...

    def paint_piece(self, painter: Any, colour: str, size: float) -> None:
        """Paint a player's piece of `colour` with its mark (a house, a follower: what the game's players place),
        `size` tall and centred on (0, 0), with a `QPainter`: the new-game dialog's colour choices show it."""
        ...


@dataclass(frozen=True, slots=True)
class RuleChoice:
    """One value of a rule option: what is stored and passed to the page, its label and a note that explains it
    (source texts of the option's context, translated when shown)."""

    value: str
    label: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class RuleOption:
    """A set-up option the new-game dialog offers for a game (Thurn and Taxis's all-lands tile): the first choice is
    the default. The chosen values reach `TablePage.start(options=...)` by `key`, and the settings keep the last."""

    key: str
    label: str
    choices: tuple[RuleChoice, ...]
    context: str  # the translation context of the texts (QCoreApplication.translate(context, text))


@dataclass(frozen=True, slots=True)
class RulePicture:
    """A drawn example of the rules for How to play, made by the game's own painters in the current language: it is
    shown at the end of section `section` of the game's How to play page (its n-th `<h2>`, from 0), `width` by
    `height` pixels as designed (smaller in a narrow dialog), over its `caption` (translated)."""

    section: int
    caption: str
    width: int
    height: int
    paint: Callable[[Any], None]  # paints the picture into (0, 0, width, height) with a `QPainter`


class TablePage(Protocol):
    """A game's table: a QWidget the window shows in its middle (whichever game is in play). Every game's page is a
    `thurntaxis.kit.page.TablePage`, which documents each of these and implements all but what only its game knows
    (its view, what lies beside the table, its texts, its Play-menu commands and its end dialog); this protocol
    names what the window and the network play use, without importing Qt.

    Signals: `status(str)`, the status bar's line; `problem(str)`, why the player's last try was refused;
    `changed(int)`, after every move, undo or load, the number of moves made; `game_over(bool)`, said once when the
    game ends, True when a move made on the page ended it (the statistics keep it), False for a loaded finished game.
    """

    network: Any  # None, or the network game the page follows (`thurntaxis.netui.remotetable`): the host keeps
    # that game, so the window neither saves it nor keeps it for the statistics
    status: Any
    problem: Any
    changed: Any
    game_over: Any
    view: Any  # the table's QGraphicsView: fit, zoom, focus; the guided game's balloon lies over it
    prompter: Any  # questions for the player, `ask(title, text) -> bool`: the window sets its own (tests answer)
    controller: Any  # the table's `thurntaxis.kit.controller.TableController` (a hosted game feeds it moves)

    @property
    def seats(self) -> list[Any]: ...

    def start(self, seats: list[Any], seed: int | None, options: Mapping[str, str] | None = None) -> None: ...

    def load(self, record: Any, seats: list[Any]) -> None: ...

    def record(self) -> Any: ...

    def has_game(self) -> bool: ...

    def running(self) -> bool: ...

    def humans_turn(self) -> bool: ...

    def stop(self) -> None: ...

    def clear(self) -> None: ...

    def dispose(self) -> None:
        """Throw the page away (the window drops its last reference to it after this)."""
        ...

    def pause(self, paused: bool) -> None: ...

    def retranslate(self) -> None: ...

    def set_speed(self, speed: str) -> None: ...

    def set_scale(self, scale: float) -> None: ...

    def show_side(self, shown: bool | None) -> None: ...

    def undo(self) -> None: ...

    def hint(self) -> None: ...

    def play_actions(self) -> list[Any]: ...

    def end_dialog(self, parent: Any) -> Any:
        """None, or a dialog whose result is one of `END_REMATCH`, `END_NEW_GAME`, `END_REPLAY` or 0 (closed)."""
        ...

    def play_guided(self, record: Any, seats: list[Any], computer: Callable[[int], str]) -> None: ...

    def set_guard(self, allows: Callable[[Any], bool] | None) -> None: ...

    def follow(self, seats: list[Any], view: Any, send: Callable[[Any], None]) -> None: ...

    def arrive(self, view: Any, seat: int | None, move: Any) -> None: ...

    def answered(self) -> None: ...

    def show_connected(self, connected: list[bool]) -> None: ...


END_NEW_GAME, END_REMATCH, END_REPLAY = 2, 3, 4  # what the end dialog of a game asks the window to do


class ReplayDrawing(Protocol):
    """How a game's recorded positions are drawn in the replay viewer. The shell's frame (`thurntaxis.shell.replay`)
    brings the controls (first, back, play, forward, last, the slider, the speed, the keys) and the status line;
    the drawing shows position `index` of the record (0: the opening; n: after the n-th move)."""

    table: Any  # QWidget under the controls: the position (a view of the table, and what else the game shows)
    side: Any  # QWidget beside the table (the players and the log, the current move's lines marked), or None
    view: Any  # the QGraphicsView inside `table` (fit, zoom, focus)
    plot: Any  # the scores over the positions (a `thurntaxis.kit.scoreplot.ScorePlot`; a click goes there), or None

    def show_game(self, record: Any, seats: list[Any]) -> int:
        """Replay `record` once and show its opening; the number of moves. Raises the game's `RecordError`
        (showing nothing new) for a record that does not replay."""
        ...

    def go(self, index: int, animate: bool) -> None:
        """Show position `index`; `animate`: the step from the position before, one move forward."""
        ...

    def caption(self, index: int) -> str:
        """What the status bar says about the move that led to position `index` (>= 1), translated."""
        ...

    def set_speed(self, speed: str) -> None:
        """Use an animation speed of the settings."""
        ...

    def set_scale(self, scale: float) -> None:
        """Use the UI scale of the settings."""
        ...

    def set_side_shown(self, shown: bool, compact: bool) -> None:
        """Show or fold the side (the window folds it when narrow); `compact`: the essentials only (low window)."""
        ...

    def retranslate(self) -> None:
        """Every text again in the language installed now (the position shown stays)."""
        ...


class AdvisedDrawing(ReplayDrawing, Protocol):
    """A replay drawing that can say what another move would have done: the replay viewer then shows, for the moves
    of a seat the player picks, the move the game's Expert bot would have made instead (`thurntaxis.shell.advice`;
    a drawing without `describe` shows no such opinion)."""

    def describe(self, index: int, move: Any) -> str:
        """What `move` would have done, made in place of the record's move `index` (from position `index - 1`), in
        the game's words (as advice to the player who made the move, or as its log says it), translated."""
        ...

    def mark_advice(self, move: Any) -> None:
        """Light on the position shown where `move` (Expert's, in place of the move that led to it) would have gone;
        None: nothing."""
        ...


class ReviewedDrawing(AdvisedDrawing, Protocol):
    """A replay drawing whose game's Expert also says what it expects of each move (`thurntaxis.kit.review`): the
    viewer then shows a reviewed move on the position before it, the move played and the advice drawn on it."""

    review: MoveReview

    def show_before(self, judgement: Judgement | None, index: int) -> None:
        """Show the position before move `index` with the move played marked and `judgement`'s advice drawn, each
        with the worth Expert expects of it (None: Expert is still thinking, the move played only)."""
        ...

    def review_words(self, judgement: Judgement, name: str) -> str:
        """How the advice differs from the move played, in the game's words, to the player `name` (translated)."""
        ...


@dataclass(frozen=True, slots=True)
class Judgement:
    """Expert's review of one recorded move (`MoveReview.judge`): move `index` (1: the first) made by `seat`, the
    move played and Expert's (None: it failed), the worth Expert expects of each (its estimate, in points: the
    seat's lead over the best opponent; None where it has none, as for the only move possible), and what else the
    game judges with the move, Expert's then the player's (Carcassonne: the follower moves that end the turns; the
    advice is the same move only where these agree too)."""

    index: int
    seat: int
    played: Any
    advice: Any
    played_value: float | None = None
    advice_value: float | None = None
    detail: tuple[Any, ...] = ()

    @property
    def same(self) -> bool:
        """Whether Expert would have played the move played (its whole turn, where the game judges turns)."""
        return self.advice is not None and self.advice == self.played and len(set(self.detail)) <= 1

    @property
    def cost(self) -> float:
        """How much more Expert expects of its advice than of the move played (points; 0 where it agrees)."""
        if self.same or self.played_value is None or self.advice_value is None:
            return 0.0
        return max(0.0, self.advice_value - self.played_value)


class MoveReview(Protocol):
    """How a game's Expert reviews recorded moves (the replay's "Expert reviews" and the end dialog's costliest
    moves: `thurntaxis.kit.review`). No Qt: `judge` runs on a worker thread. Positions and moves as a record
    replays: `states[0]` the opening, move `index` (1: the first) `moves[index - 1]`, made from `states[index - 1]`."""

    def judged_at(self, states: Sequence[Any], moves: Sequence[Any], index: int) -> int | None:
        """The move whose review covers move `index`: `index` itself, the first move of its turn where the game
        judges whole turns, or None where the player had no choice."""
        ...

    def judge(
        self,
        states: Sequence[Any],
        moves: Sequence[Any],
        index: int,
        budget: Mapping[str, Any] | None,
        quick: bool,
        stop: Callable[[], bool],
    ) -> Judgement:
        """Expert's review of move `index`, from what its player knew then; `budget`: the Expert's own (None: the
        review's default, shorter when `quick`); stops early (still answering) once `stop()` turns true."""
        ...


class GuideStop(Protocol):
    """One stop of a guided game: what the balloon says (a source text of `GuidedGame.context`), what it points at,
    the move it waits for (notation; None: the player reads, then clicks Next), where that move goes, what else it
    speaks of, and a page event it may wait for instead of a move."""

    @property
    def say(self) -> str: ...

    @property
    def target(self) -> tuple[object, ...]: ...

    @property
    def move(self) -> str | None: ...

    @property
    def goal(self) -> tuple[object, ...]: ...

    @property
    def mentions(self) -> tuple[tuple[object, ...], ...]:
        """The other places its text speaks of (names as for the target): the balloon covers none of them."""
        ...

    @property
    def wait(self) -> str | None:
        """A page event the stop waits for (a name the game's `GuidedGame.links` reports; its `move`, if any, then
        only says what the event is to bring about, as the drawn tile turned as the move places it); None: it waits
        for its move, or for Next."""
        ...


@dataclass(frozen=True, slots=True)
class GuideWords:
    """The runner's own texts of a game's lesson: source texts of `GuidedGame.context`, as the stops' (%1: the
    reason a try was refused, in `problem`; the computer player's name, in `waits`)."""

    leave: str  # the balloon's button that ends the lesson
    next: str  # ... that goes on from a stop the player only reads
    finish: str  # ... that ends the lesson at its last stop
    problem: str  # the balloon's line under the text, after a refused try
    waits: str  # the status bar's line while the computer player waits for the player to read


class GuideEvents(Protocol):
    """What the page's signals tell the runner of a guided game (`GuidedGame.links`)."""

    def explain(self, reason: str) -> None:
        """The player's try was refused for `reason` (translated): the balloon says it."""
        ...

    def happened(self, event: str) -> None:
        """The page event `event` happened: a stop that waits for it may go on (`GuidedGame.reached`)."""
        ...


class GuidedGame(Protocol):
    """A game's guided first game: a prepared deal against a scripted computer player, the stops of the lesson
    through it, and the few lookups on the game's `TablePage` the stops need. The runner (`thurntaxis.kit.guide`)
    plays it on the page, shows the balloon and the rings, lets through only the move a stop waits for, and brings
    back the page's game before when it is left.

    A place (what `item` gives, and the places of `keep_clear`) is a QGraphicsItem of the table, a QRectF in the
    table's scene coordinates, or a QWidget of the page (beside the table), or None: not there now."""

    @property
    def context(self) -> str:
        """The translation context of the stops' texts and of the `words`."""
        ...

    @property
    def script(self) -> Sequence[GuideStop | str]:
        """In order: the stops, and the computer's moves (notation)."""
        ...

    @property
    def words(self) -> GuideWords:
        """The runner's texts for this lesson."""
        ...

    @property
    def whole_page(self) -> bool:
        """Where the balloon may lie: over the whole page, what lies beside the table too (True), or over the
        table's view only."""
        ...

    @property
    def clear_of_rings(self) -> bool:
        """Whether the balloon keeps clear of the ring around its target too (not only of the target)."""
        ...

    def prepare(self, page: Any) -> Callable[[], None]:
        """Make `page` ready for the lesson (when it starts); what puts the page back as it was (when it ends:
        without the guard, the computer players no longer held)."""
        ...

    def deal(self, page: Any, allows: Callable[[Any], bool], computer: Callable[[int], str]) -> None:
        """Deal the prepared game on `page` (again from its start, when the lesson runs already): its computer
        players make the move `computer(moves so far)` gives (the script's), and `allows(move)` is asked before a
        person's legal move."""
        ...

    def links(self, page: Any, guide: GuideEvents) -> Sequence[tuple[Any, Callable[..., None]]]:
        """The page's signals the lesson follows, each with its slot (telling `guide`), besides the page's `changed`."""
        ...

    def reached(self, page: Any, stop: GuideStop, event: str | None) -> bool:
        """Whether what `stop` waits for (`stop.wait`) has come about, after the page event `event` (None: as the
        stop is shown: an undo may bring it back done)."""
        ...

    def refusal(self, stop: GuideStop, move: Any) -> str | None:
        """Why the player's legal `move` is not the one `stop` waits for (translated); None when it is."""
        ...

    def show(self, page: Any, stop: GuideStop | None, held: bool) -> None:
        """What the page shows of `stop` besides the balloon (None: the computer plays); `held`: the computer
        players wait meanwhile (the game holds them, or lets them go on)."""
        ...

    def item(self, page: Any, target: tuple[object, ...]) -> Any:
        """The place a stop's target, goal or mention names (None when it is not there now, or the name is empty)."""
        ...

    def keep_clear(self, page: Any, stop: GuideStop) -> Sequence[Sequence[Any]]:
        """Places the balloon should not cover besides the stop's goal, from the most to the fewest: the runner
        takes the first whose balloon stays near its target."""
        ...

    def holding(self, page: Any) -> bool:
        """Whether the player holds a piece now (Escape then puts it back, instead of leaving the lesson)."""
        ...

    def scale(self, page: Any) -> float:
        """The balloon's size on `page` (1.0: as designed)."""
        ...


class GameUI(Protocol):
    """What the window shell needs of a game beyond its rules: its colours, its set-up options, its table page, its
    replay drawing, its guided first game and its self-test. A game's plug module (`GameEntry.ui`) defines `UI`,
    and imports its table only when `make_page` or `make_replay` is called (`thurntaxis.kit.plug.Plug` does what
    every plug does alike)."""

    @property
    def has_replay(self) -> bool:
        """Whether `make_replay` gives a drawing (the end of a game offers its replay)."""
        ...

    @property
    def has_guided_game(self) -> bool:
        """Whether the game has a guided first game (`guided_game`)."""
        ...

    @property
    def palette(self) -> Palette:
        """The players' colours."""
        ...

    @property
    def rule_options(self) -> tuple[RuleOption, ...]:
        """The set-up options of the new-game dialog (none: the game has no such option)."""
        ...

    def make_page(self, speed: str) -> TablePage:
        """A new table page (a QWidget), with the animation speed of the settings."""
        ...

    def make_replay(self) -> ReplayDrawing | None:
        """A new drawing of recorded positions for the replay viewer (None: the game has none yet, and the window
        offers no replay of its games)."""
        ...

    def guided_game(self) -> GuidedGame | None:
        """The guided first game (None: the game has none yet; Help offers it only where there is one)."""
        ...

    def paint_cover(self, painter: Any, rect: Any) -> None:
        """Paint the game's cover, of the program's own drawing, into `rect` (a QRectF, about 3:2) with a `QPainter`:
        the home page shows it beside the game's name."""
        ...

    def self_test(self) -> str:
        """Check what the game needs of its data (its board, its tiles) in this copy of the program: a line for the
        self-test's report; raises `ValueError` with the reason when something is missing or wrong."""
        ...

    def rule_pictures(self) -> Sequence[RulePicture]:
        """The drawn examples of How to play, in the current language (none: the page is text only)."""
        ...

    def credits(self) -> str:
        """Who made the board game, and when (Help → About), translated; "" when not said."""
        ...
