"""Where the window opens and where its dialogs do: inside the screen's available area, frame and title bar included.

The first window takes the designed size where it fits, else as much as the area leaves (maximised on a small
screen); the window's place when it closes is remembered (`Settings.window_place`) and taken again only where it
fits the screen now. Before the window system has framed a window its frame is not known: a margin is kept for
it, and once the window is shown, its real frame is fitted. A dialog is as wide as its title needs (the window
system writes the program's name after it) and lies inside the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QGridLayout,
    QMessageBox,
    QSpacerItem,
    QTreeView,
    QWidget,
)
from shiboken6 import isValid

DESIGNED = QSize(1600, 1000)  # the window's size as the tables were drawn for
SMALL = QSize(1280, 800)  # an available area narrower or lower than this: the window opens maximised
LEAST = QSize(640, 480)  # a remembered window smaller than this is not taken again
FRAME_GUESS = QMargins(8, 40, 8, 8)  # a window system's frame and title bar, before the window has one
TITLE_BAR_ROOM = 140  # pixels of a title bar that are not its title: the icon and the buttons
TITLE_SEPARATOR = " \u2014 "  # between a window's title and the program's name, as Qt writes it for the system


@dataclass(frozen=True)
class Placement:
    """A window's place: its geometry without the frame (the normal one, when maximised), its frame around that,
    and whether it is maximised."""

    geometry: QRect
    frame: QMargins
    maximised: bool


def first_placement(available: QRect, frame: QMargins = FRAME_GUESS) -> Placement:
    """The window's first place in a screen's `available` area: centred, the designed size or as much of it as
    fits with the frame; maximised when the area is small."""
    room = available.marginsRemoved(frame)
    geometry = QRect(QPoint(0, 0), DESIGNED.boundedTo(room.size()))
    geometry.moveCenter(room.center())
    small = available.width() < SMALL.width() or available.height() < SMALL.height()
    return Placement(geometry, frame, small)


def fits(place: Placement, available: QRect) -> bool:
    """Whether a window at `place` (its frame included) lies inside `available`, and is large enough to play in."""
    size = place.geometry.size()
    big_enough = size.width() >= LEAST.width() and size.height() >= LEAST.height()
    return big_enough and available.contains(place.geometry.marginsAdded(place.frame))


def placement(available: QRect, saved: Placement | None) -> Placement:
    """Where the window opens: where it was (`saved`) when that fits `available` now, else its first place (kept
    maximised when it was)."""
    if saved is not None and fits(saved, available):
        return saved
    first = first_placement(available)
    return Placement(first.geometry, first.frame, first.maximised or (saved is not None and saved.maximised))


def _frame_of(window: QWidget) -> QMargins:
    """The window system's frame around `window` (nothing before the window is framed)."""
    outer, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )


def _screen_for(rect: QRect | None, widget: QWidget | None = None) -> QScreen:
    screen = QGuiApplication.screenAt(rect.center()) if rect is not None else None
    if screen is None and widget is not None:
        screen = widget.screen()
    return screen or QGuiApplication.primaryScreen()


def restore(window: QWidget, settings: Any) -> Placement:
    """Give `window` (not shown yet) its place: the remembered one where it fits its screen now, else its first
    place there. Once shown, its real frame is fitted into the screen too (`refit`)."""
    saved = settings.window_place
    remembered = None
    if saved is not None:
        (x, y, width, height), (left, top, right, bottom), maximised = saved
        remembered = Placement(QRect(x, y, width, height), QMargins(left, top, right, bottom), maximised)
    screen = _screen_for(remembered.geometry if remembered is not None else None)
    chosen = placement(screen.availableGeometry(), remembered)
    window.setGeometry(chosen.geometry)
    if chosen.maximised:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    for ms in (0, 400):  # once framed: at once on most window systems, a moment later on some
        QTimer.singleShot(ms, window, lambda: refit(window))
    return chosen


def refit(window: QWidget) -> None:
    """Move and shrink a shown window whose frame reaches out of its screen's available area."""
    if not isValid(window) or not window.isVisible() or window.windowState() & Qt.WindowState.WindowMaximized:
        return
    available = _screen_for(window.frameGeometry(), window).availableGeometry()
    if available.contains(window.frameGeometry()):
        return
    room = available.marginsRemoved(_frame_of(window))
    geometry = QRect(window.geometry().topLeft(), window.geometry().size().boundedTo(room.size()))
    window.setGeometry(_clamped(geometry, room))


