"""A hosted game's room: the seats, the turns, what each seat may see, and every move checked before it counts.

The room is the host's authority, in plain Python, without Qt and without sockets: it alone holds the game's full
state and its seed. A transport (the asyncio one of `thurntaxis serve`, later the QtNetwork one of the window)
calls `join`, `leave`, `start`, `play` and `computer_turn` as connections come and go and messages arrive, then
sends what `drain` hands it to the seats named there. A seat's messages hold only its own observation (the same
one the computer players decide from, as JSON: `Game.observation_json`), so that no hidden card and no pile order
ever travels. A refused join or move changes nothing.

Seats are people on other machines (`REMOTE`), computer players (`COMPUTER`), or the host's own person
(`PERSON`, a window's player: its messages go to the window). A remote seat is taken by the first join that
finds it free and keeps a secret token; whoever comes back with the token (and the code) gets the seat back.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from thurntaxis.errors import GameError, RecordError, shown
from thurntaxis.games import GAMES, Bot, Game, entry
from thurntaxis.net import protocol as p
from thurntaxis.net.hostsave import HostSave, SavedSeat
from thurntaxis.records import clean_name, same_name

PERSON: Literal["person"] = "person"
COMPUTER: Literal["computer"] = "computer"
REMOTE: Literal["remote"] = "remote"

# A computer seat's name when the host gives none (`serve --bots`): a name reads the same in every language, where
# "Computer 3 (easy)" came to every player's table in English.
COMPUTER_NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil")


@dataclass
class Seat:
    """A seat of the room: its kind, its player's name, the level of its computer player, the token of the
    remote player who took it, and whether that player is connected now."""

    kind: Literal["person", "computer", "remote"]
    name: str = ""
    level: str = ""
    token: str = ""
    connected: bool = False
    bot: Bot | None = field(default=None, repr=False)

    @property
    def taken(self) -> bool:
        return self.kind != REMOTE or bool(self.token)


@dataclass(frozen=True, slots=True)
class Joined:
    """A join the room accepted: the seat, its token, and whether it was a seat coming back."""

    seat: int
    token: str
    resumed: bool


@dataclass(frozen=True, slots=True)
class Refusal:
    """A join or a move the room refused: a code of `protocol.REFUSALS` or `protocol.REJECTIONS`, and a detail."""

    reason: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """The seat to move is the computer's: its bot, what it may know, and the move number to answer."""

    seat: int
    bot: Bot
    observation: Any
    number: int


