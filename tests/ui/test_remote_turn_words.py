"""While a friend on another machine is to move (a REMOTE seat, at the host's table of a hosted game), both games
say that the table waits for that person over the network; a computer player's turn still says it thinks (or
plays). Carcassonne's tray says it too. In English and Polish (the name stays in the nominative)."""

from __future__ import annotations

import pytest

from tests.ui.conftest import speak
from thurntaxis.games import GAMES
from thurntaxis.kit.players import COMPUTER, HUMAN, REMOTE, Seat

WAITING = {
    "en": ("Waiting for Anna to move (over the network)…", "Over the network"),
    "pl": ("Czekamy na ruch: Anna (przez sieć)…", "Przez sieć"),
}
COMPUTER_TURN = {
    ("en", "carcassonne"): ("Anna is thinking…", "Thinking…"),
    ("pl", "carcassonne"): ("Anna myśli…", "Myśli…"),
    ("en", "thurn-and-taxis"): ("Anna is playing…", ""),
    ("pl", "thurn-and-taxis"): ("Anna wykonuje ruch…", ""),
}


@pytest.mark.parametrize("game", ["carcassonne", "thurn-and-taxis"])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_friends_turn_is_waited_for_and_a_computers_is_thought_about(qtbot, window, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    entry = GAMES[game]
    options = {"start_player": 0} if game == "thurn-and-taxis" else {}
    try:
        speak(lang, window)
        for kind in (REMOTE, COMPUTER):
            seats = [Seat("Anna", kind, colour="blue"), Seat("Alex", HUMAN, colour="red")]
            window.page_of(entry).controller.expect_outside(frozenset({0}))  # as the host's table: Anna moves there
            window.start_game(seats, seed=9, game=entry, **options)
            page = window.page
            assert page.seats[0].kind == kind and not page.humans_turn()
            status, caption = WAITING[lang] if kind == REMOTE else COMPUTER_TURN[lang, game]
            assert window.status.text() == status
            if game == "carcassonne":
                assert page.scene.tray.caption == caption
    finally:
        window.set_language("en")
