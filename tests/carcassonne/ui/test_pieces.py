"""Followers: five colours with five marks, standing and lying figures that read on any tile, and the sheet script."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from thurntaxis.carcassonne.ui import pieces, tilepaint
from thurntaxis.kit import theme

ROOT = Path(__file__).resolve().parents[3]


def test_five_colours_each_with_its_own_mark_and_the_first_game_untouched() -> None:
    assert set(pieces.COLOUR_ORDER) == set(pieces.COLOURS) == set(pieces.MARKS)
    assert len(pieces.COLOUR_ORDER) == 5 and "black" in pieces.COLOURS
    assert len(set(pieces.MARKS.values())) == 5
    assert len({QColor(c).rgb() for c in pieces.COLOURS.values()}) == 5
    assert theme.COLOUR_ORDER == ("blue", "red", "yellow", "green")
    assert set(theme.PLAYER_COLOURS) == set(theme.MARKS) == set(theme.COLOUR_ORDER)
    for colour in theme.COLOUR_ORDER:
        assert pieces.COLOURS[colour] == theme.PLAYER_COLOURS[colour]
        assert pieces.MARKS[colour] == theme.MARKS[colour]


def test_marks_have_distinct_shapes(qapp) -> None:  # type: ignore[no-untyped-def]
    shapes = {mark: pieces.mark_path(mark, 20) for mark in pieces.MARKS.values()}
    star = shapes["star"]
    assert not star.isEmpty() and star.boundingRect().width() > 15
    for mark, path in shapes.items():
        if mark != "star":
            assert path.elementCount() != star.elementCount() or path.boundingRect() != star.boundingRect()
    assert pieces.colour_label("black") == "black" and pieces.colour_label("red") == "red"


def test_a_farmer_lies_and_the_others_stand() -> None:
    standing = pieces.follower_path(30).boundingRect()
    lying = pieces.follower_path(30, lying=True).boundingRect()
    assert standing.height() > standing.width() * 0.9
    assert lying.width() > lying.height() * 0.9
    assert abs(standing.center().x()) < 1 and abs(lying.center().y()) < 1
    assert pieces.lies("field:e2s1") and not pieces.lies("road:ES") and not pieces.lies("monastery")
    assert not pieces.lies("city:NW")


@pytest.mark.parametrize("ground", [tilepaint.FIELD, tilepaint.CITY, tilepaint.ROAD, QColor("#26262b")])
def test_every_follower_reads_on_every_ground(qapp, ground: QColor) -> None:  # type: ignore[no-untyped-def]
    for colour in pieces.COLOUR_ORDER:
        for lying in (False, True):
            image = QImage(80, 80, QImage.Format.Format_ARGB32)
            image.fill(ground)
            painter = QPainter(image)
            pieces.paint_follower(painter, QPointF(40, 40), 60, colour, lying)
            painter.end()
            fill = QColor(pieces.COLOURS[colour]).rgb()
            pixels = [image.pixelColor(x, y) for x in range(80) for y in range(80)]
            assert sum(p.rgb() == fill for p in pixels) > 300, (colour, lying)
            # The white rim sets the figure off any ground, the black follower's on a black ground too.
            assert sum(min(p.red(), p.green(), p.blue()) > 240 for p in pixels) > 60, (colour, lying)
            # The mark sits on the body, in the colour that reads on it.
            torso = QPointF(4, 0) if lying else QPointF(0, 4)
            at = QPointF(40, 40) + torso * 0.6
            assert image.pixelColor(int(at.x()), int(at.y())).rgb() == theme.text_on(QColor(fill)).rgb(), colour
            rect = pieces.follower_rect(60, lying).translated(40, 40)
            assert QRectF(0, 0, 80, 80).contains(rect)


def test_the_sheet_script_writes_a_png(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("tile_sheet", ROOT / "scripts" / "carcassonne_tile_sheet.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for extra in ([], ["--segments"]):
        out = tmp_path / f"sheet{len(extra)}.png"
        assert module.main(["--out", str(out), "--size", "24", *extra]) == 0
        image = QImage(str(out))
        assert not image.isNull() and image.width() > 24 * 8
