"""The game definition (board, players, options) and the game state.

A `GameState` is immutable to its users: only `thurntaxis.taxis.rules.engine.apply` makes new ones, and it never
changes a state it was given. Fields hold plain ints and tuples so that a copy is cheap.

Cards are city indices. The deck's top card is the *last* element of `deck`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from thurntaxis.taxis.rules.board import Board, standard_board

# Phases of a turn.
DRAW_PHASE = 0  # draw a card (display or deck); Administrator before the first draw
PLAY_PHASE = 1  # play a card; Postmaster still possible if exactly one card was drawn
AFTER_PLAY = 2  # score, end the turn, or call the Postal carrier
CARRIER_PLAY = 3  # play the Postal carrier's second card (must extend the route)
CHOOSE_HOUSES = 4  # choose a house option
PLACE_HOUSES = 5  # choose the cities that get houses when the option leaves a choice
DISCARD_PHASE = 6  # discard down to 3 cards after scoring
GAME_OVER = 7

PHASE_NAMES = ("draw", "play", "after_play", "carrier_play", "choose_houses", "place_houses", "discard", "game_over")

# Officials, as recorded in `GameState.official` for the turn in progress.
NO_OFFICIAL = 0
POSTMASTER = 1
ADMINISTRATOR = 2
POSTAL_CARRIER = 3
CARTWRIGHT = 4

OFFICIAL_NAMES = ("none", "postmaster", "administrator", "postal_carrier", "cartwright")

HAND_LIMIT = 3
DISPLAY_SIZE = 6
FIRST_CARRIAGE = 3
LAST_CARRIAGE = 7
CARTWRIGHT_ALLOWANCE = 2
MIN_SCORING_ROUTE = 3
MIN_PLAYERS = 2
MAX_PLAYERS = 4


class AllLandsRule(StrEnum):
    """Which lands the all-lands tile asks for (RULES.md: default all nine)."""

    ALL_NINE = "all_nine"
    OUTSIDE_BAIERN = "outside_baiern"


@dataclass(frozen=True)
class GameDefinition:
    """What stays fixed for a whole game: the board, the number of players and the rule options."""

    players: int
    all_lands: AllLandsRule = AllLandsRule.ALL_NINE
    board: Board = field(default_factory=standard_board, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"Thurn and Taxis is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}")
        excluded = {"Baiern"} if self.all_lands is AllLandsRule.OUTSIDE_BAIERN else set()
        masks = tuple(
            m for name, m in zip(self.board.land_names, self.board.land_mask, strict=True) if name not in excluded
        )
        object.__setattr__(self, "all_lands_masks", masks)

    all_lands_masks: tuple[int, ...] = field(init=False, compare=False, repr=False, default=())


class GameState:
    """A position of the game. Read its fields; never assign to them (use `engine.apply`)."""

    definition: GameDefinition
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    display: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # each hand sorted
    routes: tuple[tuple[int, ...], ...]  # left to right
    houses: tuple[int, ...]  # bitmask of the cities with the player's house
    carriages: tuple[int, ...]  # highest carriage, 0 for none
    tiles: tuple[tuple[tuple[int, int], ...], ...]  # per player: (stack index, value)
    stacks: tuple[int, ...]  # tiles left per bonus stack
    current: int
    start_player: int
    phase: int
    official: int  # the official used this turn
    forced_postmaster: bool
    draws_left: int
    drawn: int  # cards drawn this turn
    played: int  # cards played this turn
    cartwright: bool  # the route being scored uses the Cartwright
    each_land: bool  # house option: one per land (True) or every city of one land (False)
    pending: int  # bitmask of cities that may still get a house in this scoring
    turn: int  # turns begun, from 1
    shuffles: int  # reshuffles of the discard pile so far
    seed: int  # seeds the reshuffles
    _legal: list[Any] | None

    def copy(self) -> GameState:
        """A shallow copy for the engine to change; shares the (immutable) tuples."""
        new = GameState.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new._legal = None
        return new

    # Convenience views, used by the UI, the AI and the tests (not the engine's hot path).
    @property
    def board(self) -> Board:
        return self.definition.board

    @property
    def players(self) -> int:
        return self.definition.players

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def end_triggered(self) -> bool:
        """Whether someone has taken carriage 7 or placed their last house (the game-end tile is gone)."""
        return self.stacks[self.board.game_end_stack] == 0

    def houses_left(self, player: int) -> int:
        return self.board.houses_per_player - self.houses[player].bit_count()

    def game_end_holder(self) -> int | None:
        """The seat holding the game-end tile, if anyone does."""
        stack = self.board.game_end_stack
        for seat, tiles in enumerate(self.tiles):
            if any(s == stack for s, _ in tiles):
                return seat
        return None

    def top_tile(self, stack: int) -> int | None:
        """The value of a bonus stack's top tile, or None when it is empty."""
        values = self.board.stack_values[stack]
        left = self.stacks[stack]
        return values[len(values) - left] if left else None

    def next_carriage(self, player: int) -> int | None:
        """The carriage the player would take next, or None after carriage 7."""
        have = self.carriages[player]
        nxt = FIRST_CARRIAGE if have == 0 else have + 1
        return nxt if nxt <= LAST_CARRIAGE else None

    def __repr__(self) -> str:
        return (
            f"<GameState turn={self.turn} player={self.current} phase={PHASE_NAMES[self.phase]} "
            f"deck={len(self.deck)} discard={len(self.discard)}>"
        )
