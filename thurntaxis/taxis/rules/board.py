"""The board: cities, lands, roads and bonus stacks, loaded once from `resources/board.json`.

The file is validated with pydantic and the road network is built as a networkx graph. The rules' hot path
never touches either: `Board` precomputes plain tuples and bitmasks (bit `i` stands for city `i`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from thurntaxis.paths import resource
from thurntaxis.taxis.rules.errors import BoardDataError

ROUTE_STACKS = ("route5", "route6", "route7")
ALL_LANDS = "all_lands"
GAME_END = "game_end"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class LandData(_Strict):
    """One land as the board file describes it."""

    name: str
    code: str = Field(pattern=r"^[A-Z]{3}$")
    cities: list[str]
    bonus_group: str | None


class CityData(_Strict):
    """One city as the board file describes it."""

    name: str
    code: str = Field(pattern=r"^[A-Z]{3}$")
    land: str
    x: float = Field(ge=0.0, le=1.0)
    y: float = Field(ge=0.0, le=1.0)


class StackData(_Strict):
    """One bonus stack: its id and its tile values from top to bottom."""

    id: str
    values_top_to_bottom: list[int] = Field(min_length=1)


class CarriageData(_Strict):
    """The carriage cards: copies of each and victory points by number."""

    copies_each: int = Field(ge=1)
    victory_points: dict[int, int]


class CityCardData(_Strict):
    """The city cards: copies of each city."""

    copies_each: int = Field(ge=1)


class BoardData(_Strict):
    """The whole board file, checked for consistency."""

    lands: list[LandData]
    cities: list[CityData]
    roads: list[tuple[str, str]]
    bonus_stacks: list[StackData]
    carriages: CarriageData
    city_cards: CityCardData
    houses_per_player: int = Field(ge=1)
    player_colours: list[str]

    @model_validator(mode="after")
    def _consistent(self) -> BoardData:
        names = [c.name for c in self.cities]
        if len(set(names)) != len(names):
            raise ValueError("a city is listed twice")
        if len({c.code for c in self.cities}) != len(self.cities):
            raise ValueError("two cities share a code")
        if len({land.code for land in self.lands}) != len(self.lands):
            raise ValueError("two lands share a code")
        land_names = {land.name for land in self.lands}
        for city in self.cities:
            if city.land not in land_names:
                raise ValueError(f"city {city.name} lies in unknown land {city.land}")
        for land in self.lands:
            for name in land.cities:
                matching = [c for c in self.cities if c.name == name]
                if not matching or matching[0].land != land.name:
                    raise ValueError(f"land {land.name} lists {name}, which is not one of its cities")
        known = set(names)
        seen: set[frozenset[str]] = set()
        for a, b in self.roads:
            if a not in known or b not in known:
                raise ValueError(f"road {a}-{b} names an unknown city")
            if a == b:
                raise ValueError(f"road {a}-{b} joins a city to itself")
            key = frozenset((a, b))
            if key in seen:
                raise ValueError(f"road {a}-{b} is listed twice")
            seen.add(key)
        stack_ids = {s.id for s in self.bonus_stacks}
        groups = {land.bonus_group for land in self.lands if land.bonus_group}
        missing = ({*ROUTE_STACKS, ALL_LANDS, GAME_END} | groups) - stack_ids
        if missing:
            raise ValueError(f"bonus stacks missing: {sorted(missing)}")
        return self


@dataclass(frozen=True, slots=True)
class Board:
    """The board's facts as the rules use them. Cities and lands are numbered in board-file order."""

    graph: nx.Graph
    city_names: tuple[str, ...]
    city_codes: tuple[str, ...]
    city_land: tuple[int, ...]
    city_xy: tuple[tuple[float, float], ...]
    neighbours: tuple[int, ...]
    land_names: tuple[str, ...]
    land_codes: tuple[str, ...]
    land_mask: tuple[int, ...]
    stack_ids: tuple[str, ...]
    stack_values: tuple[tuple[int, ...], ...]
    group_stacks: tuple[int, ...]
    group_mask: tuple[int, ...]
    route_stacks: tuple[int, int, int]
    all_lands_stack: int
    game_end_stack: int
    carriage_points: tuple[int, ...]
    carriage_copies: int
    houses_per_player: int
    player_colours: tuple[str, ...]
    copies_per_city: int

    @property
    def city_count(self) -> int:
        return len(self.city_names)

    @property
    def all_cities_mask(self) -> int:
        return (1 << len(self.city_names)) - 1

    def city_index(self, code_or_name: str) -> int:
        """The index of a city given its code (case-insensitive) or its full name."""
        return _index(self.city_codes, self.city_names, code_or_name)

    def land_index(self, code_or_name: str) -> int:
        """The index of a land given its code (case-insensitive) or its full name."""
        return _index(self.land_codes, self.land_names, code_or_name)

    def adjacent(self, a: int, b: int) -> bool:
        return bool(self.neighbours[a] >> b & 1)

    def cities_of(self, mask: int) -> list[int]:
        """The city indices set in a bitmask, in board order."""
        return [i for i in range(len(self.city_names)) if mask >> i & 1]


