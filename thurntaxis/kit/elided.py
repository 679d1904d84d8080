"""A one-line label that never cuts a text mid-word: what does not fit its width ends in an ellipsis, and the whole
text is its tooltip. `text()` is always the whole text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """A QLabel for one line of plain text (a status line) that elides at the right instead of clipping."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._whole = ""

    def setText(self, text: str) -> None:
        self._whole = text
        self._fit()

    def text(self) -> str:
        return self._whole

    def shown(self) -> str:
        """The text as drawn (elided where it does not fit)."""
        return super().text()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(0, hint.height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._whole), super().sizeHint().height())

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, max(width, 0))
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")
