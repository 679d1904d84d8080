"""The words of the window's menus (texts of the context "MainWindow", with their keyboard marks), by key: the menus
(`thurntaxis.shell.menus`) and the home page's buttons, which say what the menus say, both read them here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def menu_words() -> dict[str, str]:
    """Each menu and command by key, translated."""
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
        "about": QCoreApplication.translate("MainWindow", "&About…"),
    }
