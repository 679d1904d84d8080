"""The Join dialog's address, code and name are fixed while the join is under way and in the lobby (they were
still editable there, as if changing them would do something), and free again after a refusal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.netui.test_join_dialog import _dialog, _seats


def test_the_fields_are_fixed_while_joined(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog, made = _dialog(window)
    dialog.code.setText("K3YQ7")
    fields = (dialog.address, dialog.code, dialog.name)
    assert all(field.isEnabled() for field in fields)
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    made[0].seats_changed.emit(_seats())
    assert not any(field.isEnabled() for field in fields)
    QTest.keyClicks(dialog.code, "X")
    assert dialog.code.text() == "K3YQ7"
    made[0].refused.emit("wrong_code")
    assert all(field.isEnabled() for field in fields)
    QTest.keyClicks(dialog.code, "X")
    assert dialog.code.text() == "K3YQ7X"
