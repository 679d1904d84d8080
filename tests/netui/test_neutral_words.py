"""The network texts that speak of a named person (the lobby's "Anna (connected)", the seats bar's tooltips, the
host's "take the seat of a friend who is not back") take no grammatical gender in Polish, Czech and Russian: the
same words fit Anna and Bruno (they were masculine: "Anna (połączony)", "připojen", "подключён")."""

from __future__ import annotations

import re

import pytest

from thurntaxis.net import protocol as p
from thurntaxis.netui import texts
from thurntaxis.netui.hostdialog import HostDialog
from thurntaxis.netui.hosted import SeatsBar
from thurntaxis.shell import i18n

GENDERED = {  # a participle or pronoun that says "he" or "she" of the person
    "pl": r"\b(nie)?połączon[yaie]\b|\bna (niego|nią)\b|\bznajomego\b|\bznajomej\b|\bktóry\b|\bktóra\b",
    "cs": r"\b(ne)?připojen[ai]?\b|\bna (něj|ni|něho)\b|\bpřítele\b|\bkterý\b|\bkterá\b",
    "ru": r"\b(не )?подключ[её]н[аы]?\b|\bждёт (его|её)\b|\bдруга\b|\bкоторый\b|\bкоторая\b",
}


@pytest.mark.parametrize("lang", ["pl", "cs", "ru"])
def test_the_network_words_about_a_person_take_no_gender(qtbot, window, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    try:
        seen: list[str] = []
        for name in ("Anna", "Bruno"):
            seen += [texts.seat_line(1, name, "remote", True, connected) for connected in (True, False)]
        bar = SeatsBar()
        qtbot.addWidget(bar)
        infos = [p.SeatInfo(name="Anna", kind="remote", taken=True, connected=c) for c in (True, False)]
        bar.show_seats(p.Seats(seats=infos, started=True))
        seen += [label.toolTip() for label in bar.labels]
        dialog = HostDialog(window)
        qtbot.addWidget(dialog)
        seen += [dialog.computer_button.toolTip()]
        problems = [line for line in seen if re.search(GENDERED[lang], line)]
        assert not problems, problems
        assert len(set(seen[:2])) == 2 and "Anna" in seen[4] and "Anna" in seen[5]
    finally:
        i18n.install("en")


def test_the_seats_bar_speaks_the_new_language_after_a_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The bar (in the status bar while the window hosts) follows a language switch by itself."""
    bar = SeatsBar()
    qtbot.addWidget(bar)
    bar.show_seats(p.Seats(seats=[p.SeatInfo(name="Anna", kind="remote", taken=True, connected=True)], started=True))
    english = bar.title.text()
    try:
        i18n.install("de")
        qtbot.waitUntil(lambda: bar.title.text() != english)
        assert bar.labels[0].text() == "● Anna" and "Anna" in bar.labels[0].toolTip()
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: bar.title.text() == english)
