"""Why a file is not a saved game this program can continue, in the player's language (context "Files").

The rules and `thurntaxis.shell.savegame` raise `RecordError`s with a code and parameters; the English message stays for
the command line, and this module turns the code into the sentence the load-error dialog shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thurntaxis.errors import RecordError
from thurntaxis.games import QT_TRANSLATE_NOOP

_NOTATION = {"not_text", "empty", "not_ascii", "unknown_city", "unknown_land", "unknown_move"}

# Codes whose sentence needs no parameter, or only the ones named (filling %1, %2 in order).
_FILE: dict[str, tuple[str, tuple[str, ...]]] = {
    "record_unreadable": (QT_TRANSLATE_NOOP("Files", "The file cannot be read (%1)."), ("reason",)),
    "record_not_file": (QT_TRANSLATE_NOOP("Files", "It is not a file."), ()),
    "record_too_large": (
        QT_TRANSLATE_NOOP("Files", "The file is larger than any saved game (%1 KiB)."),
        ("limit_kib",),
    ),
    "record_not_text": (QT_TRANSLATE_NOOP("Files", "The file is not text in UTF-8."), ()),
    "record_json": (
        QT_TRANSLATE_NOOP("Files", "The file is damaged: it is not valid JSON (line %1, column %2)."),
        ("line", "column"),
    ),
    "record_too_deep": (QT_TRANSLATE_NOOP("Files", "The file is damaged: its data is nested too deeply."), ()),
    "record_number": (QT_TRANSLATE_NOOP("Files", "The file is damaged: a number in it has too many digits."), ()),
}

# Problems of one field (code "record_field", parameter "problem"), with the parameters that fill %1, %2.
_FIELD: dict[str, tuple[str, tuple[str, ...]]] = {
    "missing": (QT_TRANSLATE_NOOP("Files", "The entry “%1” is missing."), ("field",)),
    "unknown": (QT_TRANSLATE_NOOP("Files", "The entry “%1” does not belong in a saved game."), ("field",)),
    "invalid": (QT_TRANSLATE_NOOP("Files", "The entry “%1” has a value this program cannot use."), ("field",)),
    "name_empty": (QT_TRANSLATE_NOOP("Files", "The name of player %1 is empty."), ("player",)),
    "name_too_long": (
        QT_TRANSLATE_NOOP("Files", "The name of player %1 is longer than %2 characters."),
        ("player", "limit"),
    ),
    "name_characters": (
        QT_TRANSLATE_NOOP("Files", "The name of player %1 contains a line break or another control character."),
        ("player",),
    ),
    "too_many_moves": (
        QT_TRANSLATE_NOOP("Files", "The game has more than %1 moves, more than any game this program plays."),
        ("limit",),
    ),
    "deck": (QT_TRANSLATE_NOOP("Files", "The deck in the file is not the game's 66 city cards."), ()),
    "start_player": (QT_TRANSLATE_NOOP("Files", "The starting player is not one of the players."), ()),
    "seats_players": (QT_TRANSLATE_NOOP("Files", "The seats do not match the players."), ()),
    "colours": (QT_TRANSLATE_NOOP("Files", "Two players have the same colour."), ()),
}


def _fill(template: str, values: list[object]) -> str:
    text = QCoreApplication.translate("Files", template)
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def record_problem(error: RecordError) -> str:
    """The reason a file is not a saved game this program can continue, translated."""
    params = dict(error.params)
    if "seat" in params:
        params["player"] = int(params["seat"]) + 1
    if error.code == "record_move":
        if params.get("reason") in _NOTATION:
            template = QT_TRANSLATE_NOOP("Files", "Move %1 (%2) is not written in the game's notation.")
        else:
            template = QT_TRANSLATE_NOOP("Files", "Move %1 (%2) is not allowed in its position.")
        return _fill(template, [params.get("move_number", "?"), params.get("move", "?")])
    if error.code in _FILE:
        template, keys = _FILE[error.code]
        return _fill(template, [params.get(key, "?") for key in keys])
    if error.code == "record_field":
        template, keys = _FIELD.get(str(params.get("problem")), _FIELD["invalid"])
        return _fill(template, [params.get(key, "?") for key in keys])
    return QCoreApplication.translate("Files", "It is not a saved game.")
