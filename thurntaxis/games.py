"""The games this program plays: the small protocols each game implements, and the registry the shared code asks.

The shared code (the command line, the arena, the window shell) never imports a game's internals and never asks
`if game == ...`: it looks the game up in `GAMES` and uses what its entry loads. Where the games differ (what a
position looks like in a report, which bots a game has, how its table looks), the protocols say so.

A game registers with one entry in `GAMES`, naming as text the module that defines its model (`GAME`, a `Game`) and
the module that plugs it into the window (`UI`, a `GameUI`):

    GameEntry("carcassonne", "Carcassonne", "thurntaxis.carcassonne.game", min_players=2, max_players=5,
              ui="thurntaxis.carcassonne.ui.plug", help_page="carcassonne")

Entries are plain data: a game's modules are imported only when it is used (its rules by `load`, its window plug by
`load_ui`, its table by `GameUI.make_page` when it is chosen or resumed), so the program's start-up does not grow
with the number of games. This module imports no Qt: Qt's types appear here as `Any`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from thurntaxis.errors import RecordError, shown
from thurntaxis.gameui import GameUI

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")


class Bot(Protocol):
    """A computer player: given what its seat may know (its game's observation), one of the legal moves."""

    level: str

    def choose(self, observation: Any, should_stop: Callable[[], bool] | None = None) -> Any:
        """The move to make in the observed position."""
        ...


class Observer(Protocol):
    """Follows one game move by move and gives each seat's observation (what that seat may know)."""

    def update(self, before: Any, move: Any) -> None:
        """Account for `move`, made in the position `before`."""
        ...

    def observe(self, state: Any, seat: int) -> Any:
        """What `seat` may know of `state`: what its bots decide from."""
        ...


class Playout(Protocol):
    """A finished game between uniformly random players."""

    @property
    def moves(self) -> Sequence[Any]: ...

    @property
    def final(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure the statistics keep of each seat of a game's finished games, beside those every game has (score,
    win, place): its key, its English label (ending with a colon, marked for translation in the context "Figures"
    with `QT_TRANSLATE_NOOP`; the window translates it), and how a person's figures over several games are summed
    up: "best" (the highest) or "average" (per game)."""

    key: str
    label: str
    over_games: Literal["best", "average"]


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """What the statistics keep of a finished game, as its game reads the record: the players' names, each seat's
    score, the seats that won, each seat's figures (keys of the game's `figures`), the number of moves, and the
    record as JSON text."""

    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    figures: tuple[Mapping[str, int], ...]
    moves: int
    record_text: str


@dataclass(frozen=True, slots=True)
class Report:
    """What a command prints about a game or a position: a JSON object (`--json`) or plain lines."""

    data: dict[str, Any]
    lines: list[str]


class Game(Protocol[StateT, MoveT]):
    """One game, as the shared code sees it. States and moves are the game's own immutable values; a move's text
    notation round-trips (`parse_move(str(move)) == move`); chance comes from the seed, never from global state."""

    # --- the model
    def new_game(self, players: int, seed: int) -> StateT:
        """The opening position of a game of `players` players, dealt from `seed`."""
        ...

    def legal_moves(self, state: StateT) -> Sequence[MoveT]:
        """The moves the player to move may make (none once the game is over)."""
        ...

    def apply(self, state: StateT, move: MoveT) -> StateT:
        """The position after `move`; raises `IllegalMoveError` when the rules do not allow it."""
        ...

    def parse_move(self, text: str) -> MoveT:
        """A move from its notation; raises `NotationError`."""
        ...

    def current_player(self, state: StateT) -> int:
        """The seat to move."""
        ...

    def game_over(self, state: StateT) -> bool:
        """Whether the game has ended."""
        ...

    def scores(self, state: StateT) -> list[int]:
        """Each seat's score, in seat order."""
        ...

    def winners(self, state: StateT) -> tuple[int, ...]:
        """The seats that win a finished game: one where the rules break ties, every tied seat where they share
        the victory (the arena counts a shared win as a fraction)."""
        ...

    def new_observer(self, players: int) -> Observer:
        """A fresh observer of a game of `players` players (each seat's observation)."""
        ...

    # --- computer players
    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The levels `make_bot` knows, weakest first."""
        ...

    @property
    def budget_levels(self) -> tuple[str, ...]:
        """The levels that take a thinking budget (the arena's common `--iterations`, `--time-limit`, ...)."""
        ...

    @property
    def bot_options(self) -> Mapping[str, Callable[[str], Any]]:
        """The budget options a bot entry of the arena may set ("hard:iterations=300"), each with its parser."""
        ...

    def make_bot(self, level: str, seed: int, **budget: Any) -> Bot:
        """A seeded bot of `level` (one of `bot_levels`); raises `ValueError` for a level the game does not have
        (never a quiet other level). The thinking budget comes as keyword parameters (`iterations`,
        `time_limit`, ...: the game's `bot_options`), taken by the `budget_levels` and ignored by the others; a
        keyword a searching level does not take is a `ValueError` too (see `thurntaxis.bots.make_leveled`)."""
        ...

    # --- tools: random games, records, reports
    def random_game(self, players: int, seed: int) -> Playout:
        """A seeded game between uniformly random players, played to its end (self-play, bench)."""
        ...

    def playout_report(self, seed: int, playout: Playout) -> Report:
        """One line (and one JSON object) about a finished random game, for `selfplay`."""
        ...

    def read_record(self, raw: Any) -> Any:
        """The game record in decoded JSON (a bare record or a save that wraps one); raises `RecordError`."""
        ...

    def replay(self, record: Any) -> StateT:
        """The last position of a record's game; raises `RecordError` naming a move that does not replay."""
        ...

    def replay_report(self, record: Any, final: StateT) -> Report:
        """The final position and the scores of a replayed record, for `replay`."""
        ...

    # --- network play (`thurntaxis.net`): what travels, and what the host writes at the end
    def observation_json(self, observation: Any) -> dict[str, Any]:
        """An observation of `new_observer` as JSON values: all that its seat may know and nothing more (no other
        hand, no order of a pile still to draw, no seed), so that a host may send it to that seat's machine."""
        ...

    def observation_from_json(self, data: Any) -> Any:
        """The observation back from `observation_json`'s values (what a remote seat's bot decides from); raises
        `ValueError` (or `KeyError`, `TypeError`, `IndexError`) when the values are not one."""
        ...

    def view_state(self, observation: Any) -> StateT:
        """A whole position built from `observation` alone, for a window that plays a seat of a game hosted
        elsewhere: it agrees with everything that seat may know, and what it may not (other hands, the order of a
        pile) is filled in arbitrarily, never shown. The window draws it and checks its player's moves against it;
        the host alone applies them."""
        ...

    def record_text(self, names: Sequence[str], seed: int, moves: Sequence[str]) -> str:
        """The record of the game `new_game(len(names), seed)` with `moves` (in notation), as the JSON text that
        `read_record` and the `replay` command read."""
        ...

    # --- statistics (`thurntaxis.stats`)
    @property
    def figures(self) -> tuple[Figure, ...]:
        """The figures of its own that the game keeps of each seat of a finished game, in the order shown."""
        ...

    def finished_game(self, record: Any) -> FinishedGame:
        """What the statistics keep of a record's game; `ValueError` when the game has not ended, `RecordError`
        when the record does not replay."""
        ...


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A registered game: its id (the records' "game" and `--game`), its name, its players, the module whose `GAME`
    implements `Game` (imported by `load`, not before), the module whose `UI` implements `GameUI` (imported by
    `load_ui`, when the window shows the game), its How to play page, `resources/help/{help_page}_{lang}.html`, and
    about how long a game lasts, in minutes, as its box says (the home page shows it; 0: not said).
    """

    id: str
    name: str
    module: str
    min_players: int
    max_players: int
    ui: str = ""  # "": no window plug (the game plays at the command line and in the arena only)
    help_page: str = ""
    minutes: int = 0

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer levels a player may choose at the table, weakest first (the game's levels but "random",
        which is there for the arena)."""
        return tuple(level for level in self.load().bot_levels if level != "random")

    def load(self) -> Game[Any, Any]:
        """The game itself (imports its modules the first time; later calls find them imported)."""
        game: Game[Any, Any] = importlib.import_module(self.module).GAME
        return game

    def load_ui(self) -> GameUI:
        """The game's window plug (imports its plug module the first time; the table comes later, on demand)."""
        plug: GameUI = importlib.import_module(self.ui).UI
        return plug


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name Qt's lupdate looks for
    """Mark a game's name for translation (context "Games") without importing Qt: the window translates it."""
    return text


DEFAULT_GAME = "thurn-and-taxis"

GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            "thurn-and-taxis",
            QT_TRANSLATE_NOOP("Games", "Thurn and Taxis"),
            "thurntaxis.taxis.game",
            min_players=2,
            max_players=4,
            ui="thurntaxis.taxis.ui.plug",
            help_page="howto",
            minutes=60,
        ),
        GameEntry(
            "carcassonne",
            QT_TRANSLATE_NOOP("Games", "Carcassonne"),
            "thurntaxis.carcassonne.game",
            min_players=2,
            max_players=5,
            ui="thurntaxis.carcassonne.ui.plug",
            help_page="carcassonne",
            minutes=35,
        ),
    )
}


def window_games() -> list[GameEntry]:
    """The registered games the window offers: those with a window plug (`GameEntry.ui`)."""
    return [game for game in GAMES.values() if game.ui]


def entry(game_id: str) -> GameEntry:
    """The registered game of that id; `KeyError` when there is none (the command line offers only these)."""
    return GAMES[game_id]


def entry_of_record(raw: Any) -> GameEntry:
    """The game a decoded record or save names (records without the field are Thurn and Taxis's); a game this
    program does not play is a `RecordError` with code `record_unknown_game`."""
    from thurntaxis.records import game_of  # (pydantic: not needed before a record is read)

    game = game_of(raw)
    if game not in GAMES:
        raise RecordError(
            f"a record of the game '{shown(game)}', which this program does not play (it plays {', '.join(GAMES)})",
            "record_unknown_game",
            game=shown(game),
        )
    return GAMES[game]
