"""The keyboard comes back when a dialog of the window closes: to the dialog it came from, or to the window and its
table, so that the shortcuts work at once (without it, some window systems leave no window active, and every key
goes nowhere until the player clicks the table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid


class Focusable(Protocol):
    """The table view the keys go back to."""

    def setFocus(self) -> None: ...
    def isVisible(self) -> bool: ...


class KeysBack(QObject):
    """Watches which window has the keys; when one of `window`'s dialogs that had them hides and leaves no window
    with them, gives them back (to the table view `active_view` gives, when the window is the one)."""

    def __init__(self, window: QWidget, active_view: Callable[[], Focusable | None]) -> None:
        super().__init__(window)
        self.main = window
        self.active_view = active_view
        self._dialog: tuple[QWidget, QWidget] | None = None  # the dialog with the keys, and where it came from
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.focusWindowChanged.connect(self._changed)

    def _ours(self, widget: QWidget | None) -> bool:
        while widget is not None:
            if widget is self.main:
                return True
            widget = widget.parentWidget()
        return False

    def _changed(self, now: QWindow | None) -> None:
        """A window has the keys: when it is one of ours, the keys come back when it hides."""
        widget = next((w for w in QApplication.topLevelWidgets() if w.windowHandle() is now), None)
        if widget is None or widget is self.main or not self._ours(widget.parentWidget()):
            return
        if self._dialog is not None and isValid(self._dialog[0]):
            self._dialog[0].removeEventFilter(self)
        parent = widget.parentWidget()
        assert parent is not None
        self._dialog = (widget, parent.window())
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        dialog = self._dialog
        if dialog is not None and watched is dialog[0] and event.type() == QEvent.Type.Hide:
            watched.removeEventFilter(self)
            self._dialog = None
            QTimer.singleShot(0, self, lambda: self._back(*dialog))
        return False

    def _back(self, dialog: QWidget, came_from: QWidget) -> None:
        """The keys to the window `dialog` came from, unless some window has them already or the dialog is still
        open (the player went to another program)."""
        if QApplication.activeWindow() is not None or (isValid(dialog) and dialog.isVisible()):
            return
        modal = QApplication.activeModalWidget()
        target = modal if modal is not None else came_from
        if not isValid(target) or not target.isVisible():
            return
        target.activateWindow()
        if target is self.main:
            self._to_the_table()

    def _to_the_table(self) -> None:
        view = self.active_view()
        if view is not None and view.isVisible():
            view.setFocus()
