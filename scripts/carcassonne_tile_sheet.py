"""Render every Carcassonne land tile in its four rotations, and the followers in the five colours, to one PNG.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/carcassonne_tile_sheet.py --out docs/carcassonne-tiles.png
    .venv/bin/python scripts/carcassonne_tile_sheet.py --size 40 --out docs/carcassonne-tiles-small.png
    .venv/bin/python scripts/carcassonne_tile_sheet.py --segments --out docs/carcassonne-segments.png

With --segments, each tile (rotation 0 and 1) shows its segments' areas tinted and a follower on every anchor,
standing or lying as it would be placed: a check of the geometry the table uses.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from thurntaxis.carcassonne.rules.tiles import COUNTS, LETTERS
from thurntaxis.carcassonne.ui.pieces import COLOUR_ORDER, lies, paint_follower
from thurntaxis.carcassonne.ui.tilegeometry import FOLLOWER_SIZE, UNIT, shapes
from thurntaxis.carcassonne.ui.tilepaint import paint_tile, unit_transform

BACKGROUND = QColor("#2d4a3e")
LABEL = QColor("#f6efdd")
TINTS = ("#ff4d4d", "#4d7dff", "#ffd84d", "#d04dff", "#4dffd2", "#ff9b4d")


def _label(painter: QPainter, rect: QRectF, text: str, px: float) -> None:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(LABEL)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def tile_sheet(size: int) -> QImage:
    """Every letter in rotations 0..3 (three letters a row), then the followers standing and lying."""
    gap, label = max(2, size // 16), max(14, size // 3)
    per_row = 3
    group = label + 4 * size + 3 * gap
    width = per_row * group + (per_row + 1) * gap * 4
    rows = (len(LETTERS) + per_row - 1) // per_row
    pieces_h = size + 4 * gap
    height = rows * (size + gap * 3) + gap * 3 + pieces_h
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, letter in enumerate(LETTERS):
        row, col = divmod(index, per_row)
        x = gap * 4 + col * (group + gap * 4)
        y = gap * 3 + row * (size + gap * 3)
        _label(painter, QRectF(x, y, label, size), f"{letter}\n×{COUNTS[index]}", label * 0.45)
        for rotation in range(4):
            paint_tile(painter, QRectF(x + label + rotation * (size + gap), y, size, size), index, rotation)
    bottom = float(height - pieces_h)
    figure = size * 0.5
    at = gap * 4 + figure
    for colour in COLOUR_ORDER:
        for lying in (False, True):
            paint_follower(painter, QPointF(at, bottom + size / 2), figure, colour, lying)
            at += figure * 1.3
        at += figure * 0.5
    # Followers on fields, cities, roads and a monastery, as they will stand on the table.
    examples = zip("DLOA", ("red", "black", "yellow", "blue"), strict=True)
    left = width - 4 * (size + gap) - gap * 3
    for k, (letter, colour) in enumerate(examples):
        rect = QRectF(left + k * (size + gap), bottom + gap, size, size)
        paint_tile(painter, rect, letter, 0)
        for seg in shapes(letter, 0).segments:
            anchor = unit_transform(rect).map(seg.anchor)
            paint_follower(painter, anchor, size * FOLLOWER_SIZE / UNIT, colour, seg.lying)
    painter.end()
    return image


def segment_sheet(size: int) -> QImage:
    """Every letter in rotations 0 and 1 with its segments tinted and a follower on every anchor."""
    gap, label = max(3, size // 12), max(14, size // 3)
    per_row = 4
    group = label + 2 * size + gap
    width = per_row * group + (per_row + 1) * gap * 3
    rows = (len(LETTERS) + per_row - 1) // per_row
    image = QImage(width, rows * (size + gap * 3) + gap * 3, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, letter in enumerate(LETTERS):
        row, col = divmod(index, per_row)
        x = gap * 3 + col * (group + gap * 3)
        y = gap * 3 + row * (size + gap * 3)
        _label(painter, QRectF(x, y, label, size), letter, label * 0.5)
        for rotation in range(2):
            rect = QRectF(x + label + rotation * (size + gap), y, size, size)
            paint_tile(painter, rect, index, rotation)
            geo = shapes(index, rotation)
            to_rect = unit_transform(rect)
            for k, seg in enumerate(geo.segments):
                tint = QColor(TINTS[k % len(TINTS)])
                tint.setAlpha(90)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(tint)
                painter.drawPath(to_rect.map(seg.area))
            figure = size * FOLLOWER_SIZE / UNIT
            for k, seg in enumerate(geo.segments):
                paint_follower(painter, to_rect.map(seg.anchor), figure, COLOUR_ORDER[k % 5], lies(seg.name))
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/carcassonne-tiles.png"))
    parser.add_argument("--size", type=int, default=120, help="pixels per tile")
    parser.add_argument("--segments", action="store_true", help="show segment areas and follower anchors")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = segment_sheet(args.size) if args.segments else tile_sheet(args.size)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(args.out)):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"{args.out}: {image.width()}x{image.height()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
