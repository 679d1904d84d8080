"""The registry of games (thurntaxis/games.py): every entry gives the shared code what it needs, registration is
lazy, records name their game, and the command line and the arena play any registered game (a toy one here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from thurntaxis import games
from thurntaxis.arena import run_arena
from thurntaxis.cli import main
from thurntaxis.errors import NotationError, RecordError
from thurntaxis.games import GAMES, GameEntry, entry_of_record

PROTOCOL = (
    "new_game",
    "legal_moves",
    "apply",
    "parse_move",
    "current_player",
    "game_over",
    "scores",
    "winners",
    "new_observer",
    "make_bot",
    "random_game",
    "playout_report",
    "read_record",
    "replay",
    "replay_report",
    "finished_game",
    "observation_json",
    "observation_from_json",
    "record_text",
)
NIM = GameEntry("nim", "Nim", "tests.games.nim", min_players=2, max_players=3, ui="tests.games.nim", help_page="nim")


@pytest.fixture
def with_nim(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, "nim", NIM)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_entry_gives_the_shared_code_what_it_needs(game_id: str) -> None:
    entry = GAMES[game_id]
    assert entry.id == game_id and entry.name and 2 <= entry.min_players <= entry.max_players
    game = entry.load()
    assert entry.load() is game, "loaded once"
    for name in PROTOCOL:
        assert callable(getattr(game, name)), name
    assert set(game.budget_levels) <= set(game.bot_levels)
    assert all(f.label.endswith(":") and f.over_games in ("best", "average") for f in game.figures)
    assert len({f.key for f in game.figures}) == len(game.figures)
    assert all(callable(parse) for parse in game.bot_options.values())
    for players in (entry.min_players, entry.max_players):
        state = game.new_game(players, 5)
        assert not game.game_over(state) and 0 <= game.current_player(state) < players
        assert len(game.scores(state)) == players
        legal = game.legal_moves(state)
        assert legal and all(game.parse_move(str(move)) == move for move in legal)
        observer = game.new_observer(players)
        seat = game.current_player(state)
        for level in game.bot_levels:
            game.make_bot(level, seed=1)
        bot = game.make_bot(game.bot_levels[0], seed=1)
        move = bot.choose(observer.observe(state, seat))
        assert move in legal
        observer.update(state, move)
        assert game.apply(state, move) != state
    with pytest.raises(ValueError):
        game.make_bot("no-such-level", seed=1)
    playout = game.random_game(entry.min_players, 3)
    assert game.game_over(playout.final) and playout.moves
    assert game.winners(playout.final) and all(0 <= w < entry.min_players for w in game.winners(playout.final))
    report = game.playout_report(3, playout)
    assert report.lines and json.loads(json.dumps(report.data)) == report.data


def test_the_default_game_is_thurn_and_taxis_and_records_without_a_game_are_its() -> None:
    assert games.DEFAULT_GAME == "thurn-and-taxis" and GAMES[games.DEFAULT_GAME].name == "Thurn and Taxis"
    assert entry_of_record({"players": ["a", "b"]}).id == "thurn-and-taxis"
    assert entry_of_record({"format": "thurntaxis-save", "record": {"players": ["a", "b"]}}).id == "thurn-and-taxis"
    assert entry_of_record({"game": "thurn-and-taxis"}).id == "thurn-and-taxis"


@pytest.mark.parametrize("raw", [{"game": "chess"}, {"format": "thurntaxis-save", "record": {"game": "chess\n"}}])
def test_a_record_of_a_game_this_program_does_not_play_is_its_own_error(raw: dict[str, object]) -> None:
    with pytest.raises(RecordError) as err:
        entry_of_record(raw)
    assert err.value.code == "record_unknown_game" and err.value.params["game"].startswith("chess")
    assert "\n" not in err.value.message


def test_registration_is_lazy() -> None:
    code = (
        "import sys; from thurntaxis import cli, games; cli.build_parser(); "
        "print(sorted(m for m in sys.modules if m.startswith('thurntaxis.taxis'))); "
        "games.GAMES['thurn-and-taxis'].load(); print('thurntaxis.taxis.rules' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split("\n")[:2] == ["[]", "True"]


def test_replay_reads_the_game_the_record_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / "old.json"  # written before records named their game
    old.write_text(
        json.dumps({"format": "thurntaxis-record", "version": 1, "players": ["A", "B"], "seed": 2, "moves": ["+?"]}),
        encoding="utf-8",
    )
    assert main(["replay", str(old)]) == 0
    plain = capsys.readouterr().out
    assert main(["replay", "--game", "thurn-and-taxis", str(old)]) == 0
    assert capsys.readouterr().out == plain and plain.startswith("turn 1, player")
    chess = tmp_path / "chess.json"
    chess.write_text('{"game": "chess", "players": ["A", "B"]}', encoding="utf-8")
    assert main(["replay", str(chess)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("thurntaxis: a record of the game 'chess'") and err.count("\n") == 1
    with pytest.raises(SystemExit):
        main(["replay", "--game", "chess", str(old)])


def test_the_command_line_plays_any_registered_game(
    with_nim: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["selfplay", "--game", "nim", "--games", "2", "--seed", "4", "--players", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["nim 4", "nim 5"]
    assert main(["selfplay", "--game", "nim", "--players", "4"]) == 2
    assert "Nim is for 2 to 3 players, not 4" in capsys.readouterr().err
    assert main(["bench", "--game", "nim", "--games", "3", "--json"]) == 2  # Nim is not for 4 players
    assert "Nim is for 2 to 3 players, not 4" in capsys.readouterr().err
    record = tmp_path / "nim.json"
    record.write_text('{"game": "nim", "players": 2, "moves": ["3", "2"]}', encoding="utf-8")
    assert main(["replay", str(record)]) == 0
    assert capsys.readouterr().out == "heap 16\n"
    assert main(["replay", "--game", "thurn-and-taxis", str(record)]) == 2
    assert "a record of the game 'nim', not of 'thurn-and-taxis'" in capsys.readouterr().err
    assert main(["arena", "--game", "nim", "--bots", "greedy,random", "--games", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 4
    assert main(["arena", "--game", "nim", "--bots", "medium,random"]) == 2
    assert "unknown bot level 'medium'; choose one of random, greedy" in capsys.readouterr().err


def test_the_arena_plays_any_registered_game_with_rotation_and_jobs(with_nim: None) -> None:
    one = run_arena(["greedy", "random"], games=8, seed=2, game_id="nim")
    two = run_arena(["greedy", "random"], games=8, seed=2, jobs=2, game_id="nim")
    for report in (one, two):
        report["seconds"] = None
        for e in report["entries"]:
            e.update(mean_decision_ms=None, median_decision_ms=None, p95_decision_ms=None, max_decision_ms=None)
    assert one == two
    greedy, rand = one["entries"]
    assert greedy["wins"] + rand["wins"] == 8 and greedy["wins"] > rand["wins"]
    assert run_arena(["greedy:depth=2", "random"], games=2, game_id="nim", budget={"depth": 1})["games"] == 2
    with pytest.raises(ValueError, match="options: depth"):
        run_arena(["greedy:iterations=2", "random"], games=2, game_id="nim")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_notation_error_names_its_games_notation_not_a_source_file(game_id: str) -> None:
    # An installed player has no docs/ folder: the message itself says what a move of this game looks like.
    game = GAMES[game_id].load()
    with pytest.raises(NotationError) as caught:
        game.parse_move("zz")
    message = str(caught.value)
    assert "docs/" not in message and ".md" not in message
    assert f"is not a {GAMES[game_id].name} move: " in message
