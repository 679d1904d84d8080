"""`thurntaxis --self-test`: a check that an installed or frozen copy of the game works, without a screen.

It starts Qt offscreen, checks that every file of the package data is there (the manifest a build writes, see
`thurntaxis.packagedata`), loads the game's translation of every language and Qt's own, builds the main window and
opens How to play once per language and game, and in every registered game (through the registry and its table
page only) lets two computer players play the first MOVE_LIMIT moves of a game, on the page's worker thread as in a
real game, paints it, then saves and reopens it.
It prints one line per check and a final line that says PASSED or FAILED, and returns 0 only when every check
passed. Settings, the autosave and the saved game it writes all go to a temporary folder, never to the player's own.
"""

from __future__ import annotations

import functools
import os
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from thurntaxis import __version__, packagedata
from thurntaxis.paths import resources_dir
from thurntaxis.shell.i18n import CODES, translation_dirs

# Languages the game ships; Qt's own translations (standard buttons, dialogs) are checked for these.
LANGUAGES = tuple(code for code in CODES if code != "en")  # English is the source language
GAME_SEED = 2006
MOVE_LIMIT = 120
GAME_TIMEOUT_S = 120.0


class SelfTestError(Exception):
    """A check that failed, with a reason for the final line."""


def game_translations() -> list[Path]:
    """Every compiled game translation found, one per file name (the first folder wins)."""
    found: dict[str, Path] = {}
    for folder in translation_dirs():
        if folder.is_dir():
            for qm in sorted(folder.glob("*.qm")):
                found.setdefault(qm.name, qm)
    return list(found.values())


class _Report:
    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.passed = 0

    def ok(self, what: str) -> None:
        self.passed += 1
        print(f"ok   {what}", file=self.out, flush=True)


def _report_stream() -> TextIO:
    """Standard output, or a file in the temporary folder when there is none (a windowed Windows build)."""
    if sys.stdout is not None:
        return sys.stdout
    return open(Path(tempfile.gettempdir()) / "thurntaxis-self-test.txt", "w", encoding="utf-8")


