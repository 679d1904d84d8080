"""The packaging recipes read against each platform's rules, without building: the desktop entry and the AppStream
metainfo pass their validators, the Windows installer and the macOS bundle declare what their platforms expect, the
release workflow compiles the translations before freezing, and every package carries the licences."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from thurntaxis import APP_ID, PROGRAM_NAME
from thurntaxis.games import GAMES

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


def test_windows_installer_recipe() -> None:
    inno = (ROOT / "packaging" / "windows" / "thurntaxis.iss").read_bytes()
    assert inno.startswith(b"\xef\xbb\xbf"), "Inno Setup reads UTF-8 only with a byte-order mark"
    text = inno.decode("utf-8-sig")
    assert "MinVersion=10.0.17763" in text
    assert "VersionInfoVersion={#NumericVersion}" in text
    for lang, isl in (("pl", "Polish"), ("cs", "Czech"), ("ru", "Russian"), ("de", "German")):
        assert f'Name: "{lang}"; MessagesFile: "compiler:Languages\\{isl}.isl"' in text
        shortcut = re.search(rf"^{lang}\.ShortcutName=(.+)$", text, re.MULTILINE)
        assert shortcut is not None and not re.search(r'[\\/:*?"<>|]', shortcut.group(1)), lang
        assert shortcut.group(1) == PROGRAM_NAMES[lang], lang
    assert '#define AppName "Thurn and Taxis & Carcassonne"' in text and "en.ShortcutName=" + PROGRAM_NAME in text
    assert 'Name: "{autoprograms}\\{cm:ShortcutName}"' in text


def test_macos_bundle_recipe() -> None:
    spec = (ROOT / "packaging" / "thurntaxis.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec
    assert '"CFBundleLocalizations": list(LANGUAGES)' in spec and 'LANGUAGES = ("en", "pl", "cs", "ru", "de")' in spec
    assert "opengl32sw.dll" in spec
    assert f'"CFBundleName": "{PROGRAM_NAME}"' in spec and f'name="{PROGRAM_NAME}.app"' in spec


def test_the_debian_package_describes_both_games() -> None:
    script = (LINUX / "build_packages.sh").read_text(encoding="utf-8")
    assert "Description: board games Thurn and Taxis and Carcassonne for the desktop" in script


def test_the_bundle_takes_every_registered_game() -> None:
    spec = (ROOT / "packaging" / "thurntaxis.spec").read_text(encoding="utf-8")
    assert "from thurntaxis.games import GAMES" in spec
    assert "*(entry.module for entry in GAMES.values())" in spec.split("hiddenimports=", 1)[1].split("\n", 1)[0]


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
