"""The home page: what the program holds. Each game the window plays is a card, all alike and side by side: its
cover (the game's own drawing, `GameUI.paint_cover`), its name in the player's language, its players and length,
and what the player may do with it: continue the game in progress or of last time (who plays, how far), learn it
in a guided game, start a new game, see its statistics, host it over the network. Below the cards lies what is no
one game's: join a network game, open a saved game, the settings.

The page only shows and tells: `chosen(action, entry)` and `asked(action)` say what the player pressed, and the
window's side (`thurntaxis.shell.homedoor`) does it with the window's own actions. Texts of the context "Home"; the
buttons say what the menus say, in the same words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.games import GameEntry
from thurntaxis.kit import dialogstyle, fonts, theme
from thurntaxis.shell import i18n
from thurntaxis.shell.gamepages import game_name
from thurntaxis.shell.menuwords import menu_words

# A card's buttons, in order: the action's key and the menu item whose words it says (`thurntaxis.shell.menus`).
CARD_ACTIONS = ("continue", "learn", "new", "statistics", "host")
PAGE_ACTIONS = ("join", "open", "settings")
STYLE = f"""
#home {{ background: {theme.TABLE_DARK.name()}; }}
#homeTitle {{ color: {theme.PAPER.name()}; }}
#homeGreeting {{ color: {theme.PAPER.name()}; }}
#gameCard {{ background: {theme.PAPER.name()}; border: 2px solid {dialogstyle.EDGE.name()}; border-radius: 10px; }}
#gameCard QLabel {{ color: {theme.INK.name()}; background: transparent; }}
{dialogstyle.button_rules("#home QPushButton")}
#home QPushButton {{ text-align: left; }}
"""


def _words(action: str) -> str:
    """What the button of `action` says: the menu's words, without the menu's keyboard mark."""
    if action == "continue":
        return QCoreApplication.translate("Home", "Continue")
    return menu_words()[action].replace("&", "")


LEAST_COVER = 100  # a cover's least height, in pixels
LOW_PAGE = 720  # a home page lower than this (in pixels) is laid out closer together
COVER_RETURNS = 24  # pixels beyond a cover's least height that hidden covers need to come back
FIT_STEPS = 4  # measurements the covers take to grow to a new size (one, or two when the texts wrap anew)


class Cover(QWidget):
    """A game's cover, painted by the game (`GameUI.paint_cover`) at whatever size the card gives it."""

    def __init__(self, entry: GameEntry) -> None:
        super().__init__()
        self._ui = entry.load_ui()
        self.setMinimumSize(150, LEAST_COVER)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(330, 220)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(LEAST_COVER, width * 2 // 3)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        width = min(self.width(), self.height() * 3 / 2)  # 3:2, as large as fits, centred
        height = width * 2 / 3
        self._ui.paint_cover(painter, QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height))
        painter.end()