class Room:
    """One hosted game (see the module docstring)."""

    def __init__(self, game_id: str, seats: Sequence[Seat], code: str, seed: int, version: int = p.PROTOCOL) -> None:
        self.game_id = game_id
        self.game: Game[Any, Any] = entry(game_id).load()
        game_entry = entry(game_id)
        if not game_entry.min_players <= len(seats) <= game_entry.max_players:
            raise ValueError(
                f"{game_entry.name} is for {game_entry.min_players} to {game_entry.max_players} players, "
                f"not {len(seats)}"
            )
        self.seats = list(seats)
        self.code = code
        self.seed = seed
        self.version = version
        for number, seat in enumerate(self.seats):
            if seat.kind == PERSON and not clean_name(seat.name):
                raise ValueError(f"the host's own seat {number} needs a name")
            if seat.kind == COMPUTER:
                seat.bot = self.game.make_bot(seat.level, seed=seed * 31 + number)
                seat.name = seat.name or COMPUTER_NAMES[number % len(COMPUTER_NAMES)]
        self.state: Any = None
        self.observer: Any = None
        self.moves: list[str] = []
        self.port = 0  # the port it is served on, kept in the save (0: not known)
        self.takeover: int | None = None  # the host's wait before a computer plays a lost seat, kept in the save
        self.takeover_level = ""  # (seconds, 0: never, None: not known; and that computer player's level)
        self._held: tuple[Any, Any] | None = None  # a resumed game's position, held until `start` (`hold`)
        self._outbox: list[tuple[int, p.Message]] = []

    # --- what the room is at

    @property
    def started(self) -> bool:
        return self.state is not None

    @property
    def over(self) -> bool:
        return self.started and self.game.game_over(self.state)

    @property
    def ready(self) -> bool:
        """Whether every seat is taken, so that the game may start."""
        return all(seat.taken for seat in self.seats)

    def to_move(self) -> int:
        return int(self.game.current_player(self.state))

    # --- joining and leaving

    def join(self, hello: p.Hello) -> Joined | Refusal:
        """Seat a client that said hello, or refuse it (nothing changes then)."""
        if hello.protocol != self.version:
            return Refusal("other_version", f"the host speaks protocol {self.version}, not {hello.protocol}")
        if not hmac.compare_digest(hello.code.encode("utf-8"), self.code.encode("utf-8")):
            return Refusal("wrong_code")
        if hello.token is not None:
            token = hello.token.encode("utf-8")
            for number, seat in enumerate(self.seats):
                if seat.kind == REMOTE and seat.token and hmac.compare_digest(seat.token.encode(), token):
                    seat.connected = True
                    self._seats_changed()
                    if self.started:
                        self._outbox.append((number, self._state_message(number, None)))
                    if self.over:
                        self._outbox.append((number, self._end_message()))
                    return Joined(number, seat.token, resumed=True)
            return Refusal("unknown_token")
        if self.over:
            return Refusal("game_over")
        name = clean_name(hello.name)
        if not name:
            return Refusal("bad_name", "a name with a letter, digit or sign is needed")
        if any(seat.taken and same_name(seat.name, name) for seat in self.seats):
            return Refusal("name_taken", "another player at this table has that name")
        free = [number for number, seat in enumerate(self.seats) if not seat.taken]
        if not free:
            return Refusal("room_full", f"all {len(self.seats)} seats are taken")
        number = free[0]
        seat = self.seats[number]
        seat.name, seat.token, seat.connected = name, secrets.token_urlsafe(18), True
        self._seats_changed()
        return Joined(number, seat.token, resumed=False)

    def knows_token(self, token: str) -> bool:
        """Whether `token` is the token of one of the room's remote seats (compared in constant time)."""
        given = token.encode("utf-8")
        return any(
            seat.kind == REMOTE and seat.token and hmac.compare_digest(seat.token.encode(), given)
            for seat in self.seats
        )

    def leave(self, number: int) -> None:
        """The connection of a remote seat went away: the seat stays its player's, marked not connected."""
        self.seats[number].connected = False
        self._seats_changed()

    def hand_to_computer(self, number: int, level: str) -> None:
        """Give a (vanished) remote seat to a computer player of `level` for the rest of the game."""
        seat = self.seats[number]
        seat.kind, seat.level, seat.connected = COMPUTER, level, False
        seat.bot = self.game.make_bot(level, seed=self.seed * 31 + number)
        self._seats_changed()

    # --- saving and resuming

    def save(self) -> HostSave:
        """What `resumed` needs to go on with this game later (the host's own: it holds the seed and tokens)."""
        seats = [SavedSeat(kind=s.kind, name=s.name, level=s.level, token=s.token) for s in self.seats]
        return HostSave(
            game=self.game_id,
            code=self.code,
            seed=self.seed,
            seats=seats,
            moves=self.moves,
            port=self.port,
            takeover=self.takeover,
            takeover_level=self.takeover_level,
        )

    @classmethod
    def resumed(cls, save: HostSave) -> Room:
        """The room of a saved game, at its last move (begun if it was), every remote seat not connected until
        its player comes back with its token; `RecordError` when the save does not replay."""
        if save.game not in GAMES:
            raise RecordError(
                f"a saved game of '{shown(save.game)}', which this program does not play", "record_unknown_game"
            )
        seats = [Seat(s.kind, s.name, s.level, s.token) for s in save.seats]
        try:
            room = cls(save.game, seats, save.code, save.seed)
        except ValueError as exc:
            raise RecordError(f"the saved seats do not fit the game: {exc}", "record_field", field="seats") from None
        room.port, room.takeover, room.takeover_level = save.port, save.takeover, save.takeover_level
        if save.moves or room.ready:
            room.state = room.game.new_game(len(seats), save.seed)
            room.observer = room.game.new_observer(len(seats))
        for number, text in enumerate(save.moves, start=1):
            try:
                move = room.game.parse_move(text)
                after = room.game.apply(room.state, move)
            except GameError as exc:
                raise RecordError(
                    f"move {number} ('{shown(text)}'): {exc.message}",
                    "record_move",
                    move_number=number,
                    move=shown(text),
                ) from None
            room.observer.update(room.state, move)
            room.state = after
            room.moves.append(str(move))
        return room

    def hold(self) -> None:
        """Hold a resumed game at its position until `start` (the window's lobby waits for the players to come back
        first): till then the room is not started, so nobody moves and nobody is sent a position."""
        if self.state is not None:
            self._held, self.state, self.observer = (self.state, self.observer), None, None

    # --- playing

    def start(self) -> None:
        """Deal the game (every seat taken), or go on with a held one (`hold`), and show each seat its position."""
        if self.started or not self.ready:
            raise RuntimeError("the room starts once, when every seat is taken")
        if self._held is not None:
            (self.state, self.observer), self._held = self._held, None
        else:
            self.state = self.game.new_game(len(self.seats), self.seed)
            self.observer = self.game.new_observer(len(self.seats))
        self._seats_changed()
        self._broadcast(None)

    def play(self, number: int, move_number: int, text: str) -> Refusal | None:
        """Make seat `number`'s move `text`, decided in the position after `move_number` moves; a `Refusal` (and
        nothing changes) when it is not that seat's turn, not the position now, not a move, or not legal."""
        if not self.started:
            return Refusal("not_started")
        if self.over:
            return Refusal("game_over")
        if number != self.to_move():
            return Refusal("not_your_turn", f"seat {self.to_move()} is to move")
        if move_number != len(self.moves):
            return Refusal("stale", f"the position is after {len(self.moves)} moves, not {move_number}")
        try:
            move = self.game.parse_move(text)
        except GameError as exc:
            return Refusal("notation", exc.message)
        if move not in self.game.legal_moves(self.state):
            return Refusal("illegal", "the rules do not allow this move now")
        try:
            after = self.game.apply(self.state, move)
        except GameError as exc:  # (a legal move applies; this keeps the room whole if a game disagrees)
            return Refusal("illegal", exc.message)
        self.observer.update(self.state, move)
        self.state = after
        self.moves.append(str(move))
        self._broadcast(p.LastMove(seat=number, move=str(move)))
        return None

    def refuse_move(self, number: int, message: p.PlayMove, refusal: Refusal) -> None:
        """Tell seat `number` that its move was refused."""
        self._outbox.append(
            (
                number,
                p.Rejected(
                    number=message.number, move=message.move, reason=refusal.reason, detail=shown(refusal.detail, 150)
                ),
            )
        )

    def computer_turn(self) -> ComputerTurn | None:
        """The turn to play for a computer seat, if one is to move."""
        if not self.started or self.over:
            return None
        number = self.to_move()
        seat = self.seats[number]
        if seat.kind != COMPUTER or seat.bot is None:
            return None
        return ComputerTurn(number, seat.bot, self.observer.observe(self.state, number), len(self.moves))

    def observation(self, number: int) -> dict[str, Any]:
        """What seat `number` may know of the position now, as JSON values."""
        return self.game.observation_json(self.observer.observe(self.state, number))

    def record_text(self) -> str:
        """The game's record so far (the host's to keep: it names the seed)."""
        return self.game.record_text([seat.name for seat in self.seats], self.seed, self.moves)

    # --- what to send

    def drain(self) -> list[tuple[int, p.Message]]:
        """The messages to send since the last call, each to the seat it names (in order)."""
        out, self._outbox = self._outbox, []
        return out

    def _listeners(self) -> list[int]:
        """The seats that messages go to: the host's person and the connected remote players."""
        return [
            n for n, seat in enumerate(self.seats) if seat.kind == PERSON or (seat.kind == REMOTE and seat.connected)
        ]

    def _seats_changed(self) -> None:
        message = p.Seats(
            seats=[
                p.SeatInfo(name=s.name, kind=s.kind, taken=s.taken, connected=s.connected or s.kind != REMOTE)
                for s in self.seats
            ],
            started=self.started,
        )
        self._outbox.extend((n, message) for n in self._listeners())

    def _state_message(self, number: int, last: p.LastMove | None) -> p.StateMessage:
        return p.StateMessage(
            number=len(self.moves),
            to_move=self.to_move(),
            over=self.over,
            last=last,
            observation=self.observation(number),
        )

    def _broadcast(self, last: p.LastMove | None) -> None:
        for number in self._listeners():
            self._outbox.append((number, self._state_message(number, last)))
        if self.over:
            end = self._end_message()
            self._outbox.extend((n, end) for n in self._listeners())

    def _end_message(self) -> p.End:
        return p.End(
            names=[s.name for s in self.seats],
            scores=list(self.game.scores(self.state)),
            winners=list(self.game.winners(self.state)),
        )
