"""The Host dialog's choices stand in one column: the game, the players, your name, each seat, the port, the code
and the wait all start at the same left edge, in every language (they were three forms, three columns)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tests.ui.conftest import speak
from thurntaxis.netui.hostdialog import HostDialog
from thurntaxis.shell import i18n


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_choices_stand_in_one_column(qtbot, window, lang: str) -> None:  # type: ignore[no-untyped-def]
    speak(lang)
    try:
        dialog = HostDialog(window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.players.setValue(3)
        qtbot.wait(50)
        fields = [dialog.game_box, dialog.players, dialog.name_edit, *dialog.seat_boxes[:3]]
        fields += [dialog.port, dialog.code, dialog.takeover]
        lefts = [(type(field).__name__, field.mapTo(dialog, QPoint(0, 0)).x()) for field in fields]
        assert len({x for _name, x in lefts}) == 1, lefts
        assert [box.isVisible() for box in dialog.seat_boxes] == [True, True, True, False]  # (4 at most)
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("carcassonne"))  # (5 at most: a row more)
        qtbot.wait(50)
        assert [box.isVisible() for box in dialog.seat_boxes] == [True, True, True, False, False]
        assert len({box.mapTo(dialog, QPoint(0, 0)).x() for box in dialog.seat_boxes[:3]}) == 1
        tops = [box.mapTo(dialog, QPoint(0, 0)).y() for box in dialog.seat_boxes[:3]]
        assert tops == sorted(tops) and dialog.port.mapTo(dialog, QPoint(0, 0)).y() > tops[-1]
    finally:
        i18n.install("en")


def test_tab_goes_down_the_form_through_the_seats(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """From your name, Tab visits each shown seat in order, then the port and the code (the seats came last, after
    Cancel)."""
    dialog = HostDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.players.setValue(3)
    dialog.name_edit.setFocus()
    visited = []
    for _ in range(5):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        visited.append(dialog.focusWidget())
    assert visited == [*dialog.seat_boxes[:3], dialog.port, dialog.code]


def _first_ink(field: QWidget) -> int:
    """The left edge of the darkest text in a field: the first column with a pixel as dark as ink."""
    image = field.grab().toImage()
    for x in range(image.width()):
        if any(QColor(image.pixel(x, y)).lightness() < 100 for y in range(4, image.height() - 4)):
            return x
    return image.width()


def test_the_numbers_stand_as_far_from_the_left_edge_as_the_typed_texts(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The players, the port and the wait keep the line edits' inner padding (they touched the field's edge)."""
    dialog = HostDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.code.setText("7311")  # the port's number: the same glyphs, the same bearing
    dialog.port.setValue(7311)
    text = _first_ink(dialog.code)
    assert text >= 6
    assert abs(_first_ink(dialog.port) - text) <= 1, (_first_ink(dialog.port), text)
    for box in (dialog.players, dialog.takeover):  # (other digits: their bearings differ by a pixel or two)
        assert _first_ink(box) >= text - 2, (box.text(), _first_ink(box), text)
