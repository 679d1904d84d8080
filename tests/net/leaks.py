"""The search for hidden information in what a seat received over the network, used by the room's tests and the
process tests: every message is searched, as bytes, for what that seat could not know in the position it was
sent in: the seed, the order of the pile still to draw, and other seats' cards it has not seen.

The positions come from the game the host recorded (its seed and moves). `transcript` is the list of message
bodies (the JSON bytes) one seat received, in order; a state message says which position the ones after it
belong to.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from thurntaxis.games import entry
from thurntaxis.net.protocol import host_message

RUN = 8  # the tiles or cards of the pile searched for, in order (fewer when fewer are left)


def positions(game_id: str, players: int, seed: int, moves: Sequence[str]) -> list[Any]:
    """Every position of the recorded game, the opening one first."""
    game = entry(game_id).load()
    states = [game.new_game(players, seed)]
    for text in moves:
        states.append(game.apply(states[-1], game.parse_move(text)))
    return states


def _lists(items: Sequence[Any]) -> Iterator[bytes]:
    """A sequence as JSON list contents would spell it, compact and spaced (single letters also as one word)."""
    for sep in (",", ", "):
        yield sep.join(json.dumps(x) for x in items).encode()
    if all(isinstance(x, str) and len(x) == 1 for x in items):
        yield "".join(items).encode()


def _either_way(items: Sequence[Any]) -> Iterator[bytes]:
    """A pile's run as `_lists` spells it, from the top and from the bottom."""
    yield from _lists(items)
    yield from _lists(list(reversed(items)))


def _taxis_secrets(state: Any, seat: int, seen: Sequence[Sequence[int]]) -> Iterator[bytes]:
    codes = state.board.city_codes
    deck = list(reversed(state.deck))[:RUN]  # the top card is the last
    if len(deck) >= 4:
        yield from _either_way([codes[c] for c in deck])
        yield from _either_way(deck)
    allowed = {tuple(sorted(x)) for x in (state.hands[seat], state.display, state.discard, *state.routes)}
    for q, hand in enumerate(state.hands):
        hidden = Counter(hand) - Counter(seen[q])
        if q != seat and hidden and tuple(sorted(hand)) not in allowed:
            yield b"[" + next(_lists([codes[c] for c in sorted(hand)])) + b"]"
            yield b"[" + next(_lists(sorted(hand))) + b"]"


def _carcassonne_secrets(state: Any) -> Iterator[bytes]:
    from thurntaxis.carcassonne.rules import LETTERS

    pile = list(state.deck[:RUN])
    if len(pile) >= 4:
        yield from _either_way([LETTERS[t] for t in pile])
        yield from _either_way(pile)


def _seen_cards(game_id: str, states: Sequence[Any], moves: Sequence[str], players: int) -> list[list[list[int]]]:
    """For Thurn and Taxis: per position, the cards each seat is known to hold (taken from the display)."""
    if game_id != "thurn-and-taxis":
        return [[]] * len(states)
    from thurntaxis.taxis.rules.observation import HandTracker

    game = entry(game_id).load()
    tracker = HandTracker(players)
    out = [[list(k) for k in tracker.known]]
    for before, text in zip(states, moves, strict=False):
        tracker.update(before, game.parse_move(text))
        out.append([list(k) for k in tracker.known])
    return out


def find_leaks(
    game_id: str, seat: int, seed: int, moves: Sequence[str], transcript: Sequence[bytes], players: int
) -> list[str]:
    """What of another seat's or of the pile's secrets `transcript` (the bodies seat `seat` received) holds."""
    states = positions(game_id, players, seed, moves)
    seen = _seen_cards(game_id, states, moves, players)
    found: list[str] = []
    number = 0
    for index, body in enumerate(transcript):
        message = host_message(body)
        if message.type == "state":
            number = message.number
        if str(seed).encode() in body:
            found.append(f"message {index}: the seed")
        state = states[number]
        secrets = (
            _taxis_secrets(state, seat, seen[number]) if game_id == "thurn-and-taxis" else _carcassonne_secrets(state)
        )
        for secret in secrets:
            if secret in body:
                found.append(f"message {index} (after {number} moves): {secret.decode()!r}")
    return found
