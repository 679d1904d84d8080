"""The Linux release, built as `make dist` builds it: the frozen game passes its self-test and fails it when a
translation, a help page or another package-data file is missing; the bundle keeps only the Qt and the Python it
needs; the .tar.xz and the .deb are at most 32 MB, carry the licences, and (unpacked into a temporary root) start the
game through their own launchers; the .deb's metadata is derived from the binaries and lintian finds no error a
self-contained /opt bundle can avoid.

The build takes about two minutes on the project machine; it runs once for the whole module.
"""

from __future__ import annotations

import os
import re
import shutil
import tarfile
from pathlib import Path

import pytest

from thurntaxis import APP_ID, __version__

from .conftest import deb_of
from .conftest import run as _run

ROOT = Path(__file__).resolve().parents[2]
SIZE_LIMIT = 32_000_000  # bytes, for the .tar.xz and for the .deb (31.4 MB once QtNetwork came, for network play)
QT_LANGUAGES = {"en", "pl", "cs", "ru", "de"}
# lintian's errors that a self-contained bundle in /opt cannot avoid: Debian's policy wants /usr; Qt's libraries find
# each other by $ORIGIN search paths; Python's own extension modules embed expat and two link no libc.
UNAVOIDABLE = {
    "dir-or-file-in-opt",
    "custom-library-search-path",
    "embedded-library",
    "library-not-linked-against-libc",
}


def _self_test_passes(launcher: Path) -> str:
    result = _run([str(launcher), "--self-test"])
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 0, result.stdout + result.stderr
    assert lines and lines[-1].startswith("self-test PASSED"), result.stdout
    return result.stdout


def test_the_frozen_command_line_plays_every_registered_game(dist: Path) -> None:
    from thurntaxis.games import GAMES

    for game in GAMES:  # the registry imports a game's module by name: the bundle must hold it
        done = _run(
            [
                str(dist / "thurntaxis" / "thurntaxis"),
                "selfplay",
                "--game",
                game,
                "--games",
                "1",
                "--players",
                str(GAMES[game].min_players),
            ]
        )
        assert done.returncode == 0 and done.stdout.strip(), done.stdout + done.stderr


def test_frozen_game_passes_its_self_test(dist: Path) -> None:
    report = _self_test_passes(dist / "thurntaxis" / "thurntaxis")
    assert "(frozen, " in report
    assert "ok   package data complete: " in report and "files listed in MANIFEST.txt" in report
    assert (
        "ok   game translations loaded: thurntaxis_cs, thurntaxis_de, thurntaxis_en, thurntaxis_pl, "
        "thurntaxis_ru (looked in " in report
    )
    assert "Qt translations loaded: qtbase_pl, qtbase_cs, qtbase_ru, qtbase_de" in report
    assert "ok   How to play opened in en, pl, cs, ru, de" in report
    assert "ok   main window built in thurntaxis_ru (4 menus)" in report
    assert "main window shown and painted" in report
    assert "computer-only 2-player game" in report


@pytest.mark.parametrize(
    ("missing", "listed", "failure"),
    [
        ("help/howto_cs.html", True, "at 'package data': SelfTestError: 1 package-data files missing or empty in "),
        ("i18n/thurntaxis_de.qm", True, "at 'package data': SelfTestError: 1 package-data files missing or empty in "),
        ("board.json", True, "at 'package data': SelfTestError: 1 package-data files missing or empty in "),
        (
            "help/howto_ru.html",
            False,
            "at 'How to play': SelfTestError: How to play of Thurn and Taxis has no page for ru",
        ),
        ("i18n/thurntaxis_pl.qm", False, "at 'translations': SelfTestError: no game translation for pl"),
    ],
)
def test_frozen_self_test_fails_when_a_file_is_missing(
    dist: Path, tmp_path: Path, missing: str, listed: bool, failure: str
) -> None:
    # (`listed` False: the file and its line in the manifest are gone, as if the build had never known of it.)
    resources = dist / "thurntaxis" / "_internal" / "resources"
    manifest = resources / "MANIFEST.txt"
    listing = manifest.read_text(encoding="utf-8")
    assert f"{missing}\n" in listing
    shutil.move(resources / missing, tmp_path / "kept")
    try:
        if not listed:
            manifest.write_text(listing.replace(f"{missing}\n", ""), encoding="utf-8")
        result = _run([str(dist / "thurntaxis" / "thurntaxis"), "--self-test"])
    finally:
        shutil.move(tmp_path / "kept", resources / missing)
        manifest.write_text(listing, encoding="utf-8")
    assert result.returncode == 1
    assert result.stdout.strip().splitlines()[-1].startswith(f"self-test FAILED {failure}"), result.stdout


def test_bundle_keeps_only_the_qt_the_game_uses(dist: Path) -> None:
    qt = dist / "thurntaxis" / "_internal" / "PySide6"
    modules = {p.name.split(".")[0] for p in qt.glob("Qt*.so")}
    assert modules == {"QtCore", "QtGui", "QtWidgets", "QtNetwork"}  # QtNetwork: the window's network play
    libs = {p.name for p in (qt / "Qt" / "lib").iterdir()}
    for unused in ("Qml", "Quick", "OpenGL", "Pdf", "Sql", "Test"):
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
    names = {p.name for p in internal.rglob("*")}
    for unused in ("libcrypto.so.3", "libssl.so.3", "libdbus-1.so.3", "libsystemd.so.0", "libgcrypt.so.20"):
        assert unused not in names, unused
    for unused in ("_ssl", "_hashlib", "_lzma", "_codecs_jp", "_codecs_cn", "_multibytecodec"):
        assert not any(n.startswith(f"{unused}.cpython") for n in names), unused
    icu = qt / "Qt" / "lib" / "libicudata.so.73"
    assert icu.stat().st_size < 8_000_000, "ICU's data not trimmed to the game's languages"
    assert not [p for p in internal.iterdir() if p.is_symlink() and not p.exists()], "dangling links"