class GameCard(QFrame):
    """One game on the home page: its cover, its name, players and length, what there is to continue, and its
    buttons (`buttons`, by action; Learn to play only for a game with a guided game)."""

    def __init__(self, entry: GameEntry, chosen: Any) -> None:
        super().__init__()
        self.entry = entry
        self.setObjectName("gameCard")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(8)
        self.cover = Cover(entry)
        layout.addWidget(self.cover)
        self.name = QLabel()
        self.name.setWordWrap(True)
        layout.addWidget(self.name)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        layout.addWidget(self.facts)
        self.saved = QLabel()  # who plays and how far, above Continue
        self.saved.setWordWrap(True)
        self.saved.hide()
        layout.addWidget(self.saved)
        self.buttons: dict[str, QPushButton] = {}
        for action in CARD_ACTIONS:
            if action == "learn" and not entry.load_ui().has_guided_game:
                continue
            button = QPushButton()
            button.setObjectName(f"{action}Button")
            button.clicked.connect(lambda _c=False, a=action: chosen.emit(a, entry))
            layout.addWidget(button)
            self.buttons[action] = button
        self.buttons["continue"].hide()

    def retranslate(self, scale: float) -> None:
        """Every text again in the current language, at the UI scale `scale`."""
        self.name.setFont(QFont(fonts.SERIF, round(20 * scale), QFont.Weight.Bold))
        self.name.setText(game_name(self.entry))
        facts = [
            QCoreApplication.translate("Home", "Players: %1–%2")
            .replace("%1", str(self.entry.min_players))
            .replace("%2", str(self.entry.max_players))
        ]
        if self.entry.minutes:
            facts.append(
                QCoreApplication.translate("Home", "Length: about %1 minutes").replace("%1", str(self.entry.minutes))
            )
        self.facts.setText("\n".join(facts))
        for label in (self.facts, self.saved):
            label.setFont(QFont(fonts.SANS, round(11 * scale)))
        for action, button in self.buttons.items():
            button.setText(_words(action))
            button.setFont(QFont(fonts.SANS, round(11 * scale), QFont.Weight.Bold))

    def offer_continue(self, line: str | None) -> None:
        """Show Continue with `line` (who plays, how far) above it, or neither (None: nothing to continue)."""
        self.saved.setText(line or "")
        self.saved.setVisible(line is not None)
        self.buttons["continue"].setVisible(line is not None)
        self.buttons["continue"].setDefault(line is not None)


