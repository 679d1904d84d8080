"""The system packages a player's machine needs, checked against the binaries themselves: every shared library that
the frozen game (the .tar.xz's bundle and the .deb's /opt tree, which leaves out more) links and does not ship is
provided by a package of the one list (packaging/linux/debian-packages.txt, section "run"), and so is every package
the .deb depends on; the game starts natively on Wayland (a headless weston), from the bundle and from source."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from thurntaxis import __version__

from .conftest import run

ROOT = Path(__file__).resolve().parents[2]


def _checker() -> ModuleType:
    path = ROOT / "packaging" / "linux" / "system_libraries.py"
    spec = importlib.util.spec_from_file_location("system_libraries", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


libs = _checker()
RUN = set(libs.read_package_list()["run"])


@pytest.fixture(scope="module")
def deb_tree(deb_root: Path) -> Path:
    """The .deb unpacked: the bundle less the libraries Debian provides."""
    return deb_root / "opt" / "thurntaxis"


def test_every_library_the_bundle_takes_from_the_system_is_in_the_list(dist: Path, deb_tree: Path) -> None:
    table = libs.read_sonames()
    for bundle in (dist / "thurntaxis", deb_tree):
        wanted = libs.from_the_system(bundle)
        assert "libc.so.6" in wanted and "libxcb.so.1" in wanted  # the check reads the binaries at all
        assert libs.problems(bundle, RUN, table) == []


def test_the_check_names_a_package_the_list_forgot(dist: Path) -> None:
    problems = libs.problems(dist / "thurntaxis", RUN - {"libwayland-cursor0"}, libs.read_sonames())
    assert problems == ["libwayland-cursor0 (libwayland-cursor.so.0) is missing from debian-packages.txt [run]"]


def test_the_deb_depends_only_on_listed_packages(dist: Path) -> None:
    arch = run(["dpkg", "--print-architecture"]).stdout.strip()
    depends = run(["dpkg-deb", "-f", str(dist / f"thurntaxis_{__version__}_{arch}.deb"), "Depends"]).stdout
    packages = {alternative.split()[0] for entry in depends.split(",") for alternative in entry.split("|")}
    assert {"libc6", "libxcb1", "libwayland-client0"} <= packages, depends
    assert packages <= RUN, sorted(packages - RUN)


@pytest.fixture(scope="module")
def wayland() -> Iterator[dict[str, str]]:
    """A headless Wayland compositor for the tests of this module: the environment that reaches it."""
    weston = shutil.which("weston")
    assert weston is not None, "weston is missing: make setup installs it as root (debian-packages.txt [check])"
    runtime = tempfile.mkdtemp(prefix="thurntaxis-wayland-")
    os.chmod(runtime, 0o700)
    socket = "thurntaxis-test"
    env = {**os.environ, "XDG_RUNTIME_DIR": runtime}
    compositor = subprocess.Popen(
        [weston, "--backend=headless-backend.so", f"--socket={socket}", "--idle-time=0"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while not (Path(runtime) / socket).exists():
            assert compositor.poll() is None and time.monotonic() < deadline, "weston did not start"
            time.sleep(0.1)
        yield {"XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": socket, "QT_QPA_PLATFORM": "wayland"}
    finally:
        compositor.terminate()
        compositor.wait(timeout=10)
        shutil.rmtree(runtime, ignore_errors=True)


def _screenshot_on_wayland(command: list[str], env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    # QT_QPA_PLATFORM=wayland alone, with no fallback: Qt aborts when it cannot reach the compositor.
    return run(
        [*command, "--screenshot", str(tmp_path / "shot.png"), "--size", "1024x700"],
        extra_env={**env, "THURNTAXIS_HOME": str(tmp_path / "home")},
        timeout=120,
    )


def test_the_frozen_game_starts_on_wayland(dist: Path, wayland: dict[str, str], tmp_path: Path) -> None:
    done = _screenshot_on_wayland([str(dist / "thurntaxis" / "thurntaxis")], wayland, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 10_000


def test_the_game_from_source_starts_on_wayland_and_fails_without_it(wayland: dict[str, str], tmp_path: Path) -> None:
    done = _screenshot_on_wayland([sys.executable, "-m", "thurntaxis"], wayland, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 10_000
    gone = _screenshot_on_wayland(
        [sys.executable, "-m", "thurntaxis"], {**wayland, "WAYLAND_DISPLAY": "nowhere"}, tmp_path
    )
    assert gone.returncode != 0  # so the run above was on Wayland indeed
