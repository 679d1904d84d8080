"""Fixtures for the translation tests: the .ts files, compiled once per session into a temporary folder that the
game is pointed at with $THURNTAXIS_QM_DIR (so the tests never depend on a stale build/)."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("pl", "cs", "ru", "de")
TS = {lang: ROOT / "i18n" / f"thurntaxis_{lang}.ts" for lang in LANGS}
ENGLISH = ROOT / "i18n" / "thurntaxis_en.ts"  # plural forms only
BIN = Path(sys.executable).parent


def tool(name: str) -> str:
    """A PySide6 tool next to the interpreter (the venv's bin), else on PATH."""
    path = BIN / name
    return str(path) if path.exists() else name


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """(context name, <message> element) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.findall("context") for m in ctx.findall("message")]


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("qm")
    for lang, ts in {**TS, "en": ENGLISH}.items():
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(folder / f"thurntaxis_{lang}.qm")], check=True
        )
    old = os.environ.get("THURNTAXIS_QM_DIR")
    os.environ["THURNTAXIS_QM_DIR"] = str(folder)
    yield folder
    if old is None:
        os.environ.pop("THURNTAXIS_QM_DIR", None)
    else:
        os.environ["THURNTAXIS_QM_DIR"] = old


@pytest.fixture
def english(qm_dir: Path) -> Iterator[None]:
    """Whatever a test installs, English is back afterwards."""
    from thurntaxis.shell import i18n

    yield
    i18n.install("en")


from tests.ui.conftest import home, window  # noqa: E402, F401  (the desktop game's fixtures)
