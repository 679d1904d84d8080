"""A fitted evaluation: each player's worth is their points now plus what they will still gain beyond the table's
mean, a weighted sum of the features below.

The weights (`fitted_weights.WEIGHTS`, one tuple per player count) are least-squares fits of what players gained
to the end of self-play games, less the table's mean gain (scripts/carcassonne_fit_evaluation.py writes them):
only the differences between players decide a search's choice. The features are the parts of Medium's worth
(greedy.py) taken apart, so the fit weighs each by what it turned out to be worth (an open city's size with and
without its chance of completion, a farm's completed and open cities, the followers kept back, each also scaled
by how much of the game is left), and three that Medium lacks: how well the tiles still to come fit the gaps of
each open city, and whether a city or a monastery has a gap no tile to come fits. Plain Python, no dependency.
"""

from __future__ import annotations

from thurntaxis.carcassonne.ai.fitted_weights import WEIGHTS
from thurntaxis.carcassonne.rules import GAME_OVER, GameState
from thurntaxis.carcassonne.rules.scoring import majority
from thurntaxis.carcassonne.rules.state import AROUND, neighbours
from thurntaxis.carcassonne.rules.tiles import FITS, K_ROAD, TILE_COUNT

# "late" is the share of the game still to come: the tiles left over all tiles
FEATURES = (
    "to_move",  # the player places the next tile
    "road",  # tiles of the open roads the player holds the majority of
    "road_late",  # the same, times late
    "city",  # tiles and shields of the open cities the player holds the majority of
    "city_chance",  # the same, times Medium's chance that the city is completed
    "city_late",  # the same, times late
    "city_edges",  # open edges of those cities
    "monastery",  # the monasteries' points now (1 + neighbours)
    "monastery_chance",  # the neighbours missing, times Medium's chance that they come
    "farm_done",  # 3 for each completed city a farm the player holds touches
    "farm_open",  # 3 for each open city such a farm touches
    "farm_open_late",  # the same, times late
    "supply",  # followers in supply
    "supply_late",  # the same, times late
    "city_dead",  # tiles and shields of the open cities held that no tile still to come can close
    "city_fill",  # tiles and shields of the open cities held, times the product over their gaps of k / (k + 2),
    # k: the tiles to come that fit the gap
    "monastery_dead",  # the points now of monasteries held with a square around no tile to come fits
)
(
    TO_MOVE,
    ROAD,
    ROAD_LATE,
    CITY,
    CITY_CHANCE,
    CITY_LATE,
    CITY_EDGES,
    MONASTERY,
    MONASTERY_CHANCE,
    FARM_DONE,
    FARM_OPEN,
    FARM_OPEN_LATE,
    SUPPLY,
    SUPPLY_LATE,
    CITY_DEAD,
    CITY_FILL,
    MONASTERY_DEAD,
) = range(len(FEATURES))
CITY_CLOSE = 4.0  # as Medium's weights: a city with `e` open edges is completed with chance T / (T + 4 e)
MONASTERY_CLOSE = 2.0


def _root(parent: dict[int, int], key: int) -> int:
    while key in parent:
        key = parent[key]
    return key


def _gaps(state: GameState) -> tuple[dict[int, list[int]], dict[int, int]]:
    """The empty squares next to each open road or city (by root), and how many of the tiles to come (the drawn
    one too) fit each empty square next to a tile."""
    board, parent = state.board, state.parent
    counts = [0] * len(FITS)
    for tile in state.deck:
        counts[tile] += 1
    if state.drawn >= 0:
        counts[state.drawn] += 1
    kinds = [(tile, n) for tile, n in enumerate(counts) if n]
    fitting: dict[int, int] = {}
    by_code: dict[int, int] = {}
    gaps: dict[int, list[int]] = {}
    for pos, code in state.frontier.items():
        k = by_code.get(code)
        if k is None:
            k = by_code[code] = sum(n for tile, n in kinds if FITS[tile][code])
        fitting[pos] = k
        for _d, q, _other, j in neighbours(board, pos):
            if j >= 0:
                gaps.setdefault(_root(parent, q * 16 + j), []).append(pos)
    return gaps, fitting


def features(state: GameState) -> list[list[float]]:
    """Every player's features (in `FEATURES`' order) in this position."""
    n = state.players
    t = len(state.deck)
    late = t / TILE_COUNT
    rows = [[0.0] * len(FEATURES) for _ in range(n)]
    rows[state.current][TO_MOVE] = 1.0
    board, parent = state.board, state.parent
    gaps, fitting = _gaps(state)
    for root, (open_edges, squares, shields, holders) in state.features.items():
        if not holders or not open_edges:
            continue
        size = len(squares)
        owners = majority(holders, n)
        if board[root >> 4].segments[root & 15].kind == K_ROAD:
            for p in owners:
                rows[p][ROAD] += size
                rows[p][ROAD_LATE] += size * late
            continue
        base = size + shields
        chance = t / (t + CITY_CLOSE * open_edges) if t else 0.0
        fill = 1.0
        for pos in gaps.get(root, ()):
            k = fitting[pos]
            fill *= k / (k + 2.0)
        dead = base if fill == 0.0 else 0.0
        for p in owners:
            row = rows[p]
            row[CITY_DEAD] += dead
            row[CITY_FILL] += base * fill
            row[CITY] += base
            row[CITY_CHANCE] += base * chance
            row[CITY_LATE] += base * late
            row[CITY_EDGES] += open_edges
    for cities, holders in state.farms.values():
        if not holders:
            continue
        done = opened = 0
        for root in {_root(parent, c) for c in cities}:
            if state.features[root][0] == 0:
                done += 1
            else:
                opened += 1
        for p in majority(holders, n):
            row = rows[p]
            row[FARM_DONE] += 3 * done
            row[FARM_OPEN] += 3 * opened
            row[FARM_OPEN_LATE] += 3 * opened * late
    for pos, owner in state.monasteries.items():
        if owner < 0:
            continue
        around = sum(1 for d in AROUND if pos + d in board)
        missing = 8 - around
        row = rows[owner]
        row[MONASTERY] += 1 + around
        if any(fitting.get(pos + d, 1) == 0 for d in AROUND):
            row[MONASTERY_DEAD] += 1 + around
        row[MONASTERY_CHANCE] += missing * (t / (t + MONASTERY_CLOSE * missing) if t and missing else 0.0)
    for p in range(n):
        rows[p][SUPPLY] += state.supply[p]
        rows[p][SUPPLY_LATE] += state.supply[p] * late
    return rows


def fitted_evaluate(state: GameState, weights: tuple[float, ...] | None = None) -> list[float]:
    """Every player's worth: points now plus the predicted gain beyond the table's mean (once the game is over,
    their points)."""
    points = [float(sum(p)) for p in state.points]
    if state.phase == GAME_OVER:
        return points
    w = WEIGHTS[state.players] if weights is None else weights
    return [points[p] + sum(a * b for a, b in zip(w, row, strict=True)) for p, row in enumerate(features(state))]


def has_weights(players: int) -> bool:
    """Whether the evaluation has been fitted for this many players."""
    return players in WEIGHTS
