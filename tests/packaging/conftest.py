"""What the packaging tests share: running a command as a player's machine would (no screen or translation folder
of the test session), and the Linux release built once for the whole session (about two minutes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from thurntaxis import __version__

from .test_selftest import _compiled

ROOT = Path(__file__).resolve().parents[2]


def run(
    cmd: list[str], timeout: float = 120, extra_env: dict[str, str] | None = None, **kwargs: object
) -> subprocess.CompletedProcess[str]:
    # The frozen game must find what its bundle holds, not a screen or a translation folder of the test session.
    inherited_only_by_the_test = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "THURNTAXIS_QM_DIR")
    env = {k: v for k, v in os.environ.items() if k not in inherited_only_by_the_test}
    env.update(extra_env or {})
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, **kwargs)  # type: ignore[call-overload]


@pytest.fixture(scope="session")
def all_translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every game translation of this tree, compiled afresh once for the session (so the checks do not rely on
    `make setup`); the tests read them or copy them, never change them."""
    return _compiled(sorted((ROOT / "i18n").glob("thurntaxis_*.ts")), tmp_path_factory.mktemp("qm"))


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory, all_translations: Path) -> Path:
    """A fresh bundle and Linux packages, built in a temporary folder from this source tree, with its translations
    compiled here (so the check does not depend on `make setup` having run)."""
    base = tmp_path_factory.mktemp("release")
    out = base / "dist"
    qm_dir = all_translations
    build = run(
        [
            "nice",
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(out),
            "--workpath",
            str(base / "build"),
            str(ROOT / "packaging" / "thurntaxis.spec"),
        ],
        timeout=600,
        cwd=ROOT,
        extra_env={"THURNTAXIS_QM_DIR": str(qm_dir)},
    )
    assert build.returncode == 0, build.stdout + build.stderr
    packages = run(
        ["nice", str(ROOT / "packaging" / "linux" / "build_packages.sh"), __version__, str(out)], timeout=600, cwd=ROOT
    )
    assert packages.returncode == 0, packages.stdout + packages.stderr
    return out


def deb_of(dist: Path) -> Path:
    """The .deb the build made for this machine's architecture."""
    arch = run(["dpkg", "--print-architecture"]).stdout.strip()
    return dist / f"thurntaxis_{__version__}_{arch}.deb"


@pytest.fixture(scope="session")
def deb_root(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb unpacked into a temporary root by dpkg-deb, once for the session: the tests read it, and start the
    game from it (which writes nothing there: the .deb's md5sums still match every file of the root afterwards)."""
    root = tmp_path_factory.mktemp("deb-root")
    unpacked = run(["dpkg-deb", "-x", str(deb_of(dist)), str(root)])
    assert unpacked.returncode == 0, unpacked.stderr
    return root
