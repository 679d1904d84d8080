"""The package data every build must ship, and the manifest that lets a built copy check it has all of it.

pyproject.toml's `[tool.setuptools.package-data]` names the resource files by pattern. A build (the PyInstaller
spec, setup.py's build step) writes the list of files those patterns match, plus one compiled translation per
`i18n/*.ts`, into `resources/MANIFEST.txt`; `thurntaxis --self-test` then fails when a listed file is missing or
empty. The list is derived from the source tree at build time, so a new kind of resource (a font, an image) is
checked as soon as pyproject.toml names it. Only the standard library is used: the spec and setup.py import this.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

MANIFEST = "MANIFEST.txt"
PACKAGE = "thurntaxis.resources"
QM_PATTERN = "i18n/*.qm"  # compiled at build time from i18n/*.ts, not found in the source tree


def patterns(root: Path) -> list[str]:
    """The package-data patterns of the resources package, from the source tree's pyproject.toml."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    found: list[str] = config["tool"]["setuptools"]["package-data"][PACKAGE]
    return found


def declared_files(root: Path) -> list[str]:
    """Every resource file a build ships, relative to the resources folder, in a stable order: what the
    package-data patterns match under `root/resources`, and `i18n/thurntaxis_XX.qm` for each `i18n/*.ts`."""
    resources = root / "resources"
    files: set[str] = set()
    for pattern in patterns(root):
        if pattern == QM_PATTERN:
            files.update(f"i18n/{ts.stem}.qm" for ts in (root / "i18n").glob("thurntaxis_*.ts"))
        else:
            files.update(p.relative_to(resources).as_posix() for p in resources.glob(pattern) if p.is_file())
    return sorted(files)


def write_manifest(root: Path, target: Path) -> Path:
    """Write the manifest of the source tree at `root` into the folder `target`; returns its path."""
    target.mkdir(parents=True, exist_ok=True)
    path = target / MANIFEST
    path.write_text("".join(f"{name}\n" for name in declared_files(root)), encoding="utf-8")
    return path


def read_manifest(resources: Path) -> list[str] | None:
    """The file names a built copy's manifest lists, or None when the copy has no manifest (a source checkout)."""
    path = resources / MANIFEST
    if not path.is_file():
        return None
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def missing(resources: Path, names: list[str]) -> list[str]:
    """The names among `names` that are not a non-empty file under `resources`."""
    return [name for name in names if not (resources / name).is_file() or (resources / name).stat().st_size == 0]
