"""The program as a citizen of its platform: the message when Qt's X11 plugin cannot load, --version, one
application id everywhere, the shipped icon as the window icon."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from thurntaxis import APP_ID, __version__, cli
from thurntaxis.shell import platformcheck

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("cc") is None or not sys.platform.startswith("linux"), reason="needs a C compiler")
def test_a_plugin_whose_library_is_missing_names_the_package_to_install(tmp_path: Path) -> None:
    # A stand-in for libqxcb.so linked against a library that is then removed, as libxcb-cursor.so.0 is missing on a
    # fresh Debian (a name no system has, so the system's own copy cannot stand in).
    (tmp_path / "empty.c").write_text("int thurntaxis_stand_in;\n", encoding="utf-8")
    subprocess.run(
        [
            "cc",
            "-shared",
            "-o",
            str(tmp_path / "libxcb-nowhere.so.0"),
            "-Wl,-soname,libxcb-nowhere.so.0",
            str(tmp_path / "empty.c"),
        ],
        check=True,
    )
    subprocess.run(
        [
            "cc",
            "-shared",
            "-o",
            str(tmp_path / "libqxcb.so"),
            str(tmp_path / "empty.c"),
            "-Wl,--no-as-needed,-rpath,$ORIGIN",
            str(tmp_path / "libxcb-nowhere.so.0"),
        ],
        check=True,
    )
    probe = (
        "import pathlib; from thurntaxis.shell import platformcheck; "
        f"print(platformcheck.problem(pathlib.Path('{tmp_path}/libqxcb.so')))"
    )
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout == "None\n"
    (tmp_path / "libxcb-nowhere.so.0").unlink()
    message = platformcheck.problem(tmp_path / "libqxcb.so")
    assert message is not None
    assert "system library libxcb-nowhere.so.0 is missing" in message
    assert "sudo apt install libxcb-nowhere0\n" in message


def test_debian_package_names() -> None:
    assert platformcheck.debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert platformcheck.debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert platformcheck.debian_package("libEGL.so.1") == "libegl1"


def test_the_x11_check_runs_only_where_qt_would_use_x11(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    assert platformcheck.uses_x11()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not platformcheck.uses_x11()
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert platformcheck.uses_x11()


def test_the_game_refuses_to_start_with_the_message_instead_of_qts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(platformcheck, "check", lambda: "thurntaxis: the window cannot open because ...")
    assert cli.main([]) == cli.EXIT_NO_WINDOW
    assert capsys.readouterr().err == "thurntaxis: the window cannot open because ...\n"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"thurntaxis {__version__}\n"


def test_one_application_id_everywhere(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    from thurntaxis.shell import app

    assert re.fullmatch(r"[a-z]+(\.[a-z0-9]+)+\.[A-Za-z]+", APP_ID)
    app._application()
    assert QGuiApplication.desktopFileName() == APP_ID
    assert QGuiApplication.organizationDomain() == APP_ID.rsplit(".", 1)[0]
    linux = ROOT / "packaging" / "linux"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(linux / f"{APP_ID}.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == APP_ID
    meta = ET.parse(linux / f"{APP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == f"{APP_ID}.desktop"
    assert "BUNDLE_ID = APP_ID" in (ROOT / "packaging" / "thurntaxis.spec").read_text(encoding="utf-8")
    inno = (ROOT / "packaging" / "windows" / "thurntaxis.iss").read_text(encoding="utf-8-sig")
    assert f'#define AppId "{APP_ID}"' in inno and 'AppUserModelID: "{#AppId}"' in inno
    flatpak = (ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml").read_text(encoding="utf-8")
    assert f"id: {APP_ID}\n" in flatpak


def test_the_window_icon_is_the_shipped_icon(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from thurntaxis.shell import app

    icon = app._icon()
    assert sorted(s.width() for s in icon.availableSizes()) == [16, 32, 48, 64, 128, 256]
    shipped = QImage(str(ROOT / "packaging" / "icon" / "thurntaxis.png")).convertToFormat(QImage.Format.Format_ARGB32)
    shown = icon.pixmap(256, 256).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert shown.size() == shipped.size()
    # A pixmap may hold premultiplied alpha, so a half-transparent pixel can come back one step off in a channel.
    worst = max(
        abs(((shown.pixel(x, y) >> shift) & 0xFF) - ((shipped.pixel(x, y) >> shift) & 0xFF))
        for x in range(256)
        for y in range(256)
        for shift in (0, 8, 16, 24)
    )
    assert worst <= 1


_HOLD_LOCK = """
import sys, time
from pathlib import Path
from thurntaxis.shell import instance
lock = instance.claim(Path(sys.argv[1]))
print("held" if lock is not None else "refused", flush=True)
time.sleep(60)
"""


def _other_copy(folder: Path) -> subprocess.Popen[str]:
    """Another process that holds the data folder's lock, as a running copy of the game does."""
    other = subprocess.Popen([sys.executable, "-c", _HOLD_LOCK, str(folder)], stdout=subprocess.PIPE, text=True)
    assert other.stdout is not None and other.stdout.readline() == "held\n"
    return other