def run(out: TextIO | None = None, move_limit: int = MOVE_LIMIT) -> int:
    """Run every check; 0 when all passed, 1 otherwise. The last line printed says which."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    stream = out or _report_stream()
    report = _Report(stream)
    started = time.perf_counter()
    print(
        f"Thurn and Taxis {__version__} self-test ({'frozen' if getattr(sys, 'frozen', False) else 'source'},"
        f" Python {sys.version.split()[0]})",
        file=stream,
        flush=True,
    )
    home = os.environ.get("THURNTAXIS_HOME")
    with tempfile.TemporaryDirectory(prefix="thurntaxis-self-test-") as tmp:
        os.environ["THURNTAXIS_HOME"] = tmp
        try:
            for step, check in _CHECKS:
                try:
                    check(report, Path(tmp), move_limit)
                except Exception as exc:
                    traceback.print_exc(file=sys.stderr if sys.stderr is not None else stream)
                    print(f"self-test FAILED at '{step}': {type(exc).__name__}: {exc}", file=stream, flush=True)
                    return 1
        finally:
            _discard_window()
            if home is None:
                os.environ.pop("THURNTAXIS_HOME", None)
            else:
                os.environ["THURNTAXIS_HOME"] = home
    seconds = time.perf_counter() - started
    print(f"self-test PASSED: {report.passed} checks in {seconds:.1f} s", file=stream, flush=True)
    return 0


# --- the checks, in order -----------------------------------------------------------------------------------

_state: dict[str, Any] = {}


def _check_qt(report: _Report, tmp: Path, move_limit: int) -> None:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtGui import QGuiApplication

    from thurntaxis.shell import app

    qapp = app._application()
    _state["app"] = qapp
    platform = QGuiApplication.platformName()
    if platform != "offscreen":
        raise SelfTestError(f"Qt started the '{platform}' platform instead of 'offscreen'")
    report.ok(f"Qt {pyside_version} started on the offscreen platform")


def _check_resources(report: _Report, tmp: Path, move_limit: int) -> None:
    from thurntaxis.games import window_games

    for entry in window_games():
        try:
            report.ok(entry.load_ui().self_test())
        except ValueError as exc:
            raise SelfTestError(f"{entry.name}: {exc}") from exc


def _check_package_data(report: _Report, tmp: Path, move_limit: int) -> None:
    resources = resources_dir()
    names = packagedata.read_manifest(resources)
    if names is None:
        root = Path(__file__).resolve().parents[2]
        if getattr(sys, "frozen", False) or not (root / "pyproject.toml").is_file():
            raise SelfTestError(f"this copy has no {packagedata.MANIFEST} in {resources}")
        # A source checkout: its translations are compiled into build/i18n, which the next check looks at.
        names = [n for n in packagedata.declared_files(root) if not n.startswith("i18n/")]
        source = "pyproject.toml"
    else:
        source = packagedata.MANIFEST
    absent = packagedata.missing(resources, names)
    if absent:
        raise SelfTestError(f"{len(absent)} package-data files missing or empty in {resources}: {', '.join(absent)}")
    report.ok(f"package data complete: {len(names)} files listed in {source}")


def _load_translator(path: Path) -> Any:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(path)) or translator.isEmpty():
        raise SelfTestError(f"the translation {path} does not load")
    return translator


def _check_translations(report: _Report, tmp: Path, move_limit: int) -> None:
    from PySide6.QtCore import QLibraryInfo

    games = game_translations()
    _state["game_translations"] = games
    absent = [code for code in CODES if not any(q.name == f"thurntaxis_{code}.qm" for q in games)]
    if absent:
        raise SelfTestError(
            f"no game translation for {', '.join(absent)} (looked in {', '.join(str(d) for d in translation_dirs())})"
        )
    for qm in games:
        _load_translator(qm)
    names = ", ".join(q.stem for q in games) if games else "none found"
    report.ok(f"game translations loaded: {names} (looked in {', '.join(str(d) for d in translation_dirs())})")
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    loaded = []
    for lang in LANGUAGES:
        qm = qt_dir / f"qtbase_{lang}.qm"
        if qm.is_file():
            _load_translator(qm)
            loaded.append(qm.stem)
    report.ok(f"Qt translations loaded: {', '.join(loaded) or 'none found'} (from {qt_dir})")


def _new_window(tmp: Path) -> Any:
    from thurntaxis.shell.settings import Settings
    from thurntaxis.shell.window import MainWindow

    settings = Settings(tmp / "settings.ini")
    settings.speed = "instant"
    window = MainWindow(settings, show_end_dialog=False)
    window.resize(1280, 800)
    return window


def _dispose(window: Any) -> None:
    from thurntaxis.shell import app

    for page in window.tables.values():
        page.stop()
    window.close()
    app._dispose(_state["app"], window)


def _discard_window() -> None:
    """Close the window a failed check left open (so it does not outlive the temporary folder)."""
    window = _state.pop("window", None)
    if window is not None:
        _dispose(window)


def _check_window(report: _Report, tmp: Path, move_limit: int) -> None:
    from PySide6.QtCore import QCoreApplication

    qapp = _state["app"]
    for qm in _state["game_translations"]:
        translator = _load_translator(qm)
        QCoreApplication.installTranslator(translator)
        try:
            window = _new_window(tmp)
            menus = len(window.menuBar().actions())
            _dispose(window)
        finally:
            QCoreApplication.removeTranslator(translator)
        report.ok(f"main window built in {qm.stem} ({menus} menus)")
    window = _new_window(tmp)
    window.show()
    qapp.processEvents()
    image = window.grab()
    if image.isNull() or image.width() < 100:
        raise SelfTestError("the main window did not paint")
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    _state["window"] = window
    report.ok(f"main window shown and painted ({image.width()}x{image.height()}, menus {', '.join(titles)})")


def _check_help(report: _Report, tmp: Path, move_limit: int) -> None:
    from thurntaxis.games import window_games
    from thurntaxis.shell import i18n
    from thurntaxis.shell.dialogs import HowToPlayDialog, help_path

    qapp = _state["app"]
    try:
        for entry in window_games():
            for code in CODES:
                i18n.install(code)
                page = help_path(code, entry.help_page)
                if not page.is_file():
                    raise SelfTestError(f"How to play of {entry.name} has no page for {code} ({page})")
                dialog = HowToPlayDialog(None, entry.help_page)
                dialog.show()
                qapp.processEvents()
                shown = dialog.browser.toPlainText()
                title = dialog.windowTitle()
                dialog.close()
                dialog.deleteLater()
                if len(shown) < 200:
                    raise SelfTestError(f"How to play of {entry.name} shows {len(shown)} characters in {code}")
                if code != "en" and title == "How to play":
                    raise SelfTestError(f"How to play's title is not translated into {code}")
    finally:
        i18n.install("en")
    report.ok(f"How to play opened in {', '.join(CODES)} for {', '.join(e.name for e in window_games())}")


def _until(done: Callable[[], bool], timeout_s: float = GAME_TIMEOUT_S) -> bool:
    """Run Qt's events until `done()` (looked at every 20 ms) or the time is up; whether it is done."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if done() else None)
    poll.start(20)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    deadline.start(int(timeout_s * 1000))
    if not done():
        loop.exec()
    poll.stop()
    deadline.stop()
    return done()


