"""What Carcassonne borrows from the first game's rules package: the error base classes and the generic record
helpers (JSON decoding with its safety limits, name cleaning, file reading, atomic writes).

Every import from `thurntaxis.rules` is here, so that moving the first game elsewhere changes one line.
"""

from thurntaxis.rules.errors import IllegalMoveError, NotationError, RecordError, ThurnTaxisError, shown
from thurntaxis.rules.record import (
    MAX_FILE_BYTES,
    MAX_NAME_LENGTH,
    SEED_MAX,
    SEED_MIN,
    Version,
    WholeNumber,
    clean_name,
    decode_json,
    read_text,
    write_atomically,
)

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "SEED_MAX",
    "SEED_MIN",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "ThurnTaxisError",
    "Version",
    "WholeNumber",
    "clean_name",
    "decode_json",
    "read_text",
    "shown",
    "write_atomically",
]
