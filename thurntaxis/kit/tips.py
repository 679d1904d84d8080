"""A widget's tooltip that depends on where the pointer rests (the score track's followers, the side panel's tiles):
the widget says what is at a point, this shows it or hides the one shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip, QWidget


def answer_tooltip(widget: QWidget, event: QEvent, tip_at: Callable[[QPointF], str]) -> bool:
    """Whether `event` was a tooltip request, now answered with `tip_at` the pointer's point (none: hidden)."""
    if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
        return False
    tip = tip_at(QPointF(event.pos()))
    if tip:
        QToolTip.showText(event.globalPos(), tip, widget)
    else:
        QToolTip.hideText()
        event.ignore()
    return True
