"""The Linux release, built as `make dist` builds it: the frozen game passes its self-test, keeps only the Qt it
needs, and the .tar.gz and the .deb (unpacked into a temporary root) start it through their own launchers.

The build takes about a minute on the project machine; it runs once for the whole module.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import PySide6
import pytest

from thurntaxis import __version__

from .test_selftest import TS

ROOT = Path(__file__).resolve().parents[2]
TAR_LIMIT = 60 * 1024 * 1024
QT_LANGUAGES = {"en", "pl", "cs", "ru", "de"}


def _run(cmd: list[str], timeout: float = 120, extra_env: dict[str, str] | None = None,
         **kwargs: object) -> subprocess.CompletedProcess[str]:
    # The frozen game must find what its bundle holds, not a screen or a translation folder of the test session.
    inherited_only_by_the_test = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "THURNTAXIS_QM_DIR")
    env = {k: v for k, v in os.environ.items() if k not in inherited_only_by_the_test}
    env.update(extra_env or {})
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, **kwargs)  # type: ignore[call-overload]


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh bundle and Linux packages, built in a temporary folder from this source tree, with one small game
    translation compiled here (so the check does not depend on which translations the tree has yet)."""
    base = tmp_path_factory.mktemp("release")
    out = base / "dist"
    qm_dir = base / "i18n"
    qm_dir.mkdir()
    (base / "thurntaxis_pl.ts").write_text(TS, encoding="utf-8")
    lrelease = Path(PySide6.__file__).parent / "lrelease"
    subprocess.run([str(lrelease), "-silent", str(base / "thurntaxis_pl.ts"), "-qm", str(qm_dir / "thurntaxis_pl.qm")],
                   check=True)
    build = _run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(out),
                  "--workpath", str(base / "build"), str(ROOT / "packaging" / "thurntaxis.spec")],
                 timeout=600, cwd=ROOT, extra_env={"THURNTAXIS_QM_DIR": str(qm_dir)})
    assert build.returncode == 0, build.stdout + build.stderr
    packages = _run([str(ROOT / "packaging" / "linux" / "build_packages.sh"), __version__, str(out)],
                    timeout=300, cwd=ROOT)
    assert packages.returncode == 0, packages.stdout + packages.stderr
    return out


def _self_test_passes(launcher: Path) -> str:
    result = _run([str(launcher), "--self-test"])
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 0, result.stdout + result.stderr
    assert lines and lines[-1].startswith("self-test PASSED"), result.stdout
    return result.stdout


def test_frozen_game_passes_its_self_test(dist: Path) -> None:
    report = _self_test_passes(dist / "thurntaxis" / "thurntaxis")
    assert "(frozen, " in report
    assert "main window shown and painted" in report
    assert "computer-only 2-player game" in report
    assert "Qt translations loaded: qtbase_pl, qtbase_cs, qtbase_ru, qtbase_de" in report
    assert "ok   game translations loaded: thurntaxis_pl (looked in " in report
    assert "ok   main window built in thurntaxis_pl (4 menus)" in report
    assert (dist / "thurntaxis" / "_internal" / "resources" / "i18n" / "thurntaxis_pl.qm").is_file()


def test_bundle_keeps_only_the_qt_the_game_uses(dist: Path) -> None:
    qt = dist / "thurntaxis" / "_internal" / "PySide6"
    modules = {p.name.split(".")[0] for p in qt.glob("Qt*.so")}
    assert modules == {"QtCore", "QtGui", "QtWidgets"}
    libs = {p.name for p in (qt / "Qt" / "lib").iterdir()}
    for unused in ("Network", "Qml", "Quick", "OpenGL", "Pdf", "Sql", "Test"):
        assert not any(name.startswith(f"libQt6{unused}") for name in libs), unused
    plugins = qt / "Qt" / "plugins"
    assert {p.name for p in (plugins / "platforms").iterdir()} == {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"}
    for unused in ("imageformats", "platformthemes", "tls", "networkinformation", "egldeviceintegrations"):
        assert not (plugins / unused).exists(), unused
    translations = {p.stem for p in (qt / "Qt" / "translations").iterdir()}
    assert translations == {f"qtbase_{lang}" for lang in QT_LANGUAGES}
    internal = dist / "thurntaxis" / "_internal"
    for dev_only in ("hypothesis", "mypy", "pytest", "_pytest", "PyInstaller"):
        assert not (internal / dev_only).exists(), dev_only
    assert not [p for p in internal.iterdir() if p.is_symlink() and not p.exists()], "dangling links"


def test_tarball_is_small_and_starts(dist: Path, tmp_path: Path) -> None:
    tarball = dist / f"thurntaxis-{__version__}-linux-{os.uname().machine}.tar.gz"
    assert tarball.stat().st_size <= TAR_LIMIT, f"{tarball.stat().st_size / 2**20:.1f} MB"
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
        tar.extractall(tmp_path, filter="tar")
    top = f"thurntaxis-{__version__}"
    assert {f"{top}/thurntaxis", f"{top}/thurntaxis.desktop", f"{top}/thurntaxis.png"} <= set(names)
    _self_test_passes(tmp_path / top / "thurntaxis")


def test_deb_installs_into_a_root_and_its_launcher_starts(dist: Path, tmp_path: Path) -> None:
    arch = _run(["dpkg", "--print-architecture"]).stdout.strip()
    deb = dist / f"thurntaxis_{__version__}_{arch}.deb"
    fields = _run(["dpkg-deb", "--field", str(deb), "Package", "Version", "Architecture", "Section"]).stdout
    assert fields.split("\n")[:4] == [
        "Package: thurntaxis", f"Version: {__version__}", f"Architecture: {arch}", "Section: games"]
    root = tmp_path / "root"
    unpacked = _run(["dpkg-deb", "-x", str(deb), str(root)])
    assert unpacked.returncode == 0, unpacked.stderr
    desktop = (root / "usr/share/applications/thurntaxis.desktop").read_text(encoding="utf-8")
    assert "Exec=thurntaxis\n" in desktop and "Icon=thurntaxis\n" in desktop and "Type=Application\n" in desktop
    assert (root / "usr/share/icons/hicolor/256x256/apps/thurntaxis.png").is_file()
    assert (root / "usr/share/icons/hicolor/scalable/apps/thurntaxis.svg").is_file()
    assert (root / "opt/thurntaxis/thurntaxis").is_file()
    report = _self_test_passes(root / "usr" / "bin" / "thurntaxis")
    assert f"board data loaded from {root / 'opt/thurntaxis/_internal/resources'}" in report
