"""Expert's second opinion in the replay viewer, for any game: for each move one chosen seat made in a recorded game,
the move the game's Expert bot would have made there from that seat's own observation (`Game.new_observer`, never
the whole position), and, where the game's drawing brings a review (`thurntaxis.gameui.MoveReview`), the worth
Expert expects of the move played and of its own. The bot thinks on `thurntaxis.kit.computer.ComputerThread`, one
move at a time, the move shown first and then the seat's other moves, and each answer is kept: the window never
waits for it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from thurntaxis.games import Game
from thurntaxis.gameui import Judgement, MoveReview
from thurntaxis.kit.computer import ComputerThread

LEVEL = "expert"  # the level whose opinion is shown
THINKING_SECONDS = 3.0  # the most Expert thinks about one move (where the game's bots take a time limit)


@dataclass(frozen=True, slots=True)
class Opinion:
    """What Expert made of one recorded move: the move it would have made (None: it failed), whether that is
    the move played, and its review (the worth it expects of each; None where the game brings no review)."""

    move: Any
    same: bool
    judgement: Judgement | None = None


def offers_advice(game: Game[Any, Any], drawing: Any) -> bool:
    """Whether the replay of `game` can show Expert's moves: the game has an Expert and observations, and its
    drawing says what a move would have done (`thurntaxis.gameui.AdvisedDrawing`)."""
    return LEVEL in game.bot_levels and hasattr(game, "new_observer") and callable(getattr(drawing, "describe", None))


class ExpertAdvice(QObject):
    """Expert's opinion of each move of the chosen seat in one recorded game, thought out in the background and kept.
    `ready(index)`: the opinion of move `index` (1: the first move) has come."""

    ready = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.computer = ComputerThread(self)
        self.computer.done.connect(self._arrived)
        self.budget: dict[str, Any] = {}  # the bot's budget beyond the default (tests think briefly)
        self.game: Game[Any, Any] | None = None
        self.states: list[Any] = []
        self.moves: list[Any] = []
        self.seat: int | None = None
        self.players = 0
        self.opinions: dict[tuple[int, int], Opinion] = {}  # (seat, move index) -> what Expert made of it
        self.review: MoveReview | None = None  # the game's review of moves (through its drawing), or None
        self._queue: list[int] = []
        self._asked: int | None = None  # the move index being thought about

    def show_game(self, game: Game[Any, Any], record: Any, review: MoveReview | None = None) -> None:
        """Follow a recorded game (already known to replay), reviewed by `review` where the game has one: no seat
        is chosen yet, nothing is kept from before."""
        self.halt()
        self.game, self.seat, self.opinions, self.players = game, None, {}, len(record.players)
        self.review = review
        self.moves = [game.parse_move(text) for text in record.moves]
        self.states = [game.replay(record.model_copy(update={"moves": []}))]
        for move in self.moves:
            self.states.append(game.apply(self.states[-1], move))

    def mover(self, index: int) -> int | None:
        """The seat that made move `index` (None for the opening)."""
        if self.game is None or not 0 < index < len(self.states):
            return None
        return self.game.current_player(self.states[index - 1])

    def judged_at(self, index: int) -> int | None:
        """The move whose opinion covers move `index` (itself, its turn's first, or None: no choice there)."""
        if self.review is None or not 0 < index < len(self.states):
            return index
        return self.review.judged_at(self.states, self.moves, index)

    def choose(self, seat: int | None, index: int) -> None:
        """Think about the moves of `seat` (None: nobody's), move `index` first when it is one of them."""
        if seat == self.seat:
            self.show(index)
            return
        self.halt()
        self.seat = seat
        if seat is not None:
            self._queue = [n for n in range(1, len(self.states)) if self.mover(n) == seat and self.judged_at(n) == n]
            self.show(index)

    def show(self, index: int) -> None:
        """Move `index` is shown: its opinion comes next (unless kept already), then the moves after it."""
        if self.seat is None:
            return
        if index in self._queue:
            later = [n for n in self._queue if n >= index]
            self._queue = later + [n for n in self._queue if n < index]
        self._next()

    def opinion(self, index: int) -> Opinion | None:
        """What Expert made of move `index` of the chosen seat, when it has come."""
        return None if self.seat is None else self.opinions.get((self.seat, index))

    def thinking(self, index: int) -> bool:
        """Whether Expert has yet to give its opinion of move `index` (a move of the chosen seat it judges)."""
        return (
            self.seat is not None
            and self.mover(index) == self.seat
            and self.judged_at(index) == index
            and self.opinion(index) is None
        )

    def halt(self) -> None:
        """Stop thinking (what has come is kept); `show` goes on."""
        self.computer.forget()
        if self._asked is not None:
            self._queue.insert(0, self._asked)
            self._asked = None

    def stop(self) -> None:
        """Stop thinking and wait for the worker (before closing)."""
        self.halt()
        self.computer.stop()

    def _next(self) -> None:
        game, seat = self.game, self.seat
        if game is None or seat is None or self._asked is not None:
            return
        self._queue = [n for n in self._queue if (seat, n) not in self.opinions]
        if not self._queue:
            return
        index = self._asked = self._queue.pop(0)
        self.computer.ask(self._question(game, seat, index))

    def _question(self, game: Game[Any, Any], seat: int, index: int) -> Callable[[Callable[[], bool]], Any]:
        """What the worker thinks about: Expert's move at move `index`, from what `seat` knew then."""
        states, moves = self.states[:index], self.moves[: index - 1]  # the position before the move, and the way there
        players = self.players
        review = self.review
        if review is not None:
            every, done = list(self.states), list(self.moves)
            wanted = dict(self.budget) or None
            return lambda stop: review.judge(every, done, index, wanted, False, stop)
        budget: Mapping[str, Any] = self.budget or (
            {"time_limit": THINKING_SECONDS} if "time_limit" in game.bot_options else {}
        )

        def think(stop: Callable[[], bool]) -> Any:
            observer = game.new_observer(players)
            for before, move in zip(states, moves, strict=False):
                observer.update(before, move)
            return game.make_bot(LEVEL, seed=index, **budget).choose(observer.observe(states[-1], seat), stop)

        return think

    def _arrived(self, move: object, error: str | None) -> None:
        index, self._asked = self._asked, None
        if index is not None and self.seat is not None:
            judgement = move if isinstance(move, Judgement) and error is None else None
            if judgement is not None:
                opinion = Opinion(judgement.advice, judgement.same, judgement)
            else:
                failed = error is not None or (self.review is not None and judgement is None)
                opinion = Opinion(None if failed else move, not failed and move == self.moves[index - 1])
            self.opinions[(self.seat, index)] = opinion
            self.ready.emit(index)
        self._next()
