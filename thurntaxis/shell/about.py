"""Help → About: the program's name and version, who made each board game it plays (`thurntaxis.gameui.GameUI.
credits`) beside the game's cover, and the licences of the program and of what it is built with
(`LICENSE`, `THIRD-PARTY-NOTICES.md`), in the current language."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QEvent, QRectF, Qt, qVersion
from PySide6.QtGui import QFont, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from thurntaxis import __version__
from thurntaxis.games import GameEntry, window_games
from thurntaxis.kit import fonts
from thurntaxis.shell import i18n
from thurntaxis.shell.gamepages import game_name

COVER_W, COVER_H = 150, 100  # a game's cover beside its credits, in pixels


def cover(entry: GameEntry) -> QPixmap:
    """A game's cover, as the home page draws it, small."""
    pixmap = QPixmap(COVER_W * 2, COVER_H * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    entry.load_ui().paint_cover(painter, QRectF(0, 0, COVER_W, COVER_H))
    painter.end()
    return pixmap


class AboutDialog(QDialog):
    """The program's version, the games' authors and the licences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setFont(QFont(fonts.SERIF, 16, QFont.Weight.Bold))
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.heading)
        self.version = QLabel()
        self.version.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.version)
        games = QGridLayout()
        self.games: list[tuple[GameEntry, QLabel, QLabel]] = []
        for row, entry in enumerate(window_games()):
            picture = QLabel()
            picture.setPixmap(cover(entry))
            picture.setFixedSize(COVER_W, COVER_H)
            words = QLabel()
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.RichText)
            words.setMinimumWidth(300)
            games.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignTop)
            games.addWidget(words, row, 1)
            self.games.append((entry, picture, words))
        games.setColumnStretch(1, 1)
        layout.addLayout(games)
        self.licences = QLabel()
        self.licences.setWordWrap(True)
        self.licences.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.licences)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("About %1").replace("%1", i18n.title()))
        self.heading.setText(i18n.title())
        self.version.setText(
            self.tr("Version %1 (Qt %2, Qt for Python %3, Python %4)")
            .replace("%1", __version__)
            .replace("%2", qVersion())
            .replace("%3", PySide6.__version__)
            .replace("%4", platform.python_version())
        )
        for entry, _picture, words in self.games:
            words.setText(f"<b>{html.escape(game_name(entry))}</b><br>{html.escape(entry.load_ui().credits())}")
        paragraphs = (
            self.tr(
                "This program is not affiliated with the authors or the publisher of the games; its pictures and "
                "its computer players are its own."
            ),
            self.tr("The program is free software under the MIT licence (the file LICENSE)."),
            self.tr(
                "It is built with Qt 6 and Qt for Python (PySide6), under the GNU LGPL 3.0: they are linked "
                "dynamically and may be replaced with other builds of the same version. It also uses Python (PSF "
                "licence), networkx (BSD licence) and pydantic (MIT licence), and its texts are set in the DejaVu "
                "fonts (Bitstream Vera licence)."
            ),
            self.tr(
                "The licence texts are in the file THIRD-PARTY-NOTICES.md and in the licenses folder of each build."
            ),
        )
        self.licences.setText("".join(f"<p>{html.escape(text)}</p>" for text in paragraphs))


def show_about(parent: QWidget | None = None) -> AboutDialog:
    """Open the About dialog over `parent` (it goes when closed)."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
