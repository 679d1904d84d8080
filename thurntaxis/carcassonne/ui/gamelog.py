"""The Carcassonne log: what a move wrote (entries: a key and its arguments, with the squares it concerns) and the
entries as translated lines. The page's log and the replay's log write the same lines from here.

A placement says where, as a player finds it on the table: the city or road it extends (and whose, when one
player holds it: the mover's own, or another's by name), or the monastery it lies beside. A scoring says whose
feature, how big, and its points."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from thurntaxis.carcassonne.rules import FOLLOWER, NONE, PLACE, GameState, Move, Result, Scored, find
from thurntaxis.carcassonne.rules.scoring import majority
from thurntaxis.carcassonne.rules.state import AROUND
from thurntaxis.carcassonne.rules.tiles import K_CITY, K_ROAD
from thurntaxis.carcassonne.ui import texts
from thurntaxis.carcassonne.ui.texts import Carcassonne

LogEntry = tuple[str, tuple[Any, ...]]  # a key of `log_text` and its arguments, translated when shown
LogRecord = tuple[LogEntry, tuple[int, ...]]  # an entry and the squares (`pos_of`) it concerns, to light them


def move_entries(
    names: list[str], move: Move, before: GameState, after: GameState, quiet: bool = True
) -> list[LogEntry]:
    """The lines a move writes: the tile placed (and where), or the follower put, then what its turn scored and
    the tiles removed as unplaceable. A turn without a follower writes a line of its own only when not `quiet`."""
    return [entry for entry, _squares in move_records(names, move, before, after, quiet)]


def move_records(
    names: list[str], move: Move, before: GameState, after: GameState, quiet: bool = True
) -> list[LogRecord]:
    """`move_entries` with the squares each entry concerns."""
    name = names[before.current]
    if move.kind == PLACE:
        return [(placed_entry(names, before.current, after), (after.last,))]
    out: list[LogRecord] = []
    if move.kind == FOLLOWER:
        out.append((("follower", (str(move).partition(":")[0], name)), (before.last,)))
    elif move == NONE and not quiet:  # (with none left, the page skipped the follower step: it says why)
        said = "no_follower" if before.supply[before.current] else "no_follower_left"
        out.append(((said, (name,)), (before.last,)))
    out += [scored_record(names, after, scored) for scored in after.last_scored if scored.winners]
    out += [(("removed", ()), ()) for _tile in after.removed[len(before.removed) :]]
    return out


def placed_entry(names: list[str], mover: int, state: GameState) -> LogEntry:
    """Where the tile that seat `mover` just placed (`state.last`) lies: the city or road it extends (a held one
    first), else the monastery beside it, else just that a tile was placed. A feature the mover holds is "their
    own" (never the mover named as the holder of their own city)."""
    pos = state.last
    found: dict[str, tuple[int, ...]] = {}
    for i, seg in enumerate(state.board[pos].segments):
        if seg.kind not in (K_CITY, K_ROAD):
            continue
        _open, squares, _shields, holders = state.features[find(state.parent, pos * 16 + i)]
        if len(squares) > 1:
            kind = "city" if seg.kind == K_CITY else "road"
            owners = _owner(holders, state.players)
            if kind not in found or (owners and not found[kind]):
                found[kind] = owners
    for delta in AROUND:
        owner = state.monasteries.get(pos + delta)
        if owner is not None and owner >= 0:
            found["monastery"] = (owner,)
        elif owner is not None:
            found.setdefault("monastery", ())
    name = names[mover]
    for kind in ("city", "road", "monastery"):
        holder = found.get(kind, ())
        if holder:
            if holder[0] == mover:
                return ("placed_" + kind + "_own", (name,))
            return ("placed_" + kind + "_of", (name, names[holder[0]]))
    for kind in ("city", "road", "monastery"):
        if kind in found:
            return ("placed_" + kind, (name,))
    return ("placed", (name,))


def _owner(holders: tuple[tuple[int, int], ...], players: int) -> tuple[int, ...]:
    winners = majority(holders, players)
    return (winners[0],) if len(winners) == 1 else ()


def scored_record(names: list[str], state: GameState, scored: Scored) -> LogRecord:
    """A feature scored (during play or at the end): whose, how big, and the points each scorer gets."""
    if scored.kind == "monastery":
        size, shields = 0, 0
    elif scored.kind == "farm":
        size, shields = scored.points // 3, 0
    else:
        size, shields = len(scored.squares), state.features[scored.key][2] if scored.key in state.features else 0
    who = tuple(names[w] for w in scored.winners)
    return ("feature", (scored.kind, size, shields, scored.points, who)), tuple(sorted(scored.squares))


