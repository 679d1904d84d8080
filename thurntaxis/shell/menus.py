"""The window's menus and their shortcuts: Game, Play (the game's own moves, which its page brings, then Undo and
Hint), View and Help. Part of `thurntaxis.shell.window.MainWindow` (texts of the context "MainWindow")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from thurntaxis.games import window_games
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.netplay import NetworkPlay
from thurntaxis.shell.settings import hosted_game_path, statistics_path


def _names() -> dict[str, str]:
    return {
        "game": QCoreApplication.translate("MainWindow", "&Game"),
        "new": QCoreApplication.translate("MainWindow", "&New game…"),
        "open": QCoreApplication.translate("MainWindow", "&Open saved game…"),
        "save": QCoreApplication.translate("MainWindow", "&Save game…"),
        "host": QCoreApplication.translate("MainWindow", "&Host a network game…"),
        "join": QCoreApplication.translate("MainWindow", "&Join a network game…"),
        "resume_hosted": QCoreApplication.translate("MainWindow", "Res&ume the hosted game…"),
        "replay": QCoreApplication.translate("MainWindow", "&Replay a game…"),
        "replay_last": QCoreApplication.translate("MainWindow", "Replay the &last finished game"),
        "settings": QCoreApplication.translate("MainWindow", "Se&ttings…"),
        "statistics": QCoreApplication.translate("MainWindow", "Stat&istics…"),
        "quit": QCoreApplication.translate("MainWindow", "&Quit"),
        "play": QCoreApplication.translate("MainWindow", "&Play"),
        "undo": QCoreApplication.translate("MainWindow", "&Undo"),
        "hint": QCoreApplication.translate("MainWindow", "&Hint: show a legal move"),
        "view": QCoreApplication.translate("MainWindow", "&View"),
        "home": QCoreApplication.translate("MainWindow", "Ho&me page"),
        "fit": QCoreApplication.translate("MainWindow", "&Fit to window"),
        "zoom_in": QCoreApplication.translate("MainWindow", "Zoom &in"),
        "zoom_out": QCoreApplication.translate("MainWindow", "Zoom &out"),
        "side": QCoreApplication.translate("MainWindow", "Pla&yers and log beside the table"),
        "help": QCoreApplication.translate("MainWindow", "&Help"),
        "how": QCoreApplication.translate("MainWindow", "&How to play"),
        "learn": QCoreApplication.translate("MainWindow", "&Learn to play (a guided game)"),
    }


class WindowMenus:
    """The menus of the window (a part of `MainWindow`)."""

    _menus: dict[str, Any]
    _actions: dict[str, QAction]
    side_action: QAction | None
    page: Any
    network: NetworkPlay

    def _build_menus(self) -> None:
        """Make the menus and their shortcuts, once: a language switch renames them (`_name_menus`) instead of
        making new ones, which would leave duplicate shortcuts behind."""
        w: Any = self
        specs: list[tuple[str, str, str | QKeySequence.StandardKey | None, object]] = [
            ("game", "new", QKeySequence.StandardKey.New, w.new_game_dialog),
            ("game", "open", QKeySequence.StandardKey.Open, w.load_dialog),
            ("game", "save", QKeySequence.StandardKey.Save, w.save_dialog),
            ("game", "host", None, lambda: w.network.host()),
            ("game", "join", None, w.network.join),
            ("game", "resume_hosted", None, w.network.resume),
            ("game", "", None, None),
            ("game", "replay", None, w.replay_dialog),
            ("game", "replay_last", None, lambda: w.replay_last()),
            ("game", "", None, None),
            ("game", "settings", None, w.settings_dialog),
            ("game", "statistics", None, w.show_statistics),
            ("game", "", None, None),
            ("game", "quit", QKeySequence.StandardKey.Quit, w.close),
            ("play", "undo", QKeySequence.StandardKey.Undo, w.undo),
            ("play", "hint", "H", w.hint),
            ("view", "home", "Alt+Home", w.go_home),
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
            ("view", "side", "F9", w.toggle_side),
            ("help", "how", QKeySequence.StandardKey.HelpContents, w.show_help),
            ("help", "learn", None, lambda: w.learn_to_play()),
        ]
        bar = w.menuBar()
        self._menus = {key: bar.addMenu("") for key in ("game", "play", "view", "help")}
        self._actions = {}
        for menu, key, shortcut, slot in specs:
            if not key:
                self._menus[menu].addSeparator()
                continue
            action = QAction(w)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            self._menus[menu].addAction(action)
            self._actions[key] = action
        self.side_action = self._actions["side"]
        self.side_action.setCheckable(True)
        self.side_action.setChecked(True)
        self._learn_menu = QMenu(w)  # Help → Learn to play: each game's guided first game
        self._learn_games = [e for e in window_games() if e.load_ui().has_guided_game]
        for entry in self._learn_games:
            self._learn_menu.addAction("").triggered.connect(lambda _c=False, e=entry: w.learn_to_play(e))
        self._actions["learn"].setMenu(self._learn_menu)
        self._actions["replay_last"].setEnabled(statistics_path().exists())  # a game of an earlier session
        for key in ("host", "join", "resume_hosted"):  # (a window without network play: `shell.netplay.Offline`)
            self._actions[key].setVisible(w.network.available)
        self._menus["game"].aboutToShow.connect(self.show_hosted_kept)
        self.show_hosted_kept()
        self._game_actions: list[QAction] = []  # the Play menu's moves of the page shown
        self._name_menus()

    def _on_view(self, act: Any) -> None:
        view = self.active_view()  # type: ignore[attr-defined]
        if view is not None:
            act(view)

    def _name_menus(self) -> None:
        """Write the menus' titles and items in the current language."""
        names = _names()
        for key, menu in self._menus.items():
            menu.setTitle(names[key])
        for key, action in self._actions.items():
            action.setText(names[key])
        for action, entry in zip(self._learn_menu.actions(), self._learn_games, strict=True):
            action.setText(game_name(entry))

    def _fill_play_menu(self) -> None:
        """The Play menu: the moves of the game shown (its page brings them), a separator, Undo and Hint."""
        menu = self._menus["play"]
        for action in menu.actions():
            menu.removeAction(action)
        self._game_actions = []
        for action in self.page.play_actions() if self.page is not None else []:
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
                self._game_actions.append(action)
        if self._game_actions:
            menu.addSeparator()
        menu.addAction(self._actions["undo"])
        menu.addAction(self._actions["hint"])

    def _enable_playing(self, enabled: bool) -> None:
        """The moves and the game's files are off while a replay is shown (their keys are the replay's)."""
        for action in [*self._game_actions, self._actions["undo"], self._actions["hint"]]:
            action.setEnabled(enabled)
        for key in ("new", "open", "save", "host", "join"):
            self._actions[key].setEnabled(enabled)
        self.show_hosted_kept()

    def show_hosted_kept(self) -> None:
        """Game → Resume the hosted game… is offered while a hosted game is kept and not hosted now (and no replay is
        shown)."""
        kept = hosted_game_path().is_file()
        hosting = self.network.hosted is not None
        self._actions["resume_hosted"].setEnabled(self._actions["new"].isEnabled() and kept and not hosting)

    def toggle_side(self, shown: bool) -> None:
        """Show or hide what lies beside the table (View menu), whatever the window's size."""
        w: Any = self
        w._side_wanted = shown
        w._fit_side()
