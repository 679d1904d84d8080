"""Starting the window: the normal program, and `--screenshot` (a seeded game, N computer moves, a PNG)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from thurntaxis.games import DEFAULT_GAME
from thurntaxis.shell import logfile
from thurntaxis.shell.netplay import MakeNetworkPlay


def identify() -> None:
    """Give the program its names, which also name its data folder (QStandardPaths), with or without a window."""
    from PySide6.QtCore import QCoreApplication

    from thurntaxis import APP_ID

    QCoreApplication.setApplicationName("Thurn and Taxis")  # the data folder's name: never changes
    QCoreApplication.setOrganizationName("thurntaxis")
    QCoreApplication.setOrganizationDomain(APP_ID.rsplit(".", 1)[0])


def _application() -> object:
    from PySide6.QtWidgets import QApplication

    from thurntaxis import APP_ID, PROGRAM_NAME

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    identify()
    app.setApplicationDisplayName(PROGRAM_NAME)
    app.setDesktopFileName(APP_ID)
    from thurntaxis.kit import fonts

    fonts.register()
    from thurntaxis.kit import dialogstyle

    dialogstyle.install(app)  # also the notices shown before the window opens
    app.setWindowIcon(_icon())
    if sys.platform == "win32":  # the taskbar groups the windows under the installer's shortcut (same id)
        import ctypes

        ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(APP_ID)  # type: ignore[attr-defined]
    return app


def _icon() -> object:
    """The program's icon: the shipped one (packaging/icon/make_icons.py renders it into resources/icons)."""
    from PySide6.QtGui import QIcon

    from thurntaxis.paths import resources_dir

    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("thurntaxis-*.png")):
        icon.addFile(str(png))
    return icon


def run(lang: str | None = None, network: MakeNetworkPlay | None = None) -> int:
    """Open the main window and run the game until it is closed (`lang`: a language for this run only; `network`:
    the window's network play, `thurntaxis.shell.netplay`)."""
    app = _application()
    from PySide6.QtCore import QTimer

    from thurntaxis.shell import i18n
    from thurntaxis.shell.settings import Settings
    from thurntaxis.shell.window import MainWindow

    i18n.install(lang if lang is not None else Settings().language)
    lock: Any = _one_copy_per_data_folder()
    if lock is None:
        return 0
    window = MainWindow(offers_tour=True, network=network)
    _report_errors_to_the_player(window, logfile.start())
    _close_on_terminate(window)
    window.place_on_screen()
    window.show()
    QTimer.singleShot(0, window.start)
    try:
        return int(app.exec())  # type: ignore[attr-defined]
    finally:
        logfile.stop()
        lock.unlock()


def _one_copy_per_data_folder() -> object | None:
    """This copy's hold on the data folder (thurntaxis.shell.instance), or None, after telling the player, when
    another copy of the game has it open."""
    from PySide6.QtWidgets import QMessageBox

    from thurntaxis.shell import instance
    from thurntaxis.shell.settings import home_dir

    lock = instance.claim(home_dir())
    if lock is None:
        title, text = instance.already_open_text()
        QMessageBox.information(None, title, text)
    return lock


def _close_on_terminate(window: object) -> None:
    """On SIGTERM or SIGINT (logout, Ctrl+C in a terminal) close the window properly, which autosaves the game."""
    import signal

    from PySide6.QtCore import QTimer

    def close(*_args: object) -> None:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QApplication

        window.close()  # type: ignore[attr-defined]
        QApplication.closeAllWindows()
        QCoreApplication.exit(0)

    signal.signal(signal.SIGTERM, close)
    signal.signal(signal.SIGINT, close)
    # Python runs signal handlers only between bytecodes: wake the interpreter now and then.
    timer = QTimer(window)  # type: ignore[arg-type]
    timer.timeout.connect(lambda: None)
    timer.start(250)


def _report_errors_to_the_player(window: object, log_path: Path | None) -> None:
    """An unexpected error is written to the log (thurntaxis.shell.logfile; stderr when there is no log); the player
    gets a plain message that says where the log is, and the game is saved."""
    import traceback

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    busy = [False]

    def hook(kind: type[BaseException], error: BaseException, tb: object) -> None:
        if log_path is not None:
            logfile.log.error("unexpected error", exc_info=(kind, error, tb))  # type: ignore[arg-type]
        elif sys.stderr is not None:
            traceback.print_exception(kind, error, tb)  # type: ignore[call-overload]
        if busy[0]:
            return
        busy[0] = True
        try:
            saved = window.autosave()  # type: ignore[attr-defined]
            text = (
                QCoreApplication.translate(
                    "App",
                    "The program met an unexpected problem. Your game has been saved "
                    "and will be offered when you start again.",
                )
                if saved
                else QCoreApplication.translate(
                    "App",
                    "The program met an unexpected problem, and the game could not be "
                    "saved: save it with Game → Save game.",
                )
            )
            if log_path is not None:
                text += "\n\n" + QCoreApplication.translate("App", "The details are in %1").replace("%1", str(log_path))
            QMessageBox.warning(window, QCoreApplication.translate("App", "Something went wrong"), text)  # type: ignore[arg-type]
        finally:
            busy[0] = False

    sys.excepthook = hook


