"""What Carcassonne's rules take from the program's shared modules (`thurntaxis.errors`, `thurntaxis.records`):
the error base classes and the generic record helpers (JSON decoding with its safety limits, name cleaning, file
reading, atomic writes), in one place."""

from thurntaxis.errors import GameError, IllegalMoveError, NotationError, RecordError, shown
from thurntaxis.records import (
    MAX_FILE_BYTES,
    MAX_NAME_LENGTH,
    SEED_MAX,
    SEED_MIN,
    Version,
    WholeNumber,
    check_names,
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
    "GameError",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "Version",
    "WholeNumber",
    "check_names",
    "clean_name",
    "decode_json",
    "read_text",
    "shown",
    "write_atomically",
]
