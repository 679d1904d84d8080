"""The packaging recipes read against each platform's rules, without building: the desktop entry and the AppStream
metainfo pass their validators, the Windows installer and the macOS bundle declare what their platforms expect, the
release workflow compiles the translations before freezing, and every package carries the licences."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from thurntaxis import APP_ID, PROGRAM_NAME
from thurntaxis.games import GAMES
from thurntaxis.shell import i18n

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
# The program's name in each language: both games by their editions' titles (../shared/GLOSSARY.md), as the
# window's home page writes it (the translation of `thurntaxis.shell.i18n.title`).
PROGRAM_NAMES = {
    "pl": "Cesarski Kurier & Carcassonne",
    "cs": "Poštovní kurýr & Carcassonne",
    "ru": "Турн-и-Таксис & Каркассон",
    "de": "Thurn und Taxis & Carcassonne",
}
# Each edition's title (../shared/GLOSSARY.md).
TITLES = {
    "pl": "Cesarski Kurier",
    "cs": "Poštovní kurýr",
    "ru": "Турн-и-Таксис: Королевская почта",
    "de": "Thurn und Taxis",
}


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (Debian: apt install desktop-file-utils)",
)
def test_desktop_entry_is_valid() -> None:
    result = subprocess.run(["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None, reason="appstreamcli is not installed (Debian: apt install appstream)"
)
def test_appstream_metainfo_is_valid() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_names_each_edition() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Version"] == "1.0"
    assert fields["Name"] == PROGRAM_NAME == "Thurn and Taxis & Carcassonne"
    assert {lang: fields[f"Name[{lang}]"] for lang in TITLES} == PROGRAM_NAMES
    for lang, title in TITLES.items():  # each edition's title (its first words in Russian, whose title is long)
        assert PROGRAM_NAMES[lang].startswith(title.split(":")[0]), lang
        ts = (ROOT / "i18n" / f"thurntaxis_{lang}.ts").read_text(encoding="utf-8")
        translated = PROGRAM_NAMES[lang].replace("&", "&amp;")
        assert f"<source>Thurn and Taxis &amp; Carcassonne</source>\n        <translation>{translated}<" in ts, lang
    meta = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    names = {name.get("{http://www.w3.org/XML/1998/namespace}lang"): name.text for name in meta.findall("name")}
    assert names == {None: PROGRAM_NAME, **PROGRAM_NAMES}


def test_the_texts_outside_the_window_name_every_game() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    meta = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    summary = meta.find("summary")  # the untranslated one comes first
    description = meta.find("description")
    assert summary is not None and summary.get("{http://www.w3.org/XML/1998/namespace}lang") is None
    assert description is not None
    told = " ".join(" ".join(description.itertext()).split())
    for game in GAMES.values():
        assert game.name in entry["Desktop Entry"]["Comment"] and game.name in (summary.text or ""), game.id
        assert f"{game.name}:" in told, game.id
    for lang in TITLES:  # each edition's title beside Carcassonne's
        translated = meta.find(f"summary[@{{http://www.w3.org/XML/1998/namespace}}lang='{lang}']")
        comment = entry["Desktop Entry"][f"Comment[{lang}]"]
        assert translated is not None and ("Carcassonne" in comment or "Каркассон" in comment), lang
        assert TITLES[lang] in (translated.text or "") and TITLES[lang] in comment, lang


def inno_script(path: Path) -> tuple[dict[str, str], dict[str, list[str]]]:
    """What Inno Setup reads of a script: its `#define`s, and each [Section]'s lines (comments and blank lines left
    out, as the compiler leaves them)."""
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads UTF-8 only with a byte-order mark"
    defines: dict[str, str] = {}
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in (line.strip() for line in raw.decode("utf-8-sig").splitlines()):
        if not line or line.startswith(";"):
            continue
        if (found := re.fullmatch(r'#define (\w+) "([^"]*)"', line)) is not None:
            defines[found.group(1)] = found.group(2)
        elif (found := re.fullmatch(r"\[(\w+)\]", line)) is not None:
            current = sections.setdefault(found.group(1), [])
        elif current is not None and not line.startswith("#"):
            current.append(line)
    return defines, sections


def inno_entries(lines: list[str]) -> list[dict[str, str]]:
    """The parameters of each entry of a section such as [Languages] (`Name: "pl"; MessagesFile: "..."`)."""
    return [dict(re.findall(r'(\w+): "?([^";]*)"?(?:;|$)', line)) for line in lines]


def test_the_windows_installer_speaks_the_programs_languages_and_names_it_in_each() -> None:
    defines, sections = inno_script(ROOT / "packaging" / "windows" / "thurntaxis.iss")
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["MinVersion"] == "10.0.17763"  # Windows 10 1809: the oldest Windows Qt 6 supports
    assert setup["VersionInfoVersion"] == "{#NumericVersion}" and setup["AppName"] == "{#AppName}"
    assert defines["AppName"] == PROGRAM_NAME and defines["AppId"] == APP_ID
    languages = {e["Name"]: e["MessagesFile"] for e in inno_entries(sections["Languages"])}
    isl = {"pl": "Polish", "cs": "Czech", "ru": "Russian", "de": "German"}
    assert languages == {"en": "compiler:Default.isl", **{c: f"compiler:Languages\\{n}.isl" for c, n in isl.items()}}
    assert tuple(languages) == i18n.CODES  # the languages the program speaks, no more
    messages = dict(line.split("=", 1) for line in sections["CustomMessages"])
    shortcuts = {code: messages[f"{code}.ShortcutName"] for code in languages}
    assert shortcuts == {"en": PROGRAM_NAME, **PROGRAM_NAMES}
    assert not any(re.search(r'[\\/:*?"<>|]', name) for name in shortcuts.values())  # a file name on Windows
    icons = inno_entries(sections["Icons"])
    assert any(e["Name"] == "{autoprograms}\\{cm:ShortcutName}" for e in icons), icons


def made_by_the_spec(platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qm: Path) -> dict[str, Any]:
    """Run packaging/thurntaxis.spec as PyInstaller would on `platform`, with PyInstaller's build steps recorded
    instead of made: {"Analysis": its arguments, "EXE": ..., "BUNDLE": ...}. (The Windows build's steps need
    PyInstaller's Windows modules: the installer's test reads what Inno Setup reads instead.)"""
    made: dict[str, Any] = {}

    def step(name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> SimpleNamespace:
            made[name] = kwargs
            return SimpleNamespace(**{**kwargs, "binaries": [], "datas": [], "pure": [], "scripts": []})

        return record

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("THURNTAXIS_QM_DIR", str(qm))
    spec = ROOT / "packaging" / "thurntaxis.spec"
    names = {n: step(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    scope = {**names, "SPECPATH": str(spec.parent), "workpath": str(tmp_path), "DISTPATH": str(tmp_path / "dist")}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), scope)
    return made


def test_the_macos_bundle_the_spec_makes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, all_translations) -> None:  # type: ignore[no-untyped-def]
    made = made_by_the_spec("darwin", tmp_path, monkeypatch, all_translations)
    bundle = made["BUNDLE"]
    assert bundle["name"] == f"{PROGRAM_NAME}.app" and bundle["bundle_identifier"] == APP_ID
    plist = bundle["info_plist"]
    assert plist["CFBundleName"] == PROGRAM_NAME and plist["LSMinimumSystemVersion"] == "13.0"
    assert plist["CFBundleLocalizations"] == list(i18n.CODES)


def test_the_bundle_takes_every_registered_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, all_translations
) -> None:  # type: ignore[no-untyped-def]
    made = made_by_the_spec("darwin", tmp_path, monkeypatch, all_translations)
    hidden = made["Analysis"]["hiddenimports"]
    assert all(entry.module in hidden and entry.ui in hidden for entry in GAMES.values())
    assert made["EXE"]["name"] == made["COLLECT"]["name"] == "thurntaxis" and made["EXE"]["console"] is False


def test_release_workflow() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    section = workflow[workflow.index("\njobs:\n") :]
    jobs = dict(re.findall(r"^  (\w+):\n((?:    .*\n|\n)+)", section, re.MULTILINE))
    assert set(jobs) == {"version", "linux", "windows", "macos", "publish"}
    assert "permissions:\n  contents: read\n" in workflow
    assert [name for name, body in jobs.items() if "contents: write" in body] == ["publish"]
    assert 'GITHUB_REF_NAME" != "v$version"' in jobs["version"]
    for system in ("windows", "macos"):
        body = jobs[system]
        assert body.index("pyside6-lrelease") < body.index("pyinstaller"), system
        assert "--self-test" in body, system
    assert "choco install innosetup" in jobs["windows"]
    assert "make dist" in jobs["linux"] and "--self-test" in jobs["linux"]
    for action in re.findall(r"uses: (\S+)", workflow):
        assert not action.endswith(("@v3", "@v4")), action


def test_licences_travel_with_every_package() -> None:
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    for part in ("Qt 6", "PySide6", "Python", "networkx", "pydantic", "ICU", "DejaVu fonts"):
        assert part in notices, part
    manifest_in = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    assert "include LICENSE THIRD-PARTY-NOTICES.md" in manifest_in and "packaging/licenses" in manifest_in
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license-files = ["LICENSE", "THIRD-PARTY-NOTICES.md", "packaging/licenses/*.txt"]' in pyproject
    spec = (ROOT / "packaging" / "thurntaxis.spec").read_text(encoding="utf-8")
    assert 'texts = [ROOT / "LICENSE", ROOT / "THIRD-PARTY-NOTICES.md"]' in spec
    inno = (ROOT / "packaging" / "windows" / "thurntaxis.iss").read_text(encoding="utf-8-sig")
    assert 'Source: "..\\..\\LICENSE"' in inno and 'Source: "..\\..\\THIRD-PARTY-NOTICES.md"' in inno
