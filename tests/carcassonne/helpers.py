"""Helpers for the Carcassonne rules tests: games from moves in notation, and an independent scorer."""

from __future__ import annotations

import random
from collections import Counter, defaultdict

import networkx as nx

from thurntaxis.carcassonne.rules import GameState, Move, apply, legal_moves, new_game
from thurntaxis.carcassonne.rules.moves import FOLLOWER, PLACE
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_FIELD, K_MONASTERY, K_ROAD, LETTERS, ORIENTED

STEP = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}  # N E S W as (dx, dy); y grows south


def game(players: int, *turns: str, extra: str = "") -> GameState:
    """Play `turns` ("V1@2,-1 road:ES", the follower part optional) from a new game whose draw pile is exactly
    the turns' tiles then `extra`; the game ends after the last of them."""
    letters = [t.split()[0][0] for t in turns] + list(extra)
    state = new_game(players, tiles=letters)
    for turn in turns:
        parts = turn.split()
        state = apply(state, Move.parse(parts[0]))
        state = apply(state, Move.parse(parts[1] if len(parts) > 1 else "none"))
    return state


def random_moves(players: int, seed: int) -> tuple[GameState, list[Move], list[GameState]]:
    """A seeded random game: its opening state, its moves and every state after a move."""
    state = new_game(players, seed=seed)
    first = state
    rng = random.Random(seed + 1_000_003)
    moves: list[Move] = []
    states: list[GameState] = []
    while not state.game_over:
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        moves.append(move)
        states.append(state)
    return first, moves, states


def _opposite_half(h: int) -> int:
    side, k = divmod(h, 2)
    return 2 * ((side + 2) % 4) + (1 - k)


