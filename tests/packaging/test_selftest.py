"""`thurntaxis --self-test` in-process: what it reports, that it loads the game's translation of every language and
opens How to play in each, and that a missing or broken translation, a missing help page or a missing package-data
file makes it fail with a clear last line."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import PySide6
import pytest

from thurntaxis import cli, packagedata
from thurntaxis.games import GAMES
from thurntaxis.shell import howtoplay, selftest
from thurntaxis.shell.i18n import CODES

ROOT = Path(__file__).resolve().parents[2]

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Gra</translation></message>
</context>
</TS>
"""


def _run(move_limit: int = 12) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = selftest.run(out, move_limit=move_limit)
    return code, out.getvalue().splitlines()


def _compiled(ts_files: list[Path], target: Path) -> Path:
    """`ts_files` compiled with lrelease into the folder `target`."""
    lrelease = Path(PySide6.__file__).parent / "lrelease"
    target.mkdir(parents=True, exist_ok=True)
    for ts in ts_files:
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(target / f"{ts.stem}.qm")], check=True)
    return target


def _game_pages(tmp_path: Path) -> Path:
    """A copy of this tree's resources, which hold every game's How to play pages (`{help_page}_{code}.html`)."""
    resources = shutil.copytree(ROOT / "resources", tmp_path / "resources-with-pages")
    for entry in GAMES.values():
        for code in CODES:
            assert (resources / "help" / f"{entry.help_page}_{code}.html").is_file(), (entry.id, code)
    return resources


def _use_resources(monkeypatch: pytest.MonkeyPatch, resources: Path) -> None:
    monkeypatch.setattr(selftest, "resources_dir", lambda: resources)
    monkeypatch.setattr(howtoplay, "resources_dir", lambda: resources)


def test_self_test_passes_and_says_what_it_checked(
    qapp,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    all_translations: Path,
) -> None:
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [all_translations])
    _use_resources(monkeypatch, _game_pages(tmp_path))
    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path / "home"))
    code, lines = _run()
    assert code == 0, lines
    assert lines[-1].startswith("self-test PASSED: 16 checks")
    assert any(
        line.startswith("ok   Carcassonne: computer-only 2-player game: ") and "saved and opened again" in line
        for line in lines
    ), lines
    assert any(line.startswith("ok   package data complete: ") for line in lines)
    assert "ok   How to play opened in en, pl, cs, ru, de for Thurn and Taxis, Carcassonne" in lines
    assert any(line.startswith("ok   Thurn and Taxis: computer-only 2-player game: ") for line in lines)
    assert any(
        line.startswith(
            "ok   game translations loaded: thurntaxis_cs, thurntaxis_de, thurntaxis_en, thurntaxis_pl, thurntaxis_ru"
        )
        for line in lines
    )
    assert any(line.startswith("ok   main window built in thurntaxis_pl (4 menus)") for line in lines)
    assert all("saved and opened again" in line for line in lines if "computer-only" in line)
    assert any(
        line.startswith("ok   the statistics database opens (SQLite ") and line.endswith("holds 0 game(s)")
        for line in lines
    )
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").iterdir()), "wrote to the player's folder"


def test_a_missing_translation_fails(qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "thurntaxis_pl.ts").write_text(TS, encoding="utf-8")
    only_polish = _compiled([tmp_path / "thurntaxis_pl.ts"], tmp_path / "qm")
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [only_polish])
    code, lines = _run()
    assert code == 1
    assert lines[-1].startswith(
        "self-test FAILED at 'translations': SelfTestError: no game translation for en, cs, ru, de"
    )


def test_a_broken_translation_fails_with_a_clear_last_line(
    qapp,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    all_translations: Path,
) -> None:
    shutil.copytree(all_translations, tmp_path / "qm")
    (tmp_path / "qm" / "thurntaxis_cs.qm").write_bytes(b"not a translation")
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [tmp_path / "qm"])
    code, lines = _run()
    assert code == 1
    assert lines[-1].startswith("self-test FAILED at 'translations'")
    assert "thurntaxis_cs.qm does not load" in lines[-1]


def _resources_without(tmp_path: Path, name: str, listed: bool, translations: Path) -> Path:
    """A built copy's resources folder (with its manifest and the compiled translations) that lacks the file `name`;
    `listed`: whether its manifest still lists it."""
    resources = shutil.copytree(ROOT / "resources", tmp_path / "resources")
    shutil.copytree(translations, resources / "i18n")
    manifest = packagedata.write_manifest(ROOT, resources)
    (resources / name).unlink()
    if not listed:
        manifest.write_text(manifest.read_text(encoding="utf-8").replace(f"{name}\n", ""), encoding="utf-8")
    return resources


def test_a_missing_package_data_file_fails(
    qapp,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    all_translations: Path,
) -> None:
    resources = _resources_without(tmp_path, "board.json", True, all_translations)
    monkeypatch.setattr(selftest, "resources_dir", lambda: resources)
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [resources / "i18n"])
    code, lines = _run()
    assert code == 1
    assert lines[-1] == (
        f"self-test FAILED at 'package data': SelfTestError: 1 package-data files missing or empty "
        f"in {resources}: board.json"
    )


def test_a_missing_help_page_fails_even_when_the_manifest_forgot_it(  # type: ignore[no-untyped-def]
    qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, all_translations: Path
) -> None:
    resources = _resources_without(tmp_path, "help/howto_ru.html", False, all_translations)
    _use_resources(monkeypatch, resources)
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [resources / "i18n"])
    code, lines = _run()
    assert code == 1
    assert lines[-1].startswith(
        "self-test FAILED at 'How to play': SelfTestError: How to play of Thurn and Taxis has no page for ru"
    )


def test_a_missing_carcassonne_help_page_fails(
    qapp,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    all_translations: Path,
) -> None:
    resources = _resources_without(tmp_path, "help/carcassonne_cs.html", False, all_translations)
    _use_resources(monkeypatch, resources)
    monkeypatch.setattr(selftest, "translation_dirs", lambda: [resources / "i18n"])
    monkeypatch.setenv("THURNTAXIS_HOME", str(tmp_path / "home"))
    code, lines = _run()
    assert code == 1
    assert lines[-1] == (
        "self-test FAILED at 'How to play': SelfTestError: How to play of Carcassonne has no page "
        f"for cs ({resources / 'help' / 'carcassonne_cs.html'})"
    )


def test_command_line_option_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(selftest, "run", lambda: calls.append(True) or 3)
    assert cli.main(["--self-test"]) == 3
    assert calls == [True]


def test_the_entry_point_starts_the_self_test_before_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    from thurntaxis import __main__

    monkeypatch.setattr(sys, "argv", ["thurntaxis", "--self-test"])
    monkeypatch.setattr(selftest, "run", lambda: 5)
    assert __main__.main() == 5
    # In a fresh interpreter: taking the self-test path does not import the rules (which load the board file).
    probe = (
        "import sys; sys.argv = ['thurntaxis', '--self-test']; import thurntaxis.shell.selftest as s; "
        "s.run = lambda: 0; import thurntaxis.__main__ as m; m.main(); "
        "print('thurntaxis.taxis.rules' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout == "False\n"
