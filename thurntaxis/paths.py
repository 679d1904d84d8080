"""Where the program finds its data files, from a source tree, an installed package or a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The folder holding `board.json` and the other resources."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "resources"
    installed = Path(__file__).resolve().parent / "resources"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent / "resources"


def resource(name: str) -> Path:
    """The path of one resource file."""
    return resources_dir() / name
