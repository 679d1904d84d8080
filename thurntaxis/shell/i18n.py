"""The interface language: finding the compiled translations, installing them (the game's and Qt's own
`qtbase_*`), choosing the language from the settings or the system locale, and the pseudo-localization mode.

Switching language installs new translators; Qt then sends every widget a `QEvent.LanguageChange`, and the
main window re-renders its texts from the game state.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from thurntaxis.paths import resources_dir

# Language code and its name in that language (names are never translated: a player looks for their own).
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("pl", "Polski"),
    ("cs", "Čeština"),
    ("ru", "Русский"),
    ("de", "Deutsch"),
)
CODES = tuple(code for code, _ in LANGUAGES)
PSEUDO_ENV = "THURNTAXIS_PSEUDO"

_installed: list[QTranslator] = []
_current = "en"
_shown: Callable[[], str] | None = None  # the name of what the window shows (a game's), None: the program's


def translation_dirs() -> list[Path]:
    """Folders that may hold the game's .qm files, first match wins: $THURNTAXIS_QM_DIR, the package's or
    bundle's resources/i18n, then a source checkout's build/i18n (made by `make setup`) and i18n/."""
    dirs: list[Path] = []
    env = os.environ.get("THURNTAXIS_QM_DIR")
    if env:
        dirs.append(Path(env))
    dirs.append(resources_dir() / "i18n")
    if not getattr(sys, "frozen", False):
        root = Path(__file__).resolve().parent.parent.parent
        dirs += [root / "build" / "i18n", root / "i18n"]
    return dirs


def qm_file(code: str) -> Path | None:
    """The compiled translation of the game for `code`, or None when none is found."""
    for folder in translation_dirs():
        path = folder / f"thurntaxis_{code}.qm"
        if path.is_file():
            return path
    return None


def system_language() -> str:
    """The system locale's language when the game has it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in CODES:
            return code
    return "en"


def resolve(code: str | None) -> str:
    """A language code the game has: `code` itself, or the system's language for an empty or unknown one."""
    return code if code in CODES else system_language()


def current() -> str:
    """The language installed now."""
    return _current


class PseudoTranslator(QTranslator):
    """Pseudo-localization: every text gets accented letters, a third longer and bracketed, so text that is not
    translated (unchanged) or clipped (brackets cut off) stands out on the screen."""

    _ACCENTS = str.maketrans("aceinorsuyzACEINORSUYZ", "áçéïñöřšüýžÁÇÉÏÑÖŘŠÜÝŽ")

    def __init__(self, base: list[QTranslator]) -> None:
        super().__init__()
        self._base = base

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = ""
        for translator in self._base:
            text = translator.translate(context, source, disambiguation, n) or ""
            if text:
                break
        return stretch(text or source)

    def isEmpty(self) -> bool:
        return False


def stretch(text: str) -> str:
    """The pseudo-localized form of `text`: placeholders and markup kept, letters accented, a third longer."""
    if not text:
        return text
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "%" and i + 1 < len(text) and (text[i + 1].isdigit() or text[i + 1] == "n"):
            out.append(text[i : i + 2])
            i += 2
            continue
        if ch == "<":
            end = text.find(">", i)
            if end > 0:
                out.append(text[i : end + 1])
                i = end + 1
                continue
        out.append(ch.translate(PseudoTranslator._ACCENTS))
        i += 1
    padding = "·" * max(1, len(text) // 3)
    return "[" + "".join(out) + padding + "]"


def install(code: str | None) -> str:
    """Install the translators for `code` (None or "": the system's language) and return the code that loaded:
    "en" when `code`'s translation is missing or unreadable (the program then speaks English, and says so in one
    line on stderr).

    Qt sends LanguageChange to every widget when the translators change, so open windows update themselves."""
    global _current
    code = resolve(code)
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()  # each switch loads afresh: the old ones would stay alive with the application
    _installed.clear()
    loaded: list[QTranslator] = []
    game = _program_translator(code)
    if game is None and code != "en":
        print(
            f"thurntaxis: the translation into {code} (thurntaxis_{code}.qm) did not load; English is shown",
            file=sys.stderr,
        )
        code = "en"
        game = _program_translator(code)
    if game is not None:  # English has one too: its plural forms ("1 card", "2 cards")
        loaded.append(game)
    if code != "en":
        app = QCoreApplication.instance()
        qt_base = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_base.load(f"qtbase_{code}", qt_dir) or qt_base.load(f"qtbase_{code}", str(resources_dir() / "i18n")):
            loaded.append(qt_base)
    if os.environ.get(PSEUDO_ENV, "") not in ("", "0"):
        loaded = [PseudoTranslator(loaded)]
    for translator in loaded:
        QCoreApplication.installTranslator(translator)
        _installed.append(translator)
    _current = code
    QLocale.setDefault(QLocale(code))
    _name_the_application()
    return code


def _program_translator(code: str) -> QTranslator | None:
    """The program's own translation into `code`, loaded, or None when there is none or it does not load."""
    qm = qm_file(code)
    if qm is None:
        return None
    translator = QTranslator(QCoreApplication.instance())
    if translator.load(str(qm)):
        return translator
    translator.deleteLater()
    return None


def title() -> str:
    """The program's name in the current language: it names both games by their editions' titles ("Cesarski Kurier
    & Carcassonne"), as the menu entry and the installers do (`thurntaxis.PROGRAM_NAME` in English)."""
    return QCoreApplication.translate("MainWindow", "Thurn and Taxis & Carcassonne")


def name_after(name: Callable[[], str] | None) -> None:
    """Name the application after what the window shows: `name()`, in the current language, while a game's table
    is shown (its dialogs then say "Game over — Carcassonne"), None: the program (the home page)."""
    global _shown
    _shown = name
    _name_the_application()


def _name_the_application() -> None:
    """Window systems add the application's display name to every window title ("Settings — Cesarski Kurier"):
    it is the name of the game shown, or the program's, in the current language."""
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        QGuiApplication.setApplicationDisplayName((_shown or title)())
        for window in QGuiApplication.topLevelWindows():  # the open ones: Qt adds the name only when a title is set
            window.setTitle(window.title())