def winner_entry(names: list[str], res: Result) -> LogEntry:
    """The line that ends the game: who won, with how many points."""
    best = res.scores[res.winners[0]]
    return ("winner" if len(res.winners) == 1 else "winners", (best, ", ".join(names[w] for w in res.winners)))


def log_text(entry: LogEntry) -> str:
    """A log entry as a line in the language now installed."""
    key, args = entry
    if key.startswith("placed"):
        return _placed_text(key, args)
    if key == "no_follower":
        return texts.fill(Carcassonne.tr("%1 places no follower."), *args)
    if key == "no_follower_left":
        return texts.fill(Carcassonne.tr("%1 has no follower left to place."), *args)
    if key == "follower":
        return texts.follower_log(args[0], args[1])
    if key == "feature":
        return feature_text(*args)
    if key == "final":
        return Carcassonne.tr("Final scoring")
    if key in ("winner", "winners"):
        return texts.counted(key, args[0], args[1])
    if key == "removed":
        return Carcassonne.tr("A tile that fits nowhere was removed from the game.")
    return key


def joined_text(entries: list[LogEntry]) -> str:
    """Log entries as one line (the replay's caption): sentences one after another, a heading ("Final scoring")
    joined to the line after it with a colon, as "Final scoring: Anna's city of 3 tiles: 6 points."."""
    out: list[str] = []
    heading = False
    for entry in entries:
        text = log_text(entry)
        if heading and out:
            out[-1] = texts.fill(Carcassonne.tr("%1: %2"), out[-1], text)
        else:
            out.append(text)
        heading = entry[0] == "final"
    return " ".join(out)


def _placed_text(key: str, args: tuple[Any, ...]) -> str:
    table = {
        "placed": Carcassonne.tr("%1 places a tile."),
        "placed_city": Carcassonne.tr("%1 places a tile, extending a city."),
        "placed_city_of": Carcassonne.tr("%1 places a tile, extending a city held by %2."),
        "placed_road": Carcassonne.tr("%1 places a tile, extending a road."),
        "placed_road_of": Carcassonne.tr("%1 places a tile, extending a road held by %2."),
        "placed_monastery": Carcassonne.tr("%1 places a tile beside a monastery."),
        "placed_monastery_of": Carcassonne.tr("%1 places a tile beside a monastery held by %2."),
        "placed_city_own": Carcassonne.tr("%1 places a tile, extending their own city."),
        "placed_road_own": Carcassonne.tr("%1 places a tile, extending their own road."),
        "placed_monastery_own": Carcassonne.tr("%1 places a tile beside their own monastery."),
    }
    return texts.fill(table.get(key, table["placed"]), *args)


class CarcassonneLog(QObject):
    """The log's texts with a count (%n) in the plural form each language needs (pyside6-lupdate marks plural
    forms only in `self.tr` calls)."""

    def text(self, key: str, n: int) -> str:
        """The text `key` for the count `n`, translated."""
        table = {
            "points": lambda: self.tr("%n point(s)", None, n),
            "shields": lambda: self.tr("with %n shield(s)", None, n),
            "road_of": lambda: self.tr("%1's road of %n tile(s): %2.", None, n),
            "road_shared": lambda: self.tr("A road of %n tile(s), shared by %1: %2 each.", None, n),
            "city_of": lambda: self.tr("%1's city of %n tile(s): %2.", None, n),
            "city_shared": lambda: self.tr("A city of %n tile(s), shared by %1: %2 each.", None, n),
            "city_shields_of": lambda: self.tr("%1's city of %n tile(s) %3: %2.", None, n),
            "city_shields_shared": lambda: self.tr("A city of %n tile(s) %3, shared by %1: %2 each.", None, n),
            "monastery_of": lambda: self.tr("%1's monastery: %n point(s).", None, n),
            "farm_of": lambda: self.tr("%1's farm supplying %n completed city(-ies): %2.", None, n),
            "farm_shared": lambda: self.tr("A farm supplying %n completed city(-ies), shared by %1: %2 each.", None, n),
        }
        return table[key]()


_LOG: list[CarcassonneLog] = []


def _counted(key: str, n: int, *args: object) -> str:
    if not _LOG:
        _LOG.append(CarcassonneLog())
    return texts.fill(_LOG[0].text(key, n), *args)


def feature_text(kind: str, size: int, shields: int, points: int, who: tuple[str, ...]) -> str:
    """ "Bruno's road of 4 tiles: 4 points.", "A farm supplying 2 completed cities, shared by Anna, Bruno: 6
    points each." and the like."""
    names = ", ".join(who)
    if kind == "monastery":
        return _counted("monastery_of", points, names)
    worth = _counted("points", points)
    key = kind + ("_shields" if shields else "") + ("_of" if len(who) == 1 else "_shared")
    return _counted(key, size, names, worth, _counted("shields", shields) if shields else "")
