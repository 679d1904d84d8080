"""The computer players of one game at a table: the game's own bots (`Game.make_bot`, with the budgets of its
plug), scripted seats (a guided game's opponent), and one incremental `Observer` that follows the game move by move,
so that a decision costs the same at the first move as at the last (the observer is told each move once, and built
again only when a move is taken back or a game is loaded)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from thurntaxis.errors import GameError
from thurntaxis.games import Bot, Game, Observer
from thurntaxis.kit.budgets import Budgets
from thurntaxis.kit.computer import Think
from thurntaxis.kit.players import Seat

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")

HINT_LEVEL = "medium"  # the level whose move a hint shows


class TableBots(Generic[StateT, MoveT]):
    """The bots of the seats a table plays, and what each seat may know of the game so far."""

    def __init__(self, game: Game[StateT, MoveT], budgets: Budgets) -> None:
        self._game, self.budgets = game, budgets
        self._bots: dict[int, Bot] = {}
        self._scripts: dict[int, Callable[[int], str]] = {}
        self._observer: Observer = game.new_observer(0)

    def seat(
        self, seats: Sequence[Seat], seed: int, skip: frozenset[int], scripts: Mapping[int, Callable[[int], str]]
    ) -> None:
        """Bots for the computer seats but `skip` (seeded from `seed`), and `scripts` for theirs (the move, in
        notation, at a number of moves made); an unknown level raises `ValueError`, changing nothing."""
        bots = {
            i: self._game.make_bot(s.level, seed * 7 + i, **self.budgets.of(s.level))
            for i, s in enumerate(seats)
            if not s.is_human and i not in skip and i not in scripts
        }
        self._bots, self._scripts = bots, dict(scripts)

    def use(self, seat: int, bot: Bot) -> None:
        """Let `bot` play `seat` from now on."""
        self._bots[seat] = bot
        self._scripts.pop(seat, None)

    def bot(self, seat: int) -> Bot | None:
        """The bot that plays `seat` (None: a person, a script, or a seat that moves elsewhere)."""
        return self._bots.get(seat)

    def plays(self, seat: int) -> bool:
        """Whether a computer of this table plays `seat`."""
        return seat in self._bots or seat in self._scripts

    def clear(self) -> None:
        """No seat is played by a computer."""
        self._bots, self._scripts = {}, {}

    def observe_again(self, players: int, states: Sequence[StateT], moves: Sequence[MoveT]) -> None:
        """A fresh observer, told the game's moves (once per load or undo, never per decision)."""
        self._observer = self._game.new_observer(players)
        for before, move in zip(states, moves, strict=False):
            self._observer.update(before, move)

    def update(self, before: StateT, move: MoveT) -> None:
        """`move` was made from `before`."""
        self._observer.update(before, move)

    def observe(self, state: StateT, seat: int) -> Any:
        """What `seat` may know of `state`, the position the moves told so far reached."""
        return self._observer.observe(state, seat)

    def question(self, seat: int, state: StateT, count: int) -> Think:
        """What `seat`'s computer is asked about `state` (after `count` moves): its bot's choice from the seat's
        observation, taken now (the thinking runs on the worker thread)."""
        script = self._scripts.get(seat)
        if script is not None:
            move = self._scripted(script, count, state)
            return lambda stop: move
        bot, seen = self._bots[seat], self.observe(state, seat)
        return lambda stop: bot.choose(seen, should_stop=stop)

    def question_ahead(self, seat: int, state: StateT, move: MoveT, after: StateT, count: int) -> Think:
        """What `seat`'s computer is asked about `after`, the position `move` (not made yet) makes from `state`."""
        script = self._scripts.get(seat)
        if script is not None:
            scripted = self._scripted(script, count + 1, after)
            return lambda stop: scripted
        observer = copy.deepcopy(self._observer)  # (small: what the seats know now, not the game's history)
        observer.update(state, move)
        bot, seen = self._bots[seat], observer.observe(after, seat)
        return lambda stop: bot.choose(seen, should_stop=stop)

    def hint(self, state: StateT, seat: int, count: int) -> MoveT:
        """The move a hint shows `seat`: the one a Medium computer would make."""
        move: MoveT = self._game.make_bot(HINT_LEVEL, count).choose(self.observe(state, seat))
        return move

    def _scripted(self, script: Callable[[int], str], count: int, state: StateT) -> MoveT:
        """A scripted seat's move after `count` moves: the script's, or the first legal one should it stray."""
        legal: Sequence[MoveT] = self._game.legal_moves(state)
        try:
            move: MoveT | None = self._game.parse_move(script(count))
        except (GameError, ValueError, IndexError):
            move = None
        return move if move is not None and move in legal else legal[0]
