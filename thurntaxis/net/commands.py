"""The command line's network commands: `thurntaxis serve` hosts a game, `thurntaxis join` plays a seat of one
with a computer player. Both run without Qt."""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import sys
from pathlib import Path

from thurntaxis.errors import GameError
from thurntaxis.games import GAMES, entry
from thurntaxis.net import hostsave
from thurntaxis.net.client import JoinFailed, Player
from thurntaxis.net.guard import CODE_LENGTH, new_code
from thurntaxis.net.room import COMPUTER, PERSON, REMOTE, Room, Seat
from thurntaxis.net.server import Host
from thurntaxis.records import MAX_NAME_LENGTH, clean_name, new_seed

EXIT_BAD_INPUT = 2


def _code(text: str) -> str:
    if not 1 <= len(text) <= 64 or not text.isascii() or not text.isprintable():
        raise argparse.ArgumentTypeError("1 to 64 printable ASCII characters")
    return text


def _new_code(text: str) -> str:
    if len(text) < CODE_LENGTH:
        raise argparse.ArgumentTypeError(f"at least {CODE_LENGTH} characters, so that it cannot be guessed")
    return _code(text)


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError("write the address as HOST:PORT, e.g. 127.0.0.1:7311")
    return host.strip("[]"), int(port)


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError("a port from 0 (any free one) to 65535")
    return int(text)


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `serve` and `join` to the command line."""
    sv = sub.add_parser("serve", help="host a network game that people (or `join --bot`) join")
    sv.add_argument("--game", choices=list(GAMES), help="the game (not with --resume)")
    sv.add_argument("--players", type=int, help="seats in all, computer players included (not with --resume)")
    sv.add_argument("--bots", default="", help="one computer seat per level, e.g. medium,hard")
    sv.add_argument(
        "--port", type=_port, help="the TCP port (0: any free one, printed; with --resume, default: the saved one)"
    )
    sv.add_argument(
        "--code", type=_new_code, help="the join code to tell the players, 6 characters or more (default: a new one)"
    )
    sv.add_argument("--record", type=Path, metavar="FILE", help="write the finished game's record here")
    sv.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    sv.add_argument("--seed", type=int, help="deal from this seed (default: a random one)")
    sv.add_argument(
        "--takeover", type=float, metavar="SECONDS", help="a computer plays a seat gone this long (--resume: as saved)"
    )
    sv.add_argument("--takeover-level", help="the level of that computer player (default easy; --resume: as saved)")
    sv.add_argument("--save", type=Path, metavar="FILE", help="keep the game here after every move (the host's only)")
    sv.add_argument("--resume", type=Path, metavar="FILE", help="go on with the game of a --save file, same players")

    jn = sub.add_parser("join", help="play a seat of a network game with a computer player")
    jn.add_argument("address", type=_address, metavar="HOST:PORT")
    jn.add_argument("--code", type=_code, required=True)
    jn.add_argument("--name", required=True)
    jn.add_argument("--bot", required=True, metavar="LEVEL", help="the computer player's level")
    jn.add_argument("--seat-file", type=Path, help="keep the seat's token here, and come back with it if it is there")
    jn.add_argument("--transcript", type=Path, help="write every message received here, one per line")
    jn.add_argument("--retry", type=float, default=0.0, metavar="SECONDS", help="come back this long after a loss")


def serve(args: argparse.Namespace) -> int:
    """Host the game until it ends; 0 when it ended."""
    if args.resume is not None:
        try:
            room = Room.resumed(hostsave.read(args.resume))
        except GameError as exc:
            return _bad(exc.message)
    else:
        made = _new_room(args)
        if isinstance(made, int):
            return made
        room = made
    game_entry = entry(room.game_id)
    if any(seat.kind == PERSON for seat in room.seats):
        return _bad("the save is of a game hosted in the window: open it there")
    if args.takeover is not None:  # (kept in the save: `serve --resume` waits as long)
        room.takeover = max(0, min(86_400, math.ceil(args.takeover)))
    takeover = args.takeover if args.takeover is not None else float(room.takeover) if room.takeover else None
    room.takeover_level = args.takeover_level or room.takeover_level or "easy"
    if room.takeover_level not in room.game.bot_levels:
        return _bad(f"{game_entry.name} has no level '{room.takeover_level}' ({', '.join(room.game.bot_levels)})")
    port = args.port if args.port is not None else room.port or None  # (a resumed room's saved port, else none)
    if port is None:
        return _bad("serve needs --port (0: any free one)")
    code = room.code
    logging.basicConfig(level=logging.INFO, format="thurntaxis serve: %(message)s", stream=sys.stderr)
    host = Host(room, args.record, takeover, room.takeover_level, args.save or args.resume)

    async def run() -> None:
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(host.serve(args.bind, port, ready))
        serving.add_done_callback(lambda _: ready.cancel())  # (a failed start: no port to wait for)
        try:
            room.port = await ready  # kept in the save: `serve --resume` listens there again
        except asyncio.CancelledError:
            await serving  # raises what stopped it
            return
        print(f"serving {game_entry.name} on {args.bind}:{room.port} with the code {code}", flush=True)
        await serving

    try:
        asyncio.run(run())
    except OSError as exc:
        print(f"thurntaxis: cannot serve on {args.bind}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return _bad(host.failure) if host.failure else 0


def _new_room(args: argparse.Namespace) -> Room | int:
    """The room `serve`'s options describe, or the exit status after saying what is wrong with them."""
    if args.game is None or args.players is None:
        return _bad("serve needs --game and --players (or --resume FILE)")
    game_entry = entry(args.game)
    game = game_entry.load()
    levels = [level.strip() for level in args.bots.split(",") if level.strip()]
    if not game_entry.min_players <= args.players <= game_entry.max_players:
        return _bad(f"{game_entry.name} is for {game_entry.min_players} to {game_entry.max_players} players")
    if len(levels) > args.players:
        return _bad(f"--bots names {len(levels)} computer players for {args.players} seats")
    unknown = [level for level in levels if level not in game.bot_levels]
    if unknown:
        return _bad(f"{game_entry.name} has no level '{unknown[0]}' ({', '.join(game.bot_levels)})")
    seats = [Seat(REMOTE) for _ in range(args.players - len(levels))] + [Seat(COMPUTER, level=lv) for lv in levels]
    code = args.code or new_code()
    seed = args.seed if args.seed is not None else new_seed()
    return Room(game_entry.id, seats, code, seed)