def save(window: QWidget, settings: Any) -> None:
    """Remember where `window` is (its normal place, when maximised), its frame, and whether it is maximised."""
    g, f = window.normalGeometry(), _frame_of(window)
    if g.isEmpty():
        return
    maximised = bool(window.windowState() & Qt.WindowState.WindowMaximized)
    settings.window_place = (
        (g.x(), g.y(), g.width(), g.height()),
        (f.left(), f.top(), f.right(), f.bottom()),
        maximised,
    )


def _clamped(rect: QRect, room: QRect) -> QRect:
    """`rect` moved (not resized) as little as brings it inside `room`, its top left corner first."""
    x = max(room.left(), min(rect.x(), room.right() - rect.width() + 1))
    y = max(room.top(), min(rect.y(), room.bottom() - rect.height() + 1))
    return QRect(QPoint(x, y), rect.size())


# --- dialogs -------------------------------------------------------------------------------------------------


def shown_title(title: str) -> str:
    """A window's title as the window system shows it: with the program's name after it."""
    name = QGuiApplication.applicationDisplayName()
    return title + TITLE_SEPARATOR + name if name and not title.endswith(name) else title


def message_box_limit(available: QRect) -> int:
    """The widest Qt makes a message box on a screen whose available area is `available`."""
    return min(available.width() - 480, 1000)


def title_width(widget: QWidget) -> int:
    """How wide a window must be for the window system to show all of `widget`'s title."""
    font = QApplication.font()
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(shown_title(widget.windowTitle())) + TITLE_BAR_ROOM


def headings_whole(dialog: QWidget) -> None:
    """Every column of Qt's own file dialog at least as wide as its heading: Qt sizes them for English samples
    ("128.88 GB"), and "Rozmiar", "Datum změny" or "Дата изменения" were cut (a native dialog has no such view)."""
    for view in dialog.findChildren(QTreeView):
        header = view.header()
        for section in range(header.count()):
            header.resizeSection(section, max(header.sectionSize(section), header.sectionSizeHint(section)))


class DialogFit(QObject):
    """Watches the dialogs of `window` (and theirs): each, as it is first shown, is made as wide as its title needs
    (within the screen) and, once shown, moved inside the screen's available area, frame included; a file dialog's
    columns as wide as their headings."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QDialog) and child.isWindow():
                self.widen(child)
                child.installEventFilter(self)  # (its own dialogs, and each time it shows)
        elif event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            QTimer.singleShot(0, watched, lambda: self.into_screen(watched))
            if isinstance(watched, QFileDialog):
                headings_whole(watched)
        return False

    def widen(self, dialog: QDialog) -> None:
        """At least as wide as the dialog's title needs, within its screen: a strut across its layout, so that its
        layout still sizes it by its contents too (a message box, which sets its own size, within Qt's limit for
        it)."""
        available = _screen_for(None, dialog.parentWidget() or dialog).availableGeometry()
        wanted = min(title_width(dialog), available.width() - FRAME_GUESS.left() - FRAME_GUESS.right())
        if isinstance(dialog, QMessageBox):
            wanted = min(wanted, message_box_limit(available))
        layout = dialog.layout()
        if layout is None:
            dialog.setMinimumWidth(max(dialog.minimumWidth(), wanted))
            return
        margins = layout.contentsMargins()
        strut = QSpacerItem(wanted - margins.left() - margins.right(), 0)
        if isinstance(layout, QGridLayout):
            layout.addItem(strut, layout.rowCount(), 0, 1, layout.columnCount())
        else:
            layout.addItem(strut)

    @staticmethod
    def into_screen(dialog: QDialog) -> None:
        """Move a shown dialog inside its screen's available area (no larger than it), frame included: centred
        over its window where it has one."""
        if not isValid(dialog) or not dialog.isVisible():
            return
        frame = _frame_of(dialog)
        frame = frame if not frame.isNull() else FRAME_GUESS  # (not framed yet)
        available = _screen_for(dialog.frameGeometry(), dialog).availableGeometry()
        room = available.marginsRemoved(frame)
        geometry = dialog.geometry()
        if room.contains(geometry):
            return
        geometry.setSize(geometry.size().boundedTo(room.size()))
        parent = dialog.parentWidget()
        if parent is not None:  # over its window, as Qt places it (an X window manager may first report it at 0, 0)
            geometry.moveCenter(parent.window().geometry().center())
        dialog.setGeometry(_clamped(geometry, room))