def _reached(page: Any, game: Any, moves: int) -> bool:
    """Whether the game on a table page has `moves` moves or has ended."""
    record = page.record()
    return len(record.moves) >= moves or bool(game.game_over(game.replay(record)))


def _check_games(report: _Report, tmp: Path, move_limit: int) -> None:
    """Each registered game: a computer-only game on its page in the window (on the worker thread, as in a real
    game) up to `move_limit` moves or its end, its record replayed, painted offscreen, saved and opened again."""
    from thurntaxis.games import window_games
    from thurntaxis.kit.players import COMPUTER, Seat
    from thurntaxis.shell.gamepages import colours

    window = _state["window"]
    qapp = _state["app"]
    ended = 0
    for entry in window_games():
        palette = colours(entry)
        level = "medium" if "medium" in entry.levels else entry.levels[0]
        seats = [Seat("Anna", COMPUTER, level, palette[0]), Seat("Bruno", COMPUTER, level, palette[1])]
        game = entry.load()
        started = time.perf_counter()
        window.start_game(seats, GAME_SEED, entry)
        page = window.page
        played = _until(functools.partial(_reached, page, game, move_limit))
        page.stop()
        seconds = time.perf_counter() - started
        record = page.record()
        if not played:
            raise SelfTestError(f"the {entry.name} game stalled after {len(record.moves)} moves ({seconds:.0f} s)")
        final = game.replay(record)
        over = game.game_over(final)
        ended += int(over)
        qapp.processEvents()
        image = window.grab()
        if image.isNull() or window.pages.currentWidget() is not page:
            raise SelfTestError(f"the {entry.name} table was not shown")
        path = tmp / f"saved-{entry.id}.json"
        if not window.save_file(path) or not window.load_file(path):
            raise SelfTestError(f"the {entry.name} game could not be saved and opened again")
        page.stop()
        if window.page.record() != record:
            raise SelfTestError(f"the {entry.name} game opened from its save is not the game saved")
        end = f", scores {game.scores(final)}" if over else ""
        report.ok(
            f"{entry.name}: computer-only 2-player game: {len(record.moves)} moves on the worker thread{end}, "
            f"replayed, painted ({image.width()}x{image.height()}), saved and opened again ({seconds:.1f} s)"
        )
    _state["ended"] = ended


def _check_statistics(report: _Report, tmp: Path, move_limit: int) -> None:
    """The statistics database opens (SQLite, which a build must carry) and holds the game if it has ended."""
    from thurntaxis import stats
    from thurntaxis.shell.settings import statistics_path

    _state["window"].statistics_writer.wait()  # the window stores a finished game on a worker thread
    ended = _state.get("ended", 0)  # the games that ended in the check before
    with stats.open_store(statistics_path()) as store:
        games = len(store.games())
        version = store.version
    if games != int(ended):
        raise SelfTestError(
            f"the statistics hold {games} games after {'a finished' if ended else 'an unfinished'} game"
        )
    report.ok(
        f"the statistics database opens (SQLite {sqlite3.sqlite_version}, schema {version}) and holds {games} game(s)"
    )


_CHECKS: list[tuple[str, Callable[[_Report, Path, int], None]]] = [
    ("Qt", _check_qt),
    ("package data", _check_package_data),
    ("resources", _check_resources),
    ("translations", _check_translations),
    ("How to play", _check_help),
    ("main window", _check_window),
    ("games", _check_games),
    ("statistics", _check_statistics),
]
