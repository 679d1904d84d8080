"""What the statistics keep of a finished game of Carcassonne (`thurntaxis.games.Game.finished_game`): the scores,
the winners (tied players share the victory), and each seat's points from cities, roads, monasteries and farms,
as the rules' score breakdown gives them (points during play and at the final scoring together)."""

from __future__ import annotations

from thurntaxis.carcassonne.rules import GAME_OVER, result
from thurntaxis.carcassonne.rules.record import GameRecord, final_position, to_json
from thurntaxis.carcassonne.rules.scoring import ScoreBreakdown
from thurntaxis.games import QT_TRANSLATE_NOOP, Figure, FinishedGame

FIGURES = (
    Figure("cities", QT_TRANSLATE_NOOP("Figures", "Points from cities (average per game):"), "average"),
    Figure("roads", QT_TRANSLATE_NOOP("Figures", "Points from roads (average per game):"), "average"),
    Figure("monasteries", QT_TRANSLATE_NOOP("Figures", "Points from monasteries (average per game):"), "average"),
    Figure("farms", QT_TRANSLATE_NOOP("Figures", "Points from farms (average per game):"), "average"),
)


def seat_figures(points: ScoreBreakdown) -> dict[str, int]:
    """One seat's figures from its score breakdown."""
    return {
        "cities": points.cities + points.final_cities,
        "roads": points.roads + points.final_roads,
        "monasteries": points.monasteries + points.final_monasteries,
        "farms": points.farms,
    }


def finished_game(record: GameRecord) -> FinishedGame:
    """The figures of a finished game's record; `ValueError` when the game has not ended, `RecordError` when the
    record does not replay."""
    final = final_position(record)
    if final.phase != GAME_OVER:
        raise ValueError("only a finished game is stored")
    outcome = result(final)
    return FinishedGame(
        names=tuple(record.players),
        scores=outcome.scores,
        winners=outcome.winners,
        figures=tuple(seat_figures(b) for b in outcome.breakdown),
        moves=len(record.moves),
        record_text=to_json(record),
    )
