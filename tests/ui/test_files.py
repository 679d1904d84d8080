"""Saving and loading, a corrupt save, resuming the autosave, hot-seat hand hiding, the end-of-game dialog."""

from __future__ import annotations

import json
from pathlib import Path

from thurntaxis.shell.settings import autosave_path
from thurntaxis.taxis.rules import result, scores
from thurntaxis.taxis.rules.state import DRAW_PHASE

from .conftest import click, seats
from .gestures import perform
from .test_table import advance


def _same_position(a, b) -> bool:  # type: ignore[no-untyped-def]
    fields = (
        "deck",
        "discard",
        "display",
        "hands",
        "routes",
        "houses",
        "carriages",
        "tiles",
        "stacks",
        "current",
        "phase",
        "official",
        "turn",
        "shuffles",
    )
    return all(getattr(a, f) == getattr(b, f) for f in fields)


def test_save_then_load_gives_the_same_position(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=21, start_player=0)
    c = window.page.controller
    advance(window, lambda s: s.turn >= 12 and s.current == 0 and s.phase == DRAW_PHASE)
    saved = c.state
    path = tmp_path / "game.json"
    assert window.save_file(path)
    data = json.loads(path.read_text())
    assert data["record"]["seed"] == 21 and [s["kind"] for s in data["seats"]] == ["human", "computer", "computer"]
    window.start_game(seats("h", "c"), seed=1)
    assert not _same_position(c.state, saved)
    assert window.load_file(path)
    assert _same_position(c.state, saved)
    assert [s.kind for s in c.seats] == ["human", "computer", "computer"]
    assert [s.name for s in c.seats] == ["Mira", "Otto", "Ida"]
    assert len(window.page.scene.cards("hand")) == len(saved.hands[0])
    assert len(window.page.side.lines()) > len(c.moves)  # the log tells the loaded game's story again


def test_corrupt_save_gives_a_message_and_changes_nothing(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=2, start_player=0)
    c = window.page.controller
    before = c.state
    for text in (
        "{not json",
        '{"format": "thurntaxis-save", "version": 1, "seats": [], "record": {}}',
        json.dumps({"format": "thurntaxis-record", "players": ["a", "b"], "moves": ["+ZZZ"]}),
        "",
    ):
        path = tmp_path / "broken.json"
        path.write_text(text)
        assert not window.load_file(path)
        assert c.state is before
        assert window.prompter.notices and "broken.json" in window.prompter.notices[-1]
        assert "Reason" in window.prompter.notices[-1]
    assert not window.load_file(tmp_path / "missing.json")
    assert c.state is before


def test_autosave_on_exit_and_resume(qtbot, window, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    c = window.page.controller
    advance(window, lambda s: s.turn >= 6 and s.current == 0)
    saved = c.state
    window.close()
    assert autosave_path().exists()
    from thurntaxis.shell.window import MainWindow

    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    again.prompter = window.prompter
    window.prompter.answer = True
    again.start()
    again.continue_saved()  # the home page's Continue
    assert _same_position(again.page.controller.state, saved)
    again.page.controller.stop()


def test_corrupt_autosave_is_kept_and_reported(qtbot, window, home: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    autosave_path().write_text('{"format": "thurntaxis-save", "garbage": true}')
    monkeypatch.setattr(window, "new_game_dialog", lambda: False)
    window.start()
    assert window.prompter.notices and "autosave.json" in window.prompter.notices[-1]
    assert len(list(home.glob("autosave.unreadable-*.json"))) == 1
    cards = window.home.page.cards.values()
    assert window.home.shown() and not any(card.buttons["continue"].isVisible() for card in cards)


def test_hot_seat_hides_the_next_humans_hand(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "h"), seed=9, start_player=0)
    c = window.page.controller
    scene = window.page.scene
    assert scene.cover.isVisible() and not scene.cards("hand")
    click(window, scene.cover)
    assert not scene.cover.isVisible()
    perform(window, c.legal()[0])  # Mira draws (forced Postmaster: two cards)
    perform(window, c.legal()[0])
    assert [card.city for card in scene.cards("hand")] == list(c.state.hands[0])
    perform(window, next(m for m in c.legal() if m.kind == 6))  # start a route
    click(window, scene.end_button)
    assert c.state.current == 1
    assert scene.cover.isVisible() and not scene.cards("hand")  # Otto's hand (and Mira's) are hidden
    assert "Otto" in scene.cover.title
    click(window, scene.cover)
    assert not scene.cover.isVisible() and scene.cards("hand") == [] and len(c.state.hands[1]) == 0
    perform(window, c.legal()[0])
    assert len(scene.cards("hand")) == len(c.state.hands[1]) == 1


def test_hot_seat_hides_hands_while_a_computer_plays(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "h"), seed=9, start_player=0)
    c = window.page.controller
    c.paused = True
    scene = window.page.scene
    click(window, scene.cover)
    assert scene.cards("hand") or c.state.hands[0] == ()
    perform(window, c.legal()[0])
    perform(window, c.legal()[0])
    assert len(scene.cards("hand")) == 2
    perform(window, next(m for m in c.legal() if m.kind == 6))
    click(window, scene.end_button)
    assert c.state.current == 1  # the computer's turn: Mira's hand is covered
    assert scene.cover.isVisible() and not scene.cards("hand") and "Otto" in scene.cover.title
    click(window, scene.cover)  # nobody can uncover a hand during a computer's turn
    assert scene.cover.isVisible() and not scene.cards("hand")


def test_end_of_game_dialog_figures(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c", "c"), seed=13, start_player=1)
    c = window.page.controller
    final = advance(window, lambda s: s.game_over, limit=5000)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=2000)
    dialog = window.end_dialog
    outcome = result(final)
    breakdowns = scores(final)
    assert c.seats[outcome.winner].name in dialog.winner.text()
    assert str(breakdowns[outcome.winner].total) in dialog.winner.text()
    for card, b in zip(dialog.cards, breakdowns, strict=True):
        shown = {key: label.text() for key, label in card.figures.items()}
        assert shown["carriage"] == (f"+{b.carriage_points}" if b.carriage_points else "0")
        assert shown["tiles"] == (f"+{b.tile_points}" if b.tile_points else "0")
        assert shown["houses_left"] == (f"−{b.houses_left}" if b.houses_left else "0")
        assert shown["total"] == str(b.total).replace("-", "−")
        assert b.total == b.carriage_points + b.tile_points - b.houses_left
    assert ("No tie" in dialog.tie.text()) == (outcome.tie_break is None)
    dialog.rematch.click()
    qtbot.waitUntil(lambda: not c.state.game_over, timeout=2000)
    assert [s.name for s in c.seats] == ["Mira", "Otto", "Ida"] and len(c.moves) < 5


def test_tie_break_is_explained(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from thurntaxis.taxis.rules import Result
    from thurntaxis.taxis.ui.enddialog import EndGameDialog

    names = seats("h", "c", "c")
    dialog = EndGameDialog(_finished_state(), names)
    qtbot.addWidget(dialog)
    text = dialog._tie_text(Result(2, (0, 2), "game_end_tile", 2), names)
    assert "Mira, Ida" in text and "Ida holds the game-end tile" in text
    text = dialog._tie_text(Result(0, (0, 2), "after_game_end_holder", 1), names)
    assert "Mira, Ida" in text and "after Otto" in text
    assert dialog._tie_text(Result(1, (1,), None, 1), names) == "No tie."


def _finished_state():  # type: ignore[no-untyped-def]
    from thurntaxis.taxis.rules.playout import random_game

    return random_game(3, 1).final
