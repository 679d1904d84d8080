"""The Carcassonne page's side folds away: by its handle (a narrow strip between the table and the side, which
stays when the side is folded, so the table's left edge never moves), by the View menu, and by itself when the page
is narrower than SIDE_FOLDS_BELOW pixels (at the UI scale, so at 1024 pixels): then the table takes the whole width,
and the scores stay in sight in the tray's column. The table view keeps its top left corner where it was, so nothing
on the table moves when the side comes or goes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

from thurntaxis.carcassonne.ui.texts import Carcassonne

# page width (at UI scale 1.0) under which the side folds away by itself: at 1024 pixels the side would leave the
# board 550 pixels beside the tray; folded it has 820, and the scores stay in the tray's column (`scorestrip`)
SIDE_FOLDS_BELOW = 1100
HANDLE_WIDTH = 16
HANDLE_STYLE = (
    "QToolButton { background: #e9dfc6; border: none; border-left: 1px solid #8a7a5a; color: #3b3324;"
    " } QToolButton:hover { background: #f6efdd; }"
)


class SideFold(QObject):
    """Shows or folds `side` within `page`; `handle` is the strip to put beside it. `toggled` says the player's
    choice by the handle (the window makes it its View menu's choice), `shown_changed` that the side came or went."""

    toggled = Signal(bool)
    shown_changed = Signal(bool)  # the side came or went (by any of the three)

    def __init__(self, side: QWidget, page: QWidget, hold: Callable[[], None] | None = None) -> None:
        super().__init__(page)
        self.side = side
        self._hold = hold  # called before the player folds or shows the side: the table then stays where it is
        self.page = page
        self.scale = 1.0
        self.wanted: bool | None = None  # the player's choice; None: by the page's width
        self._lesson = False
        self.handle = QToolButton(page)
        self.handle.setObjectName("side_handle")
        self.handle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.handle.setFixedWidth(HANDLE_WIDTH)
        self.handle.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.handle.setStyleSheet(HANDLE_STYLE)
        font = self.handle.font()
        font.setPixelSize(22)
        font.setBold(True)
        self.handle.setFont(font)
        self.handle.clicked.connect(self._clicked)
        page.installEventFilter(self)
        self.retranslate()

    def shown(self) -> bool:
        """Whether the side is shown (or would be, the page being shown)."""
        if self.wanted is not None:
            return self.wanted
        return self._lesson or self.page.width() >= SIDE_FOLDS_BELOW * self.scale

    def lesson(self, on: bool) -> None:
        """A lesson begins (True) or ends: while it runs the side stays (its balloons point at the side's buttons
        and scores), unless the player folds it."""
        self._lesson = on
        self.fit()

    def show_side(self, shown: bool | None) -> None:
        """Show or fold the side; None: by the page's width."""
        if shown is not None and shown != self.shown() and self._hold is not None:
            self._hold()
        self.wanted = shown
        self.fit()

    def fit(self) -> None:
        """Show or fold the side as chosen; by width only once the page is shown at its size."""
        if self.wanted is None and not self.page.isVisible():
            return
        shown = self.shown()
        if self.side.isHidden() == shown:
            self.side.setVisible(shown)
            for layout in (self.page.layout(), self.side.layout()):
                if layout is not None:
                    layout.activate()  # the side's buttons have their places at once, not after the next events
            self.shown_changed.emit(shown)
        self.retranslate()

    def _clicked(self) -> None:
        shown = not self.shown()
        self.show_side(shown)
        self.toggled.emit(shown)

    def retranslate(self) -> None:
        shown = not self.side.isHidden()
        self.handle.setText("›" if shown else "‹")
        self.handle.setToolTip(
            Carcassonne.tr("Fold the side panel away (F9).") if shown else Carcassonne.tr("Show the side panel (F9).")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and self.wanted is None:
            self.fit()  # (at the first Resize the page is not yet visible: its Show decides)
        return False
