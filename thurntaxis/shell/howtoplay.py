"""Help → How to play: the rules of the game as this program plays them, in the current language
(`resources/help/{page}_{language}.html`), with the game's drawn examples (`thurntaxis.gameui.RulePicture`) at the
end of the sections they illustrate, painted anew in each language and as wide as the page allows."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QResizeEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from thurntaxis.games import GAMES
from thurntaxis.gameui import RulePicture
from thurntaxis.paths import resources_dir
from thurntaxis.shell import i18n

RATIO = 2.0  # the pictures' device pixels per pixel: sharp on high-density screens
GROWTH = 1.35  # a picture is drawn up to this much larger than designed where the page is wide
MARGIN = 48  # the browser's margins and scroll bar, beside a picture
SECTION = re.compile(r"<h2\b", re.IGNORECASE)


def help_path(code: str, page: str = "howto") -> Path:
    """Where the How to play page `page` (`GameEntry.help_page`) of a language is kept."""
    return resources_dir() / "help" / f"{page}_{code}.html"


def help_html(code: str, page: str = "howto") -> str:
    """The "How to play" page `page` for a language (English when that language has none)."""
    for path in (help_path(code, page), help_path("en", page)):
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


def page_pictures(page: str) -> list[RulePicture]:
    """The drawn examples of the game whose How to play page is `page`, in the current language (none for a page
    of no game's)."""
    for entry in GAMES.values():
        if entry.ui and entry.help_page == page:
            return list(entry.load_ui().rule_pictures())
    return []


def picture_image(picture: RulePicture, width: int) -> QImage:
    """`picture` painted `width` pixels wide (its proportions kept), sharp at `RATIO`."""
    scale = width / picture.width
    height = round(picture.height * scale)
    image = QImage(round(width * RATIO), round(height * RATIO), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(RATIO)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.setClipRect(QRectF(0, 0, picture.width, picture.height))
    picture.paint(painter)
    painter.end()
    return image


def shown_width(picture: RulePicture, room: int) -> int:
    """How wide `picture` is drawn on a page `room` pixels wide: as designed, a little larger on a wide page, never
    wider than the page."""
    return min(round(picture.width * GROWTH), room)


def with_pictures(text: str, pictures: Sequence[RulePicture], width: int) -> str:
    """The page `text` with each picture (as `<img src="rulepicture:N">`, `width` pixels wide at most) and its
    caption at the end of its section: before the next section's heading, or at the page's end."""
    starts = [m.start() for m in SECTION.finditer(text)]
    body_end = text.lower().rfind("</body>")
    ends = [*starts[1:], body_end if body_end >= 0 else len(text)]  # the last section ends where the body does
    placed: dict[int, list[str]] = {}
    for number, picture in enumerate(pictures):
        shown = shown_width(picture, width)
        height = round(picture.height * shown / picture.width)
        at = ends[picture.section] if 0 <= picture.section < len(ends) else ends[-1]
        placed.setdefault(at, []).append(
            f'<p align="center"><img src="rulepicture:{number}" width="{shown}" height="{height}"><br>'
            f"<i>{html.escape(picture.caption)}</i></p>"
        )
    for at in sorted(placed, reverse=True):
        text = text[:at] + "".join(placed[at]) + text[at:]
    return text


class HowToPlayDialog(QDialog):
    """The rules of the game as this program plays them, in the current language, with its drawn examples."""

    def __init__(self, parent: QWidget | None = None, page: str = "howto") -> None:
        super().__init__(parent)
        self.page = page  # the page's name: resources/help/{page}_{language}.html (GameEntry.help_page)
        self.pictures: list[RulePicture] = []
        self._width = 0  # the pictures' width the page was written for
        self._sized = False  # sized for the screen when first shown
        self.resize(780, 680)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(780, 680)

    def picture_width(self) -> int:
        """How wide the pictures are drawn: as designed, or as the page is wide."""
        return max(200, self.browser.viewport().width() - MARGIN)

    def retranslate(self) -> None:
        """Show the page of the current language, with the pictures painted in it."""
        self.setWindowTitle(self.tr("How to play"))
        self.pictures = page_pictures(self.page)
        self._write()

    def _write(self) -> None:
        width = self.picture_width()
        self._width = width
        scroll = self.browser.verticalScrollBar().value()
        document = self.browser.document()
        for number, picture in enumerate(self.pictures):
            image = picture_image(picture, shown_width(picture, width))
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"rulepicture:{number}"), image)
        self.browser.setHtml(with_pictures(help_html(i18n.current(), self.page), self.pictures, width))
        self.browser.verticalScrollBar().setValue(scroll)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.pictures and abs(self.picture_width() - self._width) > 24:
            self._write()

    def showEvent(self, event: QShowEvent) -> None:
        if not self._sized:  # larger on a large screen: the pictures grow with the page
            self._sized = True
            screen = self.screen().availableGeometry()
            self.resize(
                max(self.width(), min(1000, round(screen.width() * 0.6))),
                max(min(self.height(), screen.height() - 80), min(960, round(screen.height() * 0.85))),
            )
        super().showEvent(event)
        if self.pictures and self.picture_width() != self._width:
            self._write()

    def set_page(self, page: str) -> None:
        """Show the How to play page of another game (`GameEntry.help_page`)."""
        if page != self.page:
            self.page = page
            self.retranslate()
