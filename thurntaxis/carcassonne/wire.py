"""A seat's observation of Carcassonne as JSON values, for network play (`thurntaxis.net`), and back.

Carcassonne hides only the order of the tiles still to draw (and the seed that shuffled them): an observation
holds the table as the engine keeps it (tiles, the features and farms they form, followers, scores) and the
tiles still to come as a count per tile letter. Dictionaries travel as lists of [key, value] pairs, sets as
sorted lists; the receiving side rebuilds an `Observation` equal to the host's.
"""

from __future__ import annotations

from typing import Any

from thurntaxis.carcassonne.rules import LETTERS, ORIENTED, Observation, Scored

_PAIRS = ("parent", "monasteries", "followers", "frontier")
_NUMBERS = ("seat", "players", "phase", "drawn", "last")
_TO_MOVE = "player"  # the wire's name of the seat to move (`Observation.current`)


def _holders(followers: tuple[tuple[int, int], ...]) -> list[list[int]]:
    return [[key, player] for key, player in followers]


def observation_json(obs: Observation) -> dict[str, Any]:
    """What `obs.seat` may see, as JSON values (never the pile's order)."""
    data: dict[str, Any] = {name: getattr(obs, name) for name in _NUMBERS}
    data[_TO_MOVE] = obs.current
    data["tiles"] = [[pos, obs.board[pos].tile, obs.board[pos].rotation] for pos in obs.placed_order]
    data.update({name: [[k, v] for k, v in getattr(obs, name).items()] for name in _PAIRS})
    data["features"] = [
        [root, edges, sorted(squares), shields, _holders(holders)]
        for root, (edges, squares, shields, holders) in obs.features.items()
    ]
    data["farms"] = [[root, sorted(cities), _holders(holders)] for root, (cities, holders) in obs.farms.items()]
    data["supply"] = list(obs.supply)
    data["points"] = [list(p) for p in obs.points]
    data["removed"] = list(obs.removed)
    data["last_scored"] = [
        [s.kind, s.key, sorted(s.squares), s.points, list(s.winners), _holders(s.returned)] for s in obs.last_scored
    ]
    data["remaining"] = list(obs.remaining)
    return data


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError("a whole number was expected")
    return value


def _ints(values: Any) -> tuple[int, ...]:
    if not isinstance(values, list):
        raise TypeError("a list was expected")
    return tuple(_int(v) for v in values)


def _pairs(values: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(values, list):
        raise TypeError("a list of pairs was expected")
    pairs = tuple(_ints(pair) for pair in values)
    if any(len(pair) != 2 for pair in pairs):
        raise ValueError("a pair was expected")
    return pairs  # type: ignore[return-value]  # (checked: each has two)


def observation_from_json(data: Any) -> Observation:
    """The observation `observation_json` wrote; `ValueError`, `KeyError`, `TypeError` or `IndexError` when the
    values are not one."""
    if not isinstance(data, dict):
        raise TypeError("an observation is a JSON object")
    tiles = [_ints(t) for t in data["tiles"]]
    remaining = _ints(data["remaining"])
    if len(remaining) != len(LETTERS):
        raise ValueError("a count per tile letter was expected")
    return Observation(
        board={pos: ORIENTED[tile][rotation] for pos, tile, rotation in tiles},
        placed_order=tuple(pos for pos, _, _ in tiles),
        features={
            _int(root): (_int(edges), frozenset(_ints(squares)), _int(shields), _pairs(holders))
            for root, edges, squares, shields, holders in data["features"]
        },
        farms={_int(root): (frozenset(_ints(cities)), _pairs(holders)) for root, cities, holders in data["farms"]},
        supply=_ints(data["supply"]),
        points=tuple(_ints(p) for p in data["points"]),
        removed=_ints(data["removed"]),
        last_scored=tuple(
            Scored(str(kind), _int(key), frozenset(_ints(squares)), _int(points), _ints(winners), _pairs(returned))
            for kind, key, squares, points, winners, returned in data["last_scored"]
        ),
        remaining=remaining,
        current=_int(data[_TO_MOVE]),
        **{name: dict(_pairs(data[name])) for name in _PAIRS},  # type: ignore[arg-type]
        **{name: _int(data[name]) for name in _NUMBERS},  # type: ignore[arg-type]
    )
