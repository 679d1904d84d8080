"""The replay viewer beyond watching: "Play from here" takes over a seat at the move shown and plays on against the
computer in a new game (the record replayed stays as it was; the new game saves, resumes and replays), and Expert's
opinion of a chosen seat's moves, thought out in the background from that seat's own observation."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from thurntaxis.kit.players import COMPUTER, HUMAN
from thurntaxis.shell.savegame import load_game
from thurntaxis.taxis import ai
from thurntaxis.taxis.rules import Move, load_record, replay
from thurntaxis.taxis.ui.replay import CITY_MOVES
from thurntaxis.taxis.ui.texts import hint_text

from .conftest import seats

RECORD = Path(__file__).parent / "data" / "replay-4p.json"  # four seeded computer players, 321 moves
BUDGET = {"iterations": 40}  # Expert thinks briefly in the tests


def _open(window, monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.menus.actions["replay"].trigger()
    assert window.in_replay()


def _click(widget) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def _step_to(window, index: int) -> None:  # type: ignore[no-untyped-def]
    page = window.replay_page
    key = Qt.Key.Key_Right if index > page.index else Qt.Key.Key_Left
    while page.index != index:
        QTest.keyClick(page.view, key)


def test_play_from_here_takes_over_a_seat_in_a_new_game(qtbot, window, monkeypatch, tmp_path) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    record_bytes = RECORD.read_bytes()
    record = load_record(RECORD)
    _open(window, monkeypatch, RECORD)
    page = window.replay_page
    _step_to(window, 40)
    study = page.study
    assert study.play_here.isEnabled()
    _click(study.play_here)
    dialog = study.dialog
    assert dialog is not None and dialog.isVisible() and "40" in dialog.windowTitle()
    dialog.seat_box.setCurrentIndex(2)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("easy"))
    _click(dialog.play)
    assert window.prompter.questions  # the game in progress is left only when the player agrees
    assert not window.in_replay() and window.pages.currentWidget() is window.page
    c = window.page.controller
    assert [str(m) for m in c.moves[:40]] == record.moves[:40]
    at_40 = replay(record)[40]
    assert (c.states[40].hands, c.states[40].display, c.states[40].deck) == (at_40.hands, at_40.display, at_40.deck)
    assert [(s.name, s.kind) for s in c.seats] == [
        ("Mira", COMPUTER),
        ("Otto", COMPUTER),
        ("Ida", HUMAN),
        ("Karl", COMPUTER),
    ]
    assert {s.level for i, s in enumerate(c.seats) if i != 2} == {"easy"}
    assert RECORD.read_bytes() == record_bytes  # the record replayed is untouched
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=5000)  # the computer plays the others until Ida's turn
    assert c.state.current == 2
    legal = c.legal()
    ours = Move.parse("+?") if Move.parse("+?") in legal else legal[0]
    assert c.submit(ours)
    played = len(c.moves)
    assert played > 40
    # the new game saves and resumes: the original's first 40 moves, then those played from here
    path = tmp_path / "from-here.json"
    assert window.save_file(path)
    saved, saved_seats = load_game(path)
    assert saved.moves[:40] == record.moves[:40] and len(saved.moves) == played
    assert saved.seed == record.seed and [s.kind for s in saved_seats] == [COMPUTER, COMPUTER, HUMAN, COMPUTER]
    window.prompter.answer = True
    assert window.load_file(path)
    assert [str(m) for m in window.page.controller.moves] == saved.moves
    # ...and replays
    assert window.open_replay(saved, saved_seats)
    assert window.replay_page.moves == len(saved.moves)
    assert RECORD.read_bytes() == record_bytes


def test_play_from_here_is_refused_and_nothing_changes(qtbot, window, monkeypatch) -> None:  # type: ignore
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    before = list(window.page.controller.moves)
    _open(window, monkeypatch, RECORD)
    page = window.replay_page
    _step_to(window, 12)
    window.prompter.answer = False  # "leave this game?" - no
    _click(page.study.play_here)
    _click(page.study.dialog.play)
    assert window.in_replay() and page.index == 12
    assert window.page.controller.moves == before and len(window.page.controller.seats) == 2
    page.go(page.moves)  # the end of a finished game: nothing to play from
    assert not page.study.play_here.isEnabled()


def _expected(record, states, seat: int, index: int) -> Move:  # type: ignore[no-untyped-def]
    """Expert's move at move `index`, from `seat`'s own observation, worked out here."""
    moves = [Move.parse(m) for m in record.moves[: index - 1]]
    observation = ai.observe_history(states[:index], moves, seat)
    return ai.make_bot("expert", seed=index, **BUDGET).choose(observation)


def test_expert_opinion_of_a_seats_moves(qtbot, window, monkeypatch) -> None:  # type: ignore
    record = load_record(RECORD)
    states = replay(record)
    seat = 1
    theirs = [n for n in range(1, len(states)) if states[n - 1].current == seat]
    opinions = {n: _expected(record, states, seat, n) for n in theirs[:40]}
    differs = next(n for n in theirs if opinions[n] != Move.parse(record.moves[n - 1]))
    agrees = next(n for n in theirs if opinions[n] == Move.parse(record.moves[n - 1]))
    _open(window, monkeypatch, RECORD)
    page = window.replay_page
    study = page.study
    study.advice.budget = dict(BUDGET)
    assert study.seat_box.isVisible() and "Choose a player" in study.opinion.text()
    study.seat_box.setCurrentIndex(study.seat_box.findData(seat))
    assert study.seat == seat
    not_theirs = next(n for n in range(1, len(states)) if states[n - 1].current != seat)
    _step_to(window, not_theirs)
    assert "Otto" in study.opinion.text() and "Step to" in study.opinion.text()
    _step_to(window, differs)
    if study.advice.opinion(differs) is None:
        assert "thinking" in study.opinion.text() and study.busy.isVisible()  # the busy line while Expert thinks
        QTest.keyClick(page.view, Qt.Key.Key_Right)  # the player keeps stepping while Expert thinks
        QTest.keyClick(page.view, Qt.Key.Key_Left)
        assert page.index == differs
    qtbot.waitUntil(lambda: study.advice.opinion(differs) is not None, timeout=20000)
    assert not study.busy.isVisible()
    alternative = opinions[differs]
    said = hint_text(states[differs - 1], alternative)  # as the table's Hint would say it
    played = hint_text(states[differs - 1], Move.parse(record.moves[differs - 1]))
    assert study.advice.opinion(differs).move == alternative
    text = study.opinion.text()
    assert said in text and played in text and said != played  # the advice beside the move played, never the same
    assert "Before move" in text and ("points" in text or "as much" in text)
    # the position before the move: the mover's hand as it was then, the advice and the move played labelled
    assert page.drawing.hands.rows[seat][1] == states[differs - 1].hands[seat]
    labels = [item.text for item in page.drawing.overlay.items if hasattr(item, "text")]
    assert any(t.startswith("Expert") for t in labels) and any(t.startswith("Played") for t in labels)
    lit = {c.city for c in page.drawing.scene.cities if c.pointed}  # the city Expert would have used, lit on the map
    uses_city = alternative.kind in CITY_MOVES and alternative != Move.parse("+?")
    assert (alternative.arg in lit) if uses_city else True
    _step_to(window, agrees)
    qtbot.waitUntil(lambda: study.advice.opinion(agrees) is not None, timeout=20000)
    assert "the same" in study.opinion.text()
    assert not any(c.pointed for c in page.drawing.scene.cities)
    study.choose_seat(None)
    assert "Choose a player" in study.opinion.text()
    assert page.drawing.hands.rows[seat][1] == states[agrees].hands[seat]  # the position after the move again
    assert not page.drawing.overlay.items
    study.advice.stop()


def test_carcassonne_offers_the_same_through_the_same_frame(qtbot, window, tmp_path) -> None:  # type: ignore
    from thurntaxis.carcassonne.ai import make_bot
    from thurntaxis.carcassonne.game import observation
    from thurntaxis.carcassonne.rules import PLACE, new_record
    from thurntaxis.carcassonne.rules import apply as carc_apply
    from thurntaxis.kit.players import Seat
    from thurntaxis.shell.savegame import save_game

    names = ["Mira", "Otto", "Ida"]
    state = new_record(names, seed=11).initial_state()
    bots = [make_bot("medium", seed=11 + i) for i in range(3)]
    moves = []
    for _ in range(30):
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(move)
        state = carc_apply(state, move)
    record = new_record(names, seed=11, moves=moves)
    path = tmp_path / "carcassonne.json"
    save_game(path, record, [Seat(n, COMPUTER, colour=c) for n, c in zip(names, ("red", "blue", "black"), strict=True)])
    record_bytes = path.read_bytes()
    assert window.replay_file(path)
    page = window.replay_page
    study = page.study
    study.advice.budget = {"iterations": 20}
    assert study.seat_box.isVisible()
    study.seat_box.setCurrentIndex(study.seat_box.findData(1))
    mover = study.advice.mover
    index = next(n for n in range(12, 31) if mover(n) == 1 and moves[n - 1].kind == PLACE)
    _step_to(window, index)
    qtbot.waitUntil(lambda: study.advice.opinion(index) is not None, timeout=20000)
    text = study.opinion.text()
    assert ("the same" in text) != ("Before move" in text)
    ring = study.drawing.scene.advised
    assert len(study.drawing.scene.state.board) == index // 2 + 1  # the position before the tile was laid
    if "Before move" in text:
        alternative = study.advice.opinion(index).move
        assert ring.isVisible() and ring.square == (alternative.x, alternative.y)
        tiles = [i for i in study.drawing.overlay.items if hasattr(i, "turns")]
        assert (alternative.tile, alternative.rotation) in {(t.tile, t.turns) for t in tiles}
    else:
        assert not ring.isVisible()
    _step_to(window, index + 1)  # its follower move: the turn was judged at its tile
    assert str(index) in study.opinion.text() and not study.drawing.overlay.items
    study.advice.stop()
    _step_to(window, 20)
    _click(study.play_here)
    study.dialog.seat_box.setCurrentIndex(1)
    _click(study.dialog.play)
    assert not window.in_replay() and window.page_entry.id == "carcassonne"
    c = window.page.controller
    assert [str(m) for m in c.moves[:20]] == record.moves[:20]
    assert [s.kind for s in c.seats] == [COMPUTER, HUMAN, COMPUTER]
    assert path.read_bytes() == record_bytes


def test_a_game_played_from_here_is_not_counted_in_the_statistics(qtbot, window, tmp_path) -> None:  # type: ignore
    """Taking over a seat near the end of someone else's game is practice: its end adds nothing to the player's
    figures (it came in as a whole game won or lost)."""
    from thurntaxis import stats
    from thurntaxis.carcassonne.ai import make_bot
    from thurntaxis.carcassonne.game import observation
    from thurntaxis.carcassonne.rules import apply as carc_apply
    from thurntaxis.carcassonne.rules import new_record
    from thurntaxis.kit.players import Seat
    from thurntaxis.shell.savegame import save_game
    from thurntaxis.shell.settings import statistics_path

    names = ["Mira", "Otto"]
    state = new_record(names, seed=4).initial_state()
    bots = [make_bot("medium", seed=4 + i) for i in range(2)]
    moves = []
    while not state.game_over:
        move = bots[state.current].choose(observation(state, state.current))
        moves.append(move)
        state = carc_apply(state, move)
    path = tmp_path / "whole.json"
    save_game(
        path,
        new_record(names, seed=4, moves=moves),
        [Seat(n, COMPUTER, colour=c) for n, c in zip(names, ("red", "blue"), strict=True)],
    )
    assert window.replay_file(path)
    study = window.replay_page.study
    mover = study.advice.mover
    index = next(n for n in range(len(moves) - 6, len(moves)) if mover(n) == 0)
    _step_to(window, index)
    _click(study.play_here)
    study.dialog.seat_box.setCurrentIndex(0)
    _click(study.dialog.play)
    c = window.page.controller
    while not c.state.game_over:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.game_over, timeout=5000)
        if not c.state.game_over:
            assert c.submit(c.legal()[0])
    window.statistics_writer.wait()
    with stats.open_store(statistics_path()) as store:
        assert store.games() == []


def test_a_replay_of_a_file_leads_back_to_the_game_only(qtbot, window, monkeypatch) -> None:  # type: ignore
    """ "Back to the results" belongs to the game just finished on the table: a record file replayed has none."""
    window.start_game(seats("h", "c"), seed=5, start_player=0)
    _open(window, monkeypatch, RECORD)
    page = window.replay_page
    assert page.back_to_game.isVisible() and not page.to_results.isVisible()