class IndependentScorer:
    """A deliberately simple scorer, independent of the engine's union-find: it replays the placements and
    follower moves, finds features by a fresh graph search each turn and networkx components at the end."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.tiles: dict[tuple[int, int], tuple[int, int]] = {(0, 0): (LETTERS.index("D"), 0)}
        self.followers: dict[tuple[int, int, int], int] = {}  # (x, y, segment index) -> player
        self.points = [0] * players
        self.current = 0
        self.last = (0, 0)

    def _segments(self, x: int, y: int) -> list[tuple[int, int, bool, tuple[int, ...]]]:
        t, r = self.tiles[(x, y)]
        return [(s.kind, s.mask, s.shield, s.cities) for s in ORIENTED[t][r].segments]

    def neighbours(self, node: tuple[int, int, int]) -> list[tuple[int, int, int]]:
        x, y, i = node
        kind, mask, _shield, _cities = self._segments(x, y)[i]
        out = []
        if kind in (K_ROAD, K_CITY):
            for d in range(4):
                if mask >> d & 1:
                    q = (x + STEP[d][0], y + STEP[d][1])
                    if q in self.tiles:
                        for j, (k2, m2, _s, _c) in enumerate(self._segments(*q)):
                            if k2 == kind and m2 >> ((d + 2) % 4) & 1:
                                out.append((q[0], q[1], j))
        elif kind == K_FIELD:
            for h in range(8):
                if mask >> h & 1:
                    d = h // 2
                    q = (x + STEP[d][0], y + STEP[d][1])
                    if q in self.tiles:
                        for j, (k2, m2, _s, _c) in enumerate(self._segments(*q)):
                            if k2 == K_FIELD and m2 >> _opposite_half(h) & 1:
                                out.append((q[0], q[1], j))
        return out

    def component(self, start: tuple[int, int, int]) -> set[tuple[int, int, int]]:
        seen = {start}
        todo = [start]
        while todo:
            for n in self.neighbours(todo.pop()):
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen

    def closed(self, nodes: set[tuple[int, int, int]]) -> bool:
        for x, y, i in nodes:
            _kind, mask, _s, _c = self._segments(x, y)[i]
            for d in range(4):
                if mask >> d & 1 and (x + STEP[d][0], y + STEP[d][1]) not in self.tiles:
                    return False
        return True

    def winners(self, nodes: set[tuple[int, int, int]] | list[tuple[int, int, int]]) -> list[int]:
        counts = Counter(self.followers[n] for n in nodes if n in self.followers)
        if not counts:
            return []
        best = max(counts.values())
        return [p for p, c in counts.items() if c == best]

    def value(self, nodes: set[tuple[int, int, int]], complete: bool) -> int:
        x, y, i = next(iter(nodes))
        kind = self._segments(x, y)[i][0]
        squares = {(a, b) for a, b, _ in nodes}
        shields = sum(1 for a, b, j in nodes if self._segments(a, b)[j][2])
        if kind == K_ROAD:
            return len(squares)
        return (2 if complete else 1) * (len(squares) + shields)

    def monastery_count(self, x: int, y: int) -> int:
        return sum((x + dx, y + dy) in self.tiles for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)

    def move(self, move: Move) -> None:
        if move.kind == PLACE:
            self.tiles[(move.x, move.y)] = (move.tile, move.rotation)
            self.last = (move.x, move.y)
            return
        x, y = self.last
        if move.kind == FOLLOWER:
            for i, (kind, mask, _s, _c) in enumerate(self._segments(x, y)):
                if kind == move.segment and mask == move.mask:
                    self.followers[(x, y, i)] = self.current
        for i, (kind, _m, _s, _c) in enumerate(self._segments(x, y)):
            if kind in (K_ROAD, K_CITY):
                nodes = self.component((x, y, i))
                if self.closed(nodes):
                    for p in self.winners(nodes):
                        self.points[p] += self.value(nodes, True)
                    for n in nodes:
                        self.followers.pop(n, None)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                q = (x + dx, y + dy)
                if q in self.tiles:
                    for j, (kind, _m, _s, _c) in enumerate(self._segments(*q)):
                        if kind == K_MONASTERY and (q[0], q[1], j) in self.followers and self.monastery_count(*q) == 8:
                            self.points[self.followers.pop((q[0], q[1], j))] += 9
        self.current = (self.current + 1) % self.players

    def final(self) -> list[int]:
        """The final scoring with networkx components over every placed segment."""
        graph = nx.Graph()
        for x, y in self.tiles:
            for i in range(len(self._segments(x, y))):
                graph.add_node((x, y, i))
                for n in self.neighbours((x, y, i)):
                    graph.add_edge((x, y, i), n)
        points = list(self.points)
        component_of: dict[tuple[int, int, int], frozenset[tuple[int, int, int]]] = {}
        for comp in nx.connected_components(graph):
            frozen = frozenset(comp)
            for n in comp:
                component_of[n] = frozen
        done: set[frozenset[tuple[int, int, int]]] = set()
        farm_cities: dict[frozenset[tuple[int, int, int]], set[frozenset[tuple[int, int, int]]]] = defaultdict(set)
        for node, comp in component_of.items():
            x, y, i = node
            kind, _mask, _s, cities = self._segments(x, y)[i]
            if kind == K_FIELD:
                for c in cities:
                    city = component_of[(x, y, c)]
                    if self.closed(set(city)):
                        farm_cities[comp].add(city)
            if comp in done:
                continue
            done.add(comp)
            if kind == K_MONASTERY:
                if node in self.followers:
                    points[self.followers[node]] += 1 + self.monastery_count(x, y)
            elif kind in (K_ROAD, K_CITY) and not self.closed(set(comp)):
                for p in self.winners(list(comp)):
                    points[p] += self.value(set(comp), False)
        for farm, cities in farm_cities.items():
            for p in self.winners(list(farm)):
                points[p] += 3 * len(cities)
        return points


def independent_final_scores(players: int, moves: list[Move]) -> list[int]:
    scorer = IndependentScorer(players)
    for move in moves:
        scorer.move(move)
    return scorer.final()
