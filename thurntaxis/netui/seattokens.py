"""The seat tokens of network games joined from this machine, kept in the data folder (`network-seats.json`) by the
host's address and the join code, so that joining again after the program was closed takes the same seat back
(also of a hosted game resumed on another port).
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
    """The token of the seat taken at that host with that code, if this machine took one: on that port, else the
    latest on another (a hosted game resumed where its port was taken)."""
    tokens = _read()
    exact = tokens.get(_key(host, port, code))
    if exact is not None:
        return exact
    elsewhere = [token for key, token in tokens.items() if _elsewhere(key, host, code)]
    return elsewhere[-1] if elsewhere else None


def _elsewhere(key: str, host: str, code: str) -> bool:
    """Whether `key` is one of that host and code, on any port."""
    where, _, key_code = key.partition(" ")
    key_host, _, port = where.rpartition(":")
    return key_code == code and key_host == host and port.isdigit()


def remember(host: str, port: int, code: str, token: str) -> None:
    """Keep the token of the seat just taken (the latest last)."""
    tokens = _read()
    tokens.pop(_key(host, port, code), None)
    tokens[_key(host, port, code)] = token
    _write(tokens)


def forget(host: str, port: int, code: str, token: str | None = None) -> None:
    """Drop a token the host no longer knows (that host's, and `token` wherever it is kept)."""
    tokens = _read()
    kept = {key: value for key, value in tokens.items() if key != _key(host, port, code) and value != token}
    if kept != tokens:
        _write(kept)
