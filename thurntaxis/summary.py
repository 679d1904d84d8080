"""The figures of stored finished games, one game at a time: what each person played and won, by the strongest
opponent and by the number of players, scores and places, and the game's own figures (`thurntaxis.games.Figure`),
for the Statistics dialog and `thurntaxis stats` (no Qt, no database here: `thurntaxis.stats` reads the games)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from thurntaxis import games as registry
from thurntaxis.games import DEFAULT_GAME, Figure
from thurntaxis.records import decode_json, other_game

CHART_GAMES = 20  # the scores the chart shows, the newest last
PEOPLE_ONLY = "people"  # the opponents' key of a game without computer players


# --- what the database holds ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatFigures:
    """One seat of a stored game: who sat there, and what every game keeps and the game's own figures."""

    name: str
    kind: str
    level: str | None
    colour: str
    score: int
    won: bool
    place: int
    figures: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredGame:
    """A finished game as the database holds it."""

    id: int
    game: str  # the game's id in the registry
    finished_at: str
    moves: int
    seats: tuple[SeatFigures, ...]
    record_text: str

    def record(self) -> Any:
        """The game record, as its game reads it (raises `RecordError` when the stored text is not one)."""
        raw = decode_json(self.record_text)
        entry = registry.entry_of_record(raw)
        if entry.id != self.game:
            raise other_game(entry.id, self.game)
        return entry.load().read_record(raw)


# --- the figures ------------------------------------------------------------------------------------------------


@dataclass
class Tally:
    """Games played and won."""

    played: int = 0
    won: int = 0


@dataclass
class PlayerFigures:
    """A person's figures over every stored game of one game they played (people are told apart by name)."""

    name: str
    played: int = 0
    won: int = 0
    by_opponent: dict[str, Tally] = field(default_factory=dict)  # the strongest computer's level, or PEOPLE_ONLY
    by_players: dict[int, Tally] = field(default_factory=dict)
    best_score: int = 0
    total_score: int = 0
    total_place: int = 0
    recent_scores: list[int] = field(default_factory=list)  # the last CHART_GAMES scores, oldest first
    recent_colours: list[str] = field(default_factory=list)  # the colour (id) played in each of those games
    totals: dict[str, int] = field(default_factory=dict)  # each of the game's figures summed over the games
    bests: dict[str, int] = field(default_factory=dict)  # and its highest value

    @property
    def average_score(self) -> float:
        return self.total_score / self.played if self.played else 0.0

    @property
    def average_place(self) -> float:
        return self.total_place / self.played if self.played else 0.0

    def figure(self, figure: Figure) -> float:
        """One of the game's own figures over the games, as the game sums it up (the best, or the average)."""
        if figure.over_games == "best":
            return self.bests.get(figure.key, 0)
        return self.totals.get(figure.key, 0) / self.played if self.played else 0.0

    def as_json(self, figures: Sequence[Figure]) -> dict[str, Any]:
        """The figures as JSON values (for `thurntaxis stats --json`)."""
        return {
            "name": self.name,
            "played": self.played,
            "won": self.won,
            "by_opponent": {key: vars(t) for key, t in self.by_opponent.items()},
            "by_players": {str(key): vars(t) for key, t in self.by_players.items()},
            "best_score": self.best_score,
            "average_score": round(self.average_score, 2),
            "average_place": round(self.average_place, 2),
            "recent_scores": self.recent_scores,
            "figures": {f.key: round(self.figure(f), 2) for f in figures},
        }