def load_board_data(path: Path) -> BoardData:
    """Read and validate a board file; a malformed one raises `BoardDataError`."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return BoardData.model_validate(raw)
    except (OSError, json.JSONDecodeError, ValidationError) as exc:
        raise BoardDataError(f"board file {path} is not valid: {exc}") from exc


def build_board(data: BoardData) -> Board:
    """Turn validated board data into the precomputed `Board`."""
    names = tuple(c.name for c in data.cities)
    index = {name: i for i, name in enumerate(names)}
    lands = tuple(land.name for land in data.lands)
    land_index = {name: i for i, name in enumerate(lands)}

    graph = nx.Graph()
    for city in data.cities:
        graph.add_node(index[city.name], name=city.name, land=land_index[city.land])
    for a, b in data.roads:
        graph.add_edge(index[a], index[b])

    neighbours = tuple(sum(1 << n for n in graph.neighbors(i)) for i in range(len(names)))
    land_mask = [0] * len(lands)
    for city in data.cities:
        land_mask[land_index[city.land]] |= 1 << index[city.name]

    stack_ids = tuple(s.id for s in data.bonus_stacks)
    group_ids: list[str] = []
    for land in data.lands:
        if land.bonus_group and land.bonus_group not in group_ids:
            group_ids.append(land.bonus_group)
    group_mask = tuple(
        sum(land_mask[land_index[land.name]] for land in data.lands if land.bonus_group == g) for g in group_ids
    )
    top = max(data.carriages.victory_points)
    points = tuple(data.carriages.victory_points.get(n, 0) for n in range(top + 1))
    return Board(
        graph=graph,
        city_names=names,
        city_codes=tuple(c.code for c in data.cities),
        city_land=tuple(land_index[c.land] for c in data.cities),
        city_xy=tuple((c.x, c.y) for c in data.cities),
        neighbours=neighbours,
        land_names=lands,
        land_codes=tuple(land.code for land in data.lands),
        land_mask=tuple(land_mask),
        stack_ids=stack_ids,
        stack_values=tuple(tuple(s.values_top_to_bottom) for s in data.bonus_stacks),
        group_stacks=tuple(stack_ids.index(g) for g in group_ids),
        group_mask=group_mask,
        route_stacks=(stack_ids.index("route5"), stack_ids.index("route6"), stack_ids.index("route7")),
        all_lands_stack=stack_ids.index(ALL_LANDS),
        game_end_stack=stack_ids.index(GAME_END),
        carriage_points=points,
        carriage_copies=data.carriages.copies_each,
        houses_per_player=data.houses_per_player,
        player_colours=tuple(data.player_colours),
        copies_per_city=data.city_cards.copies_each,
    )


@cache
def standard_board() -> Board:
    """The board of the base game, loaded once per process."""
    return build_board(load_board_data(resource("board.json")))


def _index(codes: Sequence[str], names: Sequence[str], code_or_name: str) -> int:
    """The index of a city's or land's code (case-insensitive) or full name; `KeyError` when none has it."""
    key = code_or_name.strip()
    upper = key.upper()
    for i, code in enumerate(codes):
        if code == upper or names[i] == key:
            return i
    raise KeyError(code_or_name)
