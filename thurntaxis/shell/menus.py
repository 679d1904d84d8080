"""The window's menus and their shortcuts: Game, Play (the game's own moves, which its page brings, then Undo and
Hint), View and Help, built once and connected to the window's parts (texts of the context "MainWindow")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from thurntaxis.games import window_games
from thurntaxis.shell.gamefiles import GameFiles
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.gameplay import GameInPlay
from thurntaxis.shell.keysback import Focusable
from thurntaxis.shell.lessons import Lessons
from thurntaxis.shell.menuwords import menu_words
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.replays import ReplayViewer
from thurntaxis.shell.settings import statistics_path


class ShownView(Focusable, Protocol):
    """A table view (the game's or the replay's: a QGraphicsView), as the View menu and the keys use it."""

    def fit(self) -> None: ...
    def zoom(self, factor: float) -> None: ...


class WindowMenus:
    """The menus of the window, made once: a language switch renames them (`name_menus`) instead of making new
    ones, which would leave duplicate shortcuts behind. `actions` by key ("new", "undo", "side"...)."""

    def __init__(
        self,
        window: QMainWindow,
        own: Mapping[str, Callable[..., object]],
        view: Callable[[], ShownView | None],
        game: GameInPlay,
        files: GameFiles,
        replays: ReplayViewer,
        lessons: Lessons,
        network: NetworkPlay,
    ) -> None:
        self.network = network
        self.about_dialog: Any = None  # Help → About's dialog while it is open
        self._view = view  # the table view shown now (View → Fit, Zoom)
        specs: list[tuple[str, str, str | QKeySequence.StandardKey | None, object]] = [
            ("game", "new", QKeySequence.StandardKey.New, lambda: game.new_game_dialog()),
            ("game", "open", QKeySequence.StandardKey.Open, files.load_dialog),
            ("game", "save", QKeySequence.StandardKey.Save, files.save_dialog),
            ("game", "host", None, lambda: network.host()),
            ("game", "join", None, network.join),
            ("game", "resume_hosted", None, network.resume),
            ("game", "", None, None),
            ("game", "replay", None, replays.replay_dialog),
            ("game", "replay_last", None, lambda: replays.replay_last()),
            ("game", "", None, None),
            ("game", "settings", None, own["settings"]),
            ("game", "statistics", None, lambda: own["statistics"]()),
            ("game", "", None, None),
            ("game", "quit", QKeySequence.StandardKey.Quit, window.close),
            ("play", "undo", QKeySequence.StandardKey.Undo, own["undo"]),
            ("play", "hint", "H", own["hint"]),
            ("view", "home", "Alt+Home", own["home"]),
            ("view", "", None, None),
            ("view", "fit", "F", lambda: self._on_view(lambda view: view.fit())),
            ("view", "zoom_in", QKeySequence.StandardKey.ZoomIn, lambda: self._on_view(lambda view: view.zoom(1.2))),
            (
                "view",
                "zoom_out",
                QKeySequence.StandardKey.ZoomOut,
                lambda: self._on_view(lambda view: view.zoom(1 / 1.2)),
            ),
            ("view", "", None, None),
            ("view", "side", "F9", own["side"]),
            ("help", "how", QKeySequence.StandardKey.HelpContents, own["how"]),
            ("help", "learn", None, lambda: lessons.learn_to_play()),
            ("help", "", None, None),
            ("help", "about", None, lambda: self._about(window)),
        ]
        bar = window.menuBar()
        self.menus: dict[str, QMenu] = {key: bar.addMenu("") for key in ("game", "play", "view", "help")}
        self.actions: dict[str, QAction] = {}
        for menu, key, shortcut, slot in specs:
            if not key:
                self.menus[menu].addSeparator()
                continue
            action = QAction(window)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            self.menus[menu].addAction(action)
            self.actions[key] = action
        self.side_action = self.actions["side"]
        self.side_action.setCheckable(True)
        self.side_action.setChecked(True)
        self._learn_menu = QMenu(window)  # Help → Learn to play: each game's guided first game
        self._learn_games = [e for e in window_games() if e.load_ui().has_guided_game]
        for entry in self._learn_games:
            self._learn_menu.addAction("").triggered.connect(lambda _c=False, e=entry: lessons.learn_to_play(e))
        self.actions["learn"].setMenu(self._learn_menu)
        self.actions["replay_last"].setEnabled(statistics_path().exists())  # a game of an earlier session
        replays.known_last.connect(self.actions["replay_last"].setEnabled)
        for key in ("host", "join", "resume_hosted"):  # (a window without network play: `shell.netplay.Offline`)
            self.actions[key].setVisible(network.available)
        self.menus["game"].aboutToShow.connect(self.show_hosted_kept)
        self.show_hosted_kept()
        self.game_actions: list[QAction] = []  # the Play menu's moves of the page shown
        self.name_menus()

    def _about(self, window: QMainWindow) -> None:
        """Help → About: the version, the games' authors and the licences (one at a time)."""
        from thurntaxis.shell.about import show_about  # (not needed to show the first screen)

        if self.about_dialog is not None:  # open already: brought to the front
            self.about_dialog.raise_()
            self.about_dialog.activateWindow()
            return
        self.about_dialog = show_about(window)
        self.about_dialog.finished.connect(lambda _code: setattr(self, "about_dialog", None))

    def _on_view(self, act: Callable[[ShownView], object]) -> None:
        view = self._view()
        if view is not None:
            act(view)

    def name_menus(self) -> None:
        """Write the menus' titles and items in the current language."""
        names = menu_words()
        for key, menu in self.menus.items():
            menu.setTitle(names[key])
        for key, action in self.actions.items():
            action.setText(names[key])
        for action, entry in zip(self._learn_menu.actions(), self._learn_games, strict=True):
            action.setText(game_name(entry))

    def fill_play_menu(self, actions: list[Any]) -> None:
        """The Play menu: the moves of the game shown (`actions`, its page brings them; None: a separator), a
        separator, Undo and Hint."""
        menu = self.menus["play"]
        for action in menu.actions():
            menu.removeAction(action)
        self.game_actions = []
        for action in actions:
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
                self.game_actions.append(action)
        if self.game_actions:
            menu.addSeparator()
        menu.addAction(self.actions["undo"])
        menu.addAction(self.actions["hint"])

    def enable_moves(self, enabled: bool) -> None:
        """The moves of the game shown, Undo and Hint: off while no game is shown."""
        for action in [*self.game_actions, self.actions["undo"], self.actions["hint"]]:
            action.setEnabled(enabled)

    def enable_playing(self, enabled: bool) -> None:
        """The moves and the game's files are off while a replay is shown (their keys are the replay's)."""
        self.enable_moves(enabled)
        for key in ("new", "open", "save", "host", "join"):
            self.actions[key].setEnabled(enabled)
        self.show_hosted_kept()

    def show_hosted_kept(self) -> None:
        """Game → Resume the hosted game… is offered while a hosted game is kept and not hosted now (and no replay is
        shown)."""
        kept = self.network.kept()
        hosting = self.network.hosted is not None
        self.actions["resume_hosted"].setEnabled(self.actions["new"].isEnabled() and kept and not hosting)