@dataclass
class Summary:
    """Everything the statistics show of one game: its games stored and each person's figures, most recent player
    first; `figures` and `levels` are the game's (its own figures, its computer levels from the weakest)."""

    game: str = DEFAULT_GAME
    figures: tuple[Figure, ...] = ()
    levels: tuple[str, ...] = ()
    games: int = 0
    computer_only: int = 0  # games in which no person played
    players: list[PlayerFigures] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "computer_only": self.computer_only,
            "players": [p.as_json(self.figures) for p in self.players],
        }

    def level_rank(self, key: str) -> int:
        """Opponents' keys from the weakest: people only, then the game's levels from the easiest (a level the
        game no longer has counts as its middle one)."""
        if key == PEOPLE_ONLY:
            return -1
        return self.levels.index(key) if key in self.levels else len(self.levels) // 2

    def strongest(self, levels: Sequence[str | None]) -> str:
        """The key of a game's opponents: the strongest computer level among them, or PEOPLE_ONLY."""
        known = [lv for lv in levels if lv is not None]
        return max(known, key=self.level_rank) if known else PEOPLE_ONLY


def empty_summary(game: str = DEFAULT_GAME) -> Summary:
    """The figures of a game of which no game is stored, with the game's own figures and levels."""
    played = registry.entry(game).load()
    return Summary(game, tuple(played.figures), tuple(played.bot_levels))


def summarize(games: Sequence[StoredGame], game: str = DEFAULT_GAME) -> Summary:
    """The figures of the stored games of `game` among these (oldest first)."""
    summary = empty_summary(game)
    people: dict[str, PlayerFigures] = {}
    for stored in games:
        if stored.game != game:
            continue
        summary.games += 1
        humans = {s.name: s for s in reversed(stored.seats) if s.kind == "human"}  # a name twice: its first seat
        if not humans:
            summary.computer_only += 1
        opponents = summary.strongest([s.level for s in stored.seats if s.kind != "human"])
        for name, seat in humans.items():
            figures = people.pop(name, None) or PlayerFigures(name)
            people[name] = figures  # re-inserted: the dict ends with the most recent player
            figures.played += 1
            figures.won += seat.won
            for tally in (
                figures.by_opponent.setdefault(opponents, Tally()),
                figures.by_players.setdefault(len(stored.seats), Tally()),
            ):
                tally.played += 1
                tally.won += seat.won
            figures.best_score = seat.score if figures.played == 1 else max(figures.best_score, seat.score)
            figures.total_score += seat.score
            figures.total_place += seat.place
            figures.recent_scores = [*figures.recent_scores, seat.score][-CHART_GAMES:]
            figures.recent_colours = [*figures.recent_colours, seat.colour][-CHART_GAMES:]
            for key, value in seat.figures.items():
                figures.totals[key] = figures.totals.get(key, 0) + value
                figures.bests[key] = max(figures.bests.get(key, value), value)
    summary.players = list(reversed(people.values()))
    return summary


def format_summary(summary: Summary) -> list[str]:
    """The figures in plain English lines, for `thurntaxis stats`."""
    name = registry.entry(summary.game).name
    if not summary.games:
        return [f"No finished games of {name} yet."]
    lines = [
        f"{summary.games} finished game{'s' * (summary.games != 1)} of {name} "
        f"({summary.computer_only} between computer players only)"
    ]

    def tallies(items: dict[Any, Tally], label: Callable[[Any], str]) -> str:
        return ", ".join(f"{label(key)} {t.won}/{t.played}" for key, t in items.items())

    def figure(f: Figure, value: float) -> str:
        return f"{f.label} {value:.1f}" if f.over_games == "average" else f"{f.label} {value:g}"

    for p in summary.players:
        lines += [
            f"{p.name}: played {p.played}, won {p.won} ({round(100 * p.won / p.played)}%); best score "
            f"{p.best_score}, average {p.average_score:.1f}; average place {p.average_place:.1f}",
            "  won/played by the strongest opponent: "
            + tallies(
                {key: p.by_opponent[key] for key in sorted(p.by_opponent, key=summary.level_rank)},
                lambda key: "people only" if key == PEOPLE_ONLY else key,
            ),
            "  won/played by players at the table: " + tallies(dict(sorted(p.by_players.items())), str),
        ]
        if summary.figures:
            lines.append("  " + "; ".join(figure(f, p.figure(f)) for f in summary.figures))
        lines.append("  last scores, oldest first: " + " ".join(str(s) for s in p.recent_scores))
    return lines
