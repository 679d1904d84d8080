"""A hint given before a language switch is said again in the new language and stays on the table (it stayed in
the old language, and the hinted square lost its ring)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import speak
from thurntaxis.carcassonne.ui.page import CarcassonnePage
from thurntaxis.kit.players import HUMAN, Seat

SEATS = [Seat("Mira", HUMAN, colour="red"), Seat("Otto", HUMAN, colour="blue")]


def test_a_hint_is_said_again_in_the_new_language_and_stays_on_the_table(qtbot, qm_dir, english) -> None:  # type: ignore[no-untyped-def]
    page = CarcassonnePage(speed="instant")
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    page.start(SEATS, 5)
    QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    english_text = page.notice.text()
    hinted = page.controller.hint()
    assert hinted is not None and english_text.startswith("Hint")
    speak("cs")
    page.retranslate()
    czech = page.notice.text()
    assert czech and czech != english_text
    speak("ru")
    page.retranslate()
    assert page.notice.text() not in ("", czech, english_text)
    ringed = [square.square for square in page.scene._squares.values() if square.hint]
    assert ringed == [(hinted.x, hinted.y)]
    page.stop()