def test_tarball_is_small_carries_the_licences_and_starts(dist: Path, tmp_path: Path) -> None:
    tarball = dist / f"thurntaxis-{__version__}-linux-{os.uname().machine}.tar.xz"
    assert tarball.stat().st_size <= SIZE_LIMIT, f"{tarball.stat().st_size / 1e6:.1f} MB"
    with tarfile.open(tarball) as tar:
        # Extraction filters came with Python 3.11.4 (Debian 12 has 3.11.2); the archive is our own.
        safe = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}
        tar.extractall(tmp_path, **safe)  # type: ignore[arg-type]
        names = tar.getnames()  # (after the extraction, which read them all: the .xz is decompressed once)
    top = f"thurntaxis-{__version__}"
    for name in (
        "thurntaxis",
        f"{APP_ID}.desktop",
        "thurntaxis.png",
        "LICENSE",
        "THIRD-PARTY-NOTICES.md",
        "licenses/LGPL-3.0.txt",
        "licenses/GPL-3.0.txt",
        "licenses/Python-LICENSE.txt",
        "licenses/ICU-LICENSE.txt",
        "licenses/networkx-LICENSE.txt",
        "licenses/pydantic-LICENSE",
    ):
        assert f"{top}/{name}" in names, name
    _self_test_passes(tmp_path / top / "thurntaxis")


def test_deb_installs_into_a_root_and_its_launcher_starts(dist: Path, deb_root: Path) -> None:
    deb = deb_of(dist)
    assert deb.stat().st_size <= SIZE_LIMIT, f"{deb.stat().st_size / 1e6:.1f} MB"
    arch = _run(["dpkg", "--print-architecture"]).stdout.strip()
    fields = _run(["dpkg-deb", "--field", str(deb), "Package", "Version", "Architecture", "Section"]).stdout
    assert fields.split("\n")[:4] == [
        "Package: thurntaxis",
        f"Version: {__version__}",
        f"Architecture: {arch}",
        "Section: games",
    ]
    root = deb_root
    desktop = (root / f"usr/share/applications/{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=thurntaxis\n" in desktop and f"Icon={APP_ID}\n" in desktop and "Type=Application\n" in desktop
    assert (root / f"usr/share/metainfo/{APP_ID}.metainfo.xml").is_file()
    assert (root / f"usr/share/icons/hicolor/256x256/apps/{APP_ID}.png").is_file()
    assert (root / f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    assert (root / "opt/thurntaxis/thurntaxis").is_file()
    # The system's libraries come from Debian, not from the bundle.
    assert not list((root / "opt/thurntaxis/_internal").glob("libX11.so*"))
    report = _self_test_passes(root / "usr" / "games" / "thurntaxis")
    assert f"board data loaded from {root / 'opt/thurntaxis/_internal/resources'}" in report


def test_deb_metadata_is_derived_and_complete(dist: Path, deb_root: Path, tmp_path: Path) -> None:
    deb = deb_of(dist)
    control = _run(["dpkg-deb", "--field", str(deb), "Depends"]).stdout
    assert control.count("\n") == 1, "Depends is one line"
    depends = dict(re.findall(r"([a-z0-9.+-]+)(?: \(([^)]*)\))?(?:, |$)", control.strip()))
    glibc = re.fullmatch(r">= 2\.(\d+)", depends["libc6"])
    assert glibc is not None and int(glibc.group(1)) >= 34, depends["libc6"]
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0", "libfontconfig1", "libx11-6"):
        assert package in depends, package
    _run(["dpkg-deb", "-e", str(deb), str(tmp_path / "DEBIAN")])
    check = _run(["md5sum", "--check", "--quiet", str(tmp_path / "DEBIAN" / "md5sums")], cwd=deb_root)
    assert check.returncode == 0, check.stdout + check.stderr
    listed = len((tmp_path / "DEBIAN" / "md5sums").read_text().splitlines())
    assert listed == sum(1 for p in deb_root.rglob("*") if p.is_file() and not p.is_symlink())
    doc = deb_root / "usr/share/doc/thurntaxis"
    copyright_ = (doc / "copyright").read_text(encoding="utf-8")
    for licence in (
        "License: Expat",
        "License: LGPL-3",
        "License: PSF-2.0",
        "License: BSD-3-clause",
        "License: bitstream-vera",
    ):
        assert licence in copyright_, licence
    assert (doc / "changelog.gz").is_file()


@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed (Debian: apt install lintian)")
def test_lintian_finds_no_avoidable_error(dist: Path) -> None:
    result = _run(["lintian", "--no-tag-display-limit", str(deb_of(dist))], timeout=600)
    errors = [line for line in result.stdout.splitlines() if line.startswith("E: ")]
    assert {line.split()[2] for line in errors} <= UNAVOIDABLE, result.stdout
    search_paths = [line for line in errors if "custom-library-search-path" in line]
    assert all("$ORIGIN" in line for line in search_paths), "a build-machine path: " + "\n".join(search_paths)