def join(args: argparse.Namespace) -> int:
    """Play a seat until the game ends; 0 then, else one line on stderr and a non-zero status."""
    host, port = args.address
    if not clean_name(args.name) or len(args.name) > MAX_NAME_LENGTH:
        return _bad(f"--name needs 1 to {MAX_NAME_LENGTH} characters")
    try:
        transcript = args.transcript.open("ab") if args.transcript is not None else None
    except OSError as exc:
        return _bad(f"cannot write {args.transcript}: {exc.strerror or type(exc).__name__}")
    player = Player(args.code, args.name, args.bot, args.seat_file, transcript, retry=max(args.retry, 0.0))
    try:
        outcome = asyncio.run(player.play(host, port))
    except JoinFailed as exc:
        print(f"thurntaxis: {exc.line}", file=sys.stderr)
        return exc.status
    finally:
        if transcript is not None:
            transcript.close()
    end = outcome.end
    scores = ", ".join(f"{name} {score}" for name, score in zip(end.names, end.scores, strict=False))
    winners = " and ".join(end.names[w] for w in end.winners if w < len(end.names))
    print(f"game over after {outcome.moves} moves: {scores}; won by {winners} (you were seat {outcome.seat})")
    return 0


def _bad(line: str) -> int:
    print(f"thurntaxis: {line}", file=sys.stderr)
    return EXIT_BAD_INPUT
