"""Switching the language again and again: the menus and shortcuts stay single, the keys keep working, and the
memory does not grow."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.conftest import seats, speak
from tests.ui.test_table import advance
from thurntaxis.shell.window import MainWindow
from thurntaxis.taxis.rules import Move
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.ui.gamelog import LogEntry

WARM_UP = 100  # switches that fill the caches (fonts, translations, glyphs): about 7 MB, in a process of its own
SWITCHES = 100  # then measured: a leak of 50 KB a switch (a table's texts kept each time) grows it by 5 MB
MEMORY_LIMIT = 5 * 1024 * 1024


def _shortcuts(window: MainWindow) -> list[str]:
    return [a.shortcut().toString() for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]


def test_number_keys_work_after_three_switches(qtbot, window, qm_dir, english) -> None:  # type: ignore
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c"), seed=12, start_player=0)
    c = window.page.controller
    before = sorted(_shortcuts(window))
    menus = len(window.findChildren(QMenu))
    for lang in ("pl", "ru", "en"):
        speak(lang, window)
    assert sorted(_shortcuts(window)) == before  # every shortcut once, as before the switches
    assert len(window.findChildren(QMenu)) == menus
    second = c.state.display[1]
    QTest.keyClick(window, Qt.Key.Key_2)
    assert c.moves[-1:] == [Move(mv.DRAW, second)]
    QTest.keyClick(window, Qt.Key.Key_D)
    assert c.moves[-1] == mv.DRAW_DECK


def _resident_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _switch(window: MainWindow, lang: str) -> None:
    speak(lang, window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


def test_switches_keep_the_memory_once_the_caches_are_full(qtbot, window, qm_dir, english, home: Path) -> None:  # type: ignore
    window.start_game(seats("h", "c", "c"), seed=5, start_player=0)
    window.page.controller.submit(mv.DRAW_DECK)
    langs = ("pl", "cs", "ru", "de", "en")
    for k in range(WARM_UP):
        _switch(window, langs[k % len(langs)])
    gc.collect()
    start = _resident_bytes()
    for k in range(SWITCHES):
        _switch(window, langs[k % len(langs)])
    gc.collect()
    grown = _resident_bytes() - start
    assert grown < MEMORY_LIMIT, f"{SWITCHES} language switches grew the resident memory by {grown / 2**20:.1f} MB"
    assert window.status.text().startswith("Mira: ")


def test_a_switch_redraws_the_window_once(qtbot, window, qm_dir, english, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=12, start_player=0)
    calls: list[str] = []
    retranslate = window.retranslate
    monkeypatch.setattr(window, "retranslate", lambda: (calls.append("x"), retranslate())[1])
    for lang in ("pl", "ru", "en"):
        speak(lang, window)
        qtbot.wait(20)  # Qt's own notices of the change arrive
    assert len(calls) == 3  # once each (Qt's notices asked for a second, whole rebuild of the table)


def test_a_language_switch_keeps_the_log_following(qtbot, window, qm_dir, english) -> None:  # type: ignore
    """Writing the log again in another language moves the text edit's bar by itself: the log still follows."""
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    side = window.page.side
    bar = side.log.verticalScrollBar()
    advance(window, lambda state: len(window.page.controller.moves) >= 60)
    assert bar.maximum() > 0
    for lang in ("pl", "en"):
        speak(lang, window)
        QApplication.processEvents()
        side.add_log(LogEntry("shuffle"))
        QApplication.processEvents()
        assert side.following and bar.value() == bar.maximum() and not side.news.isVisible(), lang
