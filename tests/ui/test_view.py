"""The table view: wheel zoom, panning by dragging the background, fit to window, resizing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .conftest import seats


def _wheel(view, steps: int) -> None:  # type: ignore[no-untyped-def]
    pos = QPointF(view.viewport().width() / 2, view.viewport().height() / 2)
    event = QWheelEvent(
        pos,
        view.viewport().mapToGlobal(pos),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_zoom_pan_and_fit(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_game(seats("h", "c"), seed=1, start_player=0)
    view = window.page.view
    fitted = view.transform().m11()
    _wheel(view, 3)
    zoomed = view.transform().m11()
    assert zoomed > fitted * 1.4
    # drag the map's background: the view scrolls
    vp = view.viewport()

    def background(p: QPoint) -> bool:
        item = view.itemAt(p)
        return item is None or not item.acceptedMouseButtons()

    points = (
        QPoint(x, y) for y in range(vp.height() // 3, vp.height(), 15) for x in range(vp.width() // 3, vp.width(), 15)
    )
    start = next(p for p in points if background(p))
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + QPoint(-20 * k, -12 * k))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(-100, -60))
    after = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    assert after[0] > before[0] and after[1] > before[1]
    view.fit()
    assert abs(view.transform().m11() - fitted) < 1e-6
    # resizing the window keeps the whole table in view
    window.resize(1100, 720)
    qtbot.wait(20)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.page.scene.sceneRect().adjusted(2, 2, -2, -2))
