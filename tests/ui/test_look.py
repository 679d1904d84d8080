"""How the table looks: the card back's emblem, the map's lands and labels, what hovering lights up."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from thurntaxis.ui.items import CardItem


class _TextRecorder(QPainter):
    """A painter that remembers every text drawn with it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.texts.append(str(next(a for a in args if isinstance(a, str))))
        super().drawText(*args)  # type: ignore[call-overload]


def test_the_card_back_shows_a_drawn_post_horn_and_no_letters(qapp) -> None:  # type: ignore[no-untyped-def]
    for small in (False, True):
        card = CardItem(None, "", "", "#000000", small)
        card.caption = "23"
        image = QImage(int(card.w) + 8, int(card.h) + 8, QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = _TextRecorder(image)
        card.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        assert painter.texts == ["23"]  # the deck's count, and no "T&T"
        cream = sum(1 for x in range(int(card.w * 0.15), int(card.w * 0.85))
                    for y in range(int(card.h * 0.15), int(card.h * 0.55))
                    if image.pixelColor(x, y).red() > 200 and image.pixelColor(x, y).green() > 190)
        assert cream > card.w * card.h * 0.03  # the horn is drawn where the letters were
