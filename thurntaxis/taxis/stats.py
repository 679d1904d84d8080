"""What the statistics keep of a finished game of Thurn and Taxis (`thurntaxis.games.Game.finished_game`): the
scores, the winner by the rules' tie-breaks, and each seat's longest scored route and largest carriage."""

from __future__ import annotations

from thurntaxis.games import QT_TRANSLATE_NOOP, Figure, FinishedGame
from thurntaxis.taxis.rules import GameRecord, result, scores
from thurntaxis.taxis.rules.progress import record_progress
from thurntaxis.taxis.rules.record import to_json

FIGURES = (
    Figure("longest_route", QT_TRANSLATE_NOOP("Figures", "Longest route scored (cards):"), "best"),
    Figure("carriage", QT_TRANSLATE_NOOP("Figures", "Largest carriage built:"), "best"),
)


def longest_routes(record: GameRecord) -> list[int]:
    """Each seat's longest route scored in the game (0 for a player who scored none)."""
    return record_progress(record).longest_lengths


def finished_game(record: GameRecord) -> FinishedGame:
    """The figures of a finished game's record; `ValueError` when the game has not ended, `RecordError` when the
    record does not replay."""
    progress = record_progress(record)
    longest, final = progress.longest_lengths, progress.final
    if not final.game_over:
        raise ValueError("only a finished game is stored")
    breakdown = scores(final)
    return FinishedGame(
        names=tuple(record.players),
        scores=tuple(b.total for b in breakdown),
        winners=(result(final).winner,),  # the rules break every tie
        figures=tuple(
            {"longest_route": route, "carriage": b.carriage} for route, b in zip(longest, breakdown, strict=True)
        ),
        moves=len(record.moves),
        record_text=to_json(record),
    )
