"""Every action without dragging: keyboard shortcuts and clicks, and the hint."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thurntaxis.taxis.rules import Move, legal_moves
from thurntaxis.taxis.rules import moves as mv
from thurntaxis.taxis.rules.state import AFTER_PLAY, DRAW_PHASE, PLAY_PHASE

from .conftest import click, seats
from .test_table import advance


def _key(window, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    QTest.keyClick(window, key)


def test_a_turn_by_keyboard(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c"), seed=12, start_player=0)
    c = window.page.controller
    first = c.state.display[1]
    _key(window, Qt.Key.Key_2)  # the second display card
    assert c.moves[-1] == Move(mv.DRAW, first)
    _key(window, Qt.Key.Key_D)  # the deck (forced Postmaster's second card)
    assert c.moves[-1] == mv.DRAW_DECK and c.state.phase == PLAY_PHASE
    _key(window, Qt.Key.Key_Period)  # choose the first card of the hand
    chosen = window.page.scene.selected
    assert chosen == c.state.hands[0][0]
    _key(window, Qt.Key.Key_N)  # start a route with it
    assert c.moves[-1] == Move(mv.START, chosen) and c.state.phase == AFTER_PLAY
    _key(window, Qt.Key.Key_E)
    assert c.moves[-1] == mv.END


def test_clicks_draw_and_play(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=14, start_player=0)
    c = window.page.controller
    state = advance(
        window, lambda s: s.current == 0 and s.phase == DRAW_PHASE and not s.forced_postmaster and len(s.routes[0]) >= 1
    )
    window.page._render()
    click(window, window.page.scene.cards("deck")[0])
    assert c.moves[-1] == mv.DRAW_DECK
    plays = [m for m in legal_moves(c.state) if m.kind in (mv.PLAY_LEFT, mv.PLAY_RIGHT)]
    move = plays[0] if plays else next(m for m in legal_moves(c.state) if m.kind == mv.START)
    card = next(item for item in window.page.scene.cards("hand") if item.city == move.arg)
    click(window, card)
    zone = {mv.PLAY_LEFT: "left", mv.PLAY_RIGHT: "right", mv.START: "new"}[move.kind]
    assert window.page.scene.zones[zone].lit
    click(window, window.page.scene.zones[zone])
    assert c.moves[-1] == move
    assert state.turn == c.state.turn


def test_hint_names_a_legal_move(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=15, start_player=0)
    c = window.page.controller
    click(window, window.page.scene.hint_button)
    assert window.status.text().startswith("Hint:")
    assert any(card.selected_card for card in window.page.scene.cards("display") + window.page.scene.cards("deck"))
    assert len(c.moves) == 0


def test_tab_chooses_the_hand_cards_as_the_status_line_says(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.start_game(seats("h", "c"), seed=12, start_player=0)
    c = window.page.controller
    _key(window, Qt.Key.Key_2)
    _key(window, Qt.Key.Key_D)
    assert c.state.phase == PLAY_PHASE and window.page.scene.selected is None
    _key(window, Qt.Key.Key_N)  # no card chosen yet: the status line says how to choose one
    assert "press Tab" in window.status.text()
    hand = sorted(set(c.state.hands[0]))
    assert len(hand) == 2
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # where the keys go: the table
    assert window.page.scene.selected == hand[0]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert window.page.scene.selected == hand[1]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)  # back
    assert window.page.scene.selected == hand[0]
    assert QApplication.focusWidget() is window.page.view  # Tab chose a card; the keys stay with the table
    _key(window, Qt.Key.Key_N)
    assert c.moves[-1] == Move(mv.START, hand[0])