def test_one_copy_per_data_folder_and_a_crashed_copys_lock_is_taken_over(tmp_path: Path) -> None:
    from thurntaxis.shell import instance

    other = _other_copy(tmp_path)
    try:
        assert instance.claim(tmp_path) is None
        assert instance.claim(tmp_path / "another-folder") is not None
    finally:
        other.kill()  # as a crash would: the lock file stays behind
        other.wait()
    assert (tmp_path / instance.LOCK_NAME).exists()
    assert instance.claim(tmp_path) is not None


def test_a_second_start_says_the_game_is_open_and_opens_no_window(
    qapp,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from thurntaxis.shell import app

    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, _text: shown.append(title))
    other = _other_copy(tmp_path)
    try:
        windows_before = len(QApplication.topLevelWidgets())
        assert app.run(lang="en") == 0
    finally:
        other.kill()
        other.wait()
    assert shown == ["Thurn and Taxis is already open"]
    assert len(QApplication.topLevelWidgets()) == windows_before
    assert not (tmp_path / "autosave.json").exists()


def test_the_log_is_rotated_when_it_grows(tmp_path: Path) -> None:
    from thurntaxis.shell import logfile

    path = tmp_path / logfile.NAME
    path.write_text("old run\n")
    logfile.rotate(path, max_bytes=100)
    assert path.exists()  # small: kept as it is
    for run in range(5):
        path.write_text(f"run {run}\n" * 50)
        logfile.rotate(path, max_bytes=100, kept=3)
    assert not path.exists()
    assert [path.with_name(f"{logfile.NAME}.{n}").read_text().split("\n")[0] for n in (1, 2, 3)] == [
        "run 4",
        "run 3",
        "run 2",
    ]
    assert not path.with_name(f"{logfile.NAME}.4").exists()


def test_a_crash_inside_the_program_leaves_its_stack_in_the_log(tmp_path: Path) -> None:
    crash = "from thurntaxis.shell import logfile; logfile.start(); import faulthandler; faulthandler._sigsegv()"
    result = subprocess.run(
        [sys.executable, "-c", crash],
        capture_output=True,
        text=True,
        timeout=60,
        env={**__import__("os").environ, "THURNTAXIS_HOME": str(tmp_path)},
    )
    assert result.returncode != 0
    log = (tmp_path / "thurntaxis.log").read_text(encoding="utf-8")
    assert f"INFO Thurn and Taxis {__version__} started" in log
    assert "Fatal Python error: Segmentation fault" in log


def test_an_unexpected_error_goes_to_the_log_and_the_player_is_told_where(
    qapp,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from thurntaxis.shell import app, logfile

    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    window = QWidget()
    saved: list[bool] = []
    window.autosave = lambda: saved.append(True)  # type: ignore[attr-defined]
    path = logfile.start()
    try:
        assert path == tmp_path / "thurntaxis.log"
        app._report_errors_to_the_player(window, path)
        try:
            raise ZeroDivisionError("a bug")
        except ZeroDivisionError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        logfile.stop()
    log = path.read_text(encoding="utf-8")
    assert "ERROR unexpected error\nTraceback (most recent call last):" in log
    assert "ZeroDivisionError: a bug" in log
    assert saved == [True]
    assert len(shown) == 1 and shown[0].endswith(f"The details are in {path}")
