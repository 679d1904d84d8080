"""Carcassonne's drawn pieces are tested offscreen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest

from thurntaxis.carcassonne.ui.page import CarcassonnePage


@pytest.fixture
def page(qtbot) -> Iterator[CarcassonnePage]:  # type: ignore[no-untyped-def]
    """A Carcassonne page at instant speed, 1024x700 and shown, its side shown (at 1024 pixels it folds by itself:
    `page.show_side(None)`); its game is the test's to start or load (a test module may extend this fixture under
    the same name)."""
    made = CarcassonnePage(speed="instant")
    qtbot.addWidget(made)
    made.show_side(True)
    made.resize(1024, 700)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.stop()