def screenshot(
    path: Path,
    seed: int = 1,
    moves: int = 0,
    players: int = 3,
    lang: str | None = None,
    size: tuple[int, int] = (1600, 1000),
    game: str = DEFAULT_GAME,
) -> int:
    """Render the window after `moves` computer moves of a seeded game to a PNG file; 0 on success.

    `game` is a game id of `thurntaxis.games`; `lang` the language code (None: the settings' or the system's
    language); `size` the window's width and height in pixels (the PNG has exactly that size). A game with its
    own table page plays on until the first seat (the human one) is to move, so that no computer is thinking."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _application()
    from PySide6.QtCore import QCoreApplication

    from thurntaxis.games import GAMES
    from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
    from thurntaxis.shell import i18n
    from thurntaxis.shell.gamepages import colours
    from thurntaxis.shell.settings import Settings, home_dir
    from thurntaxis.shell.window import MainWindow

    entry = GAMES[game]
    settings = Settings(home_dir() / "screenshot-settings.ini")
    settings.speed = "instant"
    i18n.install(lang if lang is not None else Settings().language)
    window = MainWindow(settings, show_end_dialog=False, keeps_autosave=False)  # the player's game stays
    names = [
        QCoreApplication.translate("Names", "Mira"),
        QCoreApplication.translate("Names", "Anna"),
        QCoreApplication.translate("Names", "Bruno"),
        QCoreApplication.translate("Names", "Clara"),
        QCoreApplication.translate("Names", "Dora"),
    ]
    palette = colours(entry)
    seats = [Seat(names[i], HUMAN if i == 0 else COMPUTER, colour=palette[i]) for i in range(players)]
    _play(window, entry, seats, seed, moves)
    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.show()
    app.processEvents()  # type: ignore[attr-defined]
    if (window.width(), window.height()) != size:  # a window manager may resist: ask once more
        window.resize(*size)
        app.processEvents()  # type: ignore[attr-defined]
    if window.page is not None:
        window.page.view.fit()
    app.processEvents()  # type: ignore[attr-defined]
    image = window.grab()
    for page in window.tables.values():
        page.stop()
    window.close()
    _dispose(app, window)
    return _write_png(image, path)


def _play(window: Any, entry: Any, seats: list[Any], seed: int, moves: int) -> None:
    """Start a game on its page, let the game's Medium players make `moves` moves (and more, until the first seat
    is to move), and continue the game so far on the page: through the `Game` protocol and the page's start,
    record and load only."""
    game = entry.load()
    window.start_game(seats, seed, entry)
    record = window.page.record()
    window.page.stop()
    state = game.replay(record)
    level = "medium" if "medium" in entry.levels else entry.levels[0]
    bots = [game.make_bot(level, seed * 7 + i) for i in range(len(seats))]
    observer = game.new_observer(len(seats))
    made: list[str] = []
    while not game.game_over(state) and (len(made) < moves or (moves and game.current_player(state) != 0)):
        seat = game.current_player(state)
        move = bots[seat].choose(observer.observe(state, seat))
        observer.update(state, move)
        state = game.apply(state, move)
        made.append(str(move))
    window.continue_game(entry, record.model_copy(update={"moves": made}), seats)


def _write_png(image: object, path: Path) -> int:
    """Write a picture as a PNG file: 0, or 2 with the system's reason on stderr when the file cannot be written."""
    from PySide6.QtCore import QBuffer, QIODevice

    from thurntaxis.errors import shown

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[attr-defined]
    try:
        if path.exists() and not path.is_file():
            raise IsADirectoryError(0, "not a regular file")
        path.write_bytes(bytes(buffer.data().data()))
    except OSError as exc:
        print(f"thurntaxis: cannot write {shown(str(path), 200)}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0


def _dispose(app: object, window: object) -> None:
    """Destroy the window's Qt objects before the interpreter shuts down (avoids teardown-order crashes)."""
    from PySide6.QtCore import QEvent

    window.deleteLater()  # type: ignore[attr-defined]
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # type: ignore[attr-defined]
    app.processEvents()  # type: ignore[attr-defined]
