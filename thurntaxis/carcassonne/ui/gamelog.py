"""The Carcassonne log: what a move wrote (entries: a key and its arguments) and the entries as translated lines.
The page's log and the replay's log write the same lines from here."""

from __future__ import annotations

from typing import Any

from thurntaxis.carcassonne.rules import FOLLOWER, NONE, PLACE, GameState, Move, Result
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.texts import Carcassonne

LogEntry = tuple[str, tuple[Any, ...]]  # a key of `log_text` and its arguments, translated when shown


def move_entries(
    names: list[str], move: Move, before: GameState, after: GameState, quiet: bool = True
) -> list[LogEntry]:
    """The lines a move writes: the tile placed, or the follower put, then what its turn scored and the tiles
    removed as unplaceable. A turn without a follower writes a line of its own only when not `quiet`."""
    name = names[before.player]
    if move.kind == PLACE:
        return [("placed", (name,))]
    out: list[LogEntry] = []
    if move.kind == FOLLOWER:
        out.append(("follower", (str(move).partition(":")[0], name)))
    elif move == NONE and not quiet:
        out.append(("no_follower", (name,)))
    for scored in after.last_scored:
        for winner in scored.winners:
            out.append(("scored_" + scored.kind, (scored.points, names[winner])))
    out += [("removed", ()) for _tile in after.removed[len(before.removed) :]]
    return out


def winner_entry(names: list[str], res: Result) -> LogEntry:
    """The line that ends the game: who won, with how many points."""
    best = res.scores[res.winners[0]]
    return ("winner" if len(res.winners) == 1 else "winners", (best, ", ".join(names[w] for w in res.winners)))


def log_text(entry: LogEntry) -> str:
    """A log entry as a line in the language now installed."""
    key, args = entry
    if key == "placed":
        return texts.fill(Carcassonne.tr("%1 places a tile."), *args)
    if key == "no_follower":
        return texts.fill(Carcassonne.tr("%1 places no follower."), *args)
    if key == "follower":
        return texts.follower_log(args[0], args[1])
    if key.startswith("scored_") or key in ("winner", "winners"):
        return texts.counted(key, args[0], args[1])
    if key == "removed":
        return Carcassonne.tr("A tile that fits nowhere was removed from the game.")
    return key
