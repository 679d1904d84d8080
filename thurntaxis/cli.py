"""The command line: the game window by default, and tools for self-play, replays and benchmarks.

The tools play any registered game (`--game`, from `thurntaxis.games`): they ask the registry, never a game's
modules, which are imported only when the command runs."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from thurntaxis import PROGRAM_NAME, __version__, games
from thurntaxis.errors import GameError
from thurntaxis.games import DEFAULT_GAME, GAMES, GameEntry, Report
from thurntaxis.records import decode_json, other_game, read_text

EXIT_BAD_INPUT = 2
EXIT_NO_WINDOW = 3  # the window cannot open: a system library is missing
BENCH_PLAYERS = 4


MIN_PLAYERS = min(entry.min_players for entry in GAMES.values())  # of any game (each game checks its own)
MAX_PLAYERS = max(entry.max_players for entry in GAMES.values())


def _players(text: str) -> int:
    n = int(text)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    return n


def _add_game(parser: argparse.ArgumentParser, default: str | None = DEFAULT_GAME, note: str = "") -> None:
    parser.add_argument(
        "--game", choices=list(GAMES), default=default, help=note or f"the game (default {DEFAULT_GAME})"
    )


def _positive(text: str) -> int:
    n = int(text)
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def _size(text: str) -> tuple[int, int]:
    """A window size written WIDTHxHEIGHT, e.g. 1280x720."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("write the size as WIDTHxHEIGHT, e.g. 1280x720") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError("width 320 to 8192 and height 240 to 8192 pixels")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    names = ", ".join(entry.name for entry in GAMES.values())
    parser = argparse.ArgumentParser(
        prog="thurntaxis", description=f"{PROGRAM_NAME}. Board games for the desktop: {names}."
    )
    parser.add_argument("--version", action="version", version=f"thurntaxis {__version__}")
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="open the window with a seeded game, let the computer play, save a PNG and exit",
    )
    parser.add_argument("--seed", type=int, default=1, help="the seed of the --screenshot game (default 1)")
    parser.add_argument("--moves", type=int, default=0, help="computer moves before the --screenshot (default 0)")
    parser.add_argument("--players", type=_players, default=3, help="players in the --screenshot game (default 3)")
    _add_game(parser, note=f"the game of the --screenshot (default {DEFAULT_GAME})")
    parser.add_argument(
        "--size",
        type=_size,
        default=(1600, 1000),
        metavar="WxH",
        help="the window size of the --screenshot, e.g. 1280x720 (default 1600x1000)",
    )
    parser.add_argument(
        "--lang",
        choices=("en", "pl", "cs", "ru", "de"),
        help="the language of the window (default: the settings', else the system's)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check without a screen that this copy works (translations, window, a computer game)",
    )
    sub = parser.add_subparsers(dest="command")

    sp = sub.add_parser("selfplay", help="play seeded games between random players")
    sp.add_argument("--players", type=_players, default=4)
    sp.add_argument("--games", type=_positive, default=10)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--json", action="store_true", help="one JSON object per game per line")
    _add_game(sp)

    rp = sub.add_parser("replay", help="replay a game record and show the final position and scores")
    rp.add_argument("file", type=Path)
    rp.add_argument("--json", action="store_true")
    _add_game(rp, None, f"the game the record must be of (default: the one it names; without a name, {DEFAULT_GAME})")

    bp = sub.add_parser("bench", help="the rules engine's speed in random 4-player games")
    bp.add_argument("--games", type=_positive, default=100)
    bp.add_argument("--seed", type=int, default=0)
    bp.add_argument("--json", action="store_true")
    _add_game(bp)

    st = sub.add_parser("stats", help="the statistics of the finished games the desktop game has stored")
    st.add_argument("--json", action="store_true")
    _add_game(st, note=f"the game whose statistics are shown (default {DEFAULT_GAME})")

    ap = sub.add_parser("arena", help="seated-rotated games between computer players, with win rates")
    ap.add_argument("--bots", required=True, help="levels by seat, e.g. hard,medium,medium,medium")
    ap.add_argument("--games", type=_positive, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=_positive, default=1, help="parallel processes")
    ap.add_argument("--iterations", type=_positive, help="Hard: playouts per decision")
    ap.add_argument("--rounds", type=_positive, help="Hard: rounds each playout looks ahead")
    ap.add_argument("--time-limit", type=float, help="Hard: seconds per decision")
    ap.add_argument("--json", action="store_true")
    _add_game(ap)

    from thurntaxis.net.commands import add_parsers  # serve, join

    add_parsers(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):  # a name the terminal's encoding lacks is escaped, not a traceback
        sys.stdout.reconfigure(errors="backslashreplace")
    if args.self_test:
        from thurntaxis.shell import selftest

        return selftest.run()
    try:
        if args.command == "selfplay":
            return _selfplay(args)
        if args.command == "replay":
            return _replay(args)
        if args.command == "bench":
            return _bench(args)
        if args.command == "arena":
            return _arena(args)
        if args.command == "stats":
            return _stats(args)
        if args.command in ("serve", "join"):
            from thurntaxis.net import commands

            return int(commands.serve(args) if args.command == "serve" else commands.join(args))
        return _gui(args)
    except GameError as exc:
        print(f"thurntaxis: {exc.message}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _gui(args: argparse.Namespace) -> int:
    """The game window (Qt is imported only here, so the other commands start fast without it)."""
    from thurntaxis.shell import app, platformcheck

    missing = platformcheck.check()
    if missing is not None:
        print(missing, file=sys.stderr)
        return EXIT_NO_WINDOW

    if args.screenshot is not None:
        if args.screenshot.exists() and not args.screenshot.is_file():  # a FIFO would stop the program for ever
            print(f"thurntaxis: cannot write {args.screenshot}: not a regular file", file=sys.stderr)
            return EXIT_BAD_INPUT
        if not _player_count(GAMES[args.game], args.players):
            return EXIT_BAD_INPUT
        return app.screenshot(
            args.screenshot,
            seed=args.seed,
            moves=max(args.moves, 0),
            players=args.players,
            lang=args.lang,
            size=args.size,
            game=args.game,
        )
    from thurntaxis.netui.play import NetworkPlay  # (the composition root: the shell never imports netui)

    return app.run(lang=args.lang, network=NetworkPlay)


def _print(report: Report, as_json: bool) -> None:
    if as_json:
        print(json.dumps(report.data))
    else:
        for line in report.lines:
            print(line)


def _player_count(entry: GameEntry, players: int) -> bool:
    """Whether the game is for that many players (else says so)."""
    if entry.min_players <= players <= entry.max_players:
        return True
    print(
        f"thurntaxis: {entry.name} is for {entry.min_players} to {entry.max_players} players, not {players}",
        file=sys.stderr,
    )
    return False


def _selfplay(args: argparse.Namespace) -> int:
    entry = games.entry(args.game)
    if not _player_count(entry, args.players):
        return EXIT_BAD_INPUT
    game = entry.load()
    for g in range(args.games):
        seed = args.seed + g
        _print(game.playout_report(seed, game.random_game(args.players, seed)), args.json)
    return 0


def _replay(args: argparse.Namespace) -> int:
    raw = decode_json(read_text(args.file))  # a record file, or the desktop game's save file (which wraps one)
    entry = games.entry_of_record(raw)
    if args.game is not None and entry.id != args.game:
        raise other_game(entry.id, args.game)
    game = entry.load()
    record = game.read_record(raw)
    _print(game.replay_report(record, game.replay(record)), args.json)
    return 0


def _stats(args: argparse.Namespace) -> int:
    """The figures of the statistics database in the data folder the game uses (Qt's names find the folder)."""
    from thurntaxis import stats
    from thurntaxis.shell import app
    from thurntaxis.shell.settings import statistics_path
    from thurntaxis.summary import format_summary

    app.identify()
    summary = stats.read_summary(statistics_path(), args.game)
    print(json.dumps(summary.as_json(), ensure_ascii=False) if args.json else "\n".join(format_summary(summary)))
    return 0


def _bench(args: argparse.Namespace) -> int:
    entry = games.entry(args.game)
    if not _player_count(entry, BENCH_PLAYERS):
        return EXIT_BAD_INPUT
    game = entry.load()
    moves = 0
    started = time.perf_counter()
    for g in range(args.games):
        moves += len(game.random_game(BENCH_PLAYERS, args.seed + g).moves)
    elapsed = time.perf_counter() - started
    figures = {
        "games": args.games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 2),
        "moves_per_second": round(moves / elapsed),
        "moves_per_game": round(moves / args.games, 1),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{figures['games_per_second']} random 4-player games/s, {figures['moves_per_second']} moves/s "
            f"({figures['moves_per_game']} moves per game, {args.games} games in {figures['seconds']} s)"
        )
    return 0


def _arena(args: argparse.Namespace) -> int:
    from thurntaxis.arena import format_report, run_arena

    entry = games.entry(args.game)
    levels = [b for b in args.bots.split(",") if b.strip()]
    if not entry.min_players <= len(levels) <= entry.max_players:
        print(
            f"thurntaxis: --bots needs {entry.min_players} to {entry.max_players} levels, not {len(levels)}",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    budget = {
        key: value
        for key, value in (("iterations", args.iterations), ("rounds", args.rounds), ("time_limit", args.time_limit))
        if value is not None
    }
    try:
        report = run_arena(levels, args.games, seed=args.seed, jobs=args.jobs, budget=budget, game_id=entry.id)
    except ValueError as exc:
        print(f"thurntaxis: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(report))
    else:
        print("\n".join(format_report(report)))
    return 0