class HomePage(QScrollArea):
    """The page the window opens on, and comes back to from any game (View → Home page): each game a card, the
    first start's greeting above them (which offers the lessons), and the program's own buttons below.

    Signals: `chosen(action, entry)`, a card's button ("continue", "learn", "new", "statistics", "host") with its
    game's `GameEntry`; `asked(action)`, a button below the cards ("join", "open", "settings")."""

    chosen = Signal(str, object)
    asked = Signal(str)

    def __init__(self, games: list[GameEntry]) -> None:
        super().__init__()
        self.setObjectName("homeScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        inner.setObjectName("home")
        inner.setStyleSheet(STYLE)
        self.setWidget(inner)
        self._column = outer = QVBoxLayout(inner)
        outer.setContentsMargins(32, 24, 32, 24)
        outer.setSpacing(16)
        self.title = QLabel()
        self.title.setObjectName("homeTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.greeting = QLabel()  # the first start's welcome: the lessons are on the cards
        self.greeting.setObjectName("homeGreeting")
        self.greeting.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.greeting.setWordWrap(True)
        self.greeting.hide()
        outer.addWidget(self.greeting)
        row = QGridLayout()
        row.setHorizontalSpacing(24)
        self.cards = {entry.id: GameCard(entry, self.chosen) for entry in games}
        for column, card in enumerate(self.cards.values()):
            row.addWidget(card, 0, column, Qt.AlignmentFlag.AlignTop)
            row.setColumnStretch(column, 1)
        cards = QHBoxLayout()
        cards.addStretch(1)
        cards.addLayout(row, 12)
        cards.addStretch(1)
        outer.addLayout(cards)
        below = QHBoxLayout()
        below.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for action in PAGE_ACTIONS:
            button = QPushButton()
            button.setObjectName(f"{action}Button")
            button.clicked.connect(lambda _c=False, a=action: self.asked.emit(a))
            below.addWidget(button)
            self.buttons[action] = button
        below.addStretch(1)
        outer.addLayout(below)
        outer.addStretch(1)
        self._scale = 1.0
        self._fits_left = 0
        self._ceiling = 10**6
        self._fitter = QTimer(self)  # one fitting at a time, after the layout has placed the page
        self._fitter.setSingleShot(True)
        self._fitter.setInterval(0)
        self._fitter.timeout.connect(self._fit_step)
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Covers as large as the page's height leaves room for, so that on a low screen every button stays in view."""
        super().resizeEvent(event)
        self._fit_covers()

    def _fit_covers(self) -> None:
        """Fit the covers once the layout has placed the page as it is now (its texts, the window's size)."""
        self._fits_left = FIT_STEPS
        self._ceiling = 10**6  # the covers' height that has fitted this size (lowered by each overflow)
        self._fitter.start()

    def fitting(self) -> bool:
        """Whether the covers are still being fitted to the page's size (a few turns of the event loop)."""
        return self._fitter.isActive()

    def content_bottom(self) -> int:
        """Where the page's content ends: below the program's buttons, and the page's margin."""
        return (
            max(button.geometry().bottom() + 1 for button in self.buttons.values())
            + self._column.contentsMargins().bottom()
        )

    def _fit_step(self) -> None:
        """One step of fitting, measured on the page as laid out: the covers grow by what the viewport has below the
        content, or shrink by what lies beyond it, up to their 3:2 height and down to their least height (below
        which they go: on a very low window the buttons come first). A change is measured again once laid out."""
        self._column.activate()  # laid out as it is now, not as the last turn of the event loop left it
        height = self.viewport().height()
        low = height < LOW_PAGE  # closer together, and the covers get more of it
        margin, spacing = (12, 8) if low else (24, 16)
        changed = self._column.spacing() != spacing
        self._column.setContentsMargins(32, margin, 32, margin)
        self._column.setSpacing(spacing)
        slack = height - self.content_bottom()
        covers = [card.cover for card in self.cards.values()]
        shown = not covers[0].isHidden()  # (isVisible: not before the window is shown)
        now = covers[0].height() if shown else 0
        if shown and slack < 0:  # too tall for this size, however the texts wrap: never as tall again while it fits
            self._ceiling = min(self._ceiling, now + slack)
        want = min(now + slack, self._ceiling, max(cover.heightForWidth(cover.width()) for cover in covers))
        for card in self.cards.values():
            card.column.setContentsMargins(*([12] * 4 if low else [16] * 4))
            card.column.setSpacing(5 if low else 8)
        if not shown and want < LEAST_COVER + COVER_RETURNS:
            want = 0  # hidden covers come back with some room to spare, or the page flaps between the two
        for cover in covers:
            if want >= LEAST_COVER and (cover.maximumHeight() != want or not shown):
                cover.setMaximumHeight(want)
                cover.show()
                changed = True
            elif want < LEAST_COVER and shown:
                cover.hide()
                changed = True
        self._fits_left -= 1
        if changed and (self._fits_left > 0 or (shown and slack < 0)):
            self._fitter.start()  # (an overflow is always measured again: each lowers the ceiling, down to no covers)
        else:  # fitted: the scroll area takes the page's last size now (its scroll bar, which may go, then says so)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def set_scale(self, scale: float) -> None:
        """Use the UI scale of the settings (1.0: as designed)."""
        self._scale = scale
        self.retranslate()

    def greet(self, shown: bool) -> None:
        """Show the first start's welcome above the cards, or not."""
        self.greeting.setVisible(shown)
        self._fit_covers()

    def offer_continue(self, game_id: str, line: str | None) -> None:
        """Show Continue on a game's card with `line` (who plays, how far) above it, or neither (None)."""
        self.cards[game_id].offer_continue(line)
        self._fit_covers()

    def retranslate(self) -> None:
        """Every text again in the current language."""
        scale = self._scale
        self.title.setFont(QFont(fonts.SERIF, round(26 * scale), QFont.Weight.Bold))
        self.title.setText(i18n.title())
        self.greeting.setFont(QFont(fonts.SANS, round(13 * scale)))
        self.greeting.setText(
            QCoreApplication.translate(
                "Home",
                "Welcome! New to a game? Learn to play starts a short guided game that shows you every step of a "
                "turn. You can leave it at any time.",
            )
        )
        for card in self.cards.values():
            card.retranslate(scale)
        for action, button in self.buttons.items():
            button.setText(_words(action))
            button.setFont(QFont(fonts.SANS, round(11 * scale), QFont.Weight.Bold))
        self._fit_covers()
