"""The seat tokens of network games joined from this machine, kept in the data folder (`network-seats.json`) by the
host's address and the join code, so that joining again after the program was closed takes the same seat back.
A file that cannot be read is an empty one; one that cannot be written changes nothing but that."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from thurntaxis.shell.settings import home_dir

FILE_NAME = "network-seats.json"
KEEP = 20  # the tokens kept (the latest games joined)


def _path() -> Path:
    return home_dir() / FILE_NAME


def _key(host: str, port: int, code: str) -> str:
    return f"{host}:{port} {code}"


def _read() -> dict[str, str]:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def _write(tokens: dict[str, str]) -> None:
    with contextlib.suppress(OSError):
        _path().write_text(json.dumps(dict(list(tokens.items())[-KEEP:]), indent=1), encoding="utf-8")


def recall(host: str, port: int, code: str) -> str | None:
    """The token of the seat taken at that host with that code, if this machine took one."""
    return _read().get(_key(host, port, code))


def remember(host: str, port: int, code: str, token: str) -> None:
    """Keep the token of the seat just taken (the latest last)."""
    tokens = _read()
    tokens.pop(_key(host, port, code), None)
    tokens[_key(host, port, code)] = token
    _write(tokens)


def forget(host: str, port: int, code: str) -> None:
    """Drop a token the host no longer knows."""
    tokens = _read()
    if tokens.pop(_key(host, port, code), None) is not None:
        _write(tokens)
